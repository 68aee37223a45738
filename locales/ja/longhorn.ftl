# The longhorn lab's own page texts (issue #11), language: ja.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.


## Result panel
lh-result-heading = 結果
lh-result-fix-fields = 強調表示された項目を修正すると、レプリカの配置先が表示されます。
lh-result-stale = 無効な項目があります。最後に有効だった構成の結果を表示しています。
lh-result-wait-note = 障害レプリカの復帰を待っています: { $degradedAt } 秒にデグレード、replica-replenishment-wait-interval は { $interval } 秒のため、{ $until } 秒までは新しいレプリカを作成しません（あと { $remaining } 秒）。
lh-result-not-placed = 未配置
lh-result-not-created = 作成されず: 事前チェックで候補ディスクが見つかりませんでした
lh-map-heading = 配置マップ
lh-map-hint = 各チップはディスク上のレプリカです。ボリュームの文字・色・模様に続いて名前の末尾を示します（A r-1 は最初のボリュームのレプリカ r-1）。チップをクリックすると理由が表示されます。
lh-change-moved = 移動
lh-change-placed = 新たに配置
lh-change-unscheduled = 未スケジュールに変化
lh-change-appeared-unscheduled = 新規、未スケジュール
lh-change-removed = 削除
lh-state-existing = 既存
lh-state-failed = 障害
lh-state-reused = 再利用（その場で再構築）
lh-state-new = 新規
lh-state-unscheduled = 未スケジュール
lh-state-evicting = 退避中

## The why panel's answer
lh-answer-changes = 結果を変えるには（いずれか1つでレプリカがスケジュールされます）:
lh-answer-apply = 適用
lh-answer-apply-label = 適用: { $change }
lh-answer-outside = クラスター側で（ラボでは適用できません）：


