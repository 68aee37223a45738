# The longhorn lab's own page texts (issue #11), language: uk.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.


## Result panel
lh-result-heading = Результат
lh-result-fix-fields = Виправте виділені поля, щоб побачити, куди потраплять репліки.
lh-result-stale = Деякі поля недійсні: показано результат останньої коректної схеми.
lh-result-wait-note = Очікування на повернення збійної репліки: деградація на { $degradedAt } с, replica-replenishment-wait-interval { $interval } с, тож нової репліки не буде до { $until } с (ще { $remaining } с).
lh-result-not-placed = не розміщена
lh-result-not-created = не створена: попередня перевірка не знайшла диска-кандидата
lh-map-heading = Мапа розміщення
lh-map-hint = Кожна позначка — репліка на своєму диску: літера, колір і візерунок її тому, далі кінець її імені (A r-1 — репліка r-1 першого тому). Клацніть позначку, щоб побачити чому.
lh-change-moved = переміщена
lh-change-placed = щойно розміщена
lh-change-unscheduled = тепер не запланована
lh-change-appeared-unscheduled = нова, не запланована
lh-change-removed = вилучена
lh-state-existing = наявна
lh-state-failed = збійна
lh-state-reused = повторно використана (відновлюється на місці)
lh-state-new = нова
lh-state-unscheduled = не запланована
lh-state-evicting = виселяється

## The why panel's answer
lh-answer-changes = Що це змінить (кожна зміна окремо дає змогу запланувати репліку):
lh-answer-apply = Застосувати
lh-answer-apply-label = Застосувати: { $change }
lh-answer-outside = У кластері (лабораторія не може цього застосувати):


