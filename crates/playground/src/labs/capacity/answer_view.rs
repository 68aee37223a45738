//! The answer first (issue #10): the pod's sentence, what the last edit
//! changed, the picture, then the selected node's why — one sentence with
//! the deciding number and the engine's proven edits, each a button that
//! applies it to the draft as one undoable edit.

use placement::capacity::answer::{explain_capacity, CapacityAnswer, CapacityChange};
use placement::capacity::filter::ClaimKind;
use placement::capacity::{ClusterObjects, FilterInput, FilterResult};
use placement::kernel::message::Message;
use yew::prelude::*;

use crate::text::messages::text;

use super::draft::CapacityDraft;
use super::fixes::{draft_fix, proven, DraftFix};
use super::Edit;
use crate::components::marked::engine_message;
use crate::text::messages::render;

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
        let key = (props.input.clone(), props.selected.clone(), props.draft.clone());
        use_memo(key, |(input, selected, draft)| {
            let first = explain_capacity(input, None).ok()?;
            let node = shown_node(&first, selected.as_deref())?;
            let answer = explain_capacity(input, Some(&node)).ok()?;
            let changes = answer.nodes.iter().find(|n| n.node == node).map_or(&[][..], |n| n.changes.as_slice());
            let fixes = shown_fixes(changes, &input.cluster, draft, &node);
            Some((answer, node, fixes))
        })
    };
    let Some((answer, node, fixes)) = answer.as_ref() else {
        return html! {};
    };
    // A compact embed shows a node's why once it is clicked, not the closest node's by default.
    let why = answer.nodes.iter().find(|n| &n.node == node).filter(|_| props.selected.is_some() || !crate::platform::address::compact());
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
                    { changes(fixes, &why.outside, &props.dispatch) }
                </section>
            }
        </section>
    }
}

/// A suggestion as the page shows it: the draft's fix and its sentence.
#[derive(Clone, PartialEq)]
pub struct Shown {
    pub fix: DraftFix,
    pub sentence: String,
}

/// The engine's edits for `node` as fixes of the draft, each proven in the
/// draft (it makes the node pass — the pod get a node, for a class's binding
/// mode — and one unit past it does not), without repeats, smallest change
/// first, at most three.
pub fn shown_fixes(changes: &[CapacityChange], cluster: &ClusterObjects, draft: &CapacityDraft, node: &str) -> Vec<Shown> {
    let mut out: Vec<Shown> = Vec::new();
    for change in changes {
        let Some(fix) = draft_fix(&change.edit, cluster, draft) else { continue };
        let pod_level = matches!(fix, DraftFix::ClassBinding { .. });
        let flips = |f: &DraftFix| {
            let mut edited = draft.clone();
            f.apply(&mut edited);
            edited.evaluate().is_ok_and(|(r, _)| if pod_level { !r.feasible_nodes.is_empty() } else { r.nodes.iter().any(|n| n.node == node && n.passes) })
        };
        if let Some(fix) = proven(fix, &flips).filter(|f| !out.iter().any(|s| &s.fix == f)) {
            out.push(Shown { sentence: fix.sentence(draft), fix });
        }
    }
    // The smallest change first (`DraftFix::size`); ties keep the engine's order.
    placement::kernel::sort::sort_by_key(&mut out, |s| s.fix.size(draft));
    out.truncate(3);
    out
}

