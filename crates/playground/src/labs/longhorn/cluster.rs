//! The cluster editor: zones → nodes → disks, each disk with its capacity bar (a part).

use std::rc::Rc;

use placement::kernel::quantity::format_bytes;
use placement::kernel::float_text::shortest;
use placement::longhorn::DiskType;
use yew::prelude::*;

use super::draft::{Draft, DraftDisk, DraftNode, DraftZone, FieldErrors};
use super::controls::{checkbox, select};
use super::state::{action, edit, errors_under, Dispatch};
use crate::components::{AmountField, TextField};
use crate::text::messages::{text, text_with};
use crate::text::amount_input::parse_amount;
use crate::text::units::Unit;

/// Above this many nodes, node cards start collapsed.
const EXPAND_UP_TO: usize = 4;

#[derive(Properties, PartialEq)]
pub struct ClusterProps {
    pub draft: Rc<Draft>,
    pub errors: Rc<FieldErrors>,
    pub dispatch: Dispatch,
    /// The volume the bars preview: (name, size, actual size).
    pub preview: Option<(String, i64, i64)>,
}

crate::split_part!(
    /// The Cluster tab, whose code is a chunk of its own (`longhorn_cluster`, src/bin/longhorn.rs),
    /// as the Volumes and Settings tabs' are: the lab's first result is drawn without it, and the
    /// tab follows as its chunk arrives (the tab the lab opens on, so it is fetched at once).
    pub ClusterEditor(pub CLUSTER_EDITOR: ClusterProps) => cluster_editor
);

