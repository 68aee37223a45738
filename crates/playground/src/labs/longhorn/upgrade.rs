//! "What changes if you upgrade": the why's short section that runs the
//! scenario again at each later Longhorn release (the engine's
//! `upgrade_changes`) and lists the replicas whose place or reason differs.
//! It runs when asked: each release is a whole run of the scenario.

use std::rc::Rc;

use placement::longhorn::{upgrade_changes, ReleaseChanges, Scenario};
use yew::prelude::*;

use crate::text::messages::{render, text};

#[derive(Properties, PartialEq)]
pub struct UpgradeProps {
    pub scenario: Option<Rc<Scenario>>,
    /// The selected replica's volume: its changes come first.
    pub volume: String,
}

#[function_component]
pub fn UpgradeSection(props: &UpgradeProps) -> Html {
    let asked = use_state(|| None::<Rc<Scenario>>);
    // One run per release, once per scenario asked about.
    let changes = use_memo((*asked).clone(), |asked| {
        asked.as_ref().map(|s| upgrade_changes(s).unwrap_or_default())
    });
    let Some(scenario) = props.scenario.clone() else {
        return html! {};
    };
    let ask = {
        let asked = asked.clone();
        let scenario = scenario.clone();
        Callback::from(move |_| asked.set(Some(scenario.clone())))
    };
    // Asked for this very scenario (an edit since then asks again).
    let asked_here = asked.as_ref().is_some_and(|s| Rc::ptr_eq(s, &scenario) || **s == *scenario);
    let shown = changes.as_ref().as_ref().filter(|_| asked_here);
    html! {
        <div class="why-step" id="why-upgrade">
            <h3>{ text("lh-upgrade-heading", &[("version", scenario.longhorn_version.label())]) }</h3>
            { match shown {
                None => html! {
                    <button type="button" id="why-upgrade-run" onclick={ask}>{ text("lh-upgrade-run", &[]) }</button>
                },
                Some(releases) => list(releases, &props.volume),
            } }
        </div>
    }
}

fn list(releases: &[ReleaseChanges], volume: &str) -> Html {
    if releases.is_empty() {
        return html! { <p class="hint">{ text("lh-upgrade-newest", &[]) }</p> };
    }
    html! { <ul class="why-upgrade-list">{ for releases.iter().map(|r| release(r, volume)) }</ul> }
}

fn release(r: &ReleaseChanges, volume: &str) -> Html {
    // The selected volume's replicas first, then the others, each in the run's order.
    let (mine, others): (Vec<_>, Vec<_>) = r.replicas.iter().partition(|c| c.volume == volume);
    html! {
        <li data-version={r.version.id()}>
            { render(&r.summary) }
            if !r.replicas.is_empty() {
                <ul>{ for mine.iter().chain(&others).map(|c| html! { <li>{ render(&c.message) }</li> }) }</ul>
            }
        </li>
    }
}
