# The shell's (header, navigation, notices, import, share, embed, support bundle and the shared components) own page texts (issue #11), language: ja.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## Header, navigation, page title

shell-lab-longhorn = Longhorn レプリカのスケジューリング
shell-lab-balance = Longhorn バランススコア
shell-lab-capacity = ストレージ容量
shell-lab-rollout = Fleet ロールアウト
shell-lab-gallery = ギャラリー
shell-lab-learn = 学習
shell-gallery-title = プリセットギャラリー
shell-page-title = { $page } — Placement Playground
shell-nav-label = ラボ
shell-menu = メニュー
shell-footer = 判定は実際のスケジューラーとコントローラーに従います。ドキュメントと異なる箇所は、ラボがそう示します。すべてブラウザー内で動作します。
shell-skip-to-result = 結果へスキップ
shell-pane-switch-label = 結果またはエディターを表示
shell-pane-result = 結果
shell-pane-edit = 編集
shell-pane-inputs = 入力
shell-close = 閉じる

## Embedded

shell-read-only-example = 読み取り専用の例
shell-open-full = Placement Playground で開く ↗
shell-open-full-title = この { $lab } のシナリオを完全版の Placement Playground で編集可能な状態で開きます
shell-read-only-changes = この例は読み取り専用です。これらの変更を試すには、Placement Playground で開いてください (上のリンク)。

## Scenario bar

shell-undo = ↶ 元に戻す
shell-undo-title = 元に戻す (Ctrl+Z / ⌘Z)
shell-redo = ↷ やり直す
shell-redo-title = やり直す (Ctrl+Shift+Z, Ctrl+Y / ⌘⇧Z)
shell-share-link = リンクを共有
shell-embed = 埋め込む
shell-embed-title = このシナリオをドキュメントページに埋め込みます
shell-export-json = JSON をエクスポート
shell-export-json-title = このシナリオを JSON としてダウンロード
shell-export-yaml-title = このシナリオを YAML としてダウンロード
shell-read-only = 読み取り専用
shell-import = インポート
shell-open-support-bundle = サポートバンドルを開く
shell-open-support-bundle-title = Longhorn または Rancher のサポートバンドル (.zip) をラボに読み込みます
shell-link-label = このシナリオへのリンク
shell-copy = コピー
shell-copied = コピーしました
shell-previous-kept = このラボでの以前の作業は保持されています。
shell-restore-previous = 以前の作業を復元

## Share, export, import notices

shell-opened-shared = 共有されたシナリオを開きました。
shell-opened-file = 「{ $file }」を開きました。
shell-opened-preset = プリセット「{ $title }」を開きました。
shell-import-refused = このファイルはインポートできませんでした: { $problem }
shell-share-nothing-yet = 共有するものがまだありません。まず編集してください
shell-scenario-not-opened = シナリオを開けませんでした: { $problem }
shell-no-earlier-work = 復元できる以前の作業はありません
shell-link-too-large = このシナリオはリンクには大きすぎます ({ $length } 文字、上限は { $limit } 文字)。エクスポートしてファイルを共有してください
shell-link-cut-short = このリンクを開けませんでした ({ $problem })。途中で切れている可能性があります
shell-link-not-opened = このリンクを開けませんでした: { $problem }
shell-worker-result-unreadable = ワーカーの結果を読み取れませんでした: { $problem }
shell-unknown-error = 不明なエラー
shell-no-scenario = このページにはシナリオがありません
shell-preset-unknown = { $lab } ラボにはプリセット「{ $id }」がありません。作業は変更されていません。すべてのプリセットはギャラリーにあります。
shell-panic-stopped = Placement Playground が停止しました: { $problem }
shell-panic-banner = { $message }。作業はこのブラウザーのストレージに保持されています。ページを再読み込みして続けてください。

## Fields and import panels