## The why panel
lh-why-label = 理由
lh-why-heading-empty = なぜ？
lh-why-hint = レプリカ（一覧またはマップ上）をクリックすると、Longhorn がどのように配置したかが表示されます。
lh-why-heading = 理由: { $volume } の { $replica }
lh-why-details = Longhorn の判断過程: 階層、ノードとディスクの判定、計算式
lh-why-summary-placed = { $replica } はノード { $node } のディスク { $disk } 上にあります（{ $state }）。
lh-why-summary-not-placed = { $replica } は配置されていません（{ $state }）。
lh-why-summary-never-created = { $replica } は作成されませんでした: 作成前の事前チェックで候補ディスクが見つかりませんでした。
lh-why-level-soft-volume = ソフト（ボリュームで上書き）
lh-why-level-soft-global = ソフト（グローバル設定）
lh-why-level-hard-volume = ハード（ボリュームで上書き）
lh-why-level-hard-global = ハード（グローバル設定）
lh-why-anti-affinity = 有効なアンチアフィニティ — ノード: { $node }、ゾーン: { $zone }、ディスク: { $disk }。データローカリティ: { $locality }。
lh-why-no-step-healthy = 既存の正常なレプリカです。スケジューラはそのまま維持し、判断を行いません。ただし、そのノードとゾーンは他のレプリカにとって「使用済み」になります。
lh-why-no-step-failed = この実行では再利用されなかった障害レプリカです（ボリュームの状態と待機の注記を参照）。
lh-why-no-step = このレプリカにはスケジューリングの手順が記録されていません。
lh-why-step-scheduling = スケジューリング
lh-why-step-precheck = 新しいレプリカ作成前の事前チェック
lh-why-step-reuse = 障害レプリカの再利用
lh-why-step-reuse-search = 再利用可能なレプリカのディスクの検索
lh-why-reuse-reusable = { $replica }（failedAt { $failedAt } 秒）: 再利用可能
lh-why-reuse-not-reusable = { $replica }（failedAt { $failedAt } 秒）: 再利用不可 — { $why }
lh-why-reuse-hint = 再利用可能な障害レプリカはその場で再構築されます。以下の検索では容量チェックを行いません。
lh-skip-already-scheduled = スケジュール済み
lh-skip-unused-failed-replica = 検索前に拒否
lh-skip-awaiting-attachment = ボリュームのアタッチ待ち
lh-why-reason-given = Longhorn が示す理由:
lh-why-chosen = 選択: ノード { $node } のディスク { $disk }。
lh-why-no-candidate = 候補ディスクがありません。記録された理由:
lh-why-no-candidate-no-reason = 候補ディスクがなく、理由も記録されていません。ボリュームの表示:
lh-why-strict-local = strict-local: { $node } へのハードノードアフィニティ。他のノードはすべて除外されます。
lh-why-tiers-heading = 1. アンチアフィニティの階層（試行順）
lh-why-tier-wins = 採用
lh-why-tier-nodes = ノード: { $nodes }
lh-why-tier-no-nodes = ノード: なし
lh-why-tier-readmitted = 自動バランスによってのみ追加: { $nodes }
lh-why-tier-excluded = 除外（理由の記録なし）: { $nodes }
lh-why-tier-passed = チェックを通過したディスク: { $count }
lh-why-tier-disk-anti-affinity = ディスクアンチアフィニティで除外: { $disks }
lh-why-tier-candidates = 候補: { $count }
lh-why-tier-reasons = 理由:
lh-why-nodes-heading = 2. ノード
lh-why-nodes-label = ノードの判定
lh-why-disks-heading = 3. ディスク（チェック順。最初の不合格が理由として記録されます）
lh-why-disks-label = ディスクの判定
lh-col-node = ノード
lh-col-zone = ゾーン
lh-col-disk = ディスク
lh-col-verdict = 判定
lh-col-tags-match = タグ一致
lh-col-backing-image-tags = バッキングイメージのタグ
lh-col-node-used = ノード使用済み
lh-col-zone-used = ゾーン使用済み
lh-col-disk-pressure = ディスク逼迫
lh-col-reason-recorded = 記録された理由
lh-col-available-minus-reserved = 使用可能 − 予約（{ $unit }）
lh-why-yes = はい
lh-why-no = いいえ
lh-why-only-evicting = 退避中のみ
lh-why-tie = 同点。
lh-why-node-tie = ノード { $nodes } は同じスコアです。Longhorn はこの中からランダムに1つを選びます。プレイグラウンドでは最初のものを表示します。
lh-why-disk-tie = ディスク { $disks } は同等です。Longhorn はこの中からランダムに1つを選びます。同じ入力が常に同じ結果になるよう、プレイグラウンドでは { $shown } を表示します。
lh-why-fallback = フォールバック。
lh-why-fallback-note = 使用可能なストレージ（使用可能 − 予約 − スケジュール済み）がボリュームサイズ以上の候補がないため、Longhorn は任意の候補を選びます。プレイグラウンドでは名前順で最初のものを表示します。
lh-why-no-reason-recorded = 理由の記録なし
lh-why-fits-positive = maximum と available はどちらも 0 より大きい必要があります
lh-why-recorded = クラスターが記録した Schedulable 状態は { $status } です。
lh-why-recorded-but-fits = クラスターが記録した Schedulable 状態は { $status } ですが、この数値での Fits(0, 0) は収まると判定します。
lh-why-recorded-but-does-not-fit = クラスターが記録した Schedulable 状態は { $status } ですが、この数値での Fits(0, 0) は収まらないと判定します。
lh-why-balance-heading = 4. バランスによる選択（Longhorn 1.11 以降）、低い方が採用:
lh-why-single-candidate = 候補ディスクは1つだけです。Longhorn はスコアを計算せずにそれを選びます。
lh-why-node-stage = ノード段階
lh-why-disk-stage = ディスク段階（X = クラスター内のすべての候補ディスク）
lh-why-values-in = 単位は { $unit } です。
lh-why-most-usable-heading = 4. 最大使用可能量による選択（Longhorn 1.4–1.10）: 使用可能 − 予約 が最大のもの

