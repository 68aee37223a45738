# Тексти звіту про випадок (issue 35), мова: uk.

## Підписи сторінки
report-open = Звіт про випадок
report-title = Звіт про випадок: { $lab }
report-close = Закрити звіт
report-redact = Приховати імена
report-redact-hint = Приховування замінює імена вузлів, просторів імен, томів, дисків, подів, заявок і кластерів на сталі псевдоніми (node-1, volume-1, за порядком першої появи) у звіті, його Markdown і посиланні.
report-copy-markdown = Копіювати як Markdown
report-download-markdown = Завантажити Markdown
report-copy-link = Копіювати посилання
report-print = Друкувати
report-copied = Звіт скопійовано як Markdown.
report-copy-failed = Браузер не дозволив копіювання: завантажте Markdown.
report-link-copied = Посилання скопійовано: { $link }
report-link-not-copied = Браузер не дозволив скопіювати посилання: { $link }
report-heading-deciding = Вирішальні числа
report-heading-checks = Кожна перевірка для кожного вузла й диска
report-heading-fixes = Найменша зміна, що це виправить
report-no-fixes = Нічого виправляти: жодна репліка не лишилася незапланованою.
report-heading-recorded = Записане кластером і обчислене рушієм
report-heading-versions = Прийняті версії
report-heading-objects = Обчислено з
report-col-node = Вузол
report-col-disk = Диск
report-col-what = Що
report-col-recorded = Записано
report-col-computed = Обчислено
report-col-agrees = Збігається?
report-agrees = збігається
report-differs = відрізняється
report-not-recorded = не записано
report-check-node = Вузол придатний
report-check-schedulable = Диск придатний до планування
report-check-available = Диск доступний
report-check-volume-size = Розмір тому
report-check-tags = Теги
report-check-storage = Місце (Fits)
report-check-placement = Антиафінність і локальність
report-check-pick = Вибір
report-verdict-passed = пройдено
report-verdict-failed = не пройдено
report-verdict-not-run = не виконано
report-verdict-chosen = вибрано

## Речення рушія у звіті Longhorn
report-lh-summary = Томів: { $volumes }; без зауважень: { $fine }, із зауваженням: { $findings }.
report-lh-volume-scheduled = Том { $volume } заплановано: розміщено реплік: { $placed }.
report-lh-volume-not-scheduled = Том { $volume } заплановано не повністю: розміщено { $placed } з { $wanted } реплік, і Longhorn записав би Scheduled { $status } { $reason }.
report-lh-table-placed = Перевірки пошуку, що розмістив { $replica }.
report-lh-table-unscheduled = Перевірки останнього пошуку для { $replica }, що не знайшов диска.
report-lh-table-reuse = Перевірки пошуку несправної репліки для повторного використання.
report-lh-deciding-chosen = { $replica } розміщено на { $node }/{ $disk }: { $actual }; { $schedule }.
report-lh-deciding-short = На { $node }/{ $disk } бракує місця для { $replica }: { $actual }; { $schedule }.
report-lh-fits = { $actual }; { $schedule }
report-lh-node-verdict = { $verdict ->
    [not-ready] вузол не Ready
    [cordoned] вузол позначено cordon
    [scheduling-disabled] планування на вузлі вимкнено
    [eviction-requested] для вузла запитано виселення
    [engine-not-ready] менеджер екземплярів або образ рушія на вузлі не готовий
    [not-affinity-node] не той вузол, на якому має лишатися том
    [no-reusable-replica] на вузлі немає несправної репліки для повторного використання
    [outside-topology] поза вимогою топології тому
    [not-clone-source] жоден диск вузла не містить репліки вихідного тому
   *[other] кандидат
    }
report-lh-disk-verdict = { $verdict ->
    [node-not-candidate] його вузол не кандидат
    [not-schedulable] диск не придатний до планування
    [unavailable] диск недоступний або не того типу
    [incompatible-volume-size] том завеликий для файлової системи диска
    [tags-not-fulfilled] теги диска не збігаються
    [backing-image-tags-not-fulfilled] теги диска не збігаються з тегами базового образу
    [insufficient-storage] бракує місця
    [disk-anti-affinity] диск уже містить репліку тому
    [not-in-tier] його вузол не входить до жодного випробуваного рівня антиафінності
    [not-reached] раніший рівень антиафінності вже знайшов кандидатів
    [not-local] локальність даних тримає репліку на вузлі підключення
    [not-clone-source] диск не містить репліки вихідного тому
    [chosen] вибрано
   *[other] кандидат, не вибраний
    }
report-lh-recorded-scheduled = Умова Scheduled тому { $volume }
report-lh-recorded-replica = Місце репліки { $replica } (записано: { $recorded ->
    [failed] несправна
   *[other] справна
    }; рушій вважає її: { $state ->
    [healthy] справна
    [failed] несправна
    [reused] використана повторно на місці
    [new] нова
   *[other] незапланована
    })
report-lh-version = Планувальник реплік Longhorn { $version }, вибір диска { $algorithm }.
report-lh-summary-only = У сценарії { $volumes } томів, більше ніж охоплює повне пояснення: таблиці пропущено.
