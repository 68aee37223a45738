# 学習セクションのページの言葉（issue 34）、言語: ja: レッスン一覧、図、各レッスンのナレーション。
# ナレーションの数値と名前はすべて引数で、エンジンの結果のファクトです
# （walks/lessons/*.yaml、docs/walks.md）。ここに数値を直接書くことはありません。

learn-heading = 学習
learn-intro = Longhorn、Kubernetes スケジューラー、Fleet がどのように決めるのかを、1 ステップに 1 つの考え方でたどるレッスンです。文中の数値はエンジンが計算したもので、いくつかはドラッグでき、図もそれに合わせて変わります。何が選ばれるか予想してから、自分でシナリオを変えてみてください。
learn-card-facts = { $steps } ステップ · 約 { $minutes } 分 · ステップ { $reached } まで到達
learn-all-lessons = すべてのレッスン
learn-stories-link = ストーリー: 1 ステップずつひとりでに進むデモ
learn-done = このレッスンはここまでです。
learn-no-lesson = レッスン「{ $lesson }」はありません。
learn-explain-nothing = 説明するシナリオがありません: ラボを開き、「このシナリオをレッスンで説明」を押してください。
learn-pic-caption = 候補ディスク: 各バーはディスクの使用可能なストレージです。配置するレプリカは { $size } です。
learn-pic-node = ノード{ $node }
learn-pic-usable = 使用可能 { $usable }
learn-pic-score = スコア { $score }
learn-pic-not-scored = スコアなし
learn-pic-node-wins = ノード選択で選ばれる
learn-pic-disk-wins = レプリカが置かれる
learn-pic-focus = 注目
learn-embed-no-scenario = レッスンには渡せるシナリオがありません: ステップのシナリオはレッスン自身のものです。

## バランスファクターフォーミュラ

learn-balance-title = バランスファクターフォーミュラ
learn-balance-summary = Longhorn が新しいレプリカのディスクを選ぶ方法: バランススコア、ノード選択段階、ディスク選択段階、同点、そしてドキュメントが単純化している点。
learn-balance-intro = ドキュメントの例のシナリオ: ディスクを持つ { $nodes } 個のノードと、配置する { $sizeBytes } のレプリカ。Longhorn は 1.11 以降、クラスターが最もバランスの取れた状態になる場所にレプリカを置きます。各バーはディスクの使用可能なストレージ（使用可能容量 − 予約 − スケジュール済み）です。
learn-balance-formula = 使用可能なストレージ値のセット X のバランススコアは (max(X) − min(X)) / mean(X) です。大きさに対してどれだけ離れているかを表し、0 は完全に均等で、低いほど良い値です。レプリカをノード{ $node }に置くと、ノードの使用可能なストレージは { $maxBytes } と { $minBytes } になり、スコアは { $score } です。
learn-balance-predict-node = ノード{ $node }のスコアは { $scoreA } です。ノード選択段階では、すべての候補ノードをこのようにスコア付けし、最も低いものを選びます。
learn-balance-node-stage = ノード{ $winner }がノード選択で選ばれます（{ $winnerScore } 対 { $loserScore }）。そこにレプリカを置くと、ノード同士が最も近い状態に保たれます。
learn-balance-docs-disk = ドキュメントは次に、選んだノードのディスクをそのノードの中だけでスコア付けします: { $b1Name } は { $b1 }、{ $b2Name } は { $b2 }。そのため { $docsWinner } にレプリカが置かれると書かれています。
learn-balance-code-disk = スケジューラーのコードは、各ディスクをノード内だけでなくクラスター全体の候補ディスクに対してスコア付けします: { $b1 } と { $b2 }。{ $tied } 個のディスクが最低スコアで同点になり、Longhorn はその中からランダムに選びます。プレイグラウンドは { $winner } を表示します。
learn-balance-predict-shrunk = { $disk } の使用可能なストレージが { $usableBytes } だけになりました。
learn-balance-shrunk = { $winner } にレプリカが置かれます: ノード選択でノード{ $node }が選ばれるようになり（{ $nodeA } 対 { $nodeB }）、ディスク選択ではもう一方のノードのディスクは見られません。
learn-balance-task-b = { $disk } の使用可能なストレージは { $usableBytes } です。
learn-balance-task-b-prompt = 数値を 1 つ変えて（数値かバーをドラッグ）、ノード B がもう一度ノード選択で選ばれるようにしてください。
learn-balance-task-b-hint = レプリカを置いたときにノードの使用可能なストレージが最も近くなるノードが選ばれます: ノード B にはノード A と同じくらいか、それ以上が必要です。
learn-balance-node-c = 3 つ目のノード{ $node }が使用可能 { $usableBytes } で加わります。そのスコアは { $scoreC } で他のノードから遠いため、ノード{ $winner }が選ばれたままです。
learn-balance-task-c = { $disk } の使用可能なストレージは { $usableBytes } です。
learn-balance-task-c-prompt = ディスクの使用可能なストレージを変えて、ノード C がノード選択で選ばれるようにしてください。
learn-balance-task-c-hint = 最も多いストレージではなく、最も均等な結果です: レプリカを置いたとき、ノード C が他のノードの間に来るようにします。
learn-balance-fallback = { $sizeBytes } のレプリカを置く容量のあるノードはありません。その場合どうなるかはドキュメントに書かれていません。コードはスコア付けせずに任意の候補を選びます（プレイグラウンドでは名前順で最初のもの）。ここではノード{ $winner }、ディスク { $disk } です。実際のクラスターでは、この段階より前のディスクのチェックで、このようなレプリカの候補は残りません。
learn-cap-caption = ノードと、各ノードでの VolumeBinding フィルターの判定。その下は、ドライバーが公開した CSIStorageCapacity オブジェクトです。
learn-cap-passes = 通る
learn-cap-fails = 通らない
learn-cap-none = 報告なし
learn-cap-object = { $name }: 容量 { $capacity }
learn-cap-object-max = { $name }: 容量 { $capacity }、maximumVolumeSize { $maximum }

