//! Prepared inputs: a cluster read (and indexed) once, then asked many
//! questions — `prepareCapacityCluster(objects).filterNodes(pod)`, … — without
//! carrying the whole input across the JS boundary on every call.
//!
//! A handle is a plain frozen JS object (`prepared.js`) whose methods call one
//! Rust closure with the method's number; the closure owns the state in an
//! `Rc<RefCell<Option<T>>>`. `free()` drops the state (the closure itself is a
//! few bytes); a call after `free()` or while the same handle is still
//! answering (a getter in an argument calling back) throws an `Error` that says
//! so — never a null pointer or a trap, which a wasm-bindgen class would give.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/prepared.js")]
extern "C" {
    #[wasm_bindgen(js_name = preparedHandle)]
    fn prepared_handle(kind: &str, methods: Vec<JsValue>, call: JsValue) -> JsValue;
}

/// What a method of a handle does with the state and up to three arguments.
pub type Method<T> = fn(&mut T, JsValue, JsValue, JsValue) -> Result<JsValue, JsValue>;

/// Makes the handle object of `kind` (its name in errors, e.g.
/// `PreparedCapacityCluster`) over `state`: one JS method per entry of
/// `methods`, then `free()`.
pub fn handle<T: 'static>(
    kind: &'static str,
    state: T,
    methods: &'static [(&'static str, Method<T>)],
) -> JsValue {
    let cell = Rc::new(RefCell::new(Some(state)));
    let free_index = methods.len() as u32;
    let call = move |index: u32, a: JsValue, b: JsValue, c: JsValue| -> Result<JsValue, JsValue> {
        let name = methods
            .get(index as usize)
            .map_or("free", |(name, _)| *name);
        let Ok(mut slot) = cell.try_borrow_mut() else {
            return Err(js_sys::Error::new(&format!(
                "{kind}.{name}: called while this handle is still answering another call"
            ))
            .into());
        };
        if index == free_index {
            *slot = None; // a second free() is harmless
            return Ok(JsValue::UNDEFINED);
        }
        let Some(state) = slot.as_mut() else {
            return Err(js_sys::Error::new(&format!(
                "{kind}.{name}: this handle was freed (free() was called); prepare the input again"
            ))
            .into());
        };
        match methods.get(index as usize) {
            Some((_, method)) => method(state, a, b, c),
            None => Err(js_sys::Error::new(&format!("{kind}: no method number {index}")).into()),
        }
    };
    let call =
        Closure::<dyn Fn(u32, JsValue, JsValue, JsValue) -> Result<JsValue, JsValue>>::new(call);
    let names: Vec<JsValue> = methods
        .iter()
        .map(|(name, _)| JsValue::from_str(name))
        .chain([JsValue::from_str("free")])
        .collect();
    prepared_handle(kind, names, call.into_js_value())
}
