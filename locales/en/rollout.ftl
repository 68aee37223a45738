# The rollout lab's own page texts (issue #11), language: en.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.


## Why is it waiting
ro-why-heading = Round { $round }: why is it waiting?
ro-why-heading-finished = Round { $round }: the rollout finished
ro-why-heading-nothing-waits = Round { $round }: nothing waits
ro-why-reconcile-moment = The reasons below are what the reconcile at the start of round { $round } saw, before the agents applied anything; the grid shows each cluster after the agents' step.
ro-why-ready-after-true = After the agents' step: { $ready } of { $total } clusters ready, so the bundle is Ready.
ro-why-ready-after-false = After the agents' step: { $ready } of { $total } clusters ready, so the bundle is not Ready.
ro-why-events = At the start: { $events }.
ro-why-counts = Reconcile: created { $created } (maxNew { $maxNew }), staged { $staged }, promoted { $promoted }. Agents: applied { $applied }, became ready { $becameReady }, failed { $failed }.
ro-why-limits = Bundle: { $unavailable } unavailable of maxUnavailable { $maxUnavailable }; unavailable partitions { $partitions } of maxUnavailablePartitions { $maxPartitions }.
ro-why-nothing-waits = Nothing waits in this round.
ro-why-partitions-label = Partitions in this round
ro-col-partition = partition
ro-col-members = members
ro-col-unavailable-before = unavailable (before)
ro-col-created = created
ro-col-promoted = promoted
ro-col-not-up-to-date = not up to date or unavailable
ro-col-verdict = verdict
ro-verdict-not-reached = not reached
ro-verdict-unavailable = unavailable
ro-verdict-ok = ok
ro-why-round-zero = Round 0 is the start, before the first reconcile. Step forward to see the controller's decisions.
ro-why-partitions-formed = How the partitions were formed
ro-outcome-complete = Complete: { $message }
ro-outcome-stalled = Stalled: { $message }
ro-outcome-stalled-because = Stalled: { $message }: { $reasons }
ro-outcome-stopped = Stopped: { $message }
ro-why-ready-true = When the reconcile started, the bundle Ready condition was True ({ $ready }/{ $desired } clusters ready).
ro-why-ready-false = When the reconcile started, the bundle Ready condition was False, state { $state }, { $ready }/{ $desired } clusters ready — message “{ $message }”.
ro-why-stop = { $later ->
        [one] The rollout stops after { $partition }: { $notUpToDate } of its clusters are not up to date or unavailable, more than the { $maxUnavailable } it may have, and { $partitions } unavailable partitions are more than the { $maxPartitions } allowed (maxUnavailablePartitions), so the next partition waits.
       *[other] The rollout stops after { $partition }: { $notUpToDate } of its clusters are not up to date or unavailable, more than the { $maxUnavailable } it may have, and { $partitions } unavailable partitions are more than the { $maxPartitions } allowed (maxUnavailablePartitions), so the { $later } later partitions wait.
    }

## Where the docs and Fleet's code differ
ro-note-unmatched = { $count ->
        [one] Docs: clusters that match no partition are rolled out in extra partitions. Code: this cluster is never deployed, yet it counts as Pending, so the bundle never becomes Ready.
       *[other] Docs: clusters that match no partition are rolled out in extra partitions. Code: these { $count } clusters are never deployed, yet they count as Pending, so the bundle never becomes Ready.
    }
ro-tidied = Read as { $value }, as Fleet writes it: Fleet refuses a space before %, so fleet.yaml says { $value }.
ro-note-partition-max = Docs: a partition without maxUnavailable allows 10%. Code: it falls back to the strategy's maxUnavailable, then 100%.
ro-note-partition-size = Docs: autoPartitionSize defaults to maxUnavailable. Code: it defaults to 25%.
ro-note-and = A partition's criteria are ANDed: a cluster must match all of them.
ro-note-max-new = This reconcile created maxNew = { $maxNew } deployments and stopped creating; maxNew is configurable since v0.16.
ro-note-not-more-than = Docs: the rollout continues while unavailable partitions are less than maxUnavailablePartitions. Code: not more than — { $unavailable } unavailable = the limit { $limit }, and it goes on.
ro-note-no-readiness-wait = Docs: the next batch waits until the first is ready. Code: { $created } more are created on this reconcile although { $unready } are not ready — creation only waits for maxNew.
ro-note-wait-applied = { $count ->
        [one] { $count } held-back cluster shows WaitApplied in the bundle view (Fleet v0.16+); the docs and older versions show OutOfSync.
       *[other] { $count } held-back clusters show WaitApplied in the bundle view (Fleet v0.16+); the docs and older versions show OutOfSync.
    }
