# The capacity lab's own page texts (issue #11), language: ja.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## labs/capacity/mod.rs

cap-heading = ストレージ容量
cap-intro = ストレージ容量の追跡では、CSIドライバーが CSIStorageCapacity オブジェクトを公開し、スケジューラーの VolumeBinding プラグインは、公開された容量に新しい各ボリュームが収まるノードだけを選びます。
cap-intro-reading = 以下は、この Pod に対するノードごとのスケジューラーの判定と、時間経過に伴うワークロードです。
cap-intro-editing = トポロジーと Pod を編集してください。入力に合わせて判定が再計算されます。
cap-result-label = 結果
cap-tab-pod = Pod ビュー
cap-tab-workload = ワークロードビュー

## labs/capacity/answer_view.rs

cap-answer-label = 回答
cap-why-passes = { $node } が通る理由
cap-why-fails = { $node } が通らない理由
cap-changes-heading = 何を変えればよいか (どれか 1 つだけでノードが通ります):
cap-apply-label = 適用: { $change }
cap-apply = 適用

## labs/capacity/changes.rs

cap-external-heading = 外部からの変更
cap-external-hint = ドライバーの知らないところで消費されたストレージ: 公開された容量は、ドライバーの次のポーリングまで古いままです。
cap-external-at = 時刻 (s)
cap-driver = ドライバー
cap-segment = セグメント
cap-external-consumed = 消費量
cap-external-remove = 外部からの変更 { $number } を削除
cap-external-add = + 外部からの変更

## labs/capacity/draft.rs

cap-kind-pvc = PVC
cap-kind-ephemeral = エフェメラル
cap-kind-csi-inline = CSI インライン
cap-claim-owned = この Pod が所有する要求
cap-claim-earlier-pod = 以前の Pod が残した要求
cap-claim-no-owner = 所有者のない要求
cap-claim-not-created = まだ作成されていない要求
cap-error-label-pair = key=value の形式が必要ですが、{ $got } でした
cap-error-label-empty-key = { $part } のラベルキーが空です
cap-error-label-duplicate = ラベルキー { $key } が重複しています
cap-error-at-most-days = { $max } (30 日) 以下にしてください
cap-error-at-least = { $min } 以上にしてください
cap-error-negative = 負の値にはできません ({ $got } でした)
cap-error-not-whole = 整数ではありません: { $got }
cap-error-unknown-provisioner = 不明なドライバー { $driver } (ドライバー: { $drivers })
cap-error-segment-required = 必須です: key=value
cap-error-unknown-driver = 不明なドライバー { $driver }
cap-error-unknown-class = 不明なストレージクラス { $class }
cap-error-unknown-node = 不明なノード { $node }
cap-error-pv-phase = { $got } は PersistentVolume のフェーズではありません ({ $phases })
cap-error-at-most-pods = Pod は { $max } 個までです
cap-error-at-most-volumes = Pod あたりのボリュームは { $max } 個までです

## labs/capacity/pod_view.rs

