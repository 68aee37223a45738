//! A PersistentVolume pre-bound to a claim that is not bound yet (issue 37): its `claimRef`
//! names the claim while the claim is not fully bound (no `volumeName`, or no
//! `pv.kubernetes.io/bind-completed`) — a volume an admin made for the claim, or the PV
//! controller between its two updates. kube-scheduler's `FindMatchingVolume`
//! (k8s.io/component-helpers/storage/volume/pv_helpers.go), over the volumes of the claim's
//! class, skips those too small, of another volume mode or being deleted, and takes the first
//! other one `IsVolumeBoundToClaim` says is the claim's before any unclaimed one; on a node its
//! node affinity rejects, it matches nothing and the claim is provisioned. A claim with a
//! selected node is provisioned without a match (`findMatchingVolumes` is not asked).
//!
//! The draft holds such a volume as the claim's provisioned volume with its phase (not
//! `Bound`, which the draft reads as a bound claim) and its claimRef UID, so the lab's claim
//! stays unbound and its PV pre-bound, as in the cluster.

use placement::capacity::objects::{PersistentVolume, PersistentVolumeClaim};

/// What the draft makes of the volumes pre-bound to a claim.
pub(super) enum PreBound<'a> {
    /// The draft draws it on the claim (where its node affinity lets it, said by the caller).
    Drawn(&'a PersistentVolume),
    /// `FindMatchingVolume` passes it over: left out, the claim provisioned as without it.
    PassedOver(&'a PersistentVolume),
    /// Its phase is `Bound` (or absent) while the claim is not bound: a state the draft cannot hold.
    Binding(&'a PersistentVolume),
}

/// The volume `FindMatchingVolume` takes for `claim` (not fully bound) among `volumes` (those
/// whose claimRef names its namespace and name, in the paste's order); none when none does.
pub(super) fn pre_bound<'a>(
    claim: &PersistentVolumeClaim,
    volumes: impl Iterator<Item = &'a PersistentVolume>,
) -> Option<PreBound<'a>> {
    fn mode(m: &Option<String>) -> &str {
        m.as_deref().unwrap_or("Filesystem")
    }
    let request = claim.request().unwrap_or(0);
    let mut first = None;
    for pv in volumes.filter(|pv| pv.is_bound_to(claim) && pv.class_name() == claim.class_name()) {
        first = first.or(Some(pv));
        let usable = pv.size() >= request
            && mode(&pv.spec.volume_mode) == mode(&claim.spec.volume_mode)
            && pv.metadata.deletion_timestamp.is_none();
        if !usable {
            continue;
        }
        return Some(if claim.selected_node().is_some() {
            PreBound::PassedOver(pv)
        } else if matches!(pv.status.phase.as_deref(), None | Some("Bound")) {
            PreBound::Binding(pv)
        } else {
            PreBound::Drawn(pv)
        });
    }
    first.map(PreBound::PassedOver)
}
