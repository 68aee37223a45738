# The rollout lab's own page texts (issue #11), language: ja.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.


## Why is it waiting
ro-why-heading = ラウンド { $round }: なぜ待っているのか？
ro-why-heading-finished = ラウンド { $round }: ロールアウトは完了しました
ro-why-heading-nothing-waits = ラウンド { $round }: 待っているものはありません
ro-why-reconcile-moment = 以下の理由は、ラウンド { $round } の開始時の調整が、エージェントが何も適用する前に見たものです。グリッドはエージェントのステップ後の各クラスターを示します。
ro-why-ready-after-true = エージェントのステップ後: { $total } クラスター中 { $ready } が準備完了のため、バンドルは Ready です。
ro-why-ready-after-false = エージェントのステップ後: { $total } クラスター中 { $ready } が準備完了のため、バンドルは Ready ではありません。
ro-why-events = 開始時: { $events }。
ro-why-counts = 調整: 作成 { $created }（maxNew { $maxNew }）、ステージング { $staged }、昇格 { $promoted }。エージェント: 適用 { $applied }、準備完了 { $becameReady }、失敗 { $failed }。
ro-why-limits = バンドル: 利用不可 { $unavailable }（maxUnavailable { $maxUnavailable }）、利用不可のパーティション { $partitions }（maxUnavailablePartitions { $maxPartitions }）。
ro-why-nothing-waits = このラウンドで待っているものはありません。
ro-why-partitions-label = このラウンドのパーティション
ro-col-partition = パーティション
ro-col-members = メンバー
ro-col-unavailable-before = 利用不可（前）
ro-col-created = 作成
ro-col-promoted = 昇格
ro-col-not-up-to-date = 最新でないか利用不可
ro-col-verdict = 判定
ro-verdict-not-reached = 未到達
ro-verdict-unavailable = 利用不可
ro-verdict-ok = OK
ro-why-round-zero = ラウンド 0 は最初の調整前の開始状態です。先に進むとコントローラーの判断が表示されます。
ro-why-partitions-formed = パーティションの形成方法
ro-outcome-complete = 完了: { $message }
ro-outcome-stalled = 停滞: { $message }
ro-outcome-stalled-because = 停滞: { $message }：{ $reasons }
ro-outcome-stopped = 停止: { $message }
ro-why-ready-true = 調整の開始時、バンドルの Ready 状態: True（{ $ready }/{ $desired } クラスターが準備完了）。
ro-why-ready-false = 調整の開始時、バンドルの Ready 状態: False、状態 { $state }、{ $ready }/{ $desired } クラスターが準備完了 — メッセージ「{ $message }」。
ro-why-stop = ロールアウトは { $partition } の後で停止します: そのクラスターのうち { $notUpToDate } が最新でないか利用不可で、許容される { $maxUnavailable } を超えています。また利用不可のパーティション { $partitions } が許容数 { $maxPartitions }（maxUnavailablePartitions）を超えているため、後続の { $later } パーティションは待機します。

## Where the docs and Fleet's code differ
ro-note-unmatched = ドキュメント: どのパーティションにも一致しないクラスターは追加のパーティションでロールアウトされます。コード: これら { $count } 個のクラスターはデプロイされないのに Pending として数えられるため、バンドルは Ready になりません。
ro-tidied = Fleet の書き方どおり { $value } として読みました。Fleet は % の前の空白を受け付けないため、fleet.yaml には { $value } と書かれます。
ro-note-partition-max = ドキュメント: maxUnavailable のないパーティションは 10% を許容します。コード: 戦略の maxUnavailable、次に 100% にフォールバックします。
ro-note-partition-size = ドキュメント: autoPartitionSize のデフォルトは maxUnavailable です。コード: デフォルトは 25% です。
ro-note-and = パーティションの条件は AND で結合されます。クラスターはそのすべてに一致する必要があります。
ro-note-max-new = この調整では maxNew = { $maxNew } 個のデプロイメントを作成し、作成を停止しました。maxNew は v0.16 以降で設定可能です。
ro-note-not-more-than = ドキュメント: 利用不可のパーティションが maxUnavailablePartitions 未満の間、ロールアウトは続きます。コード: 「超えない」間です — 利用不可 { $unavailable } = 上限 { $limit } でも続行します。
ro-note-no-readiness-wait = ドキュメント: 次のバッチは最初のバッチが準備完了になるまで待ちます。コード: { $unready } 個が準備未完了でも、この調整でさらに { $created } 個が作成されます — 作成が待つのは maxNew だけです。
ro-note-wait-applied = 保留中の { $count } クラスターはバンドルビューで WaitApplied と表示されます（Fleet v0.16 以降）。ドキュメントと旧バージョンでは OutOfSync と表示されます。
ro-note-groups = ドキュメント: パーティションは clusterGroup または clusterGroupSelector でクラスターを選択します。コード: 条件はクラスターのグループごとに1つずつ試されるため、1つのグループがすべてを満たす必要があります。どのグループにも属さないクラスターは空のグループで試され、{"{}"}、NotIn、DoesNotExist のグループセレクタに一致します。
ro-note-ready-message = Ready 状態は状態ごとに1つのクラスター（最初に列挙されたもの）をその状態の数とともに示すため、列挙された準備未完了の { $listed } クラスターから { $pieces } 個の部分になります（ReadyMessage）。
ro-note-namespaces = Fleet はターゲットをクラスター名だけで並べ替えます。複数の名前空間にある同名のクラスター（BundleNamespaceMappings）は、Fleet が列挙する名前空間の順に従います。


