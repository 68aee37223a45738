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
