# エンジンの入力エラー（placement::kernel::error_text::ERROR_TEXTS）の日本語訳。
# 各文はフィールドのパスの後に続きます（「volumes[0].size: 0 より大きくなければなりません」）。
# フィールド名・設定名・Kubernetes の種類名、serde や YAML パーサーが書く語は英語のまま。

## フィールドの値
error-not-empty = 空にはできません
error-not-negative = 負の値にはできません
error-not-negative-seconds = 負の値にはできません（秒）
error-greater-than-zero = 0 より大きくなければなりません
error-at-least-one = 1 以上でなければなりません
error-at-most = { $max } 以下でなければなりません
error-between = 1 から { $max } まででなければなりません
error-range = { $min } から { $max } まででなければなりません
error-percentage = 0 から 100 までのパーセンテージでなければなりません
error-duplicate = 重複しています
error-required = 必須です
error-must-be-string = 文字列でなければなりません
error-must-be-boolean = true か false でなければなりません
error-non-empty = 空にはできません（値が 1 つ以上必要です）

## Longhorn
error-duplicate-node = ノード名が重複しています
error-duplicate-disk = このノードでディスク名が重複しています
error-duplicate-backing-image = バッキングイメージ名が重複しています
error-duplicate-volume = ボリューム名が重複しています
error-duplicate-replica = レプリカ名が重複しています
error-data-source-form = vol://<volume> または snap://<volume>/<snapshot> の形でなければなりません
error-clone-needs-source = dataSource（クローン元のボリューム）が必要です
error-not-source-replica = クローン元ボリューム { $volume } のレプリカではありません
error-reserved-over-maximum = storageMaximum（{ $maximum }）を超えることはできません
error-replicas-at-most = 20 以下でなければなりません
error-strict-local-one-replica = strict-local のボリュームでは 1 でなければなりません
error-unknown-node = クラスターのノードではありません
error-unknown-backing-image = シナリオの backingImages のいずれでもありません
error-disk-needs-node = ノードが必要です
error-disk-required = ノードを指定するときは必須です
error-unknown-disk = ノード { $node } のディスクではありません
error-unknown-volume = シナリオのボリュームではありません
error-redact = 伏せ字にできませんでした。名前が、入力でそのままの形が必要な値と同じです（{ $problem }）

## ラベルとノードアフィニティ
error-values-for-operator = 演算子 { $operator } では空にはできません
error-no-values-for-operator = 演算子 { $operator } では空でなければなりません
error-one-value-for-operator = 演算子 { $operator } では値がちょうど 1 つでなければなりません
error-label-key-prefix = 有効なラベルキーではありません：プレフィックスは小文字の DNS サブドメインでなければなりません
error-label-key-empty-name = 有効なラベルキーではありません：名前の部分を空にはできません
error-label-key-name = 有効なラベルキーではありません：名前の部分は [A-Za-z0-9-_.] の 63 文字以内で、英数字で始まり英数字で終わらなければなりません
error-label-value = 有効なラベル値ではありません：[A-Za-z0-9-_.] の 63 文字以内で、英数字で始まり英数字で終わらなければなりません
error-affinity-no-term = 条件（term）が 1 つ以上必要です
error-affinity-integer = Gt/Lt では整数でなければなりません
error-match-fields-key = matchFields は metadata.name だけに対応しています
error-match-fields-operator = matchFields は In と NotIn だけに対応しています
error-match-fields-one-value = matchFields では値がちょうど 1 つでなければなりません

## ストレージ容量の追跡
error-capacity-unknown-node = cluster.nodes にありません
error-prefilter-rejects = PreFilter で拒否されるため（{ $reason }）、どのノードにも仮定されることはありません
error-filter-rejects = この Pod の Filter を通らないため、Reserve がそこに Pod を仮定することはありません
error-one-volume-source = ボリュームソースがちょうど 1 つでなければなりません
error-score-no-point = 点が 1 つ以上必要です
error-score-utilization = 0 から 100 まででなければなりません
error-score-value = 0 から 10 まででなければなりません
error-score-order = 前の点より大きくなければなりません
error-bind-timeout = 1 以上でなければなりません（スケジューラーはバインディングを毎秒確認します）
error-segment-no-node = ノードのどのトポロジーセグメントにも一致しません（トポロジーキーとノードラベルを確認してください）
error-segment-not-driver = ドライバーのどのトポロジーセグメントにも一致しません
error-unknown-driver = この名前のシミュレーション上のドライバーはありません
error-unknown-storage-class = 入力にない StorageClass を指しています
error-duplicate-claim = 要求（PersistentVolumeClaim）が重複しています

