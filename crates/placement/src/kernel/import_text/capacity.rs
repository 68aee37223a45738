//! The sentences of the storage capacity kubectl import (`capacity::import`): ids and English texts.

/// Id and English text of each sentence.
pub const TEXTS: &[(&str, &str)] = &[
    (
        "import-cap-claim-class-not-pasted",
        "PersistentVolumeClaim { $name }: it is unbound and its StorageClass { $class } was not pasted. The scheduler takes such a claim as unbound immediate (a class that is not found is not WaitForFirstConsumer) and rejects its pods with \"pod has unbound immediate PersistentVolumeClaims\"; paste the class to see the decision once it exists.",
    ),
    (
        "import-cap-missing-nodes",
        "No Node was pasted. The scheduler checks each node for the pod, so without nodes no node can be checked and no verdict can be given.",
    ),
    (
        "import-cap-missing-named-nodes",
        "Pasted pods run on nodes that were not pasted: { $others } and { $last }. The verdicts cover the pasted nodes only.",
    ),
    (
        "import-cap-missing-named-nodes-one",
        "Pasted pods run on nodes that were not pasted: { $name }. The verdicts cover the pasted nodes only.",
    ),
    (
        "import-cap-missing-classes",
        "Unbound claims name storage classes that were not pasted: { $others } and { $last }. Without its class a claim is unbound immediate and its pods are rejected; with it the scheduler decides where the volume can be provisioned.",
    ),
    (
        "import-cap-missing-classes-one",
        "Unbound claims name storage classes that were not pasted: { $name }. Without its class a claim is unbound immediate and its pods are rejected; with it the scheduler decides where the volume can be provisioned.",
    ),
    (
        "import-cap-missing-volumes",
        "Bound claims name volumes that were not pasted: { $others } and { $last }. The scheduler rejects every node for a pod whose bound claim has no volume.",
    ),
    (
        "import-cap-missing-volumes-one",
        "Bound claims name volumes that were not pasted: { $name }. The scheduler rejects every node for a pod whose bound claim has no volume.",
    ),
    (
        "import-cap-missing-pods",
        "No Pod was pasted. The scheduler decides for a pod, so the verdicts wait for the pod that uses the claims.",
    ),
    (
        "import-cap-missing-claims",
        "Pasted pods use claims in namespace { $namespace } that were not pasted: { $others } and { $last }. The scheduler says such a pod cannot run until its claims exist.",
    ),
    (
        "import-cap-missing-claims-one",
        "Pasted pods use claims in namespace { $namespace } that were not pasted: { $name }. The scheduler says such a pod cannot run until its claims exist.",
    ),
    ("import-cap-skip-no-kind", "it has no kind"),
    (
        "import-cap-skip-not-read",
        "not a kind the scheduler's VolumeBinding plugin reads",
    ),
    (
        "import-cap-skip-api-version",
        "apiVersion { $apiVersion } is not { $expected }: not the Kubernetes { $kind }",
    ),
    (
        "import-cap-skip-capacity-class",
        "its StorageClass { $class } is not among the pasted objects, so no claim can use it",
    ),
    (
        "import-cap-pod-node-not-pasted",
        "Pod { $pod }: it runs on node { $node } (spec.nodeName), which was not pasted; the node is kept as recorded by the cluster and is not among the nodes checked.",
    ),
    (
        "import-cap-class-driver-not-pasted",
        "StorageClass { $name }: no CSIDriver { $driver } was pasted, so its claims pass the capacity check unchecked (as in a cluster without that CSIDriver object)",
    ),
    (
        "import-cap-claim-volume-not-pasted",
        "PersistentVolumeClaim { $name }: its volume { $volume } was not pasted; the scheduler rejects every node for its pods (bound to non-existent pv)",
    ),
    (
        "import-cap-pod-claim-left-out",
        "Pod { $pod }: volume { $volume } uses claim { $claim }, which is left out (see the claim); the scheduler says so (persistentvolumeclaim not found).",
    ),
    (
        "import-cap-pod-claim-not-pasted",
        "Pod { $pod }: volume { $volume } uses claim { $claim }, which was not pasted; the scheduler says so (persistentvolumeclaim not found, or waiting for the ephemeral volume controller)",
    ),
    (
        "import-cap-volume-claim-ref-other-uid",
        "PersistentVolume { $name }: its claimRef names claim { $claim } with UID { $uid }, but the pasted claim has UID { $claimUid }: the claim was deleted and created again, and the scheduler never matches this volume to it (IsVolumeBoundToClaim compares the UID).",
    ),
    (
        "import-cap-volume-claim-ref-not-pasted",
        "PersistentVolume { $name }: its claimRef names claim { $claim }, which was not pasted (the volume is { $phase }: pre-bound, or Released after its claim was deleted). The volume is kept, and the scheduler never matches it to another claim.",
    ),
    (
        "import-cap-unmodelled-bound",
        "{ $kind } { $field } ({ $count ->\n    [one] { $count } object\n   *[other] { $count } objects\n}): not modelled, ignored — the pod is already bound to that node; the lab shows what VolumeBinding decides for it on every node",
    ),
    (
        "import-cap-unmodelled-bound-many",
        "{ $kind } { $fields }: not modelled, ignored — the pod is already bound to that node; the lab shows what VolumeBinding decides for it on every node",
    ),
    (
        "import-cap-unmodelled-other-plugins",
        "{ $kind } { $field } ({ $count ->\n    [one] { $count } object\n   *[other] { $count } objects\n}): not modelled, ignored — other scheduler plugins (NodeAffinity, TaintToleration, NodeUnschedulable) filter on it; only VolumeBinding is modelled",
    ),
    (
        "import-cap-unmodelled-other-plugins-many",
        "{ $kind } { $fields }: not modelled, ignored — other scheduler plugins (NodeAffinity, TaintToleration, NodeUnschedulable) filter on it; only VolumeBinding is modelled",
    ),
    (
        "import-cap-unmodelled-driver",
        "{ $kind } { $field } ({ $count ->\n    [one] { $count } object\n   *[other] { $count } objects\n}): not modelled, ignored — passed to the driver; the scheduler does not read it",
    ),
    (
        "import-cap-unmodelled-driver-many",
        "{ $kind } { $fields }: not modelled, ignored — passed to the driver; the scheduler does not read it",
    ),
    (
        "import-cap-unmodelled-after-binding",
        "{ $kind } { $field } ({ $count ->\n    [one] { $count } object\n   *[other] { $count } objects\n}): not modelled, ignored — matters after binding, not for placement",
    ),
    (
        "import-cap-unmodelled-after-binding-many",
        "{ $kind } { $fields }: not modelled, ignored — matters after binding, not for placement",
    ),
    (
        "import-cap-unmodelled-data-source",
        "{ $kind } { $field } ({ $count ->\n    [one] { $count } object\n   *[other] { $count } objects\n}): not modelled, ignored — the volume is provisioned from it; the capacity check is the same",
    ),
    (
        "import-cap-unmodelled-data-source-many",
        "{ $kind } { $fields }: not modelled, ignored — the volume is provisioned from it; the capacity check is the same",
    ),
    (
        "import-cap-unmodelled-not-read",
        "{ $kind } { $field } ({ $count ->\n    [one] { $count } object\n   *[other] { $count } objects\n}): not modelled, ignored — not read by the scheduler's VolumeBinding plugin",
    ),
    (
        "import-cap-unmodelled-not-read-many",
        "{ $kind } { $fields }: not modelled, ignored — not read by the scheduler's VolumeBinding plugin",
    ),
    (
        "import-cap-unmodelled-field",
        "{ $field } ({ $count ->\n    [one] { $count } object\n   *[other] { $count } objects\n})",
    ),
    (
        "import-cap-unmodelled-other-volumes",
        "{ $kind } volumes of other types ({ $count ->\n    [one] { $count } object\n   *[other] { $count } objects\n}): not modelled, ignored — configMap, secret, projected, emptyDir and other volume types use no claim",
    ),
    ("import-cap-read-size", "{ $size }"),
    ("import-cap-read-unset", "unset"),
    ("import-cap-read-node", "{ $labels } labels"),
    (
        "import-cap-read-node-zone",
        "zone { $zone }, { $labels } labels",
    ),
    (
        "import-cap-read-class",
        "provisioner { $provisioner }, { $mode }",
    ),
    (
        "import-cap-read-class-topologies",
        "provisioner { $provisioner }, { $mode }, { $terms } allowedTopologies term(s)",
    ),
    ("import-cap-read-driver", "storageCapacity { $value }"),
    (
        "import-cap-read-driver-unset",
        "storageCapacity unset (off)",
    ),
    ("import-cap-read-topology-unset", "unset (no node)"),
    (
        "import-cap-read-topology-every",
        "{ $selector } (every node)",
    ),
    ("import-cap-read-topology", "{ $selector }"),
    (
        "import-cap-read-capacity",
        "class { $class }, capacity { $capacity }, maximumVolumeSize { $maximum }, nodeTopology { $topology }",
    ),
    (
        "import-cap-read-claim-bound",
        "class { $class }, requests { $size }, bound to { $volume }",
    ),
    (
        "import-cap-read-claim-selected",
        "class { $class }, requests { $size }, unbound, selected node { $node }",
    ),
    (
        "import-cap-read-claim-unbound",
        "class { $class }, requests { $size }, unbound",
    ),
    (
        "import-cap-read-volume-claimed",
        "{ $size }, class { $class }, claimed by { $claim }",
    ),
    (
        "import-cap-read-volume-claimed-affinity",
        "{ $size }, class { $class }, claimed by { $claim }, with node affinity",
    ),
    (
        "import-cap-read-volume-unclaimed",
        "{ $size }, class { $class }, unclaimed",
    ),
    (
        "import-cap-read-volume-unclaimed-affinity",
        "{ $size }, class { $class }, unclaimed, with node affinity",
    ),
    (
        "import-cap-read-pod-volume-claim",
        "{ $volume } (claim { $claim })",
    ),
    (
        "import-cap-read-pod-volume-ephemeral",
        "{ $volume } (ephemeral)",
    ),
    (
        "import-cap-read-pod-volume-csi",
        "{ $volume } (CSI inline, { $driver })",
    ),
    ("import-cap-read-phase", "{ $phase }"),
    ("import-cap-read-no-phase", "no phase"),
    ("import-cap-read-pod", "{ $phase }, volumes { $volumes }"),
    ("import-cap-read-pod-no-claims", "{ $phase }, no claims"),
];

