//! The fleet builder: N clusters from a name pattern, a label distribution,
//! per-cluster labels and behaviors, cluster groups, the scenario.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::text::i18n::Value;
use crate::text::messages::{text, text_with};

use super::draft::{
    cluster_name, BehaviorKind, FieldErrors, FleetDraft, ImportedFleet, Scenario, UPDATE_ROUND,
};
use super::{Edit, GroupField};
use crate::components::TextField;

#[derive(Properties, PartialEq, Clone)]
pub struct BuilderProps {
    pub draft: FleetDraft,
    pub scenario: Scenario,
    /// The bundle's version as typed.
    pub version: String,
    pub errors: FieldErrors,
    pub edit: Callback<Edit>,
}

/// A select of behaviors; `none_label` adds a "default" entry.
pub fn behavior_select(
    id: String,
    label: &str,
    value: Option<BehaviorKind>,
    none_label: Option<&str>,
    on: Callback<Option<BehaviorKind>>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let v = e.target_unchecked_into::<HtmlSelectElement>().value();
        on.emit(if v.is_empty() {
            None
        } else {
            Some(BehaviorKind::from_id(&v))
        });
    });
    html! {
        <span class="field">
            <label for={id.clone()}>{ label.to_string() }</label>
            <select id={id} {onchange}>
                if let Some(n) = none_label {
                    <option value="" selected={value.is_none()}>{ n.to_string() }</option>
                }
                { for BehaviorKind::ALL.iter().map(|k| html! {
                    <option value={k.id()} selected={Some(*k) == value}>{ k.label() }</option>
                }) }
            </select>
        </span>
    }
}

crate::split_part!(
    /// The fleet builder, whose code is a chunk of its own (`rollout_inputs`, src/bin/rollout.rs,
    /// with the strategy form): the lab's first result is drawn without it, and the input pane
    /// follows as its chunk arrives (fetched at once).
    pub Builder(pub BUILDER: BuilderProps) => builder
);

/// The builder, once its chunk is on the page.
pub fn builder(props: &BuilderProps) -> Html {
    html! { <BuilderView ..props.clone() /> }
}

