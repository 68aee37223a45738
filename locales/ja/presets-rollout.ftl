# The titles and captions of the Fleet rollout lab's presets, language: ja. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

shell-preset-rollout-defaults-200-title = 200 クラスター、すべて既定値
shell-preset-rollout-defaults-200-caption = 50 ずつの 4 パーティション。調整ごとに 50 のデプロイメントが作成され、作成は準備状態を待ちません。
shell-preset-rollout-pct25-230-title = 230 クラスター、25%
shell-preset-rollout-pct25-230-caption = 230 の autoPartitionSize 25% → パーティションあたり 57: 57 × 4 + 2。グリッドの行を数えてください。
shell-preset-rollout-pct10-50-title = 50 クラスター、10%
shell-preset-rollout-pct10-50-caption = クラスターが 200 未満 → パーティションは 1 つ。50 すべてが一度に作成され、更新はラウンドごとに 5 ずつ進みます。
shell-preset-rollout-pct10-100-notready-title = 100 クラスター、10%、準備完了なし
shell-preset-rollout-pct10-100-notready-caption = 50 が作成され、どれも準備完了でなくても、次の調整で残りの 50 が作成されます。
shell-preset-rollout-pct10-100-update-title = 100 クラスター、10%、更新
shell-preset-rollout-pct10-100-update-caption = 更新は一度に 10 クラスターずつ昇格されます。ラウンドを順に進めてください。
shell-preset-rollout-partitions10-200-title = 200 クラスター、10% のパーティション、1 つまで失敗可
shell-preset-rollout-partitions10-200-caption = autoPartitionSize 10%、maxUnavailablePartitions 1 → 20 ずつの 10 パーティション。maxUnavailable を下げない限り、何も止められません。
shell-preset-rollout-manual-strict-title = 手動パーティション、maxUnavailable 0
shell-preset-rollout-manual-strict-caption = 厳格なパーティション: 初回のデプロイメントは進みますが、ラウンド 6 の更新は正常なクラスターでも開始されません。理由パネルが何を待っているかを示します。
shell-preset-rollout-storm-5-title = イメージプルの嵐: 5 つが準備未完了
shell-preset-rollout-storm-5-caption = 10% (4 つまで許容) で 40 ずつの 5 パーティション: 最初のパーティションで準備完了にならない 5 クラスターが残りを止めます。
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
