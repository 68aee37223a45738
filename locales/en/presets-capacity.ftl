# The titles and captions of the storage capacity lab's presets, language: en. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

shell-preset-capacity-tracking-off-title = Tracking off → retries
shell-preset-capacity-tracking-off-caption = Nine of ten nodes are nearly full and the driver publishes no capacity: the scheduler keeps picking full nodes and provisioning keeps failing. Compare tracking on and off in the workload view.
shell-preset-capacity-stale-title = Stale information
shell-preset-capacity-stale-caption = Someone else takes the free space on node-1 at 10 s, and the published number stays until the next poll. Run the workload view and look at the shaded stale window.
shell-preset-capacity-multi-volume-title = Multi-volume pod fails for good
shell-preset-capacity-multi-volume-caption = Two 30 GiB volumes on nodes with 50 GiB each: the first is created on node-1, the second no longer fits there, and the first pins the pod to node-1. Read the pod's 0/3 nodes are available event.
shell-preset-capacity-immediate-title = Immediate class
shell-preset-capacity-immediate-caption = A zonal driver and an Immediate class: the volume is created before the pod is scheduled, so the capacity check never runs and the pod follows the volume.
shell-preset-capacity-csi-inline-title = CSI inline volume skips the check
shell-preset-capacity-csi-inline-caption = A CSI inline (ephemeral) volume is never capacity-checked, even on nodes without room: see every node's verdict in the pod view.