shell-unit-label = { $field } の単位
shell-pick-file = ファイルを選択…
shell-drop-here = またはここにドロップ
shell-file-too-large = { $file } は { $bytes } バイトです。上限は { $limit } MiB です (エクスポートするオブジェクトを減らしてください)
shell-file-unreadable = { $file } をテキストとして読み取れませんでした
shell-missing-heading = 貼り付けには、判定に必要なオブジェクトが不足しています。
shell-missing-run = 次を実行し、その出力を他と一緒に貼り付けてください:
shell-import-reading = { $size } をバックグラウンドで読み込んでいます。ページはそのまま使えます。
shell-cancel = キャンセル
shell-worker-not-started = ワーカーが起動しませんでした: { $problem }
shell-worker-failed = ワーカーが失敗しました

## Support bundle

shell-bundle-reading = サポートバンドル { $file } をバックグラウンドで読み込んでいます。ページはそのまま使えます。
shell-bundle-reading-progress = サポートバンドル { $file } をバックグラウンドで読み込んでいます: YAML ファイル { $total } のうち { $done } を読み込みました。ページはそのまま使えます。
shell-bundle-refused = サポートバンドル { $file } を開けませんでした。何も変更されていません。
shell-bundle-worker-not-started = ワーカーが起動しませんでした ({ $problem })。
shell-bundle-panel-not-loaded = サポートバンドルのリーダーを読み込めませんでした ({ $problem })。
shell-bundle-title = サポートバンドル { $file }
shell-bundle-algorithm-label = レプリカのスケジューリングラボでのディスクの選び方
shell-bundle-algorithm-balance = balance (Longhorn v1.11 以降)
shell-bundle-algorithm-most-usable = most-usable (Longhorn v1.11 より前)
shell-bundle-entries-not-read = 読み込まなかったエントリー ({ $count })
shell-bundle-skipped-entries = ({ $count } エントリー、圧縮時 { $size }。例: { $examples }。)
shell-bundle-no-files = バンドルには、このラボの種類のファイルがありません。
shell-bundle-read-files = バンドルの { $count } ファイルから読み込みました。
shell-bundle-open-lab = { $lab } ラボで開く
shell-bundle-objects-not-used = 使用しなかったオブジェクト ({ $count })
shell-bundle-notes = 注記 ({ $count })

## Presets

shell-preset-label = プリセット
shell-preset-own = 独自のシナリオ

shell-source-longhorn-docs = Longhorn ドキュメント: スケジューリング
shell-source-kubernetes-docs = Kubernetes ドキュメント: ストレージ容量
shell-source-fleet-docs = Fleet ドキュメント: ロールアウト戦略
shell-source-real-world = 実際の事例

## components/score_table.rs

shell-score-disk-stage = ディスク選択段階のスコア
shell-score-node-stage = ノード選択段階のスコア
shell-score-disk = ディスク
shell-score-node = ノード
shell-score-usable = 使用可能 ({ $unit })
shell-score-formula = スコア = (最大 − 最小) / 平均
shell-score-max = 最大
shell-score-min = 最小
shell-score-mean = 平均
shell-score-mean-not-positive = 平均 ≤ 0 → { $score }
shell-score-per-node-title = ドキュメントページのノードごとのディスクスコア
shell-score-per-node = ノードごとのスコア (ドキュメント)
shell-score-not-scored = スコアなし: 使用可能 < レプリカサイズ
shell-score-entries = { $count } 項目
shell-score-reduced = レプリカサイズ分を差し引いた値
shell-score-chosen = 選択
shell-score-tie = 同点。
shell-score-tie-disks = { $names } は最低スコア { $score } で並んでいます: Longhorn はこれらのディスクから 1 つをランダムに選びます。
shell-score-tie-nodes = { $names } は最低スコア { $score } で並んでいます: Longhorn はこれらのノードから 1 つをランダムに選びます。
shell-score-tie-shown-disks = 同じ入力が常に同じ図になるように、プレイグラウンドは { $name } を表示します (ノードごとのスコアが最も低いもの、次に名前順)。
shell-score-tie-shown-nodes = 同じ入力が常に同じ図になるように、プレイグラウンドは { $name } を表示します (名前順で最初のもの)。
shell-score-fallback = フォールバック。
shell-score-fallback-disk = 使用可能なストレージがレプリカサイズ以上のディスクがないため、スコアは計算されず、Longhorn は任意の候補ディスクを選びます。プレイグラウンドは名前順で最初のものを表示します: { $name }。
shell-score-fallback-node = 使用可能なストレージがレプリカサイズ以上のノードがないため、スコアは計算されず、Longhorn は任意の候補ノードを選びます。プレイグラウンドは名前順で最初のものを表示します: { $name }。

