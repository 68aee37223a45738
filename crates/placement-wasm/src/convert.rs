//! Crossing the JS boundary: checking arguments' JS types, reading inputs with
//! their field paths, writing outputs as plain objects, and turning errors
//! into JS `Error`s with `path`, `value`, `messageId`, `args` (the problem as a
//! message of `locales/<lang>/errors.ftl`) and, for text, `line`, `column`.
//!
//! Nothing a host passes may trap the module or leave it unusable: every
//! argument's type is checked before it is read ([`Args`]), objects are read
//! through `JSON.stringify` (whose stack overflow on a deeply nested object is
//! caught and named) and serde_json (whose nesting limit is 128 levels), and
//! values JSON cannot hold (`NaN`, `Infinity`, BigInt, symbols, functions) are
//! errors naming their path instead of turning into `null` or vanishing.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use placement::kernel::error::{position_in, shorten, MAX_VALUE_CHARS};
use placement::kernel::error_text::{english, from_serde};
use placement::kernel::message::Message;
use placement::kernel::yaml::MAX_IMPORT_BYTES;
use placement::kernel::{json_path, strict};
use placement::InputError;

#[wasm_bindgen(module = "/src/boundary.js")]
extern "C" {
    #[wasm_bindgen(js_name = kindOf)]
    fn kind_of(value: &JsValue) -> String;
    fn preview(value: &JsValue) -> String;
    #[wasm_bindgen(catch, js_name = inputJson)]
    fn input_json(value: &JsValue) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_name = thrownMessage)]
    fn thrown_message(thrown: &JsValue) -> String;
}

/// How `boundary.js` marks a value JSON cannot hold, as it stands in JSON text
/// (JSON.stringify writes the NUL character as `\u0000`).
const NOT_JSON_MARK: &str = "\"\\u0000placement-not-json:";

/// How long a message may grow (engine messages can quote names from the input).
/// Each text argument is bounded to `MAX_ARG_CHARS` (2,000) and a message has
/// few of them, so the bound leaves room for them whole: a shorter bound cut
/// the English where the argument was whole, so `formatMessage(e, 'en')` and
/// `e.message` differed once serde's list of the Longhorn settings' fields
/// passed 1,000 characters.
const MAX_MESSAGE_CHARS: usize = 4000;

/// The arguments of one exported function, checked for their JS type before
/// anything reads them: a wrong type throws a `TypeError` such as
/// `scheduleReplicas: argument 1 (scenario) must be an object, got number`,
/// with `path` (the argument's name) and `value` (a preview of what came).
pub struct Args {
    function: &'static str,
}

impl Args {
    /// The arguments of `function` (its JS name).
    pub fn of(function: &'static str) -> Self {
        Args { function }
    }

    /// A plain object: not `null`, not an array, not a function.
    pub fn object(&self, index: u8, name: &str, value: JsValue) -> Result<JsValue, JsValue> {
        match kind_of(&value).as_str() {
            "object" => Ok(value),
            _ => Err(self.wrong_type(index, name, "error-argument-object", &value)),
        }
    }

    /// The options argument of a function: `undefined` or `null` is the
    /// default, an object is read as `T` (its errors' paths under `options`).
    #[cfg_attr(not(any(feature = "longhorn", feature = "capacity")), allow(dead_code))]
    pub fn options<T: DeserializeOwned + Default>(
        &self,
        index: u8,
        value: JsValue,
    ) -> Result<T, JsValue> {
        match self.optional_object(index, "options", value)? {
            Some(o) => from_js(o).map_err(|e| prefix_path(e, "options")),
            None => Ok(T::default()),
        }
    }

    /// An optional plain object: `undefined` or `null` is `None`.
    #[cfg_attr(not(any(feature = "longhorn", feature = "capacity")), allow(dead_code))]
    pub fn optional_object(
        &self,
        index: u8,
        name: &str,
        value: JsValue,
    ) -> Result<Option<JsValue>, JsValue> {
        if value.is_undefined() || value.is_null() {
            return Ok(None);
        }
        self.object(index, name, value).map(Some)
    }

    /// An array (its items are checked as the input is read).
    #[cfg_attr(not(any(feature = "longhorn", feature = "fleet")), allow(dead_code))]
    pub fn array(&self, index: u8, name: &str, value: JsValue) -> Result<JsValue, JsValue> {
        match kind_of(&value).as_str() {
            "array" => Ok(value),
            _ => Err(self.wrong_type(index, name, "error-argument-array", &value)),
        }
    }

    /// A `Uint8Array` (a Node `Buffer` is one).
    #[cfg(feature = "bundle")]
    pub fn bytes(
        &self,
        index: u8,
        name: &str,
        value: JsValue,
    ) -> Result<js_sys::Uint8Array, JsValue> {
        value
            .dyn_into::<js_sys::Uint8Array>()
            .map_err(|value| self.wrong_type(index, name, "error-argument-bytes", &value))
    }

