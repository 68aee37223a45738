//! Fleet's controller rules, written again from Fleet's Go code for the
//! reference (rancher/fleet `internal/cmd/controller/target/{rollout,
//! partition,status,target}.go`, `internal/cmd/controller/summary/summary.go`,
//! `pkg/apis/fleet.cattle.io/v1alpha1` `StateRank`). Nothing here calls the
//! engine's rules: only its data types (`IntOrPercent`, `BundleState`,
//! `StateCounts`, …) are used, to compare results field by field.

use std::collections::BTreeMap;

use placement::fleet::PartitionSpec;
use placement::fleet::state::{BundleState, NonReadyResource, StateCounts};
use placement::kernel::int_or_percent::IntOrPercent;

/// A BundleDeployment as the reference keeps it. Versions are 1, 2, …;
/// 0 is Fleet's empty deployment ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RefBd {
    pub staged: u32,
    pub deployed: u32,
    pub applied: u32,
    pub ready: bool,
    /// The `Deployed` condition is false (the last apply failed).
    pub deploy_failed: bool,
    /// `status.nonModified` is false.
    pub modified: bool,
}

/// `summary.GetDeploymentState` of a BundleDeployment whose
/// `spec.deploymentID` is `deployment_id` (`target.effectiveDeployment`
/// passes the target's desired ID; the per-cluster view passes the BD's own).
pub fn deployment_state(bd: &RefBd, deployment_id: u32) -> BundleState {
    if bd.applied != deployment_id {
        if bd.deploy_failed {
            return BundleState::ErrApplied;
        }
        return BundleState::WaitApplied;
    }
    if !bd.ready {
        return BundleState::NotReady;
    }
    if deployment_id != bd.staged {
        return BundleState::OutOfSync;
    }
    if bd.modified {
        return BundleState::Modified;
    }
    BundleState::Ready
}

/// `Target.state()`: Pending without a BundleDeployment.
pub fn target_state(bd: Option<&RefBd>, desired: u32) -> BundleState {
    match bd {
        None => BundleState::Pending,
        Some(bd) => deployment_state(bd, desired),
    }
}

/// `isUnavailable`: a missing BundleDeployment counts as available.
pub fn is_unavailable(bd: Option<&RefBd>) -> bool {
    match bd {
        None => false,
        Some(bd) => bd.applied != bd.deployed || !bd.ready,
    }
}

/// `upToDate`: staged, deployed and applied IDs all equal the target's.
pub fn up_to_date(bd: Option<&RefBd>, desired: u32) -> bool {
    match bd {
        None => false,
        Some(bd) => bd.staged == desired && bd.deployed == desired && bd.applied == desired,
    }
}

/// `fleet.StateRank`.
pub fn state_rank(s: BundleState) -> u8 {
    match s {
        BundleState::ErrApplied => 7,
        BundleState::WaitApplied => 6,
        BundleState::Modified => 5,
        BundleState::OutOfSync => 4,
        BundleState::Pending => 3,
        BundleState::NotReady => 2,
        BundleState::Ready => 1,
    }
}

/// `limit(count, vals...)` of `status.go`, including Go's integer
/// arithmetic: `int(float64(count)*percent) / 100`.
pub fn fleet_limit(count: i64, values: &[Option<&IntOrPercent>]) -> i64 {
    if count <= 0 {
        return 1;
    }
    let default = IntOrPercent::Str("100%".into());
    let value = values.iter().flatten().next().copied().unwrap_or(&default);
    match value {
        IntOrPercent::Int(i) => {
            if *i > count {
                count
            } else if *i < 0 {
                0
            } else {
                *i
            }
        }
        IntOrPercent::Str(s) => {
            // intstr.IntValue(): strconv.Atoi, 0 when it fails.
            let i: i64 = s.parse().unwrap_or(0);
            if i > 0 {
                return i;
            }
            let pct: f64 = s
                .strip_suffix('%')
                .and_then(|p| p.parse().ok())
                .expect("the generators only write valid percentages");
            if pct <= 0.0 {
                return 1;
            }
            let i = ((count as f64) * pct) as i64 / 100;
            if i <= 0 {
                1
            } else if i > count {
                count
            } else {
                i
            }
        }
    }
}