/// The suggestions, each with an Apply button that performs its edit, then
/// the fixes outside the lab in words (no button).
fn changes(list: &[Shown], outside: &[Message], dispatch: &Callback<Edit>) -> Html {
    if list.is_empty() && outside.is_empty() {
        return html! {};
    }
    html! {
        <div class="why-changes" id="why-changes">
            if !list.is_empty() {
                <p>{ text("cap-changes-heading", &[]) }</p>
                <ul>{ for list.iter().map(|s| {
                    let fix = s.fix.clone();
                    let dispatch = dispatch.clone();
                    let onclick = Callback::from(move |_: MouseEvent| {
                        let fix = fix.clone();
                        dispatch.emit(Edit::new(move |d| fix.apply(d)))
                    });
                    let (_, input) = s.fix.field();
                    html! {
                        <li class="why-change" data-field={input} data-value={s.fix.value()}>
                            <span>{ s.sentence.clone() }</span>
                            { crate::components::apply::apply_button(text("cap-apply-label", &[("change", &s.sentence)]), text("cap-apply", &[]), onclick) }
                        </li>
                    }
                }) }</ul>
                { crate::components::apply::read_only_note() }
            }
            if !outside.is_empty() {
                <ul class="why-outside" id="why-outside">{ for outside.iter().map(|m| html! {
                    <li class="why-change outside">{ engine_message(m) }</li>
                }) }</ul>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::units::Amount;

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

    /// Whether `draft` makes `node` pass (the pod get a node, for a pod-level fix).
    fn passes(draft: &CapacityDraft, node: &str, fix: &DraftFix) -> bool {
        let pod_level = matches!(fix, DraftFix::ClassBinding { .. });
        draft.evaluate().is_ok_and(|(r, _)| if pod_level { !r.feasible_nodes.is_empty() } else { r.nodes.iter().any(|n| n.node == node && n.passes) })
    }

    /// The fixes shown for `node` of `draft`, with the engine's outside sentences.
    fn shown(draft: &CapacityDraft, node: &str) -> (Vec<Shown>, Vec<Message>) {
        let inputs = draft.parse().unwrap();
        let answer = explain_capacity(&inputs.filter, Some(node)).unwrap();
        let n = answer.nodes.iter().find(|x| x.node == node).unwrap();
        (shown_fixes(&n.changes, &inputs.filter.cluster, draft, node), n.outside.clone())
    }

    /// Issue #33: every fix shown on a failing node, typed into its field as
    /// printed, makes the node pass in the draft, and one unit past its
    /// number (in the unit shown) does not; enough are compared.
    #[test]
    fn every_fix_flips_its_node_in_the_draft_and_one_unit_past_does_not() {
        let mut compared = 0;
        let mut kinds = std::collections::BTreeSet::new();
        for (name, draft) in drafts() {
            let Ok(inputs) = draft.parse() else { continue };
            let first = explain_capacity(&inputs.filter, None).unwrap();
            for n in first.nodes.iter().filter(|n| !n.passes) {
                for s in shown(&draft, &n.node).0 {
                    let mut edited = draft.clone();
                    s.fix.apply(&mut edited);
                    assert!(passes(&edited, &n.node, &s.fix), "{name}: {} — {:?} does not flip it", n.node, s.fix);
                    assert!(s.sentence.contains(&s.fix.value()), "{name}: {:?} does not print {}", s.sentence, s.fix.value());
                    if let Some(past) = s.fix.one_unit_past() {
                        let mut edited = draft.clone();
                        past.apply(&mut edited);
                        assert!(!passes(&edited, &n.node, &past), "{name}: {} — {:?} flips it too", n.node, past);
                    }
                    kinds.insert(format!("{:?}", s.fix).split([' ', '{']).next().unwrap_or_default().to_string());
                    compared += 1;
                }
            }
        }
        assert!(compared >= 20, "only {compared} fixes compared");
        let expected = ["ClassBinding", "ClassZone", "NodeZone", "PoolFree", "VolumeSize"];
        assert_eq!(kinds.iter().map(String::as_str).collect::<Vec<_>>(), expected);
    }

    /// Issue #33: "Let csisc-local-0 offer 30 GiB or more (it offers 20 GiB)"
    /// while the user edits Free (50 GiB, of which volume a takes 30): the fix
    /// names Free of the pool and the value to type there, 60 GiB; 59 fails.
    #[test]
    fn multi_volume_names_free_of_the_pool_and_the_value_to_type() {
        let draft = super::super::presets::find("multi-volume").unwrap().draft();
        let (fixes, _) = shown(&draft, "node-1");
        let free = fixes.iter().find(|s| matches!(s.fix, DraftFix::PoolFree { .. })).expect("a Free fix");
        assert_eq!(free.fix, DraftFix::PoolFree { driver: 0, pool: 0, amount: Amount::gib("60") });
        assert_eq!(free.fix.field().1, "pool-0-0-free");
        assert!(free.sentence.contains("60 GiB") && free.sentence.contains("Free"), "{}", free.sentence);
        let mut typed = draft.clone();
        typed.drivers[0].pools[0].free = Amount::gib("59");
        assert!(!passes(&typed, "node-1", &free.fix));
    }

    /// Issue #33: node-2 of multi-volume fails on volume a's node affinity:
    /// no hostname label and no affinity edit, an outside sentence instead.
    #[test]
    fn a_volume_on_another_node_is_fixed_outside_the_lab() {
        let draft = super::super::presets::find("multi-volume").unwrap().draft();
        let (fixes, outside) = shown(&draft, "node-2");
        assert!(fixes.iter().all(|s| !s.sentence.contains("kubernetes.io/hostname")), "{:?}", fixes.iter().map(|s| &s.sentence).collect::<Vec<_>>());
        assert_eq!(outside.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(), ["capacity-outside-pv-affinity"]);
    }

    /// Issue #33: the Immediate preset (every node unchecked) gets WaitForFirstConsumer.
    #[test]
    fn the_immediate_preset_suggests_wait_for_first_consumer() {
        let draft = super::super::presets::find("immediate").unwrap().draft();
        let (fixes, _) = shown(&draft, "a-1");
        assert_eq!(fixes.iter().map(|s| &s.fix).collect::<Vec<_>>(), [&DraftFix::ClassBinding { class: 0 }]);
    }

    /// Issue #33: the suggestions came in the engine's order (the capacity,
    /// then the size, then labels); now the smallest change comes first
    /// (`DraftFix::size`), the same order each time.
    #[test]
    fn the_smallest_change_comes_first() {
        let mut compared = 0;
        for (name, draft) in drafts() {
            let Ok(inputs) = draft.parse() else { continue };
            let first = explain_capacity(&inputs.filter, None).unwrap();
            for n in first.nodes.iter().filter(|n| !n.passes) {
                let fixes = shown(&draft, &n.node).0;
                let sizes: Vec<i64> = fixes.iter().map(|s| s.fix.size(&draft)).collect();
                assert!(sizes.windows(2).all(|w| w[0] <= w[1]), "{name} {}: {sizes:?}", n.node);
                assert!(shown(&draft, &n.node).0 == fixes, "{name} {}: another order the second time", n.node);
                compared += usize::from(fixes.len() > 1);
            }
        }
        assert!(compared >= 5, "only {compared} nodes with more than one fix");
        // The stale preset with a 500 GiB volume: Size 500 → 100 GiB (80 %) before Free 100 → 500 GiB (400 %).
        let (_, stale) = drafts().into_iter().find(|(name, _)| name == "stale 500 GiB").unwrap();
        let kinds: Vec<String> = shown(&stale, "node-1").0.iter().map(|s| format!("{:?}", s.fix)).collect();
        assert!(kinds[0].starts_with("VolumeSize") && kinds[1].starts_with("PoolFree"), "{kinds:?}");
    }
}

