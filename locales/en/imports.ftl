# Import notes: what the kubectl imports and the support bundle reader say about a paste
# (notes, why an object was skipped, what a paste lacks, the bundle's facts). The English is
# the engine's own (kernel/import_text writes it; the catalogs test checks this file says the
# same), so the English bundles carry no copy of this file, as with errors.ftl.
import-lh-time-before-1970 = { $kind } { $name }: { $field } { $value } is before 1970, which the scheduler does not take; ignored (line { $line })
import-lh-time-invalid = { $kind } { $name }: { $field } { $value } is not an RFC 3339 time; ignored (line { $line })
import-lh-listed-twice = { $kind } { $name }: listed twice; the second copy is left out
import-lh-not-boolean = { $kind } { $name }: { $field } { $value } is not true or false; { $default } is used (line { $line })
import-lh-not-boolean-disk = Node { $node }, disk { $disk }: { $field } { $value } is not true or false; { $default } is used (line { $line })
import-lh-not-whole-number = { $kind } { $name }: { $field } { $value } is not a whole number; { $default } is used (line { $line })
import-lh-bytes-negative = { $kind } { $name }: { $field } { $value } is negative; 0 is used (line { $line })
import-lh-bytes-negative-disk = Node { $node }, disk { $disk }: { $field } { $value } is negative; 0 is used (line { $line })
import-lh-not-bytes = { $kind } { $name }: { $field } { $value } is not a byte count ({ $detail }); 0 is used (line { $line })
import-lh-not-bytes-disk = Node { $node }, disk { $disk }: { $field } { $value } is not a byte count ({ $detail }); 0 is used (line { $line })
import-lh-not-a-list = { $kind } { $name }: { $field } is not a list; ignored (line { $line })
import-lh-not-a-list-disk = Node { $node }, disk { $disk }: { $field } is not a list; ignored (line { $line })
import-lh-unknown-value = { $kind } { $name }: { $field } { $value } is not a known value; the default is used (line { $line })
import-lh-unknown-value-disk = Node { $node }, disk { $disk }: { $field } { $value } is not a known value; the default is used (line { $line })
import-lh-disk-without-name = { $kind } { $name }: spec.disks has a disk without a name; it is left out.
import-lh-disk-twice = { $kind } { $name }: spec.disks lists disk { $disk } twice; the second copy is left out.
import-lh-disk-status-only = { $kind } { $name }: status.diskStatus has disk { $disk }, which spec.disks does not; left out
import-lh-no-disk-status-disk = Node { $node }, disk { $disk }: no status.diskStatus entry (not probed yet); taken as not ready, size 0
import-lh-reserved-over-maximum-disk = Node { $node }, disk { $disk }: spec.storageReserved { $reserved } is more than status.diskStatus storageMaximum { $maximum }; { $maximum } is used.
import-lh-skip-volume-no-size = its spec.size is missing or not greater than 0, so there is nothing to place
import-lh-attached-node-not-pasted = { $kind } { $name }: it is attached to node { $node } (status.currentNodeID), which was not pasted; the scenario takes it as not attached, and the node is listed as recorded by the cluster.
import-lh-replica-count-range = { $kind } { $name }: spec.numberOfReplicas { $count } is not between 1 and 20, as Longhorn requires; 3 is used.
import-lh-strict-local-count = { $kind } { $name }: a strict-local volume has exactly 1 replica in Longhorn, not { $count }; 1 is used.
import-lh-skip-replica-volume-left-out = its volume { $volume } is left out (see the volume)
import-lh-skip-replica-volume-not-pasted = its volume { $volume } (spec.volumeName) is not among the pasted volumes
import-lh-recorded-node-not-pasted = Its node { $node } was not pasted.
import-lh-recorded-no-disk-id = It is on node { $node } without a spec.diskID.
import-lh-recorded-unknown-disk = Its disk UUID { $disk } is not a disk of node { $node }: no status.diskStatus has that diskUUID.
import-lh-recorded-node-not-pasted-note = Replica { $replica } (volume { $volume }): Its node { $node } was not pasted. The replica is left out of the scenario and listed as recorded by the cluster.
import-lh-recorded-no-disk-id-note = Replica { $replica } (volume { $volume }): It is on node { $node } without a spec.diskID. The replica is left out of the scenario and listed as recorded by the cluster.
import-lh-recorded-unknown-disk-note = Replica { $replica } (volume { $volume }): Its disk UUID { $disk } is not a disk of node { $node }: no status.diskStatus has that diskUUID. The replica is left out of the scenario and listed as recorded by the cluster.
import-lh-rebuild-retry-negative = { $kind } { $name }: spec.rebuildRetryCount { $count } is negative; 0 is used.
import-lh-setting-no-value = Setting { $name }: no value; the default is kept
import-lh-setting-not-boolean = Setting { $name }: value { $value } is not true or false; the default is kept (line { $line })
import-lh-setting-not-percentage = Setting { $name }: value { $value } is not a percentage between 0 and 100; the default is kept (line { $line })
import-lh-setting-not-non-negative = Setting { $name }: value { $value } is not a whole number of 0 or more; the default is kept (line { $line })
import-lh-setting-not-whole-number = Setting { $name }: value { $value } is not a whole number; the default is kept (line { $line })
import-lh-setting-not-auto-balance = Setting { $name }: value { $value } is not disabled, least-effort or best-effort; the default is kept (line { $line })
import-lh-setting-not-data-locality = Setting { $name }: value { $value } is not disabled, best-effort or strict-local; the default is kept (line { $line })
import-lh-setting-not-boolean-per-engine = Setting { $name }: value { $value } is not true or false for each data engine; the default is kept (line { $line })
import-lh-skip-setting-not-read = not a setting the replica scheduler reads
import-lh-missing-nodes = No Longhorn node was pasted. The scheduler places replicas on the disks of nodes, so it cannot place any replica, and the placement the cluster recorded cannot be checked against the nodes' disks.
import-lh-missing-named-nodes = The pasted volumes and replicas name nodes that were not pasted: { $others } and { $last }. Replicas on those nodes are left out of the scenario, so the scheduler would place them again.
import-lh-missing-named-nodes-one = The pasted volumes and replicas name nodes that were not pasted: { $name }. Replicas on those nodes are left out of the scenario, so the scheduler would place them again.
import-lh-missing-volumes = Replicas of volumes that were not pasted are left out: { $others } and { $last }. The scheduler needs a replica's volume for its size and rules.
import-lh-missing-volumes-one = Replicas of volumes that were not pasted are left out: { $name }. The scheduler needs a replica's volume for its size and rules.
import-lh-missing-replicas = No replica was pasted. The scheduler then takes every volume as new and places all of its replicas, not only the ones a running volume lacks.
import-lh-missing-settings = No setting was pasted. The scheduler uses Longhorn's default settings, which may differ from the cluster's.
import-skip-not-a-mapping = not an object (a mapping)
import-skip-no-kind = no kind
import-skip-no-name = no metadata.name
import-lh-skip-not-longhorn = apiVersion { $apiVersion } is not longhorn.io: only Longhorn's own objects are read
import-lh-skip-not-used = not used by the replica scheduler
import-lh-now = now = { $time } ({ $seconds } s), the latest timestamp in the objects: the failed-replica wait is measured from it
import-lh-version-setting = The cluster records Longhorn { $version } in its current-longhorn-version setting.
import-lh-release-exact = The scenario follows the scheduler of Longhorn { $version }, the cluster's release.
import-lh-release-other = Longhorn { $version } is not one of the releases modelled: the scenario follows { $release }, the default.
import-lh-release-older = Longhorn { $version } is older than every release modelled: the scenario follows { $release }, the default, with the most-usable disk choice of Longhorn before v1.11.
import-lh-skip-engine-image-no-image = no spec.image: no volume can name it
import-lh-skip-instance-manager-no-node = no spec.nodeID: it runs on no node
import-lh-volume-engine-v1 = Volume { $name }: uses the v1 data engine, while { $most } of the { $total } pasted volumes use v2; node engine readiness follows v2 (one per node: a running v2 instance manager), so this volume's own readiness (its engine image deployed) is not checked (line { $line })
import-lh-volume-engine-v2 = Volume { $name }: uses the v2 data engine, while { $most } of the { $total } pasted volumes use v1; node engine readiness follows v1 (one per node: its engine image deployed), so this volume's own readiness (a running v2 instance manager) is not checked (line { $line })
import-lh-volume-engine-v2-tie = Volume { $name }: uses the v2 data engine, while { $most } of the { $total } pasted volumes use v1 (a tie goes to v1); node engine readiness follows v1 (one per node: its engine image deployed), so this volume's own readiness (a running v2 instance manager) is not checked (line { $line })
import-lh-no-instance-manager-all = instance managers: every pasted volume uses the v2 data engine, whose replicas need a running v2 instance manager rather than an engine image, but no InstanceManager was pasted, so every node is taken as engine-ready; add { $resource } to the kubectl get to check it
import-lh-no-instance-manager = instance managers: { $count } of the { $total } pasted volumes use the v2 data engine, whose replicas need a running v2 instance manager rather than an engine image, but no InstanceManager was pasted, so every node is taken as engine-ready; add { $resource } to the kubectl get to check it
import-lh-node-no-v2-instance-manager = Node { $node }: no v2 instance manager (none of the { $count } pasted InstanceManagers has spec.nodeID { $node } and spec.dataEngine v2); taken as not engine-ready
import-lh-node-no-running-instance-manager = Node { $node }: no running v2 instance manager ({ $managers }); taken as not engine-ready (line { $line })
import-lh-no-engine-image = engine images: no EngineImage pasted, so every node is taken as engine-ready (engine image deployed); add { $resource } to the kubectl get to check it
import-lh-engine-image-not-pasted = engine image { $image }: no pasted EngineImage has it as spec.image (pasted: { $pasted }); every node is taken as engine-ready
import-lh-engine-image-no-state = Node { $node }: engine image { $image } has no state (EngineImage { $engineImage } status.state); taken as not engine-ready (line { $line })
import-lh-engine-image-state = Node { $node }: engine image { $image } is in state { $state } (EngineImage { $engineImage } status.state); taken as not engine-ready (line { $line })
import-lh-engine-image-not-deployed = Node { $node }: engine image { $image } is not deployed on node { $node } (EngineImage { $engineImage }: status.nodeDeploymentMap.{ $node } is { $deployed }, state { $state }); taken as not engine-ready (line { $line })
import-lh-engine-image-not-in-map = Node { $node }: engine image { $image } is not deployed on node { $node } (EngineImage { $engineImage }: status.nodeDeploymentMap has no { $node }, state { $state }); taken as not engine-ready (line { $line })
import-lh-volume-other-image = Volume { $volume }: spec.image { $image } differs from { $chosen }, which { $most } of the { $total } v1 volumes name; node engine readiness follows { $chosen } (one per node), so this volume's own image is not checked (line { $line })
import-lh-engine-image-default = engine images: no pasted v1 volume names an image (spec.image); readiness follows the default-engine-image setting, { $image }
import-lh-engine-image-only = engine images: no pasted v1 volume names an image (spec.image) and no default-engine-image setting was pasted; readiness follows EngineImage { $engineImage } ({ $image }), the only one pasted
import-lh-engine-image-unknown = engine images: readiness could not be told: no pasted v1 volume names an image (spec.image), no default-engine-image setting was pasted and { $count } EngineImages were; every node is taken as engine-ready
import-lh-backing-image-not-pasted = Volume { $volume }: its backing image { $image } was not pasted (backingimages.longhorn.io); its node and disk selectors are not applied
import-lh-schedulable-disagrees = Node { $node }, disk { $disk }: its Schedulable condition is { $recorded } as recorded, but Ready and Fits(0, 0) on its numbers say { $derived }; the scheduler follows the condition
import-lh-data-source-invalid = { $kind } { $name }: spec.dataSource { $value } is neither vol://<volume> nor snap://<volume>/<snapshot>; it is left out.
import-lh-clone-without-source = { $kind } { $name }: spec.cloneMode is set but there is no valid spec.dataSource to clone from; it is scheduled as a volume that is not a clone.
import-lh-clone-source-replica-not-pasted = Replica { $replica }: its source replica { $source } (spec.linkedCloneSrcReplicaName) is not among the pasted replicas of volume { $volume }; the link is left out, so any healthy replica of { $volume } may host it.
import-lh-no-ready-condition = { $kind } { $name }: no Ready condition; taken as ready
import-cap-claim-class-not-pasted = PersistentVolumeClaim { $name }: it is unbound and its StorageClass { $class } was not pasted. The scheduler takes such a claim as unbound immediate (a class that is not found is not WaitForFirstConsumer) and rejects its pods with "pod has unbound immediate PersistentVolumeClaims"; paste the class to see the decision once it exists.
import-cap-missing-nodes = No Node was pasted. The scheduler checks each node for the pod, so without nodes no node can be checked and no verdict can be given.
import-cap-missing-named-nodes = Pasted pods run on nodes that were not pasted: { $others } and { $last }. The verdicts cover the pasted nodes only.
import-cap-missing-named-nodes-one = Pasted pods run on nodes that were not pasted: { $name }. The verdicts cover the pasted nodes only.
import-cap-missing-classes = Unbound claims name storage classes that were not pasted: { $others } and { $last }. Without its class a claim is unbound immediate and its pods are rejected; with it the scheduler decides where the volume can be provisioned.
import-cap-missing-classes-one = Unbound claims name storage classes that were not pasted: { $name }. Without its class a claim is unbound immediate and its pods are rejected; with it the scheduler decides where the volume can be provisioned.
import-cap-missing-volumes = Bound claims name volumes that were not pasted: { $others } and { $last }. The scheduler rejects every node for a pod whose bound claim has no volume.
import-cap-missing-volumes-one = Bound claims name volumes that were not pasted: { $name }. The scheduler rejects every node for a pod whose bound claim has no volume.
import-cap-missing-pods = No Pod was pasted. The scheduler decides for a pod, so the verdicts wait for the pod that uses the claims.
import-cap-missing-claims = Pasted pods use claims in namespace { $namespace } that were not pasted: { $others } and { $last }. The scheduler says such a pod cannot run until its claims exist.
import-cap-missing-claims-one = Pasted pods use claims in namespace { $namespace } that were not pasted: { $name }. The scheduler says such a pod cannot run until its claims exist.
import-cap-skip-no-kind = it has no kind
import-cap-skip-not-read = not a kind the scheduler's VolumeBinding plugin reads
import-cap-skip-api-version = apiVersion { $apiVersion } is not { $expected }: not the Kubernetes { $kind }
import-cap-skip-capacity-class = its StorageClass { $class } is not among the pasted objects, so no claim can use it
import-cap-pod-node-not-pasted = Pod { $pod }: it runs on node { $node } (spec.nodeName), which was not pasted; the node is kept as recorded by the cluster and is not among the nodes checked.
import-cap-class-driver-not-pasted = StorageClass { $name }: no CSIDriver { $driver } was pasted, so its claims pass the capacity check unchecked (as in a cluster without that CSIDriver object)
import-cap-claim-volume-not-pasted = PersistentVolumeClaim { $name }: its volume { $volume } was not pasted; the scheduler rejects every node for its pods (bound to non-existent pv)
import-cap-pod-claim-left-out = Pod { $pod }: volume { $volume } uses claim { $claim }, which is left out (see the claim); the scheduler says so (persistentvolumeclaim not found).
import-cap-pod-claim-not-pasted = Pod { $pod }: volume { $volume } uses claim { $claim }, which was not pasted; the scheduler says so (persistentvolumeclaim not found, or waiting for the ephemeral volume controller)
import-cap-volume-claim-ref-other-uid = PersistentVolume { $name }: its claimRef names claim { $claim } with UID { $uid }, but the pasted claim has UID { $claimUid }: the claim was deleted and created again, and the scheduler never matches this volume to it (IsVolumeBoundToClaim compares the UID).
import-cap-volume-claim-ref-not-pasted = PersistentVolume { $name }: its claimRef names claim { $claim }, which was not pasted (the volume is { $phase }: pre-bound, or Released after its claim was deleted). The volume is kept, and the scheduler never matches it to another claim.
import-cap-match-fields-always = PersistentVolume { $name }: { $field } ({ $requirement }) is checked as the scheduler checks it (CheckNodeAffinity): against the node's labels only, where metadata.name is empty, so this requirement holds on every node.
import-cap-match-fields-never = PersistentVolume { $name }: { $field } ({ $requirement }) is checked as the scheduler checks it (CheckNodeAffinity): against the node's labels only, where metadata.name is empty, so this requirement never holds.
import-cap-unmodelled-bound = { $kind } { $field } ({ $count ->
        [one] { $count } object
       *[other] { $count } objects
    }): not modelled, ignored — the pod is already bound to that node; the lab shows what VolumeBinding decides for it on every node