## Tiers, verdicts, causes
lh-tier-new-node-new-zone = 新しいゾーンの新しいノード
lh-tier-new-node-new-zone-about = レプリカのないゾーンの未使用ノード — 常に最初に試行
lh-tier-only-evicting-node-and-zone = 退避中のみのノードとゾーン
lh-tier-only-evicting-node-and-zone-about = ゾーンはハード: ノードとゾーンに退避中のレプリカしかないノード
lh-tier-unused-nodes = 未使用ノード
lh-tier-unused-nodes-about = ゾーンはソフト、ノードはハード: 任意のゾーンのレプリカのないノード
lh-tier-only-evicting-nodes = 退避中のみのノード
lh-tier-only-evicting-nodes-about = ゾーンはソフト、ノードはハード: 退避中のレプリカしかないノード
lh-tier-unused-nodes-both-soft = 未使用ノード（両方ソフト）
lh-tier-unused-nodes-both-soft-about = ノードとゾーンはソフト: レプリカのないノードを優先
lh-tier-used-nodes = 使用済みノード
lh-tier-used-nodes-about = ノードとゾーンはソフト: ボリュームの有効なレプリカをすでに持つノードのみ。ノードタグは再チェックされません
lh-exclusion-node-tags = ノードタグがノードセレクタに一致しません
lh-exclusion-node-used = ボリュームのレプリカを持っています
lh-exclusion-zone-used = そのゾーンにボリュームのレプリカがあります
lh-exclusion-node-not-only-evicting = レプリカがないか、退避中でないレプリカがあります
lh-exclusion-zone-not-only-evicting = そのゾーンにレプリカがないか、退避中でないレプリカがあります
lh-exclusion-backing-image-node-tags = ノードタグがバッキングイメージのノードセレクタに一致しません
lh-exclusion-node-not-used = ボリュームの有効なレプリカを持っていません
lh-readmission-disk-pressure = 使用済みだがディスクが逼迫（best-effort：replica-auto-balance、またはボリュームの replicaAutoBalance）
lh-readmission-evicting-node-in-used-zone = 退避中のレプリカのみで、ゾーンには他のレプリカがある（best-effort：replica-auto-balance、またはボリュームの replicaAutoBalance）
lh-node-verdict-candidate = 対象（以下の階層で決定）
lh-node-verdict-not-ready = Ready ではない
lh-node-verdict-cordoned = コルドン済み（disable-scheduling-on-cordoned-node）
lh-node-verdict-scheduling-disabled = allowScheduling が false
lh-node-verdict-eviction-requested = 退避が要求されています
lh-node-verdict-engine-not-ready = エンジンイメージ / インスタンスマネージャーが準備できていません
lh-node-verdict-not-affinity-node = strict-local のノードではありません
lh-node-verdict-no-reusable-replica = 再利用可能な障害レプリカがありません
lh-node-verdict-outside-topology = ボリュームのトポロジー要件の範囲外（master）
lh-node-verdict-not-clone-source = ソースボリュームの正常なレプリカがありません（リンククローン）
lh-disk-verdict-node-not-candidate = ノードが候補ではありません
lh-disk-verdict-not-schedulable = 何も記録されず除外（スケジューリング無効、退避中、または Schedulable 状態が True ではない）
lh-disk-verdict-unavailable = 使用不可 / ディスクタイプ不一致
lh-disk-verdict-incompatible-volume-size = ディスクのファイルシステムには大きすぎる v1 ボリューム（ext…：16 TiB 以上、xfs：8 EiB − 1 B 以上）
lh-disk-verdict-tags-not-fulfilled = ディスクタグがディスクセレクタに一致しません
lh-disk-verdict-backing-image-tags-not-fulfilled = ディスクタグがバッキングイメージのディスクセレクタに一致しません
lh-disk-verdict-insufficient-storage = Fits 不合格
lh-disk-verdict-disk-anti-affinity = ディスクアンチアフィニティで除外（レプリカあり）
lh-disk-verdict-not-in-tier = 合格したが、そのノードは試行されたどの階層にもありません
lh-disk-verdict-not-reached = 合格したが、前の階層にすでに候補がありました
lh-disk-verdict-not-local = データローカリティ best-effort により除外
lh-disk-verdict-not-clone-source = ソースボリュームの正常なレプリカがありません（リンククローン）
lh-disk-verdict-candidate = 候補、未選択
lh-disk-verdict-chosen = 選択


