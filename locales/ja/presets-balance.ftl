# The titles and captions of the balance lab's presets, language: ja. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

shell-preset-balance-docs-example-title = ドキュメント: バランススコアの例
shell-preset-balance-docs-example-caption = A1 900、A2 100、B1 600、B2 700 GiB と 100 GiB のレプリカ。ノード選択段階ではノード B が勝ちます。ドキュメントはディスクをノードごとにスコア付けしますが (B2 が勝ち、0 対 0.333)、実際のスケジューラーはクラスター全体でスコア付けし、B1 と B2 が同点になります。