## The why panel
lh-why-label = Чому
lh-why-heading-empty = Чому?
lh-why-hint = Клацніть репліку (у списку або на мапі), щоб побачити, як Longhorn її розмістив.
lh-why-heading = Чому: { $replica } тому { $volume }
lh-why-details = Як вирішив Longhorn: яруси, вердикти вузлів і дисків, формули
lh-why-summary-placed = { $replica } на диску { $disk } вузла { $node } ({ $state }).
lh-why-summary-not-placed = { $replica } не розміщена ({ $state }).
lh-why-summary-never-created = { $replica } так і не створено: попередня перевірка перед створенням не знайшла диска-кандидата.
lh-why-level-soft-volume = мʼяка (перевизначено в томі)
lh-why-level-soft-global = мʼяка (глобальне налаштування)
lh-why-level-hard-volume = жорстка (перевизначено в томі)
lh-why-level-hard-global = жорстка (глобальне налаштування)
lh-why-anti-affinity = Чинна антиспорідненість — вузол: { $node }, зона: { $zone }, диск: { $disk }. Локальність даних: { $locality }.
lh-why-no-step-healthy = Наявна справна репліка: планувальник залишає її на місці й нічого для неї не вирішує. Проте її вузол і зона стають «використаними» для інших реплік.
lh-why-no-step-failed = Збійна репліка, яку в цьому запуску не використано повторно (див. стан тому й примітку про очікування, якщо є).
lh-why-no-step = Для цієї репліки не записано жодного кроку планування.
lh-why-step-scheduling = Планування
lh-why-step-precheck = Попередня перевірка перед створенням нової репліки
lh-why-step-reuse = Повторне використання збійної репліки
lh-why-step-reuse-search = Пошук серед дисків реплік, придатних до повторного використання
lh-why-reuse-reusable = { $replica } (failedAt { $failedAt } с): придатна до повторного використання
lh-why-reuse-not-reusable = { $replica } (failedAt { $failedAt } с): непридатна до повторного використання — { $why }
lh-why-reuse-hint = Придатна до повторного використання збійна репліка відновлюється на місці; пошук нижче не перевіряє місткість.
lh-skip-already-scheduled = Уже заплановано
lh-skip-unused-failed-replica = Відхилено ще до пошуку
lh-skip-awaiting-attachment = Очікування підʼєднання тому
lh-why-reason-given = Причина, яку вказує Longhorn:
lh-why-chosen = Обрано: диск { $disk } на вузлі { $node }.
lh-why-no-candidate = Немає диска-кандидата. Записані причини:
lh-why-no-candidate-no-reason = Немає диска-кандидата, і причину не записано: том повідомляє
lh-why-strict-local = strict-local: жорстка спорідненість із вузлом { $node }; усі інші вузли виключено.
lh-why-tiers-heading = 1. Яруси антиспорідненості в порядку перевірки
lh-why-tier-wins = перемагає
lh-why-tier-nodes = Вузли: { $nodes }
lh-why-tier-no-nodes = Вузли: немає
lh-why-tier-readmitted = Додано лише через автобалансування: { $nodes }
lh-why-tier-excluded = Виключено (причину не записано): { $nodes }
lh-why-tier-passed = Дисків, що пройшли перевірки: { $count }
lh-why-tier-disk-anti-affinity = Вилучено через антиспорідненість дисків: { $disks }
lh-why-tier-candidates = Кандидатів: { $count }
lh-why-tier-reasons = Причини:
lh-why-nodes-heading = 2. Вузли
lh-why-nodes-label = Вердикти вузлів
lh-why-disks-heading = 3. Диски (перевірки по черзі; перша невдала записує свою причину)
lh-why-disks-label = Вердикти дисків
lh-col-node = Вузол
lh-col-zone = Зона
lh-col-disk = Диск
lh-col-verdict = Вердикт
lh-col-tags-match = Теґи збігаються
lh-col-backing-image-tags = Теґи базового образу
lh-col-node-used = Вузол використано
lh-col-zone-used = Зону використано
lh-col-disk-pressure = Диск під тиском
lh-col-reason-recorded = Записана причина
lh-col-available-minus-reserved = доступно − зарезервовано ({ $unit })
lh-why-yes = так
lh-why-no = ні
lh-why-only-evicting = лише виселювані
lh-why-tie = Нічия.
lh-why-node-tie = Вузли { $nodes } мають однакову оцінку: Longhorn обирає один із них випадково. Майданчик показує перший.
lh-why-disk-tie = Диски { $disks } однаково придатні: Longhorn обирає один із них випадково. Майданчик показує { $shown }, щоб ті самі вхідні дані завжди давали ту саму картину.
lh-why-fallback = Запасний варіант.
lh-why-fallback-note = Жоден кандидат не має придатного сховища (доступно − зарезервовано − заплановано) ≥ розміру тому, тож Longhorn бере довільного кандидата. Майданчик показує першого за іменем.
lh-why-no-reason-recorded = причину не записано
lh-why-fits-positive = maximum і available мають бути > 0
lh-why-recorded = Умова Schedulable — { $status }, як її записав кластер.
lh-why-recorded-but-fits = Умова Schedulable — { $status }, як її записав кластер; Fits(0, 0) на цих числах каже, що вміщується.
lh-why-recorded-but-does-not-fit = Умова Schedulable — { $status }, як її записав кластер; Fits(0, 0) на цих числах каже, що не вміщується.
lh-why-balance-heading = 4. Вибір за балансом (Longhorn ≥ 1.11), менше перемагає:
lh-why-single-candidate = Лише один диск-кандидат: Longhorn бере його, не обчислюючи оцінки.
lh-why-node-stage = Етап вузлів
lh-why-disk-stage = Етап дисків (X = усі диски-кандидати в кластері)
lh-why-values-in = Значення в { $unit }.
lh-why-most-usable-heading = 4. Вибір за найбільшим придатним простором (Longhorn 1.4–1.10): найбільше доступно − зарезервовано

