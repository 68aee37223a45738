# The capacity lab's own page texts (issue #11), language: en.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## labs/capacity/mod.rs

cap-heading = Storage capacity
cap-intro = With storage capacity tracking, a CSI driver publishes CSIStorageCapacity objects and the scheduler's VolumeBinding plugin only picks nodes whose published capacity fits each new volume.
cap-intro-reading = Below: the scheduler's verdict on each node for this pod, and the workload over time.
cap-intro-editing = Edit the topology and the pod; the verdicts recompute as you type.
cap-result-label = Result
cap-tab-pod = Pod view
cap-tab-workload = Workload view

## labs/capacity/answer_view.rs

cap-answer-label = Answer
cap-why-passes = Why { $node } passes
cap-why-fails = Why { $node } fails
cap-changes-heading = What would change it (each alone makes the node pass):
cap-apply-label = Apply: { $change }
cap-apply = Apply

## labs/capacity/changes.rs

cap-external-heading = External changes
cap-external-hint = Storage consumed behind the driver's back: the published capacity is stale until the driver's next poll.
cap-external-at = At (s)
cap-driver = Driver
cap-segment = Segment
cap-external-consumed = Consumed
cap-external-remove = Remove external change { $number }
cap-external-add = + external change

## labs/capacity/draft.rs

cap-kind-pvc = PVC
cap-kind-ephemeral = ephemeral
cap-kind-csi-inline = CSI inline
cap-claim-owned = claim owned by this pod
cap-claim-earlier-pod = claim left by an earlier pod
cap-claim-no-owner = claim without owner
cap-claim-not-created = claim not created yet
cap-error-label-pair = expected key=value, got { $got }
cap-error-label-empty-key = empty label key in { $part }
cap-error-label-duplicate = duplicate label key { $key }
cap-error-at-most-days = must be at most { $max } (30 days)
cap-error-at-least = must be at least { $min }
cap-error-negative = must not be negative (got { $got })
cap-error-not-whole = not a whole number: { $got }
cap-error-unknown-provisioner = unknown driver { $driver } (drivers: { $drivers })
cap-error-segment-required = required: key=value
cap-error-unknown-driver = unknown driver { $driver }
cap-error-unknown-class = unknown storage class { $class }
cap-error-unknown-node = unknown node { $node }
cap-error-pv-phase = { $got } is not a PersistentVolume phase ({ $phases })
cap-error-at-most-pods = at most { $max } pods
cap-error-at-most-volumes = at most { $max } volumes per pod

## labs/capacity/pod_view.rs

cap-outcome-bound = bound
cap-outcome-pv-missing = PV missing
cap-outcome-node-conflict = node affinity conflict
cap-outcome-selected-other-node = selected another node
cap-outcome-static-match = matches a PV
cap-outcome-no-provisioner = no provisioner
cap-outcome-topology-not-allowed = topology not allowed
cap-outcome-provisionable = provisionable
cap-outcome-not-enough-capacity = not enough capacity
cap-outcome-not-checked = not checked
cap-capacity-check-skipped = capacity check skipped: { $why }
cap-objects-not-reaching = { $count ->
    [one] { $count } object of the class does not reach this node
   *[other] { $count } objects of the class do not reach this node
}
cap-pod = Pod
cap-volume = Volume
cap-kind = Kind
cap-volume-class = Class (driver for inline)
cap-size = Size
cap-already-on = Already on node(s)
cap-volume-name = Volume name
cap-claim-select = Claim { $claim }
cap-class = Class
cap-size-of = Size of { $volume }
cap-already-on-label = Already provisioned on node
cap-remove-volume = Remove volume { $volume }
cap-add-volume = + volume
cap-already-on-hint = “Already on node”: the volume was provisioned there before (a bound PV with node affinity); its size is taken from that node's published capacity.
cap-claim-uid-label = Claim UID
cap-pv-claim-uid-label = PV claimRef UID
cap-pv-phase-label = PV phase
cap-pv-fields-hint = A provisioned volume's PV names its claim in claimRef. With a claimRef UID that is not the claim's UID (a claim deleted and created again under the same name), the PV is not the claim's: the scheduler does not offer it (IsVolumeBoundToClaim). The claim is bound to its PV only when the PV's phase is Bound and it names the claim; otherwise the PV waits, pre-bound, for the scheduler to match it.
cap-ephemeral-owner-hint = An ephemeral volume's claim is the pod's only when its controller owner reference carries the pod's UID (ephemeral.VolumeIsForPod); a claim left by an earlier pod of the same name, or made by hand without an owner, makes PreFilter reject the pod.
cap-fix-fields = Fix the highlighted fields to see the verdicts.
cap-prefilter-skip = PreFilter: Skip — the pod has no claim to check; every node passes the plugin.
cap-prefilter-success = PreFilter: Success — Filter runs on every node.
cap-prefilter-unschedulable = PreFilter: Unschedulable — { $message }
cap-stale-result = Showing the result of the last valid input.
cap-details-summary = How the scheduler decided: PreFilter, each node's reasons and claim checks
cap-feasible-pick = Feasible: { $nodes }. The scheduler would pick { $node }.
cap-feasible-pick-tied = Feasible: { $nodes }. The scheduler would pick { $node } (or another of the equally good nodes, at random).
cap-node = Node
cap-verdict = Verdict
cap-reasons-claims = Reasons and claims
cap-passes = passes
cap-fails = fails
cap-score = score { $score }
cap-verdict-passes = Node { $node } passes the volume binding check.
cap-verdict-fails = Node { $node } fails the volume binding check.
cap-verdict-fails-because = Node { $node } fails the volume binding check: { $reasons }.

