# Import notes: what the kubectl imports and the support bundle reader say about a paste
# (kinds, fields, names and quoted values are arguments and stay as pasted).
import-lh-time-before-1970 = { $kind } { $name }: { $field } { $value } раніше за 1970 рік, а такого планувальник не приймає; пропущено (рядок { $line })
import-lh-time-invalid = { $kind } { $name }: { $field } { $value } не є часом у форматі RFC 3339; пропущено (рядок { $line })
import-lh-listed-twice = { $kind } { $name }: вказано двічі; другу копію пропущено
import-lh-not-boolean = { $kind } { $name }: { $field } { $value } не є ні true, ні false; використано { $default } (рядок { $line })
import-lh-not-boolean-disk = Вузол { $node }, диск { $disk }: { $field } { $value } не є ні true, ні false; використано { $default } (рядок { $line })
import-lh-not-whole-number = { $kind } { $name }: { $field } { $value } не є цілим числом; використано { $default } (рядок { $line })
import-lh-bytes-negative = { $kind } { $name }: { $field } { $value } відʼємне; використано 0 (рядок { $line })
import-lh-bytes-negative-disk = Вузол { $node }, диск { $disk }: { $field } { $value } відʼємне; використано 0 (рядок { $line })
import-lh-not-bytes = { $kind } { $name }: { $field } { $value } не є кількістю байтів ({ $detail }); використано 0 (рядок { $line })
import-lh-not-bytes-disk = Вузол { $node }, диск { $disk }: { $field } { $value } не є кількістю байтів ({ $detail }); використано 0 (рядок { $line })
import-lh-not-a-list = { $kind } { $name }: { $field } не є списком; пропущено (рядок { $line })
import-lh-not-a-list-disk = Вузол { $node }, диск { $disk }: { $field } не є списком; пропущено (рядок { $line })
import-lh-unknown-value = { $kind } { $name }: { $field } { $value } не є відомим значенням; використано типове (рядок { $line })
import-lh-unknown-value-disk = Вузол { $node }, диск { $disk }: { $field } { $value } не є відомим значенням; використано типове (рядок { $line })
import-lh-disk-without-name = { $kind } { $name }: spec.disks має диск без назви; його пропущено.
import-lh-disk-twice = { $kind } { $name }: spec.disks двічі вказує диск { $disk }; другу копію пропущено.
import-lh-disk-status-only = { $kind } { $name }: status.diskStatus має диск { $disk }, якого немає в spec.disks; пропущено
import-lh-no-disk-status-disk = Вузол { $node }, диск { $disk }: немає запису status.diskStatus (ще не перевірено); вважається неготовим, розмір 0
import-lh-reserved-over-maximum-disk = Вузол { $node }, диск { $disk }: spec.storageReserved { $reserved } більше за storageMaximum { $maximum } у status.diskStatus; використано { $maximum }.
import-lh-skip-volume-no-size = його spec.size немає або він не більший за 0, тож нічого планувати
import-lh-attached-node-not-pasted = { $kind } { $name }: його підʼєднано до вузла { $node } (status.currentNodeID), який не вставлено; сценарій вважає том непідʼєднаним, а вузол показано як записаний кластером.
import-lh-replica-count-range = { $kind } { $name }: spec.numberOfReplicas { $count } не лежить між 1 і 20, як вимагає Longhorn; використано 3.
import-lh-strict-local-count = { $kind } { $name }: том strict-local має в Longhorn рівно 1 репліку, а не { $count }; використано 1.
import-lh-skip-replica-volume-left-out = її том { $volume } пропущено (див. том)
import-lh-skip-replica-volume-not-pasted = її тому { $volume } (spec.volumeName) немає серед вставлених томів
import-lh-recorded-node-not-pasted = Її вузол { $node } не вставлено.
import-lh-recorded-no-disk-id = Вона на вузлі { $node } без spec.diskID.
import-lh-recorded-unknown-disk = Її UUID диска { $disk } не є диском вузла { $node }: жоден status.diskStatus не має такого diskUUID.
import-lh-recorded-node-not-pasted-note = Replica { $replica } (том { $volume }): її вузол { $node } не вставлено. Репліку пропущено в сценарії й показано як записану кластером.
import-lh-recorded-no-disk-id-note = Replica { $replica } (том { $volume }): вона на вузлі { $node } без spec.diskID. Репліку пропущено в сценарії й показано як записану кластером.
import-lh-recorded-unknown-disk-note = Replica { $replica } (том { $volume }): її UUID диска { $disk } не є диском вузла { $node }: жоден status.diskStatus не має такого diskUUID. Репліку пропущено в сценарії й показано як записану кластером.
import-lh-rebuild-retry-negative = { $kind } { $name }: spec.rebuildRetryCount { $count } відʼємне; використано 0.
import-lh-setting-no-value = Setting { $name }: немає значення; залишено типове
import-lh-setting-not-boolean = Setting { $name }: значення { $value } не є ні true, ні false; залишено типове (рядок { $line })
import-lh-setting-not-percentage = Setting { $name }: значення { $value } не є відсотком від 0 до 100; залишено типове (рядок { $line })
import-lh-setting-not-non-negative = Setting { $name }: значення { $value } не є цілим числом від 0; залишено типове (рядок { $line })
import-lh-setting-not-whole-number = Setting { $name }: значення { $value } не є цілим числом; залишено типове (рядок { $line })
import-lh-setting-not-auto-balance = Setting { $name }: значення { $value } не є жодним із disabled, least-effort, best-effort; залишено типове (рядок { $line })
import-lh-setting-not-data-locality = Setting { $name }: значення { $value } не є жодним із disabled, best-effort, strict-local; залишено типове (рядок { $line })
import-lh-setting-not-boolean-per-engine = Setting { $name }: значення { $value } не є true чи false для кожного рушія даних; залишено типове (рядок { $line })
import-lh-skip-setting-not-read = планувальник реплік не читає цього налаштування
import-lh-missing-nodes = Не вставлено жодного вузла Longhorn. Планувальник розміщує репліки на дисках вузлів, тож не може розмістити жодної репліки, а розміщення, записане кластером, не можна звірити з дисками вузлів.
import-lh-missing-named-nodes = Вставлені томи й репліки називають вузли, яких не вставлено: { $others } і { $last }. Репліки на цих вузлах пропущено в сценарії, тож планувальник розмістив би їх знову.
import-lh-missing-named-nodes-one = Вставлені томи й репліки називають вузол, якого не вставлено: { $name }. Репліки на цьому вузлі пропущено в сценарії, тож планувальник розмістив би їх знову.
import-lh-missing-volumes = Репліки томів, яких не вставлено, пропущено: { $others } і { $last }. Планувальнику потрібен том репліки заради його розміру та правил.
import-lh-missing-volumes-one = Репліки тому, якого не вставлено, пропущено: { $name }. Планувальнику потрібен том репліки заради його розміру та правил.
import-lh-missing-replicas = Не вставлено жодної репліки. Тоді планувальник вважає кожен том новим і розміщує всі його репліки, а не лише ті, яких бракує робочому тому.
import-lh-missing-settings = Не вставлено жодного налаштування. Планувальник використовує типові налаштування Longhorn, які можуть відрізнятися від налаштувань кластера.
import-skip-not-a-mapping = не обʼєкт (не відображення)
import-skip-no-kind = немає kind
import-skip-no-name = немає metadata.name
import-lh-skip-not-longhorn = apiVersion { $apiVersion } не є longhorn.io: читаються лише власні обʼєкти Longhorn
import-lh-skip-not-used = планувальник реплік цього не використовує
import-lh-now = зараз = { $time } ({ $seconds } с), найпізніша позначка часу в обʼєктах: від неї відлічується очікування для відмовлених реплік
import-lh-version-setting = Кластер записує Longhorn { $version } у своєму налаштуванні current-longhorn-version.
import-lh-release-exact = Сценарій дотримується планувальника Longhorn { $version }, випуску кластера.
import-lh-release-other = Longhorn { $version } не є жодним із змодельованих випусків: сценарій дотримується { $release }, типового.
import-lh-release-older = Longhorn { $version } старіший за всі змодельовані випуски: сценарій дотримується { $release }, типового, з вибором диска most-usable, як у Longhorn до v1.11.
import-lh-skip-engine-image-no-image = немає spec.image: жоден том не може його назвати
import-lh-skip-instance-manager-no-node = немає spec.nodeID: він не працює на жодному вузлі
import-lh-volume-engine-v1 = Volume { $name }: використовує рушій даних v1, тоді як { $most } із { $total } вставлених томів використовують v2; готовність рушія вузлів іде за v2 (одна на вузол: запущений менеджер екземплярів v2), тож власну готовність цього тому (розгорнутий образ рушія) не перевірено (рядок { $line })
import-lh-volume-engine-v2 = Volume { $name }: використовує рушій даних v2, тоді як { $most } із { $total } вставлених томів використовують v1; готовність рушія вузлів іде за v1 (одна на вузол: розгорнутий образ рушія), тож власну готовність цього тому (запущений менеджер екземплярів v2) не перевірено (рядок { $line })
import-lh-volume-engine-v2-tie = Volume { $name }: використовує рушій даних v2, тоді як { $most } із { $total } вставлених томів використовують v1 (нічия дістається v1); готовність рушія вузлів іде за v1 (одна на вузол: розгорнутий образ рушія), тож власну готовність цього тому (запущений менеджер екземплярів v2) не перевірено (рядок { $line })
import-lh-no-instance-manager-all = менеджери екземплярів: кожен вставлений том використовує рушій даних v2, чиїм реплікам потрібен запущений менеджер екземплярів v2, а не образ рушія, але жодного InstanceManager не вставлено, тож кожен вузол вважається готовим; додайте { $resource } до kubectl get, щоб це перевірити
import-lh-no-instance-manager = менеджери екземплярів: { $count } із { $total } вставлених томів використовують рушій даних v2, чиїм реплікам потрібен запущений менеджер екземплярів v2, а не образ рушія, але жодного InstanceManager не вставлено, тож кожен вузол вважається готовим; додайте { $resource } до kubectl get, щоб це перевірити
import-lh-node-no-v2-instance-manager = Node { $node }: немає менеджера екземплярів v2 (жоден із вставлених InstanceManager ({ $count }) не має spec.nodeID { $node } і spec.dataEngine v2); вважається неготовим
import-lh-node-no-running-instance-manager = Node { $node }: немає запущеного менеджера екземплярів v2 ({ $managers }); вважається неготовим (рядок { $line })
import-lh-no-engine-image = образи рушія: жодного EngineImage не вставлено, тож кожен вузол вважається готовим (образ рушія розгорнуто); додайте { $resource } до kubectl get, щоб це перевірити
import-lh-engine-image-not-pasted = образ рушія { $image }: жоден вставлений EngineImage не має його як spec.image (вставлено: { $pasted }); кожен вузол вважається готовим
import-lh-engine-image-no-state = Node { $node }: образ рушія { $image } не має стану (status.state EngineImage { $engineImage }); вважається неготовим (рядок { $line })
import-lh-engine-image-state = Node { $node }: образ рушія { $image } у стані { $state } (status.state EngineImage { $engineImage }); вважається неготовим (рядок { $line })
import-lh-engine-image-not-deployed = Node { $node }: образ рушія { $image } не розгорнуто на вузлі { $node } (EngineImage { $engineImage }: status.nodeDeploymentMap.{ $node } має значення { $deployed }, стан { $state }); вважається неготовим (рядок { $line })
import-lh-engine-image-not-in-map = Node { $node }: образ рушія { $image } не розгорнуто на вузлі { $node } (EngineImage { $engineImage }: status.nodeDeploymentMap не має { $node }, стан { $state }); вважається неготовим (рядок { $line })
import-lh-volume-other-image = Volume { $volume }: spec.image { $image } відрізняється від { $chosen }, який називають { $most } із { $total } томів v1; готовність рушія вузлів іде за { $chosen } (один на вузол), тож власний образ цього тому не перевірено (рядок { $line })
import-lh-engine-image-default = образи рушія: жоден вставлений том v1 не називає образу (spec.image); готовність іде за налаштуванням default-engine-image, { $image }
import-lh-engine-image-only = образи рушія: жоден вставлений том v1 не називає образу (spec.image) і налаштування default-engine-image не вставлено; готовність іде за EngineImage { $engineImage } ({ $image }), єдиним вставленим
import-lh-engine-image-unknown = образи рушія: готовність не визначити: жоден вставлений том v1 не називає образу (spec.image), налаштування default-engine-image не вставлено, а вставлених EngineImage кілька ({ $count }); кожен вузол вважається готовим
import-lh-backing-image-not-pasted = Volume { $volume }: його базовий образ { $image } не вставлено (backingimages.longhorn.io); його селектори вузлів і дисків не застосовано
import-lh-schedulable-disagrees = Вузол { $node }, диск { $disk }: його умова Schedulable записана як { $recorded }, але Ready і Fits(0, 0) за його числами дають { $derived }; планувальник іде за умовою
import-lh-data-source-invalid = { $kind } { $name }: spec.dataSource { $value } не є ні vol://<volume>, ні snap://<volume>/<snapshot>; його пропущено.
import-lh-clone-without-source = { $kind } { $name }: spec.cloneMode задано, але немає чинного spec.dataSource для клонування; том планується як не клон.
import-lh-clone-source-replica-not-pasted = Replica { $replica }: її репліки-джерела { $source } (spec.linkedCloneSrcReplicaName) немає серед вставлених реплік тому { $volume }; звʼязок пропущено, тож її може прийняти будь-яка справна репліка { $volume }.
import-lh-no-ready-condition = { $kind } { $name }: немає умови Ready; вважається готовим
import-cap-claim-class-not-pasted = PersistentVolumeClaim { $name }: її не привʼязано, а її StorageClass { $class } не вставлено. Планувальник вважає таку заявку непривʼязаною з негайною привʼязкою (клас, якого не знайдено, не є WaitForFirstConsumer) і відхиляє її Podʼи з "pod has unbound immediate PersistentVolumeClaims"; вставте клас, щоб побачити рішення, коли він існує.
import-cap-missing-nodes = Не вставлено жодного Node. Планувальник перевіряє для Podʼа кожен вузол, тож без вузлів жоден вузол не перевірити й вердикту не дати.
import-cap-missing-named-nodes = Вставлені Podʼи працюють на вузлах, яких не вставлено: { $others } і { $last }. Вердикти охоплюють лише вставлені вузли.
import-cap-missing-named-nodes-one = Вставлені Podʼи працюють на вузлі, якого не вставлено: { $name }. Вердикти охоплюють лише вставлені вузли.
import-cap-missing-classes = Непривʼязані заявки називають класи сховища, яких не вставлено: { $others } і { $last }. Без свого класу заявка непривʼязана з негайною привʼязкою, і її Podʼи відхиляються; з ним планувальник вирішує, де можна надати том.
import-cap-missing-classes-one = Непривʼязані заявки називають клас сховища, якого не вставлено: { $name }. Без свого класу заявка непривʼязана з негайною привʼязкою, і її Podʼи відхиляються; з ним планувальник вирішує, де можна надати том.
import-cap-missing-volumes = Привʼязані заявки називають томи, яких не вставлено: { $others } і { $last }. Планувальник відхиляє кожен вузол для Podʼа, чия привʼязана заявка не має тому.
import-cap-missing-volumes-one = Привʼязані заявки називають том, якого не вставлено: { $name }. Планувальник відхиляє кожен вузол для Podʼа, чия привʼязана заявка не має тому.
import-cap-missing-pods = Не вставлено жодного Pod. Планувальник вирішує для Podʼа, тож вердикти чекають на Pod, що використовує заявки.
import-cap-missing-claims = Вставлені Podʼи використовують заявки в просторі імен { $namespace }, яких не вставлено: { $others } і { $last }. Планувальник каже, що такий Pod не може працювати, доки його заявки не існують.
import-cap-missing-claims-one = Вставлені Podʼи використовують заявку в просторі імен { $namespace }, якої не вставлено: { $name }. Планувальник каже, що такий Pod не може працювати, доки його заявки не існують.
import-cap-skip-no-kind = він не має kind
import-cap-skip-not-read = не той kind, який читає плагін планувальника VolumeBinding
import-cap-skip-api-version = apiVersion { $apiVersion } не є { $expected }: це не { $kind } Kubernetes
import-cap-skip-capacity-class = його StorageClass { $class } немає серед вставлених обʼєктів, тож жодна заявка не може його використати
import-cap-pod-node-not-pasted = Pod { $pod }: працює на вузлі { $node } (spec.nodeName), який не вставлено; вузол залишено як записаний кластером, і він не серед перевірених вузлів.
import-cap-class-driver-not-pasted = StorageClass { $name }: CSIDriver { $driver } не вставлено, тож його заявки проходять перевірку місткості без перевірки (як у кластері без цього обʼєкта CSIDriver)
import-cap-claim-volume-not-pasted = PersistentVolumeClaim { $name }: її том { $volume } не вставлено; планувальник відхиляє кожен вузол для її Podʼів (bound to non-existent pv)
import-cap-pod-claim-left-out = Pod { $pod }: том { $volume } використовує заявку { $claim }, яку пропущено (див. заявку); планувальник так і каже (persistentvolumeclaim not found).
import-cap-pod-claim-not-pasted = Pod { $pod }: том { $volume } використовує заявку { $claim }, яку не вставлено; планувальник так і каже (persistentvolumeclaim not found або очікування контролера ефемерних томів)
import-cap-volume-claim-ref-other-uid = PersistentVolume { $name }: його claimRef називає заявку { $claim } з UID { $uid }, але вставлена заявка має UID { $claimUid }: заявку видалили й створили знову, і планувальник ніколи не зіставить цей том із нею (IsVolumeBoundToClaim порівнює UID).
import-cap-volume-claim-ref-not-pasted = PersistentVolume { $name }: його claimRef називає заявку { $claim }, яку не вставлено (том у стані { $phase }: заздалегідь привʼязаний або Released після видалення заявки). Том залишено, і планувальник ніколи не зіставить його з іншою заявкою.
import-cap-match-fields-always = PersistentVolume { $name }: { $field } ({ $requirement }) перевіряється так, як перевіряє планувальник (CheckNodeAffinity): лише за мітками вузла, де metadata.name порожнє, тож ця вимога виконується на кожному вузлі.
import-cap-match-fields-never = PersistentVolume { $name }: { $field } ({ $requirement }) перевіряється так, як перевіряє планувальник (CheckNodeAffinity): лише за мітками вузла, де metadata.name порожнє, тож ця вимога не виконується ніколи.
import-cap-unmodelled-bound = { $kind } { $field } ({ $count ->
        [one] { $count } обʼєкт
        [few] { $count } обʼєкти
       *[many] { $count } обʼєктів
    }): не змодельовано, пропущено — Pod уже привʼязано до цього вузла; лабораторія показує, що VolumeBinding вирішує для нього на кожному вузлі