## Where the docs page and the real scheduler differ
lh-docs-says = ドキュメントの記述:
lh-docs-real = 実際のスケジューラ:
lh-docs-all = ドキュメントと実際のスケジューラが異なる { $count } 箇所すべて
lh-docs-here-new-node-new-zone = ここでは、ソフト設定が有効であるにもかかわらず、最初の階層で新しいゾーンの新しいノードが見つかりました。
lh-docs-here-per-node-score = ドキュメントのノード単位のスコアでは { $disk } が選ばれます。
lh-docs-here-used-nodes = このレプリカは最後の階層（使用済みノード）で配置されました。
lh-docs-here-disk-pressure = ここでは、ディスク逼迫のため使用済みノードが追加されました。
lh-docs-here-backing-image = ここでは、バッキングイメージのセレクタによりノードまたはディスクが除外されました。
lh-docs-here-no-reason = 上の階層では、メッセージに理由が示されないままノードが除外されました。
lh-docs-note-new-node-new-zone-first-docs = ノードとゾーンのソフトアンチアフィニティがどちらも無効の場合、新しいゾーンの新しいノードが使用されます。
lh-docs-note-new-node-new-zone-first-actual = 実際のスケジューラは、設定にかかわらず常に未使用ゾーンの未使用ノードを最初に試します。
lh-docs-note-cluster-wide-disk-score-docs = ディスク段階では、選ばれたノードのディスク同士でスコアを計算します。
lh-docs-note-cluster-wide-disk-score-actual = ディスク段階では、クラスター内のすべての候補ディスクのベクトルでスコアを計算します。ノード単位とクラスター全体のスコアでは同点の出方が異なることがあります。
lh-docs-note-used-node-tier-skips-node-tags-docs = ノードタグは常にレプリカの配置先を制限し、両方のソフト設定が有効な場合、他に候補がなければ既存ゾーンの既存ノードが使用されます。
lh-docs-note-used-node-tier-skips-node-tags-actual = ノードとゾーンのソフトアンチアフィニティでは、最後の階層にはボリュームの有効なレプリカをすでに持つノードだけが含まれ（getDiskCandidatesFromNodes(usedNodes)）、そこではノードタグが再チェックされません。ノードセレクタに合わない未使用ノードはレプリカを得られませんが、タグがもう一致しない使用済みノードはさらにレプリカを得ることがあります。
lh-docs-note-dead-replicas-do-not-block-disks-docs = ハードディスクアンチアフィニティでは、同じボリュームのレプリカがすでにあるディスクには新しいレプリカを置きません。
lh-docs-note-dead-replicas-do-not-block-disks-actual = 意味を持ちうるレプリカだけが数えられます（filterDisksWithMatchingReplicas）。再利用できない障害レプリカ（ノードやディスクがない、rebuildRetryCount が 5 以上、または退避中）はそのディスクをふさぎませんが、まだ再利用されうる障害レプリカはふさぎます。
lh-docs-note-backing-image-selectors-docs = ノードタグとディスクタグは、ボリュームのノードセレクタとディスクセレクタに一致する必要があります。
lh-docs-note-backing-image-selectors-actual = バッキングイメージを持つボリュームは、バッキングイメージのノードセレクタ（ボリュームと同様にチェックされますが、使用済みノードの階層ではチェックされません）とディスクセレクタ（理由は tags not fulfilled）にも一致する必要があります。
lh-docs-note-locality-waits-for-attachment-docs = レプリカは作成されるとすぐにスケジュールされます（スケジューリングのページはデータローカリティに触れていません）。
lh-docs-note-locality-waits-for-attachment-actual = アタッチされていない best-effort または strict-local のボリュームは、アタッチされるまでレプリカをスケジュールしません（reconcileVolumeCondition）。その間、理由は記録されず、Scheduled 状態は True のままです。
lh-docs-note-disk-pressure-readmits-used-nodes-docs = 既存ノードがボリュームの別のレプリカを得るのは、ノードのソフトアンチアフィニティが許す場合だけです。
lh-docs-note-disk-pressure-readmits-used-nodes-actual = replica-auto-balance が best-effort で replica-auto-balance-disk-pressure-percentage が 0 より大きい場合、ディスクが逼迫している使用済みノードは未使用とみなされるため、ハードノードアンチアフィニティでも別のレプリカを受け入れることがあります（ディスク間でレプリカを移すため）。
lh-docs-note-random-tie-break-docs = 最も低いスコアが採用されます。
lh-docs-note-random-tie-break-actual = 同点の場合と十分な大きさの候補がない場合、Longhorn はランダムに決めます。このエンジンは決定的に選び、同点の集合を表示します。
lh-docs-note-no-reason-for-anti-affinity-docs = スケジューリングの失敗には理由が示されます。
lh-docs-note-no-reason-for-anti-affinity-actual = アンチアフィニティとノードタグによる除外は理由を記録しません。その場合ボリュームは `replica scheduling failed`（事前チェックでは `disks are unavailable`）と表示します。


