//! The volumes editor: size, replica count, selectors, data locality, the
//! attached node, per-volume overrides and existing replicas (failed, evicting).

use std::rc::Rc;

use placement::longhorn::{
    data_source_volume, AntiAffinityOverride, CloneMode, DataEngine, DataLocality,
    OfflineRebuilding, VolumeReplicaAutoBalance,
};
use yew::prelude::*;

use super::draft::{
    Amount, Draft, DraftBackingImage, DraftReplica, DraftVolume, FieldErrors, IntText,
};
use super::controls::{checkbox, select};
use super::state::{action, edit, Dispatch};
use crate::components::{AmountField, TextField};
use crate::text::messages::text;
use crate::text::units::Unit;

#[derive(Properties, PartialEq)]
pub struct VolumesProps {
    pub draft: Rc<Draft>,
    pub errors: Rc<FieldErrors>,
    pub dispatch: Dispatch,
}

fn with(dr: &mut Draft, k: usize, f: impl FnOnce(&mut DraftVolume)) {
    if let Some(v) = dr.volumes.get_mut(k) {
        f(v)
    }
}

fn locality_value(l: Option<DataLocality>) -> &'static str {
    match l {
        None => "",
        Some(DataLocality::Disabled) => "disabled",
        Some(DataLocality::BestEffort) => "best-effort",
        Some(DataLocality::StrictLocal) => "strict-local",
    }
}

fn override_value(o: AntiAffinityOverride) -> &'static str {
    match o {
        AntiAffinityOverride::Ignored => "ignored",
        AntiAffinityOverride::Enabled => "enabled",
        AntiAffinityOverride::Disabled => "disabled",
    }
}

fn parse_override(v: &str) -> AntiAffinityOverride {
    match v {
        "enabled" => AntiAffinityOverride::Enabled,
        "disabled" => AntiAffinityOverride::Disabled,
        _ => AntiAffinityOverride::Ignored,
    }
}

crate::split_part!(
    /// The Volumes tab, whose code is a chunk of its own (`longhorn_volumes`, src/bin/longhorn.rs):
    /// the first render shows the Cluster tab; the chunk is fetched when this tab is first shown.
    pub VolumesEditor(pub VOLUMES_EDITOR: VolumesProps) => volumes_editor
);

/// The volume cards, their Add button and the backing images.
pub fn volumes_editor(props: &VolumesProps) -> Html {
    let d = &props.dispatch;
    let draft = &props.draft;
    let node_names: Vec<String> = draft
        .nodes
        .iter()
        .map(|n| n.name.trim().to_string())
        .collect();
    html! {
        <div class="volumes-editor">
            <p class="hint">{ text("lh-volumes-hint", &[]) }</p>
            { for draft.volumes.iter().enumerate().map(|(k, v)| volume_card(k, v, draft, &node_names, &props.errors, d)) }
            <div class="editor-actions">
                <button type="button" id="add-volume" onclick={action(d, |dr: &mut Draft, _: MouseEvent| { dr.add_volume(); })}>{ text("lh-add-volume", &[]) }</button>
            </div>
            { backing_images(draft, &props.errors, d) }
        </div>
    }
}

/// The backing images volumes may name, each with its own node and disk selectors.
fn backing_images(draft: &Draft, errors: &FieldErrors, d: &Dispatch) -> Html {
    fn with_image(dr: &mut Draft, b: usize, f: impl FnOnce(&mut DraftBackingImage)) {
        if let Some(image) = dr.backing_images.get_mut(b) {
            f(image)
        }
    }
    let row = |(b, image): (usize, &DraftBackingImage)| {
        let field = |name: &str,
                     label: &str,
                     value: &str,
                     set: fn(&mut DraftBackingImage, String)| {
            html! {
                <TextField id={format!("backing-image-{b}-{name}")} label={label.to_string()} value={value.to_string()}
                    error={errors.get(&format!("backingImages[{b}].{name}")).cloned()}
                    on_input={edit(d, move |dr: &mut Draft, s: String| with_image(dr, b, |x| set(x, s)))} />
            }
        };
        html! {
            <div class="volume-fields backing-image" key={image.id} id={format!("backing-image-{b}")}>
                { field("name", &text("lh-backing-image", &[]), &image.name, |x, s| x.name = s) }
                { field("nodeSelector", &text("lh-node-selector", &[]), &image.node_selector, |x, s| x.node_selector = s) }
                { field("diskSelector", &text("lh-disk-selector", &[]), &image.disk_selector, |x, s| x.disk_selector = s) }
                <button type="button" class="icon-button" title={text("lh-remove-backing-image-title", &[])} aria-label={text("lh-remove-backing-image", &[("name", &image.name)])}
                    onclick={action(d, move |dr: &mut Draft, _: MouseEvent| if b < dr.backing_images.len() { dr.backing_images.remove(b); })}>{ "✕" }</button>
            </div>
        }
    };
    html! {
        <section class="backing-images" aria-label={text("lh-backing-images", &[])}>
            <h4>{ text("lh-backing-images", &[]) }</h4>
            <p class="hint">{ text("lh-backing-images-hint", &[]) }</p>
            { for draft.backing_images.iter().enumerate().map(row) }
            <button type="button" class="small" id="add-backing-image"
                onclick={action(d, |dr: &mut Draft, _: MouseEvent| dr.add_backing_image())}>{ text("lh-add-backing-image", &[]) }</button>
        </section>
    }
}

