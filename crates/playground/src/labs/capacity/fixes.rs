//! The engine's suggestions as edits of the draft (issue #33): each is one
//! field the user sees, the value to type there in the unit the field shows,
//! and the sentence said from that edit — never from the engine's objects
//! (the published capacity is the pool's Free less the pod's volumes already
//! on it, so "offer 30 GiB" is "set Free to 60 GiB" in the draft). Apply
//! performs exactly the edit; a number is the smallest (largest for a size)
//! that makes the node pass in the draft, one unit further proven not to.

use placement::capacity::answer::CapacityEdit;
use placement::capacity::publisher::segments;
use placement::capacity::ClusterObjects;

use super::draft::{parse_labels, Binding, CapacityDraft, DraftPool, VolumeKind, HOSTNAME, ZONE};
use crate::text::messages::text;
use crate::text::amount_input::parse_amount;
use crate::text::units::{Amount, Unit};

/// One suggestion: a draft field and the value to type there.
#[derive(Clone, Debug, PartialEq)]
pub enum DraftFix {
    /// `drivers[d].pools[p].free` to `amount` or more.
    PoolFree { driver: usize, pool: usize, amount: Amount },
    /// `drivers[d].pools[p].max` to `amount` or more.
    PoolMax { driver: usize, pool: usize, amount: Amount },
    /// A new pool of driver `d` for `segment`, Free `amount` or more.
    AddPool { driver: usize, segment: String, amount: Amount },
    /// `pod.volumes[v].size` to `amount` or less.
    VolumeSize { volume: usize, amount: Amount },
    /// `nodes[n].zone` to `zone`.
    NodeZone { node: usize, zone: String },
    /// `nodes[n].labels`: `labels` added.
    NodeLabels { node: usize, labels: String },
    /// `classes[c].zones`: `zone` added.
    ClassZone { class: usize, zone: String },
    /// `classes[c].binding` to WaitForFirstConsumer.
    ClassBinding { class: usize },
}

/// Which way a number's bound goes: at least (capacity) or at most (a size).
#[derive(Clone, Copy, PartialEq)]
enum Bound {
    AtLeast,
    AtMost,
}

impl DraftFix {
    /// The field's key (as field errors name it) and the id of its input.
    pub fn field(&self) -> (String, String) {
        match self {
            DraftFix::PoolFree { driver: d, pool: p, .. } => (format!("drivers[{d}].pools[{p}].free"), format!("pool-{d}-{p}-free")),
            DraftFix::PoolMax { driver: d, pool: p, .. } => (format!("drivers[{d}].pools[{p}].max"), format!("pool-{d}-{p}-max")),
            DraftFix::AddPool { driver: d, .. } => (format!("drivers[{d}].pools"), format!("add-pool-{d}")),
            DraftFix::VolumeSize { volume: v, .. } => (format!("pod.volumes[{v}].size"), format!("volume-{v}-size")),
            DraftFix::NodeZone { node: n, .. } => (format!("nodes[{n}].zone"), format!("node-{n}-zone")),
            DraftFix::NodeLabels { node: n, .. } => (format!("nodes[{n}].labels"), format!("node-{n}-labels")),
            DraftFix::ClassZone { class: c, .. } => (format!("classes[{c}].zones"), format!("class-{c}-zones")),
            DraftFix::ClassBinding { class: c } => (format!("classes[{c}].binding"), format!("class-{c}-binding")),
        }
    }

    /// The value to type, as the field takes it (an amount's number without its unit).
    pub fn value(&self) -> String {
        match self {
            DraftFix::PoolFree { amount, .. } | DraftFix::PoolMax { amount, .. } | DraftFix::AddPool { amount, .. }
            | DraftFix::VolumeSize { amount, .. } => amount.text.clone(),
            DraftFix::NodeZone { zone, .. } | DraftFix::ClassZone { zone, .. } => zone.clone(),
            DraftFix::NodeLabels { labels, .. } => labels.clone(),
            DraftFix::ClassBinding { .. } => "WaitForFirstConsumer".into(),
        }
    }

