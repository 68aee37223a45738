//! Every scheduling setting with its Longhorn name, its default and the current value.

use std::rc::Rc;

use placement::longhorn::{Algorithm, DataLocality, LonghornVersion, ReplicaAutoBalance};
use yew::prelude::*;

use super::draft::{Draft, DraftSettings, FieldErrors};
use super::controls::{checkbox, select, select_in_row};
use super::state::{edit, Dispatch};
use crate::components::TextField;
use crate::text::messages::text;

#[derive(Properties, PartialEq)]
pub struct SettingsProps {
    pub draft: Rc<Draft>,
    pub errors: Rc<FieldErrors>,
    pub dispatch: Dispatch,
}

/// How a setting is edited.
enum Control {
    Toggle(fn(&DraftSettings) -> bool, fn(&mut DraftSettings, bool)),
    Number(
        fn(&DraftSettings) -> &String,
        fn(&mut DraftSettings, String),
    ),
    AutoBalance,
    Locality,
    /// A data-engine specific toggle: one checkbox per engine.
    PerEngine(
        fn(&DraftSettings) -> (bool, bool),
        fn(&mut DraftSettings, bool),
        fn(&mut DraftSettings, bool),
    ),
}

/// (Longhorn name, default as Longhorn shows it, the message saying what it does, control).
const SETTINGS: &[(&str, &str, &str, Control)] = &[
    (
        "replica-soft-anti-affinity",
        "false",
        "lh-setting-replica-soft-anti-affinity",
        Control::Toggle(
            |s| s.replica_soft_anti_affinity,
            |s, v| s.replica_soft_anti_affinity = v,
        ),
    ),
    (
        "replica-zone-soft-anti-affinity",
        "true",
        "lh-setting-replica-zone-soft-anti-affinity",
        Control::Toggle(
            |s| s.replica_zone_soft_anti_affinity,
            |s, v| s.replica_zone_soft_anti_affinity = v,
        ),
    ),
    (
        "replica-disk-soft-anti-affinity",
        "true",
        "lh-setting-replica-disk-soft-anti-affinity",
        Control::Toggle(
            |s| s.replica_disk_soft_anti_affinity,
            |s, v| s.replica_disk_soft_anti_affinity = v,
        ),
    ),
    (
        "storage-minimal-available-percentage",
        "25",
        "lh-setting-storage-minimal-available-percentage",
        Control::Number(
            |s| &s.storage_minimal_available_percentage,
            |s, v| s.storage_minimal_available_percentage = v,
        ),
    ),
    (
        "storage-over-provisioning-percentage",
        "100",
        "lh-setting-storage-over-provisioning-percentage",
        Control::Number(
            |s| &s.storage_over_provisioning_percentage,
            |s, v| s.storage_over_provisioning_percentage = v,
        ),
    ),
    (
        "allow-empty-node-selector-volume",
        "true",
        "lh-setting-allow-empty-node-selector-volume",
        Control::Toggle(
            |s| s.allow_empty_node_selector_volume,
            |s, v| s.allow_empty_node_selector_volume = v,
        ),
    ),
    (
        "allow-empty-disk-selector-volume",
        "true",
        "lh-setting-allow-empty-disk-selector-volume",
        Control::Toggle(
            |s| s.allow_empty_disk_selector_volume,
            |s, v| s.allow_empty_disk_selector_volume = v,
        ),
    ),
    (
        "disable-scheduling-on-cordoned-node",
        "true",
        "lh-setting-disable-scheduling-on-cordoned-node",
        Control::Toggle(
            |s| s.disable_scheduling_on_cordoned_node,
            |s, v| s.disable_scheduling_on_cordoned_node = v,
        ),
    ),
    (
        "replica-replenishment-wait-interval",
        "600",
        "lh-setting-replica-replenishment-wait-interval",
        Control::Number(
            |s| &s.replica_replenishment_wait_interval,
            |s, v| s.replica_replenishment_wait_interval = v,
        ),
    ),
    (
        "replica-auto-balance",
        "disabled",
        "lh-setting-replica-auto-balance",
        Control::AutoBalance,
    ),
    (
        "replica-auto-balance-disk-pressure-percentage",
        "90",
        "lh-setting-replica-auto-balance-disk-pressure-percentage",
        Control::Number(
            |s| &s.replica_auto_balance_disk_pressure_percentage,
            |s, v| s.replica_auto_balance_disk_pressure_percentage = v,
        ),
    ),
    (
        "default-data-locality",
        "disabled",
        "lh-setting-default-data-locality",
        Control::Locality,
    ),
    (
        "fast-replica-rebuild-enabled",
        "v1: true, v2: true",
        "lh-setting-fast-replica-rebuild-enabled",
        Control::PerEngine(
            |s| (s.fast_replica_rebuild_v1, s.fast_replica_rebuild_v2),
            |s, v| s.fast_replica_rebuild_v1 = v,
            |s, v| s.fast_replica_rebuild_v2 = v,
        ),
    ),
    (
        "allow-volume-creation-with-degraded-availability",
        "true",
        "lh-setting-allow-volume-creation-with-degraded-availability",
        Control::Toggle(
            |s| s.allow_volume_creation_with_degraded_availability,
            |s, v| s.allow_volume_creation_with_degraded_availability = v,
        ),
    ),
    (
        "offline-replica-rebuilding",
        "false",
        "lh-setting-offline-replica-rebuilding",
        Control::Toggle(
            |s| s.offline_replica_rebuilding,
            |s, v| s.offline_replica_rebuilding = v,
        ),
    ),
];

