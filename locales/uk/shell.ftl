# The shell's (header, navigation, notices, import, share, embed, support bundle and the shared components) own page texts (issue #11), language: uk.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## Header, navigation, page title

shell-lab-longhorn = Планування реплік Longhorn
shell-lab-balance = Оцінка балансу Longhorn
shell-lab-capacity = Місткість сховища
shell-lab-rollout = Розгортання Fleet
shell-lab-gallery = Галерея
shell-gallery-title = Галерея пресетів
shell-page-title = { $page } — Placement Playground
shell-nav-label = Лабораторії
shell-footer = Рішення відповідають справжнім планувальникам і контролерам; де їхня документація відрізняється, лабораторія про це каже. Усе працює у вашому браузері.
shell-skip-to-result = Перейти до результату
shell-pane-switch-label = Показати результат або редактор
shell-pane-result = Результат
shell-pane-edit = Редагувати
shell-pane-inputs = Вхідні дані
shell-close = Закрити

## Embedded

shell-read-only-example = Приклад лише для читання
shell-open-full = Відкрити в Placement Playground ↗
shell-open-full-title = Відкрити цей сценарій «{ $lab }» у повному Placement Playground для редагування

## Scenario bar

shell-undo = ↶ Скасувати
shell-undo-title = Скасувати (Ctrl+Z / ⌘Z)
shell-redo = ↷ Повторити
shell-redo-title = Повторити (Ctrl+Shift+Z, Ctrl+Y / ⌘⇧Z)
shell-share-link = Поділитися посиланням
shell-embed = Вбудувати
shell-embed-title = Розмістити цей сценарій на сторінці документації
shell-export-json = Експорт JSON
shell-export-json-title = Завантажити цей сценарій як JSON
shell-export-yaml-title = Завантажити цей сценарій як YAML
shell-read-only = Лише читання
shell-import = Імпорт
shell-open-support-bundle = Відкрити support bundle
shell-open-support-bundle-title = Прочитати support bundle Longhorn або Rancher (.zip) у лабораторії
shell-link-label = Посилання на цей сценарій
shell-copy = Копіювати
shell-copied = Скопійовано
shell-previous-kept = Вашу попередню роботу в цій лабораторії збережено.
shell-restore-previous = Відновити мою попередню роботу

## Share, export, import notices

shell-opened-shared = Відкрито сценарій, яким поділилися.
shell-opened-file = Відкрито «{ $file }».
shell-opened-preset = Відкрито пресет «{ $title }».
shell-import-refused = цей файл не вдалося імпортувати: { $problem }
shell-share-nothing-yet = поки що нічим ділитися: спершу щось змініть
shell-scenario-not-opened = сценарій не відкрито: { $problem }
shell-no-earlier-work = немає попередньої роботи для відновлення
shell-link-too-large = цей сценарій завеликий для посилання ({ $length ->
    [one] { $length } символ
    [few] { $length } символи
   *[other] { $length } символів
}; межа — { $limit }): скористайтеся експортом і поділіться файлом
shell-link-cut-short = це посилання не вдалося відкрити ({ $problem }): можливо, його обрізано
shell-link-not-opened = це посилання не вдалося відкрити: { $problem }
shell-worker-result-unreadable = не вдалося прочитати результат воркера: { $problem }
shell-unknown-error = невідома помилка
shell-no-scenario = ця сторінка не має сценарію
shell-preset-unknown = У лабораторії «{ $lab }» немає пресета «{ $id }»; вашу роботу не змінено. Галерея містить усі пресети.
shell-panic-stopped = Placement Playground зупинився: { $problem }
shell-panic-banner = { $message }. Вашу роботу збережено у сховищі цього браузера: перезавантажте сторінку, щоб продовжити.

## Fields and import panels