    /// Performs the edit on `draft` (indexes out of range change nothing).
    pub fn apply(&self, draft: &mut CapacityDraft) {
        let join = |old: &str, new: &str| if old.trim().is_empty() { new.to_string() } else { format!("{}, {new}", old.trim()) };
        match self {
            DraftFix::PoolFree { driver, pool, amount } => {
                if let Some(p) = draft.drivers.get_mut(*driver).and_then(|d| d.pools.get_mut(*pool)) {
                    p.free = amount.clone();
                }
            }
            DraftFix::PoolMax { driver, pool, amount } => {
                if let Some(p) = draft.drivers.get_mut(*driver).and_then(|d| d.pools.get_mut(*pool)) {
                    p.max = amount.clone();
                }
            }
            DraftFix::AddPool { driver, segment, amount } => {
                if let Some(d) = draft.drivers.get_mut(*driver) {
                    let max = Amount { text: String::new(), unit: Unit::GiB };
                    d.pools.push(DraftPool { segment: segment.clone(), free: amount.clone(), max });
                }
            }
            DraftFix::VolumeSize { volume, amount } => {
                if let Some(v) = draft.pod.volumes.get_mut(*volume) {
                    v.size = amount.clone();
                }
            }
            DraftFix::NodeZone { node, zone } => {
                if let Some(n) = draft.nodes.get_mut(*node) {
                    n.zone = zone.clone();
                }
            }
            DraftFix::NodeLabels { node, labels } => {
                if let Some(n) = draft.nodes.get_mut(*node) {
                    n.labels = join(&n.labels, labels);
                }
            }
            DraftFix::ClassZone { class, zone } => {
                if let Some(c) = draft.classes.get_mut(*class) {
                    c.zones = join(&c.zones, zone);
                }
            }
            DraftFix::ClassBinding { class } => {
                if let Some(c) = draft.classes.get_mut(*class) {
                    c.binding = Binding::WaitForFirstConsumer;
                }
            }
        }
    }

    /// The sentence, said from the edit in the page's language: the field
    /// as the editor names it, the value to type with its unit, and the
    /// field's value now.
    pub fn sentence(&self, draft: &CapacityDraft) -> String {
        let shown = |a: &Amount| format!("{} {}", a.text.trim(), a.unit.label());
        match self {
            DraftFix::PoolFree { driver, pool, amount } => {
                let (p, d) = (&draft.drivers[*driver].pools[*pool], &draft.drivers[*driver]);
                let used = used_on_pool(draft, *driver, *pool);
                let args = [("segment", p.segment.trim()), ("driver", d.name.trim()), ("amount", &shown(amount)), ("current", &shown(&p.free))];
                match used {
                    Some((bytes, volumes)) => text("cap-fix-pool-free-used", &[&args[..], &[("used", &shown(&amount_of(bytes, true))), ("volumes", &volumes)]].concat()),
                    None => text("cap-fix-pool-free", &args),
                }
            }
            DraftFix::PoolMax { driver, pool, amount } => {
                let p = &draft.drivers[*driver].pools[*pool];
                text("cap-fix-pool-max", &[("segment", p.segment.trim()), ("amount", &shown(amount)), ("current", &shown(&p.max))])
            }
            DraftFix::AddPool { driver, segment, amount } => text("cap-fix-add-pool", &[
                ("segment", segment), ("driver", draft.drivers[*driver].name.trim()), ("amount", &shown(amount)),
            ]),
            DraftFix::VolumeSize { volume, amount } => {
                let v = &draft.pod.volumes[*volume];
                text("cap-fix-volume-size", &[("volume", v.name.trim()), ("amount", &shown(amount)), ("current", &shown(&v.size))])
            }
            DraftFix::NodeZone { node, zone } => {
                let n = &draft.nodes[*node];
                text("cap-fix-node-zone", &[("node", n.name.trim()), ("zone", zone), ("current", n.zone.trim())])
            }
            DraftFix::NodeLabels { node, labels } => {
                text("cap-fix-node-labels", &[("node", draft.nodes[*node].name.trim()), ("labels", labels)])
            }
            DraftFix::ClassZone { class, zone } => {
                text("cap-fix-class-zone", &[("class", draft.classes[*class].name.trim()), ("zone", zone)])
            }
            DraftFix::ClassBinding { class } => text("cap-fix-class-binding", &[("class", draft.classes[*class].name.trim())]),
        }
    }

