# Речення рушія (ідентифікатори placement::kernel::message::Message) українською.
# Терміни — за locales/GLOSSARY.md (українська сторінка Kubernetes про місткість сховища).
# Назви параметрів і полів та повідомлення, які пишуть Longhorn і Fleet, лишаються англійською.

longhorn-zone-unnamed = зона без назви
longhorn-already-scheduled = { $replica } лишається на { $node }/{ $disk }: її заплановано до цього запуску, а планувальник не переносить заплановану репліку.
longhorn-failed = { $replica } зазнала збою і в цьому запуску не використана повторно.
longhorn-placed-local = { $replica } на { $node }/{ $disk }: локальність даних тримає репліку на { $node }, де підключено { $volume }.
longhorn-placed-fallback = { $replica } на { $node }/{ $disk }: жоден із дисків-кандидатів ({ $count }) не мав придатного простору для всього тому, тож Longhorn бере будь-якого кандидата.
longhorn-placed-shares-node = { $replica } на { $node }/{ $disk }: кожен інший вузол із вільним місцем уже має репліку { $volume }, а антиспорідненість вузлів мʼяка, тож репліка ділить вузол { $node }.
longhorn-placed-shares-zone = { $replica } на { $node }/{ $disk }: кожна зона з вільним місцем уже має репліку { $volume }, а антиспорідненість зон мʼяка, тож репліка ділить зону { $zone }.
longhorn-placed-replaces-evicting = { $replica } на { $node }/{ $disk }: вона заміняє репліку { $volume }, яку звідти виселяють.
longhorn-placed-only-zone = { $replica } на { $node }/{ $disk }: { $zone } була єдиною зоною без репліки { $volume }.
longhorn-placed-only-candidate = { $replica } на { $node }/{ $disk }: це єдиний диск, що пройшов усі перевірки й правила антиспорідненості.
longhorn-placed-tie = { $replica } на { $node }/{ $disk }: { $count ->
        [one] { $count } диск має
        [few] { $count } диски мають
       *[many] { $count } дисків мають
    } однаково найкращу оцінку, Longhorn вибирає один із них навмання, а пісочниця показує перший.
longhorn-placed-most-usable = { $replica } на { $node }/{ $disk }: серед дисків-кандидатів ({ $count }) він мав найбільше придатного простору ({ $usableBytes }).
longhorn-placed-best-score = { $replica } на { $node }/{ $disk }: серед дисків-кандидатів ({ $count }) він мав найкращу оцінку балансу.
longhorn-unscheduled-not-tried = { $replica } не запланована: планувальник не пробував її в цьому запуску.
longhorn-unscheduled-linked-clone = { $replica } не запланована: { $volume } — повʼязаний клон { $source }, і жоден вузол, що може приймати репліки, не має справної репліки { $source } (linked clone replica cannot be satisfied).
longhorn-unscheduled-reasons = { $replica } не запланована: Longhorn записує «{ $reasons }».
longhorn-change-minimal-available-percentage = Встановіть storage-minimal-available-percentage у { $value } або менше (зараз { $current }).
longhorn-change-over-provisioning-percentage = Встановіть storage-over-provisioning-percentage у { $value } або більше (зараз { $current }).
longhorn-change-soft-zone = Зробіть антиспорідненість зон мʼякою для { $volume }: { $steps }.
longhorn-change-soft-node = Зробіть антиспорідненість вузлів мʼякою для { $volume }: { $steps }.
longhorn-change-soft-disk = Зробіть антиспорідненість дисків мʼякою для { $volume }: { $steps }.
longhorn-change-soft-zone-node = Зробіть антиспорідненість зон і вузлів мʼякою для { $volume }: { $steps }.
longhorn-change-soft-node-disk = Зробіть антиспорідненість вузлів і дисків мʼякою для { $volume }: { $steps }.
longhorn-change-soft-zone-disk = Зробіть антиспорідненість зон і дисків мʼякою для { $volume }: { $steps }.
longhorn-change-soft-zone-node-disk = Зробіть антиспорідненість зон, вузлів і дисків мʼякою для { $volume }: { $steps }.
longhorn-soft-step-setting = позначте { $setting } на вкладці «Налаштування» (true: для кожного тому, що використовує глобальне налаштування)
longhorn-soft-step-override = встановіть { $field } тому { $volume } на вкладці «Томи» на «{ $option }»
longhorn-override-enabled = увімкнено (мʼяка)
longhorn-name = { $name }
longhorn-unscheduled-causes = { $replica } не запланована: { $causes }.
longhorn-cause-not-ready = { $count ->
        [one] вузол { $nodes } не в стані Ready
        [few] { $count } вузли ({ $nodes }) не в стані Ready
       *[other] { $count } вузлів ({ $nodes }) не в стані Ready
    }
longhorn-cause-cordoned = { $count ->
        [one] вузол { $nodes } має cordon
        [few] { $count } вузли ({ $nodes }) мають cordon
       *[other] { $count } вузлів ({ $nodes }) мають cordon
    } (disable-scheduling-on-cordoned-node дорівнює true)
longhorn-cause-scheduling-disabled = { $count ->
        [one] у вузла { $nodes }
       *[other] у { $count } вузлів ({ $nodes })
    } вимкнено allowScheduling
longhorn-cause-eviction-requested = { $count ->
        [one] для вузла { $nodes }
       *[other] для { $count } вузлів ({ $nodes })
    } запитано виселення
longhorn-cause-engine-not-ready = { $count ->
        [one] рушій вузла { $nodes } не готовий
       *[other] рушії { $count } вузлів ({ $nodes }) не готові
    }
longhorn-cause-not-affinity-node = { $count ->
        [one] вузол { $nodes } не є вузлом
        [few] { $count } вузли ({ $nodes }) не є вузлом
       *[other] { $count } вузлів ({ $nodes }) не є вузлом
    }, до якого приєднано strict-local том { $volume }
longhorn-cause-no-reusable-replica = { $count ->
        [one] на вузлі { $nodes }
       *[other] на { $count } вузлах ({ $nodes })
    } немає придатної до повторного використання збійної репліки { $volume }
longhorn-cause-outside-topology = { $count ->
        [one] вузол { $nodes } поза
        [few] { $count } вузли ({ $nodes }) поза
       *[other] { $count } вузлів ({ $nodes }) поза
    } вимогою топології { $volume }
longhorn-cause-not-clone-source = { $count ->
        [one] на вузлі { $nodes }
       *[other] на { $count } вузлах ({ $nodes })
    } немає справної репліки джерела звʼязаного клону { $volume }
longhorn-cause-node-tags = { $count ->
        [one] вузлу { $nodes }
       *[other] { $count } вузлам ({ $nodes })
    } бракує { $tagCount ->
        [one] теґу вузла
       *[other] { $tagCount } теґів вузла
    } { $tags }
longhorn-cause-backing-image-node-tags = { $count ->
        [one] вузлу { $nodes }
       *[other] { $count } вузлам ({ $nodes })
    } бракує { $tagCount ->
        [one] теґу вузла
       *[other] { $tagCount } теґів вузла
    } { $tags } базового образу
