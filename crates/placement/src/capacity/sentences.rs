//! The capacity lab's explanations as sentences: each builder returns the
//! English text the engine has always written (kept as the `String` fields)
//! and the same sentence as a [`Message`] of `locales/<lang>/engine.ftl`, side
//! by side, so the playground and npm users can show it in any language. The
//! catalogs' English is proven equal to the text by the playground's
//! `tests/engine_sentences.rs`. Verbatim messages of the real systems (PreFilter's
//! rejections, PreBind's errors, event messages) get no Message: they stay English.

// Each builder is named for the sentence it writes; its English is in the body.
#![allow(missing_docs)]

use crate::kernel::message::Message;
use crate::kernel::quantity::Bytes;

pub mod prebind;
pub mod timeline;

/// The English text and the same sentence as a message.
pub type Said = (String, Message);

/// Every message id built here (the catalogs must have each).
pub const MESSAGE_IDS: &[&str] = &[
    "capacity-claim-pv-missing",
    "capacity-claim-node-conflict",
    "capacity-claim-bound",
    "capacity-claim-selected-other",
    "capacity-claim-static-match",
    "capacity-claim-no-provisioner",
    "capacity-claim-topology",
    "capacity-claim-no-room",
    "capacity-claim-provisionable",
    "capacity-claim-not-checked",
    "capacity-skip-no-request",
    "capacity-skip-no-driver",
    "capacity-skip-tracking-false",
    "capacity-skip-tracking-unset",
    "capacity-object-unset",
    "capacity-object-fits",
    "capacity-object-short",
    "capacity-why-csi-inline",
    "capacity-why-not-examined",
    "capacity-why-bound",
    "capacity-why-delayed",
    "capacity-why-pre-bound",
    "capacity-why-no-class",
    "capacity-why-class-missing",
    "capacity-why-immediate",
];

// Filter: one claim on one node.

pub fn claim_pv_missing(pv: &str) -> Said {
    (
        format!("persistentvolume {pv:?} does not exist"),
        Message::new("capacity-claim-pv-missing").arg("pv", pv),
    )
}

pub fn claim_node_conflict(pv: &str, node: &str) -> Said {
    (
        format!("persistentvolume {pv:?}'s nodeAffinity does not match node {node}"),
        Message::new("capacity-claim-node-conflict")
            .arg("pv", pv)
            .arg("node", node),
    )
}

pub fn claim_bound(pv: &str, node: &str) -> Said {
    (
        format!("persistentvolume {pv:?} is reachable from node {node}"),
        Message::new("capacity-claim-bound")
            .arg("pv", pv)
            .arg("node", node),
    )
}

pub fn claim_selected_other(selected: &str) -> Said {
    (
        format!(
            "annotation {}={selected} names another node",
            crate::capacity::objects::ANN_SELECTED_NODE
        ),
        Message::new("capacity-claim-selected-other").arg("selected", selected),
    )
}

pub fn claim_static_match(pv: &str, size: i64) -> Said {
    (
        format!("matches persistentvolume {pv:?} ({})", Bytes(size)),
        Message::new("capacity-claim-static-match")
            .arg("pv", pv)
            .arg("sizeBytes", size),
    )
}

pub fn claim_no_provisioner(class: &str, provisioner: &str) -> Said {
    (
        format!(
            "no matching persistentvolume and storageclass {class:?} cannot provision (provisioner {provisioner:?})"
        ),
        Message::new("capacity-claim-no-provisioner")
            .arg("class", class)
            .arg("provisioner", provisioner),
    )
}

pub fn claim_topology(class: &str, node: &str) -> Said {
    (
        format!("storageclass {class:?}'s allowedTopologies exclude node {node}"),
        Message::new("capacity-claim-topology")
            .arg("class", class)
            .arg("node", node),
    )
}