fn volume_card(
    k: usize,
    v: &DraftVolume,
    draft: &Draft,
    node_names: &[String],
    errors: &FieldErrors,
    d: &Dispatch,
) -> Html {
    let error = |field: &str| errors.get(&format!("volumes[{k}].{field}")).cloned();
    let text_field = |field: &'static str,
                      id: &str,
                      label: &str,
                      value: &str,
                      set: fn(&mut DraftVolume, String)| {
        html! {
            <TextField id={format!("volume-{k}-{id}")} label={label.to_string()} value={value.to_string()} error={error(field)}
                on_input={edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| set(v, s)))} />
        }
    };
    let amount = |field: &'static str,
                  id: &str,
                  label: &str,
                  a: &Amount,
                  pick: fn(&mut DraftVolume) -> &mut Amount| {
        html! {
            <AmountField id={format!("volume-{k}-{id}")} label={label.to_string()} value={a.text.clone()} unit={a.unit} error={error(field)}
                on_input={edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| pick(v).text = s))}
                on_unit={edit(d, move |dr: &mut Draft, u: Unit| with(dr, k, |v| pick(v).unit = u))} />
        }
    };
    let overrides = |id: &str,
                     label: &str,
                     value: AntiAffinityOverride,
                     set: fn(&mut DraftVolume, AntiAffinityOverride)| {
        select(
            format!("volume-{k}-{id}"),
            label,
            vec![
                ("ignored".into(), text("lh-override-ignored", &[])),
                // The engine's own message: the soft anti-affinity suggestion names this option with it.
                ("enabled".into(), text("longhorn-override-enabled", &[])),
                ("disabled".into(), text("lh-override-disabled", &[])),
            ],
            override_value(value),
            edit(d, move |dr: &mut Draft, s: String| {
                with(dr, k, |v| set(v, parse_override(&s)))
            }),
        )
    };
    let mut attach_options = vec![(String::new(), text("lh-detached", &[]))];
    attach_options.extend(node_names.iter().map(|n| (n.clone(), n.clone())));
    if !v.attached_node.is_empty() && !node_names.contains(&v.attached_node) {
        attach_options.push((
            v.attached_node.clone(),
            text("lh-option-missing", &[("name", &v.attached_node)]),
        ));
    }
    html! {
        <fieldset class="volume-card" key={v.id} id={format!("volume-{k}")}>
            <legend class="sr-only">{ text("lh-volume-legend", &[("name", &v.name)]) }</legend>
            <div class="volume-head">
                <span class={classes!("swatch", format!("vol-c{}", k % 8))} aria-hidden="true">{ super::labels::volume_key(k) }</span>
                { text_field("name", "name", &text("lh-volume", &[]), &v.name, |v, s| v.name = s) }
                <button type="button" class="icon-button" title={text("lh-remove-volume-title", &[])} aria-label={text("lh-remove-volume", &[("name", &v.name)])}
                    onclick={action(d, move |dr: &mut Draft, _: MouseEvent| if k < dr.volumes.len() { dr.volumes.remove(k); })}>{ "✕" }</button>
            </div>
            <div class="volume-fields">
                { amount("size", "size", &text("lh-size", &[]), &v.size, |v| &mut v.size) }
                { amount("actualSize", "actual", &text("lh-actual-size", &[]), &v.actual, |v| &mut v.actual) }
                { text_field("numberOfReplicas", "replicas", &text("lh-replicas", &[]), &v.replicas, |v, s| v.replicas = s) }
                { text_field("nodeSelector", "node-selector", &text("lh-node-selector", &[]), &v.node_selector, |v, s| v.node_selector = s) }
                { text_field("diskSelector", "disk-selector", &text("lh-disk-selector", &[]), &v.disk_selector, |v, s| v.disk_selector = s) }
                { select(format!("volume-{k}-locality"), &text("lh-data-locality", &[]),
                    vec![(String::new(), "(default-data-locality)".into()), ("disabled".into(), "disabled".into()),
                         ("best-effort".into(), "best-effort".into()), ("strict-local".into(), "strict-local".into())],
                    locality_value(v.data_locality),
                    edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| v.data_locality = match s.as_str() {
                        "disabled" => Some(DataLocality::Disabled),
                        "best-effort" => Some(DataLocality::BestEffort),
                        "strict-local" => Some(DataLocality::StrictLocal),
                        _ => None,
                    }))) }
                <span class={classes!("field", error("attachedNode").is_some().then_some("invalid"))}>
                    { select(format!("volume-{k}-attached"), &text("lh-attached-to", &[]), attach_options, &v.attached_node,
                        edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| v.attached_node = s))) }
                    if let Some(e) = error("attachedNode") { <span class="field-error" id={format!("volume-{k}-attached-error")}>{ e }</span> }
                </span>
                { backing_image_select(k, v, draft, error("backingImage"), d) }
                { text_field("topologyRequirement", "topology", &text("lh-topology-requirement", &[]), &v.topology, |v, s| v.topology = s) }
                { clone_select(k, v, draft, error("dataSource"), d) }
                { select(format!("volume-{k}-engine"), &text("lh-data-engine", &[]),
                    vec![("v1".into(), text("lh-engine-v1", &[])), ("v2".into(), text("lh-engine-v2", &[]))],
                    if v.data_engine == DataEngine::V2 { "v2" } else { "v1" },
                    edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| v.data_engine = if s == "v2" { DataEngine::V2 } else { DataEngine::V1 }))) }
            </div>
            <div class="volume-fields overrides">
                { overrides("node-soft", "replicaSoftAntiAffinity", v.node_soft, |v, o| v.node_soft = o) }
                { overrides("zone-soft", "replicaZoneSoftAntiAffinity", v.zone_soft, |v, o| v.zone_soft = o) }
                { overrides("disk-soft", "replicaDiskSoftAntiAffinity", v.disk_soft, |v, o| v.disk_soft = o) }
                { controller_overrides(k, v, d) }
            </div>
            if !v.existing.is_empty() {
                <h4>{ text("lh-existing-replicas", &[]) }</h4>
                <div class="volume-fields">
                    <TextField id={format!("volume-{k}-degraded-at")} label="lastDegradedAt (s)" value={v.last_degraded_at.0.clone()}
                        error={error("lastDegradedAt")}
                        on_input={edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| v.last_degraded_at = IntText(s)))} />
                    <span class="hint">{ text("lh-degraded-at-hint", &[]) }</span>
                </div>
                <div class="table-scroll">
                <table class="replica-rows">
                    <thead><tr><th>{ text("lh-col-name", &[]) }</th><th>{ text("lh-col-node", &[]) }</th><th>{ text("lh-col-disk", &[]) }</th><th>{ text("lh-col-state", &[]) }</th><th><span class="sr-only">{ text("shell-col-actions", &[]) }</span></th></tr></thead>
                    <tbody>{ for v.existing.iter().enumerate().map(|(r, rep)| replica_row(k, r, rep, draft, node_names, errors, d)) }</tbody>
                </table>
                </div>
            }
            <button type="button" class="small" id={format!("volume-{k}-add-replica")}
                onclick={action(d, move |dr: &mut Draft, _: MouseEvent| dr.add_replica(k))}>{ text("lh-add-existing-replica", &[]) }</button>
        </fieldset>
    }
}

