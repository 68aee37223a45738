//! The answer first (issue #10): the pod's sentence, what the last edit
//! changed, the picture, then the selected node's why — one sentence with
//! the deciding number and the engine's proven edits, each a button that
//! applies it to the draft as one undoable edit.

use placement::capacity::answer::{explain_capacity, CapacityAnswer, CapacityChange, CapacityEdit};
use placement::capacity::publisher::segments;
use placement::capacity::filter::ClaimKind;
use placement::capacity::{ClusterObjects, FilterInput, FilterResult};
use placement::kernel::message::Message;
use yew::prelude::*;

use crate::text::messages::text;

use super::draft::{parse_labels, CapacityDraft, VolumeKind, HOSTNAME, ZONE};
use super::Edit;
use crate::components::marked::engine_message;
use crate::text::messages::render;
use crate::text::amount_input::parse_amount;
use crate::text::units::{Amount, Unit};

#[derive(Properties, PartialEq)]
pub struct AnswerViewProps {
    /// The filter input of the draft (the last valid one).
    pub input: FilterInput,
    /// Its filter result.
    pub result: FilterResult,
    pub draft: CapacityDraft,
    /// The node whose why is shown (none: the closest to passing, else the first that fails).
    pub selected: Option<String>,
    pub on_select: Callback<String>,
    /// What the last edit changed.
    pub summary: Option<Message>,
    pub dispatch: Callback<Edit>,
}

/// The node shown when none is selected: the closest to passing, else the first failing node, else the first.
fn shown_node(answer: &CapacityAnswer, selected: Option<&str>) -> Option<String> {
    selected
        .filter(|s| answer.nodes.iter().any(|n| n.node == *s))
        .map(String::from)
        .or_else(|| answer.closest_node.clone())
        .or_else(|| answer.nodes.iter().find(|n| !n.passes).map(|n| n.node.clone()))
        .or_else(|| answer.nodes.first().map(|n| n.node.clone()))
}

#[function_component]
pub fn AnswerView(props: &AnswerViewProps) -> Html {
    let answer = {
        let key = (props.input.clone(), props.selected.clone());
        use_memo(key, |(input, selected)| {
            let first = explain_capacity(input, None).ok()?;
            let node = shown_node(&first, selected.as_deref())?;
            explain_capacity(input, Some(&node)).ok().map(|a| (a, node))
        })
    };
    let Some((answer, node)) = answer.as_ref() else {
        return html! {};
    };
    let why = answer.nodes.iter().find(|n| &n.node == node);
    let delayed: Vec<_> = props.result.prefilter.claims.iter().filter(|c| c.kind == ClaimKind::Delayed).collect();
    let classes: Vec<String> = delayed.iter().map(|c| c.storage_class.clone()).collect();
    let request = delayed.iter().filter_map(|c| c.request).max();
    html! {
        <section class="capacity-answer" id="capacity-answer" aria-label={text("cap-answer-label", &[])}>
            <p class="why-answer" id="pod-answer"><strong>{ engine_message(&answer.pod) }</strong></p>
            if let Some(summary) = &props.summary {
                <p class="change-summary" id="change-summary" role="status">{ render(summary) }</p>
            }
            <super::picture::CapacityMap input={props.input.clone()} answer={answer.clone()}
                selected={node.clone()} on_select={props.on_select.clone()} {classes} {request} />
            if let Some(why) = why {
                <section class="panel why-panel capacity-why" id="capacity-why" data-node={why.node.clone()}
                    data-announce={render(&why.answer)} aria-labelledby="capacity-why-heading">
                    <h3 id="capacity-why-heading" data-heading="">{ if why.passes { text("cap-why-passes", &[("node", &why.node)]) } else { text("cap-why-fails", &[("node", &why.node)]) } }</h3>
                    <p class="why-answer" id="why-answer">{ engine_message(&why.answer) }</p>
                    { changes(&why.changes, &props.input, &props.draft, &why.node, &props.dispatch) }
                </section>
            }
        </section>
    }
}