## Tiers, verdicts, causes
lh-tier-new-node-new-zone = новий вузол у новій зоні
lh-tier-new-node-new-zone-about = невикористані вузли в зонах без репліки — завжди перевіряються першими
lh-tier-only-evicting-node-and-zone = вузол і зона лише з виселюваними
lh-tier-only-evicting-node-and-zone-about = зона жорстка: вузли, де вузол і зона мають лише виселювані репліки
lh-tier-unused-nodes = невикористані вузли
lh-tier-unused-nodes-about = зона мʼяка, вузол жорсткий: вузли без репліки в будь-якій зоні
lh-tier-only-evicting-nodes = вузли лише з виселюваними
lh-tier-only-evicting-nodes-about = зона мʼяка, вузол жорсткий: вузли лише з виселюваними репліками
lh-tier-unused-nodes-both-soft = невикористані вузли (обидві мʼякі)
lh-tier-unused-nodes-both-soft-about = вузол і зона мʼякі: спершу вузли без репліки
lh-tier-used-nodes = використані вузли
lh-tier-used-nodes-about = вузол і зона мʼякі: лише вузли, що вже мають враховану репліку тому; теґи вузлів повторно не перевіряються
lh-exclusion-node-tags = теґи вузла не відповідають селектору вузлів
lh-exclusion-node-used = має репліку тому
lh-exclusion-zone-used = його зона має репліку тому
lh-exclusion-node-not-only-evicting = не має репліки або має невиселювану
lh-exclusion-zone-not-only-evicting = його зона не має репліки або має невиселювану
lh-exclusion-backing-image-node-tags = теґи вузла не відповідають селектору вузлів базового образу
lh-exclusion-node-not-used = не має врахованої репліки тому
lh-readmission-disk-pressure = використаний, але диск під тиском (best-effort: replica-auto-balance або replicaAutoBalance тому)
lh-readmission-evicting-node-in-used-zone = лише виселювані репліки, у зоні, де є інші (best-effort: replica-auto-balance або replicaAutoBalance тому)
lh-node-verdict-candidate = придатний (вирішують яруси нижче)
lh-node-verdict-not-ready = не Ready
lh-node-verdict-cordoned = позначений cordon (disable-scheduling-on-cordoned-node)
lh-node-verdict-scheduling-disabled = allowScheduling має значення false
lh-node-verdict-eviction-requested = запитано виселення
lh-node-verdict-engine-not-ready = образ рушія / менеджер екземплярів не готовий
lh-node-verdict-not-affinity-node = не вузол strict-local
lh-node-verdict-no-reusable-replica = не має придатної до повторного використання збійної репліки
lh-node-verdict-outside-topology = поза вимогою топології тому (master)
lh-node-verdict-not-clone-source = не має справної репліки вихідного тому (звʼязаний клон)
lh-disk-verdict-node-not-candidate = вузол не кандидат
lh-disk-verdict-not-schedulable = мовчки відкинуто (планування вимкнено, виселення або умова Schedulable не True)
lh-disk-verdict-unavailable = недоступний / не той тип диска
lh-disk-verdict-incompatible-volume-size = том v1 завеликий для файлової системи диска (будь-яка ext…: ≥ 16 TiB; xfs: ≥ 8 EiB − 1 B)
lh-disk-verdict-tags-not-fulfilled = теґи диска не відповідають селектору дисків
lh-disk-verdict-backing-image-tags-not-fulfilled = теґи диска не відповідають селектору дисків базового образу
lh-disk-verdict-insufficient-storage = Fits не пройдено
lh-disk-verdict-disk-anti-affinity = вилучено антиспорідненістю дисків (має репліку)
lh-disk-verdict-not-in-tier = пройшов, але його вузла немає в жодному перевіреному ярусі
lh-disk-verdict-not-reached = пройшов, але попередній ярус уже мав кандидатів
lh-disk-verdict-not-local = виключено локальністю даних best-effort
lh-disk-verdict-not-clone-source = не має справної репліки вихідного тому (звʼязаний клон)
lh-disk-verdict-candidate = кандидат, не обраний
lh-disk-verdict-chosen = обраний


## Where the docs page and the real scheduler differ
lh-docs-says = Сторінка документації каже:
lh-docs-real = Справжній планувальник:
lh-docs-all = { $count ->
        [one] { $count } місце, де сторінка документації й справжній планувальник розходяться
        [few] Усі { $count } місця, де сторінка документації й справжній планувальник розходяться
       *[other] Усі { $count } місць, де сторінка документації й справжній планувальник розходяться
    }