shell-unit-label = Одиниця для «{ $field }»
shell-pick-file = Вибрати файл…
shell-drop-here = або перетягніть його сюди
shell-file-too-large = { $file } має { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байти
   *[other] { $bytes } байтів
}; межа — { $limit } MiB (експортуйте менше обʼєктів)
shell-file-unreadable = { $file } не вдалося прочитати як текст
shell-missing-heading = У вставленому бракує обʼєктів, потрібних для рішення.
shell-missing-run = Виконайте це й вставте його вивід разом з рештою:
shell-import-reading = Читання { $size } у фоні; сторінкою можна користуватися.
shell-cancel = Скасувати
shell-worker-not-started = воркер не запустився: { $problem }
shell-worker-failed = воркер завершився з помилкою

## Support bundle

shell-bundle-reading = Читання support bundle { $file } у фоні; сторінкою можна користуватися.
shell-bundle-reading-progress = Читання support bundle { $file } у фоні: прочитано { $done } із { $total } його файлів YAML; сторінкою можна користуватися.
shell-bundle-refused = Support bundle { $file } не вдалося відкрити, і нічого не змінено.
shell-bundle-worker-not-started = Воркер не запустився ({ $problem }).
shell-bundle-title = Support bundle { $file }
shell-bundle-algorithm-label = Вибір диска в лабораторії планування реплік
shell-bundle-algorithm-balance = balance (Longhorn v1.11 і новіші)
shell-bundle-algorithm-most-usable = most-usable (Longhorn до v1.11)
shell-bundle-entries-not-read = Непрочитані записи ({ $count })
shell-bundle-skipped-entries = { $count ->
    [one] ({ $count } запис, { $size } у стиснутому вигляді; наприклад, { $examples }.)
    [few] ({ $count } записи, { $size } у стиснутому вигляді; наприклад, { $examples }.)
    [many] ({ $count } записів, { $size } у стиснутому вигляді; наприклад, { $examples }.)
   *[other] ({ $count } запису, { $size } у стиснутому вигляді; наприклад, { $examples }.)
}
shell-bundle-no-files = У бандлі немає файлів тих видів, що потрібні цій лабораторії.
shell-bundle-read-files = { $count ->
    [one] Прочитано з { $count } файлу бандла.
    [few] Прочитано з { $count } файлів бандла.
    [many] Прочитано з { $count } файлів бандла.
   *[other] Прочитано з { $count } файлу бандла.
}
shell-bundle-open-lab = Відкрити в лабораторії «{ $lab }»
shell-bundle-objects-not-used = Невикористані обʼєкти ({ $count })
shell-bundle-notes = Примітки ({ $count })

## Presets

