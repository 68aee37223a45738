# The balance lab's own page texts (issue #11), language: uk.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## labs/balance/mod.rs

bal-heading = Оцінка балансу Longhorn
bal-intro = Longhorn ≥ 1.11 розміщує нову репліку там, де сховище лишається найрівномірнішим: { $formula } за придатним сховищем, менше — краще. Спершу він вибирає вузол, потім диск на цьому вузлі.
bal-intro-reading = Таблиці нижче показують кожен член для цього кластера.
bal-intro-editing = Редагуйте кластер; таблиці перераховуються під час введення.

## labs/balance/editor.rs

bal-cluster = Кластер
bal-replica-size = Розмір репліки
bal-usable-hint = Придатне сховище диска = доступне − зарезервоване − заплановане. Сюди належать лише диски-кандидати (ті, що пройшли перевірки планувальника).
bal-node-legend = Вузол { $node }
bal-node = Вузол
bal-remove-node-title = Видалити вузол
bal-remove-node = Видалити вузол { $node }
bal-disk = Диск
bal-usable = Придатне
bal-disk-name = Назва диска
bal-usable-of = Придатне сховище { $disk }
bal-remove-disk-title = Видалити диск
bal-remove-disk = Видалити диск { $disk }
bal-add-disk = + диск
bal-add-node = + вузол

## labs/balance/draft.rs

bal-error-size-zero = має бути більше за 0

## labs/balance/picture.rs

bal-mark-wins-tie = перемагає (нічия)
bal-mark-wins = перемагає
bal-mark-ties = нічия
bal-mark-node-not-chosen = вузол не вибрано
bal-mark-too-small = замалий
bal-mark-loses = програє
bal-score = оцінка { $score }
bal-not-scored = не оцінено
bal-picture-caption = Кожен диск-кандидат: його придатне сховище, заштрихована частина, яку заповнила б репліка на { $size }, і його оцінка балансу (менше — краще). Виберіть диск, щоб побачити, чому він перемагає чи програє.
bal-why = Чому { $disk }
bal-numbers = Числа
bal-numbers-sentence = Якщо репліка буде на { $disk }, придатне сховище дисків становитиме: максимум { $max }, мінімум { $min }, середнє { $mean }, тож оцінка — { $formula }.

## labs/balance/results.rs

bal-result = Результат
bal-fix-fields = Виправте виділені поля, щоб побачити вибір за балансом.
bal-stale = Деякі поля некоректні: показано результат останнього коректного введення.
bal-single-candidate = У кластері лише один диск-кандидат: Longhorn бере його, не обчислюючи жодної оцінки.
bal-node-stage = 1. Етап вибору вузла
bal-node-stage-hint = Придатне сховище кожного вузла — це сума по його дисках-кандидатах. Для кожного вузла щонайменше з розміром репліки ({ $size }) X = придатне сховище всіх вузлів-кандидатів, де цей вузол зменшено на розмір репліки.
bal-disk-stage = 2. Етап вибору диска
bal-disk-stage-hint = Для кожного диска вибраного вузла з придатним ≥ розміру репліки X = усі диски-кандидати кластера, де цей диск зменшено на розмір репліки.
bal-winner = Репліка потрапляє на диск { $disk } на вузлі { $node }.
bal-no-candidate = Немає диска-кандидата: репліку не можна розмістити.
bal-docs-diff = Документація проти справжнього планувальника.
bal-docs-per-node = Сторінка документації оцінює кожен диск відносно дисків його власного вузла: { $scores } — вона вибирає { $disk }.
bal-docs-cluster-wide = Longhorn v1.11–v1.12 оцінює кожен диск відносно всіх дисків-кандидатів кластера: { $scores }.
bal-docs-agree = Тут обидва вибирають той самий диск.
bal-docs-ties = Справжній планувальник має нічию між { $disks }, тож може вибрати будь-який із них.
bal-docs-picks = Справжній планувальник вибирає { $disk }.
bal-docs-ties-two = Справжній планувальник має нічию між { $first } і { $second }, тож може вибрати будь-який із них.

## The balance bars as sliders (moved from engine.ftl: page texts, not the engine's)

balance-slider-label = Придатне для використання сховище { $disk }
balance-slider-value = придатно для використання: { $amount }
balance-slider-hint = Перетягніть смугу диска або наведіть на неї фокус і натискайте клавіші зі стрілками, щоб задати придатне для використання сховище цього диска (Page Up і Page Down — на десять кроків, Home і End — до країв). Кожна зміна — одне редагування, яке скасовує «Скасувати».
bal-explain-lesson = Пояснити це як урок
