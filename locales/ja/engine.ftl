# エンジンの文（placement::kernel::message::Message の id）の日本語訳。
# 用語は locales/GLOSSARY.md（SUSE Storage と Continuous Delivery の日本語ドキュメント）に従う。
# 設定名・フィールド名・Longhorn や Fleet が書くメッセージは英語のまま。

longhorn-zone-unnamed = 名前のないゾーン
longhorn-already-scheduled = { $replica } は { $node }/{ $disk } のままです。この実行の前にスケジュール済みで、スケジューラはスケジュール済みのレプリカを動かしません。
longhorn-failed = { $replica } は失敗しており、この実行では再利用されませんでした。
longhorn-placed-local = { $replica } は { $node }/{ $disk } にあります。データローカリティにより、{ $volume } がアタッチされている { $node } にレプリカが 1 つ置かれます。
longhorn-placed-fallback = { $replica } は { $node }/{ $disk } にあります。{ $count } 個の候補ディスクのどれにもボリューム全体を置ける使用可能な容量がなかったため、Longhorn は任意の候補を選びます。
longhorn-placed-shares-node = { $replica } は { $node }/{ $disk } にあります。空きのある他のノードはすべて { $volume } のレプリカをすでにホストしており、ノードのアンチアフィニティはソフトなので、ノード { $node } を共有します。
longhorn-placed-shares-zone = { $replica } は { $node }/{ $disk } にあります。空きのあるゾーンはすべて { $volume } のレプリカをすでにホストしており、ゾーンのアンチアフィニティはソフトなので、ゾーン { $zone } を共有します。
longhorn-placed-replaces-evicting = { $replica } は { $node }/{ $disk } にあります。そこで退避中の { $volume } のレプリカの代わりです。
longhorn-placed-only-zone = { $replica } は { $node }/{ $disk } にあります。{ $zone } は { $volume } のレプリカがない唯一のゾーンでした。
longhorn-placed-only-candidate = { $replica } は { $node }/{ $disk } にあります。すべてのチェックとアンチアフィニティルールを満たした唯一のディスクでした。
longhorn-placed-tie = { $replica } は { $node }/{ $disk } にあります。{ $count } 個のディスクが最適な配置先として同点で、Longhorn はその中から無作為に 1 つを選びます。プレイグラウンドは最初のものを表示します。
longhorn-placed-most-usable = { $replica } は { $node }/{ $disk } にあります。{ $count } 個の候補ディスクの中で使用可能な容量（{ $usableBytes }）が最も大きいディスクでした。
longhorn-placed-best-score = { $replica } は { $node }/{ $disk } にあります。{ $count } 個の候補ディスクの中でバランススコアが最も良いディスクでした。
longhorn-unscheduled-not-tried = { $replica } はスケジュールされていません。スケジューラはこの実行でこのレプリカを試しませんでした。
longhorn-unscheduled-linked-clone = { $replica } はスケジュールされていません。{ $volume } は { $source } のリンククローンで、レプリカを受け入れられるノードのどれにも { $source } の正常なレプリカがありません（linked clone replica cannot be satisfied）。
longhorn-unscheduled-reasons = { $replica } はスケジュールされていません。Longhorn の記録：「{ $reasons }」
longhorn-change-minimal-available-percentage = storage-minimal-available-percentage を { $value } 以下にします（現在は { $current }）。
longhorn-change-over-provisioning-percentage = storage-over-provisioning-percentage を { $value } 以上にします（現在は { $current }）。
longhorn-change-soft-zone = { $volume } のゾーンのアンチアフィニティをソフトにします：{ $steps }。
longhorn-change-soft-node = { $volume } のノードのアンチアフィニティをソフトにします：{ $steps }。
longhorn-change-soft-disk = { $volume } のディスクのアンチアフィニティをソフトにします：{ $steps }。
longhorn-change-soft-zone-node = { $volume } のゾーンとノードのアンチアフィニティをソフトにします：{ $steps }。
longhorn-change-soft-node-disk = { $volume } のノードとディスクのアンチアフィニティをソフトにします：{ $steps }。
longhorn-change-soft-zone-disk = { $volume } のゾーンとディスクのアンチアフィニティをソフトにします：{ $steps }。
longhorn-change-soft-zone-node-disk = { $volume } のゾーン、ノード、ディスクのアンチアフィニティをソフトにします：{ $steps }。
longhorn-soft-step-setting = 「設定」タブで { $setting } をオン（true）にします（グローバル設定を使うすべてのボリュームに効きます）
longhorn-soft-step-override = 「ボリューム」タブでボリューム { $volume } の { $field } を「{ $option }」にします
longhorn-override-enabled = 有効（ソフト）
longhorn-name = { $name }
longhorn-unscheduled-causes = { $replica } はスケジュールされていません：{ $causes }。
longhorn-cause-not-ready = { $count ->
       *[other] { $count } 個のノード（{ $nodes }）が Ready ではありません
    }
longhorn-cause-cordoned = { $count ->
       *[other] { $count } 個のノード（{ $nodes }）がコルドン済みです（disable-scheduling-on-cordoned-node が true）
    }
longhorn-cause-scheduling-disabled = { $count ->
       *[other] { $count } 個のノード（{ $nodes }）で allowScheduling がオフです
    }
longhorn-cause-eviction-requested = { $count ->
       *[other] { $count } 個のノード（{ $nodes }）で退避が要求されています
    }
longhorn-cause-engine-not-ready = { $count ->
       *[other] { $count } 個のノード（{ $nodes }）のエンジンが準備できていません
    }
longhorn-cause-not-affinity-node = { $count ->
       *[other] { $count } 個のノード（{ $nodes }）は strict-local の { $volume } のアタッチ先ではありません
    }
longhorn-cause-no-reusable-replica = { $count ->
       *[other] { $count } 個のノード（{ $nodes }）に { $volume } の再利用可能な障害レプリカがありません
    }
longhorn-cause-outside-topology = { $count ->
       *[other] { $count } 個のノード（{ $nodes }）が { $volume } のトポロジー要件の範囲外です
    }
longhorn-cause-not-clone-source = { $count ->
       *[other] { $count } 個のノード（{ $nodes }）にリンククローン { $volume } のソースの正常なレプリカがありません
    }
