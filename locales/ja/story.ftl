# ストーリーの言葉（issue 35）、言語: ja: ストーリー一覧、プレーヤー、Longhorn の図、出荷する各ストーリーの
# キャプション（walks/stories/*.yaml、docs/walks.md）。どのバンドルにも組み込まれず、ストーリーを初めて
# 開いたときに取得されます。キャプションの数値と名前はすべて引数で、エンジンの結果のファクトです。

story-heading = ストーリー
story-intro = ひとりでに進むデモです。各ストーリーは 1 つのラボのシナリオへの編集の並びで、各ステップでエンジンがどう決めるかを示します。戻ると、1 つ前のステップがそのとおりに戻ります。
story-card-facts = { $lab } · { $steps } ステップ · 約 { $minutes } 分
story-all = すべてのストーリー
story-no-story = ストーリー「{ $story }」はありません。
story-done = このストーリーはここまでです。
story-lessons-link = レッスン
story-lab-longhorn = Longhorn
story-lab-balance = バランス
story-lab-capacity = ストレージ容量
story-lab-rollout = Fleet のロールアウト
story-scenario = このステップのシナリオ: ラボのエンジン入力（JSON）
story-present = このストーリーを発表する
story-present-exit = 発表を終える
story-speaker-open = 発表者ウィンドウ
story-full-screen = 全画面
story-speaker-heading = 発表者ビュー: { $title }
story-speaker-timer = 経過時間: { $time }
story-speaker-now = 画面の内容
story-speaker-notes = ノート
story-speaker-no-notes = このステップにノートはありません。
story-speaker-next = 次
story-speaker-last = これが最後のステップです。
story-change-heading = このステップで変わったもの
story-change-set = { $path } を { $value } に設定
story-change-remove = { $path } を削除
story-change-insert = { $path } に { $value } を挿入
story-change-none = シナリオは変わりません: 同じシナリオを別の見方で示します。
story-kiosk = キオスクループ: すべてのストーリーを 1 ステップずつ
story-kiosk-label = { $title }: ステップ { $step } / { $steps }
story-kiosk-empty = キオスクループのストーリーが 1 つもありません。
story-pic-caption = ノードと、各ボリュームの各レプリカの置き場所。
story-pic-node = { $node }（{ $zone }）
story-pic-node-no-zone = { $node }
story-pic-not-ready = 準備ができていません
story-pic-replica-on = { $replica } は { $node } / { $disk }
story-pic-replica-unscheduled = { $replica }: スケジュールされていません

## ゾーン障害 (longhorn-zone-outage)

story-zone-outage-title = ゾーンがダウンする
story-zone-outage-summary = 3 つのゾーンの 1 つが落ちたときの、ソフトとハードのゾーンアンチアフィニティ。
story-zone-outage-intro = 3 つのゾーンに 4 つのノード。ボリュームの 3 つのレプリカは { $first }、{ $second }、{ $third } に置かれ、ゾーンごとに 1 つです。
story-zone-outage-down = ゾーン { $zone } がダウンし、{ $node } は準備ができていません。3 つ目のレプリカは { $third } に置かれます。{ $answer }
story-zone-outage-hard = レプリカゾーンのソフトアンチアフィニティをオフにしました。2 つのレプリカは同じゾーンに置けず、動いているゾーンは 2 つだけです。{ $answer }
story-zone-outage-back = ゾーンが戻りました。3 つ目のレプリカは { $third } に置かれ、ボリュームの Scheduled 条件は { $status } です。

## ディスクが埋まる (longhorn-disk-full)

story-disk-full-title = ディスクが埋まる
story-disk-full-summary = ストレージの最小使用可能割合が埋まりすぎたディスクを拒否すること、そしてレプリカを戻すもの。
story-disk-full-intro = ディスクが 1 つずつの 3 つのノード: レプリカは { $replicas } 個で、3 つ目は { $third } にあります。ディスクがレプリカを受け入れるのは、使用可能なストレージが最大の { $percent }% より多いあいだだけです（ストレージの最小使用可能割合）。
story-disk-full-filled = ディスクが埋まり、使用可能なのは { $availableBytes } です。{ $answer }
story-disk-full-setting = ストレージの最小使用可能割合を { $percent }% に下げました。3 つ目のレプリカは { $third } に戻ります。
story-disk-full-new-node = 空のディスクを持つ新しいノード { $node } が加わりました。レプリカ { $replica } はそこに置かれ、ボリュームの Scheduled 条件は { $status } です。

## 古い容量と再試行 (capacity-stale)