import-cap-unmodelled-bound-many = { $kind } { $fields }: not modelled, ignored — the pod is already bound to that node; the lab shows what VolumeBinding decides for it on every node
import-cap-unmodelled-other-plugins = { $kind } { $field } ({ $count ->
        [one] { $count } object
       *[other] { $count } objects
    }): not modelled, ignored — other scheduler plugins (NodeAffinity, TaintToleration, NodeUnschedulable) filter on it; only VolumeBinding is modelled
import-cap-unmodelled-other-plugins-many = { $kind } { $fields }: not modelled, ignored — other scheduler plugins (NodeAffinity, TaintToleration, NodeUnschedulable) filter on it; only VolumeBinding is modelled
import-cap-unmodelled-driver = { $kind } { $field } ({ $count ->
        [one] { $count } object
       *[other] { $count } objects
    }): not modelled, ignored — passed to the driver; the scheduler does not read it
import-cap-unmodelled-driver-many = { $kind } { $fields }: not modelled, ignored — passed to the driver; the scheduler does not read it
import-cap-unmodelled-after-binding = { $kind } { $field } ({ $count ->
        [one] { $count } object
       *[other] { $count } objects
    }): not modelled, ignored — matters after binding, not for placement
import-cap-unmodelled-after-binding-many = { $kind } { $fields }: not modelled, ignored — matters after binding, not for placement
import-cap-unmodelled-data-source = { $kind } { $field } ({ $count ->
        [one] { $count } object
       *[other] { $count } objects
    }): not modelled, ignored — the volume is provisioned from it; the capacity check is the same