longhorn-cause-node-tags = { $count } 個のノード（{ $nodes }）にノードタグ { $tags }（{ $tagCount } 個）がありません
longhorn-cause-backing-image-node-tags = { $count } 個のノード（{ $nodes }）にバッキングイメージのノードタグ { $tags }（{ $tagCount } 個）がありません
longhorn-cause-node-used = { $count } 個のノード（{ $nodes }）が { $volume } のレプリカをすでにホストしています（ノードのアンチアフィニティはハード）
longhorn-cause-zone-used = { $count } 個のノード（{ $nodes }）のゾーンが { $volume } のレプリカをすでにホストしています（ゾーンのアンチアフィニティはハード）
longhorn-cause-no-disks = { $count } 個のノード（{ $nodes }）にディスクがありません
longhorn-cause-disk-scheduling-disabled = { $nodes } の { $count } 台のディスクで allowScheduling がオフです
longhorn-cause-disk-evicting = { $nodes } の { $count } 台のディスクで退避が要求されています
longhorn-cause-disk-not-ready = { $nodes } の { $count } 台のディスクが Ready ではありません
longhorn-cause-disk-condition-false = { $nodes } の { $count } 台のディスクの Schedulable 状態が False と記録されています
longhorn-cause-disk-full = { $nodes } の { $count } 台のディスクが満杯で、どのレプリカも置けません（Fits(0, 0) が不成立）
longhorn-cause-disk-type = { $nodes } の { $count } 台のディスクは { $volume } に必要な種類ではありません（v1：ファイルシステム、v2：ブロック）
longhorn-cause-ext4-size = { $nodes } の { $count } 台のディスクは ext4 で、16 TiB 以上の v1 ボリュームを置けません
longhorn-cause-disk-tags = { $nodes } の { $count } 台のディスクにディスクタグ { $tags }（{ $tagCount } 個）がありません
longhorn-cause-backing-image-disk-tags = { $nodes } の { $count } 台のディスクにバッキングイメージのディスクタグ { $tags }（{ $tagCount } 個）がありません
longhorn-cause-storage = { $nodes } の { $count } 台のディスクに { $sizeBytes } を置く空きがありません
longhorn-cause-storage-closest = { $nodes } の { $count } 台のディスクに { $sizeBytes } を置く空きがありません（最も近い { $node }/{ $disk } でも空き容量があと { $missingBytes } 必要です）
longhorn-cause-disk-anti-affinity = { $nodes } の { $count } 台のディスクが { $volume } のレプリカをすでにホストしています（ディスクのアンチアフィニティはハード）
longhorn-cause-not-local = { $nodes } の { $count } 台のディスクがデータローカリティ best-effort で除外されました
longhorn-cause-disk-not-clone-source = { $nodes } の { $count } 台のディスクにリンククローン { $volume } のソースの正常なレプリカがありません
longhorn-change-free-space = ノード { $node } のディスク { $disk } の「使用可能」を { $availableBytes } 以上にします（現在は { $currentBytes }）。そこで { $bytes } を空けます。
longhorn-change-grow-disk = ノード { $node } のディスク { $disk } を { $bytes } 拡張します：「最大」を { $maximumBytes }、「使用可能」を { $availableBytes } にします。
longhorn-change-node-ready = ノード { $node } の「Ready」をオンにします。実際のクラスターでは、kubectl -n longhorn-system get nodes.longhorn.io { $node } が Ready を示すまで、kubelet と longhorn-manager が動くようにノードを復旧します。
longhorn-change-node-uncordon = ノード { $node } の「コルドン済み」をオフにします（実際のクラスターでは kubectl uncordon { $node }）。
longhorn-change-node-allow-scheduling = ノード { $node } の「allowScheduling」をオンにします（実際のクラスターでは kubectl -n longhorn-system edit nodes.longhorn.io { $node } で spec.allowScheduling: true）。
longhorn-change-node-stop-eviction = ノード { $node } の「evictionRequested」をオフにします（実際のクラスターでは kubectl -n longhorn-system edit nodes.longhorn.io { $node } で spec.evictionRequested: false）。
longhorn-change-node-engine-ready = ノード { $node } の「エンジン準備完了」をオンにします。実際のクラスターでは、そのノードでエンジンイメージとインスタンスマネージャーが動いている必要があります（kubectl -n longhorn-system get engineimages,instancemanagers）。
longhorn-change-disk-ready = ノード { $node } のディスク { $disk } の「Ready」をオンにします。実際のクラスターでは、ディスクがそのパスにマウントされ、longhorn-manager から届く必要があります。
longhorn-change-disk-allow-scheduling = ノード { $node } のディスク { $disk } の「allowScheduling」をオンにします（実際のクラスターでは kubectl -n longhorn-system edit nodes.longhorn.io { $node } で spec.disks.{ $disk }.allowScheduling: true）。
longhorn-change-disk-stop-eviction = ノード { $node } のディスク { $disk } の「evictionRequested」をオフにします（実際のクラスターでは kubectl -n longhorn-system edit nodes.longhorn.io { $node } で spec.disks.{ $disk }.evictionRequested: false）。
longhorn-change-disk-condition = ノード { $node } のディスク { $disk } の「Schedulable 状態」を「Ready と数値から算出」にします。記録された状態は古く、Longhorn は次のノード同期で計算し直します。
longhorn-change-tag-node = ノード { $node } の「タグ」に { $nodeTags }（{ $nodeTagCount } 個）を追加します（実際のクラスターでは kubectl -n longhorn-system edit nodes.longhorn.io { $node } の spec.tags）。
longhorn-change-tag-disk = ノード { $node } のディスク { $disk } の「タグ」に { $diskTags }（{ $diskTagCount } 個）を追加します（実際のクラスターでは kubectl -n longhorn-system edit nodes.longhorn.io { $node } の spec.disks.{ $disk }.tags）。
longhorn-change-tag-node-disk = ノード { $node } の「タグ」に { $nodeTags }（{ $nodeTagCount } 個）を、そのディスク { $disk } の「タグ」に { $diskTags }（{ $diskTagCount } 個）を追加します（実際のクラスターでは kubectl -n longhorn-system edit nodes.longhorn.io { $node } の spec.tags と spec.disks.{ $disk }.tags）。
longhorn-change-drop-disk-selector = ボリューム { $volume } の「ディスクセレクタ」から { $tags }（{ $count } 個）を削除します。
longhorn-outside-strict-local = { $volume } は strict-local で、レプリカはアタッチ先ノードにしか置けません。実際のクラスターでは、レプリカを受け入れられるノードでワークロードを動かすか、spec.dataLocality を best-effort にします（kubectl -n longhorn-system edit volumes.longhorn.io { $volume }）。
longhorn-outside-topology = { $volume } のレプリカを受け入れるのは、そのトポロジー要件内のノードだけです。実際のクラスターでは、受け入れ可能なノードに要件が挙げるゾーンを付けるか（kubectl label node NODE topology.kubernetes.io/zone=ZONE）、要件を広げます。
longhorn-outside-linked-clone = { $volume } はリンククローンで、レプリカはソースボリュームの正常なレプリカの隣にしか置けません。実際のクラスターでは、このレプリカを受け入れられるノードにソースの正常なレプリカを再構築させるか、クローンをフルコピーで作成します。
longhorn-outside-disk-type = { $engine } ボリュームには{ $engine ->
        [v2] ブロック
       *[other] ファイルシステム
    }ディスクが必要です。実際のクラスターでは、ノード { $node } に追加します（kubectl -n longhorn-system edit nodes.longhorn.io { $node } の spec.disks、diskType { $engine ->
        [v2] block
       *[other] filesystem
    }）。