## The rollout grid and the cluster inspector
ro-state-not-joined = まだターゲットではない
ro-row-unmatched = パーティションなし（デプロイされない）
ro-cell-label = { $cluster }、{ $state }、パーティション { $partition }
ro-cell-label-changed = { $label }、直前の編集で変更
ro-row-ready = { $ready }/{ $total } 準備完了
ro-row-head-label = { $partition }: { $summary }
ro-progress-heading = ロールアウト
ro-step-back = 1つ戻る
ro-step-forward = 1つ進む
ro-pause = 一時停止
ro-play = 再生
ro-round = ラウンド
ro-round-of = ラウンド { $round } / { $last }
ro-dense = 高密度
ro-grid-keys = グリッドでは、矢印キーでクラスター間を移動し（上下はパーティション間）、Home と End でパーティションの端へ移動し、Enter でクラスターの理由を表示します。
ro-grid-label = ラウンド { $round } のパーティション別クラスター
ro-grid-hint = クラスターをクリックすると、デプロイメントが表示され、エージェントの動作を設定できます。
ro-grid-hint-read-only = クラスターをクリックすると、デプロイメントとその状態にある理由が表示されます。
ro-deployment = ステージング v{ $staged }、デプロイ v{ $deployed }、適用 v{ $applied }、{ $flags }
ro-deployment-ready = 準備完了
ro-deployment-not-ready = 準備未完了
ro-deployment-apply-failed = 適用失敗
ro-deployment-modified = 変更あり（ドリフト）
ro-timeline-event = ラウンド { $round }: { $event ->
        [Joined] ターゲットになった
        [Created] 作成
        [Staged] ステージ
        [Promoted] 昇格
        [Applied] 適用
        [Ready] Ready
        [NotReady] NotReady
        [Failed] 失敗
        [Modified] Modified
        [Corrected] 修正済み
        [Paused] 一時停止
        [Resumed] 再開
       *[other] { $event }
    } v{ $version }
