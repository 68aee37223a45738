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
longhorn-unscheduled-no-node = { $replica } не запланована: жоден із вузлів ({ $count }) не може приймати репліки (не готовий, позначений cordon, планування вимкнено або йде виселення).
longhorn-unscheduled-linked-clone = { $replica } не запланована: { $volume } — повʼязаний клон { $source }, і жоден вузол, що може приймати репліки, не має справної репліки { $source } (linked clone replica cannot be satisfied).
longhorn-unscheduled-node-tags = { $replica } не запланована: { $count ->
        [one] { $count } вузол виключено, бо він не має
        [few] { $count } вузли виключено, бо вони не мають
       *[many] { $count } вузлів виключено, бо вони не мають
    } теґів вузла { $tags }, яких вимагає { $volume }.
longhorn-unscheduled-zone-anti-affinity = { $replica } не запланована: кожна зона з вузлом для неї вже має репліку { $volume }, а антиспорідненість зон жорстка (через це виключено { $count ->
        [one] { $count } вузол
        [few] { $count } вузли
       *[many] { $count } вузлів
    }).
longhorn-unscheduled-disk-anti-affinity = { $replica } не запланована: { $count ->
        [one] єдиний придатний диск уже має
       *[other] усі придатні диски ({ $count }) уже мають
    } репліку { $volume }, а антиспорідненість дисків жорстка.
longhorn-unscheduled-node-anti-affinity = { $replica } не запланована: кожен вузол, що міг би її прийняти, уже має репліку { $volume }, а антиспорідненість вузлів жорстка (через це виключено { $count ->
        [one] { $count } вузол
        [few] { $count } вузли
       *[many] { $count } вузлів
    }).
longhorn-unscheduled-storage = { $replica } не запланована: жоден диск не має місця для { $sizeBytes }; найближчому, { $node }/{ $disk }, бракує ще { $missingBytes } вільного простору.
longhorn-unscheduled-disk-tags = { $replica } не запланована: жоден диск не має теґів диска { $tags }, яких вимагає { $volume }.
longhorn-unscheduled-reasons = { $replica } не запланована: Longhorn записує «{ $reasons }».
longhorn-change-free-space = Звільніть { $bytes } на { $node }/{ $disk }.
longhorn-change-minimal-available-percentage = Встановіть storage-minimal-available-percentage у { $value } або менше (зараз { $current }).
longhorn-change-over-provisioning-percentage = Встановіть storage-over-provisioning-percentage у { $value } або більше (зараз { $current }).
longhorn-change-soft-zone = Зробіть антиспорідненість зон мʼякою для { $volume }.
longhorn-change-soft-node = Зробіть антиспорідненість вузлів мʼякою для { $volume }.
longhorn-change-soft-disk = Зробіть антиспорідненість дисків мʼякою для { $volume }.
longhorn-change-soft-zone-node = Зробіть антиспорідненість зон і вузлів мʼякою для { $volume }.
longhorn-change-soft-node-disk = Зробіть антиспорідненість вузлів і дисків мʼякою для { $volume }.
longhorn-change-soft-zone-disk = Зробіть антиспорідненість зон і дисків мʼякою для { $volume }.
longhorn-change-soft-zone-node-disk = Зробіть антиспорідненість зон, вузлів і дисків мʼякою для { $volume }.
longhorn-diff-nothing = Нічого не перемістилося: кожна репліка там, де була до цієї зміни.
longhorn-diff-moved = { $replica } перемістилася { $from } → { $to }.
longhorn-diff-placed = { $replica } тепер розміщена на { $to }.
longhorn-diff-unscheduled = { $replica } була на { $from }, а тепер не запланована.
longhorn-diff-appeared-unscheduled = { $replica } нова й не запланована.
longhorn-diff-removed = { $replica } більше немає.
longhorn-diff-many = Змінено реплік: { $count }. Перемістилися: { $moved }, нових розміщень: { $placed }, не заплановані: { $unscheduled }, зникли: { $removed }.
fleet-cluster-unmatched = { $cluster } не відповідає жодному розділу, тож Fleet ніколи не розгортає на ньому, і він рахується як Pending.
fleet-cluster-not-target = На раунді { $round } { $cluster } не є цільовим кластером бандла.
fleet-cluster-ready = На раунді { $round } { $cluster } у стані Ready.
fleet-cluster-waits-stop = { $cluster } чекає: { $partition } не може почати, доки в { $stopPartition } не залишиться щонайбільше { $max ->
        [one] { $max } кластер
        [few] { $max } кластери
       *[many] { $max } кластерів
    } не оновлених або недоступних (зараз { $bad }).