    /// How big a change it is, for ordering the suggestions smallest first
    /// (issue #33), in ten-thousandths: a number, how far it moves relative to
    /// the field's value now (Free from 50 to 60 GiB: 2,000; a size from 40 to
    /// 30 GiB: 2,500); a whole change (10,000) for a new pool, a zone, labels,
    /// an allowed zone or a binding mode, and for a number whose field is empty or 0.
    pub fn size(&self, draft: &CapacityDraft) -> i64 {
        const WHOLE: i64 = 10_000;
        let now = match self {
            DraftFix::PoolFree { driver, pool, .. } => draft.drivers.get(*driver).and_then(|d| d.pools.get(*pool)).map(|p| &p.free),
            DraftFix::PoolMax { driver, pool, .. } => draft.drivers.get(*driver).and_then(|d| d.pools.get(*pool)).map(|p| &p.max),
            DraftFix::VolumeSize { volume, .. } => draft.pod.volumes.get(*volume).map(|v| &v.size),
            _ => None,
        };
        let bytes = |a: &Amount| parse_amount(&a.text, a.unit).ok().filter(|b| *b > 0);
        match (now.and_then(bytes), self.amount().and_then(|(a, _)| bytes(a))) {
            (Some(now), Some(new)) => {
                let moved = i128::from(new.abs_diff(now).min(i64::MAX as u64) as i64) * i128::from(WHOLE) / i128::from(now);
                i64::try_from(moved).unwrap_or(i64::MAX)
            }
            _ => WHOLE,
        }
    }

    /// The amount and which way it is bounded, for a numeric fix.
    fn amount(&self) -> Option<(&Amount, Bound)> {
        match self {
            DraftFix::PoolFree { amount, .. } | DraftFix::PoolMax { amount, .. } | DraftFix::AddPool { amount, .. } => {
                Some((amount, Bound::AtLeast))
            }
            DraftFix::VolumeSize { amount, .. } => Some((amount, Bound::AtMost)),
            _ => None,
        }
    }

    /// The same fix with another amount.
    fn with_amount(&self, a: Amount) -> DraftFix {
        let mut out = self.clone();
        match &mut out {
            DraftFix::PoolFree { amount, .. } | DraftFix::PoolMax { amount, .. } | DraftFix::AddPool { amount, .. }
            | DraftFix::VolumeSize { amount, .. } => *amount = a,
            _ => {}
        }
        out
    }

    /// The fix one unit (of the unit shown) past its bound: one less for a
    /// lower bound, one more for an upper bound; `None` when not numeric
    /// (the proof of the tests; the page finds the bound with [`proven`]).
    #[cfg(test)]
    pub fn one_unit_past(&self) -> Option<DraftFix> {
        let (amount, bound) = self.amount()?;
        let n: i64 = amount.text.trim().parse().ok()?;
        let past = if bound == Bound::AtLeast { n.checked_sub(1).filter(|p| *p >= 0)? } else { n + 1 };
        Some(self.with_amount(Amount { text: past.to_string(), unit: amount.unit }))
    }
}

/// The bytes the pod's volumes already on pool `p`'s nodes take of its Free
/// (as the draft publishes it), and their names; `None` when none.
fn used_on_pool(draft: &CapacityDraft, d: usize, p: usize) -> Option<(i64, String)> {
    let labels = parse_labels(&draft.drivers[d].pools[p].segment).ok()?;
    let nodes = super::draft::CapacityDraft::parse(draft).ok()?.filter.cluster.nodes;
    let segment = segments(&draft.settings(d), &nodes).into_iter().find(|s| s.labels == labels)?;
    let driver = draft.drivers[d].name.trim();
    let on: Vec<&super::draft::DraftVolume> = draft.pod.volumes.iter()
        .filter(|v| v.on_node.split(',').any(|o| segment.nodes.iter().any(|n| n == o.trim())))
        .filter(|v| draft.classes.iter().any(|c| c.name.trim() == v.class.trim() && c.provisioner.trim() == driver))
        .collect();
    let bytes: i64 = on.iter().map(|v| parse_amount(&v.size.text, v.size.unit).unwrap_or(0)).sum();
    (bytes > 0).then(|| (bytes, on.iter().map(|v| v.name.trim()).collect::<Vec<_>>().join(", ")))
}

/// `bytes` as an amount the fields show: whole GiB, else MiB rounded up (`up`) or down.
pub fn amount_of(bytes: i64, up: bool) -> Amount {
    const GIB: i64 = 1 << 30;
    const MIB: i64 = 1 << 20;
    if bytes % GIB == 0 {
        return Amount { text: (bytes / GIB).to_string(), unit: Unit::GiB };
    }
    let mib = if up { (bytes + MIB - 1) / MIB } else { bytes / MIB };
    Amount { text: mib.to_string(), unit: Unit::MiB }
}

