//! The embedded lab's end of `web/mount.js` (see `js/embed.js`): a scenario
//! handed in by the host page, the frame's height, and the scenario handed
//! back on request. Messages go to and come from the parent window only.

use wasm_bindgen::prelude::*;

use crate::platform::lab_list;
use crate::platform::scenario;
use crate::shell::share;

/// How long a mounted lab waits for its host to send the scenario.
const HOST_TIMEOUT_MS: f64 = 15_000.0;

#[wasm_bindgen(module = "/js/embed.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = receiveScenario)]
    async fn receive_scenario(timeout_ms: f64) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_name = startBridge)]
    fn start_bridge_js(error: Option<String>, scenario_document: &JsValue, set_scenario: &JsValue);
    #[wasm_bindgen(js_name = scenarioChanged)]
    fn scenario_changed();
}

/// Receives the host's scenario (`?scenario=host`) and stores it for `lab`.
pub async fn open_host_scenario(lab: &'static str) -> Result<(), String> {
    let text = receive_scenario(HOST_TIMEOUT_MS)
        .await
        .map_err(share::describe)?
        .as_string()
        .unwrap_or_default();
    if text.trim().is_empty() {
        return Ok(());
    }
    let actions = crate::shell::scenario_actions::actions().await?;
    (actions.store_document)(lab, text).await
}

/// Tells the host the lab started (or why the scenario was refused), answers
/// its requests for the current scenario document, and opens the scenarios
/// it sends later (`setScenario`) by starting the lab again on them.
pub fn start_bridge(bundle: &'static crate::shell::bundle::Bundle, refused: Option<String>) {
    let Some(lab) = lab_list::find(bundle.lab) else {
        return;
    };
    let document = Closure::<dyn Fn() -> Result<String, JsValue>>::new(move || {
        share::document(lab, scenario::Format::Json)
            .map_err(|e| JsValue::from(js_sys::Error::new(&e)))
    });
    let set = Closure::<dyn Fn(String) -> js_sys::Promise>::new(move |text: String| {
        wasm_bindgen_futures::future_to_promise(async move {
            let stored = match crate::shell::scenario_actions::actions().await {
                Ok(actions) => (actions.store_document)(lab.id, text).await,
                Err(e) => Err(e),
            };
            stored.map_err(|e| JsValue::from(js_sys::Error::new(&e)))?;
            crate::shell::app::render_with_saved_work(bundle, None).await;
            Ok(JsValue::UNDEFINED)
        })
    });
    start_bridge_js(refused, &document.into_js_value(), &set.into_js_value());
}

/// The lab's state changed: a host page that listens hears of it.
pub fn note_change() {
    if crate::platform::address::embedded() {
        scenario_changed();
    }
}
