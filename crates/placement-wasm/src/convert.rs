//! Crossing the JS boundary: checking arguments' JS types, reading inputs with
//! their field paths, writing outputs as plain objects, and turning errors
//! into JS `Error`s with `path`, `value` (and, for text, `line`, `column`).
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

use placement::kernel::error::{shorten, MAX_VALUE_CHARS};
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
const MAX_MESSAGE_CHARS: usize = 1000;

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
            _ => Err(self.wrong_type(index, name, "an object", &value)),
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
            _ => Err(self.wrong_type(index, name, "an array", &value)),
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
            .map_err(|value| self.wrong_type(index, name, "a Uint8Array or an ArrayBuffer", &value))
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
            return Err(self.wrong_type(index, name, "a string", &value));
        };
        let length = js_text.length() as usize;
        if length > MAX_IMPORT_BYTES {
            let message = format!(
                "{}: argument {index} ({name}) is {length} characters long: the limit is {} MiB",
                self.function,
                MAX_IMPORT_BYTES >> 20
            );
            let shown = format!("{length} characters");
            return Err(with_properties(
                js_sys::RangeError::new(&message).into(),
                name,
                &shown,
            ));
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
            return Err(self.wrong_type(index, name, "a number", &value));
        };
        if number.is_finite() && number.fract() == 0.0 && (min..=max).contains(&number) {
            return Ok(number);
        }
        let message = format!(
            "{}: argument {index} ({name}) must be a whole number from {min} to {max}, got {}",
            self.function,
            preview(&value)
        );
        Err(with_properties(
            js_sys::RangeError::new(&message).into(),
            name,
            &preview(&value),
        ))
    }

    fn wrong_type(&self, index: u8, name: &str, expected: &str, value: &JsValue) -> JsValue {
        let message = format!(
            "{}: argument {index} ({name}) must be {expected}, got {}",
            self.function,
            kind_of(value)
        );
        with_properties(
            js_sys::TypeError::new(&message).into(),
            name,
            &preview(value),
        )
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
        return Err(error("", &preview(&value), "the input is not JSON data"));
    };
    if let Some(error) = not_json_value(&text) {
        return Err(error);
    }
    strict::from_str(&text).map_err(|e| {
        error(
            &json_path::error_path(&text, &e),
            "",
            &json_path::without_position(&e.to_string()),
        )
    })
}

/// What `JSON.stringify` threw, in words: the stack ran out (an object nested
/// thousands of levels deep), a cycle, a getter or proxy that throws.
fn not_readable(thrown: &JsValue) -> JsValue {
    let said = thrown_message(thrown);
    let message = if thrown.is_instance_of::<js_sys::RangeError>() && said.contains("stack") {
        "the input is nested too deeply to read (JavaScript's call stack ran out): refused"
            .to_string()
    } else if thrown.is_instance_of::<js_sys::RangeError>() {
        format!("the input is too large to read as JSON ({said})")
    } else if said.contains("circular") {
        "the input contains itself (a cycle): it cannot be read as JSON".to_string()
    } else {
        format!("the input cannot be read as JSON: {said}")
    };
    error("", "", &message)
}

/// The first value `boundary.js` marked as not JSON, as an error at its path.
fn not_json_value(text: &str) -> Option<JsValue> {
    let at = text.find(NOT_JSON_MARK)?;
    let rest = &text[at + NOT_JSON_MARK.len()..];
    let shown = rest.split('"').next().unwrap_or_default();
    let message = if shown.starts_with("Symbol(") {
        "must be JSON data, not a symbol"
    } else if shown == "a function" {
        "must be JSON data, not a function"
    } else if shown.ends_with('n') && shown != "NaN" {
        "must be a number, not a BigInt"
    } else {
        "must be a finite number"
    };
    let path = json_path::path_at(text, at);
    Some(error(&path, &shorten(shown, MAX_VALUE_CHARS), message))
}

/// Writes `value` as plain JS objects, arrays and numbers (through JSON text:
/// serde_json is already in the package for inputs, and one serializer costs
/// far less code than a second, JsValue-building one).
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let text = serde_json::to_string(value)
        .map_err(|e| error("", "", &format!("could not convert the result: {e}")))?;
    js_sys::JSON::parse(&text).map_err(|_| error("", "", "could not convert the result"))
}

/// An engine [`InputError`] as a JS `Error`.
pub fn input_error(e: InputError) -> JsValue {
    let message = e.to_string();
    with_message(&e.path, &e.value, &message)
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

fn error(path: &str, value: &str, message: &str) -> JsValue {
    let full = if path.is_empty() {
        message.to_string()
    } else {
        format!("{path}: {message}")
    };
    with_message(path, value, &full)
}

fn with_message(path: &str, value: &str, message: &str) -> JsValue {
    let error = js_sys::Error::new(&shorten(message, MAX_MESSAGE_CHARS));
    with_properties(error.into(), path, value)
}

fn with_properties(error: JsValue, path: &str, value: &str) -> JsValue {
    // Setting own properties on a fresh Error cannot fail.
    let path = shorten(path, 3 * MAX_VALUE_CHARS);
    let _ = js_sys::Reflect::set(&error, &"path".into(), &path.into());
    let _ = js_sys::Reflect::set(&error, &"value".into(), &value.into());
    error
}

/// Puts `parent` in front of the field path of an error made by [`from_js`],
/// for functions that take more than one argument.
#[cfg_attr(not(any(feature = "longhorn", feature = "fleet", feature = "capacity")), allow(dead_code))]
pub fn prefix_path(error: JsValue, parent: &str) -> JsValue {
    let get = |key: &str| {
        js_sys::Reflect::get(&error, &key.into())
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
    with_message(&path, &value, &format!("{path}: {inner}"))
}

/// The first `line L, column C` (or `line L column C`) in a text.
#[cfg_attr(
    not(any(feature = "longhorn", feature = "fleet", feature = "capacity")),
    allow(dead_code)
)]
pub fn position_in(text: &str) -> Option<(u32, u32)> {
    let mut rest = text;
    while let Some(at) = rest.find("line ") {
        rest = &rest[at + "line ".len()..];
        let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
        let line_len = digits(rest);
        let after = &rest[line_len..];
        let Some(after) = after
            .strip_prefix(", column ")
            .or_else(|| after.strip_prefix(" column "))
        else {
            continue;
        };
        let column_len = digits(after);
        if let (Ok(line), Ok(column)) = (rest[..line_len].parse(), after[..column_len].parse()) {
            return Some((line, column));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::position_in;

    #[test]
    fn reads_the_position_wherever_the_engine_wrote_it() {
        assert_eq!(position_in("line 3, column 5: unknown field"), Some((3, 5)));
        assert_eq!(position_in("line 3 column 5: unknown field"), Some((3, 5)));
        assert_eq!(
            position_in("PersistentVolumeClaim a: has no request (line 40, column 7)"),
            Some((40, 7))
        );
        assert_eq!(position_in("the pipeline 3 is fine"), None);
        assert_eq!(position_in("must not be negative"), None);
    }
}
