# The balance lab's own page texts (issue #11), language: en.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## labs/balance/mod.rs

bal-heading = Longhorn balance score
bal-intro = Longhorn ≥ 1.11 places a new replica where it leaves storage most even: { $formula } over usable storage, lower is better. It first picks a node, then a disk on that node.
bal-intro-reading = The tables below show every term for this cluster.
bal-intro-editing = Edit the cluster; the tables recompute as you type.

## labs/balance/editor.rs

bal-cluster = Cluster
bal-replica-size = Replica size
bal-usable-hint = Usable storage of a disk = available − reserved − scheduled. Only candidate disks (those that passed the scheduler's checks) belong here.
bal-node-legend = Node { $node }
bal-node = Node
bal-remove-node-title = Remove node
bal-remove-node = Remove node { $node }
bal-disk = Disk
bal-usable = Usable
bal-disk-name = Disk name
bal-usable-of = Usable storage of { $disk }
bal-remove-disk-title = Remove disk
bal-remove-disk = Remove disk { $disk }
bal-add-disk = + disk
bal-add-node = + node

## labs/balance/draft.rs

bal-error-size-zero = must be greater than 0

## labs/balance/picture.rs

bal-mark-wins-tie = wins (tie)
bal-mark-wins = wins
bal-mark-ties = ties
bal-mark-node-not-chosen = node not chosen
bal-mark-too-small = too small
bal-mark-loses = loses
bal-score = score { $score }
bal-not-scored = not scored
bal-picture-caption = Each candidate disk: its usable storage, the striped part the { $size } replica would fill, and its balance score (lower is better). Select a disk for why it wins or loses.
bal-why = Why { $disk }
bal-numbers = The numbers
bal-numbers-sentence = With the replica on { $disk }, the disks' usable storage would be: max { $max }, min { $min }, mean { $mean }, so the score is { $formula }.

## labs/balance/results.rs

bal-result = Result
bal-fix-fields = Fix the highlighted fields to see the balance pick.
bal-stale = Some fields are invalid: showing the result of the last valid input.
bal-single-candidate = Only one candidate disk in the cluster: Longhorn takes it without computing any score.
bal-node-stage = 1. Node stage
bal-node-stage-hint = Each node's usable storage is the sum over its candidate disks. For every node with at least the replica size ({ $size }), X = all candidate nodes' usable storage with that node reduced by the replica size.
bal-disk-stage = 2. Disk stage
bal-disk-stage-hint = For every disk of the chosen node with usable ≥ replica size, X = all candidate disks in the cluster with that disk reduced by the replica size.
bal-winner = The replica goes to disk { $disk } on node { $node }.
bal-no-candidate = No candidate disk: the replica cannot be placed.
bal-docs-diff = Docs vs. the real scheduler.
bal-docs-per-node = The docs page scores each disk against the disks of its own node: { $scores } — it picks { $disk }.
bal-docs-cluster-wide = Longhorn v1.11–v1.12 scores each disk against all candidate disks in the cluster: { $scores }.
bal-docs-agree = Here both pick the same disk.
bal-docs-ties = The real scheduler ties { $disks }, so it may pick any of them.
bal-docs-picks = The real scheduler picks { $disk }.
bal-docs-ties-two = The real scheduler ties { $first } and { $second }, so it may pick any of them.

## The balance bars as sliders (moved from engine.ftl: page texts, not the engine's)

balance-slider-label = Usable storage of { $disk }
balance-slider-value = { $amount } usable
balance-slider-hint = Drag a disk's bar, or focus it and press the arrow keys, to set that disk's usable storage (Page Up and Page Down move by ten steps, Home and End to the ends). Each change is one edit that Undo takes back.
bal-explain-lesson = Explain this as a lesson