import-cap-unmodelled-bound-many = { $kind } { $fields }: не змодельовано, пропущено — Pod уже привʼязано до цього вузла; лабораторія показує, що VolumeBinding вирішує для нього на кожному вузлі
import-cap-unmodelled-other-plugins = { $kind } { $field } ({ $count ->
        [one] { $count } обʼєкт
        [few] { $count } обʼєкти
       *[many] { $count } обʼєктів
    }): не змодельовано, пропущено — за цим фільтрують інші плагіни планувальника (NodeAffinity, TaintToleration, NodeUnschedulable); змодельовано лише VolumeBinding
import-cap-unmodelled-other-plugins-many = { $kind } { $fields }: не змодельовано, пропущено — за цим фільтрують інші плагіни планувальника (NodeAffinity, TaintToleration, NodeUnschedulable); змодельовано лише VolumeBinding
import-cap-unmodelled-driver = { $kind } { $field } ({ $count ->
        [one] { $count } обʼєкт
        [few] { $count } обʼєкти
       *[many] { $count } обʼєктів
    }): не змодельовано, пропущено — передається драйверу; планувальник цього не читає
import-cap-unmodelled-driver-many = { $kind } { $fields }: не змодельовано, пропущено — передається драйверу; планувальник цього не читає
import-cap-unmodelled-after-binding = { $kind } { $field } ({ $count ->
        [one] { $count } обʼєкт
        [few] { $count } обʼєкти
       *[many] { $count } обʼєктів
    }): не змодельовано, пропущено — важить після привʼязки, не для розміщення