longhorn-outside-ext4-size = 16 TiB 以上の v1 ボリュームは ext4 ディスクに置けません。実際のクラスターでは、XFS ファイルシステム上のディスクをノード { $node } に追加します（kubectl -n longhorn-system edit nodes.longhorn.io { $node } の spec.disks）。
longhorn-outside-no-disks = { $nodeCount } 個のノード（{ $nodes }）にディスクがありません。「+ ディスク」で追加します（実際のクラスターでは kubectl -n longhorn-system edit nodes.longhorn.io { $node } の spec.disks）。
longhorn-diff-nothing = 何も移動していません。すべてのレプリカはこの編集の前と同じ場所にあります。
longhorn-diff-moved = { $replica } が { $from } → { $to } に移動しました。
longhorn-diff-placed = { $replica } は { $to } に配置されました。
longhorn-diff-unscheduled = { $replica } は { $from } にありましたが、スケジュールされていない状態になりました。
longhorn-diff-appeared-unscheduled = { $replica } は新しく、スケジュールされていません。
longhorn-diff-removed = { $replica } はなくなりました。
longhorn-diff-many = { $count } 個のレプリカが変わりました：移動 { $moved }、新規配置 { $placed }、未スケジュール { $unscheduled }、削除 { $removed }。
# データローカリティ best-effort（search.rs）と、障害レプリカを再利用しない理由（schedule/reuse.rs）。
longhorn-locality-no-local-disk = データローカリティ best-effort：この階層にはアタッチ先ノード { $node } の候補ディスクがないため、どの候補も使われ得ます。
longhorn-locality-prefer-local = データローカリティ best-effort：アタッチ先ノード { $node } に正常なレプリカがないため、そのノードの候補ディスク { $count } 台が優先されます。
longhorn-reuse-v2-fast-rebuild-off = v2 データエンジンの fast-replica-rebuild-enabled が false です。v2 ボリュームは障害レプリカを再利用せず、その復帰も待ちません
longhorn-reuse-no-disk = ノードまたはディスクがありません
longhorn-reuse-retry-limit = rebuildRetryCount { $count } が上限 { $limit } に達しました
longhorn-reuse-evicting = 退避が要求されています
longhorn-reuse-not-affinity-node = ハードアフィニティのノード上にありません
longhorn-reuse-node-not-schedulable = ノード { $node } はスケジュールできません（{ $verdict ->
        [not-ready] Ready ではない
        [cordoned] コルドン済み
        [scheduling-disabled] スケジューリング無効
        [eviction-requested] 退避が要求されている
        [engine-not-ready] エンジン未準備
        [not-affinity-node] ハードアフィニティのノードではない
        [no-reusable-replica] 再利用可能なレプリカがない
        [outside-topology] トポロジー要件の範囲外
        [not-clone-source] ソースボリュームの正常なレプリカがない
       *[other] { $verdict }
    }）
longhorn-reuse-engine-not-ready = ノード { $node } のエンジンイメージが準備できていません
longhorn-reuse-disk-unavailable = ディスク { $disk } は使用できません（スケジューリング無効、退避中、または未準備）
longhorn-reuse-disk-not-schedulable = ディスク { $disk } はスケジュール不可です（理由 "{ $reason }"）。故障したレプリカを再利用できるのは、DiskPressure で満杯ではないディスクだけです（isFailedReplicaReusable）
longhorn-reuse-disk-full = ディスク { $disk } は DiskPressure で満杯です：空き { $availableBytes } は 切り捨て({ $maximumBytes } × { $percentage } / 100) = { $limitBytes } より大きくありません（isDiskNotFull）
longhorn-reuse-source-missing = ソースレプリカ { $source } がシナリオにありません（ソースボリュームのレプリカが必要です）
longhorn-reuse-source-other-disk = ソースレプリカ { $source } が同じディスク上にありません
longhorn-reuse-source-unhealthy = ソースレプリカ { $source } が正常ではありません（障害、または一度も正常になっていない）

