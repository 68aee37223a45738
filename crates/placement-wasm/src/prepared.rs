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
//! `clusters` and `rounds`, a capacity filter's `nodes`) can stay in the module until JS reads them ([`Kept`]): the
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
    fn deferred(value: &JsValue, id: f64, paths: &str) -> JsValue;
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

/// The parts of results not read yet, by result id: the parts of a result are
/// where its comma-separated paths say, in order: `key` is the result's own
/// (`clusters,rounds`), `list[].key` is that key of each item of a list
/// (`volumes[].steps,disksAfter`: each volume's steps, then `disksAfter`).
///
/// A list by increasing id rather than a map (ids only grow, so a new result
/// is pushed at the end and a look-up is a binary search): a result whose
/// parts are all read or released stays as an empty entry until half the list
/// is such, then one sweep drops them all — linear in the calls however many
/// results a host leaves unread, in less code than a `BTreeMap` in each module.
pub struct Kept<P> {
    next: u64,
    results: Vec<(u64, Vec<Option<P>>)>,
    emptied: usize,
}

impl<P> Default for Kept<P> {
    fn default() -> Self {
        Kept {
            next: 0,
            results: Vec::new(),
            emptied: 0,
        }
    }
}

impl<P> Kept<P> {
    /// Keeps `parts` (not empty) as a new result's and returns `value` (the
    /// result written without them) as JS that reads part `i`, at the `i`-th
    /// place `paths` name, on first access.
    pub fn keep(&mut self, value: &JsValue, parts: Vec<P>, paths: &str) -> JsValue {
        self.next += 1;
        self.results.push((self.next, parts.into_iter().map(Some).collect()));
        deferred(value, self.next as f64, paths)
    }

    /// The parts left of result `id` (empty once all are gone).
    fn parts_of(&mut self, id: u64) -> Option<&mut Vec<Option<P>>> {
        let at = self.results.binary_search_by_key(&id, |(id, _)| *id).ok()?;
        Some(&mut self.results[at].1)
    }

    /// Part `index` of result `id`, handed over once (`#part`).
    fn take(&mut self, id: u64, index: usize) -> Option<P> {
        let parts = self.parts_of(id)?;
        let part = parts.get_mut(index)?.take();
        if parts.iter().all(Option::is_none) {
            self.empty(id);
        }
        part
    }

    /// Every part not read yet, of every result.
    #[cfg(feature = "fleet")]
    pub fn parts_mut(&mut self) -> impl Iterator<Item = &mut P> {
        self.results.iter_mut().flat_map(|(_, parts)| parts.iter_mut().flatten())
    }

    /// Drops result `id`'s parts; sweeps the emptied entries once they are half the list.
    fn empty(&mut self, id: u64) {
        match self.parts_of(id) {
            Some(parts) if !parts.is_empty() => *parts = Vec::new(),
            _ => return, // released twice, or never kept
        }
        self.emptied += 1;
        if self.emptied * 2 > self.results.len() {
            self.results.retain(|(_, parts)| !parts.is_empty());
            self.emptied = 0;
        }
    }
}

/// The state of a handle whose results keep parts ([`Kept`]): its hidden
/// methods are [`part`] and [`release`].
pub trait Keeps {
    /// The handle's name in errors (`PreparedLonghornCluster`).
    const KIND: &'static str;
    /// What a result keeps of one part.
    type Part;
    /// The parts of the results JS has not read yet.
    fn kept(&mut self) -> &mut Kept<Self::Part>;
    /// A part as JS, once (`Err(None)`: not there, as for a part asked for twice).
    fn write(&mut self, part: Self::Part) -> Result<JsValue, Option<JsValue>>;
}

/// `#part`: part `index` of result `id`, once (called by `prepared.js`, never by a host).
pub fn part<T: Keeps>(
    state: &mut T,
    id: JsValue,
    index: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let number = |v: &JsValue| v.as_f64().unwrap_or(-1.0);
    let no_part = || -> JsValue {
        let kind = T::KIND;
        let message = format!("{kind}: this part of a result was already read or released");
        js_sys::Error::new(&message).into()
    };
    let part = state.kept().take(number(&id) as u64, number(&index) as usize);
    state.write(part.ok_or_else(no_part)?).map_err(|e| e.unwrap_or_else(no_part))
}

/// `#release`: JS collected result `id` before reading all its parts; what is
/// left of it is dropped.
pub fn release<T: Keeps>(
    state: &mut T,
    id: JsValue,
    _: JsValue,
    _: JsValue,
) -> Result<JsValue, JsValue> {
    let id = id.as_f64().unwrap_or(-1.0) as u64;
    state.kept().empty(id);
    Ok(JsValue::UNDEFINED)
}

/// The latest answer with the question it answers, whose parts JS reads
/// first; a part of an older result is its question answered again, which
/// then becomes the latest (its other parts are most likely read next). So
/// an older result keeps only its question ([`Kept`]): a host asking in a
/// synchronous loop without reading keeps bytes per result, not the megabytes
/// of an answer, until the garbage collector releases the results (which
/// such a loop never lets it do).
pub struct Latest<Q, A> {
    answer: Option<(Rc<Q>, A)>,
}

impl<Q, A> Default for Latest<Q, A> {
    fn default() -> Self {
        Latest { answer: None }
    }
}

impl<Q, A> Latest<Q, A> {
    /// `answer` is the latest, to `question`.
    #[cfg(any(feature = "longhorn", feature = "capacity"))]
    pub fn set(&mut self, question: Rc<Q>, answer: A) {
        self.answer = Some((question, answer));
    }

    /// The answer to `question`: the latest, or `again` (which becomes the latest).
    pub fn to(
        &mut self,
        question: &Rc<Q>,
        again: impl FnOnce(&Q) -> Result<A, JsValue>,
    ) -> Result<&mut A, JsValue> {
        if !matches!(&self.answer, Some((latest, _)) if Rc::ptr_eq(latest, question)) {
            self.answer = Some((question.clone(), again(question)?));
        }
        Ok(&mut self.answer.as_mut().expect("set above").1)
    }

    /// Forgets the latest answer.
    #[cfg(feature = "fleet")]
    pub fn clear(&mut self) {
        self.answer = None;
    }
}