cap-outcome-bound = バインド済み
cap-outcome-pv-missing = PV がない
cap-outcome-node-conflict = ノードアフィニティの競合
cap-outcome-selected-other-node = 別のノードが選択済み
cap-outcome-static-match = PV に一致
cap-outcome-no-provisioner = プロビジョナーなし
cap-outcome-topology-not-allowed = トポロジーが許可されていない
cap-outcome-provisionable = プロビジョニング可能
cap-outcome-not-enough-capacity = 容量不足
cap-outcome-not-checked = チェックなし
cap-capacity-check-skipped = 容量チェックは省略されました: { $why }
cap-objects-not-reaching = このクラスの { $count } 個のオブジェクトはこのノードに届きません
cap-pod = Pod
cap-volume = ボリューム
cap-kind = 種類
cap-volume-class = クラス (インラインはドライバー)
cap-size = サイズ
cap-already-on = プロビジョニング済みのノード
cap-volume-name = ボリューム名
cap-claim-select = 要求 { $claim }
cap-class = クラス
cap-size-of = { $volume } のサイズ
cap-already-on-label = プロビジョニング済みのノード
cap-remove-volume = ボリューム { $volume } を削除
cap-add-volume = + ボリューム
cap-already-on-hint = 「プロビジョニング済みのノード」: ボリュームは以前にそこでプロビジョニングされています (ノードアフィニティを持つバインド済みの PV)。そのサイズはそのノードの公開された容量から差し引かれます。
cap-claim-uid-label = 要求の UID
cap-pv-claim-uid-label = PV の claimRef UID
cap-pv-phase-label = PV のフェーズ
cap-pv-fields-hint = プロビジョニング済みボリュームの PV は claimRef で要求を指します。claimRef の UID が要求の UID と違う場合 (同じ名前で削除されて作り直された要求)、その PV は要求のものではなく、スケジューラーは提示しません (IsVolumeBoundToClaim)。要求が PV にバインドされるのは、PV のフェーズが Bound で要求を指しているときだけです。それ以外では PV は事前バインドされたまま、スケジューラーの照合を待ちます。
cap-ephemeral-owner-hint = エフェメラルボリュームの要求がその Pod のものになるのは、コントローラーの所有者参照が Pod の UID を持つときだけです (ephemeral.VolumeIsForPod)。同じ名前の以前の Pod が残した要求や、所有者なしで手動で作られた要求があると、PreFilter は Pod を拒否します。
cap-fix-fields = 判定を見るには、強調表示されたフィールドを修正してください。
cap-prefilter-skip = PreFilter: Skip — Pod にはチェックする要求がありません。すべてのノードがプラグインを通ります。
cap-prefilter-success = PreFilter: Success — Filter はすべてのノードで実行されます。
cap-prefilter-unschedulable = PreFilter: Unschedulable — { $message }
cap-stale-result = 最後の有効な入力の結果を表示しています。
cap-details-summary = スケジューラーの判断: PreFilter、ノードごとの理由と要求のチェック
cap-feasible-pick = 候補: { $nodes }。スケジューラーは { $node } を選びます。
cap-feasible-pick-tied = 候補: { $nodes }。スケジューラーは { $node } (または同等に良い他のノードのいずれかをランダムに) を選びます。
cap-node = ノード
cap-verdict = 判定
cap-reasons-claims = 理由と要求
cap-passes = 通る
cap-fails = 通らない
cap-score = スコア { $score }
cap-verdict-passes = ノード { $node } はボリュームバインディングのチェックを通ります。
cap-verdict-fails = ノード { $node } はボリュームバインディングのチェックを通りません。
cap-verdict-fails-because = ノード { $node } はボリュームバインディングのチェックを通りません: { $reasons }。

## labs/capacity/topology.rs

cap-topology = トポロジー
cap-nodes = ノード
cap-nodes-hint = 各ノードには kubernetes.io/hostname = ノード名、topology.kubernetes.io/zone = ゾーンが付きます。
cap-zone = ゾーン
cap-more-labels = その他のラベル (key=value, …)
cap-node-name = ノード名
cap-labels = ラベル
cap-show-verdict = ノード { $node } の判定を表示
cap-remove-node = ノード { $node } を削除
cap-add-node = + ノード
cap-drivers = CSI ドライバー
cap-driver-legend = ドライバー { $driver }
cap-storage-capacity = storageCapacity (CSIStorageCapacity を公開)
cap-publishing = 公開方法
cap-publishing-central = 集中
cap-publishing-per-node = ノードごと
cap-topology-keys = トポロジーキー
cap-poll-interval = ポーリング間隔 (s)
cap-segment-header = セグメント (key=value, …)
cap-free = 空き
cap-free-of = { $segment } の空き容量
cap-max-of = { $segment } の最大ボリュームサイズ
cap-remove-pool = プール { $segment } を削除
cap-add-pool = + プール
cap-classes = ストレージクラス
cap-provisioner = プロビジョナー
cap-binding = バインディング
cap-allowed-zones = 許可されたゾーン
cap-class-name = クラス名
cap-binding-mode = バインディングモード
cap-add-class = + クラス

## labs/capacity/prebind_view.rs