# ボリュームのトポロジー要件（schedule/volume.rs）とリンククローンのソース（search/clone.rs）。
longhorn-topology-applied = Longhorn { $version }：ボリュームのトポロジー要件により、レプリカは { $terms } のノードにだけ置かれます（getNodeCandidates、ハードアフィニティの固定の後）。該当するノードがないと "topology requirement cannot be satisfied" になります。
longhorn-topology-ignored = Longhorn { $version }：ボリュームのトポロジー要件は無視されます。このバージョンのスケジューラーには存在しません（master ブランチのみ。適用するには master を選んでください）。
longhorn-linked-clone-source-missing = { $source } のリンククローン：{ $source } がシナリオにないため、ソースレプリカが分からず、レプリカを配置できません（"linked clone replica cannot be satisfied"）。ソースボリュームとそのレプリカを追加してください。
longhorn-linked-clone = { $source } のリンククローン：レプリカは { $source } の正常なレプリカがあるディスク（{ $replicas }）にだけ置かれます。Longhorn v1.12.1 と master の動作です（buildLinkedCloneSrcNodeDiskMap、ハードアフィニティの固定の前）。Longhorn v1.11.0–v1.12.0 は同じディスクに限りますが、すべてのノードを候補に残し、退避中のレプリカもソースとして数えます。
longhorn-linked-clone-no-healthy-source = { $source } のリンククローン：レプリカは { $source } の正常なレプリカがあるディスクにだけ置かれますが、それがないため、レプリカを配置できません（Longhorn v1.12.1 と master：buildLinkedCloneSrcNodeDiskMap、ハードアフィニティの固定の前。v1.11.0–v1.12.0 は退避中のレプリカもソースとして数えます）。
longhorn-linked-clone-before-node-map = Longhorn { $version } での { $source } のリンククローン：レプリカは { $source } の正常なレプリカ（退避中のものを含む）があるディスクにだけ置かれます（{ $replicas }。getSrcReplicaNodesAndDisks）。すべてのノードが候補に残るため、そのようなディスクのないノードは "disks are unavailable" になります。v1.12.1 からはソースのノードだけが残り、残らないと "linked clone replica cannot be satisfied" になります。
longhorn-linked-clone-before-node-map-none = Longhorn { $version } での { $source } のリンククローン：レプリカは { $source } の正常なレプリカ（退避中のものを含む）があるディスクにだけ置かれます（なし。getSrcReplicaNodesAndDisks）。すべてのノードが候補に残るため、そのようなディスクのないノードは "disks are unavailable" になります。v1.12.1 からはソースのノードだけが残り、残らないと "linked clone replica cannot be satisfied" になります。
longhorn-upgrade-none = { $from } から { $to } へのアップグレードで、配置も理由も変わるレプリカはありません。
longhorn-upgrade-count = { $from } から { $to } へのアップグレードで変わるレプリカは { $count } 個です。
longhorn-upgrade-moved = { $volume } の { $replica }：{ $from } では { $before }、{ $to } では { $after }。
longhorn-upgrade-placed = { $volume } の { $replica }：{ $from } では配置されず（"{ $before }"）、{ $to } では { $after }。
longhorn-upgrade-unplaced = { $volume } の { $replica }：{ $from } では { $before }、{ $to } では配置されません（"{ $after }"）。
longhorn-upgrade-reason = { $volume } の { $replica }：どちらのリリースでも配置されません。Longhorn の理由は { $from } では "{ $before }"、{ $to } では "{ $after }" です。
# ボリュームコントローラのボリューム単位の規則（schedule/condition.rs、schedule/volume/locality.rs）。
longhorn-degraded-availability = { $wanted } 個中 { $placed } 個のレプリカを配置しました。ボリュームがアタッチされておらず allow-volume-creation-with-degraded-availability が true なので、Longhorn は Scheduled のままと報告します：reconcileVolumeCondition が条件を "Reset schedulable due to allow volume creation with degraded availability" 付きの True に戻します（この設定がなければ "{ $failure }"）。
longhorn-degraded-availability-missing = { $wanted } 個中 { $placed } 個のレプリカが配置済みで正常です。ボリュームがアタッチされておらず allow-volume-creation-with-degraded-availability が true なので、Longhorn は Scheduled のままと報告します：reconcileVolumeCondition が条件を "Reset schedulable due to allow volume creation with degraded availability" 付きの True に戻します。
longhorn-detached-no-rebuild = ボリュームがアタッチされていないため、Longhorn は何も再構築しません：レプリカのあるデタッチ済みボリュームでは replenishReplicas がすぐに戻り、{ $wanted } 個中 { $missing } 個のレプリカはアタッチされるまで欠けたままです（{ $source }）。デタッチ中のボリュームは Degraded になりません。
longhorn-offline-rebuilding = ボリュームはアタッチされていませんが、{ $source } なので、ボリューム再構築コントローラがアタッチして { $wanted } 個中 { $missing } 個のレプリカを再構築します（表示のとおり。このアタッチでの best-effort・strict-local のローカリティはモデル化していません）。
longhorn-offline-rebuilding-nowhere = ボリュームはアタッチされておらず { $source } ですが、再利用できる故障レプリカも新しいレプリカを置けるディスクもないため、ボリューム再構築コントローラはアタッチしません（canReuseOrScheduleReplicas）：{ $wanted } 個中 { $missing } 個のレプリカは欠けたままです。
longhorn-eviction-attaches = ボリュームはアタッチされていませんが、{ $replica } が退避を要求しています：ボリューム退避コントローラがアタッチし、Longhorn は { $wanted } 個中 { $missing } 個のレプリカを置き換えます（表示のとおり）。
longhorn-eviction-attaches-nowhere = ボリュームはアタッチされておらず { $replica } が退避を要求していますが、代わりを置けるディスクがないため、ボリューム退避コントローラはアタッチしません（hasDiskCandidateForReplicaEviction）：{ $wanted } 個中 { $missing } 個のレプリカは置き換えられないままです。
longhorn-locality-migration = データローカリティ best-effort：ボリュームは正常で { $node } にアタッチされていますが、そこにレプリカがないため、Longhorn は { $node } に固定した { $replica } を追加します（ReconcileEngineReplicaState、事前チェックなし）。再構築が終わると正常なレプリカが 1 個多くなり、Longhorn は { $trimmed } を削除します（cleanupDataLocalityReplicas）。
longhorn-locality-migration-tie = データローカリティ best-effort：ボリュームは正常で { $node } にアタッチされていますが、そこにレプリカがないため、Longhorn は { $node } に固定した { $replica } を追加します（ReconcileEngineReplicaState、事前チェックなし）。再構築が終わると、Longhorn は { $trimmed } のいずれかを削除します（cleanupDataLocalityReplicas。グループが同数で、Go のマップ順で一つが選ばれます）。
longhorn-locality-migration-unplaced = データローカリティ best-effort：ボリュームは正常で { $node } にアタッチされていますが、そこにレプリカがないため、Longhorn は { $node } に固定した { $replica } を追加します（ReconcileEngineReplicaState）。しかし { $node } には置けません：LocalReplicaSchedulingFailure で未スケジュールのまま残り、それがある間 Longhorn は再試行しません。

fleet-cluster-unmatched = { $cluster } はどのパーティションにも一致しないため、Fleet はデプロイせず、Pending として数えられます。
fleet-cluster-not-target = ラウンド { $round } の時点で { $cluster } はバンドルのターゲットではありません。
fleet-cluster-ready = ラウンド { $round } で { $cluster } は Ready です。
fleet-cluster-waits-stop = { $cluster } は待機中です。{ $stopPartition } の最新でないか利用できないクラスターが { $max } 個以下になるまで、{ $partition } は開始できません（現在 { $bad } 個）。
fleet-cluster-waits-partition-limit = { $cluster } は待機中です。{ $partition } には利用できないクラスターがすでに { $unavailable } 個あり、許される上限は { $max } 個です。
fleet-cluster-waits-partition-limit-zero = { $cluster } は待機中です。{ $partition } の maxUnavailable が 0 のため、更新中に利用できなくなってよいクラスターがなく、Fleet はどのクラスターも昇格しません。
fleet-cluster-waits-bundle-limit = { $cluster } は待機中です。バンドルには利用できないクラスターがすでに { $unavailable } 個あり、許される上限は { $max } 個です。
fleet-cluster-waits-bundle-limit-zero = { $cluster } は待機中です。バンドルの maxUnavailable が 0 のため、更新中に利用できなくなってよいクラスターがなく、Fleet はどれも昇格しません。
fleet-cluster-waits-bundle-paused = { $cluster } は待機中です。バンドルが一時停止されているため、ステージングされたデプロイメントは昇格されません。
fleet-cluster-waits-paused = { $cluster } は待機中です。このクラスターは一時停止されているため、ステージングされたデプロイメントは昇格されません。
fleet-cluster-waits-max-new = { $cluster } は BundleDeployment を待っています。調整ごとに作成されるのは最大 { $maxNew } 個です。
fleet-cluster-state = ラウンド { $round } で { $cluster } は { $state } です。
fleet-change-partition-max-unavailable = { $partition } の maxUnavailable を { $value } にします（現在は { $current ->
        [none] 未設定
       *[other] { $current }
    }）。
fleet-change-max-unavailable = maxUnavailable を { $value } にします（現在は { $current ->
        [none] 未設定
       *[other] { $current }
    }）。
fleet-change-max-unavailable-partitions = maxUnavailablePartitions を { $value } にします（現在は { $current ->
        [none] 未設定
       *[other] { $current }
    }）。
fleet-change-max-unavailable-with-partitions = 戦略の maxUnavailable（現在は { $current ->
        [none] 未設定
       *[other] { $current }
    }）とパーティション { $partitions } の maxUnavailable を { $value } にします。パーティション自身の値が戦略の値より優先されます。
fleet-change-partition-selector = パーティション { $partition } に clusterSelector { $selector } を設定します。条件がないパーティションはどのクラスターにも一致しません。
fleet-change-add-partition = clusterSelector が { $selector } のパーティション { $partition } を追加します。
fleet-outside-unpause-bundle = 修正は戦略の外にあります。バンドルの一時停止を解除してください（GitRepo の spec.paused を false に。例: kubectl edit gitrepo NAME -n NAMESPACE）。
fleet-outside-unpause-cluster = 修正は戦略の外にあります。{ $cluster } の一時停止を解除してください（kubectl edit clusters.fleet.cattle.io { $cluster } -n NAMESPACE, spec.paused: false）。
fleet-outside-cluster-not-ready = 修正は戦略ではなく { $cluster } 自体にあります。デプロイメントは昇格されましたが Ready ではありません。kubectl get bundledeployments -A -o wide とエージェントのログで原因を確認してください。