/// A label selector in the reference's own terms (requirements ANDed).
#[derive(Clone, Debug)]
pub enum Req {
    Equals(&'static str, &'static str),
    In(&'static str, Vec<&'static str>),
    NotIn(&'static str, Vec<&'static str>),
    Exists(&'static str),
    DoesNotExist(&'static str),
}

/// `metav1.LabelSelectorAsSelector(…).Matches(labels)`; no requirement
/// matches everything.
pub fn selector_matches(reqs: &[Req], labels: &BTreeMap<String, String>) -> bool {
    reqs.iter().all(|r| match r {
        Req::Equals(k, v) => labels.get(*k).map(String::as_str) == Some(*v),
        Req::In(k, vs) => labels.get(*k).is_some_and(|l| vs.contains(&l.as_str())),
        Req::NotIn(k, vs) => labels.get(*k).is_none_or(|l| !vs.contains(&l.as_str())),
        Req::Exists(k) => labels.contains_key(*k),
        Req::DoesNotExist(k) => !labels.contains_key(*k),
    })
}

/// The selector as Kubernetes JSON (what the engine reads).
pub fn selector_json(reqs: &[Req]) -> serde_json::Value {
    let mut labels = serde_json::Map::new();
    let mut exprs = Vec::new();
    for r in reqs {
        let (key, op, values) = match r {
            Req::Equals(k, v) => {
                labels.insert(k.to_string(), (*v).into());
                continue;
            }
            Req::In(k, vs) => (k, "In", vs.clone()),
            Req::NotIn(k, vs) => (k, "NotIn", vs.clone()),
            Req::Exists(k) => (k, "Exists", vec![]),
            Req::DoesNotExist(k) => (k, "DoesNotExist", vec![]),
        };
        exprs.push(serde_json::json!({"key": key, "operator": op, "values": values}));
    }
    serde_json::json!({"matchLabels": labels, "matchExpressions": exprs})
}

/// A cluster as the reference's partitioning sees it.
pub struct Target<'a> {
    pub name: &'a str,
    pub labels: &'a BTreeMap<String, String>,
    /// The groups whose selector matches the cluster: (name, group labels).
    pub groups: Vec<(&'a str, &'a BTreeMap<String, String>)>,
}

/// A partition spec's criteria in the reference's own terms.
pub struct RefPartitionSpec<'a> {
    pub spec: &'a PartitionSpec,
    pub cluster_selector: Option<&'a [Req]>,
    pub group_selector: Option<&'a [Req]>,
}

/// `ClusterMatcher.Match` for one (cluster, group) pair; no criterion matches nothing.
fn matcher_match(
    p: &RefPartitionSpec,
    name: &str,
    labels: &BTreeMap<String, String>,
    group: &str,
    group_labels: &BTreeMap<String, String>,
) -> bool {
    let s = p.spec;
    let mut criteria = 0;
    let mut all = true;
    if let Some(want) = s.cluster_name.as_deref().filter(|n| !n.is_empty()) {
        criteria += 1;
        all &= want == name
            || labels
                .get("management.cattle.io/cluster-display-name")
                .map(String::as_str)
                == Some(want);
    }
    if let Some(want) = s.cluster_group.as_deref().filter(|n| !n.is_empty()) {
        criteria += 1;
        all &= want == group;
    }
    if let Some(sel) = p.group_selector {
        criteria += 1;
        all &= selector_matches(sel, group_labels);
    }
    if let Some(sel) = p.cluster_selector {
        criteria += 1;
        all &= selector_matches(sel, labels);
    }
    criteria > 0 && all
}

/// `manualPartition`'s membership test: some group of the cluster matches,
/// or, for a cluster in no group, the cluster matches with an empty group.
pub fn partition_has(p: &RefPartitionSpec, t: &Target) -> bool {
    let empty = BTreeMap::new();
    if t.groups.is_empty() {
        return matcher_match(p, t.name, t.labels, "", &empty);
    }
    t.groups
        .iter()
        .any(|(g, gl)| matcher_match(p, t.name, t.labels, g, gl))
}