import-cap-unmodelled-after-binding-many = { $kind } { $fields }: не змодельовано, пропущено — важить після привʼязки, не для розміщення
import-cap-unmodelled-data-source = { $kind } { $field } ({ $count ->
        [one] { $count } обʼєкт
        [few] { $count } обʼєкти
       *[many] { $count } обʼєктів
    }): не змодельовано, пропущено — том надається з цього джерела; перевірка місткості та сама
import-cap-unmodelled-data-source-many = { $kind } { $fields }: не змодельовано, пропущено — том надається з цього джерела; перевірка місткості та сама
import-cap-unmodelled-not-read = { $kind } { $field } ({ $count ->
        [one] { $count } обʼєкт
        [few] { $count } обʼєкти
       *[many] { $count } обʼєктів
    }): не змодельовано, пропущено — плагін планувальника VolumeBinding цього не читає
import-cap-unmodelled-not-read-many = { $kind } { $fields }: не змодельовано, пропущено — плагін планувальника VolumeBinding цього не читає
import-cap-unmodelled-other-volumes = { $kind }: томи інших типів ({ $count ->
        [one] { $count } обʼєкт
        [few] { $count } обʼєкти
       *[many] { $count } обʼєктів
    }): не змодельовано, пропущено — configMap, secret, projected, emptyDir та інші типи томів не використовують заявок