import-cap-unmodelled-data-source-many = { $kind } { $fields }: not modelled, ignored — the volume is provisioned from it; the capacity check is the same
import-cap-unmodelled-not-read = { $kind } { $field } ({ $count ->
        [one] { $count } object
       *[other] { $count } objects
    }): not modelled, ignored — not read by the scheduler's VolumeBinding plugin
import-cap-unmodelled-not-read-many = { $kind } { $fields }: not modelled, ignored — not read by the scheduler's VolumeBinding plugin
import-cap-unmodelled-other-volumes = { $kind } volumes of other types ({ $count ->
        [one] { $count } object
       *[other] { $count } objects
    }): not modelled, ignored — configMap, secret, projected, emptyDir and other volume types use no claim
import-cap-filter-capacity-class-missing = CSIStorageCapacity { $capacity } is for StorageClass { $class }, which is not in the input. The scheduler reads capacity objects only for the class of a claim it checks, and such a claim cannot reach the check, so this object is ignored.
import-cap-filter-claim-ref-other-uid = PersistentVolume { $name } is pre-bound to claim { $claim } with UID { $uid }, but the claim's UID is { $claimUid }: it was written for another claim of that name (one deleted and created again). IsVolumeBoundToClaim refuses it, so the scheduler does not offer it to this claim (FindMatchingVolume); the PV controller does not bind it either.
import-cap-filter-claim-ref-uid-claim-has-none = PersistentVolume { $name } is pre-bound to claim { $claim } with UID { $uid }, but the claim has no UID: IsVolumeBoundToClaim refuses it, so the scheduler does not offer it to this claim (FindMatchingVolume).
import-cap-filter-claim-class-missing = PersistentVolumeClaim { $claim } asks for StorageClass { $class }, which is not in the input. The scheduler takes an unbound claim whose class is not found as not delayed (IsDelayBindingMode returns false for a class that does not exist), so PreFilter rejects the pod with "pod has unbound immediate PersistentVolumeClaims"; the PV controller keeps the claim Pending until the class is created.
import-fleet-unmodelled-metadata = { $field }: not used to plan a rollout; ignored (first seen in { $object })
import-fleet-unmodelled-agent = { $field }: an agent or connection setting, not part of the rollout; ignored (first seen in { $object })
import-fleet-unmodelled-other = { $field }: not modelled; ignored (first seen in { $object })
import-fleet-unmodelled-other-yaml = { $field }: not modelled; ignored
import-fleet-unmodelled-strategy = { $field }: not a rolloutStrategy field the engine knows; ignored (first seen in { $object })
import-fleet-unmodelled-strategy-yaml = { $field }: not a rolloutStrategy field the engine knows; ignored
import-fleet-unmodelled-partition = { $field }: not a partition field the engine knows; ignored (first seen in { $object })
import-fleet-unmodelled-partition-yaml = { $field }: not a partition field the engine knows; ignored
import-fleet-unmodelled-customization = { $field }: a per-cluster customization (Helm values, namespace, …), not part of the rollout; ignored (first seen in { $object })
import-fleet-unmodelled-customization-yaml = { $field }: a per-cluster customization (Helm values, namespace, …), not part of the rollout; ignored
import-fleet-status-cluster = Cluster status: the agent's last report (readiness, bundle counts) — the lab simulates the agents, choose their behavior there; not read
import-fleet-status-group = ClusterGroup status: membership counts — recomputed from spec.selector; not read
import-fleet-status-bundle = Bundle status: the controller's last report (summary, partitions) — the lab simulates the rollout from the start; not read
import-fleet-bundle-resources = Bundle { $field }: the manifests are not needed to plan the rollout; ignored ({ $object })
import-fleet-bundle-option = Bundle { $field }: a deployment option, not part of the rollout; ignored ({ $object })
import-fleet-yaml-option = fleet.yaml { $field }: a deployment option, not part of the rollout; ignored
import-fleet-yaml-no-override-targets = fleet.yaml has no overrideTargets: which clusters are targets comes from its GitRepo's spec.targets, which a fleet.yaml does not hold; every pasted cluster is taken as a target (except those a doNotDeploy customization takes)
import-fleet-skip-other-cluster = apiVersion { $apiVersion }: a Rancher or Cluster API cluster, not a Fleet one; paste clusters.fleet.cattle.io
import-fleet-skip-not-fleet = apiVersion { $apiVersion } is not fleet.cattle.io: only Fleet's own objects are read
import-fleet-skip-makes-bundles = makes the Bundles: paste the Bundle (kubectl get bundles) for its targets and rolloutStrategy
import-fleet-skip-content = the bundle's manifests are not needed to plan the rollout
import-fleet-skip-not-used = not used to plan a rollout
import-fleet-skip-other-bundle = another Bundle: { $bundle } is used (choose one with the bundle option)
import-fleet-skip-yaml-bundle-pasted = a Bundle was pasted too: Bundle { $bundle } is what Fleet made of a fleet.yaml, and it is used
import-fleet-skip-other-yaml = another fleet.yaml: the one at line { $line } is used
import-fleet-skip-elsewhere-mapped = in namespace { $in }: the bundle targets its own namespace and those its BundleNamespaceMappings bring in, { $others } and { $last }
import-fleet-skip-elsewhere-mapped-one = in namespace { $in }: the bundle targets its own namespace and those its BundleNamespaceMappings bring in, { $name }
import-fleet-skip-elsewhere-bundle = in namespace { $in }: the bundle only targets its own namespace, { $namespace }
import-fleet-skip-elsewhere-most = in namespace { $in }: the import reads the namespace with most clusters, { $namespace }
import-fleet-partition-group-not-pasted = { $field } names cluster group { $group }, which is not among the pasted objects: the partition matches no cluster
import-fleet-no-bundle-defaults = no Bundle and no fleet.yaml: the rollout strategy keeps its defaults
import-fleet-no-clusters = no clusters.fleet.cattle.io objects: the strategy and targets are read, but there are no clusters to target
import-fleet-no-bundle-every-cluster = no Bundle and no fleet.yaml: every cluster is taken as a target and the rollout strategy keeps its defaults
import-fleet-skip-mapping-no-bundle = no Bundle was pasted: a BundleNamespaceMapping brings namespaces to the Bundles it selects
import-fleet-skip-namespace-no-bundle = read only for BundleNamespaceMappings, and no Bundle was pasted
import-fleet-skip-mapping-elsewhere = in namespace { $in }: only the mappings in Bundle { $bundle }'s namespace apply to it
import-fleet-skip-mapping-invalid = { $field }: { $error }; Fleet skips an invalid BundleNamespaceMapping
import-fleet-skip-deployment-no-bundle = no Bundle was pasted: a BundleDeployment only says where a Bundle's rollout stands
import-fleet-skip-deployment-other-bundle = belongs to Bundle { $owner }, not { $bundle }
import-fleet-skip-deployment-not-target = its cluster { $cluster } is not among the targets
import-fleet-deployments-read = BundleDeployments read: the rollout starts where they stand. Deployment IDs are told apart by their manifest part (before ':'); Fleet does not order them, so the import numbers them in the order met and gives the bundle's current one, taken from the first partition's staged BundleDeployments (every reconcile stages that partition), the highest: { $versions }.
import-fleet-target-no-criteria = { $source }: { $field } sets none of clusterName, clusterSelector, clusterGroup, clusterGroupSelector: it matches no cluster
import-fleet-target-group-not-pasted = { $source }: { $field } names cluster group { $group }, which is not among the pasted objects: it matches no cluster
import-fleet-clusters-not-targets = { $count } of { $total } pasted clusters are not targets of { $source } (see notTargeted): they are left out of the rollout
import-fleet-missing-clusters = No Fleet cluster of namespace { $namespace } was pasted. The strategy and targets of { $source } are read, but a rollout needs the clusters they target.
import-fleet-missing-bundle = No Bundle (or fleet.yaml) was pasted. Every cluster of namespace { $namespace } is taken as a target and the rollout strategy keeps its defaults; the Bundle holds the real ones.
import-fleet-missing-groups = The strategy or targets name cluster groups that were not pasted: { $others } and { $last }. A partition or target naming a group that is not there matches no cluster.
import-fleet-missing-groups-one = The strategy or targets name cluster groups that were not pasted: { $name }. A partition or target naming a group that is not there matches no cluster.
import-fleet-missing-namespaces = BundleNamespaceMapping { $mapping } selects namespaces by labels, and the Namespace objects of { $others } and { $last } were not pasted. They are taken with only the label kubernetes.io/metadata.name, which every namespace has, so their clusters may be targets that the import left out.
import-fleet-missing-namespaces-mappings = BundleNamespaceMapping { $mappingOthers } and { $mappingLast } selects namespaces by labels, and the Namespace objects of { $others } and { $last } were not pasted. They are taken with only the label kubernetes.io/metadata.name, which every namespace has, so their clusters may be targets that the import left out.
import-fleet-missing-namespaces-one = BundleNamespaceMapping { $mapping } selects namespaces by labels, and the Namespace objects of { $name } were not pasted. They are taken with only the label kubernetes.io/metadata.name, which every namespace has, so their clusters may be targets that the import left out.
import-fleet-missing-namespaces-one-mappings = BundleNamespaceMapping { $mappingOthers } and { $mappingLast } selects namespaces by labels, and the Namespace objects of { $name } were not pasted. They are taken with only the label kubernetes.io/metadata.name, which every namespace has, so their clusters may be targets that the import left out.
bundle-skip-outside = Files outside the bundle's folder are not read.
bundle-skip-logs = Logs are not read: no lab uses them.
bundle-skip-node-bundles = Node bundles (nodes/…) are not read: no lab uses them.
bundle-skip-other-files = Files other than yamls/ and metadata.yaml are not read.
bundle-skip-yamls-scope = Files under yamls/ outside cluster/ and namespaced/ are not read.
bundle-skip-yamls-path = Files under yamls/ that are not <group>/<version>/<resource>.yaml are not read.
bundle-skip-not-yaml = Files under yamls/ that are not .yaml are not read.
bundle-skip-not-read = Resources no lab reads are not inflated.
bundle-skip-metadata-too-large = A metadata.yaml over 1 MiB is not read.
bundle-skip-older-version = A resource also present at a newer API version is read once, at the newer version.
bundle-no-metadata = The bundle has no metadata.yaml, so its product, Kubernetes version and creation time are unknown.
bundle-metadata-unreadable = The bundle's metadata.yaml could not be read (line { $line }, column { $column }: { $error }), so its facts are unknown.
bundle-algorithm-chosen-over-version = The { $chosen } algorithm is used, as chosen; the bundle's Longhorn { $version } would use the { $implied } algorithm.
bundle-algorithm-chosen = The { $chosen } algorithm is used, as chosen.
bundle-algorithm-most-usable = The most-usable algorithm is used: the bundle's Longhorn is { $version }, and Longhorn before v1.11 puts a replica on the disk with the most usable space.
bundle-algorithm-balance = The balance algorithm is used: the bundle's Longhorn is { $version }, and Longhorn from v1.11 chooses disks by their balance score.
bundle-version-from-engine-image = The bundle records no current-longhorn-version setting: its Longhorn version, { $version }, is inferred from its newest engine image, { $image }.
bundle-version-from-api-version = The bundle records no current-longhorn-version setting and no engine image version: its Longhorn objects are all { $api }, which Longhorn before v1.3 writes, so its Longhorn is taken as v1.2.
bundle-algorithm-default = The balance algorithm is used, the current Longhorn's: the bundle records no Longhorn version (no current-longhorn-version setting).

