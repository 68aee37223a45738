//! fleet.yaml is parsed by the engine package (`pkg/placement.js`, the same
//! `parse_fleet_yaml`), loaded on first use: the YAML parser is large and stays
//! out of the playground's first load.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(inline_js = r#"
let engine = null;
export function parse_fleet_yaml_later(text, done) {
  if (!engine) {
    const base = new URL('pkg/', self.location.href);
    engine = import(new URL('placement.js', base).href).then(async (m) => {
      await m.default({ module_or_path: new URL('placement_bg.wasm', base) });
      return m;
    });
  }
  engine.then(
    (m) => {
      try {
        done(true, JSON.stringify(m.parseFleetYaml(text)));
      } catch (e) {
        done(false, String(e?.message ?? e));
      }
    },
    (e) => done(false, `the YAML parser could not load: ${e?.message ?? e}`),
  );
}
"#)]
extern "C" {
    fn parse_fleet_yaml_later(text: &str, done: &JsValue);
}

/// Parses `text` with the engine package; `done(Ok(json of FleetYaml))` or
/// `done(Err(message with line and column))`, later.
pub fn parse(text: &str, done: impl FnOnce(Result<String, String>) + 'static) {
    let callback = Closure::once_into_js(move |ok: bool, value: String| {
        done(if ok { Ok(value) } else { Err(value) })
    });
    parse_fleet_yaml_later(text, callback.unchecked_ref());
}