import-cap-filter-capacity-class-missing = CSIStorageCapacity { $capacity } призначено для StorageClass { $class }, якого немає у вхідних даних. Планувальник читає обʼєкти місткості лише для класу заявки, яку перевіряє, а така заявка не може дійти до перевірки, тож цей обʼєкт пропущено.
import-cap-filter-claim-ref-other-uid = PersistentVolume { $name } заздалегідь привʼязаний до заявки { $claim } з UID { $uid }, але UID заявки — { $claimUid }: його записано для іншої заявки з тим самим імʼям (видаленої й створеної знову). IsVolumeBoundToClaim його відхиляє, тож планувальник не пропонує його цій заявці (FindMatchingVolume); контролер PV теж його не привʼязує.
import-cap-filter-claim-ref-uid-claim-has-none = PersistentVolume { $name } заздалегідь привʼязаний до заявки { $claim } з UID { $uid }, але заявка не має UID: IsVolumeBoundToClaim його відхиляє, тож планувальник не пропонує його цій заявці (FindMatchingVolume).
import-cap-filter-claim-class-missing = PersistentVolumeClaim { $claim } просить StorageClass { $class }, якого немає у вхідних даних. Планувальник вважає непривʼязану заявку, чий клас не знайдено, не відкладеною (IsDelayBindingMode повертає false для класу, якого не існує), тож PreFilter відхиляє Pod з "pod has unbound immediate PersistentVolumeClaims"; контролер PV тримає заявку в стані Pending, доки клас не створено.
import-fleet-unmodelled-metadata = { $field }: не використовується для планування розгортання; пропущено (уперше в { $object })
import-fleet-unmodelled-agent = { $field }: налаштування агента чи зʼєднання, не частина розгортання; пропущено (уперше в { $object })
import-fleet-unmodelled-other = { $field }: не змодельовано; пропущено (уперше в { $object })
import-fleet-unmodelled-other-yaml = { $field }: не змодельовано; пропущено
import-fleet-unmodelled-strategy = { $field }: не те поле rolloutStrategy, яке знає рушій; пропущено (уперше в { $object })
import-fleet-unmodelled-strategy-yaml = { $field }: не те поле rolloutStrategy, яке знає рушій; пропущено
import-fleet-unmodelled-partition = { $field }: не те поле розділу, яке знає рушій; пропущено (уперше в { $object })
import-fleet-unmodelled-partition-yaml = { $field }: не те поле розділу, яке знає рушій; пропущено
import-fleet-unmodelled-customization = { $field }: налаштування для окремого кластера (значення Helm, простір імен, …), не частина розгортання; пропущено (уперше в { $object })
import-fleet-unmodelled-customization-yaml = { $field }: налаштування для окремого кластера (значення Helm, простір імен, …), не частина розгортання; пропущено
import-fleet-status-cluster = Cluster status: останній звіт агента (готовність, кількість бандлів) — лабораторія моделює агентів, виберіть їхню поведінку там; не прочитано
import-fleet-status-group = ClusterGroup status: кількість учасників — обчислюється заново з spec.selector; не прочитано
import-fleet-status-bundle = Bundle status: останній звіт контролера (підсумок, розділи) — лабораторія моделює розгортання від початку; не прочитано
import-fleet-bundle-resources = Bundle { $field }: маніфести не потрібні для планування розгортання; пропущено ({ $object })
import-fleet-bundle-option = Bundle { $field }: параметр розгортання маніфестів, не частина розгортання за розділами; пропущено ({ $object })
import-fleet-yaml-option = fleet.yaml { $field }: параметр розгортання маніфестів, не частина розгортання за розділами; пропущено
import-fleet-yaml-no-override-targets = fleet.yaml не має overrideTargets: які кластери є цілями, визначає spec.targets його GitRepo, якого fleet.yaml не містить; кожен вставлений кластер вважається цільовим (крім тих, що забирає налаштування doNotDeploy)
import-fleet-skip-other-cluster = apiVersion { $apiVersion }: кластер Rancher або Cluster API, а не Fleet; вставте clusters.fleet.cattle.io
import-fleet-skip-not-fleet = apiVersion { $apiVersion } не є fleet.cattle.io: читаються лише власні обʼєкти Fleet
import-fleet-skip-makes-bundles = створює бандли: вставте Bundle (kubectl get bundles), щоб отримати його цілі й rolloutStrategy
import-fleet-skip-content = маніфести бандла не потрібні для планування розгортання
import-fleet-skip-not-used = не використовується для планування розгортання
import-fleet-skip-other-bundle = інший Bundle: використано { $bundle } (виберіть інший параметром bundle)
import-fleet-skip-yaml-bundle-pasted = вставлено й Bundle: Bundle { $bundle } — це те, що Fleet зробив із fleet.yaml, і використано його
import-fleet-skip-other-yaml = інший fleet.yaml: використано той, що в рядку { $line }
import-fleet-skip-elsewhere-mapped = у просторі імен { $in }: бандл націлений на власний простір імен і ті, які додають його BundleNamespaceMapping: { $others } і { $last }
import-fleet-skip-elsewhere-mapped-one = у просторі імен { $in }: бандл націлений на власний простір імен і ті, які додають його BundleNamespaceMapping: { $name }
import-fleet-skip-elsewhere-bundle = у просторі імен { $in }: бандл націлений лише на власний простір імен, { $namespace }
import-fleet-skip-elsewhere-most = у просторі імен { $in }: імпорт читає простір імен із найбільшою кількістю кластерів, { $namespace }
import-fleet-partition-group-not-pasted = { $field } називає групу кластерів { $group }, якої немає серед вставлених обʼєктів: розділ не відповідає жодному кластеру
import-fleet-no-bundle-defaults = немає ні Bundle, ні fleet.yaml: стратегія розгортання лишається типовою
import-fleet-no-clusters = немає обʼєктів clusters.fleet.cattle.io: стратегію й цілі прочитано, але немає кластерів, на які націлитися
import-fleet-no-bundle-every-cluster = немає ні Bundle, ні fleet.yaml: кожен кластер вважається цільовим, а стратегія розгортання лишається типовою
import-fleet-skip-mapping-no-bundle = Bundle не вставлено: BundleNamespaceMapping додає простори імен до бандлів, які вибирає
import-fleet-skip-namespace-no-bundle = читається лише для BundleNamespaceMapping, а Bundle не вставлено
import-fleet-skip-mapping-elsewhere = у просторі імен { $in }: до Bundle { $bundle } застосовуються лише зіставлення з його простору імен
import-fleet-skip-mapping-invalid = { $field }: { $error }; Fleet пропускає недійсний BundleNamespaceMapping
import-fleet-skip-deployment-no-bundle = Bundle не вставлено: BundleDeployment лише каже, де перебуває розгортання бандла
import-fleet-skip-deployment-other-bundle = належить до Bundle { $owner }, а не { $bundle }
import-fleet-skip-deployment-not-target = його кластера { $cluster } немає серед цілей
import-fleet-deployments-read = BundleDeployment прочитано: розгортання починається з того місця, де вони стоять. Ідентифікатори розгортань розрізняються за частиною маніфесту (до ':'); Fleet їх не впорядковує, тож імпорт нумерує їх у порядку появи й бере поточний для бандла з підготовлених BundleDeployment першого розділу (кожне узгодження готує цей розділ), найвищий: { $versions }.
import-fleet-target-no-criteria = { $source }: { $field } не задає жодного з clusterName, clusterSelector, clusterGroup, clusterGroupSelector: не відповідає жодному кластеру
import-fleet-target-group-not-pasted = { $source }: { $field } називає групу кластерів { $group }, якої немає серед вставлених обʼєктів: не відповідає жодному кластеру
import-fleet-clusters-not-targets = { $count } із { $total } вставлених кластерів не є цілями { $source } (див. notTargeted): їх пропущено в розгортанні
import-fleet-missing-clusters = Не вставлено жодного кластера Fleet із простору імен { $namespace }. Стратегію й цілі { $source } прочитано, але розгортанню потрібні кластери, на які вони націлені.
import-fleet-missing-bundle = Не вставлено жодного Bundle (чи fleet.yaml). Кожен кластер простору імен { $namespace } вважається цільовим, а стратегія розгортання лишається типовою; справжні значення містить Bundle.
import-fleet-missing-groups = Стратегія або цілі називають групи кластерів, яких не вставлено: { $others } і { $last }. Розділ чи ціль, що називає відсутню групу, не відповідає жодному кластеру.
import-fleet-missing-groups-one = Стратегія або цілі називають групу кластерів, якої не вставлено: { $name }. Розділ чи ціль, що називає відсутню групу, не відповідає жодному кластеру.
import-fleet-missing-namespaces = BundleNamespaceMapping { $mapping } вибирає простори імен за мітками, а обʼєкти Namespace для { $others } і { $last } не вставлено. Вони мають лише мітку kubernetes.io/metadata.name, яку має кожен простір імен, тож їхні кластери можуть бути цілями, які імпорт пропустив.
import-fleet-missing-namespaces-mappings = BundleNamespaceMapping { $mappingOthers } і { $mappingLast } вибирають простори імен за мітками, а обʼєкти Namespace для { $others } і { $last } не вставлено. Вони мають лише мітку kubernetes.io/metadata.name, яку має кожен простір імен, тож їхні кластери можуть бути цілями, які імпорт пропустив.
import-fleet-missing-namespaces-one = BundleNamespaceMapping { $mapping } вибирає простори імен за мітками, а обʼєкт Namespace для { $name } не вставлено. Він має лише мітку kubernetes.io/metadata.name, яку має кожен простір імен, тож його кластери можуть бути цілями, які імпорт пропустив.
import-fleet-missing-namespaces-one-mappings = BundleNamespaceMapping { $mappingOthers } і { $mappingLast } вибирають простори імен за мітками, а обʼєкт Namespace для { $name } не вставлено. Він має лише мітку kubernetes.io/metadata.name, яку має кожен простір імен, тож його кластери можуть бути цілями, які імпорт пропустив.
bundle-skip-outside = Файли поза текою бандла не читаються.
bundle-skip-logs = Журнали не читаються: жодна лабораторія їх не використовує.
bundle-skip-node-bundles = Бандли вузлів (nodes/…) не читаються: жодна лабораторія їх не використовує.
bundle-skip-other-files = Файли, крім yamls/ і metadata.yaml, не читаються.
bundle-skip-yamls-scope = Файли в yamls/ поза cluster/ і namespaced/ не читаються.
bundle-skip-yamls-path = Файли в yamls/, що не мають вигляду <group>/<version>/<resource>.yaml, не читаються.
bundle-skip-not-yaml = Файли в yamls/, що не є .yaml, не читаються.
bundle-skip-not-read = Ресурси, яких не читає жодна лабораторія, не розпаковуються.
bundle-skip-metadata-too-large = metadata.yaml більший за 1 MiB не читається.
bundle-skip-older-version = Ресурс, що є й у новішій версії API, читається один раз, у новішій версії.
bundle-no-metadata = Бандл не має metadata.yaml, тож його продукт, версія Kubernetes і час створення невідомі.
bundle-metadata-unreadable = metadata.yaml бандла не вдалося прочитати (рядок { $line }, стовпець { $column }: { $error }), тож його дані невідомі.
bundle-algorithm-chosen-over-version = Використано { $chosen ->
        [balance] алгоритм балансування
       *[other] алгоритм { $chosen }
    }, як вибрано; Longhorn { $version } із бандла використав би { $implied ->
        [balance] алгоритм балансування
       *[other] алгоритм { $implied }
    }.