    /// A string of at most [`MAX_IMPORT_BYTES`] characters: a longer one is a
    /// `RangeError` before it is copied into the module (its UTF-8 would be over
    /// the imports' limit anyway, and copying half a gigabyte takes seconds).
    #[cfg_attr(
        not(any(feature = "longhorn", feature = "fleet", feature = "capacity")),
        allow(dead_code)
    )]
    pub fn text(&self, index: u8, name: &str, value: JsValue) -> Result<String, JsValue> {
        let Some(js_text) = value.dyn_ref::<js_sys::JsString>() else {
            return Err(self.wrong_type(index, name, "error-argument-string", &value));
        };
        let length = js_text.length() as usize;
        if length > MAX_IMPORT_BYTES {
            let problem = self
                .argument("error-argument-too-long", index, name)
                .arg("length", length)
                .arg("limitMib", MAX_IMPORT_BYTES >> 20);
            let error = js_sys::RangeError::new(&english(&problem));
            return Err(with_properties(error.into(), name, &format!("{length} characters"), &problem));
        }
        Ok(String::from(js_text))
    }

    /// A whole number from `min` to `max`: another type is a `TypeError`,
    /// `NaN`, `±Infinity`, a fraction or a number out of range a `RangeError`.
    #[cfg_attr(not(feature = "fleet"), allow(dead_code))]
    pub fn whole_number(
        &self,
        index: u8,
        name: &str,
        value: JsValue,
        (min, max): (f64, f64),
    ) -> Result<f64, JsValue> {
        let Some(number) = value.as_f64() else {
            return Err(self.wrong_type(index, name, "error-argument-number", &value));
        };
        if number.is_finite() && number.fract() == 0.0 && (min..=max).contains(&number) {
            return Ok(number);
        }
        let problem = self
            .argument("error-argument-whole-number", index, name)
            .arg("min", min.to_string())
            .arg("max", max.to_string())
            .arg("got", preview(&value));
        let error = js_sys::RangeError::new(&english(&problem));
        Err(with_properties(error.into(), name, &preview(&value), &problem))
    }

    /// A problem `id` about argument `index` (`name`) of this function.
    fn argument(&self, id: &str, index: u8, name: &str) -> Message {
        Message::new(id)
            .arg("function", self.function)
            .arg("index", i64::from(index))
            .arg("name", name)
    }

    /// `id` names what the argument must be (`error-argument-object`, …).
    fn wrong_type(&self, index: u8, name: &str, id: &str, value: &JsValue) -> JsValue {
        let problem = self.argument(id, index, name).arg("got", kind_of(value));
        let error = js_sys::TypeError::new(&english(&problem));
        with_properties(error.into(), name, &preview(value), &problem)
    }
}

/// Reads `value` (an argument already checked by [`Args`]) as `T`; a mismatch
/// becomes an `Error` naming the field path.
///
/// The value goes through `JSON.stringify` and serde_json rather than straight
/// through serde-wasm-bindgen: that reader only looks up the fields a struct
/// declares, so it cannot reject unknown (misspelt) fields, and its messages
/// name JS internals (`Reflect.get called on non-object`). The field path of
/// an error is found from its position in the text ([`json_path`]); arrays
/// are refused where objects are expected ([`strict`]).
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    let text = input_json(&value).map_err(|thrown| not_readable(&thrown))?;
    let Some(text) = text.as_string() else {
        return Err(error("", &preview(&value), Message::new("error-input-not-json")));
    };
    if let Some(error) = not_json_value(&text) {
        return Err(error);
    }
    strict::from_str(&text).map_err(|e| {
        error(
            &json_path::error_path(&text, &e),
            "",
            from_serde(&json_path::without_position(&e.to_string())),
        )
    })
}

/// What `JSON.stringify` threw, in words: the stack ran out (an object nested
/// thousands of levels deep), a cycle, a getter or proxy that throws.
fn not_readable(thrown: &JsValue) -> JsValue {
    let said = thrown_message(thrown);
    let problem = if thrown.is_instance_of::<js_sys::RangeError>() && said.contains("stack") {
        Message::new("error-input-stack")
    } else if thrown.is_instance_of::<js_sys::RangeError>() {
        Message::new("error-input-too-large").arg("detail", said)
    } else if said.contains("circular") {
        Message::new("error-input-cycle")
    } else {
        Message::new("error-input-unreadable").arg("detail", said)
    };
    error("", "", problem)
}

/// The first value `boundary.js` marked as not JSON, as an error at its path.
fn not_json_value(text: &str) -> Option<JsValue> {
    let at = text.find(NOT_JSON_MARK)?;
    let rest = &text[at + NOT_JSON_MARK.len()..];
    let shown = rest.split('"').next().unwrap_or_default();
    let id = if shown.starts_with("Symbol(") {
        "error-json-symbol"
    } else if shown == "a function" {
        "error-json-function"
    } else if shown.ends_with('n') && shown != "NaN" {
        "error-json-bigint"
    } else {
        "error-json-finite"
    };
    let path = json_path::path_at(text, at);
    Some(error(&path, &shorten(shown, MAX_VALUE_CHARS), Message::new(id)))
}

