# ケースレポートの文言（issue 35）、言語: ja。

## ページのラベル
report-open = ケースレポート
report-title = ケースレポート: { $lab }
report-close = レポートを閉じる
report-redact = 名前を伏せる
report-redact-hint = 名前を伏せると、ノード、ネームスペース、ボリューム、ディスク、Pod、クレーム、クラスターの名前が、レポート、その Markdown、リンクの中で固定の仮名（初出順に node-1、volume-1）に置き換わります。
report-copy-markdown = Markdown としてコピー
report-download-markdown = Markdown をダウンロード
report-copy-link = リンクをコピー
report-print = 印刷
report-copied = レポートを Markdown としてコピーしました。
report-copy-failed = ブラウザーがコピーを許可しませんでした。Markdown をダウンロードしてください。
report-link-copied = リンクをコピーしました: { $link }
report-link-not-copied = ブラウザーがリンクのコピーを許可しませんでした: { $link }
report-heading-deciding = 決め手となった数値
report-heading-checks = ノードとディスクごとのすべてのチェック
report-heading-fixes = 解決できる最小の変更
report-no-fixes = 直すものはありません。スケジュールされずに残ったレプリカはありません。
report-heading-recorded = クラスターの記録とエンジンの計算
report-heading-versions = 前提としたバージョン
report-heading-objects = 計算に使ったオブジェクト
report-col-node = ノード
report-col-disk = ディスク
report-col-what = 対象
report-col-recorded = 記録
report-col-computed = 計算
report-col-agrees = 一致？
report-agrees = 一致
report-differs = 不一致
report-not-recorded = 記録なし
report-check-node = ノードの適格性
report-check-schedulable = ディスクのスケジュール可否
report-check-available = ディスクの利用可否
report-check-volume-size = ボリュームサイズ
report-check-tags = タグ
report-check-storage = 容量（Fits）
report-check-placement = アンチアフィニティとローカリティ
report-check-pick = 選択
report-verdict-passed = 合格
report-verdict-failed = 不合格
report-verdict-not-run = 未実行
report-verdict-chosen = 選択

## Longhorn レポートのエンジンの文
report-lh-summary = { $volumes } 個のボリューム: 問題なし { $fine } 個、所見あり { $findings } 個。
report-lh-volume-scheduled = ボリューム { $volume } はスケジュール済みです。{ $placed } 個のレプリカが配置されています。
report-lh-volume-not-scheduled = ボリューム { $volume } は完全にはスケジュールされていません。{ $wanted } 個中 { $placed } 個のレプリカが配置され、Longhorn は Scheduled { $status } { $reason } を記録します。
report-lh-table-placed = { $replica } を配置した検索のチェック。
report-lh-table-unscheduled = ディスクが見つからなかった { $replica } の最後の検索のチェック。
report-lh-table-reuse = 再利用する失敗レプリカの検索のチェック。
report-lh-deciding-chosen = { $replica } は { $node }/{ $disk } に配置されました: { $actual }; { $schedule }。
report-lh-deciding-short = { $node }/{ $disk } は { $replica } に対して容量が足りません: { $actual }; { $schedule }。
report-lh-fits = { $actual }; { $schedule }
report-lh-node-verdict = { $verdict ->
    [not-ready] ノードが Ready ではない
    [cordoned] ノードが cordon されている
    [scheduling-disabled] ノードのスケジューリングが無効
    [eviction-requested] ノードに退避が要求されている
    [engine-not-ready] ノードのインスタンスマネージャーまたはエンジンイメージが準備できていない
    [not-affinity-node] ボリュームが留まるべきノードではない
    [no-reusable-replica] ノードに再利用できる失敗レプリカがない
    [outside-topology] ボリュームのトポロジー要件の外
    [not-clone-source] ノードのどのディスクにもソースボリュームのレプリカがない
   *[other] ノード候補
    }
report-lh-disk-verdict = { $verdict ->
    [node-not-candidate] ノードが候補ではない
    [not-schedulable] ディスクがスケジュール不可
    [unavailable] ディスクが利用できないか種類が違う
    [incompatible-volume-size] ボリュームがディスクのファイルシステムには大きすぎる
    [tags-not-fulfilled] ディスクタグが一致しない
    [backing-image-tags-not-fulfilled] ディスクタグがバッキングイメージのものと一致しない
    [insufficient-storage] 容量が足りない
    [disk-anti-affinity] ディスクにボリュームのレプリカがすでにある
    [not-in-tier] ノードが試したどのアンチアフィニティ段階にもない
    [not-reached] 先のアンチアフィニティ段階で候補が見つかった
    [not-local] データローカリティによりアタッチ先ノードに留まる
    [not-clone-source] ディスクにソースボリュームのレプリカがない
    [chosen] 選択
   *[other] 候補（選ばれず）
    }
report-lh-recorded-scheduled = ボリューム { $volume } の Scheduled 条件
report-lh-recorded-replica = レプリカ { $replica } の配置（記録: { $recorded ->
    [failed] 失敗
   *[other] 正常
    }、エンジンの判断: { $state ->
    [healthy] 正常
    [failed] 失敗
    [reused] その場で再利用
    [new] 新規
   *[other] 未スケジュール
    }）
report-lh-version = Longhorn { $version } のレプリカスケジューラー、ディスク選択は { $algorithm }。
report-lh-summary-only = シナリオのボリュームは { $volumes } 個で、完全な説明の範囲を超えるため、表は省いています。