bundle-algorithm-chosen = Використано { $chosen ->
        [balance] алгоритм балансування
       *[other] алгоритм { $chosen }
    }, як вибрано.
bundle-algorithm-most-usable = Використано алгоритм most-usable: Longhorn у бандлі — { $version }, а Longhorn до v1.11 розміщує репліку на диску з найбільшим придатним простором.
bundle-algorithm-balance = Використано алгоритм балансування: Longhorn у бандлі — { $version }, а Longhorn від v1.11 вибирає диски за оцінкою балансу.
bundle-version-from-engine-image = Бандл не має налаштування current-longhorn-version: версію Longhorn, { $version }, визначено за його найновішим образом рушія, { $image }.
bundle-version-from-api-version = Бандл не має ні налаштування current-longhorn-version, ні версії образу рушія: усі його об'єкти Longhorn мають { $api }, яку пише Longhorn до v1.3, тож його Longhorn вважається v1.2.
bundle-algorithm-default = Використано алгоритм балансування, як у поточному Longhorn: бандл не записує версії Longhorn (немає налаштування current-longhorn-version).

# Що імпорт Fleet прочитав із кожного обʼєкта (ReadObject.whatMessage) і чому кластер не є ціллю (NotTargeted.whyMessage).
import-fleet-deployment-version = { $manifest } = версія { $version }
import-fleet-read-cluster-target = { $labels ->
        [one] { $labels } мітка
        [few] { $labels } мітки
       *[many] { $labels } міток
    }, ціль