fn auto_balance_value(v: ReplicaAutoBalance) -> &'static str {
    match v {
        ReplicaAutoBalance::Disabled => "disabled",
        ReplicaAutoBalance::LeastEffort => "least-effort",
        ReplicaAutoBalance::BestEffort => "best-effort",
    }
}

fn locality_value(v: DataLocality) -> &'static str {
    match v {
        DataLocality::Disabled => "disabled",
        DataLocality::BestEffort => "best-effort",
        DataLocality::StrictLocal => "strict-local",
    }
}

fn options(values: &[&str]) -> Vec<(String, String)> {
    values
        .iter()
        .map(|v| (v.to_string(), v.to_string()))
        .collect()
}

crate::split_part!(
    /// The Settings tab, whose code is a chunk of its own (`longhorn_settings`,
    /// src/bin/longhorn.rs, with the tab's export): the first render shows the Cluster tab; the
    /// chunk is fetched when this tab is first shown.
    pub SettingsEditor(pub SETTINGS_EDITOR: SettingsProps) => settings_editor
);

/// A boolean setting's checkbox: named by the setting (issue #39: a screen reader said only
/// "true" or "false"), its value shown beside it.
fn setting_checkbox(id: String, name: &str, checked: bool, on: Callback<bool>) -> Html {
    let onchange = Callback::from(move |e: Event| on.emit(e.target_unchecked_into::<web_sys::HtmlInputElement>().checked()));
    html! {
        <label class="check" for={id.clone()}>
            <input type="checkbox" id={id} aria-label={name.to_string()} {checked} {onchange} />
            <span aria-hidden="true">{ if checked { "true" } else { "false" } }</span>
        </label>
    }
}