shell-source-longhorn-docs = Документація Longhorn: планування
shell-source-kubernetes-docs = Документація Kubernetes: місткість сховища
shell-source-fleet-docs = Документація Fleet: стратегія розгортання
shell-source-real-world = Випадок із практики
shell-preset-longhorn-three-zones-title = Кластер із трьох зон
shell-preset-longhorn-three-zones-caption = Два томи на шести вузлах у трьох зонах. На карті розміщення кожна репліка тому спершу потрапляє в нову зону; клацніть репліку, щоб побачити на панелі пояснень, як перемагає рівень зон.
shell-preset-longhorn-docs-balance-title = Документація: приклад балансу вузлів A/B
shell-preset-longhorn-docs-balance-caption = A1 900, A2 100, B1 600, B2 700 GiB придатного сховища й одна репліка на 100 GiB. Перемагає вузол B; на B документація вибирає B2, тоді як справжній планувальник оцінює диски в межах усього кластера, і B1 та B2 рівні (див. таблиці оцінок на панелі пояснень).
shell-preset-longhorn-docs-space-title = Документація: перевірка простору дисків X/Y
shell-preset-longhorn-docs-space-caption = X має 1 з 4 GiB доступних, Y — 2 з 8 GiB. Документація оцінює X за 25 %, а Y за 10 %, але налаштування діє на весь кластер: за 25 % обидва диски відкидаються, і том каже disks are unavailable. Встановіть storage-minimal-available-percentage на 10, і обидва пройдуть.
shell-preset-longhorn-tag-mismatch-title = Невідповідність теґів
shell-preset-longhorn-tag-mismatch-caption = Том просить теґ вузла ssd і теґ диска fast; їм відповідають лише один вузол і один диск, тож можна розмістити лише одну з трьох реплік. Прочитайте умову Scheduled тому та вердикти вузлів.
shell-preset-longhorn-insufficient-storage-title = Недостатньо сховища
shell-preset-longhorn-insufficient-storage-caption = Том на 400 GiB на дисках по 500 GiB, на яких уже заплановано 200 GiB: кожен диск не проходить Fits. Клацніть репліку, щоб побачити Fits із числами.
shell-preset-longhorn-anti-affinity-title = Жорстка й мʼяка антиспорідненість
shell-preset-longhorn-anti-affinity-caption = Два вузли, два томи по три репліки: hard залишає антиспорідненість вузлів жорсткою (одну репліку не можна розмістити), soft перевизначає її для тому й ставить дві репліки на один вузол.
shell-preset-longhorn-large-title = Великий кластер (100 вузлів, 400 дисків)
shell-preset-longhorn-large-caption = 100 вузлів у чотирьох зонах, по чотири диски на кожному, і десять томів: змініть будь-що, і кожна репліка одразу розміщується знову.
shell-preset-balance-docs-example-title = Документація: приклад оцінки балансу
shell-preset-balance-docs-example-caption = A1 900, A2 100, B1 600, B2 700 GiB і репліка на 100 GiB. Вузол B перемагає на етапі вибору вузла; документація оцінює диски в межах вузла (перемагає B2, 0 проти 0,333), справжній планувальник — у межах усього кластера, і B1 та B2 рівні.
shell-preset-capacity-tracking-off-title = Відстеження вимкнено → повторні спроби
shell-preset-capacity-tracking-off-caption = Дев’ять із десяти вузлів майже заповнені, а драйвер не публікує місткість: планувальник раз у раз вибирає заповнені вузли, а надання тому раз у раз не вдається. Порівняйте відстеження ввімкнене й вимкнене в перегляді навантаження.
shell-preset-capacity-stale-title = Застаріла інформація
shell-preset-capacity-stale-caption = Хтось інший займає вільний простір на node-1 на 10-й с, а опубліковане число лишається до наступного опитування. Запустіть перегляд навантаження й подивіться на заштриховане вікно застарілих даних.
shell-preset-capacity-multi-volume-title = Pod із кількома томами не вдається назавжди
shell-preset-capacity-multi-volume-caption = Два томи по 30 GiB на вузлах по 50 GiB: перший створюється на node-1, другий там уже не вміщується, а перший привʼязує Pod до node-1. Прочитайте подію Podʼа 0/3 nodes are available.
shell-preset-capacity-immediate-title = Клас Immediate
shell-preset-capacity-immediate-caption = Зональний драйвер і клас Immediate: том створюється до планування Podʼа, тож перевірка місткості ніколи не виконується, і Pod іде за томом.
shell-preset-capacity-csi-inline-title = Вбудований том CSI пропускає перевірку
shell-preset-capacity-csi-inline-caption = Вбудований (ефемерний) том CSI ніколи не перевіряється на місткість, навіть на вузлах без місця: подивіться вердикт кожного вузла в перегляді Podʼа.
shell-preset-rollout-defaults-200-title = 200 кластерів, усе за замовчуванням
shell-preset-rollout-defaults-200-caption = 4 розділи по 50; за одне узгодження створюється 50 розгортань, і створення ніколи не чекає на готовність.
shell-preset-rollout-pct25-230-title = 230 кластерів за 25 %
shell-preset-rollout-pct25-230-caption = autoPartitionSize 25 % від 230 → 57 на розділ: 57 × 4 + 2. Порахуйте рядки сітки.
shell-preset-rollout-pct10-50-title = 50 кластерів за 10 %
shell-preset-rollout-pct10-50-caption = Менше ніж 200 кластерів → один розділ; усі 50 створюються одразу, а оновлення йде по 5 за раунд.
shell-preset-rollout-pct10-100-notready-title = 100 кластерів за 10 %, жоден не готовий
shell-preset-rollout-pct10-100-notready-caption = Створюється 50, потім наступні 50 на наступному узгодженні, хоча жоден не готовий.
shell-preset-rollout-pct10-100-update-title = 100 кластерів за 10 %, оновлення
shell-preset-rollout-pct10-100-update-caption = Оновлення просувається по 10 кластерів за раз: пройдіть раунди крок за кроком.
shell-preset-rollout-partitions10-200-title = 200 кластерів, розділи по 10 %, 1 може збоїти
shell-preset-rollout-partitions10-200-caption = autoPartitionSize 10 %, maxUnavailablePartitions 1 → 10 розділів по 20; ніщо не зупиняється, доки maxUnavailable не знижено.
shell-preset-rollout-manual-strict-title = Ручні розділи, maxUnavailable 0
shell-preset-rollout-manual-strict-caption = Суворі розділи: початкове розгортання йде, але оновлення в раунді 6 так і не починається на справному кластері. Панель пояснень каже, на що воно чекає.
shell-preset-rollout-storm-5-title = Шторм завантаження образів: 5 не готові
shell-preset-rollout-storm-5-caption = 5 розділів × 40 за 10 % (дозволено 4): 5 кластерів, що так і не стають готовими в першому розділі, блокують решту.
shell-preset-rollout-storm-4-title = Шторм завантаження образів: 4 не готові
shell-preset-rollout-storm-4-caption = Якщо не готові 4, перший розділ у межах свого ліміту, і розгортання триває.
shell-preset-rollout-storm-drift-title = Шторм, але 5 змінено вручну
shell-preset-rollout-storm-drift-caption = Ті самі 5 кластерів готові, але змінені вручну (дрейф): вони показують Modified, проте Fleet вважає недоступними лише неготові або незастосовані кластери, тож розгортання доходить до кожного розділу.
shell-preset-rollout-manual-unmatched-title = Ручні розділи, кластери без відповідності
shell-preset-rollout-manual-unmatched-caption = Кластери, що не відповідають жодному розділу, ніколи не отримують розгортання (документація каже, що вони потрапляють у додаткові розділи), а розділ без критеріїв не відповідає нічому.
shell-preset-rollout-offline-slot-title = Офлайн-кластер займає місце
shell-preset-rollout-offline-slot-caption = Оновлення з maxUnavailable 1: офлайн-кластер здається справним, доки його не просунуто, а потім так і не застосовує оновлення й тримає єдине місце.
shell-preset-rollout-live-rollback-title = Відкат, спійманий посередині
shell-preset-rollout-live-rollback-caption = Бандл повернувся до версії 1, поки 6 кластерів працюють на 2, а одному не вдалося її застосувати: кожен кластер починає зі свого BundleDeployment, оцінений за upToDate та isUnavailable Fleet, по два за раз.