## labs/capacity/topology.rs

cap-topology = Topology
cap-nodes = Nodes
cap-nodes-hint = Each node gets kubernetes.io/hostname = its name and topology.kubernetes.io/zone = its zone.
cap-zone = Zone
cap-more-labels = More labels (key=value, …)
cap-node-name = Node name
cap-labels = Labels
cap-show-verdict = Show the verdict on node { $node }
cap-remove-node = Remove node { $node }
cap-add-node = + node
cap-drivers = CSI drivers
cap-driver-legend = Driver { $driver }
cap-storage-capacity = storageCapacity (publish CSIStorageCapacity)
cap-publishing = Publishing
cap-publishing-central = central
cap-publishing-per-node = per node
cap-topology-keys = Topology keys
cap-poll-interval = Poll interval (s)
cap-segment-header = Segment (key=value, …)
cap-free = Free
cap-free-of = Free space of { $segment }
cap-max-of = Maximum volume size of { $segment }
cap-remove-pool = Remove pool { $segment }
cap-add-pool = + pool
cap-classes = Storage classes
cap-provisioner = Provisioner
cap-binding = Binding
cap-allowed-zones = Allowed zones
cap-class-name = Class name
cap-binding-mode = Binding mode
cap-add-class = + class

## labs/capacity/prebind_view.rs

cap-later-bound = bound
cap-later-still-binding = not bound yet
cap-later-volume-not-in-cache = volume not in the cache yet
cap-later-volume-rejects-node = volume's node affinity rejects the node
cap-later-selected-node-removed = selected-node removed (provisioning failed)
cap-later-selected-other-node = selected-node names another node
cap-later-annotations-reset = annotations reset
cap-later-claim-deleted = claim deleted
cap-later-claim-ref-reset = volume's claimRef reset
cap-error-bind-timeout-range = must be 1 to { $max } seconds (30 days)
cap-error-not-whole-seconds = not a whole number of seconds: { $got }
cap-binding-all-bound = all bound
cap-binding-waiting = waiting
cap-binding-error = error
cap-prebind-provision = { $claim } (provision)
cap-prebind-check = { $claim }: { $detail }.
cap-prebind-heading = After Filter: Reserve and PreBind
cap-prebind-hint = Reserve writes the plan (a claimRef on each matched volume, the selected-node annotation on each claim to provision); PreBind then checks the claims every second (checkBindings) until all are bound, one fails, or bindTimeoutSeconds passes. Say what became of each claim.
cap-prebind-node = Node the pod was assumed on
cap-prebind-all-bound-at-reserve = Every claim of the pod was already bound at Reserve, so PreBind succeeds at once.
cap-prebind-elapsed = Seconds PreBind has waited
cap-prebind-timeout = bindTimeoutSeconds (empty: 600; the workload's too)

## labs/capacity/workload_view.rs

cap-sim-running = Simulating in a worker…
cap-sim-cancelled = Cancelled.
cap-sim-run-again = Run again
cap-workload-pods = Pods
cap-workload-volumes = Volumes per pod
cap-workload-size = Volume size
cap-workload-every = A pod every (s)
cap-workload-horizon = Horizon (s)
cap-workload-provisioning = Provisioning (s)
cap-workload-binding-hint = Provisioning (s): how long every driver takes to create a volume (empty: 5 s). bindTimeoutSeconds: how long PreBind waits for a pod's volumes to be bound before the pod fails with "{ $message }" and goes back to the queue (empty: the scheduler's 600 s).
cap-attempts = Attempts
cap-provisioning-failures = Provisioning failures
cap-running = Running
cap-pending = Pending
cap-stuck = Stuck
cap-all-running-after = All running after
# The comparison table's first column (a visually hidden header): which run the row shows.
cap-col-tracking = Storage capacity tracking
cap-tracking-on = Tracking on
cap-tracking-off = Tracking off
cap-attempts-over-time = Scheduling attempts over time
cap-stale-window = stale: { $published } published, { $real } real ({ $segment })
cap-attempts-chart-label = Attempts: { $on } with tracking on, { $off } with tracking off
cap-chart-key-on = tracking on: { $count }
cap-chart-key-off = tracking off: { $count }
cap-chart-key-stale = stale published capacity (tracking on)
cap-state-not-arrived = not arrived
cap-state-pending = pending
cap-state-stuck = stuck
cap-state-running = running
cap-event-budget = The event budget ran out before the horizon.
cap-state = State
cap-last-message = Last message
cap-timeline = { $count ->
    [one] Timeline ({ $count } entry)
   *[other] Timeline ({ $count } entries)
}