ro-note-groups = Docs: a partition selects clusters by clusterGroup or clusterGroupSelector. Code: the criteria are tried against one of the cluster's groups at a time, so a single group must satisfy all of them; a cluster in no group is tried with an empty group, which {"{}"}, NotIn and DoesNotExist group selectors match.
ro-note-ready-message = { $pieces ->
        [one] The Ready condition names one cluster per state — the first listed — with that state's count, so { $listed } listed non-ready clusters give { $pieces } piece (ReadyMessage).
       *[other] The Ready condition names one cluster per state — the first listed — with that state's count, so { $listed } listed non-ready clusters give { $pieces } pieces (ReadyMessage).
    }
ro-note-namespaces = Fleet sorts targets by cluster name only: clusters of one name in several namespaces (BundleNamespaceMappings) follow the namespace order in which Fleet lists them.


## The rollout grid and the cluster inspector
ro-state-not-joined = not a target yet
ro-row-unmatched = No partition (never deployed)
ro-cell-label = { $cluster }, { $state }, partition { $partition }
ro-cell-label-changed = { $label }, changed by the last edit
ro-row-ready = { $ready }/{ $total } ready
ro-row-head-label = { $partition }: { $summary }
ro-progress-heading = Rollout
ro-step-back = Step back
ro-step-forward = Step forward
ro-pause = Pause
ro-play = Play
ro-round = Round
ro-round-of = Round { $round } of { $last }
ro-dense = dense
ro-grid-keys = In the grid, the arrow keys move between clusters (up and down between partitions), Home and End go to a partition's ends, and Enter shows the cluster's why.
ro-grid-label = Clusters by partition at round { $round }
ro-grid-hint = Click a cluster to see its deployment and set how its agent behaves.
ro-grid-hint-read-only = Click a cluster to see its deployment and why it is in its state.
ro-deployment = staged v{ $staged }, deployed v{ $deployed }, applied v{ $applied }, { $flags }
ro-deployment-ready = ready
ro-deployment-not-ready = not ready
ro-deployment-apply-failed = apply failed
ro-deployment-modified = modified (drift)
# $event: the timeline kind's name (Joined, Created, Staged, Promoted, Applied, Ready, NotReady, Failed, Modified, Corrected, Paused, Resumed); the translations select on it.
ro-timeline-event = round { $round }: { $event } v{ $version }
ro-close = Close
ro-inspector-no-partition = in no partition: never deployed
ro-inspector-partitions = partition: { $partitions }
ro-inspector-no-deployment = no BundleDeployment yet
ro-answer-changes = What would change it (each alone, simulated again, gives this cluster the bundle; a number is the smallest that does):
ro-apply = Apply
ro-apply-label = Apply: { $change }
ro-agent = Agent
ro-behavior-same-as-all = same as all clusters
ro-cluster-why-unmatched = It matches no partition, so it is never deployed; it still counts as Pending in the bundle.
ro-cluster-why-final = Final state: { $state } (timelines are off).
ro-cluster-why-not-joined = Not a target yet: it joins later.
ro-cluster-why-not-reached = Its partition { $partition } was not reached: { $why }.
ro-cluster-why-max-new = No BundleDeployment yet: this reconcile created maxNew = { $maxNew } already.
ro-cluster-why-paused = Paused: its staged deployment is not promoted.
ro-cluster-why-ahead = Its deploymentID is v{ $deployed }, but its agent last applied v{ $applied } (ahead of what it is asked to run): isUnavailable (applied ≠ deploymentID), so it holds a slot of { $partition } until the agent applies v{ $deployed } again.
ro-cluster-why-offline = Promoted to v{ $deployed }, but its agent has not applied it (offline?): it counts as unavailable and holds a slot of { $partition } (maxUnavailable { $maxUnavailable }).
ro-cluster-why-apply-failed = Promoted to v{ $deployed }, but its agent has not applied it (the apply failed): it counts as unavailable and holds a slot of { $partition } (maxUnavailable { $maxUnavailable }).
ro-cluster-why-staged-not-reached = v{ $staged } is staged; its partition { $partition } was not reached, so it is not promoted.
ro-cluster-why-staged-waiting = v{ $staged } is staged but not promoted: { $why }
ro-cluster-why-staged-free-slot = v{ $staged } is staged but not promoted: it waits for a free slot.
ro-cluster-why-not-ready = Applied v{ $applied }, not ready: it counts as unavailable in { $partition } ({ $maxUnavailable } unavailable allowed).
ro-cluster-why-modified = Runs v{ $applied } and is ready, but its resources were changed on the cluster (drift): the bundle shows it as Modified. Fleet counts only clusters that are not ready or have not applied as unavailable, so it holds no slot of { $partition }.
ro-cluster-why-ready = Runs v{ $applied } and is ready.
ro-start-no-deployment = Round 0: no BundleDeployment yet.
ro-start-why = Round 0: staged v{ $staged }, deploymentID v{ $deployed }, applied v{ $applied }, { $ready }, against the bundle's v{ $version }: { $state } ({ $upToDate }; { $available }).
ro-start-up-to-date = up to date
ro-start-not-up-to-date = not up to date: upToDate wants staged, deployed and applied all at the bundle's version
ro-start-unavailable = unavailable: applied ≠ deploymentID or not ready
ro-start-available = available