## components/score_table.rs

shell-score-disk-stage = Оцінки етапу вибору диска
shell-score-node-stage = Оцінки етапу вибору вузла
shell-score-disk = Диск
shell-score-node = Вузол
shell-score-usable = Придатне ({ $unit })
shell-score-formula = оцінка = (макс − мін) / середнє
shell-score-max = макс
shell-score-min = мін
shell-score-mean = середнє
shell-score-mean-not-positive = середнє ≤ 0 → { $score }
shell-score-per-node-title = Оцінка диска в межах вузла зі сторінки документації
shell-score-per-node = оцінка в межах вузла (документація)
shell-score-not-scored = не оцінено: придатне < розмір репліки
shell-score-entries = { $count ->
    [one] { $count } елемент
    [few] { $count } елементи
    [many] { $count } елементів
   *[other] { $count } елемента
}
shell-score-reduced = зменшено на розмір репліки
shell-score-chosen = вибрано
shell-score-tie = Нічия.
shell-score-tie-disks = { $names } мають однакову найнижчу оцінку { $score }: Longhorn випадково вибирає один із цих дисків.
shell-score-tie-nodes = { $names } мають однакову найнижчу оцінку { $score }: Longhorn випадково вибирає один із цих вузлів.
shell-score-tie-shown-disks = Playground показує { $name }, щоб ті самі вхідні дані завжди давали ту саму картину (найнижча оцінка в межах вузла, потім назва).
shell-score-tie-shown-nodes = Playground показує { $name }, щоб ті самі вхідні дані завжди давали ту саму картину (перший за назвою).
shell-score-fallback = Запасний варіант.
shell-score-fallback-disk = Жоден диск не має придатного сховища ≥ розміру репліки, тож оцінка не обчислюється, і Longhorn бере довільний диск-кандидат. Playground показує перший за назвою: { $name }.
shell-score-fallback-node = Жоден вузол не має придатного сховища ≥ розміру репліки, тож оцінка не обчислюється, і Longhorn бере довільний вузол-кандидат. Playground показує перший за назвою: { $name }.