lh-docs-here-new-node-new-zone = Тут перший ярус знайшов новий вузол у новій зоні, хоча мʼяке налаштування ввімкнено.
lh-docs-here-per-node-score = Оцінка за вузлом із документації обрала б { $disk }.
lh-docs-here-used-nodes = Цю репліку розміщено останнім ярусом (використані вузли).
lh-docs-here-disk-pressure = Тут використаний вузол додано через тиск на диск.
lh-docs-here-backing-image = Тут селектори базового образу виключили вузли або диски.
lh-docs-here-no-reason = Вузли виключено з ярусів вище без жодної причини в повідомленні.
lh-docs-note-new-node-new-zone-first-docs = Новий вузол у новій зоні використовується, коли мʼяку антиспорідненість і вузлів, і зон вимкнено.
lh-docs-note-new-node-new-zone-first-actual = Справжній планувальник завжди спершу пробує невикористаний вузол у невикористаній зоні, хоч би якими були налаштування.
lh-docs-note-cluster-wide-disk-score-docs = Етап дисків оцінює диски обраного вузла лише між собою.
lh-docs-note-cluster-wide-disk-score-actual = Етап дисків оцінює вектор усіх дисків-кандидатів у кластері; оцінки за вузлом і за кластером можуть давати різні нічиї.
lh-docs-note-used-node-tier-skips-node-tags-docs = Теґи вузлів завжди обмежують, куди йдуть репліки, а з обома мʼякими налаштуваннями наявний вузол у наявній зоні використовується, коли нічого іншого немає.
lh-docs-note-used-node-tier-skips-node-tags-actual = За мʼякої антиспорідненості вузлів і зон останній ярус містить лише вузли, що вже мають враховану репліку тому (getDiskCandidatesFromNodes(usedNodes)), і теґи вузлів там повторно не перевіряються: невикористаний вузол, що не проходить селектор вузлів, ніколи не отримає репліки, а використаний вузол, чиї теґи вже не збігаються, може отримати ще одну.
lh-docs-note-dead-replicas-do-not-block-disks-docs = Жорстка антиспорідненість дисків не пускає нову репліку на диск, де вже є репліка того самого тому.
lh-docs-note-dead-replicas-do-not-block-disks-actual = Враховуються лише репліки, які ще можуть мати значення (filterDisksWithMatchingReplicas): збійна репліка, яку ніколи не можна використати повторно (немає вузла чи диска, rebuildRetryCount 5 або більше, або виселяється), не блокує свій диск; збійна репліка, яку ще можна використати, блокує.
lh-docs-note-backing-image-selectors-docs = Теґи вузлів і дисків мають відповідати селекторам вузлів і дисків тому.
lh-docs-note-backing-image-selectors-actual = Том із базовим образом має також відповідати селектору вузлів базового образу (перевіряється як у тому, але не в ярусі використаних вузлів) і його селектору дисків (причина tags not fulfilled).
lh-docs-note-locality-waits-for-attachment-docs = Репліки плануються, щойно зʼявляються (сторінка про планування не згадує локальність даних).
lh-docs-note-locality-waits-for-attachment-actual = Непідʼєднаний том best-effort або strict-local залишає свої репліки незапланованими до підʼєднання (reconcileVolumeCondition); причину не записано, а умова Scheduled тим часом лишається True.
lh-docs-note-disk-pressure-readmits-used-nodes-docs = Наявний вузол отримує ще одну репліку тому, лише коли це дозволяє мʼяка антиспорідненість вузлів.
lh-docs-note-disk-pressure-readmits-used-nodes-actual = З replica-auto-balance best-effort і replica-auto-balance-disk-pressure-percentage понад 0 використаний вузол із диском під тиском вважається невикористаним, тож він може взяти ще одну репліку навіть за жорсткої антиспорідненості вузлів (щоб перенести репліку між своїми дисками).
lh-docs-note-random-tie-break-docs = Перемагає найнижча оцінка.
lh-docs-note-random-tie-break-actual = Нічиї та випадок, коли жоден кандидат не досить великий, Longhorn вирішує випадково; цей рушій обирає детерміновано й показує набір нічиєї.
lh-docs-note-no-reason-for-anti-affinity-docs = Невдачі планування пояснюють причину.
lh-docs-note-no-reason-for-anti-affinity-actual = Відмови через антиспорідненість і теґи вузлів не записують причини: том тоді каже `replica scheduling failed` (або, для попередньої перевірки, `disks are unavailable`).


