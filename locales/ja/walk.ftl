# ステップごとにたどるもの（レッスン、ストーリー）の言葉、言語: ja。
# ステップ操作（components/step_controls.rs）、チェックポイント、placement::walk の文
# （タスクの確認、生成されたウォークスルー）。用語は locales/GLOSSARY.md に従います。

walk-steps-label = ステップ
walk-back = 戻る
walk-next = 次へ
walk-restart = 最初から
walk-step-of = ステップ { $n } / { $count }
walk-progress = { $count } ステップ中 { $n } まで到達
walk-minutes = 約 { $minutes } 分
walk-verified-against = 検証したバージョン: { $versions }
walk-predict = 予想:
walk-predict-node = 選ばれると思うノードをクリックしてください。
walk-predict-disk = レプリカが置かれると思うディスクをクリックしてください。
walk-predict-replica = スケジュールされると思うレプリカをクリックしてください。
walk-predict-cluster = 最初にバンドルを受け取ると思うクラスターをクリックしてください。
walk-predict-pod = 実行されると思う Pod をクリックしてください。
walk-predict-partition = 調整がどのパーティションの後で止まると思うか、そのパーティションをクリックしてください。
walk-predict-right = 正解: { $answer } が選ばれます。
walk-predict-wrong = { $guess } ではありません。もう一度どうぞ。
walk-task = やってみよう:
walk-show-me = 答えを見る
walk-reset-step = このステップのシナリオに戻す
walk-scrub-label = { $field }: ドラッグするか矢印キーで変更
walk-task-met = できました: エンジンの結果は { $actual } です。
walk-task-not-met = まだです: エンジンの結果は { $actual }、目標は { $wanted } です。
walk-task-no-fact = まだです: このシナリオではエンジンの結果にその値がありません。

## 生成されたウォークスルー（「このシナリオをレッスンで説明」）

walk-gen-balance-title = あなたのシナリオをステップごとに
walk-gen-balance-summary = あなたのシナリオのバランスによる選択: ノード選択、ディスク選択、決定。
walk-gen-balance-intro = { $sizeBytes } のレプリカを { $nodes } 個の候補ノードに配置します。Longhorn はまずノードを、次に選んだノードのディスクをスコア付けし、バランススコアが最も低いものを選びます。
walk-gen-balance-none = レプリカを置けるディスクはありません。
walk-gen-balance-single = 候補ディスクは 1 つだけです: { $node }/{ $disk } がスコアなしでレプリカを受け取ります。
walk-gen-balance-node-stage = ノード選択: スコア付けされた { $candidates } 個のノードのうち、{ $winner } のバランススコア { $score } が最も低くなります。
walk-gen-balance-node-fallback = レプリカを置く容量のあるノードがありません: Longhorn は任意のノードを選びます。ここでは { $winner } です。
walk-gen-balance-node-lost = ノード { $node } のスコアは { $score } で、{ $winner } より高いため、ノード選択で選ばれません。
walk-gen-balance-disk-stage = ディスク選択: クラスター全体の候補ディスクに対してスコア付けされた { $candidates } 個のディスクのうち、{ $winner } のスコア { $score } が最も低くなります。
walk-gen-balance-pick = { $why }
walk-gen-longhorn-title = あなたのボリュームをレプリカごとに
walk-gen-longhorn-summary = あなたのシナリオの各レプリカがどこに置かれるか、そしてその理由。
walk-gen-longhorn-intro = スケジュールするボリュームは { $volumes } 個で、順番に処理されます。
walk-gen-longhorn-replica = { $answer }
walk-gen-capacity-title = あなたの Pod をノードごとに
walk-gen-capacity-summary = 各ノードでのボリュームバインディングのフィルター、そして Pod が行ける場所。
walk-gen-capacity-intro = { $nodes } 個のノードのうち { $feasible } 個がボリュームバインディングのフィルターを通ります。
walk-gen-capacity-node = { $answer }
walk-gen-capacity-result = { $pod }
walk-gen-rollout-title = あなたのロールアウトをパーティションごとに
walk-gen-rollout-summary = あなたのロールアウトのパーティション、そしてその結末。
walk-gen-rollout-intro = パーティションは { $partitions } 個、1 ラウンドの新しいデプロイは最大 { $maxNew } 個です。
walk-gen-rollout-partition = パーティション { $partition }: クラスター { $clusters } 個、利用不可は最大 { $maxUnavailable } 個。
walk-gen-rollout-outcome = { $rounds } ラウンド後: { $outcome }