/// The zones, their nodes and each node's disks.
pub fn cluster_editor(props: &ClusterProps) -> Html {
    let d = &props.dispatch;
    let draft = &props.draft;
    let zones: Rc<Vec<DraftZone>> = Rc::new(draft.zones.clone());
    let expanded = draft.nodes.len() <= EXPAND_UP_TO;
    let groups: Vec<Option<&DraftZone>> = draft.zones.iter().map(Some).chain([None]).collect();
    html! {
        <div class="cluster-editor">
            <p class="hint">
                { match &props.preview {
                    Some((name, size, _)) => text("lh-bars-hint-preview", &[("volume", name), ("size", &local_bytes(*size))]),
                    None => text("lh-bars-hint", &[]),
                } }
            </p>
            <div class="zone-list">
                <h3>{ text("lh-zones", &[]) }</h3>
                { for draft.zones.iter().enumerate().map(|(k, z)| html! {
                    <div class="zone-row" key={z.id}>
                        <TextField id={format!("zone-{k}-name")} label={text("lh-col-zone", &[])} value={z.name.clone()}
                            error={props.errors.get(&format!("zones[{k}].name")).cloned()}
                            on_input={edit(d, move |dr: &mut Draft, v: String| if let Some(z) = dr.zones.get_mut(k) { z.name = v })} />
                        <button type="button" class="small" id={format!("zone-{k}-add-node")}
                            onclick={action(d, move |dr: &mut Draft, _: MouseEvent| {
                                let id = dr.zones.get(k).map(|z| z.id);
                                dr.add_node(id);
                            })}>{ text("lh-add-node-here", &[]) }</button>
                        <button type="button" class="icon-button" title={text("lh-remove-zone-title", &[])}
                            aria-label={text("lh-remove-zone", &[("name", &z.name)])}
                            onclick={action(d, move |dr: &mut Draft, _: MouseEvent| {
                                if k < dr.zones.len() {
                                    let id = dr.zones.remove(k).id;
                                    dr.nodes.iter_mut().filter(|n| n.zone == Some(id)).for_each(|n| n.zone = None);
                                }
                            })}>{ "✕" }</button>
                    </div>
                }) }
                <button type="button" class="small" id="add-zone"
                    onclick={action(d, |dr: &mut Draft, _: MouseEvent| { dr.add_zone(); })}>{ text("lh-add-zone", &[]) }</button>
            </div>
            { for groups.into_iter().map(|zone| {
                let zid = zone.map(|z| z.id);
                let members: Vec<usize> = (0..draft.nodes.len()).filter(|&i| draft.nodes[i].zone == zid).collect();
                if zone.is_none() && members.is_empty() {
                    return html! {};
                }
                html! {
                    <section class="zone-group" key={zid.map_or("none".to_string(), |z| z.to_string())}>
                        <h3>{ zone.map_or(text("lh-no-zone", &[]), |z| text("lh-zone-heading", &[("name", &z.name)])) }
                            <span class="muted">{ " · " }{ text_with("lh-zone-node-count", &[("count", crate::text::i18n::number(members.len() as f64))]) }</span></h3>
                        { for members.into_iter().map(|i| {
                            let node = &draft.nodes[i];
                            html! {
                                <NodeCard key={node.id} index={i} node={node.clone()} zones={zones.clone()}
                                    errors={errors_under(&props.errors, &format!("nodes[{i}]"))}
                                    dispatch={d.clone()} preview={props.preview.as_ref().map(|p| (p.1, p.2))} {expanded} />
                            }
                        }) }
                    </section>
                }
            }) }
            <div class="editor-actions">
                <button type="button" id="add-node" onclick={action(d, |dr: &mut Draft, _: MouseEvent| {
                    let zone = dr.zones.last().map(|z| z.id);
                    dr.add_node(zone);
                })}>{ text("lh-add-node", &[]) }</button>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct NodeCardProps {
    pub index: usize,
    pub node: DraftNode,
    pub zones: Rc<Vec<DraftZone>>,
    pub errors: FieldErrors,
    pub dispatch: Dispatch,
    /// (size, actual) of the previewed volume.
    pub preview: Option<(i64, i64)>,
    pub expanded: bool,
}

/// One node: name, zone, flags, and its disks. Memoised: an edit elsewhere does not re-render it.
#[function_component]
pub fn NodeCard(props: &NodeCardProps) -> Html {
    let open = use_state(|| props.expanded);
    let i = props.index;
    let d = &props.dispatch;
    let node = &props.node;
    let error = |key: &str| props.errors.get(&format!("nodes[{i}]{key}")).cloned();
    let flag = |id: &str, label: &str, value: bool, set: fn(&mut DraftNode, bool)| {
        checkbox(
            format!("node-{i}-{id}"),
            label,
            value,
            edit(d, move |dr: &mut Draft, v: bool| {
                if let Some(n) = dr.nodes.get_mut(i) {
                    set(n, v)
                }
            }),
        )
    };
    let zone_options: Vec<(String, String)> = props
        .zones
        .iter()
        .map(|z| (z.id.to_string(), z.name.clone()))
        .chain([(String::new(), text("lh-option-no-zone", &[]))])
        .collect();
    let toggle = {
        let open = open.clone();
        move |_| open.set(!*open)
    };
    let state_badges = [
        (!node.ready, "lh-badge-not-ready"),
        (node.cordoned, "lh-badge-cordoned"),
        (!node.allow_scheduling, "lh-badge-scheduling-off"),
        (node.eviction_requested, "lh-state-evicting"),
        (!node.engine_ready, "lh-badge-engine-not-ready"),
    ];
    html! {
        <fieldset class={classes!("node-card", (!*open).then_some("collapsed"))} id={format!("node-{i}")}>
            <legend class="sr-only">{ text("lh-node-legend", &[("name", &node.name)]) }</legend>
            <div class="node-head">
                <button type="button" class="icon-button" id={format!("node-{i}-toggle")} aria-expanded={open.to_string()}
                    aria-label={text("lh-node-toggle", &[("name", &node.name)])} onclick={toggle}>{ if *open { "▾" } else { "▸" } }</button>
                <TextField id={format!("node-{i}-name")} label={text("lh-col-node", &[])} value={node.name.clone()} error={error(".name")}
                    on_input={edit(d, move |dr: &mut Draft, v: String| if let Some(n) = dr.nodes.get_mut(i) { n.name = v })} />
                { select(format!("node-{i}-zone"), &text("lh-col-zone", &[]), zone_options, &node.zone.map(|z| z.to_string()).unwrap_or_default(),
                    edit(d, move |dr: &mut Draft, v: String| if let Some(n) = dr.nodes.get_mut(i) { n.zone = v.parse().ok() })) }
                { for state_badges.iter().filter(|(on, _)| *on).map(|(_, id)| html! { <span class="badge warn">{ text(id, &[]) }</span> }) }
                <button type="button" class="icon-button" title={text("lh-remove-node-title", &[])} aria-label={text("lh-remove-node", &[("name", &node.name)])}
                    onclick={action(d, move |dr: &mut Draft, _: MouseEvent| if i < dr.nodes.len() { dr.nodes.remove(i); })}>{ "✕" }</button>
            </div>
            if *open {
                <div class="node-flags">
                    <TextField id={format!("node-{i}-tags")} label={text("lh-tags", &[])} value={node.tags.clone()} error={error(".tags")}
                        on_input={edit(d, move |dr: &mut Draft, v: String| if let Some(n) = dr.nodes.get_mut(i) { n.tags = v })} />
                    { flag("ready", &text("lh-flag-ready", &[]), node.ready, |n, v| n.ready = v) }
                    { flag("cordoned", &text("lh-flag-cordoned", &[]), node.cordoned, |n, v| n.cordoned = v) }
                    { flag("allow-scheduling", "allowScheduling", node.allow_scheduling, |n, v| n.allow_scheduling = v) }
                    { flag("eviction", "evictionRequested", node.eviction_requested, |n, v| n.eviction_requested = v) }
                    { flag("engine-ready", &text("lh-flag-engine-ready", &[]), node.engine_ready, |n, v| n.engine_ready = v) }
                </div>
            }
            <div class="disk-list">
                { for node.disks.iter().enumerate().map(|(j, disk)| html! {
                    <div class="disk-card" key={disk.id}>
                        if *open { { disk_fields(i, j, disk, &props.errors, d) } }
                        else { <span class="disk-label">{ &disk.name }</span> }
                        { capacity_bar(disk, props.preview) }
                    </div>
                }) }
            </div>
            if *open {
                <button type="button" class="small" id={format!("node-{i}-add-disk")}
                    onclick={action(d, move |dr: &mut Draft, _: MouseEvent| dr.add_disk(i))}>{ text("lh-add-disk", &[]) }</button>
            }
        </fieldset>
    }
}

/// Available above Maximum: flagged, not refused. Longhorn reads both from the
/// disk's filesystem (statfs in the node controller), so a real disk never
/// reports it, and its scheduler does not check it (only a disk's
/// storageReserved is refused above storageMaximum, by the node webhook); the
/// lab schedules with the numbers as given, and says they cannot be a disk's.
fn available_over_maximum(disk: &DraftDisk) -> Option<String> {
    let bytes = |a: &super::draft::Amount| crate::text::amount_input::parse_amount(&a.text, a.unit).ok();
    let (available, maximum) = (bytes(&disk.available)?, bytes(&disk.maximum)?);
    let written = |a: &super::draft::Amount| format!("{} {}", a.text.trim(), a.unit.label());
    (available > maximum).then(|| {
        text("lh-available-over-maximum", &[("available", &written(&disk.available)), ("maximum", &written(&disk.maximum))])
    })
}

fn disk_fields(i: usize, j: usize, disk: &DraftDisk, errors: &FieldErrors, d: &Dispatch) -> Html {
    let key = |field: &str| format!("nodes[{i}].disks[{j}].{field}");
    let error = |field: &str| errors.get(&key(field)).cloned();
    fn with(dr: &mut Draft, i: usize, j: usize, f: impl FnOnce(&mut DraftDisk)) {
        if let Some(disk) = dr.nodes.get_mut(i).and_then(|n| n.disks.get_mut(j)) {
            f(disk)
        }
    }
    let over = available_over_maximum(disk);
    let amount = |field: &'static str,
                  id: &str,
                  label: &str,
                  a: &super::draft::Amount,
                  pick: fn(&mut DraftDisk) -> &mut super::draft::Amount| {
        html! {
            <AmountField id={format!("disk-{i}-{j}-{id}")} label={label.to_string()} value={a.text.clone()} unit={a.unit}
                error={error(field)} note={(field == "storageAvailable").then(|| over.clone()).flatten()}
                on_input={edit(d, move |dr: &mut Draft, v: String| with(dr, i, j, |disk| pick(disk).text = v))}
                on_unit={edit(d, move |dr: &mut Draft, u: Unit| with(dr, i, j, |disk| pick(disk).unit = u))} />
        }
    };
    let flag = |id: &str, label: &str, value: bool, set: fn(&mut DraftDisk, bool)| {
        checkbox(
            format!("disk-{i}-{j}-{id}"),
            label,
            value,
            edit(d, move |dr: &mut Draft, v: bool| {
                with(dr, i, j, |disk| set(disk, v))
            }),
        )
    };
    html! {
        <div class="disk-fields">
            <div class="disk-head">
                <TextField id={format!("disk-{i}-{j}-name")} label={text("lh-col-disk", &[])} value={disk.name.clone()} error={error("name")}
                    on_input={edit(d, move |dr: &mut Draft, v: String| with(dr, i, j, |disk| disk.name = v))} />
                <button type="button" class="icon-button" title={text("lh-remove-disk-title", &[])} aria-label={text("lh-remove-disk", &[("name", &disk.name)])}
                    onclick={action(d, move |dr: &mut Draft, _: MouseEvent| if let Some(n) = dr.nodes.get_mut(i) {
                        if j < n.disks.len() { n.disks.remove(j); }
                    })}>{ "✕" }</button>
            </div>
            <div class="disk-amounts">
                { amount("storageMaximum", "maximum", &text("lh-disk-maximum", &[]), &disk.maximum, |x| &mut x.maximum) }
                { amount("storageAvailable", "available", &text("lh-disk-available", &[]), &disk.available, |x| &mut x.available) }
                { amount("storageReserved", "reserved", &text("lh-disk-reserved", &[]), &disk.reserved, |x| &mut x.reserved) }
                { amount("storageScheduled", "scheduled", &text("lh-disk-scheduled", &[]), &disk.scheduled, |x| &mut x.scheduled) }
            </div>
            <div class="disk-flags">
                <TextField id={format!("disk-{i}-{j}-tags")} label={text("lh-tags", &[])} value={disk.tags.clone()} error={error("tags")}
                    on_input={edit(d, move |dr: &mut Draft, v: String| with(dr, i, j, |disk| disk.tags = v))} />
                { flag("allow-scheduling", "allowScheduling", disk.allow_scheduling, |x, v| x.allow_scheduling = v) }
                { flag("eviction", "evictionRequested", disk.eviction_requested, |x, v| x.eviction_requested = v) }
                { flag("ready", &text("lh-flag-ready", &[]), disk.ready, |x, v| x.ready = v) }
                { select(format!("disk-{i}-{j}-type"), &text("lh-disk-type", &[]),
                    vec![("filesystem".into(), text("lh-disk-type-filesystem", &[])), ("block".into(), text("lh-disk-type-block", &[]))],
                    if disk.disk_type == DiskType::Block { "block" } else { "filesystem" },
                    edit(d, move |dr: &mut Draft, v: String| with(dr, i, j, |disk| disk.disk_type =
                        if v == "block" { DiskType::Block } else { DiskType::Filesystem }))) }
                { select(format!("disk-{i}-{j}-schedulable"), &text("lh-schedulable-condition", &[]),
                    vec![(String::new(), text("lh-schedulable-computed", &[])), ("true".into(), text("lh-schedulable-true", &[])),
                         ("false".into(), text("lh-schedulable-false", &[])),
                         ("pressure".into(), text("lh-schedulable-false-pressure", &[]))],
                    match (disk.schedulable, disk.schedulable_reason.as_deref()) {
                        (None, _) => "",
                        (Some(true), _) => "true",
                        (Some(false), Some("DiskPressure")) => "pressure",
                        (Some(false), _) => "false",
                    },
                    // The reason matters to failed-replica reuse (isFailedReplicaReusable):
                    // only DiskPressure on a disk that is not full keeps a replica reusable.
                    edit(d, move |dr: &mut Draft, v: String| with(dr, i, j, |disk| {
                        let (schedulable, reason) = match v.as_str() {
                            "true" => (Some(true), None),
                            "false" => (Some(false), disk.schedulable_reason.clone().filter(|r| r != "DiskPressure")),
                            "pressure" => (Some(false), Some("DiskPressure".to_string())),
                            _ => (None, None),
                        };
                        disk.schedulable = schedulable;
                        disk.schedulable_reason = reason;
                    }))) }
                // statfs's filesystem type: any ext… (a real ext4 disk reports ext2/ext3) or xfs limits v1 volume sizes.
                <TextField id={format!("disk-{i}-{j}-filesystem")} label="filesystemType" value={disk.filesystem_type.clone().unwrap_or_default()}
                    on_input={edit(d, move |dr: &mut Draft, v: String| with(dr, i, j, |disk| disk.filesystem_type = Some(v).filter(|v| !v.trim().is_empty())))} />
            </div>
        </div>
    }
}

fn pct(part: i64, whole: i64) -> f64 {
    if whole <= 0 {
        0.0
    } else {
        (part.max(0) as f64 / whole as f64 * 100.0).clamp(0.0, 100.0)
    }
}

/// The disk as two strips: physical use (with the reserved part) and scheduled storage
/// plus what a replica of the previewed volume would add.
pub fn capacity_bar(disk: &DraftDisk, preview: Option<(i64, i64)>) -> Html {
    let read = |a: &super::draft::Amount| parse_amount(&a.text, a.unit).ok();
    let (Some(max), Some(avail), Some(reserved), Some(scheduled)) = (
        read(&disk.maximum),
        read(&disk.available),
        read(&disk.reserved),
        read(&disk.scheduled),
    ) else {
        return html! { <div class="capacity-bar invalid" aria-hidden="true"></div> };
    };
    let used = (max - avail).max(0);
    let (size, actual) = preview.unwrap_or((0, 0));
    let scale = max.max(scheduled + size).max(1);
    let amounts = [
        ("maximum", local_bytes(max)),
        ("available", local_bytes(avail)),
        ("used", local_bytes(used)),
        ("reserved", local_bytes(reserved)),
        ("scheduled", local_bytes(scheduled)),
        ("size", local_bytes(size)),
        ("actual", local_bytes(actual)),
    ];
    let amounts: Vec<(&str, &str)> = amounts.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let title = text(if size > 0 { "lh-bar-title-preview" } else { "lh-bar-title" }, &amounts);
    let over = scheduled + size > max - reserved;
    html! {
        <div class="capacity-bar" title={title.clone()} role="img" aria-label={title}>
            <div class="strip physical" style={format!("width:{}%", shortest(pct(max, scale)))}>
                <span class="seg used" style={format!("width:{}%", shortest(pct(used, max)))}></span>
                <span class="seg actual" style={format!("width:{}%", shortest(pct(actual, max)))}></span>
                <span class="seg reserved" style={format!("width:{}%", shortest(pct(reserved, max)))}></span>
            </div>
            <div class={classes!("strip", "logical", over.then_some("over"))}>
                <span class="seg scheduled" style={format!("width:{}%", shortest(pct(scheduled, scale)))}></span>
                <span class="seg new" style={format!("width:{}%", shortest(pct(size, scale)))}></span>
            </div>
        </div>
    }
}

/// Bytes as the engine rounds them (`format_bytes`: two decimals, binary
/// units), the number written as the page's language writes it.
fn local_bytes(bytes: i64) -> String {
    let english = format_bytes(bytes as f64);
    match english.split_once(' ') {
        Some((number, unit)) => match placement::kernel::float_text::parse_f64(number) {
            Some(n) => format!("{} {unit}", crate::text::i18n::locale().number(n)),
            None => english,
        },
        None => english,
    }
}
