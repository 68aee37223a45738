//! Keys the simulation's check and its engine share: a pod's `namespace/name`, a segment's
//! position by its labels.

use std::collections::BTreeMap;

use crate::capacity::objects::Pod;
use crate::capacity::publisher::Segment;
use crate::kernel::labels::Labels;

pub(super) fn pod_key(pod: &Pod) -> String {
    format!("{}/{}", pod.metadata.namespace(), pod.metadata.name)
}

/// Each segment's position by its labels (the first of equal ones).
pub(super) fn segment_positions(segs: &[Segment]) -> BTreeMap<Labels, usize> {
    let mut at = BTreeMap::new();
    for (i, s) in segs.iter().enumerate() {
        at.entry(s.labels.clone()).or_insert(i);
    }
    at
}
