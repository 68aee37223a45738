# The titles and captions of the Longhorn replica scheduling lab's presets, language: en. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

shell-preset-longhorn-three-zones-title = Three-zone cluster
shell-preset-longhorn-three-zones-caption = Two volumes on six nodes in three zones. On the placement map each replica of a volume lands in a new zone first; click a replica to see the zone tier win in the why panel.
shell-preset-longhorn-docs-balance-title = Docs: nodes A/B balance example
shell-preset-longhorn-docs-balance-caption = A1 900, A2 100, B1 600, B2 700 GiB usable and one 100 GiB replica. Node B wins; on B the docs pick B2, while the real scheduler scores disks cluster-wide and ties B1 and B2 (see the why panel's score tables).
shell-preset-longhorn-docs-space-title = Docs: disk X/Y space check
shell-preset-longhorn-docs-space-caption = X has 1 of 4 GiB available, Y 2 of 8 GiB. The docs evaluate X at 25 % and Y at 10 %, but the setting is cluster-wide: at 25 % both disks are dropped and the volume says disks are unavailable. Set storage-minimal-available-percentage to 10 and both pass.
shell-preset-longhorn-tag-mismatch-title = Tag mismatch
shell-preset-longhorn-tag-mismatch-caption = The volume asks for node tag ssd and disk tag fast; only one node and one disk match, so only one of three replicas can be placed. Read the volume's Scheduled condition and the node verdicts.
shell-preset-longhorn-insufficient-storage-title = Insufficient storage
shell-preset-longhorn-insufficient-storage-caption = A 400 GiB volume on 500 GiB disks that already have 200 GiB scheduled: every disk fails Fits. Click a replica to see Fits with the numbers.
shell-preset-longhorn-anti-affinity-title = Hard vs soft anti-affinity
shell-preset-longhorn-anti-affinity-caption = Two nodes, two volumes of three replicas: hard keeps node anti-affinity hard (one replica cannot be placed), soft overrides it per volume and doubles up on a node.
shell-preset-longhorn-large-title = Large cluster (100 nodes, 400 disks)
shell-preset-longhorn-large-caption = 100 nodes in four zones with four disks each and ten volumes: edit anything and every replica is placed again at once.