/// The engine's edit as a fix of the draft, `None` when the draft cannot say it.
pub fn draft_fix(edit: &CapacityEdit, cluster: &ClusterObjects, draft: &CapacityDraft) -> Option<DraftFix> {
    let driver_of_class = |class: &str| {
        let provisioner = draft.classes.iter().find(|c| c.name.trim() == class)?.provisioner.trim().to_string();
        draft.drivers.iter().position(|d| d.name.trim() == provisioner)
    };
    let class_index = |class: &str| draft.classes.iter().position(|c| c.name.trim() == class);
    match edit {
        CapacityEdit::RaiseCapacity { capacity, bytes } => {
            let object = cluster.csi_storage_capacities.iter()
                .find(|k| format!("{}/{}", k.metadata.namespace(), k.metadata.name) == *capacity)?;
            let d = driver_of_class(&object.storage_class_name)?;
            let labels = &object.node_topology.as_ref()?.match_labels;
            let pool = draft.drivers[d].pools.iter().position(|p| parse_labels(&p.segment).ok().as_ref() == Some(labels))?;
            // A pool with a maximum volume size publishes that as the limit.
            if object.maximum_volume_size.is_some() {
                return Some(DraftFix::PoolMax { driver: d, pool, amount: amount_of(*bytes, true) });
            }
            let used = used_on_pool(draft, d, pool).map_or(0, |(b, _)| b);
            Some(DraftFix::PoolFree { driver: d, pool, amount: amount_of(used + bytes, true) })
        }
        CapacityEdit::AddCapacity { storage_class, node, bytes } => {
            let d = driver_of_class(storage_class)?;
            let segment = segments(&draft.settings(d), &cluster.nodes).into_iter().find(|s| s.nodes.contains(node))?;
            let text = segment.labels.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ");
            Some(DraftFix::AddPool { driver: d, segment: text, amount: amount_of(*bytes, true) })
        }
        CapacityEdit::ClaimRequest { claim, bytes } => {
            let pod = draft.pod.name.trim().to_string();
            let volume = draft.pod.volumes.iter().position(|v| match v.kind {
                VolumeKind::Claim => v.name.trim() == claim,
                VolumeKind::Ephemeral => format!("{pod}-{}", v.name.trim()) == *claim,
                VolumeKind::CsiInline => false,
            })?;
            Some(DraftFix::VolumeSize { volume, amount: amount_of(*bytes, false) })
        }
        CapacityEdit::NodeLabels { node, labels } => {
            let n = draft.nodes.iter().position(|x| x.name.trim() == node)?;
            // The hostname is the node's identity (the engine never suggests it; the draft derives it from the name).
            if labels.contains_key(HOSTNAME) {
                return None;
            }
            match (labels.len(), labels.get(ZONE)) {
                (1, Some(zone)) => Some(DraftFix::NodeZone { node: n, zone: zone.clone() }),
                (_, Some(_)) => None,
                _ => Some(DraftFix::NodeLabels { node: n, labels: labels.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ") }),
            }
        }
        CapacityEdit::ClassAllowTopology { storage_class, key, value } => {
            let class = class_index(storage_class).filter(|_| key == ZONE)?;
            Some(DraftFix::ClassZone { class, zone: value.clone() })
        }
        CapacityEdit::ClassWaitForFirstConsumer { storage_class } => Some(DraftFix::ClassBinding { class: class_index(storage_class)? }),
    }
}

/// `fix` made the tightest the draft proves: it makes `flips` true, and one
/// unit (of the unit shown) past it does not; a bound that is not the
/// tightest is moved there by bisection in that unit. `None` when the fix
/// does not flip the draft at all.
pub fn proven(fix: DraftFix, flips: &dyn Fn(&DraftFix) -> bool) -> Option<DraftFix> {
    if !flips(&fix) {
        return None;
    }
    let Some((amount, bound)) = fix.amount() else { return Some(fix) };
    let Ok(n) = amount.text.trim().parse::<i64>() else { return Some(fix) };
    let unit = amount.unit;
    let at = |k: i64| fix.with_amount(Amount { text: k.to_string(), unit });
    // Invariant: `good` flips; `bad` does not (or is past the field's range).
    let (mut good, mut bad) = match bound {
        Bound::AtLeast => (n, -1),
        Bound::AtMost => (n, n.saturating_mul(2).max(n + 1)),
    };
    if bound == Bound::AtMost && flips(&at(bad)) {
        // The size is not what holds the node (twice as much passes too): no bound to give.
        return None;
    }
    while (good - bad).abs() > 1 {
        let mid = bad + (good - bad) / 2;
        if mid >= 0 && flips(&at(mid)) {
            good = mid;
        } else {
            bad = mid;
        }
    }
    Some(at(good))
}