## Fleet
error-round-at-least-one = 1 以上でなければなりません（ラウンド 0 は開始時点です）
error-generation-at-least-one = 1 以上でなければなりません（0 はデプロイなしを意味します）
error-joins-later = 後のラウンドで参加するクラスターは開始時点で BundleDeployment を持ちません（joinsAtRound か bundleDeployment を削除してください）
error-unknown-cluster = この名前のクラスターはありません
error-cluster-ambiguous = この名前のクラスターは名前空間 { $namespaces } にあります：namespace/name の形で書いてください
error-duplicate-cluster = クラスター { $namespace }/{ $name } が重複しています（clusters[{ $index }] にもあります）
error-duplicate-group = 名前空間 { $namespace } でクラスターグループ名が重複しています
error-unknown-bundle = 貼り付けたオブジェクトにそのような Bundle はありません（{ $bundles }）
error-unknown-bundle-none = 貼り付けたオブジェクトにそのような Bundle はありません（Bundle がありません）
error-cluster-list = シミュレーションのクラスター一覧でなければなりません
error-cluster-index = この番号のクラスターはありません（クラスターは { $count } 個）
error-targets-list = ターゲットの一覧でなければなりません
error-target-mapping = ターゲット（マッピング）でなければなりません

## 数量と int-or-string の値
error-quantity-malformed = { $quantity } は Kubernetes の数量ではありません（数値に Ki、Mi、Gi、Ti、k、M、G、T などの接尾辞か e9 などの指数を付けたものが必要です）
error-quantity-range = { $quantity } は 64 ビットのバイト数の範囲外です
error-not-whole-bytes = { $number } は整数のバイト数ではありません
error-integer-too-large = 整数 { $number } は大きすぎます
error-not-integer = { $number } は整数ではありません

## 貼り付けたオブジェクト（オブジェクトと位置はエラーのパスとメッセージにあります）
error-import-no-name = 名前がありません
error-import-no-provisioner = provisioner がありません
error-import-no-storage-class = storageClassName（容量を報告するストレージクラス）がありません
error-import-no-storage-request = ストレージの要求量がありません
error-import-no-capacity = 容量（capacity）がありません
error-import-listed-twice = 2 回あります（最初は { $source } の { $line } 行目）
error-import-listed-twice-top = 2 回あります（最初は先頭の { $line } 行目）
error-import-second-object = 名前空間 { $namespace } に同じ名前の { $kind } が 2 つあります（最初は { $line } 行目）
error-import-not-an-object = Kubernetes オブジェクト（apiVersion と kind を持つマッピング）が必要です
error-import-not-an-object-or-fleet-yaml = Kubernetes オブジェクト（apiVersion と kind を持つマッピング）か fleet.yaml が必要です
error-import-no-objects-longhorn = オブジェクトが見つかりません：kubectl get … -o yaml の出力を貼り付けてください
error-import-no-objects-capacity = オブジェクトが見つかりません：kubectl get … -o yaml（または -o json）の出力を貼り付けてください
error-import-no-objects-fleet = オブジェクトが見つかりません：kubectl get bundles,bundledeployments,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io -A -o yaml の出力か fleet.yaml を貼り付けてください
error-import-list-items = List の items はオブジェクトのシーケンスでなければなりません
error-import-labels-mapping = ラベルキーから値へのマッピングでなければなりません

## テキストとサポートバンドル
error-text-too-large = 大きすぎてインポートできません。上限は { $limitMib } MiB です（{ $advice }）
error-not-a-bundle = この zip ファイルはサポートバンドルではありません。Longhorn や support-bundle-kit のバンドルには必ずある metadata.yaml も yamls/ フォルダーもありません。
error-entry-not-text = このエントリーは UTF-8 のテキストではないため、サポートバンドルの YAML ファイルではありません。
error-entry-absolute = エントリー名が絶対パスです。サポートバンドルにそのような名前はないため、ファイルを拒否しました。
error-entry-backslash = エントリー名に Windows のパス区切り文字であるバックスラッシュがあります。サポートバンドルにそのような名前はないため、ファイルを拒否しました。
error-entry-control = エントリー名に制御文字があります。サポートバンドルにそのような名前はないため、ファイルを拒否しました。
error-entry-climbs = エントリー名が .. でフォルダーの外に出ます。サポートバンドルにそのような名前はないため、ファイルを拒否しました。
error-zip-unreadable = ファイルを読み込めませんでした：{ $detail }。
error-zip-truncated = zip ファイルが途中で切れています。エントリーかそのディレクトリがファイルの終わりより後ろにあります。バンドルをもう一度ダウンロードしてください。
error-zip-split = zip ファイルが複数のファイルに分割されています（マルチパートアーカイブ）。先に 1 つの .zip に結合してください。
error-zip-directory-too-large = zip ファイルのディレクトリが { $mib } MiB あり、サポートバンドルのディレクトリの上限 { $limitMib } MiB を超えています。
error-zip-encrypted = zip ファイルが暗号化（パスワード保護）されています。パスワードなしでバンドルをもう一度エクスポートしてください。
error-zip-entry-too-large = エントリーは展開すると { $size } バイトになり、リーダーが許す { $limit } バイトを超えるため、バンドルを拒否しました。
error-zip-bomb = エントリーがヘッダーの宣言する { $size } バイトを超えて展開されるため（zip 爆弾）、バンドルを拒否しました。
error-not-a-zip = このファイルは zip ファイルではありません。サポートバンドルは、Longhorn の Generate Support Bundle（または Rancher の support-bundle-kit）がダウンロードする .zip です。
error-zip-method = エントリーは zip の圧縮方式 { $method } で圧縮されています。読み込めるのは無圧縮（0）と deflate（8）のエントリーだけです。
error-zip-checksum = 展開したエントリーのバイト列がサイズかチェックサム（CRC-32）と一致しません。バンドルが壊れているので、もう一度ダウンロードしてください。
error-zip-damaged = エントリーの圧縮データが壊れています。バンドルをもう一度ダウンロードしてください。