## Volumes editor
lh-volumes-hint = Томи плануються один за одним у цьому порядку. Селектори перелічують теґи, які мають бути всі.
lh-add-volume = + том
lh-volume = Том
lh-volume-legend = Том { $name }
lh-remove-volume-title = Вилучити том
lh-remove-volume = Вилучити том { $name }
lh-size = Розмір
lh-actual-size = Фактичний розмір
lh-replicas = Репліки
lh-node-selector = Селектор вузлів
lh-disk-selector = Селектор дисків
lh-data-locality = Локальність даних
lh-attached-to = Підʼєднано до
lh-detached = (відʼєднано)
lh-option-missing = { $name } (відсутній)
lh-option-none = (немає)
lh-topology-requirement = Вимога топології (master)
lh-data-engine = Рушій даних
lh-engine-v1 = v1 (диски з файловою системою)
lh-engine-v2 = v2 (блокові диски)
lh-override-ignored = глобальне налаштування
lh-override-disabled = вимкнено (жорстка)
lh-existing-replicas = Наявні репліки
lh-degraded-at-hint = Порожнє: найраніший failedAt. Якщо том деградований довше за replica-replenishment-wait-interval, він поповнюється: збійні репліки більше не утримують свої вузли.
lh-col-name = Імʼя
lh-col-state = Стан
lh-add-existing-replica = + наявна репліка
lh-not-a-linked-clone = (не звʼязаний клон)
lh-linked-clone-of = Звʼязаний клон тому
lh-backing-image = Базовий образ
lh-backing-images = Базові образи
lh-backing-images-hint = Том із базовим образом має також відповідати селектору вузлів образу (у ярусі використаних вузлів повторно не перевіряється) і його селектору дисків (причина tags not fulfilled).
lh-add-backing-image = + базовий образ
lh-remove-backing-image-title = Вилучити базовий образ
lh-remove-backing-image = Вилучити базовий образ { $name }
lh-replica-name = Імʼя репліки
lh-replica-failed = збійна
lh-replica-failed-at = о (с)
lh-replica-rebuild-retries = спроби відновлення
lh-replica-was-healthy = була справною
lh-remove-replica-title = Вилучити репліку
lh-remove-replica = Вилучити репліку { $name }

## Cluster editor
lh-bars-hint = Смуги: верхня — диск (використано = maximum − available, зарезервоване заштриховано в кінці); нижня — те, що на ньому заплановано.
lh-bars-hint-preview = Смуги: верхня — диск (використано = maximum − available, зарезервоване заштриховано в кінці); нижня — те, що на ньому заплановано, і пунктиром те, що додала б репліка { $volume } ({ $size }).
lh-zones = Зони
lh-add-node-here = + вузол сюди
lh-remove-zone-title = Вилучити зону (її вузли лишаються, без зони)
lh-remove-zone = Вилучити зону { $name }
lh-add-zone = + зона
lh-no-zone = Без зони
lh-zone-heading = Зона { $name }
lh-zone-node-count = { $count ->
        [one] { $count } вузол
        [few] { $count } вузли
       *[other] { $count } вузлів
    }
lh-add-node = + вузол
lh-option-no-zone = (без зони)
lh-badge-not-ready = не готовий
lh-badge-cordoned = cordon
lh-badge-scheduling-off = планування вимкнено
lh-badge-engine-not-ready = рушій не готовий
lh-node-legend = Вузол { $name }
lh-node-toggle = Показати подробиці вузла { $name }
lh-remove-node-title = Вилучити вузол
lh-remove-node = Вилучити вузол { $name }
lh-tags = Теґи
lh-flag-ready = Ready
lh-flag-cordoned = Cordon
lh-flag-engine-ready = Рушій готовий
lh-add-disk = + диск
lh-remove-disk-title = Вилучити диск
lh-remove-disk = Вилучити диск { $name }
lh-disk-maximum = Максимум
lh-disk-available = Доступно
lh-disk-reserved = Зарезервовано
lh-disk-scheduled = Заплановано
lh-available-over-maximum = Доступно ({ $available }) більше за Максимум ({ $maximum }): справжній диск такого не повідомляє, бо Longhorn читає обидва значення з файлової системи диска. Результат обчислено з поданими числами.
lh-disk-type = Тип
lh-disk-type-filesystem = файлова система (v1)
lh-disk-type-block = блоковий (v2)
lh-schedulable-condition = Умова Schedulable
lh-schedulable-computed = з Ready та чисел
lh-schedulable-true = True (як записано)
lh-schedulable-false = False (як записано)
lh-schedulable-false-pressure = False, причина DiskPressure (як записано)
lh-bar-title = максимум { $maximum }, доступно { $available }, використано { $used }, зарезервовано { $reserved }, заплановано { $scheduled }
lh-bar-title-preview = максимум { $maximum }, доступно { $available }, використано { $used }, зарезервовано { $reserved }, заплановано { $scheduled }, нова репліка додала б { $size } (фактично { $actual })

