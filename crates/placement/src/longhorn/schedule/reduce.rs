//! What a run keeps of its explanation at each level ([`Explain`]).

use crate::kernel::explain::Explain;
use crate::longhorn::explain::{ReplicaDecision, Step};

/// Leaves in `steps` what `level` explains.
pub(crate) fn reduce(steps: &mut Vec<Step>, level: Explain) {
    match level {
        Explain::Full => {}
        Explain::None => steps.clear(),
        Explain::Summary => {
            for step in steps {
                match step {
                    Step::Schedule(d) | Step::Precheck(d) => summarize(d),
                    Step::Reuse(r) => {
                        if let Some(d) = r.search.as_mut() {
                            summarize(d);
                        }
                    }
                    Step::Wait(_) | Step::Skip(_) => {}
                }
            }
        }
    }
}

/// A decision without the rows whose number grows with the cluster.
fn summarize(decision: &mut ReplicaDecision) {
    decision.nodes = Vec::new();
    decision.disks = Vec::new();
    decision.candidates = Vec::new();
    decision.pick = None;
    decision.node_tie = Vec::new();
    decision.tie = Vec::new();
    for tier in &mut decision.tiers {
        tier.nodes = Vec::new();
        tier.excluded = Vec::new();
        tier.disk_anti_affinity_removed = Vec::new();
    }
}