cap-later-bound = バインド済み
cap-later-still-binding = まだバインドされていない
cap-later-volume-not-in-cache = ボリュームがまだキャッシュにない
cap-later-volume-rejects-node = ボリュームのノードアフィニティがノードを拒否
cap-later-selected-node-removed = selected-node が削除された (プロビジョニング失敗)
cap-later-selected-other-node = selected-node が別のノードを指す
cap-later-annotations-reset = アノテーションがリセットされた
cap-later-claim-deleted = 要求が削除された
cap-later-claim-ref-reset = ボリュームの claimRef がリセットされた
cap-error-bind-timeout-range = 1 から { $max } 秒 (30 日) の間にしてください
cap-error-not-whole-seconds = 秒数が整数ではありません: { $got }
cap-binding-all-bound = すべてバインド済み
cap-binding-waiting = 待機中
cap-binding-error = エラー
cap-prebind-provision = { $claim } (プロビジョニング)
cap-prebind-check = { $claim }：{ $detail }。
cap-prebind-heading = Filter の後: Reserve と PreBind
cap-prebind-hint = Reserve が計画を書き込みます (一致した各ボリュームに claimRef、プロビジョニングする各要求に selected-node アノテーション)。その後 PreBind は、すべてがバインドされるか、1 つが失敗するか、bindTimeoutSeconds が過ぎるまで、毎秒要求をチェックします (checkBindings)。各要求がどうなったかを選んでください。
cap-prebind-node = Pod が割り当てられたと仮定したノード
cap-prebind-all-bound-at-reserve = Pod のすべての要求は Reserve の時点ですでにバインドされているため、PreBind はすぐに成功します。
cap-prebind-elapsed = PreBind が待った秒数
cap-prebind-timeout = bindTimeoutSeconds (空欄: 600。ワークロードにも適用)

## labs/capacity/workload_view.rs

cap-sim-running = ワーカーでシミュレーション中…
cap-sim-cancelled = キャンセルしました。
cap-sim-run-again = もう一度実行
cap-workload-pods = Pod 数
cap-workload-volumes = Pod あたりのボリューム数
cap-workload-size = ボリュームサイズ
cap-workload-every = Pod の間隔 (s)
cap-workload-horizon = 期間 (s)
cap-workload-provisioning = プロビジョニング (s)
cap-workload-binding-hint = プロビジョニング (s): 各ドライバーがボリュームの作成にかかる時間 (空欄: 5 s)。bindTimeoutSeconds: Pod が "{ $message }" で失敗してキューに戻るまで、PreBind が Pod のボリュームのバインドを待つ時間 (空欄: スケジューラーの 600 s)。
cap-attempts = 試行回数
cap-provisioning-failures = プロビジョニングの失敗
cap-running = 実行中
cap-pending = 保留中
cap-stuck = 停滞
cap-all-running-after = 全 Pod 実行までの時間
cap-col-tracking = ストレージ容量の追跡
cap-tracking-on = 追跡オン
cap-tracking-off = 追跡オフ
cap-attempts-over-time = スケジューリング試行の推移
cap-stale-window = 古い情報: 公開 { $published }、実際 { $real } ({ $segment })
cap-attempts-chart-label = 試行回数: 追跡オンで { $on }、追跡オフで { $off }
cap-chart-key-on = 追跡オン: { $count }
cap-chart-key-off = 追跡オフ: { $count }
cap-chart-key-stale = 古い公開容量 (追跡オン)
cap-state-not-arrived = 未到着
cap-state-pending = 保留中
cap-state-stuck = 停滞
cap-state-running = 実行中
cap-event-budget = 期間の終わりより前にイベントの上限に達しました。
cap-state = 状態
cap-last-message = 最後のメッセージ
cap-timeline = タイムライン ({ $count } 件)

## labs/capacity/picture.rs