longhorn-cause-node-used = { $count ->
        [one] вузол { $nodes } уже має
        [few] { $count } вузли ({ $nodes }) уже мають
       *[other] { $count } вузлів ({ $nodes }) уже мають
    } репліку { $volume } (антиспорідненість вузлів жорстка)
longhorn-cause-zone-used = { $count ->
        [one] вузол { $nodes } у зоні,
        [few] { $count } вузли ({ $nodes }) у зонах,
       *[other] { $count } вузлів ({ $nodes }) у зонах,
    } де вже є репліка { $volume } (антиспорідненість зон жорстка)
longhorn-cause-no-disks = { $count ->
        [one] вузол { $nodes } не має
        [few] { $count } вузли ({ $nodes }) не мають
       *[other] { $count } вузлів ({ $nodes }) не мають
    } дисків
longhorn-cause-disk-scheduling-disabled = у { $count ->
        [one] 1 диска
       *[other] { $count } дисків
    } на { $nodes } вимкнено allowScheduling
longhorn-cause-disk-evicting = для { $count ->
        [one] 1 диска
       *[other] { $count } дисків
    } на { $nodes } запитано виселення
longhorn-cause-disk-not-ready = { $count ->
        [one] 1 диск
        [few] { $count } диски
       *[other] { $count } дисків
    } на { $nodes } не в стані Ready
longhorn-cause-disk-condition-false = у { $count ->
        [one] 1 диска
       *[other] { $count } дисків
    } на { $nodes } умову Schedulable записано як False
longhorn-cause-disk-full = { $count ->
        [one] 1 диск
        [few] { $count } диски
       *[other] { $count } дисків
    } на { $nodes } заповнені так, що не приймають жодної репліки (Fits(0, 0) не виконується)
longhorn-cause-disk-type = { $count ->
        [one] 1 диск
        [few] { $count } диски
       *[other] { $count } дисків
    } на { $nodes } не того типу, що потрібен { $volume } (v1: файлова система, v2: блоковий)
longhorn-cause-ext4-size = { $count ->
        [one] 1 диск
        [few] { $count } диски
       *[other] { $count } дисків
    } на { $nodes } мають ext4, де не може бути тому v1 на 16 TiB і більше
longhorn-cause-disk-tags = { $count ->
        [one] 1 диску
       *[other] { $count } дискам
    } на { $nodes } бракує { $tagCount ->
        [one] теґу диска
       *[other] { $tagCount } теґів диска
    } { $tags }
longhorn-cause-backing-image-disk-tags = { $count ->
        [one] 1 диску
       *[other] { $count } дискам
    } на { $nodes } бракує { $tagCount ->
        [one] теґу диска
       *[other] { $tagCount } теґів диска
    } { $tags } базового образу
longhorn-cause-storage = на { $count ->
        [one] 1 диску
       *[other] { $count } дисках
    } на { $nodes } немає місця для { $sizeBytes }
longhorn-cause-storage-closest = на { $count ->
        [one] 1 диску
       *[other] { $count } дисках
    } на { $nodes } немає місця для { $sizeBytes } (найближчому, { $node }/{ $disk }, бракує ще { $missingBytes } вільного місця)
longhorn-cause-disk-anti-affinity = { $count ->
        [one] 1 диск
        [few] { $count } диски
       *[other] { $count } дисків
    } на { $nodes } уже мають репліку { $volume } (антиспорідненість дисків жорстка)
longhorn-cause-not-local = { $count ->
        [one] 1 диск
        [few] { $count } диски
       *[other] { $count } дисків
    } на { $nodes } відкинуто локальністю даних best-effort
longhorn-cause-disk-not-clone-source = на { $count ->
        [one] 1 диску
       *[other] { $count } дисках
    } на { $nodes } немає справної репліки джерела звʼязаного клону { $volume }
