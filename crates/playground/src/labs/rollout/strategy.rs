//! The strategy form: every `rolloutStrategy` field with its default and its
//! effective value for this fleet.

use std::rc::Rc;

use placement::fleet::PartitionPlan;
use placement::kernel::int_or_percent::{limit, IntOrPercent, Limit};
use yew::prelude::*;

use crate::text::i18n::{number, Value};
use crate::text::messages::{text, text_with};

use super::draft::{parse_int_or_percent, tidied, FieldErrors, StrategyDraft};
use super::{Edit, PartitionField, StrategyField};
use crate::components::TextField;

#[derive(Properties, PartialEq)]
pub struct StrategyProps {
    pub draft: StrategyDraft,
    pub errors: FieldErrors,
    pub plan: Option<Rc<PartitionPlan>>,
    pub edit: Callback<Edit>,
}

fn row(
    id: &str,
    label: &str,
    value: &str,
    default: &str,
    effective: Option<String>,
    error: Option<String>,
    on: Callback<String>,
) -> Html {
    // An invalid field shows its error, not the last valid effective value.
    let invalid = error.is_some();
    html! {
        <div class="strategy-row">
            <TextField id={id.to_string()} label={label.to_string()} value={value.to_string()} {error} on_input={on} />
            <span class="hint default">{ text("ro-default", &[("value", default)]) }</span>
            { tidy_note(id, value) }
            if let Some(e) = effective.filter(|_| !invalid) { <span class="effective" id={format!("{id}-effective")}>{ e }</span> }
        </div>
    }
}

/// The note under a field whose `13 %` the form read as Fleet does, `13%`.
fn tidy_note(id: &str, value: &str) -> Html {
    match tidied(value) {
        Some(v) => html! { <span class="notice tidied" id={format!("{id}-tidied")} role="status">{ text("ro-tidied", &[("value", &v)]) }</span> },
        None => html! {},
    }
}

/// `limit()`'s arithmetic in the page's language (the engine's English on an English page).
fn said_limit(l: &Limit) -> String {
    crate::text::messages::said(&l.explanation_message, &l.explanation)
}

crate::split_part!(
    /// The strategy form, in the input pane's chunk (`rollout_inputs`, with the fleet builder).
    pub StrategyForm(pub STRATEGY_FORM: StrategyProps) => strategy_form
);