## labs/capacity/picture.rs

cap-map-caption-request = Nodes by zone. Bars: the CSIStorageCapacity objects reaching each zone; the line marks the request of { $request }.
cap-map-caption = Nodes by zone, with each node's verdict.
cap-map-no-zone = No zone label
cap-map-zone = Zone { $zone }
cap-map-no-capacity = No CSIStorageCapacity reaches this zone.
cap-map-bar-fits = { $object }: { $offered } offered, enough for the request
cap-map-bar-short = { $object }: { $offered } offered, less than the request
cap-map-bar-no-size = { $object }: no size published, so it never fits
cap-map-no-size = no size
cap-map-node-passes = { $node } passes: show why
cap-map-node-fails = { $node } fails: show why

## labs/capacity/import.rs

cap-import-cannot-show = The objects were read, but the lab cannot show them: { $problems }
# $error: why, a whole sentence of its own (the engine's input error, in the page's language).
cap-import-not-imported = Not imported — your work is unchanged. { $error }
cap-import-toggle = Import kubectl output
cap-import-hint = Paste, pick or drop what this prints (YAML or -o json; a List, several --- documents or one object):
cap-import-label = kubectl output
cap-count-nodes = { $count ->
    [one] { $count } node
   *[other] { $count } nodes
}
cap-count-classes = { $count ->
    [one] { $count } storage class
   *[other] { $count } storage classes
}
cap-count-drivers = { $count ->
    [one] { $count } CSI driver
   *[other] { $count } CSI drivers
}
cap-count-capacities = { $count ->
    [one] { $count } CSIStorageCapacity
   *[other] { $count } CSIStorageCapacities
}
cap-count-claims = { $count ->
    [one] { $count } claim
   *[other] { $count } claims
}
cap-count-volumes = { $count ->
    [one] { $count } volume
   *[other] { $count } volumes
}
cap-count-pods = { $count ->
    [one] { $count } pod
   *[other] { $count } pods
}
cap-imported = Imported { $nodes }, { $classes }, { $drivers }, { $capacities }, { $claims }, { $volumes }, { $pods }.
cap-import-pod-shown = Pod shown:
cap-import-no-phase = no phase
cap-import-pod-option = { $count ->
    [one] { $pod } ({ $phase }, { $count } volume)
   *[other] { $pod } ({ $phase }, { $count } volumes)
}
cap-import-read = Read ({ $count })
cap-import-not-used = Not used ({ $count }):
cap-import-notes = Notes:
cap-import-pod-node = Pod { $pod } runs on node { $node }, as the cluster recorded it.
cap-import-pod-node-not-pasted = Pod { $pod } runs on node { $node }, as the cluster recorded it; that node was not pasted.

## labs/capacity/imported.rs