pub fn claim_no_room(class: &str, node: &str, request: i64) -> Said {
    (
        format!(
            "no CSIStorageCapacity of class {class:?} reaching node {node} has room for {}",
            Bytes(request)
        ),
        Message::new("capacity-claim-no-room")
            .arg("class", class)
            .arg("node", node)
            .arg("requestBytes", request),
    )
}

pub fn claim_provisionable(provisioner: &str, node: &str) -> Said {
    (
        format!("can be provisioned by {provisioner} for node {node}"),
        Message::new("capacity-claim-provisionable")
            .arg("provisioner", provisioner)
            .arg("node", node),
    )
}

pub fn claim_not_checked() -> Said {
    (
        "not checked: the plugin stopped at an earlier claim on this node".into(),
        Message::new("capacity-claim-not-checked"),
    )
}

// The capacity check: why it was skipped, and each object looked at.

pub fn skip_no_request() -> Said {
    (
        "the claim has no storage request".into(),
        Message::new("capacity-skip-no-request"),
    )
}

pub fn skip_no_driver(driver: &str) -> Said {
    (
        format!("no CSIDriver named {driver:?}: capacity is not checked"),
        Message::new("capacity-skip-no-driver").arg("driver", driver),
    )
}

/// The driver's `storageCapacity` is false (`Some(false)`) or unset.
pub fn skip_not_tracked(driver: &str, storage_capacity: Option<bool>) -> Said {
    let (value, id) = match storage_capacity {
        Some(false) => ("false", "capacity-skip-tracking-false"),
        _ => ("unset", "capacity-skip-tracking-unset"),
    };
    (
        format!("CSIDriver {driver:?} has storageCapacity {value}: capacity is not checked"),
        Message::new(id).arg("driver", driver),
    )
}

pub fn object_unset() -> Said {
    (
        "neither maximumVolumeSize nor capacity is set: never fits".into(),
        Message::new("capacity-object-unset"),
    )
}

/// `field` is `maximumVolumeSize` or `capacity`, the field the limit came from.
pub fn object_limit(field: &str, limit: i64, request: i64) -> Said {
    let fits = limit >= request;
    (
        format!(
            "{field} {} {} request {}",
            Bytes(limit),
            if fits { "≥" } else { "<" },
            Bytes(request)
        ),
        Message::new(if fits {
            "capacity-object-fits"
        } else {
            "capacity-object-short"
        })
        .arg("field", field)
        .arg("limitBytes", limit)
        .arg("requestBytes", request),
    )
}

// PreFilter: how each volume of the pod is classified.

pub fn why_csi_inline() -> Said {
    (
        "CSI inline ephemeral volume: scheduled without capacity tracking".into(),
        Message::new("capacity-why-csi-inline"),
    )
}

pub fn why_not_examined() -> Said {
    (
        "not examined: PreFilter stopped at an earlier volume".into(),
        Message::new("capacity-why-not-examined"),
    )
}

pub fn why_bound(pv: &str) -> Said {
    (
        format!("bound to persistentvolume {pv:?}"),
        Message::new("capacity-why-bound").arg("pv", pv),
    )
}

pub fn why_delayed() -> Said {
    (
        "unbound, class is WaitForFirstConsumer: decided per node".into(),
        Message::new("capacity-why-delayed"),
    )
}

pub fn why_pre_bound() -> Said {
    (
        "pre-bound to a volume but binding is not complete".into(),
        Message::new("capacity-why-pre-bound"),
    )
}

pub fn why_no_class() -> Said {
    (
        "unbound and has no storage class".into(),
        Message::new("capacity-why-no-class"),
    )
}

pub fn why_class_missing(class: &str) -> Said {
    (
        format!(
            "unbound, and its storage class {class:?} does not exist: the scheduler takes it as not \
             delayed (IsDelayBindingMode)"
        ),
        Message::new("capacity-why-class-missing").arg("class", class),
    )
}

pub fn why_immediate() -> Said {
    (
        "unbound, class is Immediate: the driver creates the volume on its own and the pod \
         follows it"
            .into(),
        Message::new("capacity-why-immediate"),
    )
}
