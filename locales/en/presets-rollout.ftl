# The titles and captions of the Fleet rollout lab's presets, language: en. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

shell-preset-rollout-defaults-200-title = 200 clusters, all defaults
shell-preset-rollout-defaults-200-caption = 4 partitions of 50; 50 deployments are created per reconcile and creation never waits for readiness.
shell-preset-rollout-pct25-230-title = 230 clusters at 25%
shell-preset-rollout-pct25-230-caption = autoPartitionSize 25% of 230 → 57 per partition: 57 × 4 + 2. Count the rows of the grid.
shell-preset-rollout-pct10-50-title = 50 clusters at 10%
shell-preset-rollout-pct10-50-caption = Fewer than 200 clusters → one partition; all 50 are created at once, and an update goes 5 per round.
shell-preset-rollout-pct10-100-notready-title = 100 clusters at 10%, none ready
shell-preset-rollout-pct10-100-notready-caption = 50 are created, then the next 50 on the following reconcile even though none is ready.
shell-preset-rollout-pct10-100-update-title = 100 clusters at 10%, update
shell-preset-rollout-pct10-100-update-caption = An update is promoted 10 clusters at a time: step through the rounds.
shell-preset-rollout-partitions10-200-title = 200 clusters, 10% partitions, 1 may fail
shell-preset-rollout-partitions10-200-caption = autoPartitionSize 10%, maxUnavailablePartitions 1 → 10 partitions of 20; nothing is gated unless maxUnavailable is lowered.
shell-preset-rollout-manual-strict-title = Manual partitions, maxUnavailable 0
shell-preset-rollout-manual-strict-caption = Strict partitions: the initial deployment proceeds, but the update at round 6 never starts on a healthy cluster. The why panel says what it waits for.
shell-preset-rollout-storm-5-title = Image-pull storm: 5 not ready
shell-preset-rollout-storm-5-caption = 5 partitions × 40 at 10% (4 allowed): 5 clusters never ready in the first partition block the rest.
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