/// The volume's overrides of the volume controller's settings:
/// `replicaAutoBalance` (over `replica-auto-balance`) and `offlineRebuilding`
/// (over `offline-replica-rebuilding`); `ignored` follows the setting.
fn controller_overrides(k: usize, v: &DraftVolume, d: &Dispatch) -> Html {
    let balance = match v.replica_auto_balance {
        VolumeReplicaAutoBalance::Ignored => "ignored",
        VolumeReplicaAutoBalance::Disabled => "disabled",
        VolumeReplicaAutoBalance::LeastEffort => "least-effort",
        VolumeReplicaAutoBalance::BestEffort => "best-effort",
    };
    let offline = match v.offline_rebuilding {
        OfflineRebuilding::Ignored => "ignored",
        OfflineRebuilding::Enabled => "enabled",
        OfflineRebuilding::Disabled => "disabled",
    };
    html! { <>
        { select(format!("volume-{k}-auto-balance"), "replicaAutoBalance",
            vec![("ignored".into(), text("lh-override-ignored", &[])), ("disabled".into(), "disabled".into()),
                 ("least-effort".into(), "least-effort".into()), ("best-effort".into(), "best-effort".into())],
            balance,
            edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| v.replica_auto_balance = match s.as_str() {
                "disabled" => VolumeReplicaAutoBalance::Disabled,
                "least-effort" => VolumeReplicaAutoBalance::LeastEffort,
                "best-effort" => VolumeReplicaAutoBalance::BestEffort,
                _ => VolumeReplicaAutoBalance::Ignored,
            }))) }
        { select(format!("volume-{k}-offline-rebuilding"), "offlineRebuilding",
            vec![("ignored".into(), text("lh-override-ignored", &[])), ("enabled".into(), "enabled".into()),
                 ("disabled".into(), "disabled".into())],
            offline,
            edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| v.offline_rebuilding = match s.as_str() {
                "enabled" => OfflineRebuilding::Enabled,
                "disabled" => OfflineRebuilding::Disabled,
                _ => OfflineRebuilding::Ignored,
            }))) }
    </> }
}