cap-map-caption-request = ゾーンごとのノード。バー: 各ゾーンに届く CSIStorageCapacity オブジェクト。線は要求量 { $request } を示します。
cap-map-caption = ゾーンごとのノードと、各ノードの判定。
cap-map-no-zone = ゾーンラベルなし
cap-map-zone = ゾーン { $zone }
cap-map-no-capacity = このゾーンに届く CSIStorageCapacity はありません。
cap-map-bar-fits = { $object }: { $offered } を提供、要求に十分
cap-map-bar-short = { $object }: { $offered } を提供、要求より少ない
cap-map-bar-no-size = { $object }: サイズが公開されていないため、決して収まりません
cap-map-no-size = サイズなし
cap-map-node-passes = { $node } 通る: 理由を表示
cap-map-node-fails = { $node } 通らない: 理由を表示

## labs/capacity/import.rs

cap-import-cannot-show = オブジェクトは読み込めましたが、ラボで表示できません: { $problems }
cap-import-not-imported = インポートされませんでした — 作業は変更されていません。{ $error }
cap-import-toggle = kubectl の出力をインポート
cap-import-hint = 次のコマンドの出力を貼り付け、選択、またはドロップしてください (YAML または -o json。List、--- で区切った複数のドキュメント、または 1 つのオブジェクト):
cap-import-label = kubectl の出力
cap-count-nodes = { $count } ノード
cap-count-classes = { $count } ストレージクラス
cap-count-drivers = { $count } CSI ドライバー
cap-count-capacities = { $count } CSIStorageCapacity
cap-count-claims = { $count } 要求
cap-count-volumes = { $count } ボリューム
cap-count-pods = { $count } Pod
cap-imported = インポートしました: { $nodes }、{ $classes }、{ $drivers }、{ $capacities }、{ $claims }、{ $volumes }、{ $pods }。
cap-import-pod-shown = 表示する Pod:
cap-import-no-phase = フェーズなし
cap-import-pod-option = { $pod } ({ $phase }、ボリューム { $count } 個)
cap-import-read = 読み込んだもの ({ $count })
cap-import-not-used = 使用しなかったもの ({ $count }):
cap-import-notes = 注記:
cap-import-pod-node = クラスターの記録によると、Pod { $pod } はノード { $node } で実行されています。
cap-import-pod-node-not-pasted = クラスターの記録によると、Pod { $pod } はノード { $node } で実行されていますが、そのノードは貼り付けられていません。

## labs/capacity/imported.rs

cap-note-hostname-differs = ノード { $node }: ラベル { $label } が名前と異なります。ラボは名前を使います
cap-note-class-topologies = StorageClass { $class }: { $key } の 1 つのリスト以外の allowedTopologies は除外されます (ラボはクラスをゾーンでのみ制限します)
cap-note-no-pod = Pod が貼り付けられていません: Pod ビューで Pod のボリュームを追加してください。
cap-note-other-pods = Pod ビューには 1 つの Pod ({ $pod }) を表示します。貼り付けられた他の { $count } 個の Pod は除外されます — 上で別の Pod を選んでください
cap-note-unclaimed-pvs = PersistentVolume { $volumes } は除外されます: ラボには要求がバインドする静的ボリュームがありません
cap-note-class-not-pasted = Pod { $pod }: ボリューム { $volume } は除外されます: その StorageClass { $class } が貼り付けられていません。
cap-note-no-class = StorageClass が貼り付けられていないため、ワークロードビューで使うクラスがありません。トポロジーで追加してください。
cap-note-bound-pv-not-pasted = Pod { $pod }: ボリューム { $volume } は除外されます: 要求 { $claim } はバインド済みですが、そのボリューム { $pv } が貼り付けられていません
cap-note-bound-pv-unreachable = Pod { $pod }: ボリューム { $volume } は除外されます: 要求 { $claim } はバインド済みですが、そのボリューム { $pv } は貼り付けられたどのノードからも到達できません
cap-note-claim-not-pasted = Pod { $pod }: ボリューム { $volume } は除外されます: その要求 { $claim } が貼り付けられていません
cap-note-claim-twice = Pod { $pod }: ボリューム { $volume } は要求 { $claim } を 2 回目に使っています。除外されます
cap-note-not-bind-completed = Pod { $pod }: 要求 { $claim } は bind-completed アノテーションなしでボリューム { $pv } を指しています。ラボは未バインドとして描きます
cap-note-selected-node = Pod { $pod }: 要求 { $claim } の selected-node アノテーション ({ $node }) は除外されます
cap-note-pre-bound = Pod { $pod }: 要求 { $claim } はまだバインドされておらず、ボリューム { $pv } (フェーズ { $phase }) が claimRef でこの要求に事前バインドされています。kube-scheduler の FindMatchingVolume が他のどのボリュームより先に選ぶため、ラボはこのボリュームを要求に描きます
cap-note-pre-bound-passed-over = Pod { $pod }: ボリューム { $pv } は要求 { $claim } に事前バインドされていますが、kube-scheduler の FindMatchingVolume はこれを選びません (小さすぎる、ボリュームモードが異なる、削除中、要求に選択済みノードがある、または到達できる貼り付け済みノードがない)。除外し、要求はこのボリュームがない場合と同じくプロビジョニングされます
cap-note-pre-bound-binding = Pod { $pod }: ボリューム { $pv } はフェーズ { $phase } で要求 { $claim } に事前バインドされていますが、要求はまだバインドされていません (PV コントローラーがバインド中です)。ラボはこの状態を描けないため、ボリュームを除外します
cap-note-capacity-topology = CSIStorageCapacity { $capacity }: matchLabels 以外の nodeTopology は除外されます (ラボのプールはラベルのセグメントです)
cap-note-segment-shared = CSIStorageCapacity { $capacity }: セグメント { $segment } には別のクラスのプールがすでにあります。ラボはすべてのクラスでセグメントごとに 1 つのプールを持ちます
cap-note-class-no-capacity = StorageClass { $class }: このクラスの CSIStorageCapacity オブジェクトは貼り付けられていません。ラボはすべてのクラスにドライバーのプールを公開します