## The fleet builder
ro-behavior-ready = ready at once
ro-behavior-ready-later = ready after 2 rounds
ro-behavior-not-ready = never ready
ro-behavior-offline = offline
ro-behavior-error = apply fails
ro-behavior-drifted = ready, then drifts (Modified)
ro-no-labels = (no labels)
ro-fleet-heading = Fleet
ro-fleet-count = Clusters
ro-fleet-pattern = Name pattern
ro-fleet-hint = Edit a cluster below for its namespace and its BundleDeployment at the start (a live rollout).
ro-fleet-pattern-hint = # runs are the index, zero-padded: c-### → c-000, c-001, … Targets are sorted by name as bytes.
ro-labels = Labels
# A label rule: the share of the clusters (in %) and the labels that share gets.
ro-rule-percent = Share (%)
ro-rule-labels = Labels
ro-remove-rule = Remove label rule { $rule }
ro-rule-rest = Labels of the rest
ro-add-rule = Add a label share
ro-behavior-heading = Behavior
ro-agents = Agents
ro-scenario = Rollout
ro-scenario-initial = initial deployment
ro-scenario-update = update of a deployed version
ro-scenario-initial-then-update = initial, then an update at round { $round }
ro-scenario-as-they-stand = as each cluster stands
ro-bundle-version = Bundle version
ro-behavior-list = Set per cluster: { $clusters }
ro-edit-cluster = Edit a cluster
ro-name = Name
ro-namespace = Namespace
ro-behaves = Behaves
ro-use-generated-labels = use generated labels
ro-no-such-cluster = no cluster with this name
ro-cluster-groups = Cluster groups
ro-group-selects = selects
ro-group-labels = group labels
ro-remove-group = Remove group { $name }
ro-add-group = + group
ro-groups-hint = A group holds only clusters of its own namespace (empty: fleet-default). Selectors: { $example }; { $all } selects all; empty selects none.
# How many clusters were imported, from where: $source (a Bundle or fleet.yaml, may be empty: then the -from- messages are not used), $namespace, $mapped (the namespaces BundleNamespaceMappings brought in).
ro-imported-summary = { $count ->
        [one] { $count } imported cluster
       *[other] { $count } imported clusters
    }
ro-imported-summary-namespace = { $count ->
        [one] { $count } imported cluster
       *[other] { $count } imported clusters
    }, namespace { $namespace }
ro-imported-summary-namespaces = { $count ->
        [one] { $count } imported cluster
       *[other] { $count } imported clusters
    }, namespaces { $namespace } and { $mapped } (brought in by BundleNamespaceMappings)
ro-imported-summary-from = { $count ->
        [one] { $count } imported cluster
       *[other] { $count } imported clusters
    } from { $source }
ro-imported-summary-from-namespace = { $count ->
        [one] { $count } imported cluster
       *[other] { $count } imported clusters
    } from { $source }, namespace { $namespace }
