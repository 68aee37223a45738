# The shell's (header, navigation, notices, import, share, embed, support bundle and the shared components) own page texts (issue #11), language: en.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## Header, navigation, page title

shell-lab-longhorn = Longhorn replica scheduling
shell-lab-balance = Longhorn balance score
shell-lab-capacity = Storage capacity
shell-lab-rollout = Fleet rollout
shell-lab-gallery = Gallery
shell-gallery-title = Presets gallery
# $page: the lab's name (or the gallery's); the product's name stays.
shell-page-title = { $page } — Placement Playground
shell-nav-label = Labs
shell-footer = Decisions follow the real schedulers and controllers; where their docs differ, the lab says so. Everything runs in your browser.
shell-skip-to-result = Skip to the result
shell-pane-switch-label = Show the result or the editor
shell-pane-result = Result
shell-pane-edit = Edit
shell-pane-inputs = Inputs
shell-close = Close

## Embedded

shell-read-only-example = Read-only example
shell-open-full = Open in Placement Playground ↗
shell-open-full-title = Open this { $lab } scenario in the full Placement Playground, editable

## Scenario bar

shell-undo = ↶ Undo
shell-undo-title = Undo (Ctrl+Z / ⌘Z)
shell-redo = ↷ Redo
shell-redo-title = Redo (Ctrl+Shift+Z, Ctrl+Y / ⌘⇧Z)
shell-share-link = Share link
shell-embed = Embed this
shell-embed-title = Put this scenario on a docs page
shell-export-json = Export JSON
shell-export-json-title = Download this scenario as JSON
shell-export-yaml-title = Download this scenario as YAML
shell-read-only = Read-only
shell-import = Import
shell-open-support-bundle = Open support bundle
shell-open-support-bundle-title = Read a Longhorn or Rancher support bundle (.zip) into the labs
shell-link-label = Link to this scenario
shell-copy = Copy
shell-copied = Copied
shell-previous-kept = Your earlier work in this lab is kept.
shell-restore-previous = Restore my earlier work

## Share, export, import notices

shell-opened-shared = Opened the shared scenario.
shell-opened-file = Opened "{ $file }".
shell-opened-preset = Opened the preset “{ $title }”.
shell-import-refused = this file could not be imported: { $problem }
shell-share-nothing-yet = nothing to share yet: make an edit first
shell-scenario-not-opened = the scenario was not opened: { $problem }
shell-no-earlier-work = there is no earlier work to restore
shell-link-too-large = this scenario is too large for a link ({ $length ->
    [one] { $length } character
   *[other] { $length } characters
}; the limit is { $limit }): use Export and share the file
shell-link-cut-short = this link could not be opened ({ $problem }): it may have been cut short
shell-link-not-opened = this link could not be opened: { $problem }
shell-worker-result-unreadable = could not read the worker's result: { $problem }
shell-unknown-error = unknown error
shell-no-scenario = this page has no scenario
shell-preset-unknown = There is no preset "{ $id }" in the { $lab } lab; your work is unchanged. The Gallery lists every preset.
shell-panic-stopped = Placement Playground stopped: { $problem }
shell-panic-banner = { $message }. Your work is kept in this browser's storage: reload the page to continue.

## Fields and import panels

# $field: the field's label.
shell-unit-label = { $field } unit
shell-pick-file = Pick a file…
shell-drop-here = or drop it here
shell-file-too-large = { $file } is { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}; the limit is { $limit } MiB (export fewer objects)
shell-file-unreadable = { $file } could not be read as text
shell-missing-heading = The paste lacks objects the decision needs.
shell-missing-run = Run this and paste its output together with the rest:
# $size: "8.4 MB".
shell-import-reading = Reading { $size } in the background; the page stays usable.
shell-cancel = Cancel
shell-worker-not-started = the worker did not start: { $problem }
shell-worker-failed = the worker failed

## Support bundle