## embed_dialog.rs

shell-embed-dialog-title = Вбудувати цей сценарій
shell-embed-copy = Копіювати фрагмент { $snippet }
shell-embed-hint-iframe = Вставте його на будь-яку сторінку; embed.js, підключений один раз на сторінку, підганяє кожну рамку Playground під її вміст.
shell-embed-hint-mount = mount() розміщує лабораторію в елементі, задає її розмір і повертає сценарій (getScenario, setScenario).
shell-embed-hint-hugo = Потрібен shortcode з integrations/hugo на сайті (див. його README).
shell-embed-hint-mdx = Потрібен компонент з integrations/docusaurus на сайті (див. його README).
shell-embed-view-result = результат і його пояснення
shell-embed-view-split = вхідні дані поруч із результатом
shell-embed-what-preset = Це незмінений пресет «{ $preset }»: фрагменти називають його за ідентифікатором.
shell-embed-what-link = Фрагменти передають цей сценарій як посилання (змінений пресет або ваш власний).
shell-embed-read-only = Лише читання (приклад для читання)
shell-embed-show = Показати

## support_bundle/summary.rs

shell-bundle-found-longhorn = Бандл містить { $nodes ->
        [one] { $nodes } вузол Longhorn
        [few] { $nodes } вузли Longhorn
        [many] { $nodes } вузлів Longhorn
       *[other] { $nodes } вузли Longhorn
    } і { $volumes ->
        [one] { $volumes } том
        [few] { $volumes } томи
        [many] { $volumes } томів
       *[other] { $volumes } томи
    } з { $replicas ->
        [one] { $replicas } реплікою
        [few] { $replicas } репліками
        [many] { $replicas } репліками
       *[other] { $replicas } репліками
    }.
shell-bundle-found-capacity = Бандл містить вузли Kubernetes: { $nodes }, StorageClass: { $classes }, CSIStorageCapacity: { $capacities } і Podʼи з томами: { $pods }.
shell-bundle-found-rollout = Бандл містить Fleet Bundle: { $bundles } і цільові кластери: { $clusters }; розгортання відповідає { $source }.
shell-bundle-found-rollout-no-bundle = Бандл містить Fleet Bundle: { $bundles } і цільові кластери: { $clusters }; розгортання не відповідає жодному Bundle.
shell-bundle-fact-product = Бандл створено за допомогою { $product } (формат бандла { $version }).
shell-bundle-fact-kubernetes = Кластер працює на Kubernetes { $version }.
shell-bundle-fact-created = Бандл створено { $time }.
shell-bundle-fact-issue = Проблема, для якої його створено: { $issue }.
shell-bundle-fact-zip = Zip-файл містить { $count ->
    [one] { $count } запис
    [few] { $count } записи
   *[other] { $count } записів
} обсягом { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байти
   *[other] { $bytes } байтів
}.