/// "Linked clone of": the volume whose healthy replicas' disks a linked
/// clone's replicas must share (`cloneMode: linked-clone`, `dataSource: vol://…`).
fn clone_select(k: usize, v: &DraftVolume, draft: &Draft, error: Option<String>, d: &Dispatch) -> Html {
    let mut options = vec![(String::new(), text("lh-not-a-linked-clone", &[]))];
    options.extend(
        draft
            .volumes
            .iter()
            .filter(|o| o.id != v.id)
            .map(|o| (o.name.trim().to_string(), o.name.trim().to_string())),
    );
    let current = if v.clone_mode == CloneMode::LinkedClone {
        data_source_volume(v.data_source.trim()).unwrap_or("")
    } else {
        ""
    };
    if !current.is_empty() && !options.iter().any(|(value, _)| value == current) {
        options.push((current.to_string(), text("lh-option-missing", &[("name", current)])));
    }
    html! {
        <span class={classes!("field", error.is_some().then_some("invalid"))}>
            { select(format!("volume-{k}-clone-of"), &text("lh-linked-clone-of", &[]), options, current,
                edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| {
                    if s.is_empty() {
                        v.clone_mode = CloneMode::None;
                        v.data_source.clear();
                    } else {
                        v.clone_mode = CloneMode::LinkedClone;
                        v.data_source = format!("vol://{s}");
                    }
                }))) }
            if let Some(e) = error { <span class="field-error" id={format!("volume-{k}-clone-of-error")}>{ e }</span> }
        </span>
    }
}

fn backing_image_select(
    k: usize,
    v: &DraftVolume,
    draft: &Draft,
    error: Option<String>,
    d: &Dispatch,
) -> Html {
    let mut options = vec![(String::new(), text("lh-option-none", &[]))];
    options.extend(
        draft
            .backing_images
            .iter()
            .map(|b| (b.name.trim().to_string(), b.name.trim().to_string())),
    );
    let current = v.backing_image.trim();
    if !current.is_empty() && !options.iter().any(|(value, _)| value == current) {
        options.push((current.to_string(), text("lh-option-missing", &[("name", current)])));
    }
    html! {
        <span class={classes!("field", error.is_some().then_some("invalid"))}>
            { select(format!("volume-{k}-backing-image"), &text("lh-backing-image", &[]), options, current,
                edit(d, move |dr: &mut Draft, s: String| with(dr, k, |v| v.backing_image = s))) }
            if let Some(e) = error { <span class="field-error" id={format!("volume-{k}-backing-image-error")}>{ e }</span> }
        </span>
    }
}