story-stale-title = 古い容量と再試行
story-stale-summary = スケジューラーはドライバーが最後に公開した CSIStorageCapacity を信じます。それが古いとプロビジョニングが失敗し、Pod はもう一度スケジュールされます。
story-stale-intro = 各ゾーンの CSIStorageCapacity は { $capacityBytes } で、クレームの要求より多いです。{ $feasible } 個のノードが通り、スケジューラーは { $selected } を選びます。
story-stale-taken = 別のボリュームがそのゾーンの空きを使いましたが、ドライバーはまだ公開し直していません。オブジェクトは { $capacityBytes } のままです。スケジューラーは { $selected } を選び続け、そこでプロビジョニングが失敗し、クレームの選択ノードが消されて、Pod はキューに戻ります。
story-stale-republished = external-provisioner がゾーンの容量を公開し直しました: { $capacityBytes }。{ $answer }
story-stale-retry = 再試行では新しいオブジェクトでフィルターします。{ $pod }

## 新しいゾーンのノード (capacity-new-zone)

story-new-zone-title = 新しいゾーンのノード
story-new-zone-summary = ゾーンにまだ CSIStorageCapacity がないノードは、ドライバーが公開するまでそのクラスのクレームを受け入れません。
story-new-zone-intro = 2 つのゾーンはほぼ満杯で、{ $nodes } 個のノードのうち { $feasible } 個が通ります。{ $pod }
story-new-zone-joined = ドライバーが容量を公開する前に、新しいゾーンにノードが加わりました。{ $answer }
story-new-zone-published = ドライバーが新しいゾーンに { $capacityBytes } を公開しました。スケジューラーは { $selected } を選びます。
story-new-zone-tracking-off = ドライバーのストレージ容量追跡をオフにすると、フィルターはオブジェクトを読まなくなります。{ $nodes } 個のノードのうち { $feasible } 個が通り、満杯のゾーンも通ります。

## イメージプルの嵐 (rollout-storm)

story-storm-title = イメージプルの嵐
story-storm-summary = イメージのプルが遅いクラスターはロールアウトをそのパーティションで止め、準備ができないクラスターはロールアウトを停滞させます。
story-storm-intro = { $partitions } 個のパーティションに { $clusters } 個のクラスター。各パーティションで利用不可にできるのは最大 { $limit } 個です: { $how }
story-storm-held = イメージのプルで { $partition } のクラスターの準備ができていません。利用不可は { $notReady } 個で { $limit } 個を超えるため、ロールアウトはそこで止まり、{ $waiting } 個のパーティションが待ちます。
story-storm-goes-on = プルが終わり、次のパーティションが進みます。{ $rounds } ラウンド後: { $outcome }
story-storm-stalled = 2 つのクラスターが準備できないままです。{ $partition } は利用不可 { $notReady } 個で上限を超えたままです。{ $outcome }
story-storm-allowed = パーティション自身の maxUnavailable を { $limit } に上げると、ロールアウトはそこを通過します。{ $outcome }

## 再開したロールアウト (rollout-resume)

story-resume-title = BundleDeployment から再開したロールアウト
story-resume-summary = サポートバンドルが記録した BundleDeployment から読んだ進行中のロールアウトが、その地点から続きます。
story-resume-intro = BundleDeployment によると、バージョン { $version } は最初のパーティションに出ており、ほかはまだ前のバージョンです。シミュレーションはそこから始まります。{ $rounds } ラウンド後: { $outcome }
story-resume-not-ready = 最初のパーティションの 2 つの BundleDeployment が準備できていないと記録されていました。{ $partition } の利用不可は { $notReady } 個で { $limit } 個を超えるため、最初のラウンドはそこで止まります。
story-resume-recovered = それらのクラスターは 2 ラウンド後に準備ができます。{ $rounds } ラウンド後: { $outcome }
story-resume-paused = バンドルが一時停止され、どの BundleDeployment も昇格されません。{ $outcome }

## ノードが加わる (balance-new-node)

story-new-node-title = ノードが加わる
story-new-node-summary = バランスの選択で、空のノードが次のレプリカを取るとは限らない理由。
story-new-node-intro = ドキュメントの例: レプリカはノード { $node }、ディスク { $winner } に置かれます。
story-new-node-joined = 空のノードが加わりました。そこにレプリカを置くとクラスターのスコアは { $scoreC }、{ $node } なら { $scoreB } です。低いほうが勝つので、レプリカは { $winner } のままです。
story-new-node-larger = 新しいノードのディスクは { $usableBytes } です。今度は { $node } が { $scoreC } で勝ち、レプリカは { $winner } に置かれます。

## レプリカを次々に (balance-filling)

story-filling-title = レプリカを次々に
story-filling-summary = 置いたレプリカが次の選択を変えます。バランススコアがディスクをならします。
story-filling-first = 最初のレプリカは { $winner } に置かれます。
story-filling-next = そのレプリカがディスクの { $sizeBytes } を使いました。次のレプリカは { $winner } に置かれます。
