//! Crossing the JS boundary: reading inputs with their field paths, writing
//! outputs as plain objects, and turning errors into JS `Error`s.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

use placement::InputError;

use placement::kernel::json_path;

/// Reads `value` as `T`; a mismatch becomes an `Error` naming the field path.
///
/// The value goes through `JSON.stringify` and serde_json rather than straight
/// through serde-wasm-bindgen: that reader only looks up the fields a struct
/// declares, so it cannot reject unknown (misspelt) fields, and its messages
/// name JS internals (`Reflect.get called on non-object`). The field path of
/// an error is found from its position in the text ([`json_path`]).
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Err(error("", "undefined", "an input object is required"));
    }
    let text: String = js_sys::JSON::stringify(&value)
        .map_err(|_| {
            error(
                "",
                "",
                "the input cannot be read as JSON (a BigInt or a cycle?)",
            )
        })?
        .into();
    serde_json::from_str(&text).map_err(|e| {
        error(
            &json_path::error_path(&text, &e),
            "",
            &json_path::without_position(&e.to_string()),
        )
    })
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

fn error(path: &str, value: &str, message: &str) -> JsValue {
    let full = if path.is_empty() {
        message.to_string()
    } else {
        format!("{path}: {message}")
    };
    with_message(path, value, &full)
}

fn with_message(path: &str, value: &str, message: &str) -> JsValue {
    let error = js_sys::Error::new(message);
    // Setting own properties on a fresh Error cannot fail.
    let _ = js_sys::Reflect::set(&error, &"path".into(), &path.into());
    let _ = js_sys::Reflect::set(&error, &"value".into(), &value.into());
    error.into()
}

/// Puts `parent` in front of the field path of an error made by [`from_js`],
/// for functions that take more than one argument.
#[cfg_attr(not(feature = "longhorn"), allow(dead_code))]
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

/// The position that `parse_fleet_yaml` and `import_kubectl` put at the start
/// of their messages: `line 2, column 18: …` → `(2, 18)`.
#[cfg(any(feature = "fleet", feature = "longhorn"))]
pub fn line_and_column(message: &str) -> Option<(u32, u32)> {
    let rest = message.strip_prefix("line ")?;
    let (line, rest) = rest.split_once(", column ")?;
    let (column, _) = rest.split_once(':')?;
    Some((line.parse().ok()?, column.parse().ok()?))
}
