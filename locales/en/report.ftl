# The case report's texts (issue 35), language: en. The report is built by the engine
# (crates/placement/src/report/): its sentences' ids start with report-lh-; the page's labels
# with report-. Names, formulas and verbatim system strings are arguments.

## The page's labels
report-open = Case report
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
report-check-node = Node eligible
report-check-schedulable = Disk schedulable
report-check-available = Disk available
report-check-volume-size = Volume size
report-check-tags = Tags
report-check-storage = Storage (Fits)
report-check-placement = Anti-affinity and locality
report-check-pick = Pick
report-verdict-passed = passed
report-verdict-failed = failed
report-verdict-not-run = not run
report-verdict-chosen = chosen

## The engine's sentences of a Longhorn report
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
report-lh-node-verdict = { $verdict ->
    [not-ready] the node is not Ready
    [cordoned] the node is cordoned
    [scheduling-disabled] scheduling is disabled on the node
    [eviction-requested] eviction is requested on the node
    [engine-not-ready] the node's instance manager or engine image is not ready
    [not-affinity-node] not the node the volume must stay on
    [no-reusable-replica] no failed replica to reuse on the node
    [outside-topology] outside the volume's topology requirement
    [not-clone-source] no disk of the node holds the source volume's replica
   *[other] a node candidate
    }
report-lh-disk-verdict = { $verdict ->
    [node-not-candidate] its node is not a candidate
    [not-schedulable] the disk is not schedulable
    [unavailable] the disk is unavailable or of the wrong type
    [incompatible-volume-size] the volume is too large for the disk's filesystem
    [tags-not-fulfilled] the disk tags do not match
    [backing-image-tags-not-fulfilled] the disk tags do not match the backing image's
    [insufficient-storage] not enough space
    [disk-anti-affinity] the disk already holds a replica of the volume
    [not-in-tier] its node is in no anti-affinity tier tried
    [not-reached] an earlier anti-affinity tier already found candidates
    [not-local] data locality keeps the replica on the attached node
    [not-clone-source] the disk holds no replica of the source volume
    [chosen] chosen
   *[other] a candidate, not chosen
    }
report-lh-recorded-scheduled = The Scheduled condition of volume { $volume }
report-lh-recorded-replica = The place of replica { $replica } (recorded { $recorded ->
    [failed] failed
   *[other] healthy
    }; the engine finds it { $state ->
    [healthy] healthy
    [failed] failed
    [reused] reused in place
    [new] new
   *[other] unscheduled
    })
report-lh-version = The replica scheduler of Longhorn { $version }, with the { $algorithm } disk choice.
report-lh-summary-only = The scenario has { $volumes } volumes, more than a full explanation covers: the tables are left out.
