# エンジンの文（placement::kernel::message::Message の id）の日本語訳。
# 用語は locales/GLOSSARY.md（SUSE Storage と Continuous Delivery の日本語ドキュメント）に従う。
# 設定名・フィールド名・Longhorn や Fleet が書くメッセージは英語のまま。

longhorn-zone-unnamed = 名前のないゾーン
longhorn-already-scheduled = { $replica } は { $node }/{ $disk } のままです。この実行の前にスケジュール済みで、スケジューラはスケジュール済みのレプリカを動かしません。
longhorn-failed = { $replica } は失敗しており、この実行では再利用されませんでした。
longhorn-placed-local = { $replica } は { $node }/{ $disk } にあります。データローカリティにより、{ $volume } がアタッチされている { $node } にレプリカが 1 つ置かれます。
longhorn-placed-fallback = { $replica } は { $node }/{ $disk } にあります。{ $count } 個の候補ディスクのどれにもボリューム全体を置ける使用可能な容量がなかったため、Longhorn は任意の候補を選びます。
longhorn-placed-shares-node = { $replica } は { $node }/{ $disk } にあります。空きのある他のノードはすべて { $volume } のレプリカをすでにホストしており、ノードのアンチアフィニティはソフトなので、ノード { $node } を共有します。
longhorn-placed-shares-zone = { $replica } は { $node }/{ $disk } にあります。空きのあるゾーンはすべて { $volume } のレプリカをすでにホストしており、ゾーンのアンチアフィニティはソフトなので、ゾーン { $zone } を共有します。
longhorn-placed-replaces-evicting = { $replica } は { $node }/{ $disk } にあります。そこで退避中の { $volume } のレプリカの代わりです。
longhorn-placed-only-zone = { $replica } は { $node }/{ $disk } にあります。{ $zone } は { $volume } のレプリカがない唯一のゾーンでした。
longhorn-placed-only-candidate = { $replica } は { $node }/{ $disk } にあります。すべてのチェックとアンチアフィニティルールを満たした唯一のディスクでした。
longhorn-placed-tie = { $replica } は { $node }/{ $disk } にあります。{ $count } 個のディスクが最適な配置先として同点で、Longhorn はその中から無作為に 1 つを選びます。プレイグラウンドは最初のものを表示します。
longhorn-placed-most-usable = { $replica } は { $node }/{ $disk } にあります。{ $count } 個の候補ディスクの中で使用可能な容量（{ $usableBytes }）が最も大きいディスクでした。
longhorn-placed-best-score = { $replica } は { $node }/{ $disk } にあります。{ $count } 個の候補ディスクの中でバランススコアが最も良いディスクでした。
longhorn-unscheduled-not-tried = { $replica } はスケジュールされていません。スケジューラはこの実行でこのレプリカを試しませんでした。
longhorn-unscheduled-no-node = { $replica } はスケジュールされていません。{ $count } 個のノードのどれもレプリカを受け入れられません（準備ができていない、コルドンされている、スケジューリングが無効、または退避中）。
longhorn-unscheduled-linked-clone = { $replica } はスケジュールされていません。{ $volume } は { $source } のリンククローンで、レプリカを受け入れられるノードのどれにも { $source } の正常なレプリカがありません（linked clone replica cannot be satisfied）。
longhorn-unscheduled-node-tags = { $replica } はスケジュールされていません。{ $volume } が求めるノードタグ { $tags } がないため、{ $count } 個のノードが除外されました。
longhorn-unscheduled-zone-anti-affinity = { $replica } はスケジュールされていません。このレプリカを置けるノードのあるゾーンはすべて { $volume } のレプリカをすでにホストしており、ゾーンのアンチアフィニティはハードです（そのために { $count } 個のノードが除外されました）。
longhorn-unscheduled-disk-anti-affinity = { $replica } はスケジュールされていません。条件を満たす { $count } 個のディスクはすべて { $volume } のレプリカをすでにホストしており、ディスクのアンチアフィニティはハードです。
longhorn-unscheduled-node-anti-affinity = { $replica } はスケジュールされていません。このレプリカを置けるノードはすべて { $volume } のレプリカをすでにホストしており、ノードのアンチアフィニティはハードです（そのために { $count } 個のノードが除外されました）。
longhorn-unscheduled-storage = { $replica } はスケジュールされていません。{ $sizeBytes } を置ける空きのあるディスクがありません。最も近い { $node }/{ $disk } でも空き容量があと { $missingBytes } 必要です。
longhorn-unscheduled-disk-tags = { $replica } はスケジュールされていません。{ $volume } が求めるディスクタグ { $tags } を持つディスクがありません。
longhorn-unscheduled-reasons = { $replica } はスケジュールされていません。Longhorn の記録：「{ $reasons }」
longhorn-change-free-space = { $node }/{ $disk } で { $bytes } を空けます。
longhorn-change-minimal-available-percentage = storage-minimal-available-percentage を { $value } 以下にします（現在は { $current }）。
longhorn-change-over-provisioning-percentage = storage-over-provisioning-percentage を { $value } 以上にします（現在は { $current }）。
longhorn-change-soft-zone = { $volume } のゾーンのアンチアフィニティをソフトにします。
longhorn-change-soft-node = { $volume } のノードのアンチアフィニティをソフトにします。
longhorn-change-soft-disk = { $volume } のディスクのアンチアフィニティをソフトにします。
longhorn-change-soft-zone-node = { $volume } のゾーンとノードのアンチアフィニティをソフトにします。
longhorn-change-soft-node-disk = { $volume } のノードとディスクのアンチアフィニティをソフトにします。
longhorn-change-soft-zone-disk = { $volume } のゾーンとディスクのアンチアフィニティをソフトにします。
longhorn-change-soft-zone-node-disk = { $volume } のゾーン、ノード、ディスクのアンチアフィニティをソフトにします。
longhorn-diff-nothing = 何も移動していません。すべてのレプリカはこの編集の前と同じ場所にあります。
longhorn-diff-moved = { $replica } が { $from } → { $to } に移動しました。
longhorn-diff-placed = { $replica } は { $to } に配置されました。
longhorn-diff-unscheduled = { $replica } は { $from } にありましたが、スケジュールされていない状態になりました。
longhorn-diff-appeared-unscheduled = { $replica } は新しく、スケジュールされていません。
longhorn-diff-removed = { $replica } はなくなりました。
longhorn-diff-many = { $count } 個のレプリカが変わりました：移動 { $moved }、新規配置 { $placed }、未スケジュール { $unscheduled }、削除 { $removed }。
fleet-cluster-unmatched = { $cluster } はどのパーティションにも一致しないため、Fleet はデプロイせず、Pending として数えられます。
fleet-cluster-not-target = ラウンド { $round } の時点で { $cluster } はバンドルのターゲットではありません。
fleet-cluster-ready = ラウンド { $round } で { $cluster } は Ready です。
fleet-cluster-waits-stop = { $cluster } は待機中です。{ $stopPartition } の最新でないか利用できないクラスターが { $max } 個以下になるまで、{ $partition } は開始できません（現在 { $bad } 個）。
fleet-cluster-waits-partition-limit = { $cluster } は待機中です。{ $partition } には利用できないクラスターがすでに { $unavailable } 個あり、許される上限は { $max } 個です。
fleet-cluster-waits-bundle-limit = { $cluster } は待機中です。バンドルには利用できないクラスターがすでに { $unavailable } 個あり、許される上限は { $max } 個です。
fleet-cluster-waits-bundle-paused = { $cluster } は待機中です。バンドルが一時停止されているため、ステージングされたデプロイメントは昇格されません。
fleet-cluster-waits-paused = { $cluster } は待機中です。このクラスターは一時停止されているため、ステージングされたデプロイメントは昇格されません。
fleet-cluster-waits-max-new = { $cluster } は BundleDeployment を待っています。調整ごとに作成されるのは最大 { $maxNew } 個です。
fleet-cluster-state = ラウンド { $round } で { $cluster } は { $state } です。
fleet-change-partition-max-unavailable = { $partition } の maxUnavailable を { $value } に上げます（現在は { $current }）。
fleet-change-max-unavailable = maxUnavailable を { $percent } % に上げると、{ $partition } で最新でないか利用できないクラスターが { $value } 個まで許されます（現在は { $current } 個）。
fleet-change-max-unavailable-partitions = maxUnavailablePartitions を { $value } に上げると、{ $partition } だけでロールアウトが止まることはなくなります（現在は { $current }）。