## Volumes editor
lh-volumes-hint = ボリュームはこの順に1つずつスケジュールされます。セレクタには、すべて存在する必要のあるタグを列挙します。
lh-add-volume = + ボリューム
lh-volume = ボリューム
lh-volume-legend = ボリューム { $name }
lh-remove-volume-title = ボリュームを削除
lh-remove-volume = ボリューム { $name } を削除
lh-size = サイズ
lh-actual-size = 実サイズ
lh-replicas = レプリカ数
lh-node-selector = ノードセレクタ
lh-disk-selector = ディスクセレクタ
lh-data-locality = データローカリティ
lh-attached-to = アタッチ先
lh-detached = （デタッチ済み）
lh-option-missing = { $name }（存在しません）
lh-option-none = （なし）
lh-topology-requirement = トポロジー要件（master）
lh-data-engine = データエンジン
lh-engine-v1 = v1（ファイルシステムディスク）
lh-engine-v2 = v2（ブロックディスク）
lh-override-ignored = グローバル設定を使用
lh-override-disabled = 無効（ハード）
lh-existing-replicas = 既存のレプリカ
lh-degraded-at-hint = 空欄の場合は最も早い failedAt。replica-replenishment-wait-interval より長くデグレードしているボリュームは補充され、障害レプリカはノードを確保しなくなります。
lh-col-name = 名前
lh-col-state = 状態
lh-add-existing-replica = + 既存のレプリカ
lh-not-a-linked-clone = （リンククローンではない）
lh-linked-clone-of = リンククローン元
lh-backing-image = バッキングイメージ
lh-backing-images = バッキングイメージ
lh-backing-images-hint = バッキングイメージを持つボリュームは、イメージのノードセレクタ（使用済みノードの階層では再チェックされません）とディスクセレクタ（理由は tags not fulfilled）にも一致する必要があります。
lh-add-backing-image = + バッキングイメージ
lh-remove-backing-image-title = バッキングイメージを削除
lh-remove-backing-image = バッキングイメージ { $name } を削除
lh-replica-name = レプリカ名
lh-replica-failed = 障害
lh-replica-failed-at = 時刻（秒）
lh-replica-rebuild-retries = 再構築の再試行回数
lh-replica-was-healthy = 正常だった
lh-remove-replica-title = レプリカを削除
lh-remove-replica = レプリカ { $name } を削除

## Cluster editor
lh-bars-hint = バー: 上の帯はディスク（使用済み = maximum − available、末尾の斜線が予約）、下の帯はそこにスケジュール済みの量です。
lh-bars-hint-preview = バー: 上の帯はディスク（使用済み = maximum − available、末尾の斜線が予約）、下の帯はそこにスケジュール済みの量と、破線で { $volume } のレプリカ（{ $size }）が加える量です。
lh-zones = ゾーン
lh-add-node-here = + ここにノード
lh-remove-zone-title = ゾーンを削除（ノードはゾーンなしで残ります）
lh-remove-zone = ゾーン { $name } を削除
lh-add-zone = + ゾーン
lh-no-zone = ゾーンなし
lh-zone-heading = ゾーン { $name }
lh-zone-node-count = { $count } ノード
lh-add-node = + ノード
lh-option-no-zone = （ゾーンなし）
lh-badge-not-ready = 未準備
lh-badge-cordoned = コルドン済み
lh-badge-scheduling-off = スケジューリング無効
lh-badge-engine-not-ready = エンジン未準備
lh-node-legend = ノード { $name }
lh-node-toggle = ノード { $name } の詳細を表示
lh-remove-node-title = ノードを削除
lh-remove-node = ノード { $name } を削除
lh-tags = タグ
lh-flag-ready = Ready
lh-flag-cordoned = コルドン済み
lh-flag-engine-ready = エンジン準備完了
lh-add-disk = + ディスク
lh-remove-disk-title = ディスクを削除
lh-remove-disk = ディスク { $name } を削除
lh-disk-maximum = 最大
lh-disk-available = 使用可能
lh-disk-reserved = 予約
lh-disk-scheduled = スケジュール済み
lh-available-over-maximum = 使用可能 ({ $available }) が最大 ({ $maximum }) を超えています。Longhorn は両方をディスクのファイルシステムから読み取るため、実際のディスクがこの値を報告することはありません。結果は入力どおりの数値で計算しています。
lh-disk-type = タイプ
lh-disk-type-filesystem = ファイルシステム（v1）
lh-disk-type-block = ブロック（v2）
lh-schedulable-condition = Schedulable 状態
lh-schedulable-computed = Ready と数値から算出
lh-schedulable-true = True（記録どおり）
lh-schedulable-false = False（記録どおり）
lh-schedulable-false-pressure = False、理由 DiskPressure（記録どおり）
lh-bar-title = 最大 { $maximum }、使用可能 { $available }、使用済み { $used }、予約 { $reserved }、スケジュール済み { $scheduled }
lh-bar-title-preview = 最大 { $maximum }、使用可能 { $available }、使用済み { $used }、予約 { $reserved }、スケジュール済み { $scheduled }、新しいレプリカは { $size } を追加（実 { $actual }）

