# The shell's (header, navigation, notices, import, share, embed, support bundle and the shared components) own page texts (issue #11), language: en.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## Header, navigation, page title

shell-lab-longhorn = Longhorn replica scheduling
shell-lab-balance = Longhorn balance score
shell-lab-capacity = Storage capacity
shell-lab-rollout = Fleet rollout
shell-lab-gallery = Gallery
shell-lab-learn = Learn
shell-gallery-title = Presets gallery
# $page: the lab's name (or the gallery's); the product's name stays.
shell-page-title = { $page } — Placement Playground
shell-nav-label = Labs
shell-menu = Menu
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
shell-read-only-changes = This example is read-only: open it in Placement Playground (the link above) to try these changes.

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
shell-bundle-panel-not-loaded = The support bundle reader could not be loaded ({ $problem }).
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

shell-preset-label = Preset
shell-preset-own = Your own scenario

shell-source-longhorn-docs = Longhorn docs: Scheduling
shell-source-kubernetes-docs = Kubernetes docs: Storage Capacity
shell-source-fleet-docs = Fleet docs: Rollout strategy
shell-source-real-world = Real-world case

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

## A part of a page fetched when first shown (crates/playground/src/split.rs)
shell-part-loading = Loading…
shell-part-failed = This part of the page could not be loaded. Check the connection, then try again.
shell-part-retry = Try again
shell-saved-not-fetched = Your saved work could not be opened: the part of the page that reads it did not load (check the connection). The lab starts from its default scenario.
shell-jobs-failed = The code that runs this computation could not be loaded. Check the connection, then run it again.
# The header's colour scheme menu (issue #39): its screen-reader label and its three choices.
shell-theme-label = Colour scheme
shell-theme-system = Follow the system
shell-theme-light = Light
shell-theme-dark = Dark
# The header of a table's column of row buttons (remove, why), visually hidden.
shell-col-actions = Actions

## components/compact.rs (a read-only embed's details)

shell-details-show = Show details
shell-details-hide = Hide details