# Kubernetes のストレージ容量ラボの答え、変更の提案、変更の要約。
capacity-pod-rejected = { $pod } はスケジュールできません。PreFilter が「{ $message }」で拒否します。
capacity-pod-skipped = { $pod } にはボリュームバインディングプラグインが確認する要求がないため、すべてのノードが通過します。
capacity-pod-feasible = { $pod } は { $total } 個のノードのうち { $feasible } 個に収まり、スケジューラーは { $selected } を選びます。
capacity-pod-none = { $pod } はスケジュールできません。ボリュームバインディングのフィルターを通過するノードがなく、スケジューラーは「{ $event }」と報告します。
capacity-node-prefilter = { $node } は確認されません。PreFilter が Pod を「{ $message }」で拒否します。
capacity-node-passes-no-claims = { $node } は通過します。Pod にはボリュームバインディングプラグインが確認する要求がありません。
capacity-node-passes-capacity = { $node } は通過します。{ $segment } 向けの CSIStorageCapacity { $capacity } は { $limitBytes } を提供し、要求 { $claim } の { $requestBytes } に足ります。
capacity-node-passes-no-request = { $node } は通過します。要求 { $claim } はこのノード向けにプロビジョニングでき、サイズを要求していないため容量は確認されません。
capacity-node-passes-no-driver = { $node } は通過します。要求 { $claim } はこのノード向けにプロビジョニングでき、{ $driver } という名前の CSIDriver がないため容量は確認されません。
capacity-node-passes-not-tracked = { $node } は通過します。要求 { $claim } はこのノード向けにプロビジョニングでき、CSIDriver { $driver } が storageCapacity を有効にしていないため容量は確認されません。
capacity-node-passes-static = { $node } は通過します。要求 { $claim } はこのノードから到達できる利用可能な PersistentVolume にバインドできます。
capacity-node-passes-bound = { $node } は通過します。Pod のバインド済みボリュームはすべてこのノードから到達できます。
capacity-node-fails = { $node } は通過しません。スケジューラーの記録：「{ $reasons }」
capacity-node-fails-pv-missing = { $node } は通過しません。要求 { $claim } は PersistentVolume { $pv } にバインドされていますが、そのボリュームは存在しません。
capacity-node-fails-pv-affinity = { $node } は通過しません。要求 { $claim } は PersistentVolume { $pv } にバインドされており、そのボリュームのノードアフィニティに { $node } が含まれません。
capacity-node-fails-selected-node = { $node } は通過しません。要求 { $claim } はすでに { $selected } 向けにプロビジョニング中です（アノテーション volume.kubernetes.io/selected-node）。
capacity-node-fails-no-provisioner = { $node } は通過しません。そこでは要求 { $claim } に合う利用可能な PersistentVolume がなく、ストレージクラス { $class } はプロビジョニングできません。
capacity-node-fails-topology = { $node } は通過しません。ストレージクラス { $class } は { $allowed } にだけボリュームを許可するため、要求 { $claim } は { $node } 向けにプロビジョニングできません。
capacity-node-fails-capacity = { $node } は通過しません。このノードに届く最大の CSIStorageCapacity（{ $segment } 向けの { $capacity }）は { $limitBytes } で、要求 { $claim } の { $requestBytes } より小さいです。
capacity-node-fails-capacity-unset = { $node } は通過しません。このノードに届くクラス { $class } の CSIStorageCapacity はサイズを公開しておらず、サイズのないオブジェクトは要求 { $claim } に決して合いません。
capacity-node-fails-no-capacity = { $node } は通過しません。クラス { $class } の CSIStorageCapacity がこのノードに届かないため、要求 { $claim } の { $requestBytes } を置く容量がありません。
capacity-change-raise-capacity = { $capacity } が { $bytes } 以上を提供するようにし、その大きさの CSIStorageCapacity が { $node } に届くようにします（現在は { $currentBytes }）。
capacity-change-add-capacity = { $node } に届く、クラス { $class } で { $bytes } 以上の CSIStorageCapacity を公開します。
capacity-change-claim-request = 要求 { $claim } のリクエストを { $bytes } 以下にします（現在は { $currentBytes }）。
capacity-change-node-labels = { $node } にラベル { $labels } を付けます。
capacity-change-pv-allow-node = PersistentVolume { $pv } のノードアフィニティに { $node } を追加します。
capacity-change-class-allow-topology = ストレージクラス { $class } の allowedTopologies に { $key }={ $value } を追加し、{ $node } を許可します。
capacity-diff-nothing = 何も変わっていません。すべてのノードがこの編集の前と同じ判定です。
capacity-diff-now-passes = { $node } は通過するようになりました。
capacity-diff-now-fails = { $node } は通過しなくなりました。
capacity-diff-many = { $count } 個のノードの判定が変わりました：通過するようになったもの { $pass }、通過しなくなったもの { $fail }。
capacity-diff-pod = 判定が変わったノードはありません。スケジューラーは { $before } の代わりに { $after } を選ぶようになりました。