fleet-cluster-waits-partition-limit = { $cluster } чекає: { $partition } уже має недоступних кластерів: { $unavailable } з дозволених { $max }.
fleet-cluster-waits-bundle-limit = { $cluster } чекає: бандл уже має недоступних кластерів: { $unavailable } з дозволених { $max }.
fleet-cluster-waits-bundle-paused = { $cluster } чекає: бандл призупинено, тож підготовлені розгортання не просуваються.
fleet-cluster-waits-paused = { $cluster } чекає: його призупинено, тож його підготовлене розгортання не просувається.
fleet-cluster-waits-max-new = { $cluster } чекає на свій BundleDeployment: кожне узгодження створює щонайбільше { $maxNew }.
fleet-cluster-state = На раунді { $round } { $cluster } у стані { $state }.
fleet-change-partition-max-unavailable = Підніміть maxUnavailable розділу { $partition } до { $value } (зараз { $current }).
fleet-change-max-unavailable = Підніміть maxUnavailable до { $percent } %, щоб { $partition } міг мати { $value ->
        [one] { $value } кластер
        [few] { $value } кластери
       *[many] { $value } кластерів
    } не оновлених або недоступних (зараз може мати { $current }).
fleet-change-max-unavailable-partitions = Підніміть maxUnavailablePartitions до { $value }, щоб { $partition } сам не зупиняв розгортання (зараз { $current }).

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
capacity-change-pv-allow-node = Додайте { $node } до спорідненості вузлів PersistentVolume { $pv }.
capacity-change-class-allow-topology = Додайте { $key }={ $value } до allowedTopologies класу сховища { $class }, щоб він дозволяв { $node }.
capacity-diff-nothing = Нічого не змінилося: кожен вузол має той самий вердикт, що й до цієї зміни.
capacity-diff-now-passes = { $node } тепер проходить.
capacity-diff-now-fails = { $node } тепер не проходить.
capacity-diff-many = Змінили вердикт вузлів: { $count }. Тепер проходять: { $pass }, тепер не проходять: { $fail }.
capacity-diff-pod = Жоден вузол не змінив вердикту; тепер планувальник вибрав би { $after } замість { $before }.

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
# Власні речення застосунку (issue #10): карта розміщення, «що як» на карті, редагування на рисунках.
map-pending = Не заплановані:
map-no-zone = (без зони)
map-zone = зона { $zone }
map-zone-empty = У цій зоні ще немає вузлів.
map-add-node = + вузол
map-add-node-label = Додати вузол у { $zone }
map-node-label = Вузол { $node }: перетягніть його в іншу зону або натисніть Alt+← чи Alt+→, щоб перемістити його в попередню чи наступну зону.
map-drawing-hint = Редагуйте просто на карті: клацніть у зоні, щоб додати туди вузол, перетягніть вузол в іншу зону, щоб перемістити його (або наведіть на нього фокус і натисніть Alt+← чи Alt+→). Кожна така дія — одне редагування, яке скасовує «Скасувати».
whatif-map-fail-node = Карта показує кластер, якщо { $node } вийде з ладу, після того як мине replica-replenishment-wait-interval.
whatif-map-cordon-node = Карта показує кластер, якщо { $node } позначити cordon.
whatif-map-evict-node = Карта показує кластер, якщо з { $node } виселити репліки.
whatif-map-key = Пунктирна позначка показує, де була репліка і куди вона перейде; позначена репліка показує, куди вона прийде.
whatif-nothing = Жодна репліка не переміститься.
whatif-moved = { $replica } переміститься з { $from } на { $to }.
whatif-placed = { $replica } буде створено на { $to }.
whatif-unscheduled = { $replica } залишить { $from } і ніде не буде запланована.
whatif-appeared-unscheduled = { $replica } буде створено, але не заплановано.
whatif-removed = { $replica } буде видалено з { $from }.
whatif-many = Реплік, що зміняться: { $count } (переміститься: { $moved }; буде створено: { $placed }; не буде заплановано: { $unscheduled }; буде видалено: { $removed }).
whatif-mark-moves-to = переміститься на { $to }
whatif-mark-comes-from = прийде з { $from }
whatif-mark-created = буде створено тут
whatif-mark-unscheduled = не буде запланована
whatif-mark-removed = буде видалено
whatif-mark-fails = вийде з ладу
whatif-mark-evicted = буде виселено
whatif-node-fail-node = виходить з ладу
whatif-node-cordon-node = позначено cordon
whatif-node-evict-node = виселення
balance-slider-label = Придатне для використання сховище { $disk }
balance-slider-value = придатно для використання: { $amount }
balance-slider-hint = Перетягніть смугу диска або наведіть на неї фокус і натискайте клавіші зі стрілками, щоб задати придатне для використання сховище цього диска (Page Up і Page Down — на десять кроків, Home і End — до країв). Кожна зміна — одне редагування, яке скасовує «Скасувати».
whatif-mark-fails-replaced = вийде з ладу, заміна на { $to }
whatif-mark-evicted-replaced = буде виселено, заміна на { $to }
whatif-mark-replaces = буде створено тут замість { $replica }
# Longhorn map overview
map-overview-toggle = Показати всі вузли
map-overview-hint = { $count ->
        [one] { $count } вузол: кожен квадрат — це вузол із кількістю його реплік.
        [few] { $count } вузли: кожен квадрат — це вузол із кількістю його реплік.
       *[many] { $count } вузлів: кожен квадрат — це вузол із кількістю його реплік.
    } Штрихування: вузол не працює або планування вимкнено; пунктирна рамка: вузол позначено cordon; ! і число: диски, які не приймають реплік; *: репліки з позначкою; темний квадрат із рамкою: вузол вибраної репліки. Клавіші зі стрілками переходять між квадратами, Enter відкриває картку вузла, Escape закриває її.