import-fleet-read-cluster-target-paused = { $labels ->
        [one] { $labels } мітка
        [few] { $labels } мітки
       *[many] { $labels } міток
    }, призупинено, ціль
import-fleet-read-cluster-not-target = { $labels ->
        [one] { $labels } мітка
        [few] { $labels } мітки
       *[many] { $labels } міток
    }, не ціль
import-fleet-read-cluster-not-target-paused = { $labels ->
        [one] { $labels } мітка
        [few] { $labels } мітки
       *[many] { $labels } міток
    }, призупинено, не ціль
import-fleet-read-group-no-selector = немає spec.selector: не вибирає жодного кластера
import-fleet-read-group = вибирає { $count } з цілей
import-fleet-read-mapping-matches-none = вибирає бандл; його namespaceSelector не відповідає жодному з просторів імен, вставлених або з вставленими кластерами
import-fleet-read-mapping-brings = вибирає бандл і додає простори імен { $others } і { $last }
import-fleet-read-mapping-brings-one = вибирає бандл і додає простір імен { $name }
import-fleet-read-mapping-other-bundle = його bundleSelector не відповідає міткам бандла { $bundle }: не додає жодного простору імен
import-fleet-read-mapping-unset = bundleSelector або namespaceSelector не задано: нічому не відповідає (як у Fleet)
import-fleet-read-namespace-brought = мітки, для BundleNamespaceMapping: додано
import-fleet-read-namespace-not-brought = мітки, для BundleNamespaceMapping: не додано
import-fleet-read-bundle = rolloutStrategy, { $targets ->
        [one] { $targets } ціль
        [few] { $targets } цілі
       *[many] { $targets } цілей
    }