/// The suggestions, with an Apply button where the edit maps onto the draft.
fn changes(list: &[CapacityChange], input: &FilterInput, draft: &CapacityDraft, node: &str, dispatch: &Callback<Edit>) -> Html {
    if list.is_empty() {
        return html! {};
    }
    html! {
        <div class="why-changes" id="why-changes">
            <p>{ text("cap-changes-heading", &[]) }</p>
            <ul>{ for list.iter().map(|c| {
                let change = render(&c.message);
                let apply = proven_draft_edit(&c.edit, &input.cluster, draft, node).map(|f| {
                    let dispatch = dispatch.clone();
                    Callback::from(move |_: MouseEvent| dispatch.emit(f.clone()))
                });
                html! {
                    <li class="why-change">
                        <span>{ change.clone() }</span>
                        if let Some(onclick) = apply {
                            { " " }
                            <button type="button" class="small apply-change" {onclick} disabled={crate::platform::address::read_only()}
                                aria-label={text("cap-apply-label", &[("change", &change)])}>{ text("cap-apply", &[]) }</button>
                        }
                    </li>
                }
            }) }</ul>
        </div>
    }
}

/// The engine's edit as a draft edit, kept only when the edited draft makes
/// `node` pass: the draft says some things with side effects the engine's
/// edit has not (a volume already on a node also uses that node's pool).
fn proven_draft_edit(edit: &CapacityEdit, cluster: &ClusterObjects, draft: &CapacityDraft, node: &str) -> Option<Edit> {
    let mapped = draft_edit(edit, cluster, draft)?;
    let mut edited = draft.clone();
    (mapped.0)(&mut edited);
    let (result, _) = edited.evaluate().ok()?;
    result.nodes.iter().any(|n| n.node == node && n.passes).then_some(mapped)
}

/// `bytes` as an amount the fields show: whole GiB, else MiB rounded up (`up`) or down.
fn amount_of(bytes: i64, up: bool) -> Amount {
    const GIB: i64 = 1 << 30;
    const MIB: i64 = 1 << 20;
    if bytes % GIB == 0 {
        return Amount { text: (bytes / GIB).to_string(), unit: Unit::GiB };
    }
    let mib = if up { (bytes + MIB - 1) / MIB } else { bytes / MIB };
    Amount { text: mib.to_string(), unit: Unit::MiB }
}