# Fleet のパーティションの作られ方（fleet/targets.rs）と、ストラテジーの値の効果（fleet/strategy.rs）。
fleet-partitions-single-size = autoPartitionSize が { $size }（≤ 0）：パーティションは 1 つ
fleet-partitions-single-threshold = autoPartitionThreshold が { $threshold }（≤ 0）：パーティションは 1 つ
fleet-partitions-single-below = ターゲット { $count } < autoPartitionThreshold { $threshold }：パーティションは 1 つ
fleet-partitions-auto = ターゲット { $count } ≥ autoPartitionThreshold { $threshold }：自動パーティション
fleet-partitions-size = パーティションのサイズ：autoPartitionSize { $explanation }
fleet-partitions-sizes = パーティション：{ $sizes }
fleet-partitions-manual = 手動パーティション { $count } 個（記述順。条件は AND）
fleet-partitions-manual-membership = クラスターがメンバーになるのは、そのクラスターグループ（名前とラベル）のいずれか 1 つについてすべての条件が同時に成り立つときです。どのグループにも属さないクラスターは空のグループとして照合されるため、{"{}"} のような clusterGroupSelector や NotIn / DoesNotExist の式に一致します
fleet-partitions-unmatched = ターゲット { $count } 個がどのパーティションにも一致しません。デプロイされることはありませんが、バンドルのサマリーでは（Pending として）数えられるため、バンドルは Ready になりません
fleet-partition-no-criteria = { $path }（{ $name }）は clusterName、clusterSelector、clusterGroup、clusterGroupSelector のどれも設定していないため、どのクラスターにも一致しません
fleet-partition-no-criteria-unnamed = { $path }（名前なし）は clusterName、clusterSelector、clusterGroup、clusterGroupSelector のどれも設定していないため、どのクラスターにも一致しません
fleet-partition-unknown-group = { $path }.clusterGroup：「{ $group }」という名前のクラスターグループはありません。このパーティションはどのクラスターにも一致しません
fleet-partition-matches-none = { $path }（{ $name }）はどのクラスターにも一致しません
fleet-partition-matches-none-unnamed = { $path }（名前なし）はどのクラスターにも一致しません
fleet-warning-negative-clamped = { $field } は { $value } です。Fleet の limit() は負の整数を 0 に切り上げます。
fleet-warning-negative-size = rolloutStrategy.autoPartitionSize は { $value } です。Fleet は 0 以下の整数では自動パーティションを無効にするため、すべてのターゲットが 1 つのパーティションになります。
fleet-warning-negative-threshold = rolloutStrategy.autoPartitionThreshold は { $value } です。Fleet は 0 以下のしきい値では自動パーティションを無効にするため、すべてのターゲットが 1 つのパーティションになります。
fleet-warning-negative-max-new = rolloutStrategy.maxNew は { $value } です。Fleet はこの調整での作成数が maxNew 未満の間だけ BundleDeployment を作成するため、BundleDeployment は一つも作成されません。
fleet-warning-unread-value = { $field } の "{ $value }" は、{ $reason }間は一度も読まれません。Fleet の limit() は到達した値だけを解析します。到達すると、毎回の調整が次のエラーで失敗します: { $error }
fleet-unread-below-threshold = ターゲット数（{ $count }）が autoPartitionThreshold（{ $threshold }）より少ない
fleet-unread-partitioning-off = autoPartitionThreshold が { $threshold }（≤ 0）で自動パーティション分割が無効な
fleet-unread-manual-partitions = パーティションが手動である
fleet-unread-empty-partition = { $path } がどのクラスターにも一致せず、クラスター 0 個の limit() は値を読む前に 1 を返す
fleet-unread-no-targets = バンドルにターゲットがなく、クラスター 0 個の limit() は値を読む前に 1 を返す
fleet-warning-group-selector = ClusterGroup { $namespace }/{ $name } のセレクターは Fleet が使えません。コントローラーは "{ $log }" をエラー "{ $error }" とともにログに出し、このグループを飛ばすため、グループにはどのクラスターも入りません