## Settings editor
lh-settings-col-setting = Налаштування Longhorn
lh-settings-col-default = Типово
lh-settings-col-value = Значення
lh-simulation = Симуляція
lh-disk-choice = Вибір диска
lh-disk-choice-balance = баланс (Longhorn ≥ 1.11)
lh-disk-choice-most-usable = найбільше придатного (1.4–1.10)
lh-longhorn-version = Версія Longhorn
lh-version-release = { $version } (випуск)
lh-version-master = master (після v1.12.1: вимога топології)
lh-now = Зараз (с)
lh-now-hint = «Зараз» — годинник для збійних реплік: том, деградований менше за replica-replenishment-wait-interval, чекає на збійну репліку замість створювати нову.
lh-setting-replica-soft-anti-affinity = Дві репліки тому можуть ділити вузол (рівень вузла).
lh-setting-replica-zone-soft-anti-affinity = Дві репліки можуть ділити зону.
lh-setting-replica-disk-soft-anti-affinity = Дві репліки можуть ділити диск.
lh-setting-storage-minimal-available-percentage = Диск має зберігати вільними понад цей % свого максимуму (0–100).
lh-setting-storage-over-provisioning-percentage = Заплановане може сягати цього % від (maximum − reserved) (≥ 0).
lh-setting-allow-empty-node-selector-volume = Том без селектора вузлів може використовувати вузли з теґами.
lh-setting-allow-empty-disk-selector-volume = Том без селектора дисків може використовувати диски з теґами.
lh-setting-disable-scheduling-on-cordoned-node = Вузли, позначені cordon, не отримують реплік.
lh-setting-replica-replenishment-wait-interval = Скільки секунд збійна репліка тримає свій вузол використаним і може бути використана повторно.
lh-setting-replica-auto-balance = best-effort дозволяє використаному вузлу з диском під тиском або вузлу лише з виселюваними репліками в використаній зоні взяти репліку (саме перебалансування не симулюється).
lh-setting-replica-auto-balance-disk-pressure-percentage = З best-effort: диск, чия невикористана частка нижча за 100 − цей %, під тиском (0 вимикає).
lh-setting-default-data-locality = Локальність даних томів, що не задають власної.
lh-setting-fast-replica-rebuild-enabled = Для кожного рушія даних окремо. Якщо v2 false, томи v2 не використовують збійні репліки повторно й не чекають на них.
lh-setting-allow-volume-creation-with-degraded-availability = Том, який не під'єднано і який має принаймні одну розміщену справну репліку, повідомляє Scheduled=True, навіть коли реплік бракує.
lh-setting-offline-replica-rebuilding = Відбудовувати репліки від'єднаного тому (Longhorn для цього під'єднує його); якщо false, від'єднаний том нічого не відбудовує, доки його не під'єднають. offlineRebuilding тому має перевагу.


## The lab's header, tabs, what-if, import and export
lh-title = Планування реплік Longhorn
lh-explain-lesson = Пояснити це як урок
lh-intro-reading = Куди Longhorn розміщує кожну репліку цих томів, як це вирішує longhorn-manager v1.11–v1.12. Клацніть репліку, щоб побачити чому: яруси, вердикти вузлів і дисків, формули з числами, таблиці оцінок і де сторінка документації спрощує.
lh-intro-editing = Намалюйте кластер і його томи, задайте налаштування планування Longhorn і подивіться, куди йде кожна репліка (як це вирішує longhorn-manager v1.11–v1.12). Клацніть репліку, щоб побачити чому: яруси, вердикти вузлів і дисків, формули з вашими числами, таблиці оцінок і де сторінка документації спрощує.
lh-input = Вхідні дані
lh-tab-cluster = Кластер
lh-tab-volumes = Томи
lh-tab-settings = Налаштування
lh-error-summary = { $count ->
        [one] { $count } поле треба виправити; результат показує останню коректну схему.
        [few] { $count } поля треба виправити; результат показує останню коректну схему.
       *[other] { $count } полів треба виправити; результат показує останню коректну схему.
    }
