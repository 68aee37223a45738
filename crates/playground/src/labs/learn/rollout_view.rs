//! The rollout lesson's picture: one round of the reconcile, each partition
//! in the order Fleet processes them with its size, its maxUnavailable, what
//! the round created in it, its members not up to date or unavailable after
//! the decisions, and the check's verdict (a sign and a word as well as a
//! colour). While a prediction is open the partitions are buttons and the
//! verdicts are hidden. The lab's charts draw every round of a rollout; a
//! step says one round, so this is its own small list and Learn's bundle
//! pulls in none of the rollout lab.

use std::rc::Rc;

use placement::fleet::RolloutSimulation;
use placement::walk::{ChoiceKind, Focus};
use yew::prelude::*;

use super::picture::{focus_mark, name_or_button};
use crate::text::messages::text;

#[derive(Properties)]
pub struct PictureProps {
    pub sim: Rc<RolloutSimulation>,
    /// The round shown, from 1 (the step's `view.round`; none: the last).
    pub round: Option<u32>,
    pub focus: Option<Focus>,
    pub picking: Option<ChoiceKind>,
    pub on_pick: Option<Callback<String>>,
}

/// The verdict's sign and word for a partition in a round.
fn verdict(reached: bool, unavailable: bool) -> (&'static str, &'static str) {
    match (reached, unavailable) {
        (false, _) => ("… ", "learn-roll-not-reached"),
        (true, true) => ("✕ ", "learn-roll-unavailable"),
        (true, false) => ("✓ ", "learn-roll-available"),
    }
}

/// The same simulation (one engine run), round, focus and choices: comparing two simulations
/// field by field would link their whole `PartialEq` into the Learn page's first load (the
/// part's stub compares its props), for a picture that is cheap to draw again.
impl PartialEq for PictureProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.sim, &other.sim)
            && self.round == other.round
            && self.focus == other.focus
            && self.picking == other.picking
            && self.on_pick == other.on_pick
    }
}

crate::split_part!(
    /// The picture, a part of the Learn bundle (`learn_rollout`, src/bin/learn.rs) fetched when
    /// a rollout step is first drawn: not in the Learn page's first load (docs/performance.md).
    pub RolloutPicture(pub ROLLOUT_PICTURE: PictureProps) => rollout_picture
);

/// The view of the part: see the module's comment.
pub fn rollout_picture(p: &PictureProps) -> Html {
    let count = p.sim.rounds.len();
    let shown = p.round.map_or(count, |r| r as usize).clamp(1, count.max(1));
    let Some(round) = p.sim.rounds.get(shown - 1) else {
        return html! {};
    };
    let open = p.picking.is_some();
    let caption = text("learn-roll-caption", &[
        ("round", &shown.to_string()),
        ("rounds", &count.to_string()),
        ("created", &round.created.to_string()),
    ]);
    html! {
        <figure class="learn-picture" id="learn-picture">
            <figcaption>{ caption }</figcaption>
            <ol class="learn-nodes learn-partitions">
                { for round.partitions.iter().map(|part| {
                    let (sign, word) = verdict(part.reached, part.partition_unavailable);
                    let facts = text("learn-roll-partition-facts", &[
                        ("count", &part.count.to_string()),
                        ("limit", &part.max_unavailable.to_string()),
                        ("ready", &part.summary.ready.to_string()),
                    ]);
                    let this_round = text("learn-roll-partition-round", &[
                        ("created", &part.created.to_string()),
                        ("notReady", &part.not_up_to_date_or_unavailable.to_string()),
                    ]);
                    let wins = !open && part.reached && !part.partition_unavailable;
                    html! {
                        <li key={part.label.clone()} class={classes!("learn-node", wins.then_some("wins"))} data-partition={part.name.clone()}>
                            <p class="node-head">
                                { name_or_button(ChoiceKind::Partition, p.picking, &part.name, part.label.clone(), &p.on_pick) }
                                <span class="node-facts">{ facts }</span>
                                { focus_mark(&p.focus, ChoiceKind::Partition, &part.name) }
                            </p>
                            if !open {
                                <p class="node-why">
                                    { this_round }{ " " }
                                    <span class="mark"><span aria-hidden="true">{ sign }</span>{ text(word, &[]) }</span>
                                </p>
                            }
                        </li>
                    }
                }) }
            </ol>
        </figure>
    }
}