## serde が入力の形について書くこと（型の説明は serde の英語のまま）
error-unknown-field = 不明なフィールド `{ $field }` です。使えるのは { $expected } です
error-unknown-field-none = 不明なフィールド `{ $field }` です。ここにはフィールドがありません
error-missing-field = フィールド `{ $field }` がありません
error-duplicate-field = フィールド `{ $field }` が重複しています
error-invalid-type = 型が違います：{ $got } ではなく { $expected } が必要です
error-invalid-value = 値が不正です：{ $got } ではなく { $expected } が必要です
error-invalid-length = 長さが不正です：{ $got } ではなく { $expected } が必要です
error-unknown-variant = 不明な値 `{ $variant }` です。使えるのは { $expected } です
error-too-deep = 128 段より深く入れ子になっています（オブジェクトと配列の入れ子）。拒否しました

## npm パッケージが引数について言うこと（JS の型名は JS の書き方のまま）
error-argument-object = { $function }: 引数 { $index }（{ $name }）はオブジェクトでなければなりません。実際は { $got } です
error-argument-array = { $function }: 引数 { $index }（{ $name }）は配列でなければなりません。実際は { $got } です
error-argument-bytes = { $function }: 引数 { $index }（{ $name }）は Uint8Array か ArrayBuffer でなければなりません。実際は { $got } です
error-argument-string = { $function }: 引数 { $index }（{ $name }）は文字列でなければなりません。実際は { $got } です
error-argument-number = { $function }: 引数 { $index }（{ $name }）は数値でなければなりません。実際は { $got } です
error-argument-too-long = { $function }: 引数 { $index }（{ $name }）は { $length } 文字あります。上限は { $limitMib } MiB です
error-argument-whole-number = { $function }: 引数 { $index }（{ $name }）は { $min } から { $max } までの整数でなければなりません。実際は { $got } です
error-input-not-json = 入力が JSON データではありません
error-input-stack = 入力の入れ子が深すぎて読み込めません（JavaScript のコールスタックが尽きました）。拒否しました
error-input-too-large = 入力が大きすぎて JSON として読み込めません（{ $detail }）
error-input-cycle = 入力が自分自身を含んでいます（循環）。JSON として読み込めません
error-input-unreadable = 入力を JSON として読み込めません：{ $detail }
error-json-symbol = JSON データでなければなりません（Symbol は使えません）
error-json-function = JSON データでなければなりません（関数は使えません）
error-json-bigint = 数値でなければなりません（BigInt は使えません）
error-json-finite = 有限の数値でなければなりません
error-result-unconvertible = 結果を変換できませんでした

## 他のシステムが書いた文（そのまま）
error-verbatim = { $text }

## エラーの表示：フィールドのパス、問題、書かれた値
input-error-at = { $path }: { $problem }
input-error-at-value = { $path }: { $problem }（値：「{ $value }」）
input-error-value = { $problem }（値：「{ $value }」）
input-error-position = { $line } 行 { $column } 列
input-error-with-position = { $error }（{ $position }）

## Walks (lessons and stories)
error-walk-too-large = { $limitKib } KiB を超えています。ウォークは数 KB の文書です
error-walk-path = パスではありません。フィールドはドットで区切り、リストの要素は [番号]、[name=…]、または [-]（末尾への挿入）で指定します
error-walk-no-match = シナリオの中で何も選択しません
error-walk-fact = ファクトではありません。結果へのパス、シナリオへの input.<パス>、len(…) または bytes(…) で書きます
error-walk-fact-missing = このステップのエンジンの結果に該当するものがありません
error-walk-no-arg = このステップのナレーションの引数ではありません
error-walk-scrub-range = 0 より大きく、min は max 以下でなければなりません
error-walk-goal = ゴールではありません。<ファクト> == <値>（または !=、数値なら <、<=、>、>=）と書きます
error-walk-goal-met = ステップの開始時点ですでに成り立っているため、やることがありません
error-walk-solution-fails = タスクのゴールを満たしません
error-walk-one-checkpoint = predict と task のどちらか一方だけが必要です
