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