# Kubernetes のストレージ容量ラボの答え、変更の提案、変更の要約。
capacity-pod-rejected = { $pod } はスケジュールできません。PreFilter が「{ $message }」で拒否します。
capacity-pod-skipped = { $pod } にはボリュームバインディングプラグインが確認する要求がないため、すべてのノードが通過します。
capacity-pod-feasible = { $pod } は { $total } 個のノードのうち { $feasible } 個に収まり、スケジューラーは { $selected } を選びます。
capacity-pod-none = { $pod } はスケジュールできません。ボリュームバインディングのフィルターを通過するノードがなく、スケジューラーは「{ $event }」と報告します。
capacity-node-prefilter = { $node } は確認されません。PreFilter が Pod を「{ $message }」で拒否します。
capacity-node-passes-no-claims = { $node } は通過します。Pod にはボリュームバインディングプラグインが確認する要求がありません。
capacity-node-passes-capacity = { $node } は通過します。{ $segment } 向けの CSIStorageCapacity { $capacity } は { $limitBytes } を提供し、要求 { $claim } の { $requestBytes } に足ります。
capacity-node-passes-no-request = { $node } は通過します。要求 { $claim } はこのノード向けにプロビジョニングでき、サイズを要求していないため容量は確認されません。
capacity-node-passes-no-driver = { $node } は通過します。要求 { $claim } はこのノード向けにプロビジョニングでき、{ $driver } という名前の CSIDriver がないため容量は確認されません。
capacity-node-passes-not-tracked = { $node } は通過します。要求 { $claim } はこのノード向けにプロビジョニングでき、CSIDriver { $driver } が storageCapacity を有効にしていないため容量は確認されません。
capacity-node-passes-static = { $node } は通過します。要求 { $claim } はこのノードから到達できる利用可能な PersistentVolume にバインドできます。
capacity-node-passes-bound = { $node } は通過します。Pod のバインド済みボリュームはすべてこのノードから到達できます。
capacity-node-fails = { $node } は通過しません。スケジューラーの記録：「{ $reasons }」
capacity-node-fails-pv-missing = { $node } は通過しません。要求 { $claim } は PersistentVolume { $pv } にバインドされていますが、そのボリュームは存在しません。
capacity-node-fails-pv-affinity = { $node } は通過しません。要求 { $claim } は PersistentVolume { $pv } にバインドされており、そのボリュームのノードアフィニティに { $node } が含まれません。
capacity-node-fails-selected-node = { $node } は通過しません。要求 { $claim } はすでに { $selected } 向けにプロビジョニング中です（アノテーション volume.kubernetes.io/selected-node）。
capacity-node-fails-no-provisioner = { $node } は通過しません。そこでは要求 { $claim } に合う利用可能な PersistentVolume がなく、ストレージクラス { $class } はプロビジョニングできません。
capacity-node-fails-topology = { $node } は通過しません。ストレージクラス { $class } は { $allowed } にだけボリュームを許可するため、要求 { $claim } は { $node } 向けにプロビジョニングできません。
capacity-node-fails-capacity = { $node } は通過しません。このノードに届く最大の CSIStorageCapacity（{ $segment } 向けの { $capacity }）は { $limitBytes } で、要求 { $claim } の { $requestBytes } より小さいです。
capacity-node-fails-capacity-unset = { $node } は通過しません。このノードに届くクラス { $class } の CSIStorageCapacity はサイズを公開しておらず、サイズのないオブジェクトは要求 { $claim } に決して合いません。
capacity-node-fails-no-capacity = { $node } は通過しません。クラス { $class } の CSIStorageCapacity がこのノードに届かないため、要求 { $claim } の { $requestBytes } を置く容量がありません。
capacity-change-raise-capacity = { $capacity } が { $bytes } 以上を提供するようにし、その大きさの CSIStorageCapacity が { $node } に届くようにします（現在は { $currentBytes }）。
capacity-change-add-capacity = { $node } に届く、クラス { $class } で { $bytes } 以上の CSIStorageCapacity を公開します。
capacity-change-claim-request = 要求 { $claim } のリクエストを { $bytes } 以下にします（現在は { $currentBytes }）。
capacity-change-node-labels = { $node } にラベル { $labels } を付けます。
capacity-change-class-allow-topology = ストレージクラス { $class } の allowedTopologies に { $key }={ $value } を追加し、{ $node } を許可します。
capacity-change-class-wait-for-first-consumer = ストレージクラス { $class } を WaitForFirstConsumer にします。Immediate では要求ができた時点で、ドライバーが選んだ場所に容量の確認なしでボリュームが作られ、スケジューラーはそれを待つだけです。クラスはクラスター上で変更できないため、volumeBindingMode: WaitForFirstConsumer のクラスを作成し、要求で使ってください。
capacity-outside-pv-missing = 修正はラボの外にあります。要求 { $claim } は存在しない永続ボリューム { $pv } にバインドされています。{ $pv } を復元する（kubectl apply -f でマニフェストを適用）か、要求を削除して新しいボリュームをプロビジョニングさせてください（kubectl delete pvc { $claim }。データは失われます）。
capacity-outside-pv-affinity = 修正はラボの外にあります。{ $pv }（要求 { $claim }）は { $allowed } からしか使えず、永続ボリュームのノードアフィニティはクラスター上で変更できません。Pod をそこで動かすか、データを移してください。データをコピーしてから要求 { $claim } を削除・再作成すると、{ $node } 用に新しいボリュームがプロビジョニングされます（kubectl delete pvc { $claim }）。
capacity-outside-selected-node = 修正はラボの外にあります。プロビジョナーはすでに { $selected } 用に { $claim } のボリュームを作成中です（アノテーション volume.kubernetes.io/selected-node）。完了を待つか、kubectl annotate pvc { $claim } volume.kubernetes.io/selected-node- でスケジューラーに選び直させてください。
capacity-outside-no-provisioner = 修正はラボの外にあります。クラス { $class } は何もプロビジョニングしないため、要求 { $claim } には { $node } から届く永続ボリュームを手動で作成する（kubectl apply -f pv.yaml）か、CSI ドライバーのクラスが必要です。
capacity-outside-capacity-unset = 修正はラボの外にあります。{ $node } に届くクラス { $class } の CSIStorageCapacity に容量がありません。これを書くのはドライバーの external-provisioner です。ログを確認してください（ドライバーのコントローラー Pod で kubectl logs -c csi-provisioner）。
capacity-outside-prebound = 修正はラボの外にあります。要求 { $claim } は永続ボリューム { $pv } を指定していますが、まだバインドされていません。ボリュームコントローラーがバインドするのを待つか、{ $pv } を確認してください（kubectl describe pv { $pv }）。
capacity-outside-class-missing = 修正はラボの外にあります。要求 { $claim } は存在しないストレージクラス { $class } を求めています。クラスを作成する（kubectl apply -f storageclass.yaml）か、既存のクラスで要求を作り直してください。
capacity-outside-claim-problem = 修正はラボの外にあります。スケジューラーのメッセージは「{ $message }」です。それに従って要求 { $claim } を削除または修正してください（kubectl describe pvc { $claim }）。別の Pod 用に作られた要求は削除すると、コントローラーがこの Pod 用に作り直します。
capacity-diff-nothing = 何も変わっていません。すべてのノードがこの編集の前と同じ判定です。
capacity-diff-now-passes = { $node } は通過するようになりました。
capacity-diff-now-fails = { $node } は通過しなくなりました。
capacity-diff-many = { $count } 個のノードの判定が変わりました：通過するようになったもの { $pass }、通過しなくなったもの { $fail }。
capacity-diff-pod = 判定が変わったノードはありません。スケジューラーは { $before } の代わりに { $after } を選ぶようになりました。