ro-imported-summary-from-namespaces = { $count ->
        [one] { $count } imported cluster
       *[other] { $count } imported clusters
    } from { $source }, namespaces { $namespace } and { $mapped } (brought in by BundleNamespaceMappings)
ro-imported-paused = the bundle is paused
ro-imported-cluster-paused = (paused)
ro-imported-more = … and { $count } more
ro-use-generated = Back to generated clusters ({ $count } × { $pattern })


## The strategy form and the charts
ro-default = default { $value }
ro-effective-max-unavailable = { $explanation } → { $count ->
    [one] { $count } cluster
   *[other] { $count } clusters
} bundle-wide
ro-effective-max-partitions = { $explanation } of { $partitions ->
    [one] { $partitions } partition
   *[other] { $partitions } partitions
} → { $count } may be unavailable
ro-effective-size-manual = off: manual partitions
ro-effective-size-one = { $size } → one partition
ro-effective-size = { $explanation } → { $count ->
    [one] { $count } cluster
   *[other] { $count } clusters
} per partition
ro-effective-threshold-manual = not used: manual partitions
ro-effective-threshold-off = { $threshold } → partitioning off
ro-effective-threshold-below = { $targets ->
    [one] { $targets } target
   *[other] { $targets } targets
} < { $threshold } → one partition All
ro-effective-threshold-above = { $targets ->
    [one] { $targets } target
   *[other] { $targets } targets
} ≥ { $threshold } → { $partitions ->
    [one] { $partitions } partition
   *[other] { $partitions } partitions
}
ro-effective-max-new = { $maxNew } created per reconcile, across all partitions
ro-effective-max-new-none = { $maxNew } → none is ever created (Fleet creates while fewer than maxNew were created)
ro-strategy-hint = Empty: not set (the default applies). Docs: maxNew became configurable in v0.16.
ro-partitions-heading = partitions
ro-partitions-none = None: automatic partitions.
ro-partition-legend = partition { $number }
ro-remove-partition = Remove partition { $number }
ro-add-partition = + partition
ro-partition-effective = { $count ->
        [one] { $count } member; maxUnavailable { $explanation } (default: the strategy's value, then 100%)
       *[other] { $count } members; maxUnavailable { $explanation } (default: the strategy's value, then 100%)
    }
ro-partition-no-criteria = No criteria: allowed, but this partition matches no cluster.
ro-charts-heading = Per round
ro-chart-round = round
ro-chart-clusters = clusters
ro-chart-deployments = deployments
ro-chart-states = Clusters by state at the end of each round
ro-chart-states-label = Clusters by state at the end of each of the { $rounds } rounds: bars stacked from Ready at the bottom to Pending at the top, out of { $total } clusters
ro-chart-states-key = Key, from the bottom of each bar up
ro-chart-storm = New deployments per round: created and applied (each apply pulls images; peak { $peak })
ro-chart-storm-label = New deployments in each of the { $rounds } rounds: created (left bar, solid) and applied (right bar, striped); at most { $peak } applied in one round
ro-chart-key = Key
ro-chart-created = created (left bar, solid)
ro-chart-applied = applied (right bar, striped)


## The lab's header, job bar and presets
ro-title = Fleet rollout
ro-explain-lesson = Explain this as a lesson
ro-intro = Fleet rolls a bundle out partition by partition: at most maxNew deployments are created per reconcile, and a partition with more than its maxUnavailable clusters not ready stops the later ones.
ro-intro-reading = Step through the rounds of this rollout (one controller reconcile and one agent step each) and click a cluster for why it waits.
ro-intro-editing = Build a fleet, edit the strategy (form or fleet.yaml), then step through the rounds: one controller reconcile and one agent step each.
ro-job-simulating = Simulating { $count } clusters in a worker…
ro-job-round = round { $round } simulated (at most { $total })
ro-job-starting = starting the worker
ro-job-cancel = Cancel
ro-job-cancelled = Simulation cancelled; showing the last finished result. Edit anything to run again.
ro-job-error = The simulation failed: { $error }
ro-stale = A field is invalid (see beside it); showing the result of the last valid input.
ro-yaml-hint = Edits here update the form; other top-level keys of fleet.yaml are ignored.
ro-start-has-deployment = has a BundleDeployment at the start
ro-start-staged = stagedDeploymentID (version)
ro-start-error = apply error (Deployed=False)
ro-start-deployed-message = Deployed condition message (when not False)
ro-start-installed-message = Installed condition message
ro-start-monitored-message = Monitored condition message
# $modified, $nonReady: how many status.modifiedStatus / status.nonReadyStatus entries the pasted BundleDeployment has.
ro-start-resource-status = From the paste: { $modified } modifiedStatus and { $nonReady } nonReadyStatus entries; the Ready message lists the first four of each until the agent applies again.


## Importing Fleet objects
ro-import-too-many = { $count } clusters are targets; the lab shows at most { $max } (the engine package takes more)
ro-import-failed = Not imported — the fleet and the strategy are unchanged. { $error }
ro-import-heading = Import objects
ro-import-hint = Paste, pick or drop what this prints (YAML or -o json; a List or several --- documents), or a fleet.yaml:
ro-import-mappings-hint = When BundleNamespaceMappings bring other namespaces' clusters to the bundle, add bundlenamespacemappings.fleet.cattle.io to the kinds, and paste the Namespace objects (kubectl get namespaces -o yaml) whose labels their namespaceSelector reads.
ro-import-label = kubectl output or fleet.yaml
ro-import-summary = Imported { $targets }, { $groups }; { $from }.
ro-import-targets = { $count ->
        [one] { $count } target cluster
       *[other] { $count } target clusters
    }
ro-import-targets-in = { $count ->
        [one] { $count } target cluster in { $namespace }
       *[other] { $count } target clusters in { $namespace }
    }
ro-import-targets-in-mapped = { $count ->
        [one] { $count } target cluster in { $namespace } and, by its BundleNamespaceMappings, { $mapped }
       *[other] { $count } target clusters in { $namespace } and, by its BundleNamespaceMappings, { $mapped }
    }
ro-import-groups = { $count ->
        [one] { $count } cluster group
       *[other] { $count } cluster groups
    }
ro-import-from-none = no Bundle or fleet.yaml: the strategy is unchanged
ro-import-from = strategy and targets from { $source }
ro-import-from-paused = strategy and targets from { $source } (paused)
ro-import-targets-read = Targets read ({ $count }):
ro-import-not-targets = Not targets ({ $count }):
ro-import-skipped = Not used ({ $count }):
ro-import-notes = Notes ({ $count })
ro-import-read = Read ({ $count })
ro-import-no-criteria = no criteria
ro-import-keeps = { $count ->
        [one] It keeps { $count } pasted cluster from being a target.
       *[other] It keeps { $count } pasted clusters from being targets.
    }
ro-import-decided = { $count ->
        [one] It decided { $count } pasted cluster.
       *[other] It decided { $count } pasted clusters.
    }

## why.rs: the label before each note where Fleet's docs and its code differ

ro-docs-vs-code = Docs vs code

# Field errors of the rollout editor (issue #11).
ro-error-not-key-value = { $item } is not key=value
ro-error-label-key = label key { $key }: { $problem }
ro-error-label-value = label { $key }: { $problem }
ro-error-label-twice = label { $key } is given twice
ro-error-empty-requirement = empty requirement (two commas in a row?)
ro-error-matched-twice = { $key } is matched twice
ro-error-got = { $problem } (got { $value })
ro-error-unbalanced = unbalanced ')'
ro-error-missing-paren = missing ')'
ro-error-after-paren = unexpected text after ')' in { $item }
ro-error-cannot-read = cannot read { $item }
ro-error-unknown-operator = unknown operator { $operator } (use in or notin)
ro-error-cannot-read-forms = cannot read { $item } (use key=value, key!=value, key in (a,b), key notin (a), key or !key)
ro-error-not-whole = { $value } is not a whole number
ro-error-negative = must not be negative (got { $value })
ro-error-too-many-clusters = at most { $max } clusters in the lab (the engine package takes more)
ro-error-percent-range = must be between 0 and 100 (got { $value })
ro-error-not-percent = { $value } is not a percentage
ro-error-shares-over = the shares add up to more than 100%
ro-error-empty = must not be empty

# The button over the result that opens the rollout's case report (issue 35; its texts are report.ftl).
ro-report-open = Case report