shell-bundle-reading = Reading the support bundle { $file } in the background; the page stays usable.
shell-bundle-reading-progress = Reading the support bundle { $file } in the background: { $done } of { $total } of its YAML files are read; the page stays usable.
# Followed by the reason, a sentence of its own.
shell-bundle-refused = The support bundle { $file } could not be opened, and nothing changed.
shell-bundle-worker-not-started = The worker did not start ({ $problem }).
shell-bundle-title = Support bundle { $file }
shell-bundle-algorithm-label = Disk choice in the replica scheduling lab
shell-bundle-algorithm-balance = balance (Longhorn v1.11 and later)
shell-bundle-algorithm-most-usable = most-usable (Longhorn before v1.11)
shell-bundle-entries-not-read = Entries not read ({ $count })
# After the reason the entries were skipped; $size: "12.3 MB".
shell-bundle-skipped-entries = { $count ->
    [one] ({ $count } entry, { $size } compressed; for example { $examples }.)
   *[other] ({ $count } entries, { $size } compressed; for example { $examples }.)
}
shell-bundle-no-files = The bundle has no files of this lab's kinds.
shell-bundle-read-files = { $count ->
    [one] Read from { $count } file of the bundle.
   *[other] Read from { $count } files of the bundle.
}
shell-bundle-open-lab = Open in the { $lab } lab
shell-bundle-objects-not-used = Objects not used ({ $count })
shell-bundle-notes = Notes ({ $count })

## Presets (the gallery and every lab's preset picker)

shell-source-longhorn-docs = Longhorn docs: Scheduling
shell-source-kubernetes-docs = Kubernetes docs: Storage Capacity
shell-source-fleet-docs = Fleet docs: Rollout strategy
shell-source-real-world = Real-world case
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
shell-preset-balance-docs-example-title = Docs: balance score example
shell-preset-balance-docs-example-caption = A1 900, A2 100, B1 600, B2 700 GiB and a 100 GiB replica. Node B wins the node stage; the docs score disks per node (B2 wins, 0 vs 0.333), the real scheduler scores them cluster-wide and B1 and B2 tie.
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
shell-preset-rollout-defaults-200-title = 200 clusters, all defaults
shell-preset-rollout-defaults-200-caption = 4 partitions of 50; 50 deployments are created per reconcile and creation never waits for readiness.
shell-preset-rollout-pct25-230-title = 230 clusters at 25 %
shell-preset-rollout-pct25-230-caption = autoPartitionSize 25 % of 230 → 57 per partition: 57 × 4 + 2. Count the rows of the grid.
shell-preset-rollout-pct10-50-title = 50 clusters at 10 %
shell-preset-rollout-pct10-50-caption = Fewer than 200 clusters → one partition; all 50 are created at once, and an update goes 5 per round.
shell-preset-rollout-pct10-100-notready-title = 100 clusters at 10 %, none ready
shell-preset-rollout-pct10-100-notready-caption = 50 are created, then the next 50 on the following reconcile even though none is ready.
shell-preset-rollout-pct10-100-update-title = 100 clusters at 10 %, update
shell-preset-rollout-pct10-100-update-caption = An update is promoted 10 clusters at a time: step through the rounds.
shell-preset-rollout-partitions10-200-title = 200 clusters, 10 % partitions, 1 may fail
shell-preset-rollout-partitions10-200-caption = autoPartitionSize 10 %, maxUnavailablePartitions 1 → 10 partitions of 20; nothing is gated unless maxUnavailable is lowered.
shell-preset-rollout-manual-strict-title = Manual partitions, maxUnavailable 0
shell-preset-rollout-manual-strict-caption = Strict partitions: the initial deployment proceeds, but the update at round 6 never starts on a healthy cluster. The why panel says what it waits for.
shell-preset-rollout-storm-5-title = Image-pull storm: 5 not ready
shell-preset-rollout-storm-5-caption = 5 partitions × 40 at 10 % (4 allowed): 5 clusters never ready in the first partition block the rest.
shell-preset-rollout-storm-4-title = Image-pull storm: 4 not ready
shell-preset-rollout-storm-4-caption = With 4 not ready the first partition is within its limit and the rollout goes on.
shell-preset-rollout-storm-drift-title = The storm, but 5 drifted
shell-preset-rollout-storm-drift-caption = The same 5 clusters are ready but changed by hand (drift): they show Modified, yet Fleet counts only unready or unapplied clusters as unavailable, so the rollout reaches every partition.
shell-preset-rollout-manual-unmatched-title = Manual partitions, unmatched clusters
shell-preset-rollout-manual-unmatched-caption = Clusters matching no partition are never deployed (the docs say they get extra partitions), and a partition without criteria matches nothing.
shell-preset-rollout-offline-slot-title = An offline cluster holds a slot
shell-preset-rollout-offline-slot-caption = Update with maxUnavailable 1: the offline cluster looks healthy until promoted, then never applies and keeps the only slot.
shell-preset-rollout-live-rollback-title = A rollback caught mid-way
shell-preset-rollout-live-rollback-caption = The bundle is back at version 1 while 6 clusters run 2 and one failed to apply it: each cluster starts from its BundleDeployment, judged by Fleet's upToDate and isUnavailable, two at a time.