## Settings editor
lh-settings-col-setting = Longhorn の設定
lh-settings-col-default = デフォルト
lh-settings-col-value = 値
lh-simulation = シミュレーション
lh-disk-choice = ディスクの選択方法
lh-disk-choice-balance = バランス（Longhorn 1.11 以降）
lh-disk-choice-most-usable = 最大使用可能量（1.4–1.10）
lh-longhorn-version = Longhorn のバージョン
lh-version-release = { $version }（リリース）
lh-version-master = master（v1.12.1 以降: トポロジー要件）
lh-now = 現在時刻（秒）
lh-now-hint = 現在時刻は障害レプリカ用の時計です。デグレード期間が replica-replenishment-wait-interval 未満のボリュームは、新しいレプリカを作成せずに障害レプリカを待ちます。
lh-setting-replica-soft-anti-affinity = ボリュームの2つのレプリカが同じノードを共有できます（ノードレベル）。
lh-setting-replica-zone-soft-anti-affinity = 2つのレプリカが同じゾーンを共有できます。
lh-setting-replica-disk-soft-anti-affinity = 2つのレプリカが同じディスクを共有できます。
lh-setting-storage-minimal-available-percentage = ディスクは最大容量のこの % を超える空きを保つ必要があります（0–100）。
lh-setting-storage-over-provisioning-percentage = スケジュール済みの量は (maximum − reserved) のこの % まで到達できます（0 以上）。
lh-setting-allow-empty-node-selector-volume = ノードセレクタのないボリュームがタグ付きノードを使用できます。
lh-setting-allow-empty-disk-selector-volume = ディスクセレクタのないボリュームがタグ付きディスクを使用できます。
lh-setting-disable-scheduling-on-cordoned-node = コルドンされたノードにはレプリカを配置しません。
lh-setting-replica-replenishment-wait-interval = 障害レプリカがノードを使用済みに保ち、再利用されうる秒数。
lh-setting-replica-auto-balance = best-effort では、ディスクが逼迫している使用済みノード、または使用済みゾーン内の退避中のみのノードがレプリカを受け入れられます（再バランス自体はシミュレートしません）。
lh-setting-replica-auto-balance-disk-pressure-percentage = best-effort の場合: 未使用の割合が 100 − この % を下回るディスクは逼迫とみなされます（0 で無効）。
lh-setting-default-data-locality = 独自の設定を持たないボリュームのデータローカリティ。
lh-setting-fast-replica-rebuild-enabled = データエンジンごと。v2 が false の場合、v2 ボリュームは障害レプリカを再利用も待機もしません。
lh-setting-allow-volume-creation-with-degraded-availability = アタッチされておらず、正常なレプリカが 1 個以上配置されたボリュームは、レプリカが欠けていても Scheduled=True と報告します。
lh-setting-offline-replica-rebuilding = デタッチ済みボリュームのレプリカを再構築します（そのために Longhorn がアタッチします）。false の場合、デタッチ済みボリュームはアタッチされるまで何も再構築しません。ボリュームの offlineRebuilding が優先されます。