# What the Fleet import read of each object (fleet::import::ReadObject.whatMessage)
# and why a pasted cluster is not a target (NotTargeted.whyMessage); each
# variant a whole message. $labels, $targets, $restrictions, $customizations,
# $overrides, $count: counts; names and fields verbatim.
# An item of import-fleet-deployments-read's $versions list.
import-fleet-deployment-version = { $manifest } = version { $version }
import-fleet-read-cluster-target = { $labels ->
        [one] { $labels } label
       *[other] { $labels } labels
    }, a target
import-fleet-read-cluster-target-paused = { $labels ->
        [one] { $labels } label
       *[other] { $labels } labels
    }, paused, a target
import-fleet-read-cluster-not-target = { $labels ->
        [one] { $labels } label
       *[other] { $labels } labels
    }, not a target
import-fleet-read-cluster-not-target-paused = { $labels ->
        [one] { $labels } label
       *[other] { $labels } labels
    }, paused, not a target
import-fleet-read-group-no-selector = no spec.selector: selects no cluster
import-fleet-read-group = selects { $count } of the targets
import-fleet-read-mapping-matches-none = selects the Bundle; its namespaceSelector matches none of the namespaces pasted or holding pasted clusters
import-fleet-read-mapping-brings = selects the Bundle and brings in namespaces { $others } and { $last }
import-fleet-read-mapping-brings-one = selects the Bundle and brings in namespace { $name }
import-fleet-read-mapping-other-bundle = its bundleSelector does not match the labels of Bundle { $bundle }: it brings in no namespace
import-fleet-read-mapping-unset = bundleSelector or namespaceSelector is not set: it matches nothing (as in Fleet)
import-fleet-read-namespace-brought = labels, for the BundleNamespaceMappings: brought in
import-fleet-read-namespace-not-brought = labels, for the BundleNamespaceMappings: not brought in
import-fleet-read-bundle = rolloutStrategy, { $targets ->
        [one] { $targets } target
       *[other] { $targets } targets
    }