## components/score_table.rs

shell-score-disk-stage = Disk stage scores
shell-score-node-stage = Node stage scores
shell-score-disk = Disk
shell-score-node = Node
shell-score-usable = Usable ({ $unit })
shell-score-formula = score = (max − min) / mean
shell-score-max = max
shell-score-min = min
shell-score-mean = mean
# A candidate whose usable storage has no positive mean: the score is infinite.
shell-score-mean-not-positive = mean ≤ 0 → { $score }
shell-score-per-node-title = The docs page's per-node disk score
shell-score-per-node = per-node score (docs)
shell-score-not-scored = not scored: usable < replica size
shell-score-entries = { $count } entries
shell-score-reduced = reduced by the replica size
shell-score-chosen = chosen
shell-score-tie = Tie.
shell-score-tie-disks = { $names } share the lowest score { $score }: Longhorn picks one of these disks at random.
shell-score-tie-nodes = { $names } share the lowest score { $score }: Longhorn picks one of these nodes at random.
shell-score-tie-shown-disks = The playground shows { $name } so that the same input always gives the same picture (lowest per-node score, then name).
shell-score-tie-shown-nodes = The playground shows { $name } so that the same input always gives the same picture (first by name).
shell-score-fallback = Fallback.
shell-score-fallback-disk = No disk has usable storage ≥ the replica size, so no score is computed and Longhorn takes an arbitrary candidate disk. The playground shows the first by name: { $name }.
shell-score-fallback-node = No node has usable storage ≥ the replica size, so no score is computed and Longhorn takes an arbitrary candidate node. The playground shows the first by name: { $name }.

## embed_dialog.rs

shell-embed-dialog-title = Embed this scenario
shell-embed-copy = Copy the { $snippet } snippet
shell-embed-hint-iframe = Paste it in any page; embed.js, included once per page, sizes every playground frame to its content.
shell-embed-hint-mount = mount() puts the lab in an element, sizes it, and hands the scenario back (getScenario, setScenario).
shell-embed-hint-hugo = Needs the shortcode of integrations/hugo in the site (see its README).
shell-embed-hint-mdx = Needs the component of integrations/docusaurus in the site (see its README).
shell-embed-view-result = the result and its explanation
shell-embed-view-split = the inputs beside the result
shell-embed-what-preset = This is the preset “{ $preset }”, unchanged: the snippets name it by its id.
shell-embed-what-link = The snippets carry this scenario as a link (a preset changed, or your own).
shell-embed-read-only = Read-only (an example to read)
shell-embed-show = Show

## support_bundle/summary.rs

shell-bundle-found-longhorn = The bundle has { $nodes ->
        [one] { $nodes } Longhorn node
       *[other] { $nodes } Longhorn nodes
    } and { $volumes ->
        [one] { $volumes } volume
       *[other] { $volumes } volumes
    } with { $replicas ->
        [one] { $replicas } replica
       *[other] { $replicas } replicas
    }.
shell-bundle-found-capacity = The bundle has { $nodes ->
        [one] { $nodes } Kubernetes node
       *[other] { $nodes } Kubernetes nodes
    }, { $classes ->
        [one] { $classes } StorageClass
       *[other] { $classes } StorageClasses
    }, { $capacities ->
        [one] { $capacities } CSIStorageCapacity
       *[other] { $capacities } CSIStorageCapacities
    } and { $pods ->
        [one] { $pods } pod with volumes
       *[other] { $pods } pods with volumes
    }.
shell-bundle-found-rollout = The bundle has { $bundles ->
        [one] { $bundles } Fleet Bundle
       *[other] { $bundles } Fleet Bundles
    } and { $clusters ->
        [one] { $clusters } targeted cluster
       *[other] { $clusters } targeted clusters
    }; the rollout follows { $source }.
