# The titles and captions of the Longhorn replica scheduling lab's presets, language: uk. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

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