## embed_dialog.rs

shell-embed-dialog-title = このシナリオを埋め込む
shell-embed-copy = { $snippet } のスニペットをコピー
shell-embed-hint-iframe = どのページにも貼り付けられます。ページに 1 回読み込む embed.js が、各 Playground フレームを内容に合わせたサイズにします。
shell-embed-hint-mount = mount() はラボを要素に配置してサイズを合わせ、シナリオを返します (getScenario、setScenario)。
shell-embed-hint-hugo = サイトに integrations/hugo のショートコードが必要です (README を参照)。
shell-embed-hint-mdx = サイトに integrations/docusaurus のコンポーネントが必要です (README を参照)。
shell-embed-view-result = 結果とその説明
shell-embed-view-split = 結果の横に入力
shell-embed-what-preset = これは変更されていないプリセット「{ $preset }」です: スニペットはその ID で指定します。
shell-embed-what-link = スニペットはこのシナリオをリンクとして持ちます (変更されたプリセット、または独自のもの)。
shell-embed-read-only = 読み取り専用 (読むための例)
shell-embed-show = 表示

## support_bundle/summary.rs

shell-bundle-found-longhorn = バンドルには Longhorn ノード { $nodes } 個と、レプリカ { $replicas } 個を持つボリューム { $volumes } 個があります。
shell-bundle-found-capacity = バンドルには Kubernetes ノード { $nodes } 個、StorageClass { $classes } 個、CSIStorageCapacity { $capacities } 個、ボリュームを持つ Pod { $pods } 個があります。
shell-bundle-found-rollout = バンドルには Fleet Bundle { $bundles } 個とターゲットクラスター { $clusters } 個があります。ロールアウトは { $source } に従います。
shell-bundle-found-rollout-no-bundle = バンドルには Fleet Bundle { $bundles } 個とターゲットクラスター { $clusters } 個があります。ロールアウトはどの Bundle にも従いません。
shell-bundle-fact-product = このバンドルは { $product } で作成されました (バンドル形式 { $version })。
shell-bundle-fact-kubernetes = クラスターは Kubernetes { $version } で動作しています。
shell-bundle-fact-created = バンドルの作成日時: { $time }。
shell-bundle-fact-issue = 作成の目的となった問題: { $issue }。
shell-bundle-fact-zip = zip ファイルには { $bytes } バイトで { $count } 個のエントリーがあります。

## scenario.rs

shell-scenario-not-json = 有効な JSON ではありません: { $problem }
shell-scenario-not-yaml = 有効な YAML ではありません: { $problem }
shell-scenario-not-ours = Placement Playground のシナリオではありません (apiVersion { $apiVersion }、kind { $kind }。期待値は { $expectedApiVersion }、{ $expectedKind })
shell-scenario-not-object = Placement Playground のシナリオではありません
shell-scenario-unknown-field = 有効なシナリオではありません: 不明なフィールド { $field } (期待されるのは apiVersion、kind、version、lab、state)
shell-scenario-nothing = なし
shell-scenario-bad-version = 有効なシナリオではありません: version は 1 から { $max } までの整数である必要があります ({ $got } でした)
shell-scenario-newer = このシナリオは新しい Placement Playground で作成されました (形式バージョン { $version }。このバージョンが読めるのは { $max } まで)
shell-scenario-unknown-lab = 不明なラボ { $lab }
shell-scenario-state-not-object = シナリオの state がオブジェクトではありません