# ロールアウトとバランスのラボの変更の要約、バランスラボのディスクの答え。
fleet-diff-nothing = 何も変わっていません。ラウンド { $round } ですべてのクラスターの状態とパーティションは同じで、ロールアウトは引き続きラウンド { $rounds } で終わります。
fleet-diff-added = { $cluster } は新しいクラスターです。ラウンド { $round } で { $state } です。
fleet-diff-removed = { $cluster } はフリートからなくなりました。
fleet-diff-partition = { $cluster } はパーティション { $fromNumber }（{ $from }）からパーティション { $toNumber }（{ $to }）に移りました。
fleet-diff-matched = { $cluster } はパーティション { $toNumber }（{ $to }）に属するようになりました。この編集の前はどのパーティションにも一致していませんでした。
fleet-diff-unmatched = { $cluster } はどのパーティションにも一致しなくなりました。この編集の前は { $from } にありました。
fleet-diff-state = ラウンド { $round } で { $cluster } は { $to } になりました（以前は { $from }）。
fleet-diff-many = ラウンド { $round } で { $count } 個のクラスターが変わりました。最初は { $first } です（状態の変化：{ $states }、パーティションの変化：{ $partitions }、新規：{ $added }、削除：{ $removed }）。
fleet-diff-rounds = ロールアウトは { $before } ラウンドではなく { $after } ラウンドで終わるようになりました。
fleet-diff-now-finishes = ロールアウトは { $after } ラウンドで終わるようになりました。この編集の前は終わりませんでした。
fleet-diff-no-longer-finishes = ロールアウトは終わらなくなりました（ラウンド { $after } で未完了のまま終わります）。この編集の前は { $before } ラウンドで終わっていました。
balance-disk-only = { $node }/{ $disk } がレプリカを受け取ります。唯一の候補ディスクなので、Longhorn はスコアを計算せずに選びます。
balance-disk-node-fallback-lost = { $node }/{ $disk } は選ばれません。合計で { $sizeBytes } を使用できるノードがないため、Longhorn は任意のノードを選び、プレイグラウンドは { $winner } を表示します。
balance-disk-node-too-small = { $node }/{ $disk } は選ばれません。ノード { $node } の使用可能な容量は合計 { $usableBytes } で、レプリカの { $sizeBytes } より小さいため、ノード段階で除外されます。
balance-disk-node-tie-lost = { $node }/{ $disk } は選ばれません。ノード { $node } はノード { $winner } とスコア { $score } で同点で、Longhorn はその中から無作為に選び、プレイグラウンドは { $winner } を表示します。
balance-disk-node-lost = { $node }/{ $disk } は選ばれません。ノード段階でノード { $node } のスコアは { $score } で、ノード { $winner } のスコアのほうが低い（{ $winnerScore }）ため、{ $winner } のディスクだけが検討されます。
balance-disk-fallback = { $node }/{ $disk } がレプリカを受け取ります。{ $node } には { $sizeBytes } を使用できるディスクがないため、Longhorn はそのどれかを選び、プレイグラウンドはこのディスクを表示します。
balance-disk-fallback-lost = { $node }/{ $disk } は選ばれません。{ $node } には { $sizeBytes } を使用できるディスクがないため、Longhorn はそのどれかを選び、プレイグラウンドは { $winner } を表示します。
balance-disk-too-small = { $node }/{ $disk } は選ばれません。使用可能な容量は { $usableBytes } で、レプリカの { $sizeBytes } より小さいです。
balance-disk-tie-wins = { $node }/{ $disk } が同点の中から選ばれます。{ $count } 個のディスクが最低のバランススコア { $score } で並び、Longhorn はその中から無作為に選び、プレイグラウンドはこのディスクを表示します。
balance-disk-tie = { $node }/{ $disk } は最低のバランススコア { $score } で { $winner } と同点です。Longhorn はその中から無作為に選び、プレイグラウンドは { $winner } を表示します。
balance-disk-loses = { $node }/{ $disk } は選ばれません。バランススコア { $score } が { $winner } の { $winnerScore } より高いです。
balance-disk-wins = { $node }/{ $disk } が選ばれます。バランススコア { $score } は、スコアを計算した { $count } 個のディスクの中で最も低いです（次点の { $runnerUp } は { $runnerScore }）。
balance-disk-wins-alone = { $node }/{ $disk } が選ばれます。{ $node } でレプリカを置ける唯一のディスクです（バランススコア { $score }）。
balance-diff-nothing = 何も変わっていません。レプリカは引き続き同じディスクに同じスコアで置かれます。
balance-diff-winner = { $winner } が選ばれるようになりました（この編集の前は { $before }）。
balance-diff-score = 引き続き { $winner } が選ばれます。バランススコアは { $score } になりました（以前は { $before }）。
balance-diff-placed = { $winner } が選ばれるようになりました。この編集の前はレプリカを受け取れるディスクがありませんでした。
balance-diff-unplaced = レプリカを受け取れるディスクがなくなりました。この編集の前は { $before } が選ばれていました。
# プレイグラウンド自身の文（issue #10）：配置マップ、マップ上の what-if、図の上での編集。
map-pending = スケジュールされていないレプリカ：
map-no-zone = （ゾーンなし）
map-zone = ゾーン { $zone }
map-zone-empty = このゾーンにはまだノードがありません。
map-add-node = ＋ ノード
map-add-node-label = { $zone } にノードを追加します
map-node-label = ノード { $node }：別のゾーンへドラッグするか、Alt+← または Alt+→ を押して前後のゾーンへ移動します。
map-drawing-hint = マップ上で編集できます。ゾーン内をクリックするとそこにノードを追加し、ノードを別のゾーンへドラッグすると移動します（ノードにフォーカスして Alt+← または Alt+→ でも移動できます）。どれも 1 回の編集で、元に戻すで取り消せます。
whatif-map-fail-node = マップは、{ $node } がダウンして replica-replenishment-wait-interval が経過した後のクラスターを示します。
whatif-map-cordon-node = マップは、{ $node } がコルドンされた場合のクラスターを示します。
whatif-map-evict-node = マップは、{ $node } が退避された場合のクラスターを示します。
whatif-map-key = 破線のチップはレプリカが元あった場所と移動先を示し、印の付いたチップはレプリカが移動してくる場所を示します。
whatif-nothing = 移動するレプリカはありません。
whatif-moved = { $replica } は { $from } から { $to } へ移動します。
whatif-placed = { $replica } が { $to } に作成されます。
whatif-unscheduled = { $replica } は { $from } を離れ、どこにもスケジュールされません。
whatif-appeared-unscheduled = { $replica } は作成されますが、スケジュールされません。
whatif-removed = { $replica } は { $from } から削除されます。
whatif-many = 変わるレプリカの数：{ $count }（移動：{ $moved }、作成：{ $placed }、スケジュールされない：{ $unscheduled }、削除：{ $removed }）。
whatif-mark-moves-to = { $to } へ移動
whatif-mark-comes-from = { $from } から移動
whatif-mark-created = ここに作成
whatif-mark-unscheduled = スケジュールされない
whatif-mark-removed = 削除される
whatif-mark-fails = 失敗する
whatif-mark-evicted = 退避される
whatif-node-fail-node = ダウン
whatif-node-cordon-node = コルドン
whatif-node-evict-node = 退避中
balance-slider-label = { $disk } の使用可能なストレージ
balance-slider-value = 使用可能 { $amount }
balance-slider-hint = ディスクのバーをドラッグするか、バーにフォーカスして矢印キーを押すと、そのディスクの使用可能なストレージを設定できます（Page Up と Page Down は 10 ステップ、Home と End は両端へ）。どの変更も 1 回の編集で、元に戻すで取り消せます。
whatif-mark-fails-replaced = 失敗し、{ $to } で置き換えられる
whatif-mark-evicted-replaced = 退避され、{ $to } で置き換えられる
whatif-mark-replaces = ここに作成され、{ $replica } を置き換える
# Longhorn map overview
map-overview-toggle = すべてのノードを表示
map-overview-hint = ノード { $count } 台：各マスが 1 台のノードで、そのレプリカ数を示します。斜線：ダウンまたはスケジューリング無効、破線の枠：コルドン済み、! と数字：レプリカを受け付けないディスクの数、*：印の付いたレプリカがある、濃い色で枠付き：選択したレプリカのノード。矢印キーでマスの間を移動し、Enter でノードのカードを開き、Escape で閉じます。
map-overview-drawing-hint = マスで Alt+← または Alt+→ を押すと、そのノードを前後のゾーンへ移動します。
map-square-label = { $node }：レプリカ { $replicas } 個{ $disks ->
        [0] {""}
       *[other] 、スケジュールできないディスク { $disks } 台
    }{ $marked ->
        [0] {""}
       *[other] 、印の付いたレプリカ { $marked } 個
    }。
