# The Learn page's Longhorn texts, fetched when a Longhorn walk first opens (the tiers lesson,
# walks/lessons/tiers.yaml, or a Longhorn scenario explained as a lesson): in no first load.

## The picture of a Longhorn step (labs/learn/longhorn_view.rs).
learn-lh-caption = ボリューム { $volume }: ゾーンごとの、ノードとディスク上のレプリカ。
learn-lh-zone = ゾーン { $zone }
learn-lh-no-zone = ゾーンなし
learn-lh-disk-facts = 使用可能 { $available } / 最大 { $maximum } · 予約 { $reserved } · スケジュール済み { $scheduled }
learn-lh-replica = レプリカ { $replica }
learn-lh-unscheduled = スケジュールされていない: { $replicas }
learn-lh-hidden = 予想すると、レプリカの場所が表示されます。

## The tiers lesson's steps.
learn-tiers-intro = ボリューム { $volume } は { $replicas } 個のレプリカを求め、クラスターには二つのゾーンに { $nodes } 個のノードがあります。スケジューラはレプリカを一つずつ配置し、段階を順に試します: 新しいゾーンの新しいノード、次にゾーンのアンチアフィニティがソフトなら既存のゾーンの新しいノード、さらにノードのアンチアフィニティもソフトなら既存のノード。段階の中では、各ディスクがスペース条件を満たす必要があります。
learn-tiers-first = 最初のレプリカ { $replica } にとってはすべてのゾーンとノードが新しいので、第一段階は収まるディスクを持つすべてのノードを対象にし、バランスの選択が { $node } を選びます。{ $answer }
learn-tiers-predict-zone = 次は { $replica } です。{ $first } はすでにレプリカをホストしています。スケジューラはどのノードを選ぶでしょう？
learn-tiers-zone = `Replica Zone Level Soft Anti-Affinity` は { $zoneSoft } ですが、第一段階は新しいゾーンの新しいノードを求めます。ソフトとは、第一段階で何も見つからないときに後の段階がゾーンを共有してよいという意味にすぎません。{ $answer }
learn-tiers-minimal = 三つ目のレプリカには新しいゾーンが残っていないので、第二段階が既存のゾーンの新しいノードを示し、そのディスクは二つのスペース条件を満たす必要があります。一つ目は Actual Space Usage Condition: (Storage Available − Actual Size) > Storage Maximum × `Storage Minimal Available Percentage` / 100。ディスク { $disk } では: { $availableBytes } − { $actualBytes } > { $maximumBytes } × { $percent }% / 100 = { $limitBytes }？ この条件は厳密です: 等しいだけでは足りません。
learn-tiers-unscheduled = そのノードのもう一つのディスクも同じ条件に失敗し、どの段階にも候補がありません: { $answer }
learn-tiers-task-minimal = `Storage Minimal Available Percentage` の設定は { $percent }% で、クラスターのすべてのディスクに一つの値です。{ $replica } はスケジュールされていません。
learn-tiers-task-minimal-prompt = この割合を変えて、三つ目のレプリカを node-a にスケジュールしてください。
learn-tiers-task-minimal-hint = ディスクは、使用可能スペースが最大容量のこの割合より大きいときに合格します: ディスク X の使用可能スペースがその割合を上回るまで、割合を下げてください。
learn-tiers-overprovisioning = { $answer } 二つ目の Scheduling Space Condition（オーバープロビジョニング）は、書き込まれた量ではなくスケジュールされた量を数えます: (Size + Storage Scheduled) ≤ (Storage Maximum − Storage Reserved) × `Storage Over Provisioning Percentage` / 100。ディスク { $disk } では: { $sizeBytes } + { $scheduledBytes } ≤ ({ $maximumBytes } − { $reservedBytes }) × { $percent }% / 100 = { $limitBytes }。こちらは等しくても構いません。
learn-tiers-hard = 四つ目のレプリカ。`Replica Node Level Soft Anti-Affinity` は { $nodeSoft }: ノードのアンチアフィニティはハードで、すべてのノードがすでにレプリカをホストしているので、残る段階はありません: { $answer }
learn-tiers-soft = これで `Replica Node Level Soft Anti-Affinity` は { $nodeSoft }: ノードのアンチアフィニティはソフトになり、最後の段階がすでにレプリカをホストしているノードを対象にします。`Replica Disk Level Soft Anti-Affinity` は { $diskSoft } で、スケジューラはそれでもボリュームのレプリカがないディスクを優先します: { $answer }
