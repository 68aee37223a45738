# The capacity lab's own page texts (issue #11), language: ja.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## labs/capacity/mod.rs

cap-heading = ストレージ容量
cap-intro = ストレージ容量の追跡では、CSIドライバーが CSIStorageCapacity オブジェクトを公開し、スケジューラーの VolumeBinding プラグインは、公開された容量に新しい各ボリュームが収まるノードだけを選びます。
cap-intro-reading = 以下は、この Pod に対するノードごとのスケジューラーの判定と、時間経過に伴うワークロードです。
cap-intro-editing = トポロジーと Pod を編集してください。入力に合わせて判定が再計算されます。
cap-preset-label = プリセット
cap-preset-load = プリセットを読み込む…
cap-preset-loaded = 「{ $title }」を読み込みました: { $caption }
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
cap-already-on = 既存のノード
cap-volume-name = ボリューム名
cap-claim-select = 要求 { $claim }
cap-class = クラス
cap-size-of = { $volume } のサイズ
cap-already-on-label = プロビジョニング済みのノード
cap-remove-volume = ボリューム { $volume } を削除
cap-add-volume = + ボリューム
cap-already-on-hint = 「既存のノード」: ボリュームは以前にそこでプロビジョニングされています (ノードアフィニティを持つバインド済みの PV)。そのサイズはそのノードの公開された容量から差し引かれます。
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
cap-prebind-heading = Filter の後: Reserve と PreBind
cap-prebind-hint = Reserve が計画を書き込みます (一致した各ボリュームに claimRef、プロビジョニングする各要求に selected-node アノテーション)。その後 PreBind は、すべてがバインドされるか、1 つが失敗するか、bindTimeoutSeconds が過ぎるまで、毎秒要求をチェックします (checkBindings)。各要求がどうなったかを選んでください。
cap-prebind-node = Pod が割り当てられたと仮定したノード
cap-prebind-all-bound-at-reserve = Pod のすべての要求は Reserve の時点ですでにバインドされているため、PreBind はすぐに成功します。
cap-prebind-elapsed = PreBind が待った秒数
cap-prebind-timeout = bindTimeoutSeconds (空欄: 600。ワークロードにも適用)