# 容量と Fleet の説明（issue #11）：容量ラボの要求ごとのチェック、PreFilter による
# Pod のボリュームの分類、PreBind、シミュレーションのタイムライン。
capacity-claim-pv-missing = PersistentVolume "{ $pv }" は存在しません
capacity-claim-node-conflict = PersistentVolume "{ $pv }" の nodeAffinity がノード { $node } に一致しません
capacity-claim-bound = PersistentVolume "{ $pv }" にノード { $node } から到達できます
capacity-claim-selected-other = アノテーション volume.kubernetes.io/selected-node={ $selected } は別のノードを指しています
capacity-claim-static-match = PersistentVolume "{ $pv }"（{ $sizeBytes }）に一致します
capacity-claim-no-provisioner = 一致する PersistentVolume がなく、ストレージクラス "{ $class }" はプロビジョニングできません（プロビジョナー "{ $provisioner }"）
capacity-claim-topology = ストレージクラス "{ $class }" の allowedTopologies がノード { $node } を除外しています
capacity-claim-no-room = ノード { $node } に届くクラス "{ $class }" の CSIStorageCapacity には { $requestBytes } の空きがありません
capacity-claim-provisionable = { $provisioner } がノード { $node } 向けにプロビジョニングできます
capacity-claim-not-checked = チェックされていません：このノードではプラグインが前の要求で止まりました
capacity-skip-no-request = 要求にストレージのリクエストがありません
capacity-skip-no-driver = "{ $driver }" という CSIDriver がないため、容量はチェックされません
capacity-skip-tracking-false = CSIDriver "{ $driver }" の storageCapacity が false のため、容量はチェックされません
capacity-skip-tracking-unset = CSIDriver "{ $driver }" の storageCapacity が未設定のため、容量はチェックされません
capacity-object-unset = maximumVolumeSize も capacity も設定されていないため、決して収まりません
capacity-object-fits = { $field } { $limitBytes } ≥ リクエスト { $requestBytes }
capacity-object-short = { $field } { $limitBytes } < リクエスト { $requestBytes }
capacity-why-csi-inline = CSI インラインのエフェメラルボリューム：ストレージ容量の追跡なしでスケジュールされます
capacity-why-not-examined = 調べられていません：PreFilter が前のボリュームで止まりました
capacity-why-bound = PersistentVolume "{ $pv }" にバインド済み
capacity-why-delayed = 未バインド、クラスは WaitForFirstConsumer：ノードごとに決まります
capacity-why-pre-bound = ボリュームに事前バインドされていますが、バインドが完了していません
capacity-why-no-class = 未バインドで、ストレージクラスがありません
capacity-why-class-missing = 未バインドで、ストレージクラス "{ $class }" が存在しません：スケジューラーはこれを遅延なしとして扱います（IsDelayBindingMode）
capacity-why-immediate = 未バインド、クラスは Immediate：ドライバーが単独でボリュームを作成し、Pod はそれに従います
capacity-prebind-volume-gone = ボリューム { $volume } はなくなりました
capacity-prebind-claim-deleted = 要求 { $claim } は削除されました
capacity-prebind-affinity-lost = ボリューム { $volume } のノードアフィニティがノード { $node } を受け入れなくなりました
capacity-prebind-volume-taken-back = PV コントローラーがボリューム { $volume } を取り戻しました（claimRef に UID がありません）
capacity-prebind-waiting-pv-controller = PV コントローラーが要求 { $claim } をボリューム { $volume } にバインドするのを待っています
capacity-prebind-bound-to-volume = 要求 { $claim } はボリューム { $volume } にバインドされています
capacity-prebind-no-annotations = 要求 { $claim } にはもうアノテーションがありません
capacity-prebind-selected-other = 要求 { $claim } の selected-node アノテーションはノード { $node } を指しています
capacity-prebind-selected-removed = 要求 { $claim } の selected-node アノテーションは削除されました（プロビジョナーが断念しました）
capacity-prebind-volume-not-cached = 要求 { $claim } はボリューム { $volume } を指していますが、まだキャッシュにありません
capacity-prebind-volume-unreachable = 新しいボリューム { $volume } にノード { $node } から到達できません
capacity-prebind-waiting-provisioning = 要求 { $claim } のボリュームがプロビジョニングされてバインドされるのを待っています
capacity-prebind-bound-to-new-volume = 要求 { $claim } は新しいボリューム { $volume } にバインドされています
capacity-prebind-not-checked = チェックされていません：checkBindings が前の要求で止まりました
capacity-prebind-no-claim = Pod は要求を使っていないため、PreBind にはバインドするものがなく、すぐに成功します。
capacity-prebind-already-bound = Pod のすべての要求は Reserve の時点ですでにバインドされていたため、PreBind はすぐに成功します。
capacity-prebind-all-bound = Pod { $pod } のすべての要求がバインドされているため、PreBind は成功し、Pod はノード { $node } にバインドされます。
capacity-prebind-fails = PreBind は「binding volumes: { $error }」で失敗します。Pod のボリュームの予約は解除され、Pod はスケジューリングキューに戻ります。
capacity-prebind-timeout = { $elapsed } 秒たっても要求がバインドされておらず、bindTimeoutSeconds（{ $timeout } 秒）に達したため、PreBind は「{ $error }」で失敗し、Pod はスケジューリングキューに戻ります。
capacity-prebind-waiting = まだバインドされていない要求があるため、PreBind は 1 秒後にもう一度チェックします。bindTimeoutSeconds（{ $timeout } 秒）で、つまり今から { $left } 秒後に断念します。
capacity-prebind-node-deleted = ノード { $node } が削除されたため、PreBind は「binding volumes: { $error }」で失敗します。Pod はスケジューリングキューに戻ります。
capacity-prebind-pod-deleted = Pod { $pod } が削除されたため、PreBind は「binding volumes: { $error }」で失敗します。Pod はスケジューリングキューに戻ります。
capacity-sim-arrived = Pod と要求が作成されました
capacity-sim-scheduled-waiting = { $node } にスケジュールされました。{ $count } 個のボリュームのプロビジョニングを待っています
capacity-sim-volume-created = 要求 { $claim } のボリューム（{ $sizeBytes }）が作成されました
capacity-sim-binding-failed = バインドに失敗しました。{ $backoff } 秒後にキューに戻ります
capacity-sim-immediate-created = Immediate の要求 { $claim }：ドライバーがセグメント { $segment } に { $sizeBytes } を作成しました
capacity-sim-free-space-changed = { $segment }：実際の空き容量が { $deltaBytes } 変わって { $freeBytes } になりました（まだ公開されていません）
capacity-sim-bind-timeout = PreBind は { $count } 個のボリュームを bindTimeoutSeconds（{ $timeout } 秒）待って「{ $error }」で失敗しました。Pod は { $backoff } 秒後にキューに戻り、プロビジョニングは続きます。
capacity-sim-running = すべてのボリュームがバインドされ、Pod が動いています

# Fleet の説明（issue #11）：ラウンドでクラスターが待つ理由。
fleet-wait-max-new = maxNew の { $maxNew } 個の BundleDeployment を作成しました。到達したパーティションのメンバー { $waiting } 個は次の調整を待ちます
fleet-wait-max-new-zero = maxNew が { $maxNew } のため、BundleDeployment は作成されません
fleet-wait-bundle-limit = { $partition }：ステージングされた { $waiting } 個のクラスターが待機しています。バンドルの利用不可数 { $unavailable } が maxUnavailable { $maxUnavailable } に達しました
fleet-wait-partition-limit = { $partition }：ステージングされた { $waiting } 個のクラスターが待機しています。パーティションの利用不可数 { $unavailable } がその maxUnavailable { $maxUnavailable } に達しました
fleet-wait-paused-bundle = { $partition }：バンドルが一時停止しているため、ステージングされた { $waiting } 個のクラスターは昇格されません
fleet-wait-paused-clusters = { $partition }：クラスターが一時停止しているため、ステージングされた { $waiting } 個のクラスターは昇格されません
fleet-wait-unmatched = { $clusters } 個のターゲットはどのパーティションにも一致しません。デプロイされることはなく、Pending として数えられます
fleet-stop = { $partition } で停止しました。最新でないか利用できないメンバー { $notUpToDate } 個が maxUnavailable { $maxUnavailable } を超え、利用できないパーティション { $partitions } 個が maxUnavailablePartitions { $maxPartitions } を超えたため、後続の { $later } 個のパーティションは待機します
fleet-outcome-complete = パーティションに属するすべてのターゲットがバージョン { $version } を実行し、準備ができています
fleet-outcome-complete-modified = パーティションに属するすべてのターゲットがバージョン { $version } を実行し、準備ができています。そのうち { $modified } 個は Modified（適用後にクラスター上で変更された）ため、バンドルは Ready になりませんが、ロールアウトはそれらを待ちません
fleet-outcome-complete-unmatched = パーティションに属するすべてのターゲットがバージョン { $version } を実行し、準備ができています。{ $unmatched } 個のターゲットはどのパーティションにも一致せず Pending のままなので、バンドルは Ready になりません
fleet-outcome-complete-modified-unmatched = パーティションに属するすべてのターゲットがバージョン { $version } を実行し、準備ができています。そのうち { $modified } 個は Modified（適用後にクラスター上で変更された）ため、バンドルは Ready になりませんが、ロールアウトはそれらを待ちません。{ $unmatched } 個のターゲットはどのパーティションにも一致せず Pending のままなので、バンドルは Ready になりません
fleet-outcome-stalled = これ以上何も変わりません
fleet-outcome-stalled-not-ready = これ以上何も変わりません：NotReady が { $notReady } 個、WaitApplied が { $waitApplied } 個、ErrApplied が { $errApplied } 個のターゲットがあります（準備ができない、オフライン、または失敗）
fleet-outcome-max-rounds = maxRounds = { $maxRounds } ラウンドで停止しました