## embed.rs

shell-embed-scenario-too-large = シナリオは { $bytes } バイトです。上限は { $limit } です
shell-embed-other-lab = シナリオは { $lab } ラボ用ですが、このフレームは { $shown } ラボを表示しています

## storage.rs

shell-storage-refused = ブラウザーが保存を拒否しました (ストレージが満杯か無効です)

## units.rs: an amount field (a size with its unit) that cannot be read

shell-amount-required = 入力してください
shell-amount-negative = 負の値は指定できません（入力: { $value }）
shell-amount-not-a-number = 数値ではありません: 「{ $value }」
shell-amount-too-large = 大きすぎます
shell-amount-ambiguous-point = 「{ $value }」はあいまいです。小数点はピリオドで書き（{ $suggestion }）、桁区切りは付けないでください
shell-amount-ambiguous-comma = 「{ $value }」はあいまいです。小数点は 1 つだけ（コンマまたはピリオド）にし、桁区切りは付けないでください

## address.rs: what the page's address asks for that the playground cannot do (one sentence each)

shell-address-switch = { $name }={ $value } は解釈できないため無視しました。{ $name }=1 と書いてください（または省略してください）。
shell-address-lang = lang={ $value } は利用できないため、ページの通常の言語を使います。利用できる言語は { $languages } です。
shell-address-scenario = scenario={ $value } は解釈できないため無視しました。共有シナリオをフラグメントに入れる（#/<lab>?s=…、「リンクを共有」が書く形式）か、preset=<id> を使ってください。
shell-address-unknown = アドレスのパラメーター「{ $name }」はプレイグラウンドが読むものではないため無視しました。読むのは { $parameters } です。
shell-address-no-lab = ラボ「{ $lab }」はないため、最初のラボを表示します。lab={ $labs } のいずれかを書いてください。
shell-address-two-labs = lab={ $lab } とフラグメント #/{ $fragment } が別のラボを指しています。フラグメントのラボを表示します。
shell-address-preset-twice = アドレスがプリセットを 2 回指定しています（クエリとフラグメントの preset=）。フラグメントのものを表示します。
shell-address-preset-and-shared = preset={ $preset } は無視しました。アドレスに共有シナリオ（s=）もあり、そちらを表示します。どちらか一方を使ってください。
shell-address-preset-and-host = preset={ $preset } は無視しました。アドレスにホストページのシナリオもあり、そちらを表示します。どちらか一方を使ってください。
shell-address-view-not-embedded = view= は埋め込みラボ（embed=1）に適用されるため無視しました。通常のプレイグラウンドは入力と結果を表示します。
shell-address-view = view={ $value } は解釈できないため無視しました。view=result（結果とその説明）または view=split（入力と結果を並べて表示）と書いてください。

## A part of a page fetched when first shown (crates/playground/src/split.rs)
shell-part-loading = 読み込み中…
shell-part-failed = ページのこの部分を読み込めませんでした。接続を確認してから、もう一度お試しください。
shell-part-retry = もう一度試す
shell-saved-not-fetched = 保存した作業を開けませんでした。それを読み込むページの部分を読み込めませんでした（接続を確認してください）。ラボは既定のシナリオから始まります。
shell-jobs-failed = この計算を実行するコードを読み込めませんでした。接続を確認してから、もう一度実行してください。
shell-theme-label = 配色
shell-theme-system = システムに従う
shell-theme-light = ライト
shell-theme-dark = ダーク
shell-col-actions = 操作

## components/compact.rs

shell-details-show = 詳細を表示
shell-details-hide = 詳細を隠す