## The lab's header, tabs, what-if, import and export
lh-title = Longhorn のレプリカスケジューリング
lh-explain-lesson = このシナリオをレッスンで説明
lh-intro-reading = longhorn-manager v1.11–v1.12 の判断どおりに、Longhorn がこれらのボリュームの各レプリカをどこに配置するかを示します。レプリカをクリックすると理由が表示されます: 階層、ノードとディスクの判定、数値入りの計算式、スコア表、そしてドキュメントが単純化している箇所。
lh-intro-editing = クラスターとボリュームを描き、Longhorn のスケジューリング設定を指定すると、各レプリカの配置先がわかります（longhorn-manager v1.11–v1.12 の判断どおり）。レプリカをクリックすると理由が表示されます: 階層、ノードとディスクの判定、入力した数値での計算式、スコア表、そしてドキュメントが単純化している箇所。
lh-input = 入力
lh-tab-cluster = クラスター
lh-tab-volumes = ボリューム
lh-tab-settings = 設定
lh-error-summary = 修正が必要な項目が { $count } 個あります。結果は最後に有効だった構成を表示しています。
lh-whatif-label = もしも
lh-whatif-heading = もしも…
lh-whatif-action = 操作
lh-whatif-fail-node = ノード障害（ダウン）
lh-whatif-cordon-node = ノードをコルドン
lh-whatif-evict-node = ノードを退避
lh-whatif-pick = ノードを選ぶと、レプリカがどうなるかが表示されます。
lh-whatif-pick-node = （ノードを選択）
lh-whatif-replica = レプリカ
lh-whatif-before = 前
lh-whatif-right-after = 直後
lh-whatif-after-wait = 補充の待機後
lh-whatif-hint = スケジュール結果がクラスターの状態になり、操作が適用され、Longhorn が再びスケジュールします。障害ノードのレプリカはその時点で障害となり、ボリュームは新しいレプリカを作成する前に replica-replenishment-wait-interval の間それらを待ちます（最後の列）。
lh-import-heading = kubectl から取り込む
lh-import-hint = このコマンドの出力を貼り付け、選択、またはドロップしてください（YAML または -o json、List または --- で区切った複数ドキュメント）:
lh-import-label = kubectl の出力
lh-import-failed = 取り込まれませんでした — 構成は変更されていません。{ $error }
lh-import-summary = ノード { $nodes } 個、ボリューム { $volumes } 個、レプリカ { $replicas } 個を取り込みました。
lh-import-recorded = クラスターが記録したもの（ノードは未貼り付け）: ノードまたはディスクが貼り付けたオブジェクトに含まれないため、シナリオにはこの配置を含めていません。
lh-import-skipped = 未使用（{ $count }）:
lh-import-notes = 注記:
lh-import-attached = ボリューム { $volume } はノード { $node } にアタッチされています。
lh-import-not-pasted = ボリューム { $volume } のこれらのレプリカは、貼り付けられていないノードまたはディスク上にあります。
lh-import-disk-uuid = ディスク UUID
lh-import-failed-at = { $time } に障害。
lh-import-not-failed = 障害なし。
lh-export-heading = 設定をエクスポート
lh-export-hint = Longhorn が保存する形式の設定です: { $namespace } 内に設定ごとに 1 つの { $kind } オブジェクト。プレイグラウンドがモデル化していない設定はクラスター上のまま残ります。適用するには:
lh-export-fix-first = 先にこれらの設定を修正してください:
lh-export-label = settings.longhorn.io オブジェクトとしての設定
lh-export-copy = コピー
lh-export-copied = コピーしました
lh-export-download = { $file } をダウンロード




## Field errors of the lab's own form
lh-error-required = 必須です
lh-error-whole-number = 整数である必要があります（入力: { $value }）
lh-error-not-a-number = 数値ではありません: 「{ $value }」
lh-error-percentage = 0 から 100 までのパーセンテージである必要があります（入力: { $value }）
lh-error-negative = 負の値は指定できません（入力: { $value }）
lh-error-not-empty = 空にできません
lh-error-duplicate-zone = ゾーン名 { $name } が重複しています
lh-error-greater-than-zero = 0 より大きい必要があります
lh-map-disk-title = { $disk }: { $maximum } のうち { $scheduled } をスケジュール済み（この実行後）

## The placement map, its overview, what-if on the map and drawing on it (moved from engine.ftl: page texts, not the engine's)