lh-whatif-label = Що як
lh-whatif-heading = Що як…
lh-whatif-action = Дія
lh-whatif-fail-node = збій вузла (вимикається)
lh-whatif-cordon-node = позначити вузол cordon
lh-whatif-evict-node = виселити з вузла
lh-whatif-pick = Виберіть вузол, щоб побачити, що станеться з репліками.
lh-whatif-pick-node = (виберіть вузол)
lh-whatif-replica = Репліка
lh-whatif-before = До
lh-whatif-right-after = Одразу після
lh-whatif-after-wait = Після очікування поповнення
lh-whatif-hint = Запланований результат стає станом кластера, дія застосовується, і Longhorn планує знову. Репліки вузла зі збоєм стають збійними одразу; том чекає на них replica-replenishment-wait-interval, перш ніж створювати нові (останній стовпець).
lh-import-heading = Імпорт із kubectl
lh-import-hint = Вставте, виберіть або перетягніть те, що виводить ця команда (YAML або -o json; List або кілька документів через ---):
lh-import-label = Вивід kubectl
lh-import-failed = Не імпортовано — схему не змінено. { $error }
lh-import-summary = Імпортовано: вузлів — { $nodes }, томів — { $volumes }, реплік — { $replicas }.
lh-import-recorded = Записано кластером, вузли не вставлено: сценарій не містить цього розміщення, бо його вузлів чи дисків немає серед вставлених обʼєктів.
lh-import-skipped = Не використано ({ $count }):
lh-import-notes = Примітки:
lh-import-attached = Том { $volume } підʼєднано до вузла { $node }.
lh-import-not-pasted = Ці репліки тому { $volume } на вузлах або дисках, яких не вставлено.
lh-import-disk-uuid = UUID диска
lh-import-failed-at = Збій о { $time }.
lh-import-not-failed = Без збою.
lh-export-heading = Експорт налаштувань
lh-export-hint = Ці налаштування так, як їх зберігає Longhorn: по одному обʼєкту { $kind } у { $namespace }; налаштування, яких майданчик не моделює, лишаються на кластері як є. Застосувати:
lh-export-fix-first = Спершу виправте ці налаштування:
lh-export-label = Налаштування як обʼєкти settings.longhorn.io
lh-export-copy = Копіювати
lh-export-copied = Скопійовано
lh-export-download = Завантажити { $file }




## Field errors of the lab's own form
lh-error-required = обовʼязкове поле
lh-error-whole-number = має бути цілим числом (отримано { $value })
lh-error-not-a-number = не число: «{ $value }»
lh-error-percentage = має бути відсотком від 0 до 100 (отримано { $value })
lh-error-negative = не може бути відʼємним (отримано { $value })
lh-error-not-empty = не може бути порожнім
lh-error-duplicate-zone = повторне імʼя зони { $name }
lh-error-greater-than-zero = має бути більше за 0
lh-map-disk-title = { $disk }: заплановано { $scheduled } з { $maximum } (після цього запуску)

## The placement map, its overview, what-if on the map and drawing on it (moved from engine.ftl: page texts, not the engine's)

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
whatif-mark-fails-replaced = вийде з ладу, заміна на { $to }
whatif-mark-evicted-replaced = буде виселено, заміна на { $to }
whatif-mark-replaces = буде створено тут замість { $replica }
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
map-square-label-evicting = { $node } виселяється (eviction): { $replicas ->
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
lh-upgrade-heading = Що зміниться після оновлення з { $version }
lh-upgrade-run = Запустити цей сценарій на пізніших випусках
lh-upgrade-newest = Це найновіший вибір: немає пізнішого випуску для порівняння.


## The case report's button (issue 35; the report's own texts are report.ftl, fetched with it)
### Підписи сторінки
report-open = Звіт про випадок