ro-close = 閉じる
ro-inspector-no-partition = どのパーティションにも属さない: デプロイされません
ro-inspector-partitions = パーティション: { $partitions }
ro-inspector-no-deployment = BundleDeployment はまだありません
ro-answer-changes = 結果を変えるには（いずれか1つで、再シミュレーションでこのクラスターにバンドルが届きます。数値はそれが成り立つ最小の値です）:
ro-apply = 適用
ro-apply-label = 適用: { $change }
ro-agent = エージェント
ro-behavior-same-as-all = すべてのクラスターと同じ
ro-cluster-why-unmatched = どのパーティションにも一致しないため、デプロイされません。それでもバンドルでは Pending として数えられます。
ro-cluster-why-final = 最終状態: { $state }（タイムラインはオフ）。
ro-cluster-why-not-joined = まだターゲットではありません: 後で参加します。
ro-cluster-why-not-reached = パーティション { $partition } に到達していません: { $why }。
ro-cluster-why-max-new = BundleDeployment はまだありません: この調整ですでに maxNew = { $maxNew } 個を作成しました。
ro-cluster-why-paused = 一時停止: ステージングされたデプロイメントは昇格されません。
ro-cluster-why-ahead = deploymentID は v{ $deployed } ですが、エージェントが最後に適用したのは v{ $applied } です（要求より先行）: isUnavailable（applied ≠ deploymentID）のため、エージェントが再び v{ $deployed } を適用するまで { $partition } の枠を占有します。
ro-cluster-why-offline = v{ $deployed } に昇格しましたが、エージェントがまだ適用していません（オフライン？）: 利用不可として数えられ、{ $partition } の枠を占有します（maxUnavailable { $maxUnavailable }）。
ro-cluster-why-apply-failed = v{ $deployed } に昇格しましたが、エージェントがまだ適用していません（適用に失敗）: 利用不可として数えられ、{ $partition } の枠を占有します（maxUnavailable { $maxUnavailable }）。
ro-cluster-why-staged-not-reached = v{ $staged } はステージング済みです。パーティション { $partition } に到達していないため、昇格されません。
ro-cluster-why-staged-waiting = v{ $staged } はステージング済みですが昇格されていません: { $why }
ro-cluster-why-staged-free-slot = v{ $staged } はステージング済みですが昇格されていません: 空き枠を待っています。
ro-cluster-why-not-ready = v{ $applied } を適用済み、準備未完了: { $partition } で利用不可として数えられます（利用不可の許容数 { $maxUnavailable }）。
ro-cluster-why-modified = v{ $applied } を実行中で準備完了ですが、クラスター上でリソースが変更されました（ドリフト）: バンドルでは Modified と表示されます。Fleet が利用不可として数えるのは準備未完了または未適用のクラスターだけなので、{ $partition } の枠は占有しません。
ro-cluster-why-ready = v{ $applied } を実行中で準備完了です。
ro-start-no-deployment = ラウンド 0: BundleDeployment はまだありません。
ro-start-why = ラウンド 0: ステージング v{ $staged }、deploymentID v{ $deployed }、適用 v{ $applied }、{ $ready }、バンドルの v{ $version } に対して: { $state }（{ $upToDate }、{ $available }）。
ro-start-up-to-date = 最新
ro-start-not-up-to-date = 最新ではない: upToDate はステージング・デプロイ・適用がすべてバンドルのバージョンであることを求めます
ro-start-unavailable = 利用不可: applied ≠ deploymentID または準備未完了
ro-start-available = 利用可能


## The fleet builder
ro-behavior-ready = すぐに準備完了
ro-behavior-ready-later = 2 ラウンド後に準備完了
ro-behavior-not-ready = 準備完了にならない
ro-behavior-offline = オフライン
ro-behavior-error = 適用に失敗
ro-behavior-drifted = 準備完了後にドリフト（Modified）
ro-no-labels = （ラベルなし）
ro-fleet-heading = Fleet
ro-fleet-count = クラスター数
ro-fleet-pattern = 名前のパターン
ro-fleet-hint = 名前空間と開始時の BundleDeployment（実行中のロールアウト）は、下でクラスターを編集して設定します。
ro-fleet-pattern-hint = # の並びはゼロ埋めの番号です: c-### → c-000, c-001, … ターゲットは名前のバイト順に並べ替えられます。
ro-labels = ラベル
# A label rule: the share of the clusters (in %) and the labels that share gets.
ro-rule-percent = 割合 (%)
ro-rule-labels = ラベル
ro-remove-rule = ラベルルール { $rule } を削除
ro-rule-rest = 残りのラベル
ro-add-rule = ラベルの割合を追加
ro-behavior-heading = 動作
ro-agents = エージェント
ro-scenario = ロールアウト
ro-scenario-initial = 初回デプロイ
ro-scenario-update = デプロイ済みバージョンの更新
ro-scenario-initial-then-update = 初回デプロイ後、ラウンド { $round } で更新
ro-scenario-as-they-stand = 各クラスターの現状から
ro-bundle-version = バンドルのバージョン
ro-behavior-list = クラスターごとの設定: { $clusters }
ro-edit-cluster = クラスターを編集
ro-name = 名前
ro-namespace = 名前空間
ro-behaves = 動作
ro-use-generated-labels = 生成されたラベルを使用
ro-no-such-cluster = この名前のクラスターはありません
ro-cluster-groups = クラスターグループ
ro-group-selects = 選択条件
ro-group-labels = グループのラベル
ro-remove-group = グループ { $name } を削除
ro-add-group = + グループ
ro-groups-hint = グループには自身の名前空間のクラスターだけが含まれます（空欄: fleet-default）。セレクタ: { $example }。{ $all } はすべてを選択し、空欄は何も選択しません。
# How many clusters were imported, from where: $source (a Bundle or fleet.yaml, may be empty: then the -from- messages are not used), $namespace, $mapped (the namespaces BundleNamespaceMappings brought in).
ro-imported-summary = 取り込んだクラスター { $count } 個
ro-imported-summary-namespace = 取り込んだクラスター { $count } 個、名前空間 { $namespace }
ro-imported-summary-namespaces = 取り込んだクラスター { $count } 個、名前空間 { $namespace } と { $mapped }（BundleNamespaceMappings による）
ro-imported-summary-from = { $source } から取り込んだクラスター { $count } 個
ro-imported-summary-from-namespace = { $source } から取り込んだクラスター { $count } 個、名前空間 { $namespace }
ro-imported-summary-from-namespaces = { $source } から取り込んだクラスター { $count } 個、名前空間 { $namespace } と { $mapped }（BundleNamespaceMappings による）
ro-imported-paused = バンドルは一時停止中です
ro-imported-cluster-paused = （一時停止）
ro-imported-more = …ほか { $count } 個
ro-use-generated = 生成されたクラスターに戻る（{ $count } × { $pattern }）