# プレイグラウンド自身の文（issue #10）：配置マップ、マップ上の what-if、図の上での編集。
map-pending = スケジュールされていないレプリカ：
map-no-zone = （ゾーンなし）
map-zone = ゾーン { $zone }
map-zone-empty = このゾーンにはまだノードがありません。
map-add-node = ＋ ノード
map-add-node-label = { $zone } にノードを追加します
map-node-label = ノード { $node }：別のゾーンへドラッグするか、Alt+← または Alt+→ を押して前後のゾーンへ移動します。
map-drawing-hint = マップ上で編集できます。ゾーン内をクリックするとそこにノードを追加し、ノードを別のゾーンへドラッグすると移動します（ノードにフォーカスして Alt+← または Alt+→ でも移動できます）。どれも 1 回の編集で、元に戻すで取り消せます。
whatif-map-fail-node = マップは、{ $node } がダウンして replica-replenishment-wait-interval が経過した後のクラスターを示します。
whatif-map-cordon-node = マップは、{ $node } がコルドンされた場合のクラスターを示します。
whatif-map-evict-node = マップは、{ $node } が退避された場合のクラスターを示します。
whatif-map-key = 破線のチップはレプリカが元あった場所と移動先を示し、印の付いたチップはレプリカが移動してくる場所を示します。
whatif-nothing = 移動するレプリカはありません。
whatif-moved = { $replica } は { $from } から { $to } へ移動します。
whatif-placed = { $replica } が { $to } に作成されます。
whatif-unscheduled = { $replica } は { $from } を離れ、どこにもスケジュールされません。
whatif-appeared-unscheduled = { $replica } は作成されますが、スケジュールされません。
whatif-removed = { $replica } は { $from } から削除されます。
whatif-many = 変わるレプリカの数：{ $count }（移動：{ $moved }、作成：{ $placed }、スケジュールされない：{ $unscheduled }、削除：{ $removed }）。
whatif-mark-moves-to = { $to } へ移動
whatif-mark-comes-from = { $from } から移動
whatif-mark-created = ここに作成
whatif-mark-unscheduled = スケジュールされない
whatif-mark-removed = 削除される
whatif-mark-fails = 失敗する
whatif-mark-evicted = 退避される
whatif-node-fail-node = ダウン
whatif-node-cordon-node = コルドン
whatif-node-evict-node = 退避中
whatif-mark-fails-replaced = 失敗し、{ $to } で置き換えられる
whatif-mark-evicted-replaced = 退避され、{ $to } で置き換えられる
whatif-mark-replaces = ここに作成され、{ $replica } を置き換える
map-overview-toggle = すべてのノードを表示
map-overview-hint = ノード { $count } 台：各マスが 1 台のノードで、そのレプリカ数を示します。斜線：ダウンまたはスケジューリング無効、破線の枠：コルドン済み、! と数字：レプリカを受け付けないディスクの数、*：印の付いたレプリカがある、濃い色で枠付き：選択したレプリカのノード。矢印キーでマスの間を移動し、Enter でノードのカードを開き、Escape で閉じます。
map-overview-drawing-hint = マスで Alt+← または Alt+→ を押すと、そのノードを前後のゾーンへ移動します。
map-square-label = { $node }：レプリカ { $replicas } 個{ $disks ->
        [0] {""}
       *[other] 、スケジュールできないディスク { $disks } 台
    }{ $marked ->
        [0] {""}
       *[other] 、印の付いたレプリカ { $marked } 個
    }。
map-square-label-down = { $node } はダウンしています：レプリカ { $replicas } 個{ $disks ->
        [0] {""}
       *[other] 、スケジュールできないディスク { $disks } 台
    }{ $marked ->
        [0] {""}
       *[other] 、印の付いたレプリカ { $marked } 個
    }。
map-square-label-off = { $node } はスケジューリングが無効です：レプリカ { $replicas } 個{ $disks ->
        [0] {""}
       *[other] 、スケジュールできないディスク { $disks } 台
    }{ $marked ->
        [0] {""}
       *[other] 、印の付いたレプリカ { $marked } 個
    }。
map-square-label-evicting = { $node } は退避（eviction）中です：レプリカ { $replicas } 個{ $disks ->
        [0] {""}
       *[other] 、スケジュールできないディスク { $disks } 台
    }{ $marked ->
        [0] {""}
       *[other] 、印の付いたレプリカ { $marked } 個
    }。
map-square-label-cordoned = { $node } はコルドンされています：レプリカ { $replicas } 個{ $disks ->
        [0] {""}
       *[other] 、スケジュールできないディスク { $disks } 台
    }{ $marked ->
        [0] {""}
       *[other] 、印の付いたレプリカ { $marked } 個
    }。
map-node-with-mark = { $node }（{ $mark }）
map-card-label = ノード { $node } のカード
map-card-close = 閉じる
map-card-close-label = ノード { $node } のカードを閉じます
lh-upgrade-heading = { $version } からアップグレードすると何が変わるか
lh-upgrade-run = このシナリオを後のリリースで実行する
lh-upgrade-newest = これが最新の選択肢です。比べる後のリリースはありません。


## The case report's button (issue 35; the report's own texts are report.ftl, fetched with it)
### ページのラベル
report-open = ケースレポート