import-fleet-read-bundle-paused = rolloutStrategy, { $targets ->
        [one] { $targets } target
       *[other] { $targets } targets
    }, paused
import-fleet-read-bundle-restricted = rolloutStrategy, { $targets ->
        [one] { $targets } target
       *[other] { $targets } targets
    }, { $restrictions ->
        [one] { $restrictions } target restriction
       *[other] { $restrictions } target restrictions
    }
import-fleet-read-bundle-restricted-paused = rolloutStrategy, { $targets ->
        [one] { $targets } target
       *[other] { $targets } targets
    }, { $restrictions ->
        [one] { $restrictions } target restriction
       *[other] { $restrictions } target restrictions
    }, paused
import-fleet-read-yaml = rolloutStrategy, { $customizations } targetCustomizations
import-fleet-read-yaml-overrides = rolloutStrategy, { $customizations } targetCustomizations, { $overrides } overrideTargets
import-fleet-read-deployment-ready = cluster { $cluster }: staged version { $staged }, deployment { $deployed }, applied { $applied }, ready
import-fleet-read-deployment-not-ready = cluster { $cluster }: staged version { $staged }, deployment { $deployed }, applied { $applied }, not ready
import-fleet-read-deployment-ready-failed = cluster { $cluster }: staged version { $staged }, deployment { $deployed }, applied { $applied }, ready, apply failed
import-fleet-read-deployment-not-ready-failed = cluster { $cluster }: staged version { $staged }, deployment { $deployed }, applied { $applied }, not ready, apply failed
import-fleet-not-target-restricted = matches none of the target restrictions
import-fleet-not-target-do-not-deploy = the first target it matches, { $field }, says doNotDeploy
import-fleet-not-target-no-match = matches no target
# An item of a capacity "not modelled" note's $fields list (import-cap-unmodelled-…-many).
import-cap-unmodelled-field = { $field } ({ $count ->
        [one] { $count } object
       *[other] { $count } objects
    })