fn replica_row(
    k: usize,
    r: usize,
    rep: &DraftReplica,
    draft: &Draft,
    node_names: &[String],
    errors: &FieldErrors,
    d: &Dispatch,
) -> Html {
    fn with_rep(dr: &mut Draft, k: usize, r: usize, f: impl FnOnce(&mut DraftReplica)) {
        if let Some(rep) = dr.volumes.get_mut(k).and_then(|v| v.existing.get_mut(r)) {
            f(rep)
        }
    }
    let key = |field: &str| format!("volumes[{k}].replicas[{r}].{field}");
    let error = |field: &str| errors.get(&key(field)).cloned();
    let mut nodes = vec![(String::new(), text("lh-option-none", &[]))];
    nodes.extend(node_names.iter().map(|n| (n.clone(), n.clone())));
    let disks: Vec<(String, String)> = std::iter::once((String::new(), text("lh-option-none", &[])))
        .chain(
            draft
                .nodes
                .iter()
                .find(|n| n.name.trim() == rep.node.trim())
                .into_iter()
                .flat_map(|n| {
                    n.disks
                        .iter()
                        .map(|d| (d.name.trim().to_string(), d.name.trim().to_string()))
                }),
        )
        .collect();
    let err = |field: &str| {
        error(field).map(|e| html! { <span class="field-error" id={format!("replica-{k}-{r}-{field}-error")}>{ e }</span> })
    };
    html! {
        <tr key={rep.id}>
            <td><TextField id={format!("replica-{k}-{r}-name")} label={text("lh-replica-name", &[])} hide_label=true value={rep.name.clone()}
                error={error("name")} on_input={edit(d, move |dr: &mut Draft, s: String| with_rep(dr, k, r, |x| x.name = s))} /></td>
            <td>{ select(format!("replica-{k}-{r}-node"), &text("lh-col-node", &[]), nodes, rep.node.trim(),
                    edit(d, move |dr: &mut Draft, s: String| with_rep(dr, k, r, |x| { x.node = s; x.disk.clear(); }))) }{ err("node") }</td>
            <td>{ select(format!("replica-{k}-{r}-disk"), &text("lh-col-disk", &[]), disks, rep.disk.trim(),
                    edit(d, move |dr: &mut Draft, s: String| with_rep(dr, k, r, |x| x.disk = s))) }{ err("disk") }</td>
            <td class="replica-state">
                { checkbox(format!("replica-{k}-{r}-failed"), &text("lh-replica-failed", &[]), rep.failed,
                    edit(d, move |dr: &mut Draft, b: bool| with_rep(dr, k, r, |x| x.failed = b))) }
                if rep.failed {
                    <TextField id={format!("replica-{k}-{r}-failed-at")} label={text("lh-replica-failed-at", &[])} value={rep.failed_at.clone()}
                        error={error("failedAt")} on_input={edit(d, move |dr: &mut Draft, s: String| with_rep(dr, k, r, |x| x.failed_at = s))} />
                    <TextField id={format!("replica-{k}-{r}-retries")} label={text("lh-replica-rebuild-retries", &[])} value={rep.retries.0.clone()}
                        error={error("rebuildRetryCount")}
                        on_input={edit(d, move |dr: &mut Draft, s: String| with_rep(dr, k, r, |x| x.retries = IntText(s)))} />
                }
                { checkbox(format!("replica-{k}-{r}-evicting"), &text("lh-state-evicting", &[]), rep.evicting,
                    edit(d, move |dr: &mut Draft, b: bool| with_rep(dr, k, r, |x| x.evicting = b))) }
                // healthyAt: a linked clone's source replica counts only once healthy.
                { checkbox(format!("replica-{k}-{r}-healthy"), &text("lh-replica-was-healthy", &[]), rep.healthy_at.is_some(),
                    edit(d, move |dr: &mut Draft, b: bool| {
                        let now = dr.now.trim().parse::<i64>().unwrap_or(0).max(0);
                        with_rep(dr, k, r, |x| x.healthy_at = b.then_some(now))
                    })) }
            </td>
            <td><button type="button" class="icon-button" title={text("lh-remove-replica-title", &[])} aria-label={text("lh-remove-replica", &[("name", &rep.name)])}
                onclick={action(d, move |dr: &mut Draft, _: MouseEvent| if let Some(v) = dr.volumes.get_mut(k) {
                    if r < v.existing.len() { v.existing.remove(r); }
                })}>{ "✕" }</button></td>
        </tr>
    }
}