import-fleet-read-bundle-paused = rolloutStrategy, { $targets ->
        [one] { $targets } ціль
        [few] { $targets } цілі
       *[many] { $targets } цілей
    }, призупинено
import-fleet-read-bundle-restricted = rolloutStrategy, { $targets ->
        [one] { $targets } ціль
        [few] { $targets } цілі
       *[many] { $targets } цілей
    }, обмежень цілей: { $restrictions }
import-fleet-read-bundle-restricted-paused = rolloutStrategy, { $targets ->
        [one] { $targets } ціль
        [few] { $targets } цілі
       *[many] { $targets } цілей
    }, обмежень цілей: { $restrictions }, призупинено
import-fleet-read-yaml = rolloutStrategy, targetCustomizations: { $customizations }
import-fleet-read-yaml-overrides = rolloutStrategy, targetCustomizations: { $customizations }, overrideTargets: { $overrides }
import-fleet-read-deployment-ready = кластер { $cluster }: підготовлена версія { $staged }, розгортання { $deployed }, застосовано { $applied }, готовий
import-fleet-read-deployment-not-ready = кластер { $cluster }: підготовлена версія { $staged }, розгортання { $deployed }, застосовано { $applied }, не готовий
import-fleet-read-deployment-ready-failed = кластер { $cluster }: підготовлена версія { $staged }, розгортання { $deployed }, застосовано { $applied }, готовий, застосування не вдалося
import-fleet-read-deployment-not-ready-failed = кластер { $cluster }: підготовлена версія { $staged }, розгортання { $deployed }, застосовано { $applied }, не готовий, застосування не вдалося
import-fleet-not-target-restricted = не відповідає жодному з обмежень цілей
import-fleet-not-target-do-not-deploy = перша ціль, якій він відповідає, { $field }, задає doNotDeploy
import-fleet-not-target-no-match = не відповідає жодній цілі
import-cap-unmodelled-field = { $field } ({ $count ->
        [one] { $count } обʼєкт
        [few] { $count } обʼєкти
       *[many] { $count } обʼєктів
    })

