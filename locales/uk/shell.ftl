# The shell's (header, navigation, notices, import, share, embed, support bundle and the shared components) own page texts (issue #11), language: uk.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## Header, navigation, page title

shell-lab-longhorn = Планування реплік Longhorn
shell-lab-balance = Оцінка балансу Longhorn
shell-lab-capacity = Місткість сховища
shell-lab-rollout = Розгортання Fleet
shell-lab-gallery = Галерея
shell-lab-learn = Навчання
shell-gallery-title = Галерея пресетів
shell-page-title = { $page } — Placement Playground
shell-nav-label = Лабораторії
shell-menu = Меню
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
shell-read-only-changes = Цей приклад лише для читання: щоб спробувати ці зміни, відкрийте його в Placement Playground (посилання вгорі).

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
shell-open-support-bundle = Відкрити архів support bundle
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
shell-bundle-panel-not-loaded = Не вдалося завантажити засіб читання support bundle ({ $problem }).
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

shell-preset-label = Пресет
shell-preset-own = Власний сценарій

shell-source-longhorn-docs = Документація Longhorn: планування
shell-source-kubernetes-docs = Документація Kubernetes: місткість сховища
shell-source-fleet-docs = Документація Fleet: стратегія розгортання
shell-source-real-world = Випадок із практики

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

## A part of a page fetched when first shown (crates/playground/src/split.rs)
shell-part-loading = Завантаження…
shell-part-failed = Не вдалося завантажити цю частину сторінки. Перевірте з'єднання й спробуйте ще раз.
shell-part-retry = Спробувати ще раз
shell-saved-not-fetched = Не вдалося відкрити вашу збережену роботу: частина сторінки, яка її читає, не завантажилася (перевірте з'єднання). Лабораторія починає зі сценарію за замовчуванням.
shell-jobs-failed = Не вдалося завантажити код, який виконує це обчислення. Перевірте з'єднання й запустіть його ще раз.
shell-theme-label = Колірна схема
shell-theme-system = Як у системі
shell-theme-light = Світла
shell-theme-dark = Темна
shell-col-actions = Дії

## components/compact.rs

shell-details-show = Показати подробиці
shell-details-hide = Сховати подробиці