longhorn-change-free-space = Встановіть «Доступно» диска { $disk } на вузлі { $node } на { $availableBytes } або більше (зараз { $currentBytes }): звільніть там { $bytes }.
longhorn-change-grow-disk = Збільште диск { $disk } на вузлі { $node } на { $bytes }: встановіть «Максимум» на { $maximumBytes } і «Доступно» на { $availableBytes }.
longhorn-change-node-ready = Позначте Ready на вузлі { $node }. У справжньому кластері поверніть вузол: kubelet і longhorn-manager мають працювати, доки kubectl -n longhorn-system get nodes.longhorn.io { $node } не покаже Ready.
longhorn-change-node-uncordon = Зніміть позначку Cordon на вузлі { $node } (у справжньому кластері: kubectl uncordon { $node }).
longhorn-change-node-allow-scheduling = Позначте allowScheduling на вузлі { $node } (у справжньому кластері: spec.allowScheduling: true у kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-node-stop-eviction = Зніміть позначку evictionRequested на вузлі { $node } (у справжньому кластері: spec.evictionRequested: false у kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-node-engine-ready = Позначте «Рушій готовий» на вузлі { $node }. У справжньому кластері там мають працювати образ рушія та менеджер екземплярів (kubectl -n longhorn-system get engineimages,instancemanagers).
longhorn-change-disk-ready = Позначте Ready на диску { $disk } вузла { $node }. У справжньому кластері диск має бути змонтований за своїм шляхом і доступний longhorn-manager.
longhorn-change-disk-allow-scheduling = Позначте allowScheduling на диску { $disk } вузла { $node } (у справжньому кластері: spec.disks.{ $disk }.allowScheduling: true у kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-disk-stop-eviction = Зніміть позначку evictionRequested на диску { $disk } вузла { $node } (у справжньому кластері: spec.disks.{ $disk }.evictionRequested: false у kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-disk-condition = Встановіть «Умова Schedulable» диска { $disk } на вузлі { $node } на «з Ready та чисел»: записана умова застаріла, і Longhorn обчислить її знову під час наступної синхронізації вузла.
longhorn-change-tag-node = Додайте { $nodeTagCount ->
        [one] теґ
        [few] { $nodeTagCount } теґи
       *[other] { $nodeTagCount } теґів
    } { $nodeTags } до «Теґи» вузла { $node } (у справжньому кластері: spec.tags у kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-tag-disk = Додайте { $diskTagCount ->
        [one] теґ
        [few] { $diskTagCount } теґи
       *[other] { $diskTagCount } теґів
    } { $diskTags } до «Теґи» диска { $disk } на вузлі { $node } (у справжньому кластері: spec.disks.{ $disk }.tags у kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-tag-node-disk = Додайте { $nodeTagCount ->
        [one] теґ
        [few] { $nodeTagCount } теґи
       *[other] { $nodeTagCount } теґів
    } { $nodeTags } до «Теґи» вузла { $node } і { $diskTagCount ->
        [one] теґ
        [few] { $diskTagCount } теґи
       *[other] { $diskTagCount } теґів
    } { $diskTags } до «Теґи» його диска { $disk } (у справжньому кластері: spec.tags і spec.disks.{ $disk }.tags у kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-change-drop-disk-selector = Вилучіть { $count ->
        [one] теґ
        [few] { $count } теґи
       *[other] { $count } теґів
    } { $tags } із «Селектор дисків» тому { $volume }.
longhorn-outside-strict-local = { $volume } має strict-local: його репліка може бути лише на вузлі, до якого його приєднано. У справжньому кластері запустіть навантаження на вузлі, що може прийняти репліку, або встановіть spec.dataLocality на best-effort (kubectl -n longhorn-system edit volumes.longhorn.io { $volume }).
longhorn-outside-topology = Репліки { $volume } приймають лише вузли в межах його вимоги топології. У справжньому кластері дайте вузлу, що може прийняти репліку, зону з вимоги (kubectl label node NODE topology.kubernetes.io/zone=ZONE) або розширте вимогу.
longhorn-outside-linked-clone = { $volume } — звʼязаний клон: його репліки йдуть лише поруч зі справною реплікою тому-джерела. У справжньому кластері дайте джерелу відновити справну репліку на вузлі, що може прийняти цю, або створіть клон як повну копію.
longhorn-outside-disk-type = Тому { $engine } потрібен { $engine ->
        [v2] блоковий
       *[other] файловий
    } диск. У справжньому кластері додайте його до вузла { $node } (spec.disks у kubectl -n longhorn-system edit nodes.longhorn.io { $node }, diskType { $engine ->
        [v2] block
       *[other] filesystem
    }).
longhorn-outside-ext4-size = Том v1 на 16 TiB і більше не може бути на диску ext4. У справжньому кластері додайте до вузла { $node } диск на файловій системі XFS (spec.disks у kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-outside-no-disks = { $nodeCount ->
        [one] Вузол { $nodes } не має
       *[other] { $nodeCount } вузли ({ $nodes }) не мають
    } дисків: додайте диск кнопкою «+ диск» (у справжньому кластері: spec.disks у kubectl -n longhorn-system edit nodes.longhorn.io { $node }).
longhorn-diff-nothing = Нічого не перемістилося: кожна репліка там, де була до цієї зміни.
longhorn-diff-moved = { $replica } перемістилася { $from } → { $to }.
longhorn-diff-placed = { $replica } тепер розміщена на { $to }.
longhorn-diff-unscheduled = { $replica } була на { $from }, а тепер не запланована.
longhorn-diff-appeared-unscheduled = { $replica } нова й не запланована.
longhorn-diff-removed = { $replica } більше немає.
longhorn-diff-many = Змінено реплік: { $count }. Перемістилися: { $moved }, нових розміщень: { $placed }, не заплановані: { $unscheduled }, зникли: { $removed }.
# Локальність даних best-effort (search.rs) і чому збійну репліку не використано повторно (schedule/reuse.rs).
longhorn-locality-no-local-disk = Локальність даних best-effort: на цьому ярусі немає диска-кандидата на вузлі підключення { $node }, тож можна використати будь-якого кандидата.
longhorn-locality-prefer-local = Локальність даних best-effort: вузол підключення { $node } не має справної репліки, тож перевага за { $count ->
        [one] його { $count } диском-кандидатом
       *[other] його { $count } дисками-кандидатами
    }.
longhorn-reuse-v2-fast-rebuild-off = fast-replica-rebuild-enabled має значення false для рушія даних v2: томи v2 не використовують збійні репліки повторно й не чекають на них
longhorn-reuse-no-disk = не має вузла або диска
longhorn-reuse-retry-limit = rebuildRetryCount { $count } досяг межі { $limit }
longhorn-reuse-evicting = запитано виселення
longhorn-reuse-not-affinity-node = не на вузлі жорсткої спорідненості
longhorn-reuse-node-not-schedulable = вузол { $node } непридатний для планування ({ $verdict ->
        [not-ready] не Ready
        [cordoned] позначений cordon
        [scheduling-disabled] планування вимкнено
        [eviction-requested] запитано виселення
        [engine-not-ready] рушій не готовий
        [not-affinity-node] не вузол жорсткої спорідненості
        [no-reusable-replica] немає придатної репліки
        [outside-topology] поза вимогою топології
        [not-clone-source] немає справної репліки вихідного тому
       *[other] { $verdict }
    })
longhorn-reuse-engine-not-ready = образ рушія не готовий на вузлі { $node }
longhorn-reuse-disk-unavailable = диск { $disk } недоступний (планування вимкнено, виселення або не готовий)
longhorn-reuse-disk-not-schedulable = диск { $disk } недоступний для планування (причина "{ $reason }"); зіпсовані репліки лишаються придатними до повторного використання лише на диску з DiskPressure, який не заповнений (isFailedReplicaReusable)
longhorn-reuse-disk-full = диск { $disk } під DiskPressure і заповнений: вільно { $availableBytes }, що не > trunc({ $maximumBytes } × { $percentage } / 100) = { $limitBytes } (isDiskNotFull)
longhorn-reuse-source-missing = її вихідної репліки { $source } немає в сценарії (потрібні репліки вихідного тому)
longhorn-reuse-source-other-disk = її вихідна репліка { $source } не на тому самому диску
longhorn-reuse-source-unhealthy = її вихідна репліка { $source } несправна (збій або ніколи не була справною)

# Вимога топології тому (schedule/volume.rs) і джерело звʼязаного клону (search/clone.rs).
longhorn-topology-applied = Longhorn { $version }: вимога топології тому тримає його репліки на вузлах у { $terms } (getNodeCandidates, після закріплення жорсткою спорідненістю); якщо такого вузла немає — "topology requirement cannot be satisfied".
longhorn-topology-ignored = Longhorn { $version }: вимогу топології тому проігноровано; у планувальника цієї версії її немає (вона є лише в гілці master — оберіть master, щоб застосувати її).
longhorn-linked-clone-source-missing = Звʼязаний клон { $source }: { $source } немає в сценарії, тож жодна вихідна репліка не відома й жодну репліку не можна розмістити ("linked clone replica cannot be satisfied"). Додайте вихідний том з його репліками.
longhorn-linked-clone = Звʼязаний клон { $source }: його репліки йдуть лише на диски зі справною реплікою { $source } ({ $replicas }), як у Longhorn v1.12.1 і master (buildLinkedCloneSrcNodeDiskMap, до закріплення жорсткою спорідненістю). Longhorn v1.11.0–v1.12.0 лишає ті самі диски, але кожен вузол — кандидат, і рахує як джерела репліки, що виселяються.
longhorn-linked-clone-no-healthy-source = Звʼязаний клон { $source }: його репліки йдуть лише на диски зі справною реплікою { $source }, а такої немає, тож жодну репліку не можна розмістити (Longhorn v1.12.1 і master: buildLinkedCloneSrcNodeDiskMap, до закріплення жорсткою спорідненістю; v1.11.0–v1.12.0 рахує як джерела й репліки, що виселяються).
longhorn-linked-clone-before-node-map = Звʼязаний клон { $source } у Longhorn { $version }: його репліки йдуть лише на диски зі справною реплікою { $source }, включно з тими, що виселяються ({ $replicas }; getSrcReplicaNodesAndDisks). Кожен вузол лишається кандидатом, тож вузол без такого диска дає "disks are unavailable"; з v1.12.1 лишаються лише вузли джерела, а якщо жодного — "linked clone replica cannot be satisfied".
longhorn-linked-clone-before-node-map-none = Звʼязаний клон { $source } у Longhorn { $version }: його репліки йдуть лише на диски зі справною реплікою { $source }, включно з тими, що виселяються (немає; getSrcReplicaNodesAndDisks). Кожен вузол лишається кандидатом, тож вузол без такого диска дає "disks are unavailable"; з v1.12.1 лишаються лише вузли джерела, а якщо жодного — "linked clone replica cannot be satisfied".
longhorn-upgrade-none = Оновлення з { $from } до { $to } не змінює ні місця, ні причини жодної репліки.
longhorn-upgrade-count = Оновлення з { $from } до { $to } змінює { $count ->
        [one] { $count } репліку
        [few] { $count } репліки
       *[other] { $count } реплік
    }.
longhorn-upgrade-moved = { $replica } тому { $volume }: у { $from } на { $before }, у { $to } на { $after }.
longhorn-upgrade-placed = { $replica } тому { $volume }: у { $from } не розміщено ("{ $before }"), у { $to } на { $after }.
longhorn-upgrade-unplaced = { $replica } тому { $volume }: у { $from } на { $before }, у { $to } не розміщено ("{ $after }").
longhorn-upgrade-reason = { $replica } тому { $volume }: не розміщено в жодному з випусків; Longhorn каже "{ $before }" у { $from } і "{ $after }" у { $to }.
# Правила контролера томів на рівні тому (schedule/condition.rs, schedule/volume/locality.rs).
longhorn-degraded-availability = Розміщено { $placed } з { $wanted } реплік; Longhorn усе одно повідомляє Scheduled, бо том не під'єднано, а allow-volume-creation-with-degraded-availability має значення true: reconcileVolumeCondition повертає умову в True з "Reset schedulable due to allow volume creation with degraded availability" (без цього: "{ $failure }").
longhorn-degraded-availability-missing = Розміщено й справні { $placed } з { $wanted } реплік; Longhorn усе одно повідомляє Scheduled, бо том не під'єднано, а allow-volume-creation-with-degraded-availability має значення true: reconcileVolumeCondition повертає умову в True з "Reset schedulable due to allow volume creation with degraded availability".
longhorn-detached-no-rebuild = Том не під'єднано, тому Longhorn нічого не відбудовує: для від'єднаного тому з репліками replenishReplicas одразу повертається, і { $missing } з { $wanted } реплік бракуватиме, доки том не під'єднають ({ $source }). Від'єднаний том ніколи не стає Degraded.
longhorn-offline-rebuilding = Том не під'єднано, але { $source }: контролер відбудови томів під'єднує його, щоб відбудувати { $missing } з { $wanted } реплік, як показано (локальність тому best-effort чи strict-local для цього під'єднання не моделюється).
longhorn-offline-rebuilding-nowhere = Том не під'єднано і { $source }, але жодну зіпсовану репліку не можна використати повторно і жоден диск не прийме нову, тож контролер відбудови томів його не під'єднує (canReuseOrScheduleReplicas): { $missing } з { $wanted } реплік бракуватиме й далі.
longhorn-eviction-attaches = Том не під'єднано, але { $replica } просить виселення: контролер виселення томів під'єднує його, щоб Longhorn замінив { $missing } з { $wanted } реплік, як показано.
longhorn-eviction-attaches-nowhere = Том не під'єднано і { $replica } просить виселення, але жоден диск не прийме заміну, тож контролер виселення томів його не під'єднує (hasDiskCandidateForReplicaEviction): { $missing } з { $wanted } реплік лишаються незаміненими.
longhorn-locality-migration = Локальність даних best-effort: том справний і під'єднаний до { $node }, де немає його репліки, тож Longhorn додає { $replica }, закріплену за { $node } (ReconcileEngineReplicaState, без попередньої перевірки). Коли її відбудують, справних реплік буде на одну більше, і Longhorn вилучить { $trimmed } (cleanupDataLocalityReplicas).
longhorn-locality-migration-tie = Локальність даних best-effort: том справний і під'єднаний до { $node }, де немає його репліки, тож Longhorn додає { $replica }, закріплену за { $node } (ReconcileEngineReplicaState, без попередньої перевірки). Коли її відбудують, Longhorn вилучить одну з { $trimmed } (cleanupDataLocalityReplicas; групи рівні, і одну обирає порядок мапи Go).
longhorn-locality-migration-unplaced = Локальність даних best-effort: том справний і під'єднаний до { $node }, де немає його репліки, тож Longhorn додає { $replica }, закріплену за { $node } (ReconcileEngineReplicaState), але { $node } не може її прийняти: вона лишається незапланованою з LocalReplicaSchedulingFailure, і поки вона існує, Longhorn не пробує знову.

fleet-cluster-unmatched = { $cluster } не відповідає жодному розділу, тож Fleet ніколи не розгортає на ньому, і він рахується як Pending.
fleet-cluster-not-target = На раунді { $round } { $cluster } не є цільовим кластером бандла.
fleet-cluster-ready = На раунді { $round } { $cluster } у стані Ready.
fleet-cluster-waits-stop = { $cluster } чекає: { $partition } не може почати, доки в { $stopPartition } не залишиться щонайбільше { $max ->
        [one] { $max } кластер
        [few] { $max } кластери
       *[many] { $max } кластерів
    } не оновлених або недоступних (зараз { $bad }).
fleet-cluster-waits-partition-limit = { $cluster } чекає: { $partition } уже має недоступних кластерів: { $unavailable } з дозволених { $max }.
fleet-cluster-waits-partition-limit-zero = { $cluster } чекає: maxUnavailable розділу { $partition } дорівнює 0, тож жоден його кластер не може бути недоступним під час оновлення, і Fleet не просуває жодного.
fleet-cluster-waits-bundle-limit = { $cluster } чекає: бандл уже має недоступних кластерів: { $unavailable } з дозволених { $max }.
fleet-cluster-waits-bundle-limit-zero = { $cluster } чекає: maxUnavailable бандла дорівнює 0, тож жоден кластер не може бути недоступним під час оновлення, і Fleet не просуває жодного.
fleet-cluster-waits-bundle-paused = { $cluster } чекає: бандл призупинено, тож підготовлені розгортання не просуваються.
fleet-cluster-waits-paused = { $cluster } чекає: його призупинено, тож його підготовлене розгортання не просувається.
fleet-cluster-waits-max-new = { $cluster } чекає на свій BundleDeployment: кожне узгодження створює щонайбільше { $maxNew }.
fleet-cluster-state = На раунді { $round } { $cluster } у стані { $state }.
fleet-change-partition-max-unavailable = Встановіть maxUnavailable розділу { $partition } у { $value } (зараз { $current ->
        [none] не задано
       *[other] { $current }
    }).
fleet-change-max-unavailable = Встановіть maxUnavailable у { $value } (зараз { $current ->
        [none] не задано
       *[other] { $current }
    }).
fleet-change-max-unavailable-partitions = Встановіть maxUnavailablePartitions у { $value } (зараз { $current ->
        [none] не задано
       *[other] { $current }
    }).
fleet-change-max-unavailable-with-partitions = Встановіть maxUnavailable у { $value } у стратегії (зараз { $current ->
        [none] не задано
       *[other] { $current }
    }) і в розділах { $partitions }: їхнє власне значення переважає значення стратегії.
fleet-change-partition-selector = Дайте розділу { $partition } clusterSelector { $selector }: без жодного критерію він не відповідає жодному кластеру.
fleet-change-add-partition = Додайте розділ { $partition } з clusterSelector { $selector }.
fleet-outside-unpause-bundle = Виправлення поза стратегією: зніміть призупинення бандла (spec.paused: false у його GitRepo, напр. kubectl edit gitrepo NAME -n NAMESPACE).
fleet-outside-unpause-cluster = Виправлення поза стратегією: зніміть призупинення { $cluster } (kubectl edit clusters.fleet.cattle.io { $cluster } -n NAMESPACE, spec.paused: false).
fleet-outside-cluster-not-ready = Виправлення на самому { $cluster }, а не в стратегії: його розгортання просунуто, але воно не Ready; причину покажуть kubectl get bundledeployments -A -o wide і журнали агента.

# Як Fleet сформував розділи (fleet/targets.rs) і що роблять значення стратегії (fleet/strategy.rs).
fleet-partitions-single-size = autoPartitionSize дорівнює { $size } (≤ 0): один розділ
fleet-partitions-single-threshold = autoPartitionThreshold дорівнює { $threshold } (≤ 0): один розділ
fleet-partitions-single-below = цілей { $count } < autoPartitionThreshold { $threshold }: один розділ
fleet-partitions-auto = цілей { $count } ≥ autoPartitionThreshold { $threshold }: автоматичні розділи
fleet-partitions-size = розмір розділу: autoPartitionSize { $explanation }
fleet-partitions-sizes = розділи: { $sizes }
fleet-partitions-manual = ручних розділів: { $count }, у записаному порядку; критерії поєднано через AND
fleet-partitions-manual-membership = кластер є членом, коли всі критерії разом виконуються для однієї з його груп кластерів (її імені й міток); кластер поза групами зіставляється з порожньою групою, тож йому відповідає clusterGroupSelector на кшталт {"{}"} або вираз NotIn / DoesNotExist
fleet-partitions-unmatched = цілей, що не відповідають жодному розділу: { $count }; їх ніколи не розгортають, але вони враховуються в підсумку бандла (Pending), тож бандл ніколи не стає Ready
fleet-partition-no-criteria = { $path } ({ $name }) не задає жодного з clusterName, clusterSelector, clusterGroup, clusterGroupSelector: він не відповідає жодному кластеру
fleet-partition-no-criteria-unnamed = { $path } (без імені) не задає жодного з clusterName, clusterSelector, clusterGroup, clusterGroupSelector: він не відповідає жодному кластеру
fleet-partition-unknown-group = { $path }.clusterGroup: групи кластерів з іменем «{ $group }» немає; розділ не відповідає жодному кластеру
fleet-partition-matches-none = { $path } ({ $name }) не відповідає жодному кластеру
fleet-partition-matches-none-unnamed = { $path } (без імені) не відповідає жодному кластеру
fleet-warning-negative-clamped = { $field } дорівнює { $value }: limit() у Fleet обмежує відʼємне ціле до 0.
fleet-warning-negative-size = rolloutStrategy.autoPartitionSize дорівнює { $value }: Fleet вимикає автоматичний поділ для цілого ≤ 0, тож усі цілі утворюють один розділ.
fleet-warning-negative-threshold = rolloutStrategy.autoPartitionThreshold дорівнює { $value }: Fleet вимикає автоматичний поділ для порогу ≤ 0, тож усі цілі утворюють один розділ.
fleet-warning-negative-max-new = rolloutStrategy.maxNew дорівнює { $value }: Fleet створює BundleDeployment, лише поки кількість створених у цьому узгодженні менша за maxNew, тож жоден BundleDeployment не створюється.
fleet-warning-unread-value = { $field } "{ $value }" ніколи не читається, поки { $reason }: limit() у Fleet розбирає значення лише тоді, коли до нього доходить; щойно дійде, кожне узгодження завершується помилкою: { $error }
fleet-unread-below-threshold = цілей ({ $count }) менше, ніж autoPartitionThreshold ({ $threshold })
fleet-unread-partitioning-off = autoPartitionThreshold дорівнює { $threshold } (≤ 0), що вимикає автоматичний поділ на розділи
fleet-unread-manual-partitions = розділи задано вручну
fleet-unread-empty-partition = { $path } не відповідає жодному кластеру, а limit() від 0 кластерів дає 1, ще не прочитавши значення
fleet-unread-no-targets = пакет не має цілей, а limit() від 0 кластерів дає 1, ще не прочитавши значення
fleet-warning-group-selector = Селектор ClusterGroup { $namespace }/{ $name } Fleet використати не може: контролер записує в журнал "{ $log }" з помилкою "{ $error }" і пропускає групу, тож вона не містить жодного кластера

# Відповіді лабораторії місткості сховища Kubernetes, запропоновані зміни й підсумки змін.
capacity-pod-rejected = { $pod } не можна запланувати: PreFilter відхиляє його з «{ $message }».
capacity-pod-skipped = { $pod } не має заявки, яку перевіряв би втулок привʼязки томів, тож його пропускає кожен вузол.
capacity-pod-feasible = { $pod } вміщується на { $feasible } з { $total ->
        [one] { $total } вузла
       *[other] { $total } вузлів
    }, і планувальник вибрав би { $selected }.
capacity-pod-none = { $pod } не можна запланувати: жоден вузол не проходить фільтр привʼязки томів, і планувальник повідомляє «{ $event }».
capacity-node-prefilter = { $node } не перевіряється: PreFilter відхиляє Pod з «{ $message }».
capacity-node-passes-no-claims = { $node } проходить: Pod не має заявки, яку перевіряв би втулок привʼязки томів.
capacity-node-passes-capacity = { $node } проходить: CSIStorageCapacity { $capacity } для { $segment } пропонує { $limitBytes }, цього досить для запиту заявки { $claim } у { $requestBytes }.
capacity-node-passes-no-request = { $node } проходить: для заявки { $claim } можна надати том на ньому, а її місткість не перевіряється, бо заявка не запитує розміру.
capacity-node-passes-no-driver = { $node } проходить: для заявки { $claim } можна надати том на ньому, а місткість не перевіряється, бо немає CSIDriver з назвою { $driver }.
capacity-node-passes-not-tracked = { $node } проходить: для заявки { $claim } можна надати том на ньому, а місткість не перевіряється, бо CSIDriver { $driver } не вмикає storageCapacity.
capacity-node-passes-static = { $node } проходить: заявку { $claim } можна привʼязати до доступного PersistentVolume, досяжного з нього.
capacity-node-passes-bound = { $node } проходить: кожен привʼязаний том Podʼа досяжний з нього.
capacity-node-fails = { $node } не проходить: планувальник записує «{ $reasons }».
capacity-node-fails-pv-missing = { $node } не проходить: заявку { $claim } привʼязано до PersistentVolume { $pv }, якого не існує.
capacity-node-fails-pv-affinity = { $node } не проходить: заявку { $claim } привʼязано до PersistentVolume { $pv }, а спорідненість вузлів цього тому не включає { $node }.
capacity-node-fails-selected-node = { $node } не проходить: для заявки { $claim } уже надається том на { $selected } (анотація volume.kubernetes.io/selected-node).
capacity-node-fails-no-provisioner = { $node } не проходить: там немає доступного PersistentVolume для заявки { $claim }, а клас сховища { $class } не може надати том.
capacity-node-fails-topology = { $node } не проходить: клас сховища { $class } дозволяє томи лише там, де { $allowed }, тож для заявки { $claim } не можна надати том на { $node }.
capacity-node-fails-capacity = { $node } не проходить: найбільший CSIStorageCapacity, що досягає його, { $capacity } для { $segment }, пропонує { $limitBytes } — менше за запит заявки { $claim } у { $requestBytes }.
capacity-node-fails-capacity-unset = { $node } не проходить: обʼєкти CSIStorageCapacity класу { $class }, що досягають його, не публікують розміру, а обʼєкт без розміру ніколи не підходить для заявки { $claim }.
capacity-node-fails-no-capacity = { $node } не проходить: жоден CSIStorageCapacity класу { $class } не досягає його, тож запиту заявки { $claim } у { $requestBytes } нікуди піти.
capacity-change-raise-capacity = Нехай { $capacity } пропонує { $bytes } або більше, щоб CSIStorageCapacity такого розміру досягав { $node } (зараз пропонує { $currentBytes }).
capacity-change-add-capacity = Опублікуйте CSIStorageCapacity класу { $class } з { $bytes } або більше, що досягає { $node }.
capacity-change-claim-request = Встановіть запит заявки { $claim } у { $bytes } або менше (зараз { $currentBytes }).
capacity-change-node-labels = Додайте вузлу { $node } мітки { $labels }.
capacity-change-class-allow-topology = Додайте { $key }={ $value } до allowedTopologies класу сховища { $class }, щоб він дозволяв { $node }.
capacity-change-class-wait-for-first-consumer = Зробіть клас сховища { $class } WaitForFirstConsumer: з Immediate його том створюється, щойно зʼявляється заявка, там, де вибере драйвер, без перевірки місткості, а планувальник лише чекає на нього. Кластер не дає змінити клас: створіть клас із volumeBindingMode: WaitForFirstConsumer і вкажіть його в заявці.
capacity-outside-pv-missing = Виправлення поза лабораторією: заявку { $claim } привʼязано до постійного тому { $pv }, якого не існує. Відновіть { $pv } (kubectl apply -f з його маніфестом) або видаліть заявку, щоб надати новий том (kubectl delete pvc { $claim }; дані буде втрачено).
capacity-outside-pv-affinity = Виправлення поза лабораторією: { $pv } (заявка { $claim }) доступний лише з { $allowed }, а кластер не дає змінити спорідненість постійного тому з вузлами. Запустіть под там або перенесіть дані: скопіюйте їх, видаліть заявку { $claim } і створіть її знову, щоб для { $node } надали новий том (kubectl delete pvc { $claim }).
capacity-outside-selected-node = Виправлення поза лабораторією: provisioner уже створює том { $claim } для { $selected } (анотація volume.kubernetes.io/selected-node). Зачекайте або виконайте kubectl annotate pvc { $claim } volume.kubernetes.io/selected-node-, щоб планувальник вибрав знову.
capacity-outside-no-provisioner = Виправлення поза лабораторією: клас { $class } нічого не надає, тож заявці { $claim } потрібен створений вручну постійний том, доступний з { $node } (kubectl apply -f pv.yaml), або клас із драйвером CSI.
capacity-outside-capacity-unset = Виправлення поза лабораторією: обʼєкти CSIStorageCapacity класу { $class }, що досягають { $node }, не мають місткості. Їх пише external-provisioner драйвера: перегляньте його журнали (kubectl logs -c csi-provisioner на поді контролера драйвера).
capacity-outside-prebound = Виправлення поза лабораторією: заявка { $claim } називає постійний том { $pv }, але ще не привʼязана до нього. Зачекайте, доки контролер томів їх привʼяже, або перевірте { $pv } (kubectl describe pv { $pv }).
capacity-outside-class-missing = Виправлення поза лабораторією: заявка { $claim } просить клас сховища { $class }, якого не існує. Створіть клас (kubectl apply -f storageclass.yaml) або створіть заявку знову з наявним класом.
capacity-outside-claim-problem = Виправлення поза лабораторією: планувальник каже «{ $message }». Видаліть або виправте заявку { $claim }, як там сказано (kubectl describe pvc { $claim }); заявку, створену для іншого пода, видаляють, щоб контролер створив її знову для цього.
capacity-diff-nothing = Нічого не змінилося: кожен вузол має той самий вердикт, що й до цієї зміни.
capacity-diff-now-passes = { $node } тепер проходить.
capacity-diff-now-fails = { $node } тепер не проходить.
capacity-diff-many = Змінили вердикт вузлів: { $count }. Тепер проходять: { $pass }, тепер не проходять: { $fail }.
capacity-diff-pod = Жоден вузол не змінив вердикту; тепер планувальник вибрав би { $after } замість { $before }.

# Пояснення місткості та Fleet (issue #11): перевірки заявок у лабораторії місткості,
# як PreFilter класифікує томи Podʼа, PreBind, хронологія симуляції.
capacity-claim-pv-missing = PersistentVolume "{ $pv }" не існує
capacity-claim-node-conflict = nodeAffinity PersistentVolume "{ $pv }" не відповідає вузлу { $node }
capacity-claim-bound = PersistentVolume "{ $pv }" досяжний з вузла { $node }
capacity-claim-selected-other = анотація volume.kubernetes.io/selected-node={ $selected } вказує на інший вузол
capacity-claim-static-match = відповідає PersistentVolume "{ $pv }" ({ $sizeBytes })
capacity-claim-no-provisioner = відповідного PersistentVolume немає, а клас сховища "{ $class }" не може надати том (провізіонер "{ $provisioner }")
capacity-claim-topology = allowedTopologies класу сховища "{ $class }" виключають вузол { $node }
capacity-claim-no-room = жоден CSIStorageCapacity класу "{ $class }", що досягає вузла { $node }, не має місця для { $requestBytes }
capacity-claim-provisionable = { $provisioner } може надати том для вузла { $node }
capacity-claim-not-checked = не перевірено: на цьому вузлі втулок зупинився на попередній заявці
capacity-skip-no-request = заявка не має запиту на сховище
capacity-skip-no-driver = CSIDriver з назвою "{ $driver }" немає: місткість не перевіряється
capacity-skip-tracking-false = CSIDriver "{ $driver }" має storageCapacity false: місткість не перевіряється
capacity-skip-tracking-unset = у CSIDriver "{ $driver }" storageCapacity не задано: місткість не перевіряється
capacity-object-unset = не задано ні maximumVolumeSize, ні capacity: ніколи не вміщує
capacity-object-fits = { $field } { $limitBytes } ≥ запит { $requestBytes }
capacity-object-short = { $field } { $limitBytes } < запит { $requestBytes }
capacity-why-csi-inline = вбудований ефемерний том CSI: планується без відстеження місткості
capacity-why-not-examined = не розглянуто: PreFilter зупинився на попередньому томі
capacity-why-bound = привʼязано до PersistentVolume "{ $pv }"
capacity-why-delayed = не привʼязано, клас WaitForFirstConsumer: вирішується для кожного вузла
capacity-why-pre-bound = попередньо привʼязано до тому, але привʼязку не завершено
capacity-why-no-class = не привʼязано й не має класу сховища
capacity-why-class-missing = не привʼязано, а класу сховища "{ $class }" не існує: планувальник вважає її не відкладеною (IsDelayBindingMode)
capacity-why-immediate = не привʼязано, клас Immediate: драйвер сам створює том, а Pod іде за ним
capacity-prebind-volume-gone = тому { $volume } більше немає
capacity-prebind-claim-deleted = заявку { $claim } видалено
capacity-prebind-affinity-lost = спорідненість вузлів тому { $volume } більше не приймає вузол { $node }
capacity-prebind-volume-taken-back = контролер PV забрав том { $volume } назад (його claimRef не має UID)
capacity-prebind-waiting-pv-controller = очікування, поки контролер PV привʼяже заявку { $claim } до тому { $volume }
capacity-prebind-bound-to-volume = заявку { $claim } привʼязано до тому { $volume }
capacity-prebind-no-annotations = заявка { $claim } більше не має анотацій
capacity-prebind-selected-other = анотація selected-node заявки { $claim } вказує на вузол { $node }
capacity-prebind-selected-removed = анотацію selected-node заявки { $claim } вилучено (провізіонер здався)
capacity-prebind-volume-not-cached = заявка { $claim } називає том { $volume }, якого ще немає в кеші
capacity-prebind-volume-unreachable = новий том { $volume } недосяжний з вузла { $node }
capacity-prebind-waiting-provisioning = очікування, поки том заявки { $claim } буде надано й привʼязано
capacity-prebind-bound-to-new-volume = заявку { $claim } привʼязано до її нового тому { $volume }
capacity-prebind-not-checked = не перевірено: checkBindings зупинився на попередній заявці
capacity-prebind-no-claim = Pod не використовує заявок, тож PreBind нічого привʼязувати, і він одразу успішний.
capacity-prebind-already-bound = Усі заявки Podʼа вже були привʼязані на етапі Reserve, тож PreBind одразу успішний.
capacity-prebind-all-bound = Усі заявки Podʼа { $pod } привʼязано, тож PreBind успішний, і Pod привʼязується до вузла { $node }.
capacity-prebind-fails = PreBind завершується помилкою «binding volumes: { $error }»: резервування томів Podʼа скасовано, і Pod повертається до черги планування.
capacity-prebind-timeout = Заявку не привʼязано й через { $elapsed } с, а це досягає bindTimeoutSeconds ({ $timeout } с), тож PreBind завершується помилкою «{ $error }», і Pod повертається до черги планування.
capacity-prebind-waiting = Заявку ще не привʼязано, тож PreBind перевірить знову за секунду; він здасться на bindTimeoutSeconds ({ $timeout } с), тобто через { $left } с.
capacity-prebind-node-deleted = PreBind завершується помилкою «binding volumes: { $error }», бо вузол { $node } видалено; Pod повертається до черги планування.
capacity-prebind-pod-deleted = PreBind завершується помилкою «binding volumes: { $error }», бо Pod { $pod } видалено; Pod повертається до черги планування.
capacity-sim-arrived = Pod і заявки створено
capacity-sim-scheduled-waiting = заплановано на { $node }; очікування надання { $count ->
        [one] { $count } тому
       *[other] { $count } томів
    }
capacity-sim-volume-created = том для заявки { $claim } ({ $sizeBytes }) створено
capacity-sim-binding-failed = привʼязка не вдалася: назад до черги через { $backoff } с
capacity-sim-immediate-created = заявка Immediate { $claim }: драйвер створив { $sizeBytes } у сегменті { $segment }
capacity-sim-free-space-changed = { $segment }: реальний вільний простір змінився на { $deltaBytes } і становить { $freeBytes } (ще не опубліковано)
capacity-sim-bind-timeout = PreBind чекав bindTimeoutSeconds ({ $timeout } с) на { $count ->
        [one] { $count } том
        [few] { $count } томи
       *[other] { $count } томів
    } і завершився помилкою «{ $error }»; Pod повертається до черги через { $backoff } с, а надання триває.
capacity-sim-running = усі томи привʼязано: Pod працює

# Пояснення Fleet (issue #11): чому кластери раунду чекають.
fleet-wait-max-new = створено maxNew ({ $maxNew }) BundleDeployment; учасники досягнутих розділів чекають наступного узгодження: { $waiting }
fleet-wait-max-new-zero = maxNew дорівнює { $maxNew }: жоден BundleDeployment ніколи не створюється
fleet-wait-bundle-limit = { $partition }: підготовлені кластери чекають ({ $waiting }): недоступних у бандлі { $unavailable }, досягнуто maxUnavailable { $maxUnavailable }
fleet-wait-partition-limit = { $partition }: підготовлені кластери чекають ({ $waiting }): недоступних у розділі { $unavailable }, досягнуто його maxUnavailable { $maxUnavailable }
fleet-wait-paused-bundle = { $partition }: підготовлені кластери ({ $waiting }) не просуваються, бо бандл призупинено
fleet-wait-paused-clusters = { $partition }: підготовлені кластери ({ $waiting }) не просуваються, бо кластери призупинено
fleet-wait-unmatched = цілі, що не відповідають жодному розділу: { $clusters }; їх ніколи не розгортають, вони рахуються як Pending
fleet-stop = зупинено на { $partition }: учасників не актуальних або недоступних { $notUpToDate } > maxUnavailable { $maxUnavailable }, тож недоступних розділів { $partitions } > maxUnavailablePartitions { $maxPartitions }; наступні розділи чекають: { $later }
fleet-outcome-complete = кожна ціль у розділах працює з версією { $version } і готова
fleet-outcome-complete-modified = кожна ціль у розділах працює з версією { $version } і готова; з них Modified (змінені на кластері після застосування): { $modified }, тож бандл не Ready, хоча розгортання на них не чекає
fleet-outcome-complete-unmatched = кожна ціль у розділах працює з версією { $version } і готова; цілі, що не відповідають жодному розділу й лишаються Pending: { $unmatched }, тож бандл не Ready
fleet-outcome-complete-modified-unmatched = кожна ціль у розділах працює з версією { $version } і готова; з них Modified (змінені на кластері після застосування): { $modified }, тож бандл не Ready, хоча розгортання на них не чекає; цілі, що не відповідають жодному розділу й лишаються Pending: { $unmatched }, тож бандл не Ready
fleet-outcome-stalled = більше нічого не змінюється
fleet-outcome-stalled-not-ready = більше нічого не змінюється: цілі NotReady — { $notReady }, WaitApplied — { $waitApplied }, ErrApplied — { $errApplied } (ніколи не готові, офлайн або з помилкою)
fleet-outcome-max-rounds = зупинено після maxRounds = { $maxRounds } раундів

# Підсумки змін лабораторій розгортання й балансу та відповіді про диски лабораторії балансу.
fleet-diff-nothing = Нічого не змінилося: на раунді { $round } кожен кластер має той самий стан і розділ, а розгортання, як і раніше, завершується на раунді { $rounds }.
fleet-diff-added = { $cluster } новий: на раунді { $round } він у стані { $state }.
fleet-diff-removed = { $cluster } більше немає у флоті.
fleet-diff-partition = { $cluster } перейшов з розділу { $fromNumber } ({ $from }) до розділу { $toNumber } ({ $to }).
fleet-diff-matched = { $cluster } тепер належить до розділу { $toNumber } ({ $to }); до цієї зміни він не відповідав жодному розділу.
fleet-diff-unmatched = { $cluster } тепер не відповідає жодному розділу; до цієї зміни він був у { $from }.
fleet-diff-state = На раунді { $round } { $cluster } тепер у стані { $to } (був { $from }).
fleet-diff-many = На раунді { $round } змінилися кластери ({ $count }), перший із них — { $first } (змінився стан: { $states }; змінився розділ: { $partitions }; нових: { $added }; зникли: { $removed }).
fleet-diff-rounds = Розгортання тепер завершується за { $after ->
        [one] { $after } раунд
        [few] { $after } раунди
       *[many] { $after } раундів
    } замість { $before }.
fleet-diff-now-finishes = Розгортання тепер завершується за { $after ->
        [one] { $after } раунд
        [few] { $after } раунди
       *[many] { $after } раундів
    }; до цієї зміни воно не завершувалося.
fleet-diff-no-longer-finishes = Розгортання більше не завершується (воно зупиняється незавершеним на раунді { $after }); до цієї зміни воно завершувалося за { $before ->
        [one] { $before } раунд
        [few] { $before } раунди
       *[many] { $before } раундів
    }.
balance-disk-only = { $node }/{ $disk } отримує репліку: це єдиний диск-кандидат, тож Longhorn бере його, не обчислюючи оцінки.
balance-disk-node-fallback-lost = { $node }/{ $disk } програє: жоден вузол не має загалом { $sizeBytes } придатного простору, тож Longhorn бере будь-який вузол, а пісочниця показує { $winner }.
balance-disk-node-too-small = { $node }/{ $disk } програє: вузол { $node } має загалом { $usableBytes } придатного простору, менше за { $sizeBytes } репліки, тож етап вибору вузла його виключає.
balance-disk-node-tie-lost = { $node }/{ $disk } програє: вузол { $node } має однакову оцінку { $score } з вузлом { $winner }, Longhorn вибирає один із них навмання, а пісочниця показує { $winner }.
balance-disk-node-lost = { $node }/{ $disk } програє: на етапі вибору вузла вузол { $node } має оцінку { $score }, а вузол { $winner } — нижчу ({ $winnerScore }), тож розглядаються лише диски { $winner }.
balance-disk-fallback = { $node }/{ $disk } отримує репліку: жоден диск на { $node } не має { $sizeBytes } придатного простору, тож Longhorn бере будь-який із них, а пісочниця показує цей.
balance-disk-fallback-lost = { $node }/{ $disk } програє: жоден диск на { $node } не має { $sizeBytes } придатного простору, тож Longhorn бере будь-який із них, а пісочниця показує { $winner }.
balance-disk-too-small = { $node }/{ $disk } програє: він має { $usableBytes } придатного простору, менше за { $sizeBytes } репліки.
balance-disk-tie-wins = { $node }/{ $disk } виграє при рівності: дисків з найнижчою оцінкою балансу { $score } — { $count }, Longhorn вибирає один із них навмання, а пісочниця показує цей.
balance-disk-tie = { $node }/{ $disk } має однаково найнижчу оцінку балансу { $score } з { $winner }: Longhorn вибирає один із них навмання, а пісочниця показує { $winner }.
balance-disk-loses = { $node }/{ $disk } програє: його оцінка балансу { $score } вища за { $winnerScore } у { $winner }.
balance-disk-wins = { $node }/{ $disk } виграє: його оцінка балансу { $score } найнижча серед оцінених дисків ({ $count }) (наступний, { $runnerUp }, має { $runnerScore }).
balance-disk-wins-alone = { $node }/{ $disk } виграє: це єдиний диск на { $node }, де є місце для репліки (оцінка балансу { $score }).
balance-diff-nothing = Нічого не змінилося: репліка, як і раніше, іде на той самий диск з тією самою оцінкою.
balance-diff-winner = Тепер виграє { $winner } (до цієї зміни вигравав { $before }).
balance-diff-score = { $winner } і далі виграє; його оцінка балансу тепер { $score } (була { $before }).
balance-diff-placed = Тепер виграє { $winner }; до цієї зміни жоден диск не міг прийняти репліку.
balance-diff-unplaced = Тепер жоден диск не може прийняти репліку; до цієї зміни вигравав { $before }.

# Арифметика fleet::limit(), по одному повідомленню на гілку. $count: від скількох; $result: отримане число.
fleet-limit-no-count = кількість { $count } → 1
fleet-limit-number = { $number } = { $number }
fleet-limit-number-clamped = { $number } обмежено до [0, { $count }] = { $result }
fleet-limit-string = "{ $value }" = { $result }
fleet-limit-string-unclamped = "{ $value }" = { $result } (ціле число в рядку не обмежується до { $count })
fleet-limit-percent-zero = { $percent } ≤ 0% → 1
fleet-limit-percent = { $percent } від { $count } → округлення вниз({ $exactTenThousandths }) = { $result }
fleet-limit-percent-default = типово { $percent } від { $count } → округлення вниз({ $exactTenThousandths }) = { $result }
fleet-limit-percent-at-least-one = { $percent } від { $count } → округлення вниз({ $exactTenThousandths }) = { $floor } → щонайменше 1 = { $result }
fleet-limit-percent-at-most = { $percent } від { $count } → округлення вниз({ $exactTenThousandths }) = { $floor } → щонайбільше { $count } = { $result }
fleet-limit-string-overflow = "{ $value }" = { $result } (поза межами int: IntValue у Go бере найбільше ціле з Atoi)
fleet-limit-percent-int-undefined = { $percent } від { $count }: int() у Go для NaN або значення поза межами int64 залежить від платформи; на amd64 це -9223372036854775808, тож / 100 < 1 → 1
message-list-separator = {", "}
message-clause-separator = {"; "}