## The strategy form and the charts
ro-default = デフォルト { $value }
ro-effective-max-unavailable = { $explanation } → バンドル全体で { $count } クラスター
ro-effective-max-partitions = { $partitions } パーティションの { $explanation } → { $count } が利用不可でもよい
ro-effective-size-manual = オフ: 手動パーティション
ro-effective-size-one = { $size } → 1 パーティション
ro-effective-size = { $explanation } → パーティションあたり { $count } クラスター
ro-effective-threshold-manual = 未使用: 手動パーティション
ro-effective-threshold-off = { $threshold } → パーティショニングなし
ro-effective-threshold-below = ターゲット { $targets } < { $threshold } → 1 パーティション All
ro-effective-threshold-above = ターゲット { $targets } ≥ { $threshold } → { $partitions } パーティション
ro-effective-max-new = 調整ごとに全パーティションで { $maxNew } 個作成
ro-effective-max-new-none = { $maxNew } → 何も作成されません（Fleet は作成数が maxNew 未満の間だけ作成します）
ro-strategy-hint = 空欄: 未設定（デフォルトが適用されます）。ドキュメント: maxNew は v0.16 で設定可能になりました。
ro-partitions-heading = パーティション
ro-partitions-none = なし: 自動パーティション。
ro-partition-legend = パーティション { $number }
ro-remove-partition = パーティション { $number } を削除
ro-add-partition = + パーティション
ro-partition-effective = メンバー { $count }、maxUnavailable { $explanation }（デフォルト: 戦略の値、次に 100%）
ro-partition-no-criteria = 条件なし: 許可されますが、このパーティションはどのクラスターにも一致しません。
ro-charts-heading = ラウンドごと
ro-chart-round = ラウンド
ro-chart-clusters = クラスター
ro-chart-deployments = デプロイメント
ro-chart-states = 各ラウンド終了時の状態別クラスター
ro-chart-states-label = { $rounds } ラウンドそれぞれの終了時の状態別クラスター: 下の Ready から上の Pending まで積み上げた棒、全 { $total } クラスター
ro-chart-states-key = 凡例（各棒の下から上へ）
ro-chart-storm = ラウンドごとの新規デプロイメント: 作成と適用（適用ごとにイメージを取得、ピーク { $peak }）
ro-chart-storm-label = { $rounds } ラウンドそれぞれの新規デプロイメント: 作成（左の棒、塗りつぶし）と適用（右の棒、縞模様）。1 ラウンドの適用は最大 { $peak }
ro-chart-key = 凡例
ro-chart-created = 作成（左の棒、塗りつぶし）
ro-chart-applied = 適用（右の棒、縞模様）


## The lab's header, job bar and presets
ro-title = Fleet のロールアウト
ro-explain-lesson = このシナリオをレッスンで説明
ro-intro = Fleet はバンドルをパーティションごとにロールアウトします。調整ごとに作成されるデプロイメントは最大 maxNew 個で、準備未完了のクラスターが maxUnavailable を超えたパーティションは後続のパーティションを止めます。
ro-intro-reading = このロールアウトのラウンド（それぞれコントローラーの調整1回とエージェントの1ステップ）を順に進め、クラスターをクリックすると待機の理由が表示されます。
ro-intro-editing = フリートを構築し、戦略（フォームまたは fleet.yaml）を編集してから、ラウンドを順に進めます。各ラウンドはコントローラーの調整1回とエージェントの1ステップです。
ro-job-simulating = ワーカーで { $count } クラスターをシミュレーション中…
ro-job-round = ラウンド { $round } をシミュレーション済み（最大 { $total }）
ro-job-starting = ワーカーを起動中
ro-job-cancel = キャンセル
ro-job-cancelled = シミュレーションをキャンセルしました。最後に完了した結果を表示しています。何かを編集すると再実行します。
ro-job-error = シミュレーションに失敗しました: { $error }
ro-stale = 無効な項目があります（項目の横を参照）。最後に有効だった入力の結果を表示しています。
ro-yaml-hint = ここでの編集はフォームに反映されます。fleet.yaml のその他のトップレベルキーは無視されます。
ro-start-has-deployment = 開始時に BundleDeployment がある
ro-start-staged = stagedDeploymentID（バージョン）
ro-start-error = 適用エラー（Deployed=False）
ro-start-deployed-message = Deployed 条件のメッセージ（False 以外のとき）
ro-start-installed-message = Installed 条件のメッセージ
ro-start-monitored-message = Monitored 条件のメッセージ
ro-start-resource-status = 貼り付けから: modifiedStatus が { $modified } 件、nonReadyStatus が { $nonReady } 件。エージェントが再び適用するまで、Ready メッセージはそれぞれ最初の 4 件を示します。