# ロールアウトとバランスのラボの変更の要約、バランスラボのディスクの答え。
fleet-diff-nothing = 何も変わっていません。ラウンド { $round } ですべてのクラスターの状態とパーティションは同じで、ロールアウトは引き続きラウンド { $rounds } で終わります。
fleet-diff-added = { $cluster } は新しいクラスターです。ラウンド { $round } で { $state } です。
fleet-diff-removed = { $cluster } はフリートからなくなりました。
fleet-diff-partition = { $cluster } はパーティション { $fromNumber }（{ $from }）からパーティション { $toNumber }（{ $to }）に移りました。
fleet-diff-matched = { $cluster } はパーティション { $toNumber }（{ $to }）に属するようになりました。この編集の前はどのパーティションにも一致していませんでした。
fleet-diff-unmatched = { $cluster } はどのパーティションにも一致しなくなりました。この編集の前は { $from } にありました。
fleet-diff-state = ラウンド { $round } で { $cluster } は { $to } になりました（以前は { $from }）。
fleet-diff-many = ラウンド { $round } で { $count } 個のクラスターが変わりました。最初は { $first } です（状態の変化：{ $states }、パーティションの変化：{ $partitions }、新規：{ $added }、削除：{ $removed }）。
fleet-diff-rounds = ロールアウトは { $before } ラウンドではなく { $after } ラウンドで終わるようになりました。
fleet-diff-now-finishes = ロールアウトは { $after } ラウンドで終わるようになりました。この編集の前は終わりませんでした。
fleet-diff-no-longer-finishes = ロールアウトは終わらなくなりました（ラウンド { $after } で未完了のまま終わります）。この編集の前は { $before } ラウンドで終わっていました。
balance-disk-only = { $node }/{ $disk } がレプリカを受け取ります。唯一の候補ディスクなので、Longhorn はスコアを計算せずに選びます。
balance-disk-node-fallback-lost = { $node }/{ $disk } は選ばれません。合計で { $sizeBytes } を使用できるノードがないため、Longhorn は任意のノードを選び、プレイグラウンドは { $winner } を表示します。
balance-disk-node-too-small = { $node }/{ $disk } は選ばれません。ノード { $node } の使用可能な容量は合計 { $usableBytes } で、レプリカの { $sizeBytes } より小さいため、ノード段階で除外されます。
balance-disk-node-tie-lost = { $node }/{ $disk } は選ばれません。ノード { $node } はノード { $winner } とスコア { $score } で同点で、Longhorn はその中から無作為に選び、プレイグラウンドは { $winner } を表示します。
balance-disk-node-lost = { $node }/{ $disk } は選ばれません。ノード段階でノード { $node } のスコアは { $score } で、ノード { $winner } のスコアのほうが低い（{ $winnerScore }）ため、{ $winner } のディスクだけが検討されます。
balance-disk-fallback = { $node }/{ $disk } がレプリカを受け取ります。{ $node } には { $sizeBytes } を使用できるディスクがないため、Longhorn はそのどれかを選び、プレイグラウンドはこのディスクを表示します。
balance-disk-fallback-lost = { $node }/{ $disk } は選ばれません。{ $node } には { $sizeBytes } を使用できるディスクがないため、Longhorn はそのどれかを選び、プレイグラウンドは { $winner } を表示します。
balance-disk-too-small = { $node }/{ $disk } は選ばれません。使用可能な容量は { $usableBytes } で、レプリカの { $sizeBytes } より小さいです。
balance-disk-tie-wins = { $node }/{ $disk } が同点の中から選ばれます。{ $count } 個のディスクが最低のバランススコア { $score } で並び、Longhorn はその中から無作為に選び、プレイグラウンドはこのディスクを表示します。
balance-disk-tie = { $node }/{ $disk } は最低のバランススコア { $score } で { $winner } と同点です。Longhorn はその中から無作為に選び、プレイグラウンドは { $winner } を表示します。
balance-disk-loses = { $node }/{ $disk } は選ばれません。バランススコア { $score } が { $winner } の { $winnerScore } より高いです。
balance-disk-wins = { $node }/{ $disk } が選ばれます。バランススコア { $score } は、スコアを計算した { $count } 個のディスクの中で最も低いです（次点の { $runnerUp } は { $runnerScore }）。
balance-disk-wins-alone = { $node }/{ $disk } が選ばれます。{ $node } でレプリカを置ける唯一のディスクです（バランススコア { $score }）。
balance-diff-nothing = 何も変わっていません。レプリカは引き続き同じディスクに同じスコアで置かれます。
balance-diff-winner = { $winner } が選ばれるようになりました（この編集の前は { $before }）。
balance-diff-score = 引き続き { $winner } が選ばれます。バランススコアは { $score } になりました（以前は { $before }）。
balance-diff-placed = { $winner } が選ばれるようになりました。この編集の前はレプリカを受け取れるディスクがありませんでした。
balance-diff-unplaced = レプリカを受け取れるディスクがなくなりました。この編集の前は { $before } が選ばれていました。

# fleet::limit() の計算（分岐ごとに 1 メッセージ）。$count: 何個のうちか。$result: 得られた数。
fleet-limit-no-count = 対象数が { $count } → 1
fleet-limit-number = { $number } = { $number }
fleet-limit-number-clamped = { $number } を [0, { $count }] の範囲に収める = { $result }
fleet-limit-string = "{ $value }" = { $result }
fleet-limit-string-unclamped = "{ $value }" = { $result }（文字列の整数は { $count } に制限されません）
fleet-limit-percent-zero = { $percent } ≤ 0% → 1
fleet-limit-percent = { $count } の { $percent } → 切り捨て({ $exactTenThousandths }) = { $result }
fleet-limit-percent-default = { $count } の { $percent }（デフォルト） → 切り捨て({ $exactTenThousandths }) = { $result }
fleet-limit-percent-at-least-one = { $count } の { $percent } → 切り捨て({ $exactTenThousandths }) = { $floor } → 最小 1 = { $result }
fleet-limit-percent-at-most = { $count } の { $percent } → 切り捨て({ $exactTenThousandths }) = { $floor } → 最大 { $count } = { $result }
fleet-limit-string-overflow = "{ $value }" = { $result }（int の範囲外: Go の IntValue は Atoi の最大値を使う）
fleet-limit-percent-int-undefined = { $count } の { $percent }: NaN や int64 の範囲外の値に対する Go の int() はプラットフォーム依存で、amd64 では -9223372036854775808 になるため / 100 < 1 → 1
message-list-separator = {"、"}
message-clause-separator = {"。"}
