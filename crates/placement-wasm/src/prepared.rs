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
//!
//! A result's big parts (a Longhorn volume's `steps`, a Fleet simulation's
//! `clusters` and `rounds`) can stay in the module until JS reads them ([`Kept`]): the
//! method returns the rest with the part left empty, and `prepared.js` puts a
//! getter in its place that fetches it on first read through the hidden
//! method `#part` (and `#release` drops it when the result is garbage
//! collected). Writing a part as JSON and parsing it in JS is most of a full
//! explanation's cost (issue #15): a host that never reads it never pays.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/prepared.js")]
extern "C" {
    #[wasm_bindgen(js_name = preparedHandle)]
    fn prepared_handle(kind: &str, methods: Vec<JsValue>, call: JsValue) -> JsValue;
    #[cfg(any(feature = "longhorn", feature = "fleet"))]
    fn deferred(value: &JsValue, id: u32, owners: &str, key: &str) -> JsValue;
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

/// The parts of results not read yet, by result id: part `i` of a result is
/// `owners[i][key]` in JS (`volumes[i].steps`), or without owners the result's
/// own `i`-th key of `key`'s comma-separated list (`clusters,rounds`).
#[cfg(any(feature = "longhorn", feature = "fleet"))]
pub struct Kept<P> {
    next: u32,
    parts: std::collections::BTreeMap<u32, Vec<Option<P>>>,
}

#[cfg(any(feature = "longhorn", feature = "fleet"))]
impl<P> Default for Kept<P> {
    fn default() -> Self {
        Kept {
            next: 0,
            parts: Default::default(),
        }
    }
}

#[cfg(any(feature = "longhorn", feature = "fleet"))]
impl<P> Kept<P> {
    /// A fresh result id (its parts come with [`insert`](Self::insert)).
    pub fn reserve(&mut self) -> u32 {
        self.next = self.next.wrapping_add(1);
        self.next
    }

    /// Keeps the parts of result `id`.
    pub fn insert(&mut self, id: u32, parts: Vec<P>) {
        self.parts.insert(id, parts.into_iter().map(Some).collect());
    }

    /// `value` (the result written without its parts) as JS whose
    /// `owners[i][key]` (`owners` empty: its own `i`-th of the comma-separated
    /// `key`s) reads part `i` of result `id` on first access.
    pub fn defer(&self, value: &JsValue, id: u32, owners: &str, key: &str) -> JsValue {
        deferred(value, id, owners, key)
    }

    /// Part `index` of result `id`, handed over once (`#part`); the result is
    /// forgotten when its last part is taken.
    pub fn take(&mut self, id: u32, index: usize) -> Option<P> {
        let parts = self.parts.get_mut(&id)?;
        let part = parts.get_mut(index)?.take();
        if parts.iter().all(Option::is_none) {
            self.parts.remove(&id);
        }
        part
    }

    /// Every part not read yet, of every result.
    #[cfg(feature = "fleet")]
    pub fn parts_mut(&mut self) -> impl Iterator<Item = &mut P> {
        self.parts.values_mut().flatten().flatten()
    }

    /// Drops what is left of result `id` (`#release`: JS collected the result).
    pub fn release(&mut self, id: u32) {
        self.parts.remove(&id);
    }
}

/// The result id and part index `#part` and `#release` are called with (by
/// `prepared.js`, never by a host).
#[cfg(any(feature = "longhorn", feature = "fleet"))]
pub fn part_of(id: &JsValue, index: &JsValue) -> (u32, usize) {
    let number = |v: &JsValue| v.as_f64().unwrap_or(-1.0);
    (number(id) as u32, number(index) as usize)
}

/// The error of a part asked for twice or after its result was released
/// (neither happens through `prepared.js`).
#[cfg(any(feature = "longhorn", feature = "fleet"))]
pub fn no_part(kind: &str) -> JsValue {
    js_sys::Error::new(&format!("{kind}: this part of a result was already read or released")).into()
}