shell-bundle-found-rollout-no-bundle = The bundle has { $bundles ->
        [one] { $bundles } Fleet Bundle
       *[other] { $bundles } Fleet Bundles
    } and { $clusters ->
        [one] { $clusters } targeted cluster
       *[other] { $clusters } targeted clusters
    }; the rollout follows no Bundle.
shell-bundle-fact-product = The bundle was made by { $product } (bundle format { $version }).
shell-bundle-fact-kubernetes = The cluster runs Kubernetes { $version }.
shell-bundle-fact-created = The bundle was created at { $time }.
shell-bundle-fact-issue = The issue it was made for: { $issue }.
shell-bundle-fact-zip = The zip file holds { $count ->
    [one] { $count } entry
   *[other] { $count } entries
} in { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}.

## scenario.rs

shell-scenario-not-json = not valid JSON: { $problem }
shell-scenario-not-yaml = not valid YAML: { $problem }
shell-scenario-not-ours = not a Placement Playground scenario (apiVersion { $apiVersion }, kind { $kind }; expected { $expectedApiVersion }, { $expectedKind })
shell-scenario-not-object = not a Placement Playground scenario
shell-scenario-unknown-field = not a valid scenario: unknown field { $field } (expected apiVersion, kind, version, lab, state)
shell-scenario-nothing = nothing
shell-scenario-bad-version = not a valid scenario: version must be a whole number from 1 to { $max } (got { $got })
shell-scenario-newer = this scenario was made by a newer Placement Playground (format version { $version }; this one reads up to { $max })
shell-scenario-unknown-lab = unknown lab { $lab }
shell-scenario-state-not-object = the scenario's state is not an object

## embed.rs

shell-embed-scenario-too-large = the scenario is { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}; the limit is { $limit }
shell-embed-other-lab = the scenario is for the { $lab } lab, this frame shows the { $shown } lab

## storage.rs

shell-storage-refused = the browser refused to store it (storage full or disabled)

## units.rs: an amount field (a size with its unit) that cannot be read

shell-amount-required = required
# $value: what was typed.
shell-amount-negative = must not be negative (got { $value })
# $value: what was typed, quoted.
shell-amount-not-a-number = not a number: "{ $value }"
shell-amount-too-large = too large
# A language that writes a decimal point: a comma could be grouping or a decimal separator. $suggestion: the number with a point.
shell-amount-ambiguous-point = "{ $value }" is ambiguous: write the decimal separator as a point ({ $suggestion }) and no digit grouping
# A language that writes a decimal comma: more than one separator could be grouping.
shell-amount-ambiguous-comma = "{ $value }" is ambiguous: write one decimal separator (a comma or a point) and no digit grouping

## address.rs: what the page's address asks for that the playground cannot do (one sentence each)

# $name: embed or readonly; $value: what the address says.
shell-address-switch = { $name }={ $value } is not understood, so it was ignored: write { $name }=1 (or leave it out).
# $languages: "en, ja, uk".
shell-address-lang = lang={ $value } is not available, so the page's usual language is used: the languages are { $languages }.
shell-address-scenario = scenario={ $value } is not understood, so it was ignored: put a shared scenario in the fragment (#/<lab>?s=…, as Share link writes it) or use preset=<id>.
# $parameters: the parameters the playground reads, "embed, lab, …".
shell-address-unknown = The address parameter “{ $name }” is not one the playground reads, so it was ignored; it reads { $parameters }.
# $labs: "longhorn, lab=balance, …" (the first "lab=" is in the sentence).
shell-address-no-lab = There is no lab “{ $lab }”, so the first lab is shown: write lab={ $labs }.
shell-address-two-labs = lab={ $lab } and the fragment #/{ $fragment } name different labs; the fragment's lab is shown.
shell-address-preset-twice = The address names a preset twice (preset= in the query and in the fragment); the fragment's is shown.
shell-address-preset-and-shared = preset={ $preset } was ignored: the address also carries the shared scenario (s=), which is shown; use one or the other.
shell-address-preset-and-host = preset={ $preset } was ignored: the address also carries the host page's scenario, which is shown; use one or the other.
shell-address-view-not-embedded = view= applies to an embedded lab (embed=1), so it was ignored: the full playground shows the inputs and the result.
shell-address-view = view={ $value } is not understood, so it was ignored: write view=result (the result and its explanation) or view=split (the inputs beside the result).
