# Тексти звіту про випадок (issue 35), мова: uk. Частина звіту завантажує цей файл, коли звіт відкрито вперше.


## Панель і таблиці звіту (components/case_report.rs, components/case_report_panel.rs)
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
report-lh-check-node = Вузол придатний
report-lh-check-schedulable = Диск придатний до планування
report-lh-check-available = Диск доступний
report-lh-check-volume-size = Розмір тому
report-lh-check-tags = Теги
report-lh-check-storage = Місце (Fits)
report-lh-check-placement = Антиафінність і локальність
report-lh-check-pick = Вибір
report-verdict-passed = пройдено
report-verdict-failed = не пройдено
report-verdict-not-run = не виконано
report-verdict-chosen = вибрано
### Речення рушія у звіті Longhorn
report-lh-summary = Томів: { $volumes }; без зауважень: { $fine }, із зауваженням: { $findings }.
report-lh-volume-scheduled = Том { $volume } заплановано: розміщено реплік: { $placed }.
report-lh-volume-not-scheduled = Том { $volume } заплановано не повністю: розміщено { $placed } з { $wanted } реплік, і Longhorn записав би Scheduled { $status } { $reason }.
report-lh-table-placed = Перевірки пошуку, що розмістив { $replica }.
report-lh-table-unscheduled = Перевірки останнього пошуку для { $replica }, що не знайшов диска.
report-lh-table-reuse = Перевірки пошуку несправної репліки для повторного використання.
report-lh-deciding-chosen = { $replica } розміщено на { $node }/{ $disk }: { $actual }; { $schedule }.
report-lh-deciding-short = На { $node }/{ $disk } бракує місця для { $replica }: { $actual }; { $schedule }.
report-lh-fits = { $actual }; { $schedule }
report-lh-node-not-ready = вузол не Ready
report-lh-node-cordoned = вузол позначено cordon
report-lh-node-scheduling-disabled = планування на вузлі вимкнено
report-lh-node-eviction-requested = для вузла запитано виселення
report-lh-node-engine-not-ready = менеджер екземплярів або образ рушія на вузлі не готовий
report-lh-node-not-affinity-node = не той вузол, на якому має лишатися том
report-lh-node-no-reusable-replica = на вузлі немає несправної репліки для повторного використання
report-lh-node-outside-topology = поза вимогою топології тому
report-lh-node-not-clone-source = жоден диск вузла не містить репліки вихідного тому
report-lh-node-candidate = кандидат
report-lh-disk-node-not-candidate = його вузол не кандидат
report-lh-disk-not-schedulable = диск не придатний до планування
report-lh-disk-unavailable = диск недоступний або не того типу
report-lh-disk-incompatible-volume-size = том завеликий для файлової системи диска
report-lh-disk-tags-not-fulfilled = теги диска не збігаються
report-lh-disk-backing-image-tags-not-fulfilled = теги диска не збігаються з тегами базового образу
report-lh-disk-insufficient-storage = бракує місця
report-lh-disk-disk-anti-affinity = диск уже містить репліку тому
report-lh-disk-not-in-tier = його вузол не входить до жодного випробуваного рівня антиафінності
report-lh-disk-not-reached = раніший рівень антиафінності вже знайшов кандидатів
report-lh-disk-not-local = локальність даних тримає репліку на вузлі підключення
report-lh-disk-not-clone-source = диск не містить репліки вихідного тому
report-lh-disk-chosen = вибрано
report-lh-disk-candidate = кандидат, не вибраний
report-lh-recorded-scheduled = Умова Scheduled тому { $volume }
report-lh-recorded-replica = Місце репліки { $replica }
report-lh-version = Планувальник реплік Longhorn { $version }, вибір диска { $algorithm }.
report-lh-summary-only = У сценарії { $volumes } томів, більше ніж охоплює повне пояснення: таблиці пропущено.

## Речення рушія у звіті про ємність сховища
report-cap-summary = Под проходить фільтр прив'язування томів на { $feasible } з { $nodes } вузлів.
report-cap-prefilter = PreFilter відхиляє под: { $message }
report-cap-event = Подія планувальника: { $event }
report-cap-recorded-node = Вузол пода { $pod } (spec.nodeName) поруч із вузлами, на які його пускає фільтр
report-cap-table-closest = Найближчий до проходження вузол — { $node }; зміни нижче для нього.
report-cap-check-claim = Заявка { $claim }
report-cap-check-filter = VolumeBinding
report-cap-version = Плагін VolumeBinding kube-scheduler 1.33 з відстеженням ємності сховища; StorageCapacityScoring { $scoring }.

## Речення рушія у звіті про розгортання Fleet
report-fleet-summary = Після { $rounds } раундів Ready кластерів: { $ready } з { $clusters }.
report-fleet-table = Кожен кластер у раунді { $round }; зміни нижче для { $cluster }.
report-fleet-partition = розділ { $partition }
report-fleet-check-target = Ціль
report-fleet-check-partition = Розділ
report-fleet-check-state = Стан
report-fleet-version = Контролер розгортання Fleet (internal/cmd/controller/target) станом на v0.16.

## Що різниться між звітами лабораторій
report-no-fix-found = Рушій не знайшов зміни, яка б це виправила.
report-cap-heading-checks = Кожна перевірка для кожного вузла
report-cap-no-fixes = Нічого виправляти: под проходить фільтр на вузлі.
report-fleet-heading-checks = Кожна перевірка для кожного кластера
report-fleet-col-cluster = Кластер
report-fleet-no-fixes = Нічого виправляти: усі кластери Ready.
report-fleet-bundle = Пакет розгортання