## scenario.rs

shell-scenario-not-json = некоректний JSON: { $problem }
shell-scenario-not-yaml = некоректний YAML: { $problem }
shell-scenario-not-ours = не сценарій Placement Playground (apiVersion { $apiVersion }, kind { $kind }; очікувалося { $expectedApiVersion }, { $expectedKind })
shell-scenario-not-object = не сценарій Placement Playground
shell-scenario-unknown-field = некоректний сценарій: невідоме поле { $field } (очікувалися apiVersion, kind, version, lab, state)
shell-scenario-nothing = нічого
shell-scenario-bad-version = некоректний сценарій: version має бути цілим числом від 1 до { $max } (отримано { $got })
shell-scenario-newer = цей сценарій створено новішим Placement Playground (версія формату { $version }; цей читає до { $max })
shell-scenario-unknown-lab = невідома лабораторія { $lab }
shell-scenario-state-not-object = state сценарію не є обʼєктом

## embed.rs

shell-embed-scenario-too-large = сценарій має { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байти
   *[other] { $bytes } байтів
}; межа — { $limit }
shell-embed-other-lab = сценарій для лабораторії { $lab }, а ця рамка показує лабораторію { $shown }

## storage.rs

shell-storage-refused = браузер відмовився це зберегти (сховище переповнене або вимкнене)

## units.rs: an amount field (a size with its unit) that cannot be read

shell-amount-required = обовʼязкове поле
shell-amount-negative = не може бути відʼємним (введено { $value })
shell-amount-not-a-number = не число: «{ $value }»
shell-amount-too-large = завелике значення
shell-amount-ambiguous-point = «{ $value }» — неоднозначне число: пишіть десятковий роздільник крапкою ({ $suggestion }) і без групування розрядів
shell-amount-ambiguous-comma = «{ $value }» — неоднозначне число: пишіть один десятковий роздільник (кому або крапку) і без групування розрядів

## address.rs: what the page's address asks for that the playground cannot do (one sentence each)

shell-address-switch = { $name }={ $value } не зрозуміло, тому його проігноровано: напишіть { $name }=1 (або пропустіть параметр).
shell-address-lang = lang={ $value } недоступна, тому використано звичайну мову сторінки: доступні мови — { $languages }.
shell-address-scenario = scenario={ $value } не зрозуміло, тому його проігноровано: покладіть спільний сценарій у фрагмент (#/<lab>?s=…, як його пише «Поділитися посиланням») або використайте preset=<id>.
shell-address-unknown = Параметр адреси «{ $name }» майданчик не читає, тому його проігноровано; він читає { $parameters }.
shell-address-no-lab = Лабораторії «{ $lab }» немає, тому показано першу: напишіть lab={ $labs }.
shell-address-two-labs = lab={ $lab } і фрагмент #/{ $fragment } називають різні лабораторії; показано лабораторію фрагмента.
shell-address-preset-twice = Адреса називає пресет двічі (preset= у запиті й у фрагменті); показано пресет фрагмента.
shell-address-preset-and-shared = preset={ $preset } проігноровано: адреса також містить спільний сценарій (s=), який і показано; використайте щось одне.
shell-address-preset-and-host = preset={ $preset } проігноровано: адреса також містить сценарій сторінки-хоста, який і показано; використайте щось одне.
shell-address-view-not-embedded = view= стосується вбудованої лабораторії (embed=1), тому його проігноровано: повний майданчик показує і вхідні дані, і результат.
shell-address-view = view={ $value } не зрозуміло, тому його проігноровано: напишіть view=result (результат і його пояснення) або view=split (вхідні дані поруч із результатом).
