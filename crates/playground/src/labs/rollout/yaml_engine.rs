//! fleet.yaml parsed by the engine (`placement::fleet::parse_fleet_yaml`) in
//! the import bundle's worker: the YAML parser is in no page's first load.

use std::cell::RefCell;

use gloo::timers::callback::Timeout;

use super::draft::StrategyDraft;

/// A parse starts once the text has not changed for this long, so typing
/// starts one worker per pause rather than one per keystroke.
const QUIET_MS: u32 = 150;

thread_local! {
    /// The parse waiting for quiet: a newer edit replaces (cancels) it.
    static WAITING: RefCell<Option<Timeout>> = const { RefCell::new(None) };
}

/// Parses `text`; `done(Ok(its strategy))` or `done(Err(message with line and
/// column))`. The worker's answer (a `FleetYaml`'s JSON) is read by the lab's
/// reader chunk ([`super::saved`]). A parse still waiting when a newer one comes
/// is dropped.
pub fn parse(text: &str, done: impl FnOnce(Result<StrategyDraft, String>) + 'static) {
    let text = text.to_string();
    let timeout = Timeout::new(QUIET_MS, move || {
        wasm_bindgen_futures::spawn_local(async move {
            let json = crate::platform::import_job::run("fleet-yaml", text).await;
            let read = crate::platform::split::fetch(&super::saved::YAML_READER).await.map_err(crate::platform::split::LoadFailed::message);
            done(json.and_then(|json| read.and_then(|read| read(&json))));
        });
    });
    WAITING.with(|waiting| *waiting.borrow_mut() = Some(timeout));
}