/// Every setting's row, then the simulation's own fields.
pub fn settings_editor(props: &SettingsProps) -> Html {
    let d = &props.dispatch;
    let s = &props.draft.settings;
    let row = |(name, default, about, control): &(&str, &str, &str, Control)| {
        let id = format!("setting-{name}");
        let (current, widget) = match control {
            Control::Toggle(get, set) => {
                let set = *set;
                (
                    get(s).to_string(),
                    setting_checkbox(id, name, get(s), edit(d, move |dr: &mut Draft, v: bool| set(&mut dr.settings, v))),
                )
            }
            Control::Number(get, set) => {
                let set = *set;
                (
                    get(s).trim().to_string(),
                    html! {
                        <TextField id={id} label={name.to_string()} hide_label=true value={get(s).clone()}
                            error={props.errors.get(&format!("settings.{name}")).cloned()}
                            on_input={edit(d, move |dr: &mut Draft, v: String| set(&mut dr.settings, v))} />
                    },
                )
            }
            Control::AutoBalance => (
                auto_balance_value(s.replica_auto_balance).to_string(),
                select_in_row(
                    id,
                    name,
                    options(&["disabled", "least-effort", "best-effort"]),
                    auto_balance_value(s.replica_auto_balance),
                    edit(d, |dr: &mut Draft, v: String| {
                        dr.settings.replica_auto_balance = match v.as_str() {
                            "least-effort" => ReplicaAutoBalance::LeastEffort,
                            "best-effort" => ReplicaAutoBalance::BestEffort,
                            _ => ReplicaAutoBalance::Disabled,
                        }
                    }),
                ),
            ),
            Control::Locality => (
                locality_value(s.default_data_locality).to_string(),
                select_in_row(
                    id,
                    name,
                    options(&["disabled", "best-effort", "strict-local"]),
                    locality_value(s.default_data_locality),
                    edit(d, |dr: &mut Draft, v: String| {
                        dr.settings.default_data_locality = match v.as_str() {
                            "best-effort" => DataLocality::BestEffort,
                            "strict-local" => DataLocality::StrictLocal,
                            _ => DataLocality::Disabled,
                        }
                    }),
                ),
            ),
            Control::PerEngine(get, set_v1, set_v2) => {
                let ((v1, v2), set_v1, set_v2) = (get(s), *set_v1, *set_v2);
                (
                    format!("v1: {v1}, v2: {v2}"),
                    html! {
                        <span class="per-engine">
                            { checkbox(format!("{id}-v1"), "v1", v1,
                                edit(d, move |dr: &mut Draft, v: bool| set_v1(&mut dr.settings, v))) }
                            { checkbox(format!("{id}-v2"), "v2", v2,
                                edit(d, move |dr: &mut Draft, v: bool| set_v2(&mut dr.settings, v))) }
                        </span>
                    },
                )
            }
        };
        let changed = current != *default;
        html! {
            <tr class={classes!(changed.then_some("changed"))} key={*name}>
                <td><code>{ *name }</code><div class="hint">{ text(about, &[]) }</div></td>
                <td class="default">{ *default }</td>
                <td>{ widget }</td>
            </tr>
        }
    };
    html! {
        <div class="settings-editor">
            <div class="table-scroll">
            <table class="settings-table" id="settings-table">
                <thead><tr><th>{ text("lh-settings-col-setting", &[]) }</th><th>{ text("lh-settings-col-default", &[]) }</th><th>{ text("lh-settings-col-value", &[]) }</th></tr></thead>
                <tbody>{ for SETTINGS.iter().map(row) }</tbody>
            </table>
            </div>
            <h3>{ text("lh-simulation", &[]) }</h3>
            <div class="sim-fields">
                { select("setting-algorithm".into(), &text("lh-disk-choice", &[]),
                    vec![("balance".into(), text("lh-disk-choice-balance", &[])), ("most-usable".into(), text("lh-disk-choice-most-usable", &[]))],
                    if props.draft.algorithm == Algorithm::MostUsable { "most-usable" } else { "balance" },
                    edit(d, |dr: &mut Draft, v: String| dr.algorithm = if v == "most-usable" { Algorithm::MostUsable } else { Algorithm::Balance })) }
                { select("setting-longhorn-version".into(), &text("lh-longhorn-version", &[]),
                    LonghornVersion::ALL.iter().map(|v| (v.id().into(), version_label(*v))).collect(),
                    props.draft.longhorn_version.id(),
                    edit(d, |dr: &mut Draft, v: String| if let Some(v) = LonghornVersion::from_id(&v) { dr.longhorn_version = v })) }
                <TextField id="now" label={text("lh-now", &[])} value={props.draft.now.clone()} error={props.errors.get("now").cloned()}
                    on_input={edit(d, |dr: &mut Draft, v: String| dr.now = v)} />
            </div>
            <p class="hint">{ text("lh-now-hint", &[]) }</p>
        </div>
    }
}

/// A release as the version menu names it: the tag, and what master adds.
fn version_label(v: LonghornVersion) -> String {
    match v {
        LonghornVersion::Master => text("lh-version-master", &[]),
        release => text("lh-version-release", &[("version", release.label())]),
    }
}