/// The rollout strategy's fields and what they make of the fleet.
pub fn strategy_form(props: &StrategyProps) -> Html {
    let d = &props.draft;
    let edit = &props.edit;
    let err = |k: &str| props.errors.get(&format!("rolloutStrategy.{k}")).cloned();
    let plan = props.plan.as_deref();
    let targets = plan.map_or(0, |p| p.targets.len());
    let field = |f: StrategyField| edit.reform(move |t| Edit::Strategy(f, t));
    let max_unavailable = plan.map(|p| {
        text_with("ro-effective-max-unavailable", &[
            ("explanation", Value::Text(said_limit(&p.max_unavailable))),
            ("count", number(p.max_unavailable.value as f64)),
        ])
    });
    let max_partitions = plan.map(|p| {
        text_with("ro-effective-max-partitions", &[
            ("explanation", Value::Text(said_limit(&p.max_unavailable_partitions))),
            ("partitions", number(p.partitions.len() as f64)),
            ("count", number(p.max_unavailable_partitions.value as f64)),
        ])
    });
    let size = if !d.partitions.is_empty() {
        Some(text("ro-effective-size-manual", &[]))
    } else {
        let value = parse_int_or_percent(&d.auto_partition_size).ok().flatten();
        let default = IntOrPercent::percent(25);
        let shown = value.clone().unwrap_or(default.clone());
        match &shown {
            IntOrPercent::Int(i) if *i <= 0 => Some(text_with("ro-effective-size-one", &[("size", number(*i as f64))])),
            _ => limit(targets as i64, &[value.as_ref(), Some(&default)])
                .ok()
                .map(|l| text_with("ro-effective-size", &[("explanation", Value::Text(said_limit(&l))), ("count", number(l.value as f64))])),
        }
    };
    let threshold = plan.map(|p| {
        let t: i64 = d.auto_partition_threshold.trim().parse().unwrap_or(200);
        if p.manual {
            text("ro-effective-threshold-manual", &[])
        } else if t <= 0 {
            text_with("ro-effective-threshold-off", &[("threshold", number(t as f64))])
        } else if (targets as i64) < t {
            text_with("ro-effective-threshold-below", &[("targets", number(targets as f64)), ("threshold", number(t as f64))])
        } else {
            text_with("ro-effective-threshold-above", &[
                ("targets", number(targets as f64)),
                ("threshold", number(t as f64)),
                ("partitions", number(p.partitions.len() as f64)),
            ])
        }
    });
    let max_new = plan.map(|p| {
        if p.max_new > 0 {
            text_with("ro-effective-max-new", &[("maxNew", number(p.max_new as f64))])
        } else {
            text_with("ro-effective-max-new-none", &[("maxNew", number(p.max_new as f64))])
        }
    });
    html! {
        <section class="panel strategy" aria-labelledby="strategy-title">
            <h2 id="strategy-title">{ "rolloutStrategy" }</h2>
            { row("s-max-unavailable", "maxUnavailable", &d.max_unavailable, "100%", max_unavailable, err("maxUnavailable"), field(StrategyField::MaxUnavailable)) }
            { row("s-max-unavailable-partitions", "maxUnavailablePartitions", &d.max_unavailable_partitions, "0", max_partitions, err("maxUnavailablePartitions"), field(StrategyField::MaxUnavailablePartitions)) }
            { row("s-auto-partition-size", "autoPartitionSize", &d.auto_partition_size, "25%", size, err("autoPartitionSize"), field(StrategyField::AutoPartitionSize)) }
            { row("s-auto-partition-threshold", "autoPartitionThreshold", &d.auto_partition_threshold, "200", threshold, err("autoPartitionThreshold"), field(StrategyField::AutoPartitionThreshold)) }
            { row("s-max-new", "maxNew", &d.max_new, "50", max_new, err("maxNew"), field(StrategyField::MaxNew)) }
            <p class="hint">{ text("ro-strategy-hint", &[]) }</p>
            <h3>{ text("ro-partitions-heading", &[]) }</h3>
            if d.partitions.is_empty() {
                <p class="hint">{ text("ro-partitions-none", &[]) }</p>
            }
            { for d.partitions.iter().enumerate().map(|(i, p)| {
                let pf = |f: PartitionField| edit.reform(move |t| Edit::Partition(i, f, t));
                let perr = |k: &str| err(&format!("partitions[{i}].{k}"));
                let planned = plan.filter(|p| p.manual).and_then(|pl| pl.partitions.get(i));
                let no_criteria = p.cluster_name.trim().is_empty() && p.cluster_selector.trim().is_empty()
                    && p.cluster_group.trim().is_empty() && p.cluster_group_selector.trim().is_empty();
                html! {
                    <fieldset class="partition-form" id={format!("partition-{i}")}>
                        <legend>{ text_with("ro-partition-legend", &[("number", number((i + 1) as f64))]) }
                            <button class="icon-button" aria-label={text_with("ro-remove-partition", &[("number", number((i + 1) as f64))])}
                                onclick={edit.reform(move |_| Edit::PartitionRemove(i))}>{ "✕" }</button>
                        </legend>
                        <TextField id={format!("p-{i}-name")} label="name" value={p.name.clone()} error={perr("name")} on_input={pf(PartitionField::Name)} />
                        <TextField id={format!("p-{i}-max-unavailable")} label="maxUnavailable" value={p.max_unavailable.clone()} error={perr("maxUnavailable")} on_input={pf(PartitionField::MaxUnavailable)} />
                        { tidy_note(&format!("p-{i}-max-unavailable"), &p.max_unavailable) }
                        <TextField id={format!("p-{i}-cluster-name")} label="clusterName" value={p.cluster_name.clone()} error={perr("clusterName")} on_input={pf(PartitionField::ClusterName)} />
                        <TextField id={format!("p-{i}-cluster-selector")} label="clusterSelector" value={p.cluster_selector.clone()} error={perr("clusterSelector")} on_input={pf(PartitionField::ClusterSelector)} />
                        <TextField id={format!("p-{i}-cluster-group")} label="clusterGroup" value={p.cluster_group.clone()} error={perr("clusterGroup")} on_input={pf(PartitionField::ClusterGroup)} />
                        <TextField id={format!("p-{i}-cluster-group-selector")} label="clusterGroupSelector" value={p.cluster_group_selector.clone()} error={perr("clusterGroupSelector")} on_input={pf(PartitionField::ClusterGroupSelector)} />
                        if let Some(pl) = planned {
                            <p class="effective" id={format!("p-{i}-effective")}>
                                { text_with("ro-partition-effective", &[("count", number(pl.members.len() as f64)),
                                    ("explanation", Value::Text(said_limit(&pl.max_unavailable)))]) }
                            </p>
                        }
                        if no_criteria {
                            <p class="notice" id={format!("p-{i}-no-criteria")}>{ text("ro-partition-no-criteria", &[]) }</p>
                        }
                    </fieldset>
                }
            }) }
            <button class="small" id="add-partition" onclick={edit.reform(|_| Edit::PartitionAdd)}>{ text("ro-add-partition", &[]) }</button>
        </section>
    }
}