## Importing Fleet objects
ro-import-too-many = ターゲットのクラスターは { $count } 個です。このラボで表示できるのは最大 { $max } 個です（エンジンパッケージはそれ以上も扱えます）
ro-import-failed = 取り込まれませんでした — フリートと戦略は変更されていません。{ $error }
ro-import-heading = オブジェクトを取り込む
ro-import-hint = このコマンドの出力（YAML または -o json、List または --- で区切った複数ドキュメント）か fleet.yaml を、貼り付け、選択、またはドロップしてください:
ro-import-mappings-hint = BundleNamespaceMappings が他の名前空間のクラスターをバンドルに取り込む場合は、種類に bundlenamespacemappings.fleet.cattle.io を加え、namespaceSelector が読むラベルを持つ Namespace オブジェクト（kubectl get namespaces -o yaml）も貼り付けてください。
ro-import-label = kubectl の出力または fleet.yaml
ro-import-summary = { $targets }、{ $groups } を取り込みました。{ $from }。
ro-import-targets = ターゲットクラスター { $count } 個
ro-import-targets-in = { $namespace } のターゲットクラスター { $count } 個
ro-import-targets-in-mapped = { $namespace } と、BundleNamespaceMappings による { $mapped } のターゲットクラスター { $count } 個
ro-import-groups = クラスターグループ { $count } 個
ro-import-from-none = Bundle も fleet.yaml もないため、戦略は変更されていません
ro-import-from = 戦略とターゲットは { $source } から
ro-import-from-paused = 戦略とターゲットは { $source } から（一時停止中）
ro-import-targets-read = 読み取ったターゲット（{ $count }）:
ro-import-not-targets = ターゲット外（{ $count }）:
ro-import-skipped = 未使用（{ $count }）:
ro-import-notes = 注記（{ $count }）
ro-import-read = 読み取り（{ $count }）
ro-import-no-criteria = 条件なし
ro-import-keeps = 貼り付けたクラスター { $count } 個をターゲットから除外します。
ro-import-decided = 貼り付けたクラスター { $count } 個を決定しました。

## why.rs: the label before each note where Fleet's docs and its code differ

ro-docs-vs-code = ドキュメントとコードの違い

# Field errors of the rollout editor (issue #11).
ro-error-not-key-value = { $item } は key=value の形ではありません
ro-error-label-key = ラベルキー { $key }：{ $problem }
ro-error-label-value = ラベル { $key }：{ $problem }
ro-error-label-twice = ラベル { $key } が 2 回指定されています
ro-error-empty-requirement = 空の条件があります（カンマが 2 つ続いていませんか？）
ro-error-matched-twice = { $key } が 2 回指定されています
ro-error-got = { $problem }（入力: { $value }）
ro-error-unbalanced = ')' の対応が取れていません
ro-error-missing-paren = ')' がありません
ro-error-after-paren = { $item } の ')' の後に余分なテキストがあります
ro-error-cannot-read = { $item } を読み取れません
ro-error-unknown-operator = 不明な演算子 { $operator } です（in か notin を使ってください）
ro-error-cannot-read-forms = { $item } を読み取れません（key=value、key!=value、key in (a,b)、key notin (a)、key、!key の形を使ってください）
ro-error-not-whole = { $value } は整数ではありません
ro-error-negative = 負の値にはできません（入力: { $value }）
ro-error-too-many-clusters = ラボで扱えるクラスターは { $max } 個までです（エンジンパッケージはそれ以上を扱えます）
ro-error-percent-range = 0 から 100 の間でなければなりません（入力: { $value }）
ro-error-not-percent = { $value } はパーセンテージではありません
ro-error-shares-over = 割合の合計が 100% を超えています
ro-error-empty = 空にはできません

# The button over the result that opens the rollout's case report (issue 35; its texts are report.ftl).
ro-report-open = ケースレポート