#[function_component]
fn BuilderView(props: &BuilderProps) -> Html {
    let d = &props.draft;
    let edit = &props.edit;
    let err = |k: &str| props.errors.get(k).cloned();
    let editing = use_state(|| cluster_name(&d.pattern, 0));
    let on_editing = {
        let editing = editing.clone();
        Callback::from(move |e: InputEvent| {
            editing.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let on_scenario = edit.reform(|e: Event| {
        Edit::Scenario(
            match e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .as_str()
            {
                "update" => Scenario::Update,
                "initial-then-update" => Scenario::InitialThenUpdate,
                "as-they-stand" => Scenario::AsTheyStand,
                _ => Scenario::Initial,
            },
        )
    });
    let name = (*editing).clone();
    // The generated fleet, recomputed only when the draft changes.
    let built = use_memo(d.clone(), |d| {
        let mut errors = FieldErrors::new();
        let (clusters, _) = d.build(&mut errors);
        let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
        for c in &clusters {
            let labels = super::selector::format_labels(&c.labels);
            *counts
                .entry(if labels.is_empty() {
                    text("ro-no-labels", &[])
                } else {
                    labels
                })
                .or_default() += 1;
        }
        let summary = counts
            .into_iter()
            .map(|(k, v)| format!("{v} × {k}"))
            .collect::<Vec<_>>()
            .join("; ");
        (clusters, summary)
    });
    let (clusters, summary) = &*built;
    let exists = clusters.iter().any(|c| c.name == name);
    {
        // A new fleet (imported, or another pattern): edit its first cluster
        // rather than a name it does not have.
        let first = clusters.first().map(|c| c.name.clone());
        let editing = editing.clone();
        use_effect_with(first, move |first| {
            if let Some(first) = first.as_ref().filter(|_| !exists) {
                editing.set(first.clone());
            }
        });
    }
    let current_labels = d.labels_of(clusters, &name);
    // Imported clusters show their labels in the table.
    let summary = (!clusters.is_empty() && d.imported.is_none()).then(|| summary.clone());
    html! {
        <section class="panel builder" aria-labelledby="builder-title">
            <h2 id="builder-title">{ text("ro-fleet-heading", &[]) }</h2>
            if let Some(e) = err("fleet") { <p class="field-error" id="fleet-error">{ e }</p> }
            if let Some(imported) = &d.imported {
                { imported_fleet(imported, &d.pattern, &d.count, err("fleet.pattern"), edit) }
            } else {
            <div class="form-grid">
                <TextField id="fleet-count" label={text("ro-fleet-count", &[])} value={d.count.clone()} error={err("fleet.count")}
                    on_input={edit.reform(Edit::Count)} />
                <TextField id="fleet-pattern" label={text("ro-fleet-pattern", &[])} value={d.pattern.clone()} error={err("fleet.pattern")}
                    on_input={edit.reform(Edit::Pattern)} />
            </div>
            <p class="hint">{ text("ro-fleet-hint", &[]) }{ " " }{ text("ro-fleet-pattern-hint", &[]) }</p>
            <h3>{ text("ro-labels", &[]) }</h3>
            { for d.rules.iter().enumerate().map(|(i, r)| html! {
                <div class="rule-row">
                    <TextField id={format!("rule-{i}-percent")} label={text("ro-rule-percent", &[])} value={r.percent.clone()}
                        error={err(&format!("fleet.rules[{i}].percent"))} on_input={edit.reform(move |t| Edit::RulePercent(i, t))} />
                    <TextField id={format!("rule-{i}-labels")} label={text("ro-rule-labels", &[])} value={r.labels.clone()}
                        error={err(&format!("fleet.rules[{i}].labels"))} on_input={edit.reform(move |t| Edit::RuleLabels(i, t))} />
                    <button class="icon-button" aria-label={text_with("ro-remove-rule", &[("rule", crate::text::i18n::number((i + 1) as f64))])}
                        onclick={edit.reform(move |_| Edit::RuleRemove(i))}>{ "✕" }</button>
                </div>
            }) }
            <div class="rule-row">
                <TextField id="fleet-rest" label={text("ro-rule-rest", &[])} value={d.rest.clone()} error={err("fleet.rest")}
                    on_input={edit.reform(Edit::Rest)} />
                <button class="small" id="add-rule" onclick={edit.reform(|_| Edit::RuleAdd)}>{ text("ro-add-rule", &[]) }</button>
            </div>
            }
            if let Some(s) = summary { <p class="hint" id="label-summary">{ s }</p> }
            <h3>{ text("ro-behavior-heading", &[]) }</h3>
            <div class="form-grid">
                { behavior_select("default-behavior".into(), &text("ro-agents", &[]), Some(d.default_behavior), None,
                    edit.reform(|k: Option<BehaviorKind>| Edit::DefaultBehavior(k.unwrap_or(BehaviorKind::Ready)))) }
                <span class="field">
                    <label for="scenario">{ text("ro-scenario", &[]) }</label>
                    <select id="scenario" onchange={on_scenario}>
                        <option value="initial" selected={props.scenario == Scenario::Initial}>{ text("ro-scenario-initial", &[]) }</option>
                        <option value="update" selected={props.scenario == Scenario::Update}>{ text("ro-scenario-update", &[]) }</option>
                        <option value="initial-then-update" selected={props.scenario == Scenario::InitialThenUpdate}>
                            { text_with("ro-scenario-initial-then-update", &[("round", crate::text::i18n::number(UPDATE_ROUND as f64))]) }</option>
                        <option value="as-they-stand" selected={props.scenario == Scenario::AsTheyStand}>
                            { text("ro-scenario-as-they-stand", &[]) }</option>
                    </select>
                </span>
                <TextField id="bundle-version" label={text("ro-bundle-version", &[])} value={props.version.clone()} error={err("version")}
                    on_input={edit.reform(Edit::Version)} />
            </div>
            if !d.behaviors.is_empty() {
                <p class="hint" id="behavior-list">{ text("ro-behavior-list", &[("clusters", &d.behaviors.iter().map(|(n, k)| format!("{n} {}", k.label())).collect::<Vec<_>>().join(", "))]) }</p>
            }
            <h3>{ text("ro-edit-cluster", &[]) }</h3>
            <div class="form-grid">
                <span class="field">
                    <label for="edit-cluster">{ text("ro-name", &[]) }</label>
                    <input id="edit-cluster" type="text" value={name.clone()} oninput={on_editing} />
                </span>
                if exists {
                    <TextField id="edit-cluster-labels" label={text("ro-labels", &[])} value={current_labels}
                        error={err(&format!("fleet.overrides.{name}"))}
                        on_input={{ let n = name.clone(); edit.reform(move |t| Edit::Override(n.clone(), t)) }} />
                    { behavior_select("edit-cluster-behavior".into(), &text("ro-behaves", &[]), d.behaviors.get(&name).copied(),
                        Some(text("ro-behavior-same-as-all", &[]).as_str()),
                        { let n = name.clone(); edit.reform(move |k| Edit::Behavior(n.clone(), k)) }) }
                    { super::start_form::cluster_start_fields(&name, namespace_of(d, clusters, &name), d.starts.get(&name), &props.errors, edit) }
                    if d.overrides.contains_key(&name) {
                        <button class="small" onclick={{ let n = name.clone(); edit.reform(move |_| Edit::ClearOverride(n.clone())) }}>
                            { text("ro-use-generated-labels", &[]) }</button>
                    }
                } else {
                    <span class="hint">{ text("ro-no-such-cluster", &[]) }</span>
                }
            </div>
            <h3>{ text("ro-cluster-groups", &[]) }</h3>
            { for d.groups.iter().enumerate().map(|(i, g)| html! {
                <div class="group-row">
                    <TextField id={format!("group-{i}-name")} label={text("ro-name", &[])} value={g.name.clone()}
                        error={err(&format!("clusterGroups[{i}].name"))} on_input={edit.reform(move |t| Edit::Group(i, GroupField::Name, t))} />
                    <TextField id={format!("group-{i}-namespace")} label="namespace" value={g.namespace.clone()}
                        on_input={edit.reform(move |t| Edit::Group(i, GroupField::Namespace, t))} />
                    <TextField id={format!("group-{i}-selector")} label={text("ro-group-selects", &[])} value={g.selector.clone()}
                        error={err(&format!("clusterGroups[{i}].selector"))} on_input={edit.reform(move |t| Edit::Group(i, GroupField::Selector, t))} />
                    <TextField id={format!("group-{i}-labels")} label={text("ro-group-labels", &[])} value={g.labels.clone()}
                        error={err(&format!("clusterGroups[{i}].labels"))} on_input={edit.reform(move |t| Edit::Group(i, GroupField::Labels, t))} />
                    <button class="icon-button" aria-label={text("ro-remove-group", &[("name", &g.name)])}
                        onclick={edit.reform(move |_| Edit::GroupRemove(i))}>{ "✕" }</button>
                </div>
            }) }
            <button class="small" id="add-group" onclick={edit.reform(|_| Edit::GroupAdd)}>{ text("ro-add-group", &[]) }</button>
            <p class="hint">{ crate::components::marked::marked("ro-groups-hint", &[],
                &[("example", "env=prod, tier in (a, b), zone!=x, gpu, !legacy"), ("all", "{}")],
                |selector| html! { <code>{ selector }</code> }) }</p>
        </section>
    }
}

/// The namespace field's text: as typed, else the cluster's own (imported).
fn namespace_of(d: &FleetDraft, clusters: &[placement::fleet::Cluster], name: &str) -> String {
    d.namespaces.get(name).cloned().unwrap_or_else(|| {
        clusters
            .iter()
            .find(|c| c.name == name)
            .and_then(|c| c.namespace.clone())
            .unwrap_or_default()
    })
}

/// How many clusters were imported, from which object and namespace (and
/// the namespaces BundleNamespaceMappings brought in): one sentence per shape.
fn imported_summary(imported: &ImportedFleet) -> String {
    let from = if imported.source.is_empty() { "" } else { "-from" };
    let place = match (imported.namespace.as_str(), imported.mapped_namespaces.as_slice()) {
        ("", _) => "",
        (_, []) => "-namespace",
        _ => "-namespaces",
    };
    let mapped = imported.mapped_namespaces.join(", ");
    text_with(&format!("ro-imported-summary{from}{place}"), &[
        ("count", crate::text::i18n::number(imported.clusters.len() as f64)),
        ("source", Value::Text(imported.source.clone())),
        ("namespace", Value::Text(imported.namespace.clone())),
        ("mapped", Value::Text(mapped)),
    ])
}

/// Rows of the imported cluster table shown at most (the grid shows them all).
const IMPORTED_ROWS: usize = 200;

/// The imported clusters: where they came from, a table of names, namespaces
/// and labels (as text), and the way back to the generated fleet.
fn imported_fleet(
    imported: &ImportedFleet,
    pattern: &str,
    count: &str,
    error: Option<String>,
    edit: &Callback<Edit>,
) -> Html {
    let n = imported.clusters.len();
    html! {
        <div class="imported-fleet" id="imported-fleet">
            <p id="imported-fleet-source">
                <strong>{ imported_summary(imported) }</strong>
                if imported.paused { { " — " }{ text("ro-imported-paused", &[]) } }
            </p>
            if let Some(e) = error { <p class="field-error">{ e }</p> }
            <div class="imported-table-wrap">
                <table class="imported-clusters" id="imported-clusters">
                    <thead><tr><th>{ text("ro-name", &[]) }</th><th>{ text("ro-namespace", &[]) }</th><th>{ text("ro-labels", &[]) }</th></tr></thead>
                    <tbody>
                        { for imported.clusters.iter().take(IMPORTED_ROWS).map(|c| html! {
                            <tr>
                                <td><code>{ c.name.clone() }</code>if c.paused { { " " }{ text("ro-imported-cluster-paused", &[]) } }</td>
                                <td>{ c.namespace.clone().unwrap_or_default() }</td>
                                <td class="labels">{ super::selector::format_labels(&c.labels) }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            if n > IMPORTED_ROWS { <p class="hint">{ text_with("ro-imported-more", &[("count", crate::text::i18n::number((n - IMPORTED_ROWS) as f64))]) }</p> }
            <button class="small" id="use-generated" onclick={edit.reform(|_| Edit::UseGenerated)}>
                { text("ro-use-generated", &[("count", count), ("pattern", pattern)]) }</button>
        </div>
    }
}
