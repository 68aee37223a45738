//! A time the page shows (a support bundle's creation time) as the page's
//! language writes dates: the browser's `Intl.DateTimeFormat`, no bytes of
//! locale data. Natively (the tests) and for a text that is not a time, the
//! text is shown as it came.

use super::locale::Locale;

/// `time` (RFC 3339, as Kubernetes writes times) in `locale`'s date and time
/// format, shown in UTC (a time written with another offset is converted, so
/// every time on the page compares at a glance: `2026年12月1日 9:05:00 UTC`,
/// `1 груд. 2026 р., 09:05:00 UTC`); any other text unchanged.
pub fn date_time(locale: Locale, time: &str) -> String {
    format(locale, time).unwrap_or_else(|| time.to_string())
}

#[cfg(target_arch = "wasm32")]
fn format(locale: Locale, time: &str) -> Option<String> {
    use js_sys::{Array, Date, Intl, Object, Reflect};
    use wasm_bindgen::JsValue;
    let millis = Date::parse(time);
    if millis.is_nan() {
        return None;
    }
    let options = Object::new();
    for (key, value) in [("dateStyle", "medium"), ("timeStyle", "long"), ("timeZone", "UTC")] {
        Reflect::set(&options, &key.into(), &value.into()).ok()?;
    }
    let format = Intl::DateTimeFormat::new(&Array::of1(&JsValue::from_str(locale.code())), &options);
    format.format().call1(&JsValue::UNDEFINED, &Date::new(&JsValue::from(millis))).ok()?.as_string()
}

#[cfg(not(target_arch = "wasm32"))]
fn format(_locale: Locale, _time: &str) -> Option<String> {
    None
}