cap-claim-kind = ({ $kind ->
        [Bound] バインド済み
        [Delayed] 遅延 (WaitForFirstConsumer)
        [UnboundImmediate] 未バインド・即時
        [CsiInline] CSI インライン
        [Unknown] 不明
       *[other] { $kind }
    })
cap-claim-kind-request = ({ $kind ->
        [Bound] バインド済み
        [Delayed] 遅延 (WaitForFirstConsumer)
        [UnboundImmediate] 未バインド・即時
        [CsiInline] CSI インライン
        [Unknown] 不明
       *[other] { $kind }
    }、{ $request })

## labs/capacity/fixes.rs
cap-fix-pool-free = プール { $segment }（{ $driver }）の「空き」を { $amount } 以上にします（現在は { $current }）。
cap-fix-pool-free-used = プール { $segment }（{ $driver }）の「空き」を { $amount } 以上にします（現在は { $current } で、そのうち { $used } をボリューム { $volumes } がすでに使っています）。
cap-fix-pool-max = プール { $segment } の最大ボリュームサイズを { $amount } 以上にします（現在は { $current }）。
cap-fix-add-pool = { $driver } に「空き」が { $amount } 以上のプール { $segment } を追加します。
cap-fix-volume-size = ボリューム { $volume } の「サイズ」を { $amount } 以下にします（現在は { $current }）。クラスターでは保留中の要求は変更できないため、削除してそのサイズで作り直してください。
cap-fix-node-zone = { $node } の「ゾーン」を { $zone } にします（現在は { $current }）。
cap-fix-node-labels = { $node } の「ラベル」に { $labels } を追加します。
cap-fix-class-zone = クラス { $class } の「許可されたゾーン」に { $zone } を追加します。クラスターではストレージクラスは変更できないため、そのゾーンを含めて作り直してください。
cap-fix-class-binding = クラス { $class } のバインディングモードを WaitForFirstConsumer にします。Immediate では要求ができた時点で、ドライバーが選んだ場所に容量の確認なしでボリュームが作られ、Pod はそれを待つだけです。クラスターではストレージクラスは変更できないため、volumeBindingMode: WaitForFirstConsumer のクラスを作成し、要求で使ってください。


# The button under the lab that opens its pod as a generated lesson on the Learn page (issue 34).
cap-explain-lesson = このシナリオをレッスンで説明

# The button over the pod view that opens the pod's case report (issue 35; its texts are report.ftl).
cap-report-open = ケースレポート
