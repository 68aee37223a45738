# The titles and captions of the storage capacity lab's presets, language: ja. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

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