# What the capacity import read of each object (capacity::import::ReadObject.summaryMessage).
# $size, $capacity, $maximum: a size as Kubernetes writes it, or import-cap-read-unset;
# $topology, $phase, $volumes: messages of their own; $mode: the volumeBindingMode verbatim.
import-cap-read-size = { $size }
import-cap-read-unset = unset
import-cap-read-node = { $labels } labels
import-cap-read-node-zone = zone { $zone }, { $labels } labels
import-cap-read-class = provisioner { $provisioner }, { $mode }
import-cap-read-class-topologies = provisioner { $provisioner }, { $mode }, { $terms } allowedTopologies term(s)
import-cap-read-driver = storageCapacity { $value }
import-cap-read-driver-unset = storageCapacity unset (off)
import-cap-read-topology-unset = unset (no node)
import-cap-read-topology-every = { $selector } (every node)
import-cap-read-topology = { $selector }
import-cap-read-capacity = class { $class }, capacity { $capacity }, maximumVolumeSize { $maximum }, nodeTopology { $topology }
import-cap-read-claim-bound = class { $class }, requests { $size }, bound to { $volume }
import-cap-read-claim-selected = class { $class }, requests { $size }, unbound, selected node { $node }
import-cap-read-claim-unbound = class { $class }, requests { $size }, unbound
import-cap-read-volume-claimed = { $size }, class { $class }, claimed by { $claim }
import-cap-read-volume-claimed-affinity = { $size }, class { $class }, claimed by { $claim }, with node affinity
import-cap-read-volume-unclaimed = { $size }, class { $class }, unclaimed
import-cap-read-volume-unclaimed-affinity = { $size }, class { $class }, unclaimed, with node affinity
import-cap-read-pod-volume-claim = { $volume } (claim { $claim })
import-cap-read-pod-volume-ephemeral = { $volume } (ephemeral)
import-cap-read-pod-volume-csi = { $volume } (CSI inline, { $driver })
import-cap-read-phase = { $phase }
import-cap-read-no-phase = no phase
import-cap-read-pod = { $phase }, volumes { $volumes }
import-cap-read-pod-no-claims = { $phase }, no claims
