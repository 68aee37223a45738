# The titles and captions of the Longhorn replica scheduling lab's presets, language: ja. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

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