cap-note-hostname-differs = Node { $node }: label { $label } differs from the name; the lab uses the name
cap-note-class-topologies = StorageClass { $class }: allowedTopologies other than one { $key } list are left out (the lab restricts classes by zone only)
cap-note-no-pod = No pod was pasted: add the pod's volumes in the pod view.
cap-note-other-pods = The pod view shows one pod ({ $pod }); the other { $count } pasted pod(s) are left out — pick another above
cap-note-unclaimed-pvs = PersistentVolumes { $volumes } are left out: the lab has no static volumes for claims to bind
cap-note-class-not-pasted = Pod { $pod }: volume { $volume } is left out: its StorageClass { $class } was not pasted.
cap-note-no-class = No StorageClass was pasted, so the workload view has no class to run with; add one in the topology.
cap-note-bound-pv-not-pasted = Pod { $pod }: volume { $volume } is left out: claim { $claim } is bound but its volume { $pv } was not pasted
cap-note-bound-pv-unreachable = Pod { $pod }: volume { $volume } is left out: claim { $claim } is bound but its volume { $pv } is reachable from no pasted node
cap-note-claim-not-pasted = Pod { $pod }: volume { $volume } is left out: its claim { $claim } was not pasted
cap-note-claim-twice = Pod { $pod }: volume { $volume } uses claim { $claim } a second time; left out
cap-note-not-bind-completed = Pod { $pod }: claim { $claim } names volume { $pv } without the bind-completed annotation; the lab draws it unbound
cap-note-selected-node = Pod { $pod }: claim { $claim }'s selected-node annotation ({ $node }) is left out
cap-note-pre-bound = Pod { $pod }: claim { $claim } is not bound yet and volume { $pv } (phase { $phase }) is pre-bound to it by its claimRef; the lab draws that volume on the claim, which kube-scheduler's FindMatchingVolume takes before any other
cap-note-pre-bound-passed-over = Pod { $pod }: volume { $pv } is pre-bound to claim { $claim }, but kube-scheduler's FindMatchingVolume passes it over (too small, another volume mode, being deleted, the claim's selected node, or no pasted node it can reach); left out, the claim is provisioned as without it
cap-note-pre-bound-binding = Pod { $pod }: volume { $pv } is pre-bound to claim { $claim } with phase { $phase } while the claim is not bound yet (the PV controller is binding them); the lab cannot draw that state and leaves the volume out
cap-note-capacity-topology = CSIStorageCapacity { $capacity }: a nodeTopology other than matchLabels is left out (the lab's pools are label segments)
cap-note-segment-shared = CSIStorageCapacity { $capacity }: segment { $segment } already has a pool from another class; the lab keeps one pool per segment for all classes
cap-note-class-no-capacity = StorageClass { $class }: no CSIStorageCapacity objects were pasted for it; the lab publishes the driver's pools for every class

# How PreFilter classified a pod volume: $kind is the ClaimKind's name (Bound, Delayed, UnboundImmediate, CsiInline, Unknown); $request the claim's request.
cap-claim-kind = ({ $kind ->
        [Bound] Bound
        [Delayed] Delayed
        [UnboundImmediate] UnboundImmediate
        [CsiInline] CsiInline
        [Unknown] Unknown
       *[other] { $kind }
    })
cap-claim-kind-request = ({ $kind ->
        [Bound] Bound
        [Delayed] Delayed
        [UnboundImmediate] UnboundImmediate
        [CsiInline] CsiInline
        [Unknown] Unknown
       *[other] { $kind }
    }, { $request })

## labs/capacity/fixes.rs: each suggestion names the field the editor shows and the value to type there.
# $amount: the number and unit to type ("60 GiB"); $current: the field now.
cap-fix-pool-free = Set Free of pool { $segment } ({ $driver }) to { $amount } or more (it is { $current }).
# $used: what the pod's volumes already on the pool's nodes take of it ("30 GiB"), $volumes: their names.
cap-fix-pool-free-used = Set Free of pool { $segment } ({ $driver }) to { $amount } or more (it is { $current }, and volume { $volumes } already takes { $used } of it).
cap-fix-pool-max = Set Maximum volume size of pool { $segment } to { $amount } or more (it is { $current }).
cap-fix-add-pool = Add a pool { $segment } to { $driver } with Free { $amount } or more.
cap-fix-volume-size = Set Size of volume { $volume } to { $amount } or less (it is { $current }). In a cluster a pending claim cannot be edited: delete it and create it again with that size.
cap-fix-node-zone = Set Zone of { $node } to { $zone } (it is { $current }).
cap-fix-node-labels = Add { $labels } to Labels of { $node }.
cap-fix-class-zone = Add { $zone } to Allowed zones of class { $class }. In a cluster a storage class cannot be edited: create it again with that zone.
cap-fix-class-binding = Set Binding mode of class { $class } to WaitForFirstConsumer: with Immediate the volume is created as soon as the claim exists, wherever the driver picks and before any capacity check, and the pod only waits for it. In a cluster a storage class cannot be edited: create one with volumeBindingMode: WaitForFirstConsumer and use it in the claim.


# The button under the lab that opens its pod as a generated lesson on the Learn page (issue 34).
cap-explain-lesson = Explain this as a lesson

# The button over the pod view that opens the pod's case report (issue 35; its texts are report.ftl).
cap-report-open = Case report
