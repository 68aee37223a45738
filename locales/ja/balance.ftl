# The balance lab's own page texts (issue #11), language: ja.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## labs/balance/mod.rs

bal-heading = Longhorn バランススコア
bal-intro = Longhorn 1.11 以降は、ストレージが最も均等になる場所に新しいレプリカを置きます: 使用可能なストレージに対する { $formula }。低いほど良い値です。まずノードを選び、次にそのノード上のディスクを選びます。
bal-intro-reading = 以下の表に、このクラスターのすべての項を示します。
bal-intro-editing = クラスターを編集してください。入力に合わせて表が再計算されます。

## labs/balance/editor.rs

bal-cluster = クラスター
bal-replica-size = レプリカサイズ
bal-usable-hint = ディスクの使用可能なストレージ = 使用可能容量 − 予約済み − スケジュール済み。ここに入れるのは候補ディスク (スケジューラーのチェックを通ったもの) だけです。
bal-node-legend = ノード { $node }
bal-node = ノード
bal-remove-node-title = ノードを削除
bal-remove-node = ノード { $node } を削除
bal-disk = ディスク
bal-usable = 使用可能
bal-disk-name = ディスク名
bal-usable-of = { $disk } の使用可能なストレージ
bal-remove-disk-title = ディスクを削除
bal-remove-disk = ディスク { $disk } を削除
bal-add-disk = + ディスク
bal-add-node = + ノード

## labs/balance/draft.rs

bal-error-size-zero = 0 より大きくしてください

## labs/balance/picture.rs

bal-mark-wins-tie = 勝ち (同点)
bal-mark-wins = 勝ち
bal-mark-ties = 同点
bal-mark-node-not-chosen = ノードが選ばれていない
bal-mark-too-small = 小さすぎる
bal-mark-loses = 負け
bal-score = スコア { $score }
bal-not-scored = スコアなし
bal-picture-caption = 各候補ディスク: 使用可能なストレージ、{ $size } のレプリカが占める縞模様の部分、バランススコア (低いほど良い)。ディスクを選ぶと、勝ち負けの理由が表示されます。
bal-why = { $disk } の理由
bal-numbers = 数値
bal-numbers-sentence = レプリカを { $disk } に置くと、ディスクの使用可能なストレージは最大 { $max }、最小 { $min }、平均 { $mean } となり、スコアは { $formula } です。

## labs/balance/results.rs

bal-result = 結果
bal-fix-fields = バランスによる選択を見るには、強調表示されたフィールドを修正してください。
bal-stale = 無効なフィールドがあります: 最後の有効な入力の結果を表示しています。
bal-single-candidate = クラスター内の候補ディスクは 1 つだけです: Longhorn はスコアを計算せずにそれを選びます。
bal-node-stage = 1. ノード選択段階
bal-node-stage-hint = 各ノードの使用可能なストレージは、その候補ディスクの合計です。レプリカサイズ ({ $size }) 以上のノードごとに、X = すべての候補ノードの使用可能なストレージ (そのノードだけレプリカサイズ分を差し引く)。
bal-disk-stage = 2. ディスク選択段階
bal-disk-stage-hint = 選ばれたノードの、使用可能 ≥ レプリカサイズであるディスクごとに、X = クラスター内のすべての候補ディスク (そのディスクだけレプリカサイズ分を差し引く)。
bal-winner = レプリカはノード { $node } のディスク { $disk } に置かれます。
bal-no-candidate = 候補ディスクがありません: レプリカは配置できません。
bal-docs-diff = ドキュメントと実際のスケジューラーの違い。
bal-docs-per-node = ドキュメントページは、各ディスクを同じノードのディスクと比べてスコア付けします: { $scores } — { $disk } を選びます。
bal-docs-cluster-wide = Longhorn v1.11–v1.12 は、各ディスクをクラスター内のすべての候補ディスクと比べてスコア付けします: { $scores }。
bal-docs-agree = ここでは両方が同じディスクを選びます。
bal-docs-ties = 実際のスケジューラーでは { $disks } が同点になるため、どれを選ぶこともあります。
bal-docs-picks = 実際のスケジューラーは { $disk } を選びます。
bal-docs-ties-two = 実際のスケジューラーでは { $first } と { $second } が同点になるため、どちらを選ぶこともあります。

## The balance bars as sliders (moved from engine.ftl: page texts, not the engine's)

balance-slider-label = { $disk } の使用可能なストレージ
balance-slider-value = 使用可能 { $amount }
balance-slider-hint = ディスクのバーをドラッグするか、バーにフォーカスして矢印キーを押すと、そのディスクの使用可能なストレージを設定できます（Page Up と Page Down は 10 ステップ、Home と End は両端へ）。どの変更も 1 回の編集で、元に戻すで取り消せます。
bal-explain-lesson = このシナリオをレッスンで説明