/// Writes `value` as plain JS objects, arrays and numbers (through JSON text:
/// serde_json is already in the package for inputs, and one serializer costs
/// far less code than a second, JsValue-building one).
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let failed = || error("", "", Message::new("error-result-unconvertible"));
    let text = serde_json::to_string(value).map_err(|_| failed())?;
    js_sys::JSON::parse(&text).map_err(|_| failed())
}

/// Writes `value` as [`to_js`] does, but straight as JS objects
/// (serde-wasm-bindgen) instead of JSON text that JS parses: for a prepared
/// Fleet result's rounds, where it is faster (docs/performance.md, "The way out, measured";
/// Longhorn's explanations cross as columns since, `longhorn_columns`).
/// The objects are the same: `None` is `null`, maps are plain objects, the
/// engine's scores write `+∞` as `null` by type (`kernel::score`); an integer
/// beyond 2^53, which JSON would round, makes it fall back to [`to_js`].
#[cfg(feature = "fleet")]
pub fn to_js_objects<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let writer = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&writer).or_else(|_| to_js(value))
}

/// An engine [`InputError`] as a JS `Error`.
pub fn input_error(e: InputError) -> JsValue {
    let message = e.to_string();
    with_message(&e.path, &e.value, &message, &e.problem)
}

/// An engine [`InputError`] about a text argument as a JS `Error` with `line`
/// and `column` properties, taken from where the engine wrote the position
/// (`line 2, column 18: …` in the message, `(line 40, column 7)` at its end,
/// or a path `line L, column C` for text that is not YAML).
#[cfg_attr(
    not(any(feature = "longhorn", feature = "fleet", feature = "capacity")),
    allow(dead_code)
)]
pub fn text_error(e: InputError) -> JsValue {
    let position = position_in(&e.path).or_else(|| position_in(&e.message));
    let error = input_error(e);
    if let Some((line, column)) = position {
        let _ = js_sys::Reflect::set(&error, &"line".into(), &line.into());
        let _ = js_sys::Reflect::set(&error, &"column".into(), &column.into());
    }
    error
}

fn error(path: &str, value: &str, problem: Message) -> JsValue {
    let message = english(&problem);
    let full = if path.is_empty() {
        message
    } else {
        format!("{path}: {message}")
    };
    with_message(path, value, &full, &problem)
}

fn with_message(path: &str, value: &str, message: &str, problem: &Message) -> JsValue {
    let error = js_sys::Error::new(&shorten(message, MAX_MESSAGE_CHARS));
    with_properties(error.into(), path, value, problem)
}

/// Sets `path`, `value`, `messageId` and `args` on a fresh error (which cannot fail).
fn with_properties(error: JsValue, path: &str, value: &str, problem: &Message) -> JsValue {
    let path = shorten(path, 3 * MAX_VALUE_CHARS);
    let _ = js_sys::Reflect::set(&error, &"path".into(), &path.into());
    let _ = js_sys::Reflect::set(&error, &"value".into(), &value.into());
    set_problem(&error, &problem.id, &args_of(problem));
    error
}

fn set_problem(error: &JsValue, id: &str, args: &JsValue) {
    let _ = js_sys::Reflect::set(error, &"messageId".into(), &id.into());
    let _ = js_sys::Reflect::set(error, &"args".into(), args);
}

/// The problem's arguments as a plain object (numbers as numbers), each text
/// shortened as the engine's own errors are (a 1 MB key stays out of `args`).
fn args_of(problem: &Message) -> JsValue {
    let mut problem = problem.clone();
    placement::kernel::error::bound_args(&mut problem);
    serde_json::to_string(&problem.args)
        .ok()
        .and_then(|text| js_sys::JSON::parse(&text).ok())
        .unwrap_or_else(|| js_sys::Object::new().into())
}

/// Puts `parent` in front of the field path of an error made by [`from_js`],
/// for functions that take more than one argument.
#[cfg_attr(not(any(feature = "longhorn", feature = "fleet", feature = "capacity")), allow(dead_code))]
pub fn prefix_path(error_in: JsValue, parent: &str) -> JsValue {
    let get = |key: &str| {
        js_sys::Reflect::get(&error_in, &key.into())
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default()
    };
    let (path, value, message) = (get("path"), get("value"), get("message"));
    let inner = message
        .strip_prefix(&format!("{path}: "))
        .unwrap_or(&message)
        .to_string();
    let path = placement::kernel::error::join_path(parent, &path);
    let error = with_message(&path, &value, &format!("{path}: {inner}"), &Message::new(""));
    let args = js_sys::Reflect::get(&error_in, &"args".into()).unwrap_or_default();
    set_problem(&error, &get("messageId"), &args);
    error
}