/// A partition: name, members (indices into the sorted targets), maxUnavailable.
pub struct RefPartition {
    pub name: String,
    /// What the views call it: the name, or `partitions[i] (unnamed)`.
    pub label: String,
    pub members: Vec<usize>,
    pub max_unavailable: i64,
}

/// `autoPartition`: "All" below the threshold, else chunks of
/// `limit(targets, autoPartitionSize, "25%")`.
pub fn auto_partition(
    n: usize,
    size: Option<&IntOrPercent>,
    threshold: Option<i64>,
    max_unavailable: Option<&IntOrPercent>,
) -> Vec<RefPartition> {
    let all = |n: usize| RefPartition {
        name: "All".into(),
        label: "All".into(),
        members: (0..n).collect(),
        max_unavailable: fleet_limit(n as i64, &[max_unavailable]),
    };
    if matches!(size, Some(IntOrPercent::Int(i)) if *i <= 0) {
        return vec![all(n)];
    }
    let threshold = threshold.unwrap_or(200);
    if threshold <= 0 || (n as i64) < threshold {
        return vec![all(n)];
    }
    let default = IntOrPercent::Str("25%".into());
    let max_size = fleet_limit(n as i64, &[size, Some(&default)]) as usize;
    let mut out = Vec::new();
    let mut offset = 0;
    let mut left = n;
    while left > 0 {
        let end = left.min(max_size);
        let name = format!("Partition {} - {}", offset, offset + end);
        out.push(RefPartition {
            label: name.clone(),
            name,
            members: (offset..offset + end).collect(),
            max_unavailable: fleet_limit(end as i64, &[max_unavailable]),
        });
        offset += end;
        left -= end;
    }
    out
}

/// `ReadyMessage(summary, "Cluster")`: for each non-ready state with a count,
/// the first listed target in that state; pieces sorted, joined by "; ".
pub fn ready_message(counts: &StateCounts, listed: &[NonReadyResource]) -> String {
    let states = [
        (BundleState::OutOfSync, counts.out_of_sync),
        (BundleState::NotReady, counts.not_ready),
        (BundleState::WaitApplied, counts.wait_applied),
        (BundleState::ErrApplied, counts.err_applied),
        (BundleState::Pending, counts.pending),
        (BundleState::Modified, counts.modified),
    ];
    let mut messages = Vec::new();
    for (state, count) in states {
        if count == 0 {
            continue;
        }
        if let Some(v) = listed.iter().find(|v| v.state == state) {
            messages.push(if v.message.is_empty() {
                format!("{}({count}) [Cluster {}]", state.as_str(), v.name)
            } else {
                format!(
                    "{}({count}) [Cluster {}: {}]",
                    state.as_str(),
                    v.name,
                    v.message
                )
            });
        }
    }
    messages.sort();
    messages.join("; ")
}

/// `GetSummaryState`: the highest-ranked listed state; none when all are ready.
pub fn display_state(listed: &[NonReadyResource]) -> Option<BundleState> {
    let mut best: Option<BundleState> = None;
    for r in listed {
        if best.is_none_or(|b| state_rank(r.state) > state_rank(b)) {
            best = Some(r.state);
        }
    }
    best
}

/// Per-state counts (`IncrementState` + `DesiredReady++`).
pub fn count_states(states: impl IntoIterator<Item = BundleState>) -> StateCounts {
    let mut c = StateCounts::default();
    for s in states {
        let slot = match s {
            BundleState::Ready => &mut c.ready,
            BundleState::NotReady => &mut c.not_ready,
            BundleState::WaitApplied => &mut c.wait_applied,
            BundleState::ErrApplied => &mut c.err_applied,
            BundleState::OutOfSync => &mut c.out_of_sync,
            BundleState::Pending => &mut c.pending,
            BundleState::Modified => &mut c.modified,
        };
        *slot += 1;
        c.desired_ready += 1;
    }
    c
}
