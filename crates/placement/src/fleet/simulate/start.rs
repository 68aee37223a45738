//! The state a simulation starts from: no BundleDeployment, the bundle's
//! version deployed everywhere, or each cluster's own BundleDeployment as a
//! live rollout left it (a rollback, an agent ahead of the bundle, a staged
//! but unpromoted deployment, a failed apply).

use super::output::{TimelineEvent, TimelineKind};
use crate::InputError;
use crate::fleet::input::{Behavior, RolloutInput, Start, StartDeployment};
use crate::fleet::reconcile::Engine;
use crate::fleet::state::Bd;
use crate::kernel::message::Message;

/// The newest version the input names: the bundle's and every starting
/// BundleDeployment's. An `update` event moves past it.
pub(super) fn newest_version(input: &RolloutInput) -> u32 {
    let version = input.version.unwrap_or(1);
    input
        .clusters
        .iter()
        .filter_map(|c| c.bundle_deployment.as_ref())
        .flat_map(|d| {
            [
                d.staged_deployment_id,
                d.deployment_id,
                d.applied_deployment_id,
            ]
        })
        .fold(version, u32::max)
}

/// Checks the start fields: the bundle's version, and that only clusters
/// present from the start bring a BundleDeployment.
pub(super) fn validate_start(input: &RolloutInput) -> Result<(), InputError> {
    if input.version == Some(0) {
        return Err(InputError::new(
            "version",
            0,
            Message::new("error-generation-at-least-one"),
        ));
    }
    for (i, c) in input.clusters.iter().enumerate() {
        if c.bundle_deployment.is_some() && matches!(c.joins_at_round, Some(r) if r > 1) {
            return Err(InputError::new(
                format!("clusters[{i}].bundleDeployment"),
                &c.name,
                Message::new("error-joins-later"),
            ));
        }
    }
    Ok(())
}

/// Gives the clusters present at round 0 their starting BundleDeployment,
/// records it in their timelines, and hands the agent what it is still doing:
/// a promoted deployment not yet applied is queued for the agent step, an
/// applied one not yet ready waits for its `ready` behavior's delay.
pub(super) fn set_up_start(
    engine: &mut Engine,
    input: &RolloutInput,
    initial: &[usize],
    timelines: &mut [Vec<TimelineEvent>],
) {
    let version = engine.desired;
    for &id in initial {
        let bd = match (&input.clusters[id].bundle_deployment, input.start) {
            (Some(d), _) => from_start(d),
            (None, Start::Deployed) if !engine.cluster_parts[id].is_empty() => Bd {
                staged: version,
                deployed: version,
                applied: version,
                ready: !matches!(engine.behavior[id], Behavior::NotReady),
                error: false,
                modified: matches!(engine.behavior[id], Behavior::Drifted),
            },
            _ => continue,
        };
        engine.bds[id] = Some(bd);
        if let Some(Some(message)) = input.clusters[id]
            .bundle_deployment
            .as_ref()
            .map(|d| &d.error)
        {
            engine.apply_errors[id] = message.clone();
        }
        if let Some(d) = &input.clusters[id].bundle_deployment {
            let report = d.report();
            if !report.is_empty() {
                engine.reports[id] = Some(Box::new(report));
            }
        }
        if let Some(t) = timelines.get_mut(id) {
            t.extend(start_events(&bd));
        }
        if bd.deployed != 0 && bd.applied != bd.deployed {
            engine.queue_apply(id);
        } else if bd.deployed != 0 && !bd.ready {
            if let Behavior::Ready { after_rounds } = engine.behavior[id] {
                engine.schedule_ready(id, 0, after_rounds);
            }
        }
    }
    engine.rederive_all();
}

fn from_start(d: &StartDeployment) -> Bd {
    Bd {
        staged: d.staged_deployment_id,
        deployed: d.deployment_id,
        applied: d.applied_deployment_id,
        ready: d.ready,
        error: d.error.is_some(),
        modified: d.modified,
    }
}

/// The round-0 timeline events that replay to `bd`.
fn start_events(bd: &Bd) -> Vec<TimelineEvent> {
    let at = |kind, version| TimelineEvent {
        round: 0,
        kind,
        version,
    };
    let mut events = vec![at(TimelineKind::Created, bd.staged)];
    if bd.deployed != 0 {
        events.push(at(TimelineKind::Promoted, bd.deployed));
    }
    if bd.applied != 0 {
        events.push(at(TimelineKind::Applied, bd.applied));
    }
    for (on, kind) in [
        (bd.ready, TimelineKind::Ready),
        (bd.modified, TimelineKind::Modified),
        (bd.error, TimelineKind::Failed),
    ] {
        if on {
            events.push(at(kind, bd.deployed));
        }
    }
    events
}