map-overview-drawing-hint = Alt+← чи Alt+→ на квадраті переміщує його вузол у попередню чи наступну зону.
map-square-label = { $node }: { $replicas ->
        [one] { $replicas } репліка
        [few] { $replicas } репліки
       *[many] { $replicas } реплік
    }{ $disks ->
        [0] {""}
        [one] , { $disks } диск, непридатний для планування
        [few] , { $disks } диски, непридатні для планування
       *[many] , { $disks } дисків, непридатних для планування
    }{ $marked ->
        [0] {""}
        [one] , { $marked } позначена репліка
        [few] , { $marked } позначені репліки
       *[many] , { $marked } позначених реплік
    }.
map-square-label-down = { $node } не працює: { $replicas ->
        [one] { $replicas } репліка
        [few] { $replicas } репліки
       *[many] { $replicas } реплік
    }{ $disks ->
        [0] {""}
        [one] , { $disks } диск, непридатний для планування
        [few] , { $disks } диски, непридатні для планування
       *[many] , { $disks } дисків, непридатних для планування
    }{ $marked ->
        [0] {""}
        [one] , { $marked } позначена репліка
        [few] , { $marked } позначені репліки
       *[many] , { $marked } позначених реплік
    }.
map-square-label-off = { $node } має вимкнене планування: { $replicas ->
        [one] { $replicas } репліка
        [few] { $replicas } репліки
       *[many] { $replicas } реплік
    }{ $disks ->
        [0] {""}
        [one] , { $disks } диск, непридатний для планування
        [few] , { $disks } диски, непридатні для планування
       *[many] , { $disks } дисків, непридатних для планування
    }{ $marked ->
        [0] {""}
        [one] , { $marked } позначена репліка
        [few] , { $marked } позначені репліки
       *[many] , { $marked } позначених реплік
    }.
map-square-label-cordoned = { $node } позначено cordon: { $replicas ->
        [one] { $replicas } репліка
        [few] { $replicas } репліки
       *[many] { $replicas } реплік
    }{ $disks ->
        [0] {""}
        [one] , { $disks } диск, непридатний для планування
        [few] , { $disks } диски, непридатні для планування
       *[many] , { $disks } дисків, непридатних для планування
    }{ $marked ->
        [0] {""}
        [one] , { $marked } позначена репліка
        [few] , { $marked } позначені репліки
       *[many] , { $marked } позначених реплік
    }.
map-node-with-mark = { $node } ({ $mark })
map-card-label = Картка вузла { $node }
map-card-close = Закрити
map-card-close-label = Закрити картку вузла { $node }
