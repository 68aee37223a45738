# The rollout lesson's texts (walks/lessons/rollout.yaml, the seed's image-pull storm example) and
# its picture's (labs/learn/rollout_view.rs), fetched when the lesson first opens: in no first load.
learn-roll-caption = ラウンド { $round } / { $rounds }: この調整で作成された BundleDeployment は { $created } 個です。SUSE® Rancher Prime Continuous Delivery (Fleet) が処理する順のパーティション:
learn-roll-partition-facts = { $count } クラスター · maxUnavailable { $limit } · ラウンド前に準備完了: { $ready }
learn-roll-partition-round = このラウンド: { $created } 個作成、その後 { $notReady } 個が最新でないか利用できません。
learn-roll-not-reached = 未到達
learn-roll-unavailable = 利用不可 (NotReady)
learn-roll-available = 利用可能 (Ready)
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
