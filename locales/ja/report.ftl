# ケースレポートのテキスト (issue 35)、言語: ja。レポートを初めて開いたときにチャンクが取得する。


## レポートのパネルと表 (components/case_report.rs, components/case_report_panel.rs)
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
report-lh-check-node = ノードの適格性
report-lh-check-schedulable = ディスクのスケジュール可否
report-lh-check-available = ディスクの利用可否
report-lh-check-volume-size = ボリュームサイズ
report-lh-check-tags = タグ
report-lh-check-storage = 容量（Fits）
report-lh-check-placement = アンチアフィニティとローカリティ
report-lh-check-pick = 選択
report-verdict-passed = 合格
report-verdict-failed = 不合格
report-verdict-not-run = 未実行
report-verdict-chosen = 選択
### Longhorn レポートのエンジンの文
report-lh-summary = { $volumes } 個のボリューム: 問題なし { $fine } 個、所見あり { $findings } 個。
report-lh-volume-scheduled = ボリューム { $volume } はスケジュール済みです。{ $placed } 個のレプリカが配置されています。
report-lh-volume-not-scheduled = ボリューム { $volume } は完全にはスケジュールされていません。{ $wanted } 個中 { $placed } 個のレプリカが配置され、Longhorn は Scheduled { $status } { $reason } を記録します。
report-lh-table-placed = { $replica } を配置した検索のチェック。
report-lh-table-unscheduled = ディスクが見つからなかった { $replica } の最後の検索のチェック。
report-lh-table-reuse = 再利用する失敗レプリカの検索のチェック。
report-lh-deciding-chosen = { $replica } は { $node }/{ $disk } に配置されました: { $actual }; { $schedule }。
report-lh-deciding-short = { $node }/{ $disk } は { $replica } に対して容量が足りません: { $actual }; { $schedule }。
report-lh-fits = { $actual }; { $schedule }
report-lh-node-not-ready = ノードが Ready ではない
report-lh-node-cordoned = ノードが cordon されている
report-lh-node-scheduling-disabled = ノードのスケジューリングが無効
report-lh-node-eviction-requested = ノードに退避が要求されている
report-lh-node-engine-not-ready = ノードのインスタンスマネージャーまたはエンジンイメージが準備できていない
report-lh-node-not-affinity-node = ボリュームが留まるべきノードではない
report-lh-node-no-reusable-replica = ノードに再利用できる失敗レプリカがない
report-lh-node-outside-topology = ボリュームのトポロジー要件の外
report-lh-node-not-clone-source = ノードのどのディスクにもソースボリュームのレプリカがない
report-lh-node-candidate = ノード候補
report-lh-disk-node-not-candidate = ノードが候補ではない
report-lh-disk-not-schedulable = ディスクがスケジュール不可
report-lh-disk-unavailable = ディスクが利用できないか種類が違う
report-lh-disk-incompatible-volume-size = ボリュームがディスクのファイルシステムには大きすぎる
report-lh-disk-tags-not-fulfilled = ディスクタグが一致しない
report-lh-disk-backing-image-tags-not-fulfilled = ディスクタグがバッキングイメージのものと一致しない
report-lh-disk-insufficient-storage = 容量が足りない
report-lh-disk-disk-anti-affinity = ディスクにボリュームのレプリカがすでにある
report-lh-disk-not-in-tier = ノードが試したどのアンチアフィニティ段階にもない
report-lh-disk-not-reached = 先のアンチアフィニティ段階で候補が見つかった
report-lh-disk-not-local = データローカリティによりアタッチ先ノードに留まる
report-lh-disk-not-clone-source = ディスクにソースボリュームのレプリカがない
report-lh-disk-chosen = 選択
report-lh-disk-candidate = 候補（選ばれず）
report-lh-recorded-scheduled = ボリューム { $volume } の Scheduled 条件
report-lh-recorded-replica = レプリカ { $replica } の配置
report-lh-version = Longhorn { $version } のレプリカスケジューラー、ディスク選択は { $algorithm }。
report-lh-summary-only = シナリオのボリュームは { $volumes } 個で、完全な説明の範囲を超えるため、表は省いています。

## ストレージ容量レポートのエンジンの文
report-cap-summary = Pod は { $nodes } 個中 { $feasible } 個のノードでボリュームバインディングのフィルターを通過します。
report-cap-prefilter = PreFilter が Pod を拒否します: { $message }
report-cap-event = スケジューラーのイベント: { $event }
report-cap-recorded-node = Pod { $pod } のノード（spec.nodeName）と、フィルターが許可するノード
report-cap-table-closest = 通過に最も近いノードは { $node } で、下の変更はそのノード向けです。
report-cap-check-claim = クレーム { $claim }
report-cap-check-filter = VolumeBinding
report-cap-version = kube-scheduler 1.33 の VolumeBinding プラグイン（ストレージ容量トラッキングあり）、StorageCapacityScoring { $scoring }。

## Fleet ロールアウトレポートのエンジンの文
report-fleet-summary = { $rounds } ラウンド後、{ $clusters } 個中 { $ready } 個のクラスターが Ready です。
report-fleet-table = ラウンド { $round } の各クラスター。下の変更は { $cluster } 向けです。
report-fleet-partition = パーティション { $partition }
report-fleet-check-target = ターゲット
report-fleet-check-partition = パーティション
report-fleet-check-state = 状態
report-fleet-version = v0.16 時点の Fleet のロールアウトコントローラー（internal/cmd/controller/target）。

## ラボごとに異なるレポートの言葉
report-no-fix-found = これを直す変更はエンジンには見つかりませんでした。
report-cap-heading-checks = ノードごとのすべてのチェック
report-cap-no-fixes = 直すものはありません。Pod はあるノードでフィルターを通過します。
report-fleet-heading-checks = クラスターごとのすべてのチェック
report-fleet-col-cluster = クラスター
report-fleet-no-fixes = 直すものはありません。すべてのクラスターが Ready です。
report-fleet-bundle = ロールアウトのバンドル
