//! The sentences of the Longhorn kubectl import (`longhorn::import`): ids and English texts.

/// Id and English text of each sentence.
pub const TEXTS: &[(&str, &str)] = &[
    (
        "import-lh-time-before-1970",
        "{ $kind } { $name }: { $field } { $value } is before 1970, which the scheduler does not take; ignored (line { $line })",
    ),
    (
        "import-lh-time-invalid",
        "{ $kind } { $name }: { $field } { $value } is not an RFC 3339 time; ignored (line { $line })",
    ),
    (
        "import-lh-listed-twice",
        "{ $kind } { $name }: listed twice; the second copy is left out",
    ),
    (
        "import-lh-not-boolean",
        "{ $kind } { $name }: { $field } { $value } is not true or false; { $default } is used (line { $line })",
    ),
    (
        "import-lh-not-boolean-disk",
        "Node { $node }, disk { $disk }: { $field } { $value } is not true or false; { $default } is used (line { $line })",
    ),
    (
        "import-lh-not-whole-number",
        "{ $kind } { $name }: { $field } { $value } is not a whole number; { $default } is used (line { $line })",
    ),
    (
        "import-lh-bytes-negative",
        "{ $kind } { $name }: { $field } { $value } is negative; 0 is used (line { $line })",
    ),
    (
        "import-lh-bytes-negative-disk",
        "Node { $node }, disk { $disk }: { $field } { $value } is negative; 0 is used (line { $line })",
    ),
    (
        "import-lh-not-bytes",
        "{ $kind } { $name }: { $field } { $value } is not a byte count ({ $detail }); 0 is used (line { $line })",
    ),
    (
        "import-lh-not-bytes-disk",
        "Node { $node }, disk { $disk }: { $field } { $value } is not a byte count ({ $detail }); 0 is used (line { $line })",
    ),
    (
        "import-lh-not-a-list",
        "{ $kind } { $name }: { $field } is not a list; ignored (line { $line })",
    ),
    (
        "import-lh-not-a-list-disk",
        "Node { $node }, disk { $disk }: { $field } is not a list; ignored (line { $line })",
    ),
    (
        "import-lh-unknown-value",
        "{ $kind } { $name }: { $field } { $value } is not a known value; the default is used (line { $line })",
    ),
    (
        "import-lh-unknown-value-disk",
        "Node { $node }, disk { $disk }: { $field } { $value } is not a known value; the default is used (line { $line })",
    ),
    (
        "import-lh-disk-without-name",
        "{ $kind } { $name }: spec.disks has a disk without a name; it is left out.",
    ),
    (
        "import-lh-disk-twice",
        "{ $kind } { $name }: spec.disks lists disk { $disk } twice; the second copy is left out.",
    ),
    (
        "import-lh-disk-status-only",
        "{ $kind } { $name }: status.diskStatus has disk { $disk }, which spec.disks does not; left out",
    ),
    (
        "import-lh-no-disk-status-disk",
        "Node { $node }, disk { $disk }: no status.diskStatus entry (not probed yet); taken as not ready, size 0",
    ),
    (
        "import-lh-reserved-over-maximum-disk",
        "Node { $node }, disk { $disk }: spec.storageReserved { $reserved } is more than status.diskStatus storageMaximum { $maximum }; { $maximum } is used.",
    ),
    (
        "import-lh-skip-volume-no-size",
        "its spec.size is missing or not greater than 0, so there is nothing to place",
    ),
    (
        "import-lh-attached-node-not-pasted",
        "{ $kind } { $name }: it is attached to node { $node } (status.currentNodeID), which was not pasted; the scenario takes it as not attached, and the node is listed as recorded by the cluster.",
    ),
    (
        "import-lh-replica-count-range",
        "{ $kind } { $name }: spec.numberOfReplicas { $count } is not between 1 and 20, as Longhorn requires; 3 is used.",
    ),
    (
        "import-lh-strict-local-count",
        "{ $kind } { $name }: a strict-local volume has exactly 1 replica in Longhorn, not { $count }; 1 is used.",
    ),
    (
        "import-lh-skip-replica-volume-left-out",
        "its volume { $volume } is left out (see the volume)",
    ),
    (
        "import-lh-skip-replica-volume-not-pasted",
        "its volume { $volume } (spec.volumeName) is not among the pasted volumes",
    ),
    (
        "import-lh-recorded-node-not-pasted",
        "Its node { $node } was not pasted.",
    ),
    (
        "import-lh-recorded-no-disk-id",
        "It is on node { $node } without a spec.diskID.",
    ),
    (
        "import-lh-recorded-unknown-disk",
        "Its disk UUID { $disk } is not a disk of node { $node }: no status.diskStatus has that diskUUID.",
    ),
    (
        "import-lh-recorded-node-not-pasted-note",
        "Replica { $replica } (volume { $volume }): Its node { $node } was not pasted. The replica is left out of the scenario and listed as recorded by the cluster.",
    ),
    (
        "import-lh-recorded-no-disk-id-note",
        "Replica { $replica } (volume { $volume }): It is on node { $node } without a spec.diskID. The replica is left out of the scenario and listed as recorded by the cluster.",
    ),
    (
        "import-lh-recorded-unknown-disk-note",
        "Replica { $replica } (volume { $volume }): Its disk UUID { $disk } is not a disk of node { $node }: no status.diskStatus has that diskUUID. The replica is left out of the scenario and listed as recorded by the cluster.",
    ),
    (
        "import-lh-rebuild-retry-negative",
        "{ $kind } { $name }: spec.rebuildRetryCount { $count } is negative; 0 is used.",
    ),
    (
        "import-lh-setting-no-value",
        "Setting { $name }: no value; the default is kept",
    ),
    (
        "import-lh-setting-not-boolean",
        "Setting { $name }: value { $value } is not true or false; the default is kept (line { $line })",
    ),
    (
        "import-lh-setting-not-percentage",
        "Setting { $name }: value { $value } is not a percentage between 0 and 100; the default is kept (line { $line })",
    ),
    (
        "import-lh-setting-not-non-negative",
        "Setting { $name }: value { $value } is not a whole number of 0 or more; the default is kept (line { $line })",
    ),
    (
        "import-lh-setting-not-whole-number",
        "Setting { $name }: value { $value } is not a whole number; the default is kept (line { $line })",
    ),
    (
        "import-lh-setting-not-auto-balance",
        "Setting { $name }: value { $value } is not disabled, least-effort or best-effort; the default is kept (line { $line })",
    ),
    (
        "import-lh-setting-not-data-locality",
        "Setting { $name }: value { $value } is not disabled, best-effort or strict-local; the default is kept (line { $line })",
    ),
    (
        "import-lh-setting-not-boolean-per-engine",
        "Setting { $name }: value { $value } is not true or false for each data engine; the default is kept (line { $line })",
    ),
    (
        "import-lh-skip-setting-not-read",
        "not a setting the replica scheduler reads",
    ),
    (
        "import-lh-missing-nodes",
        "No Longhorn node was pasted. The scheduler places replicas on the disks of nodes, so it cannot place any replica, and the placement the cluster recorded cannot be checked against the nodes' disks.",
    ),
    (
        "import-lh-missing-named-nodes",
        "The pasted volumes and replicas name nodes that were not pasted: { $others } and { $last }. Replicas on those nodes are left out of the scenario, so the scheduler would place them again.",
    ),
    (
        "import-lh-missing-named-nodes-one",
        "The pasted volumes and replicas name nodes that were not pasted: { $name }. Replicas on those nodes are left out of the scenario, so the scheduler would place them again.",
    ),
    (
        "import-lh-missing-volumes",
        "Replicas of volumes that were not pasted are left out: { $others } and { $last }. The scheduler needs a replica's volume for its size and rules.",
    ),
    (
        "import-lh-missing-volumes-one",
        "Replicas of volumes that were not pasted are left out: { $name }. The scheduler needs a replica's volume for its size and rules.",
    ),
    (
        "import-lh-missing-replicas",
        "No replica was pasted. The scheduler then takes every volume as new and places all of its replicas, not only the ones a running volume lacks.",
    ),
    (
        "import-lh-missing-settings",
        "No setting was pasted. The scheduler uses Longhorn's default settings, which may differ from the cluster's.",
    ),
    ("import-skip-not-a-mapping", "not an object (a mapping)"),
    ("import-skip-no-kind", "no kind"),
    ("import-skip-no-name", "no metadata.name"),
    (
        "import-lh-skip-not-longhorn",
        "apiVersion { $apiVersion } is not longhorn.io: only Longhorn's own objects are read",
    ),
    (
        "import-lh-skip-not-used",
        "not used by the replica scheduler",
    ),
    (
        "import-lh-now",
        "now = { $time } ({ $seconds } s), the latest timestamp in the objects: the failed-replica wait is measured from it",
    ),
    (
        "import-lh-version-setting",
        "The cluster records Longhorn { $version } in its current-longhorn-version setting.",
    ),
    (
        "import-lh-release-exact",
        "The scenario follows the scheduler of Longhorn { $version }, the cluster's release.",
    ),
    (
        "import-lh-release-other",
        "Longhorn { $version } is not one of the releases modelled: the scenario follows { $release }, the default.",
    ),
    (
        "import-lh-release-older",
        "Longhorn { $version } is older than every release modelled: the scenario follows { $release }, the default, with the most-usable disk choice of Longhorn before v1.11.",
    ),
    (
        "import-lh-skip-engine-image-no-image",
        "no spec.image: no volume can name it",
    ),
    (
        "import-lh-skip-instance-manager-no-node",
        "no spec.nodeID: it runs on no node",
    ),
    (
        "import-lh-volume-engine-v1",
        "Volume { $name }: uses the v1 data engine, while { $most } of the { $total } pasted volumes use v2; node engine readiness follows v2 (one per node: a running v2 instance manager), so this volume's own readiness (its engine image deployed) is not checked (line { $line })",
    ),
    (
        "import-lh-volume-engine-v2",
        "Volume { $name }: uses the v2 data engine, while { $most } of the { $total } pasted volumes use v1; node engine readiness follows v1 (one per node: its engine image deployed), so this volume's own readiness (a running v2 instance manager) is not checked (line { $line })",
    ),
    (
        "import-lh-volume-engine-v2-tie",
        "Volume { $name }: uses the v2 data engine, while { $most } of the { $total } pasted volumes use v1 (a tie goes to v1); node engine readiness follows v1 (one per node: its engine image deployed), so this volume's own readiness (a running v2 instance manager) is not checked (line { $line })",
    ),
    (
        "import-lh-no-instance-manager-all",
        "instance managers: every pasted volume uses the v2 data engine, whose replicas need a running v2 instance manager rather than an engine image, but no InstanceManager was pasted, so every node is taken as engine-ready; add { $resource } to the kubectl get to check it",
    ),
    (
        "import-lh-no-instance-manager",
        "instance managers: { $count } of the { $total } pasted volumes use the v2 data engine, whose replicas need a running v2 instance manager rather than an engine image, but no InstanceManager was pasted, so every node is taken as engine-ready; add { $resource } to the kubectl get to check it",
    ),
    (
        "import-lh-node-no-v2-instance-manager",
        "Node { $node }: no v2 instance manager (none of the { $count } pasted InstanceManagers has spec.nodeID { $node } and spec.dataEngine v2); taken as not engine-ready",
    ),
    (
        "import-lh-node-no-running-instance-manager",
        "Node { $node }: no running v2 instance manager ({ $managers }); taken as not engine-ready (line { $line })",
    ),
    (
        "import-lh-no-engine-image",
        "engine images: no EngineImage pasted, so every node is taken as engine-ready (engine image deployed); add { $resource } to the kubectl get to check it",
    ),
    (
        "import-lh-engine-image-not-pasted",
        "engine image { $image }: no pasted EngineImage has it as spec.image (pasted: { $pasted }); every node is taken as engine-ready",
    ),
    (
        "import-lh-engine-image-no-state",
        "Node { $node }: engine image { $image } has no state (EngineImage { $engineImage } status.state); taken as not engine-ready (line { $line })",
    ),
    (
        "import-lh-engine-image-state",
        "Node { $node }: engine image { $image } is in state { $state } (EngineImage { $engineImage } status.state); taken as not engine-ready (line { $line })",
    ),
    (
        "import-lh-engine-image-not-deployed",
        "Node { $node }: engine image { $image } is not deployed on node { $node } (EngineImage { $engineImage }: status.nodeDeploymentMap.{ $node } is { $deployed }, state { $state }); taken as not engine-ready (line { $line })",
    ),
    (
        "import-lh-engine-image-not-in-map",
        "Node { $node }: engine image { $image } is not deployed on node { $node } (EngineImage { $engineImage }: status.nodeDeploymentMap has no { $node }, state { $state }); taken as not engine-ready (line { $line })",
    ),
    (
        "import-lh-volume-other-image",
        "Volume { $volume }: spec.image { $image } differs from { $chosen }, which { $most } of the { $total } v1 volumes name; node engine readiness follows { $chosen } (one per node), so this volume's own image is not checked (line { $line })",
    ),
    (
        "import-lh-engine-image-default",
        "engine images: no pasted v1 volume names an image (spec.image); readiness follows the default-engine-image setting, { $image }",
    ),
    (
        "import-lh-engine-image-only",
        "engine images: no pasted v1 volume names an image (spec.image) and no default-engine-image setting was pasted; readiness follows EngineImage { $engineImage } ({ $image }), the only one pasted",
    ),
    (
        "import-lh-engine-image-unknown",
        "engine images: readiness could not be told: no pasted v1 volume names an image (spec.image), no default-engine-image setting was pasted and { $count } EngineImages were; every node is taken as engine-ready",
    ),
    (
        "import-lh-backing-image-not-pasted",
        "Volume { $volume }: its backing image { $image } was not pasted (backingimages.longhorn.io); its node and disk selectors are not applied",
    ),
    (
        "import-lh-schedulable-disagrees",
        "Node { $node }, disk { $disk }: its Schedulable condition is { $recorded } as recorded, but Ready and Fits(0, 0) on its numbers say { $derived }; the scheduler follows the condition",
    ),
    (
        "import-lh-data-source-invalid",
        "{ $kind } { $name }: spec.dataSource { $value } is neither vol://<volume> nor snap://<volume>/<snapshot>; it is left out.",
    ),
    (
        "import-lh-clone-without-source",
        "{ $kind } { $name }: spec.cloneMode is set but there is no valid spec.dataSource to clone from; it is scheduled as a volume that is not a clone.",
    ),
    (
        "import-lh-clone-source-replica-not-pasted",
        "Replica { $replica }: its source replica { $source } (spec.linkedCloneSrcReplicaName) is not among the pasted replicas of volume { $volume }; the link is left out, so any healthy replica of { $volume } may host it.",
    ),
    (
        "import-lh-no-ready-condition",
        "{ $kind } { $name }: no Ready condition; taken as ready",
    ),
];