/// The engine's edit as an edit of the draft (the objects the draft makes): a
/// pool's free space or maximum volume size, a new pool for the node's
/// segment, a volume's size, a node's zone or labels, the nodes a volume is
/// already on, a class's allowed zones. `None` when the draft cannot say it.
fn draft_edit(edit: &CapacityEdit, cluster: &ClusterObjects, draft: &CapacityDraft) -> Option<Edit> {
    let driver_of_class = |class: &str| {
        let provisioner = draft.classes.iter().find(|c| c.name.trim() == class)?.provisioner.trim().to_string();
        draft.drivers.iter().position(|d| d.name.trim() == provisioner)
    };
    match edit.clone() {
        CapacityEdit::RaiseCapacity { capacity, bytes } => {
            let object = cluster.csi_storage_capacities.iter()
                .find(|k| format!("{}/{}", k.metadata.namespace(), k.metadata.name) == capacity)?;
            let d = driver_of_class(&object.storage_class_name)?;
            let labels = &object.node_topology.as_ref()?.match_labels;
            let p = draft.drivers[d].pools.iter().position(|p| parse_labels(&p.segment).ok().as_ref() == Some(labels))?;
            // The pool's free space less the pod's volumes already on its nodes (as the draft publishes it).
            let segment = segments(&draft.settings(d), &cluster.nodes).into_iter().find(|s| &s.labels == labels)?;
            let driver = draft.drivers[d].name.trim();
            let used: i64 = draft.pod.volumes.iter()
                .filter(|v| v.on_node.split(',').any(|o| segment.nodes.iter().any(|n| n == o.trim())))
                .filter(|v| draft.classes.iter().any(|c| c.name.trim() == v.class.trim() && c.provisioner.trim() == driver))
                .map(|v| parse_amount(&v.size.text, v.size.unit).unwrap_or(0))
                .sum();
            let shown = object.capacity.map_or(0, |c| c.0);
            let new_free = (shown < bytes).then(|| amount_of(used + bytes, true));
            let new_max = object.maximum_volume_size.is_some().then(|| amount_of(bytes, true));
            Some(Edit::new(move |dr| {
                if let Some(pool) = dr.drivers.get_mut(d).and_then(|x| x.pools.get_mut(p)) {
                    if let Some(f) = &new_free { pool.free = f.clone(); }
                    if let Some(m) = &new_max { pool.max = m.clone(); }
                }
            }))
        }
        CapacityEdit::AddCapacity { storage_class, node, bytes } => {
            let d = driver_of_class(&storage_class)?;
            let segment = segments(&draft.settings(d), &cluster.nodes).into_iter().find(|s| s.nodes.contains(&node))?;
            let text = segment.labels.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ");
            let free = amount_of(bytes, true);
            Some(Edit::new(move |dr| {
                if let Some(x) = dr.drivers.get_mut(d) {
                    x.pools.push(super::draft::DraftPool { segment: text.clone(), free: free.clone(),
                        max: Amount { text: String::new(), unit: Unit::GiB } });
                }
            }))
        }
        CapacityEdit::ClaimRequest { claim, bytes } => {
            let pod = draft.pod.name.trim().to_string();
            let v = draft.pod.volumes.iter().position(|v| match v.kind {
                VolumeKind::Claim => v.name.trim() == claim,
                VolumeKind::Ephemeral => format!("{pod}-{}", v.name.trim()) == claim,
                VolumeKind::CsiInline => false,
            })?;
            let size = amount_of(bytes, false);
            Some(Edit::new(move |dr| if let Some(o) = dr.pod.volumes.get_mut(v) { o.size = size.clone() }))
        }
        CapacityEdit::NodeLabels { node, labels } => {
            let i = draft.nodes.iter().position(|n| n.name.trim() == node)?;
            if labels.contains_key(HOSTNAME) {
                return None;
            }
            let mut more = parse_labels(&draft.nodes[i].labels).ok()?;
            let zone = labels.get(ZONE).cloned();
            more.extend(labels.into_iter().filter(|(k, _)| k != ZONE));
            let text = more.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ");
            Some(Edit::new(move |dr| if let Some(n) = dr.nodes.get_mut(i) {
                if let Some(z) = &zone { n.zone = z.clone(); }
                n.labels = text.clone();
            }))
        }
        CapacityEdit::PvAllowNode { pv, node } => {
            let v = draft.pod.volumes.iter().position(|v| format!("pv-{}", v.name.trim()) == pv)?;
            Some(Edit::new(move |dr| if let Some(o) = dr.pod.volumes.get_mut(v) {
                o.on_node = if o.on_node.trim().is_empty() { node.clone() } else { format!("{}, {node}", o.on_node.trim()) };
            }))
        }
        CapacityEdit::ClassAllowTopology { storage_class, key, value } => {
            let c = draft.classes.iter().position(|c| c.name.trim() == storage_class).filter(|_| key == ZONE)?;
            Some(Edit::new(move |dr| if let Some(x) = dr.classes.get_mut(c) {
                x.zones = if x.zones.trim().is_empty() { value.clone() } else { format!("{}, {value}", x.zones.trim()) };
            }))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The presets, and variants that fail: every volume 500 GiB, the first
    /// class allowed only in the first node's zone.
    fn drafts() -> Vec<(String, CapacityDraft)> {
        let mut out = Vec::new();
        for preset in super::super::presets::PRESETS {
            let draft = preset.draft();
            let mut big = draft.clone();
            big.pod.volumes.iter_mut().for_each(|v| v.size = Amount::gib("500"));
            let mut fenced = draft.clone();
            if let (Some(c), Some(n)) = (fenced.classes.first_mut(), draft.nodes.first()) {
                c.zones = n.zone.clone();
            }
            out.extend([(preset.id.to_string(), draft), (format!("{} 500 GiB", preset.id), big), (format!("{} fenced", preset.id), fenced)]);
        }
        out
    }

    /// Each edit the engine suggests on a failing node maps onto the draft
    /// and makes the node pass there; only a PV's node affinity may not (the
    /// draft's "already on node" also uses that node's pool).
    #[test]
    fn suggested_edits_applied_to_the_draft_make_the_node_pass() {
        let mut proven = std::collections::BTreeSet::new();
        for (name, draft) in drafts() {
            let Ok(inputs) = draft.parse() else { continue };
            let first = explain_capacity(&inputs.filter, None).unwrap();
            for n in first.nodes.iter().filter(|n| !n.passes) {
                let answer = explain_capacity(&inputs.filter, Some(&n.node)).unwrap();
                let node = answer.nodes.iter().find(|x| x.node == n.node).unwrap();
                for change in &node.changes {
                    let edit = proven_draft_edit(&change.edit, &inputs.filter.cluster, &draft, &n.node);
                    let kind = serde_json::to_value(&change.edit).unwrap()["kind"].as_str().unwrap().to_string();
                    if kind != "pv-allow-node" {
                        assert!(edit.is_some(), "{name}: {} — {:?} does not make it pass in the draft", n.node, change.edit);
                        proven.insert(kind);
                    }
                }
            }
        }
        let expected = ["claim-request", "class-allow-topology", "node-labels", "raise-capacity"];
        assert_eq!(proven.iter().map(String::as_str).collect::<Vec<_>>(), expected);
    }
}