# Що імпорт місткості прочитав із кожного обʼєкта (ReadObject.summaryMessage).
import-cap-read-size = { $size }
import-cap-read-unset = не задано
import-cap-read-node = міток: { $labels }
import-cap-read-node-zone = зона { $zone }, міток: { $labels }
import-cap-read-class = провізіонер { $provisioner }, { $mode }
import-cap-read-class-topologies = провізіонер { $provisioner }, { $mode }, термів allowedTopologies: { $terms }
import-cap-read-driver = storageCapacity має значення { $value }
import-cap-read-driver-unset = storageCapacity не задано (вимкнено)
import-cap-read-topology-unset = не задано (жодного вузла)
import-cap-read-topology-every = { $selector } (кожен вузол)
import-cap-read-topology = { $selector }
import-cap-read-capacity = клас { $class }, місткість { $capacity }, maximumVolumeSize { $maximum }, nodeTopology { $topology }
import-cap-read-claim-bound = клас { $class }, запит { $size }, привʼязано до { $volume }
import-cap-read-claim-selected = клас { $class }, запит { $size }, не привʼязано, вибраний вузол { $node }
import-cap-read-claim-unbound = клас { $class }, запит { $size }, не привʼязано
import-cap-read-volume-claimed = { $size }, клас { $class }, зайнято заявкою { $claim }
import-cap-read-volume-claimed-affinity = { $size }, клас { $class }, зайнято заявкою { $claim }, зі спорідненістю до вузлів
import-cap-read-volume-unclaimed = { $size }, клас { $class }, вільний
import-cap-read-volume-unclaimed-affinity = { $size }, клас { $class }, вільний, зі спорідненістю до вузлів
import-cap-read-pod-volume-claim = { $volume } (заявка { $claim })
import-cap-read-pod-volume-ephemeral = { $volume } (ефемерний)
import-cap-read-pod-volume-csi = { $volume } (вбудований CSI, { $driver })
import-cap-read-phase = { $phase }
import-cap-read-no-phase = без фази
import-cap-read-pod = { $phase }, томи { $volumes }
import-cap-read-pod-no-claims = { $phase }, без заявок