/// The notes beside a filter result (also said by the import): a table of their own, so the
/// capacity lab, which filters but does not import, links only these.
pub const FILTER_TEXTS: &[(&str, &str)] = &[
    (
        "import-cap-match-fields-always",
        "PersistentVolume { $name }: { $field } ({ $requirement }) is checked as the scheduler checks it (CheckNodeAffinity): against the node's labels only, where metadata.name is empty, so this requirement holds on every node.",
    ),
    (
        "import-cap-match-fields-never",
        "PersistentVolume { $name }: { $field } ({ $requirement }) is checked as the scheduler checks it (CheckNodeAffinity): against the node's labels only, where metadata.name is empty, so this requirement never holds.",
    ),
    (
        "import-cap-filter-capacity-class-missing",
        "CSIStorageCapacity { $capacity } is for StorageClass { $class }, which is not in the input. The scheduler reads capacity objects only for the class of a claim it checks, and such a claim cannot reach the check, so this object is ignored.",
    ),
    (
        "import-cap-filter-claim-ref-other-uid",
        "PersistentVolume { $name } is pre-bound to claim { $claim } with UID { $uid }, but the claim's UID is { $claimUid }: it was written for another claim of that name (one deleted and created again). IsVolumeBoundToClaim refuses it, so the scheduler does not offer it to this claim (FindMatchingVolume); the PV controller does not bind it either.",
    ),
    (
        "import-cap-filter-claim-ref-uid-claim-has-none",
        "PersistentVolume { $name } is pre-bound to claim { $claim } with UID { $uid }, but the claim has no UID: IsVolumeBoundToClaim refuses it, so the scheduler does not offer it to this claim (FindMatchingVolume).",
    ),
    (
        "import-cap-filter-claim-class-missing",
        "PersistentVolumeClaim { $claim } asks for StorageClass { $class }, which is not in the input. The scheduler takes an unbound claim whose class is not found as not delayed (IsDelayBindingMode returns false for a class that does not exist), so PreFilter rejects the pod with \"pod has unbound immediate PersistentVolumeClaims\"; the PV controller keeps the claim Pending until the class is created.",
    ),
];
