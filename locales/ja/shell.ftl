# The shell's (header, navigation, notices, import, share, embed, support bundle and the shared components) own page texts (issue #11), language: ja.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## Header, navigation, page title

shell-lab-longhorn = Longhorn レプリカのスケジューリング
shell-lab-balance = Longhorn バランススコア
shell-lab-capacity = ストレージ容量
shell-lab-rollout = Fleet ロールアウト
shell-lab-gallery = ギャラリー
shell-gallery-title = プリセットギャラリー
shell-page-title = { $page } — Placement Playground
shell-nav-label = ラボ
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

shell-source-longhorn-docs = Longhorn ドキュメント: スケジューリング
shell-source-kubernetes-docs = Kubernetes ドキュメント: ストレージ容量
shell-source-fleet-docs = Fleet ドキュメント: ロールアウト戦略
shell-source-real-world = 実際の事例
shell-preset-longhorn-three-zones-title = 3 ゾーンのクラスター
shell-preset-longhorn-three-zones-caption = 3 つのゾーンにある 6 つのノード上の 2 つのボリューム。配置マップでは、ボリュームの各レプリカがまず新しいゾーンに置かれます。レプリカをクリックすると、理由パネルでゾーンの段階が勝つ様子を確認できます。
shell-preset-longhorn-docs-balance-title = ドキュメント: ノード A/B のバランスの例
shell-preset-longhorn-docs-balance-caption = 使用可能な容量は A1 900、A2 100、B1 600、B2 700 GiB、レプリカは 100 GiB が 1 つ。ノード B が勝ちます。B ではドキュメントは B2 を選びますが、実際のスケジューラーはディスクをクラスター全体でスコア付けし、B1 と B2 が同点になります (理由パネルのスコア表を参照)。
shell-preset-longhorn-docs-space-title = ドキュメント: ディスク X/Y の容量チェック
shell-preset-longhorn-docs-space-caption = X は 4 GiB 中 1 GiB、Y は 8 GiB 中 2 GiB が使用可能です。ドキュメントは X を 25 %、Y を 10 % で評価しますが、この設定はクラスター全体に適用されます。25 % では両方のディスクが除外され、ボリュームは disks are unavailable と表示します。storage-minimal-available-percentage を 10 にすると両方とも通ります。
shell-preset-longhorn-tag-mismatch-title = タグの不一致
shell-preset-longhorn-tag-mismatch-caption = ボリュームはノードタグ ssd とディスクタグ fast を求めます。一致するのは 1 つのノードと 1 つのディスクだけなので、3 つのレプリカのうち 1 つしか配置できません。ボリュームの Scheduled 状態とノードごとの判定を見てください。
shell-preset-longhorn-insufficient-storage-title = ストレージ不足
shell-preset-longhorn-insufficient-storage-caption = すでに 200 GiB がスケジュールされた 500 GiB のディスク上の 400 GiB のボリューム: どのディスクも Fits に失敗します。レプリカをクリックすると、Fits を数値付きで確認できます。
shell-preset-longhorn-anti-affinity-title = ハードとソフトのアンチアフィニティ
shell-preset-longhorn-anti-affinity-caption = 2 つのノードと、レプリカ 3 つのボリュームが 2 つ: hard ではノードのアンチアフィニティがハードのままで (1 つのレプリカは配置できません)、soft ではボリュームごとにそれを上書きし、1 つのノードに重ねて置きます。
shell-preset-longhorn-large-title = 大規模クラスター (100 ノード、400 ディスク)
shell-preset-longhorn-large-caption = 4 つのゾーンに、それぞれ 4 つのディスクを持つ 100 ノードと 10 個のボリューム: 何を編集しても、すべてのレプリカがすぐに配置し直されます。
shell-preset-balance-docs-example-title = ドキュメント: バランススコアの例
shell-preset-balance-docs-example-caption = A1 900、A2 100、B1 600、B2 700 GiB と 100 GiB のレプリカ。ノード選択段階ではノード B が勝ちます。ドキュメントはディスクをノードごとにスコア付けしますが (B2 が勝ち、0 対 0.333)、実際のスケジューラーはクラスター全体でスコア付けし、B1 と B2 が同点になります。
shell-preset-capacity-tracking-off-title = 追跡オフ → 再試行
shell-preset-capacity-tracking-off-caption = 10 ノードのうち 9 つがほぼ満杯で、ドライバーは容量を公開しません: スケジューラーは満杯のノードを選び続け、プロビジョニングは失敗し続けます。ワークロードビューで追跡のオンとオフを比べてください。
shell-preset-capacity-stale-title = 古い情報
shell-preset-capacity-stale-caption = 10 秒の時点で別の誰かが node-1 の空き容量を使い、公開された数値は次のポーリングまで変わりません。ワークロードビューを実行し、網掛けされた古い期間を見てください。
shell-preset-capacity-multi-volume-title = 複数ボリュームの Pod は恒久的に失敗する
shell-preset-capacity-multi-volume-caption = それぞれ 50 GiB のノード上に 30 GiB のボリュームが 2 つ: 1 つ目は node-1 に作成され、2 つ目はもうそこに収まらず、1 つ目が Pod を node-1 に固定します。Pod の 0/3 nodes are available イベントを読んでください。
shell-preset-capacity-immediate-title = Immediate クラス
shell-preset-capacity-immediate-caption = ゾーン単位のドライバーと Immediate クラス: ボリュームは Pod のスケジューリング前に作成されるため、容量チェックは実行されず、Pod はボリュームに従います。
shell-preset-capacity-csi-inline-title = CSI インラインボリュームはチェックを飛ばす
shell-preset-capacity-csi-inline-caption = CSI インライン (エフェメラル) ボリュームは、空きのないノード上でも容量チェックされません。Pod ビューで各ノードの判定を確認してください。
shell-preset-rollout-defaults-200-title = 200 クラスター、すべて既定値
shell-preset-rollout-defaults-200-caption = 50 ずつの 4 パーティション。調整ごとに 50 のデプロイメントが作成され、作成は準備状態を待ちません。
shell-preset-rollout-pct25-230-title = 230 クラスター、25 %
shell-preset-rollout-pct25-230-caption = 230 の autoPartitionSize 25 % → パーティションあたり 57: 57 × 4 + 2。グリッドの行を数えてください。
shell-preset-rollout-pct10-50-title = 50 クラスター、10 %
shell-preset-rollout-pct10-50-caption = クラスターが 200 未満 → パーティションは 1 つ。50 すべてが一度に作成され、更新はラウンドごとに 5 ずつ進みます。
shell-preset-rollout-pct10-100-notready-title = 100 クラスター、10 %、準備完了なし
shell-preset-rollout-pct10-100-notready-caption = 50 が作成され、どれも準備完了でなくても、次の調整で残りの 50 が作成されます。
shell-preset-rollout-pct10-100-update-title = 100 クラスター、10 %、更新
shell-preset-rollout-pct10-100-update-caption = 更新は一度に 10 クラスターずつ昇格されます。ラウンドを順に進めてください。
shell-preset-rollout-partitions10-200-title = 200 クラスター、10 % のパーティション、1 つまで失敗可
shell-preset-rollout-partitions10-200-caption = autoPartitionSize 10 %、maxUnavailablePartitions 1 → 20 ずつの 10 パーティション。maxUnavailable を下げない限り、何も止められません。
shell-preset-rollout-manual-strict-title = 手動パーティション、maxUnavailable 0
shell-preset-rollout-manual-strict-caption = 厳格なパーティション: 初回のデプロイメントは進みますが、ラウンド 6 の更新は正常なクラスターでも開始されません。理由パネルが何を待っているかを示します。
shell-preset-rollout-storm-5-title = イメージプルの嵐: 5 つが準備未完了
shell-preset-rollout-storm-5-caption = 10 % (4 つまで許容) で 40 ずつの 5 パーティション: 最初のパーティションで準備完了にならない 5 クラスターが残りを止めます。
shell-preset-rollout-storm-4-title = イメージプルの嵐: 4 つが準備未完了
shell-preset-rollout-storm-4-caption = 準備未完了が 4 つなら、最初のパーティションは上限内に収まり、ロールアウトは続きます。
shell-preset-rollout-storm-drift-title = 嵐、ただし 5 つがドリフト
shell-preset-rollout-storm-drift-caption = 同じ 5 クラスターは準備完了ですが手動で変更されています (ドリフト): Modified と表示されますが、Fleet が使用不可と数えるのは準備未完了または未適用のクラスターだけなので、ロールアウトはすべてのパーティションに届きます。
shell-preset-rollout-manual-unmatched-title = 手動パーティション、一致しないクラスター
shell-preset-rollout-manual-unmatched-caption = どのパーティションにも一致しないクラスターはデプロイされず (ドキュメントでは追加のパーティションに入るとされています)、条件のないパーティションは何にも一致しません。
shell-preset-rollout-offline-slot-title = オフラインのクラスターが枠を占める
shell-preset-rollout-offline-slot-caption = maxUnavailable 1 での更新: オフラインのクラスターは昇格されるまで正常に見え、その後は適用されずに唯一の枠を占め続けます。
shell-preset-rollout-live-rollback-title = 途中で捉えたロールバック
shell-preset-rollout-live-rollback-caption = バンドルはバージョン 1 に戻りましたが、6 クラスターは 2 を実行中で、1 つは適用に失敗しました: 各クラスターは自身の BundleDeployment から始まり、Fleet の upToDate と isUnavailable で判定され、2 つずつ進みます。

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
