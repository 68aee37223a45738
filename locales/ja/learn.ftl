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
learn-roll-caption = ラウンド { $round } / { $rounds }: この調整で作成された BundleDeployment は { $created } 個です。SUSE® Rancher Prime Continuous Delivery (Fleet) が処理する順のパーティション:
learn-roll-partition-facts = { $count } クラスター · maxUnavailable { $limit } · ラウンド前に準備完了: { $ready }
learn-roll-partition-round = このラウンド: { $created } 個作成、その後 { $notReady } 個が最新でないか利用できません。
learn-roll-not-reached = 未到達
learn-roll-unavailable = 利用不可 (NotReady)
learn-roll-available = 利用可能 (Ready)
learn-rollout-title = Fleet のロールアウト
learn-rollout-summary = Fleet がバンドルをパーティションごとにロールアウトする仕組み: maxUnavailable とその切り下げ、maxNew のバッチ、maxUnavailablePartitions、そして残りを止めるイメージプルストーム。
learn-rollout-intro = バンドルは { $partitions } 個の手動パーティション (rolloutStrategy.partitions、ラベル stage で選択) にある { $clusters } クラスターをターゲットにします。最初のパーティション { $first } には { $count } クラスターがあります。Fleet は fleet.yaml に書かれた順にパーティションを処理し、それぞれの後で続行するかを判断します。
learn-rollout-limit = パーティションは、最新でないか準備ができていないクラスターが maxUnavailable を超えると利用不可 (NotReady) になります。{ $partition } には独自の maxUnavailable がないため、バンドルの値が使われます: { $how }、つまり { $limit } クラスターです。
learn-rollout-rounding = maxUnavailable が 12% だと数は整数になりません: { $how }。Fleet は切り下げるので、やはり { $limit } クラスターです。切り下げて 0 になる割合は 1 として扱われます。
learn-rollout-round-one = ラウンド 1 (1 回の調整): maxNew ({ $maxNew }) が小さくないため、Fleet は 1 回のバッチで { $partition } 全体に { $created } 個の BundleDeployment を作成します。次にパーティションを確認します: { $notReady } クラスターがまだ最新で準備完了ではなく、{ $limit } を超えるので { $partition } は利用不可です。maxUnavailablePartitions が 0 なので調整はそこで止まり、後のパーティション ({ $waiting }) は待機します。
learn-rollout-task-batch = maxNew は { $maxNew } です: ラウンド 1 で Fleet は { $created } 個の BundleDeployment を一度に作成し、それらのクラスターがそれぞれイメージのプルを始めます。
learn-rollout-task-batch-prompt = maxNew を変えて、ラウンド 1 で作成される BundleDeployment を 20 個以下にしてください。
learn-rollout-task-batch-hint = maxNew は 1 回の調整で作成される BundleDeployment の数の上限です: 20 以下に下げてください。
learn-rollout-storm-predict = イメージプルストーム: { $partition } の一部のクラスターはイメージのプルが遅く、ラウンド 2 でも { $slow } クラスターが準備できていません。maxUnavailable は 10% に戻っています。
learn-rollout-storm = ラウンド 2 では { $partition } の { $notReady } クラスターが最新でないか準備ができておらず、{ $limit } を超えています: パーティションは利用不可のままで、調整はその後で止まり、後のパーティション ({ $waiting }) は遅いクラスターの準備ができるまで何も受け取りません。ロールアウト全体は { $rounds } ラウンドかかります: { $outcome }
learn-rollout-task-storm = { $partition } に独自の maxUnavailable がクラスター数で設定されました: { $limit }。パーティションの値はバンドルの値を上書きします。
learn-rollout-task-storm-prompt = この数値を変えて、ストームがあってもラウンド 2 でロールアウトが stable パーティションに到達するようにしてください。
learn-rollout-task-storm-hint = 準備ができていないクラスターが maxUnavailable を超える間、パーティションは利用不可のままです: ストームが止めている数だけ許可してください。
learn-rollout-partitions-predict = すべてのパーティションで 10% に戻しますが、maxUnavailablePartitions は { $allowed } になりました: 調整が止まる前に、その数までの利用不可パーティションが許容されます。
learn-rollout-defaults = Fleet のデフォルト: maxUnavailable 100% ({ $how }、{ $limit } クラスター) と maxUnavailablePartitions 0。すべてのパーティションが利用可能と見なされるため、準備状態を待つものはありません: ストームがあってもなくても、ラウンド 1 で maxNew ({ $maxNew }) が許す最大の { $created } 個の BundleDeployment が作成されます。ロールアウトは { $rounds } ラウンドかかります: { $outcome }
