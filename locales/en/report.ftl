# The case report's texts (issue 35), language: en: its panel (components/case_report*.rs) and the
# engine's sentences of each lab's report (crates/placement/src/report/). Not built into any page:
# the report's chunk fetches this file, in English and the page's language, when it is first opened.


## The report's panel and table (components/case_report.rs, components/case_report_panel.rs)
report-title = Case report: { $lab }
report-close = Close the report
report-redact = Redact names
report-redact-hint = Redacting replaces node, namespace, volume, disk, pod, claim and cluster names by stable pseudonyms (node-1, volume-1, in order of first appearance) in the report, its Markdown and its link.
report-copy-markdown = Copy as Markdown
report-download-markdown = Download Markdown
report-copy-link = Copy link
report-print = Print
report-copied = The report was copied as Markdown.
report-copy-failed = The browser did not allow copying: download the Markdown instead.
report-link-copied = The link was copied: { $link }
report-link-not-copied = The browser did not allow copying the link: { $link }
report-heading-deciding = The deciding numbers
report-heading-checks = Every check per node and disk
report-heading-fixes = The smallest change that would fix it
report-no-fixes = Nothing to fix: no replica is left unscheduled.
report-heading-recorded = Recorded by the cluster, computed by the engine
report-heading-versions = Versions assumed
report-heading-objects = Computed from
report-col-node = Node
report-col-disk = Disk
report-col-what = What
report-col-recorded = Recorded
report-col-computed = Computed
report-col-agrees = Agree?
report-agrees = agree
report-differs = differ
report-not-recorded = not recorded
report-lh-check-node = Node eligible
report-lh-check-schedulable = Disk schedulable
report-lh-check-available = Disk available
report-lh-check-volume-size = Volume size
report-lh-check-tags = Tags
report-lh-check-storage = Storage (Fits)
report-lh-check-placement = Anti-affinity and locality
report-lh-check-pick = Pick
report-verdict-passed = passed
report-verdict-failed = failed
report-verdict-not-run = not run
report-verdict-chosen = chosen
### The engine's sentences of a Longhorn report
report-lh-summary = { $volumes ->
    [one] 1 volume
   *[other] { $volumes } volumes
    }: { $fine } fine, { $findings } with a finding.
report-lh-volume-scheduled = Volume { $volume } is scheduled: { $placed ->
    [one] 1 replica is placed
   *[other] { $placed } replicas are placed
    }.
report-lh-volume-not-scheduled = Volume { $volume } is not fully scheduled: { $placed } of { $wanted } replicas are placed, and Longhorn would record Scheduled { $status } { $reason }.
report-lh-table-placed = The checks of the search that placed { $replica }.
report-lh-table-unscheduled = The checks of the last search for { $replica }, which found no disk.
report-lh-table-reuse = The checks of the search for a failed replica to reuse.
report-lh-deciding-chosen = { $replica } went to { $node }/{ $disk }: { $actual }; { $schedule }.
report-lh-deciding-short = { $node }/{ $disk } is short of space for { $replica }: { $actual }; { $schedule }.
report-lh-fits = { $actual }; { $schedule }
report-lh-node-not-ready = the node is not Ready
report-lh-node-cordoned = the node is cordoned
report-lh-node-scheduling-disabled = scheduling is disabled on the node
report-lh-node-eviction-requested = eviction is requested on the node
report-lh-node-engine-not-ready = the node's instance manager or engine image is not ready
report-lh-node-not-affinity-node = not the node the volume must stay on
report-lh-node-no-reusable-replica = no failed replica to reuse on the node
report-lh-node-outside-topology = outside the volume's topology requirement
report-lh-node-not-clone-source = no disk of the node holds the source volume's replica
report-lh-node-candidate = a node candidate
report-lh-disk-node-not-candidate = its node is not a candidate
report-lh-disk-not-schedulable = the disk is not schedulable
report-lh-disk-unavailable = the disk is unavailable or of the wrong type
report-lh-disk-incompatible-volume-size = the volume is too large for the disk's filesystem
report-lh-disk-tags-not-fulfilled = the disk tags do not match
report-lh-disk-backing-image-tags-not-fulfilled = the disk tags do not match the backing image's
report-lh-disk-insufficient-storage = not enough space
report-lh-disk-disk-anti-affinity = the disk already holds a replica of the volume
report-lh-disk-not-in-tier = its node is in no anti-affinity tier tried
report-lh-disk-not-reached = an earlier anti-affinity tier already found candidates
report-lh-disk-not-local = data locality keeps the replica on the attached node
report-lh-disk-not-clone-source = the disk holds no replica of the source volume
report-lh-disk-chosen = chosen
report-lh-disk-candidate = a candidate, not chosen
report-lh-recorded-scheduled = The Scheduled condition of volume { $volume }
report-lh-recorded-replica = The place of replica { $replica }
report-lh-version = The replica scheduler of Longhorn { $version }, with the { $algorithm } disk choice.
report-lh-summary-only = The scenario has { $volumes } volumes, more than a full explanation covers: the tables are left out.

## The engine's sentences of a storage capacity report
report-cap-summary = The pod passes the volume binding filter on { $feasible } of { $nodes } nodes.
report-cap-prefilter = PreFilter rejects the pod: { $message }
report-cap-event = The scheduler's event: { $event }
report-cap-recorded-node = The node of pod { $pod } (spec.nodeName) beside the nodes the filter lets it onto
report-cap-table-closest = The node closest to passing is { $node }; the changes below are for it.
report-cap-check-claim = Claim { $claim }
report-cap-check-filter = VolumeBinding
report-cap-version = kube-scheduler 1.33's VolumeBinding plugin with storage capacity tracking; StorageCapacityScoring { $scoring }.

## The engine's sentences of a Fleet rollout report
report-fleet-summary = { $ready } of { $clusters } clusters are Ready after { $rounds } rounds.
report-fleet-table = Each cluster at round { $round }; the changes below are for { $cluster }.
report-fleet-partition = partition { $partition }
report-fleet-check-target = Target
report-fleet-check-partition = Partition
report-fleet-check-state = State
report-fleet-version = Fleet's rollout controller (internal/cmd/controller/target) as of v0.16.

## What differs between the labs' reports (components/case_report.rs: the lab's wording)
report-no-fix-found = The engine found no change that would fix this.
report-cap-heading-checks = Every check per node
report-cap-no-fixes = Nothing to fix: the pod passes the filter on a node.
report-fleet-heading-checks = Every check per cluster
report-fleet-col-cluster = Cluster
report-fleet-no-fixes = Nothing to fix: every cluster is Ready.
report-fleet-bundle = The rollout's bundle
