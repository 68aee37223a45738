//! Longhorn replica scheduling for JavaScript.

use tsify::Ts;
use wasm_bindgen::prelude::*;

use placement::longhorn::balance::{self, BalanceInput, BalanceSimulation};

use crate::convert::{from_js, input_error, to_js};

/// `BalanceScore(X) = (max X − min X) / mean X`; `Infinity` for an empty list or a mean ≤ 0.
///
/// ```js
/// balanceScore([1000, 1200]); // 0.1818…
/// ```
#[wasm_bindgen(js_name = balanceScore)]
pub fn balance_score(#[wasm_bindgen(unchecked_param_type = "number[]")] values: JsValue) -> Result<f64, JsValue> {
    let values: Vec<f64> = from_js(values)?;
    if let Some(i) = values.iter().position(|v| !v.is_finite()) {
        return Err(input_error(placement::InputError::new(
            format!("[{i}]"),
            values[i],
            "must be a finite number",
        )));
    }
    Ok(balance::balance_score(&values))
}

/// Runs Longhorn's balance pick (node stage, then disk stage cluster-wide) and
/// returns every scored candidate with its vector and the formula's terms, the
/// winner, the tie set and the fallback flag.
#[wasm_bindgen(js_name = simulateBalance)]
pub fn simulate_balance(input: Ts<BalanceInput>) -> Result<Ts<BalanceSimulation>, JsValue> {
    let input: BalanceInput = from_js(input.js_value())?;
    let simulation = balance::simulate_balance(&input).map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&simulation)?))
}
