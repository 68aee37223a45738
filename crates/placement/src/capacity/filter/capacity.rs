//! The capacity check of one claim on one node (`hasEnoughCapacity`).

use super::{CapacityCheck, ConsideredCapacity, LimitField, Scheduler};
use crate::capacity::objects::*;
use crate::capacity::sentences::{self, Said};

impl<'a> Scheduler<'a> {
    /// The capacity check of one claim: (sufficient, capacity of the object found, explanation).
    pub(super) fn capacity_check(
        &self,
        pvc: &PersistentVolumeClaim,
        class: &StorageClass,
        node_index: usize,
        explain: bool,
    ) -> (bool, Option<i64>, Option<CapacityCheck>) {
        let mut check = CapacityCheck {
            request: pvc.request(),
            skipped: None,
            skipped_message: None,
            considered: Vec::new(),
            not_reaching_node: 0,
            chosen: None,
        };
        let skip = |(why, message): Said| {
            (
                true,
                None,
                explain.then_some(CapacityCheck {
                    skipped: Some(why),
                    skipped_message: Some(message),
                    ..check.clone()
                }),
            )
        };
        let Some(request) = pvc.request() else {
            return skip(sentences::skip_no_request());
        };
        let provisioner = class.provisioner.as_str();
        let Some(driver) = self.drivers.get(provisioner) else {
            return skip(sentences::skip_no_driver(provisioner));
        };
        if driver.spec.storage_capacity != Some(true) {
            return skip(sentences::skip_not_tracked(
                provisioner,
                driver.spec.storage_capacity,
            ));
        }
        let caps = &self.cluster.csi_storage_capacities;
        if !explain {
            let found = self.index.first_fit(node_index, &class.metadata.name, |i| {
                caps.get(i as usize)
                    .and_then(|c| c.maximum_volume_size.or(c.capacity))
                    .is_some_and(|limit| limit.0 >= request)
            });
            return match found.and_then(|i| caps.get(i as usize)) {
                Some(cap) => (true, Some(cap.capacity.map_or(0, |c| c.0)), None),
                None => (false, None, None),
            };
        }
        let reaching = self.index.reaching(node_index, &class.metadata.name);
        if explain {
            check.not_reaching_node = self
                .index
                .objects_of_class(&class.metadata.name)
                .saturating_sub(reaching.len());
        }
        for &i in &reaching {
            let Some(cap) = caps.get(i as usize) else {
                continue;
            };
            let (limit, field) = match (cap.maximum_volume_size, cap.capacity) {
                (Some(m), _) => (Some(m.0), LimitField::MaximumVolumeSize),
                (None, Some(c)) => (Some(c.0), LimitField::Capacity),
                (None, None) => (None, LimitField::Unset),
            };
            let fits = limit.is_some_and(|l| l >= request);
            if explain {
                let cap_name = format!("{}/{}", cap.metadata.namespace(), cap.metadata.name);
                let (explanation, explanation_message) = match (limit, field) {
                    (None, _) => sentences::object_unset(),
                    (Some(l), f) => sentences::object_limit(
                        if f == LimitField::MaximumVolumeSize {
                            "maximumVolumeSize"
                        } else {
                            "capacity"
                        },
                        l,
                        request,
                    ),
                };
                if fits {
                    check.chosen = Some(cap_name.clone());
                }
                check.considered.push(ConsideredCapacity {
                    name: cap_name,
                    limit,
                    limit_field: field,
                    fits,
                    explanation,
                    explanation_message,
                });
            }
            if fits {
                return (
                    true,
                    Some(cap.capacity.map_or(0, |c| c.0)),
                    explain.then_some(check),
                );
            }
        }
        (false, None, explain.then_some(check))
    }
}