map-square-label-down = { $node } はダウンしています：レプリカ { $replicas } 個{ $disks ->
        [0] {""}
       *[other] 、スケジュールできないディスク { $disks } 台
    }{ $marked ->
        [0] {""}
       *[other] 、印の付いたレプリカ { $marked } 個
    }。
map-square-label-off = { $node } はスケジューリングが無効です：レプリカ { $replicas } 個{ $disks ->
        [0] {""}
       *[other] 、スケジュールできないディスク { $disks } 台
    }{ $marked ->
        [0] {""}
       *[other] 、印の付いたレプリカ { $marked } 個
    }。
map-square-label-cordoned = { $node } はコルドンされています：レプリカ { $replicas } 個{ $disks ->
        [0] {""}
       *[other] 、スケジュールできないディスク { $disks } 台
    }{ $marked ->
        [0] {""}
       *[other] 、印の付いたレプリカ { $marked } 個
    }。
map-node-with-mark = { $node }（{ $mark }）
map-card-label = ノード { $node } のカード
map-card-close = 閉じる
map-card-close-label = ノード { $node } のカードを閉じます

# Import notes: what the kubectl imports and the support bundle reader say about a paste
# (kinds, fields, names and quoted values are arguments and stay as pasted).
import-lh-time-before-1970 = { $kind } { $name }: { $field } { $value } は 1970 年より前で、スケジューラは扱いません。無視しました (行 { $line })
import-lh-time-invalid = { $kind } { $name }: { $field } { $value } は RFC 3339 の時刻ではありません。無視しました (行 { $line })
import-lh-listed-twice = { $kind } { $name }: 2 回記載されています。2 つ目は除外しました
import-lh-not-boolean = { $kind } { $name }: { $field } { $value } は true でも false でもありません。{ $default } を使います (行 { $line })
import-lh-not-boolean-disk = ノード { $node } のディスク { $disk }: { $field } { $value } は true でも false でもありません。{ $default } を使います (行 { $line })
import-lh-not-whole-number = { $kind } { $name }: { $field } { $value } は整数ではありません。{ $default } を使います (行 { $line })
import-lh-bytes-negative = { $kind } { $name }: { $field } { $value } は負の値です。0 を使います (行 { $line })
import-lh-bytes-negative-disk = ノード { $node } のディスク { $disk }: { $field } { $value } は負の値です。0 を使います (行 { $line })
import-lh-not-bytes = { $kind } { $name }: { $field } { $value } はバイト数ではありません ({ $detail })。0 を使います (行 { $line })
import-lh-not-bytes-disk = ノード { $node } のディスク { $disk }: { $field } { $value } はバイト数ではありません ({ $detail })。0 を使います (行 { $line })
import-lh-not-a-list = { $kind } { $name }: { $field } はリストではありません。無視しました (行 { $line })
import-lh-not-a-list-disk = ノード { $node } のディスク { $disk }: { $field } はリストではありません。無視しました (行 { $line })
import-lh-unknown-value = { $kind } { $name }: { $field } { $value } は既知の値ではありません。デフォルトを使います (行 { $line })
import-lh-unknown-value-disk = ノード { $node } のディスク { $disk }: { $field } { $value } は既知の値ではありません。デフォルトを使います (行 { $line })
import-lh-disk-without-name = { $kind } { $name }: spec.disks に名前のないディスクがあります。除外しました。
import-lh-disk-twice = { $kind } { $name }: spec.disks にディスク { $disk } が 2 回記載されています。2 つ目は除外しました。
import-lh-disk-status-only = { $kind } { $name }: status.diskStatus にはディスク { $disk } がありますが、spec.disks にはありません。除外しました
import-lh-no-disk-status-disk = ノード { $node } のディスク { $disk }: status.diskStatus のエントリがありません (まだ検査されていません)。準備ができていない、サイズ 0 として扱います
import-lh-reserved-over-maximum-disk = ノード { $node } のディスク { $disk }: spec.storageReserved { $reserved } が status.diskStatus の storageMaximum { $maximum } を超えています。{ $maximum } を使います。
import-lh-skip-volume-no-size = spec.size がないか 0 以下のため、スケジュールするものがありません
import-lh-attached-node-not-pasted = { $kind } { $name }: ノード { $node } (status.currentNodeID) にアタッチされていますが、そのノードは貼り付けられていません。シナリオではアタッチされていないものとして扱い、ノードはクラスターの記録として一覧に示します。
import-lh-replica-count-range = { $kind } { $name }: spec.numberOfReplicas { $count } は Longhorn が求める 1〜20 の範囲にありません。3 を使います。
import-lh-strict-local-count = { $kind } { $name }: Longhorn では strict-local のボリュームのレプリカはちょうど 1 つで、{ $count } ではありません。1 を使います。
import-lh-skip-replica-volume-left-out = ボリューム { $volume } が除外されています (ボリュームを参照)
import-lh-skip-replica-volume-not-pasted = ボリューム { $volume } (spec.volumeName) は貼り付けられたボリュームの中にありません
import-lh-recorded-node-not-pasted = ノード { $node } は貼り付けられていません。
import-lh-recorded-no-disk-id = spec.diskID なしでノード { $node } にあります。
import-lh-recorded-unknown-disk = ディスク UUID { $disk } はノード { $node } のディスクではありません: その diskUUID を持つ status.diskStatus がありません。
import-lh-recorded-node-not-pasted-note = Replica { $replica } (ボリューム { $volume }): ノード { $node } は貼り付けられていません。このレプリカはシナリオから除外し、クラスターの記録として一覧に示します。
import-lh-recorded-no-disk-id-note = Replica { $replica } (ボリューム { $volume }): spec.diskID なしでノード { $node } にあります。このレプリカはシナリオから除外し、クラスターの記録として一覧に示します。
import-lh-recorded-unknown-disk-note = Replica { $replica } (ボリューム { $volume }): ディスク UUID { $disk } はノード { $node } のディスクではありません: その diskUUID を持つ status.diskStatus がありません。このレプリカはシナリオから除外し、クラスターの記録として一覧に示します。
import-lh-rebuild-retry-negative = { $kind } { $name }: spec.rebuildRetryCount { $count } は負の値です。0 を使います。
import-lh-setting-no-value = Setting { $name }: 値がありません。デフォルトのままにします
import-lh-setting-not-boolean = Setting { $name }: 値 { $value } は true でも false でもありません。デフォルトのままにします (行 { $line })
import-lh-setting-not-percentage = Setting { $name }: 値 { $value } は 0〜100 のパーセンテージではありません。デフォルトのままにします (行 { $line })
import-lh-setting-not-non-negative = Setting { $name }: 値 { $value } は 0 以上の整数ではありません。デフォルトのままにします (行 { $line })
import-lh-setting-not-whole-number = Setting { $name }: 値 { $value } は整数ではありません。デフォルトのままにします (行 { $line })
import-lh-setting-not-auto-balance = Setting { $name }: 値 { $value } は disabled、least-effort、best-effort のいずれでもありません。デフォルトのままにします (行 { $line })
import-lh-setting-not-data-locality = Setting { $name }: 値 { $value } は disabled、best-effort、strict-local のいずれでもありません。デフォルトのままにします (行 { $line })
import-lh-setting-not-boolean-per-engine = Setting { $name }: 値 { $value } はデータエンジンごとの true または false ではありません。デフォルトのままにします (行 { $line })
import-lh-skip-setting-not-read = レプリカスケジューラが読む設定ではありません
import-lh-missing-nodes = Longhorn のノードが貼り付けられていません。スケジューラはノードのディスクにレプリカを配置するため、どのレプリカも配置できず、クラスターが記録した配置もノードのディスクと照合できません。
import-lh-missing-named-nodes = 貼り付けられたボリュームとレプリカが、貼り付けられていないノードを挙げています: { $others }、{ $last }。それらのノード上のレプリカはシナリオから除外されるため、スケジューラはそれらを再び配置することになります。
import-lh-missing-named-nodes-one = 貼り付けられたボリュームとレプリカが、貼り付けられていないノードを挙げています: { $name }。そのノード上のレプリカはシナリオから除外されるため、スケジューラはそれらを再び配置することになります。
import-lh-missing-volumes = 貼り付けられていないボリュームのレプリカは除外しました: { $others }、{ $last }。スケジューラはサイズとルールのためにレプリカのボリュームを必要とします。
import-lh-missing-volumes-one = 貼り付けられていないボリュームのレプリカは除外しました: { $name }。スケジューラはサイズとルールのためにレプリカのボリュームを必要とします。
import-lh-missing-replicas = レプリカが貼り付けられていません。その場合スケジューラはすべてのボリュームを新規として扱い、稼働中のボリュームに不足しているものだけでなく、すべてのレプリカを配置します。
import-lh-missing-settings = 設定が貼り付けられていません。スケジューラは Longhorn のデフォルト設定を使いますが、クラスターの設定とは異なる場合があります。
import-skip-not-a-mapping = オブジェクト (マッピング) ではありません
import-skip-no-kind = kind がありません
import-skip-no-name = metadata.name がありません
import-lh-skip-not-longhorn = apiVersion { $apiVersion } は longhorn.io ではありません: 読み込むのは Longhorn 自身のオブジェクトだけです
import-lh-skip-not-used = レプリカスケジューラは使いません
import-lh-now = 現在時刻 = { $time } ({ $seconds } 秒)。オブジェクト中の最新のタイムスタンプです: 故障レプリカの待ち時間はここから測ります
import-lh-skip-engine-image-no-image = spec.image がありません: どのボリュームもこれを指定できません
import-lh-skip-instance-manager-no-node = spec.nodeID がありません: どのノードでも動いていません
import-lh-volume-engine-v1 = Volume { $name }: v1 データエンジンを使っていますが、貼り付けられた { $total } 個のボリュームのうち { $most } 個は v2 を使っています。ノードのエンジン準備状態は v2 に従う (ノードごとに 1 つ: 動作中の v2 インスタンスマネージャー) ため、このボリューム自身の準備状態 (エンジンイメージのデプロイ) は確認しません (行 { $line })
import-lh-volume-engine-v2 = Volume { $name }: v2 データエンジンを使っていますが、貼り付けられた { $total } 個のボリュームのうち { $most } 個は v1 を使っています。ノードのエンジン準備状態は v1 に従う (ノードごとに 1 つ: エンジンイメージのデプロイ) ため、このボリューム自身の準備状態 (動作中の v2 インスタンスマネージャー) は確認しません (行 { $line })
import-lh-volume-engine-v2-tie = Volume { $name }: v2 データエンジンを使っていますが、貼り付けられた { $total } 個のボリュームのうち { $most } 個は v1 を使っています (同数の場合は v1)。ノードのエンジン準備状態は v1 に従う (ノードごとに 1 つ: エンジンイメージのデプロイ) ため、このボリューム自身の準備状態 (動作中の v2 インスタンスマネージャー) は確認しません (行 { $line })
import-lh-no-instance-manager-all = インスタンスマネージャー: 貼り付けられたすべてのボリュームが v2 データエンジンを使い、そのレプリカにはエンジンイメージではなく動作中の v2 インスタンスマネージャーが必要ですが、InstanceManager が貼り付けられていないため、すべてのノードをエンジン準備完了として扱います。確認するには kubectl get に { $resource } を加えてください
import-lh-no-instance-manager = インスタンスマネージャー: 貼り付けられた { $total } 個のボリュームのうち { $count } 個が v2 データエンジンを使い、そのレプリカにはエンジンイメージではなく動作中の v2 インスタンスマネージャーが必要ですが、InstanceManager が貼り付けられていないため、すべてのノードをエンジン準備完了として扱います。確認するには kubectl get に { $resource } を加えてください
import-lh-node-no-v2-instance-manager = Node { $node }: v2 インスタンスマネージャーがありません (貼り付けられた { $count } 個の InstanceManager のどれも spec.nodeID { $node } と spec.dataEngine v2 を持っていません)。エンジン準備未完了として扱います
import-lh-node-no-running-instance-manager = Node { $node }: 動作中の v2 インスタンスマネージャーがありません ({ $managers })。エンジン準備未完了として扱います (行 { $line })
import-lh-no-engine-image = エンジンイメージ: EngineImage が貼り付けられていないため、すべてのノードをエンジン準備完了 (エンジンイメージがデプロイ済み) として扱います。確認するには kubectl get に { $resource } を加えてください
import-lh-engine-image-not-pasted = エンジンイメージ { $image }: 貼り付けられたどの EngineImage も、これを spec.image に持っていません (貼り付けられたもの: { $pasted })。すべてのノードをエンジン準備完了として扱います
import-lh-engine-image-no-state = Node { $node }: エンジンイメージ { $image } に状態がありません (EngineImage { $engineImage } の status.state)。エンジン準備未完了として扱います (行 { $line })
import-lh-engine-image-state = Node { $node }: エンジンイメージ { $image } は状態 { $state } です (EngineImage { $engineImage } の status.state)。エンジン準備未完了として扱います (行 { $line })
import-lh-engine-image-not-deployed = Node { $node }: エンジンイメージ { $image } はノード { $node } にデプロイされていません (EngineImage { $engineImage }: status.nodeDeploymentMap.{ $node } は { $deployed }、状態 { $state })。エンジン準備未完了として扱います (行 { $line })
import-lh-engine-image-not-in-map = Node { $node }: エンジンイメージ { $image } はノード { $node } にデプロイされていません (EngineImage { $engineImage }: status.nodeDeploymentMap に { $node } がありません、状態 { $state })。エンジン準備未完了として扱います (行 { $line })
import-lh-volume-other-image = Volume { $volume }: spec.image { $image } は、v1 ボリューム { $total } 個のうち { $most } 個が指定する { $chosen } と異なります。ノードのエンジン準備状態は { $chosen } に従う (ノードごとに 1 つ) ため、このボリューム自身のイメージは確認しません (行 { $line })
import-lh-engine-image-default = エンジンイメージ: 貼り付けられた v1 ボリュームはどれもイメージ (spec.image) を指定していません。準備状態は default-engine-image 設定の { $image } に従います
import-lh-engine-image-only = エンジンイメージ: 貼り付けられた v1 ボリュームはどれもイメージ (spec.image) を指定しておらず、default-engine-image 設定も貼り付けられていません。準備状態は、唯一貼り付けられた EngineImage { $engineImage } ({ $image }) に従います
import-lh-engine-image-unknown = エンジンイメージ: 準備状態を判断できません: 貼り付けられた v1 ボリュームはどれもイメージ (spec.image) を指定しておらず、default-engine-image 設定も貼り付けられておらず、EngineImage は { $count } 個貼り付けられています。すべてのノードをエンジン準備完了として扱います
import-lh-backing-image-not-pasted = Volume { $volume }: バッキングイメージ { $image } が貼り付けられていません (backingimages.longhorn.io)。そのノードセレクタとディスクセレクタは適用しません
import-lh-schedulable-disagrees = ノード { $node } のディスク { $disk }: 記録された Schedulable 条件は { $recorded } ですが、その数値に対する Ready と Fits(0, 0) は { $derived } です。スケジューラは条件に従います
import-lh-data-source-invalid = { $kind } { $name }: spec.dataSource { $value } は vol://<volume> でも snap://<volume>/<snapshot> でもありません。除外しました。
import-lh-clone-without-source = { $kind } { $name }: spec.cloneMode が設定されていますが、クローン元となる有効な spec.dataSource がありません。クローンではないボリュームとしてスケジュールします。
import-lh-clone-source-replica-not-pasted = Replica { $replica }: ソースレプリカ { $source } (spec.linkedCloneSrcReplicaName) はボリューム { $volume } の貼り付けられたレプリカの中にありません。リンクは除外するため、{ $volume } の正常なレプリカのどれでもこれをホストできます。
import-lh-no-ready-condition = { $kind } { $name }: Ready 条件がありません。準備完了として扱います
import-cap-claim-class-not-pasted = PersistentVolumeClaim { $name }: バインドされておらず、その StorageClass { $class } が貼り付けられていません。スケジューラーはこのような要求を即時バインドの未バインド要求として扱い (見つからないクラスは WaitForFirstConsumer ではありません)、その Pod を "pod has unbound immediate PersistentVolumeClaims" で拒否します。クラスが存在する場合の判定を見るには、クラスを貼り付けてください。
import-cap-missing-nodes = Node が貼り付けられていません。スケジューラーは Pod のために各ノードを確認するため、ノードがなければどのノードも確認できず、判定も出せません。
import-cap-missing-named-nodes = 貼り付けられた Pod が、貼り付けられていないノードで実行されています: { $others }、{ $last }。判定は貼り付けられたノードだけを対象にします。
import-cap-missing-named-nodes-one = 貼り付けられた Pod が、貼り付けられていないノードで実行されています: { $name }。判定は貼り付けられたノードだけを対象にします。
import-cap-missing-classes = 未バインドの要求が、貼り付けられていないストレージクラスを指定しています: { $others }、{ $last }。クラスがなければ要求は即時バインドの未バインド要求となり、その Pod は拒否されます。クラスがあれば、スケジューラーはボリュームをどこにプロビジョニングできるかを判定します。
import-cap-missing-classes-one = 未バインドの要求が、貼り付けられていないストレージクラスを指定しています: { $name }。クラスがなければ要求は即時バインドの未バインド要求となり、その Pod は拒否されます。クラスがあれば、スケジューラーはボリュームをどこにプロビジョニングできるかを判定します。
import-cap-missing-volumes = バインド済みの要求が、貼り付けられていないボリュームを指定しています: { $others }、{ $last }。スケジューラーは、バインド済みの要求にボリュームがない Pod をすべてのノードで拒否します。
import-cap-missing-volumes-one = バインド済みの要求が、貼り付けられていないボリュームを指定しています: { $name }。スケジューラーは、バインド済みの要求にボリュームがない Pod をすべてのノードで拒否します。
import-cap-missing-pods = Pod が貼り付けられていません。スケジューラーは Pod について判定するため、判定は要求を使う Pod を待ちます。
import-cap-missing-claims = 貼り付けられた Pod が、名前空間 { $namespace } の貼り付けられていない要求を使っています: { $others }、{ $last }。スケジューラーは、要求が存在するまでそのような Pod は実行できないと判断します。
import-cap-missing-claims-one = 貼り付けられた Pod が、名前空間 { $namespace } の貼り付けられていない要求を使っています: { $name }。スケジューラーは、要求が存在するまでそのような Pod は実行できないと判断します。
import-cap-skip-no-kind = kind がありません
import-cap-skip-not-read = スケジューラーの VolumeBinding プラグインが読む kind ではありません
import-cap-skip-api-version = apiVersion { $apiVersion } は { $expected } ではありません: Kubernetes の { $kind } ではありません
import-cap-skip-capacity-class = その StorageClass { $class } は貼り付けられたオブジェクトの中にないため、どの要求もこれを使えません
import-cap-pod-node-not-pasted = Pod { $pod }: ノード { $node } (spec.nodeName) で実行されていますが、そのノードは貼り付けられていません。ノードはクラスターの記録のまま残し、確認するノードには含めません。
import-cap-class-driver-not-pasted = StorageClass { $name }: CSIDriver { $driver } が貼り付けられていないため、その要求は容量チェックを確認なしで通ります (その CSIDriver オブジェクトのないクラスターと同じです)
import-cap-claim-volume-not-pasted = PersistentVolumeClaim { $name }: そのボリューム { $volume } が貼り付けられていません。スケジューラーはその Pod をすべてのノードで拒否します (bound to non-existent pv)
import-cap-pod-claim-left-out = Pod { $pod }: ボリューム { $volume } は要求 { $claim } を使いますが、その要求は除外されています (要求を参照)。スケジューラーもそう報告します (persistentvolumeclaim not found)。
import-cap-pod-claim-not-pasted = Pod { $pod }: ボリューム { $volume } は要求 { $claim } を使いますが、その要求は貼り付けられていません。スケジューラーもそう報告します (persistentvolumeclaim not found、またはエフェメラルボリュームコントローラーの待機中)
import-cap-volume-claim-ref-not-pasted = PersistentVolume { $name }: その claimRef は要求 { $claim } を指していますが、その要求は貼り付けられていません (ボリュームは { $phase }: 事前バインド済みか、要求が削除された後の Released)。ボリュームは残し、スケジューラーがこれを他の要求に割り当てることはありません。
import-cap-match-fields-always = PersistentVolume { $name }: { $field } ({ $requirement }) はスケジューラーと同じように (CheckNodeAffinity) 確認します: ノードのラベルだけに対して確認し、そこでは metadata.name が空なので、この要件はすべてのノードで満たされます。
import-cap-match-fields-never = PersistentVolume { $name }: { $field } ({ $requirement }) はスケジューラーと同じように (CheckNodeAffinity) 確認します: ノードのラベルだけに対して確認し、そこでは metadata.name が空なので、この要件はどのノードでも満たされません。
import-cap-unmodelled-bound = { $kind } { $field } (オブジェクト { $count } 個): モデル化されていないため無視します — Pod はすでにそのノードにバインドされています。ラボは VolumeBinding がすべてのノードでどう判定するかを示します
import-cap-unmodelled-bound-many = { $kind } { $fields }: モデル化されていないため無視します — Pod はすでにそのノードにバインドされています。ラボは VolumeBinding がすべてのノードでどう判定するかを示します
import-cap-unmodelled-other-plugins = { $kind } { $field } (オブジェクト { $count } 個): モデル化されていないため無視します — 他のスケジューラープラグイン (NodeAffinity、TaintToleration、NodeUnschedulable) がこれで絞り込みます。モデル化しているのは VolumeBinding だけです
import-cap-unmodelled-other-plugins-many = { $kind } { $fields }: モデル化されていないため無視します — 他のスケジューラープラグイン (NodeAffinity、TaintToleration、NodeUnschedulable) がこれで絞り込みます。モデル化しているのは VolumeBinding だけです
import-cap-unmodelled-driver = { $kind } { $field } (オブジェクト { $count } 個): モデル化されていないため無視します — ドライバーに渡されるもので、スケジューラーは読みません
import-cap-unmodelled-driver-many = { $kind } { $fields }: モデル化されていないため無視します — ドライバーに渡されるもので、スケジューラーは読みません
import-cap-unmodelled-after-binding = { $kind } { $field } (オブジェクト { $count } 個): モデル化されていないため無視します — バインド後に関係するもので、配置には関係しません
import-cap-unmodelled-after-binding-many = { $kind } { $fields }: モデル化されていないため無視します — バインド後に関係するもので、配置には関係しません
import-cap-unmodelled-data-source = { $kind } { $field } (オブジェクト { $count } 個): モデル化されていないため無視します — ボリュームはこれからプロビジョニングされますが、容量チェックは同じです
import-cap-unmodelled-data-source-many = { $kind } { $fields }: モデル化されていないため無視します — ボリュームはこれからプロビジョニングされますが、容量チェックは同じです
import-cap-unmodelled-not-read = { $kind } { $field } (オブジェクト { $count } 個): モデル化されていないため無視します — スケジューラーの VolumeBinding プラグインは読みません
import-cap-unmodelled-not-read-many = { $kind } { $fields }: モデル化されていないため無視します — スケジューラーの VolumeBinding プラグインは読みません
import-cap-unmodelled-other-volumes = { $kind } の他の種類のボリューム (オブジェクト { $count } 個): モデル化されていないため無視します — configMap、secret、projected、emptyDir などのボリュームの種類は要求を使いません
import-cap-filter-capacity-class-missing = CSIStorageCapacity { $capacity } は StorageClass { $class } 用ですが、そのクラスは入力にありません。スケジューラーは確認する要求のクラスの容量オブジェクトだけを読み、そのような要求は確認まで届かないため、このオブジェクトは無視されます。
import-cap-filter-claim-class-missing = PersistentVolumeClaim { $claim } は StorageClass { $class } を求めていますが、そのクラスは入力にありません。スケジューラーは、クラスが見つからない未バインドの要求を遅延なしとして扱う (存在しないクラスに対して IsDelayBindingMode は false を返します) ため、PreFilter は Pod を "pod has unbound immediate PersistentVolumeClaims" で拒否します。PV コントローラーはクラスが作成されるまで要求を Pending のままにします。
import-fleet-unmodelled-metadata = { $field }: ロールアウトの計画には使いません。無視しました (最初に見つかった場所: { $object })
import-fleet-unmodelled-agent = { $field }: エージェントまたは接続の設定で、ロールアウトの一部ではありません。無視しました (最初に見つかった場所: { $object })
import-fleet-unmodelled-other = { $field }: モデル化されていません。無視しました (最初に見つかった場所: { $object })
import-fleet-unmodelled-other-yaml = { $field }: モデル化されていません。無視しました
import-fleet-unmodelled-strategy = { $field }: エンジンが知っている rolloutStrategy のフィールドではありません。無視しました (最初に見つかった場所: { $object })
import-fleet-unmodelled-strategy-yaml = { $field }: エンジンが知っている rolloutStrategy のフィールドではありません。無視しました
import-fleet-unmodelled-partition = { $field }: エンジンが知っているパーティションのフィールドではありません。無視しました (最初に見つかった場所: { $object })
import-fleet-unmodelled-partition-yaml = { $field }: エンジンが知っているパーティションのフィールドではありません。無視しました
import-fleet-unmodelled-customization = { $field }: クラスターごとのカスタマイズ (Helm の値、名前空間など) で、ロールアウトの一部ではありません。無視しました (最初に見つかった場所: { $object })
import-fleet-unmodelled-customization-yaml = { $field }: クラスターごとのカスタマイズ (Helm の値、名前空間など) で、ロールアウトの一部ではありません。無視しました
import-fleet-status-cluster = Cluster status: エージェントの最後の報告 (準備状態、バンドル数) です — ラボはエージェントをシミュレートするので、その振る舞いはラボで選んでください。読み込みません
import-fleet-status-group = ClusterGroup status: メンバー数です — spec.selector から計算し直します。読み込みません
import-fleet-status-bundle = Bundle status: コントローラーの最後の報告 (サマリー、パーティション) です — ラボはロールアウトを最初からシミュレートします。読み込みません
import-fleet-bundle-resources = Bundle { $field }: ロールアウトの計画にマニフェストは不要です。無視しました ({ $object })
import-fleet-bundle-option = Bundle { $field }: デプロイのオプションで、ロールアウトの一部ではありません。無視しました ({ $object })
import-fleet-yaml-option = fleet.yaml { $field }: デプロイのオプションで、ロールアウトの一部ではありません。無視しました
import-fleet-yaml-no-override-targets = fleet.yaml に overrideTargets がありません: どのクラスターがターゲットかは GitRepo の spec.targets で決まり、fleet.yaml はそれを持ちません。貼り付けられたすべてのクラスターをターゲットとして扱います (doNotDeploy のカスタマイズが取るものを除く)
import-fleet-skip-other-cluster = apiVersion { $apiVersion }: Rancher または Cluster API のクラスターで、Fleet のクラスターではありません。clusters.fleet.cattle.io を貼り付けてください
import-fleet-skip-not-fleet = apiVersion { $apiVersion } は fleet.cattle.io ではありません: 読み込むのは Fleet 自身のオブジェクトだけです
import-fleet-skip-makes-bundles = Bundle を作るものです: ターゲットと rolloutStrategy を見るには Bundle (kubectl get bundles) を貼り付けてください
import-fleet-skip-content = ロールアウトの計画にバンドルのマニフェストは不要です
import-fleet-skip-not-used = ロールアウトの計画には使いません
import-fleet-skip-other-bundle = 別の Bundle です: { $bundle } を使います (bundle オプションで選べます)
import-fleet-skip-yaml-bundle-pasted = Bundle も貼り付けられています: Bundle { $bundle } は Fleet が fleet.yaml から作ったもので、こちらを使います
import-fleet-skip-other-yaml = 別の fleet.yaml です: 行 { $line } のものを使います
import-fleet-skip-elsewhere-mapped = 名前空間 { $in } にあります: バンドルがターゲットにするのは自身の名前空間と BundleNamespaceMapping が取り込む名前空間 { $others }、{ $last } です
import-fleet-skip-elsewhere-mapped-one = 名前空間 { $in } にあります: バンドルがターゲットにするのは自身の名前空間と BundleNamespaceMapping が取り込む名前空間 { $name } です
import-fleet-skip-elsewhere-bundle = 名前空間 { $in } にあります: バンドルがターゲットにするのは自身の名前空間 { $namespace } だけです
import-fleet-skip-elsewhere-most = 名前空間 { $in } にあります: インポートはクラスターが最も多い名前空間 { $namespace } を読み込みます
import-fleet-partition-group-not-pasted = { $field } はクラスターグループ { $group } を指定していますが、貼り付けられたオブジェクトの中にありません: このパーティションはどのクラスターにも一致しません
import-fleet-no-bundle-defaults = Bundle も fleet.yaml もありません: ロールアウト戦略はデフォルトのままです
import-fleet-no-clusters = clusters.fleet.cattle.io のオブジェクトがありません: 戦略とターゲットは読み込みましたが、ターゲットにするクラスターがありません
import-fleet-no-bundle-every-cluster = Bundle も fleet.yaml もありません: すべてのクラスターをターゲットとして扱い、ロールアウト戦略はデフォルトのままです
import-fleet-skip-mapping-no-bundle = Bundle が貼り付けられていません: BundleNamespaceMapping は選択した Bundle に名前空間を取り込むものです
import-fleet-skip-namespace-no-bundle = BundleNamespaceMapping のためだけに読み込むものですが、Bundle が貼り付けられていません
import-fleet-skip-mapping-elsewhere = 名前空間 { $in } にあります: Bundle { $bundle } に適用されるのは、その名前空間のマッピングだけです
import-fleet-skip-mapping-invalid = { $field }: { $error }。Fleet は無効な BundleNamespaceMapping をスキップします
import-fleet-skip-deployment-no-bundle = Bundle が貼り付けられていません: BundleDeployment は Bundle のロールアウトの進み具合を示すだけです
import-fleet-skip-deployment-other-bundle = Bundle { $owner } のもので、{ $bundle } のものではありません
import-fleet-skip-deployment-not-target = そのクラスター { $cluster } はターゲットの中にありません
import-fleet-deployments-read = BundleDeployment を読み込みました: ロールアウトはその時点から始まります。デプロイ ID はマニフェスト部分 (':' の前) で区別します。Fleet はこれらに順序を付けないため、インポートは見つけた順に番号を付け、バンドルの現在のものを、最初のパーティションのステージングされた BundleDeployment (調整ごとにそのパーティションをステージングします) のうち最も大きいものとします: { $versions }。
import-fleet-target-no-criteria = { $source }: { $field } は clusterName、clusterSelector、clusterGroup、clusterGroupSelector のどれも設定していません: どのクラスターにも一致しません
import-fleet-target-group-not-pasted = { $source }: { $field } はクラスターグループ { $group } を指定していますが、貼り付けられたオブジェクトの中にありません: どのクラスターにも一致しません
import-fleet-clusters-not-targets = 貼り付けられた { $total } 個のクラスターのうち { $count } 個は { $source } のターゲットではありません (notTargeted を参照): ロールアウトから除外します
import-fleet-missing-clusters = 名前空間 { $namespace } の Fleet クラスターが貼り付けられていません。{ $source } の戦略とターゲットは読み込みましたが、ロールアウトにはそれらがターゲットにするクラスターが必要です。
import-fleet-missing-bundle = Bundle (または fleet.yaml) が貼り付けられていません。名前空間 { $namespace } のすべてのクラスターをターゲットとして扱い、ロールアウト戦略はデフォルトのままです。実際の値は Bundle にあります。
import-fleet-missing-groups = 戦略またはターゲットが、貼り付けられていないクラスターグループを指定しています: { $others }、{ $last }。存在しないグループを指定するパーティションやターゲットは、どのクラスターにも一致しません。
import-fleet-missing-groups-one = 戦略またはターゲットが、貼り付けられていないクラスターグループを指定しています: { $name }。存在しないグループを指定するパーティションやターゲットは、どのクラスターにも一致しません。
import-fleet-missing-namespaces = BundleNamespaceMapping { $mapping } はラベルで名前空間を選択しますが、{ $others }、{ $last } の Namespace オブジェクトが貼り付けられていません。これらはすべての名前空間が持つラベル kubernetes.io/metadata.name だけを持つものとして扱うため、インポートが除外したクラスターがターゲットである可能性があります。
import-fleet-missing-namespaces-mappings = BundleNamespaceMapping { $mappingOthers }、{ $mappingLast } はラベルで名前空間を選択しますが、{ $others }、{ $last } の Namespace オブジェクトが貼り付けられていません。これらはすべての名前空間が持つラベル kubernetes.io/metadata.name だけを持つものとして扱うため、インポートが除外したクラスターがターゲットである可能性があります。
import-fleet-missing-namespaces-one = BundleNamespaceMapping { $mapping } はラベルで名前空間を選択しますが、{ $name } の Namespace オブジェクトが貼り付けられていません。これはすべての名前空間が持つラベル kubernetes.io/metadata.name だけを持つものとして扱うため、インポートが除外したクラスターがターゲットである可能性があります。
import-fleet-missing-namespaces-one-mappings = BundleNamespaceMapping { $mappingOthers }、{ $mappingLast } はラベルで名前空間を選択しますが、{ $name } の Namespace オブジェクトが貼り付けられていません。これはすべての名前空間が持つラベル kubernetes.io/metadata.name だけを持つものとして扱うため、インポートが除外したクラスターがターゲットである可能性があります。
bundle-skip-outside = バンドルのフォルダーの外にあるファイルは読み込みません。
bundle-skip-logs = ログは読み込みません: どのラボも使いません。
bundle-skip-node-bundles = ノードバンドル (nodes/…) は読み込みません: どのラボも使いません。
bundle-skip-other-files = yamls/ と metadata.yaml 以外のファイルは読み込みません。
bundle-skip-yamls-scope = yamls/ の下で cluster/ と namespaced/ の外にあるファイルは読み込みません。
bundle-skip-yamls-path = yamls/ の下で <group>/<version>/<resource>.yaml の形でないファイルは読み込みません。
bundle-skip-not-yaml = yamls/ の下で .yaml でないファイルは読み込みません。
bundle-skip-not-read = どのラボも読まないリソースは展開しません。
bundle-skip-metadata-too-large = 1 MiB を超える metadata.yaml は読み込みません。
bundle-skip-older-version = より新しい API バージョンにもあるリソースは、新しいバージョンで 1 回だけ読み込みます。
bundle-no-metadata = バンドルに metadata.yaml がないため、製品、Kubernetes のバージョン、作成日時は不明です。
bundle-metadata-unreadable = バンドルの metadata.yaml を読み込めなかったため (行 { $line }、列 { $column }: { $error })、その情報は不明です。
bundle-algorithm-chosen-over-version = 選択どおり { $chosen ->
        [balance] バランス
       *[other] { $chosen }
    } アルゴリズムを使います。バンドルの Longhorn { $version } なら { $implied ->
        [balance] バランス
       *[other] { $implied }
    } アルゴリズムを使います。
bundle-algorithm-chosen = 選択どおり { $chosen ->
        [balance] バランス
       *[other] { $chosen }
    } アルゴリズムを使います。
bundle-algorithm-most-usable = most-usable アルゴリズムを使います: バンドルの Longhorn は { $version } で、v1.11 より前の Longhorn は使用可能な容量が最も大きいディスクにレプリカを置きます。
bundle-algorithm-balance = バランスアルゴリズムを使います: バンドルの Longhorn は { $version } で、v1.11 以降の Longhorn はバランススコアでディスクを選びます。
bundle-algorithm-default = 現在の Longhorn のバランスアルゴリズムを使います: バンドルには Longhorn のバージョンの記録 (current-longhorn-version 設定) がありません。