## ストレージ容量の追跡

learn-capacity-title = ストレージ容量の追跡
learn-capacity-summary = Pod を待つボリュームに対して kube-scheduler が CSIStorageCapacity をどう使うか: トポロジーセグメントごとの容量、maximumVolumeSize、Immediate のバインディング、そして追跡なしのスケジューリング。
learn-capacity-intro = { $requestBytes } の要求を 1 つ持つ Pod。その StorageClass の volumeBindingMode は WaitForFirstConsumer で、Pod のノードが決まってから初めてボリュームがプロビジョニングされます。CSIドライバーは storageCapacity: true で、{ $nodes } 個のノードに対してゾーンごとに 1 つ、計 { $capacities } 個の CSIStorageCapacity オブジェクトを公開します。
learn-capacity-predict = VolumeBinding フィルターは、そのノードを含むトポロジーを持つ CSIStorageCapacity オブジェクトに { $requestBytes } の余裕がある場合にだけ、Pod をそのノードに通します。
learn-capacity-node-fails = ノード { $node }: { $answer }
learn-capacity-feasible = フィルターを通るノードは { $feasible } 個です。{ $pod } その中からスケジューラーの他のプラグインが選びます。ここでは { $selected } です。
learn-capacity-maximum = ドライバーは、作成できる最大のボリュームである maximumVolumeSize も公開できます。空き容量が断片化していると、容量より小さくなります。{ $capacityBytes } のうち { $maximumBytes } の場合: { $answer }
learn-capacity-task = zone-a の CSIStorageCapacity は { $capacityBytes } を報告しています。
learn-capacity-task-prompt = 数値を 1 つ変えて、node-a がフィルターを通るようにしてください。
learn-capacity-task-hint = 要求のサイズが、node-a を含むトポロジーを持つオブジェクトの容量に収まる必要があります。
learn-capacity-immediate = volumeBindingMode が Immediate の場合、ボリュームは Pod とは関係なく、ドライバーが選んだ場所に先にプロビジョニングされます。要求がバインドされるまで Pod はスケジュールできません: { $nodes } 個のノードのうち { $feasible } 個が通ります。
learn-capacity-tracking-off = WaitForFirstConsumer に戻し、CSIDriver の storageCapacity を false にします: スケジューラーは容量を見ず、{ $nodes } 個のノードのうち { $feasible } 個が通ります。容量のないゾーンのノードを選ぶとプロビジョニングが失敗し、ノードの選択が取り消されて、スケジューラーが再試行します。追跡によってこの再試行は減りますが、読む容量が古い可能性があるため、なくなりはしません。

# ロールアウトのレッスン (walks/lessons/rollout.yaml): シードのイメージプルストームの例。

# The tiers lesson (walks/lessons/tiers.yaml): its card; its steps are in learn-longhorn.ftl.
learn-tiers-title = アンチアフィニティの段階とスペース
learn-tiers-summary = Longhorn がボリュームの各レプリカをどこに置けるか: ゾーン、ノード、ディスクのアンチアフィニティ（ソフトとハード）と、二つのスペース条件（最小利用可能割合とオーバープロビジョニング）を、ドキュメントのディスク X と Y で。

# The rollout lesson (walks/lessons/rollout.yaml): its card; its steps are in learn-rollout.ftl.
learn-rollout-title = Fleet のロールアウト
learn-rollout-summary = Fleet がバンドルをパーティションごとにロールアウトする仕組み: maxUnavailable とその切り下げ、maxNew のバッチ、maxUnavailablePartitions、そして残りを止めるイメージプルストーム。
