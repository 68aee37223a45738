# Тексти історій (issue 35), мова: uk: список історій, програвач, малюнок Longhorn і підписи
# кожної історії (walks/stories/*.yaml, docs/walks.md). Не вбудовані в жоден пакет: програвач
# завантажує цей файл, коли історію відкривають уперше. Числа й назви в підписах — аргументи,
# факти результату рушія: жодне не написане тут.

story-heading = Історії
story-intro = Демонстрації, що йдуть самі: кожна історія — це послідовність змін сценарію однієї лабораторії, і кожен крок каже, що вирішує рушій після неї. Поверніться назад — і попередній крок буде точно таким, як був.
story-card-facts = { $lab } · кроків: { $steps } · близько { $minutes } хв
story-all = Усі історії
story-no-story = Історії «{ $story }» немає.
story-done = Кінець цієї історії.
story-lessons-link = Уроки
story-lab-longhorn = Longhorn
story-lab-balance = Баланс
story-lab-capacity = Місткість сховища
story-lab-rollout = Розгортання Fleet
story-scenario = Сценарій на цьому кроці: вхід рушія лабораторії, у JSON
story-present = Показати цю історію
story-present-exit = Завершити показ
story-speaker-open = Вікно доповідача
story-full-screen = На весь екран
story-speaker-heading = Вигляд доповідача: { $title }
story-speaker-timer = Час: { $time }
story-speaker-now = На екрані
story-speaker-notes = Нотатки
story-speaker-no-notes = Для цього кроку нотаток немає.
story-speaker-next = Далі
story-speaker-last = Це останній крок.
story-change-heading = Що змінив цей крок
story-change-set = { $path } встановлено в { $value }
story-change-remove = { $path } вилучено
story-change-insert = { $value } вставлено в { $path }
story-change-none = У сценарії нічого: той самий сценарій, інший вигляд.
story-kiosk = Кіоск: усі історії, крок за кроком
story-kiosk-label = { $title }: крок { $step } з { $steps }
story-kiosk-empty = Жодної історії кіоску не існує.
story-pic-caption = Вузли і де розміщено кожну репліку кожного тому.
story-pic-node = { $node } ({ $zone })
story-pic-node-no-zone = { $node }
story-pic-not-ready = не готовий
story-pic-replica-on = { $replica } на { $node } / { $disk }
story-pic-replica-unscheduled = { $replica }: не розміщена

## Зона падає (longhorn-zone-outage)

story-zone-outage-title = Зона падає
story-zone-outage-summary = М'яка і жорстка антиспорідненість зон, коли одна з трьох зон відмовляє.
story-zone-outage-intro = Три зони, чотири вузли. Три репліки тому розміщено на { $first }, { $second } і { $third }: по одній у кожній зоні.
story-zone-outage-down = Зона { $zone } падає: { $node } не готовий. Третя репліка тепер іде на { $third }. { $answer }
story-zone-outage-hard = М'яку антиспорідненість реплік за зонами вимкнено: дві репліки більше не можуть ділити зону, а працюють лише дві зони. { $answer }
story-zone-outage-back = Зона повернулася: третя репліка йде на { $third }, а умова Scheduled тому — { $status }.

## Диск заповнюється (longhorn-disk-full)

story-disk-full-title = Диск заповнюється
story-disk-full-summary = Storage Minimal Available Percentage відкидає надто заповнений диск, і що повертає репліку.
story-disk-full-intro = Три вузли з одним диском кожен: реплік { $replicas }, третя на { $third }. Диск приймає репліку, лише поки його доступне сховище більше за { $percent }% від максимуму (Storage Minimal Available Percentage).
story-disk-full-filled = Диск заповнюється: доступно { $availableBytes }. { $answer }
story-disk-full-setting = Storage Minimal Available Percentage знижено до { $percent }%: третя репліка повертається на { $third }.
story-disk-full-new-node = Приєднується новий вузол { $node } з порожнім диском: репліка { $replica } іде туди, а умова Scheduled тому — { $status }.

## Застаріла місткість і повторна спроба (capacity-stale)

story-stale-title = Застаріла місткість і повторна спроба
story-stale-summary = Планувальник довіряє останньому CSIStorageCapacity, який опублікував драйвер; коли він застарів, створення тому не вдається, і под планується знову.
story-stale-intro = CSIStorageCapacity кожної зони каже { $capacityBytes }, більше, ніж просить заявка. Вузлів, що проходять: { $feasible }, і планувальник обирає { $selected }.
story-stale-taken = Інший том забирає місце цієї зони, але драйвер ще не опублікував знову: об'єкт досі каже { $capacityBytes }. Планувальник і далі обирає { $selected }; створення тому там не вдається, вибраний вузол заявки очищено, і под повертається в чергу.
story-stale-republished = external-provisioner знову публікує місткість зони: { $capacityBytes }. { $answer }
story-stale-retry = Повторна спроба фільтрує за новим об'єктом. { $pod }

## Вузол у новій зоні (capacity-new-zone)

story-new-zone-title = Вузол у новій зоні
story-new-zone-summary = Вузол, для зони якого ще немає CSIStorageCapacity, не приймає заявок цього класу, доки драйвер його не опублікує.
story-new-zone-intro = Обидві зони майже заповнені: проходять { $feasible } з { $nodes } вузлів. { $pod }
story-new-zone-joined = Вузол приєднується в новій зоні до того, як драйвер опублікував її місткість. { $answer }
story-new-zone-published = Драйвер публікує { $capacityBytes } для нової зони: планувальник обирає { $selected }.
story-new-zone-tracking-off = Коли відстеження місткості сховища для драйвера вимкнено, фільтр більше не читає об'єкти: проходять { $feasible } з { $nodes } вузлів, заповнені зони теж.

## Шторм завантаження образів (rollout-storm)

story-storm-title = Шторм завантаження образів
story-storm-summary = Кластери, що повільно завантажують образ, тримають розгортання на своєму розділі; кластери, що ніколи не стають готовими, зупиняють його.
story-storm-intro = Кластерів: { $clusters }, розділів: { $partitions }. У кожному розділі недоступними можуть бути щонайбільше { $limit }: { $how }
story-storm-held = Завантаження образу тримає кластери розділу { $partition } неготовими: недоступних { $notReady }, більше за { $limit }, тож розгортання зупиняється там, а розділів чекає: { $waiting }.
story-storm-goes-on = Завантаження закінчуються, і наступні розділи розгортаються. Після раундів: { $rounds }: { $outcome }
story-storm-stalled = Два кластери ніколи не стають готовими: розділ { $partition } лишається понад лімітом, недоступних { $notReady }. { $outcome }
story-storm-allowed = Власний maxUnavailable розділу піднято до { $limit }: розгортання проходить його. { $outcome }

## Розгортання, продовжене (rollout-resume)

story-resume-title = Розгортання, продовжене з його BundleDeployment
story-resume-summary = Живе розгортання, прочитане з BundleDeployment, які записав пакет підтримки, іде далі з того місця, де воно є.
story-resume-intro = BundleDeployment кажуть, що версія { $version } уже на першому розділі, а інші ще працюють на попередній. Симуляція починає з них: після раундів: { $rounds }, { $outcome }
story-resume-not-ready = Два BundleDeployment першого розділу записано неготовими: у розділі { $partition } недоступних { $notReady }, більше за { $limit }, тож перший раунд зупиняється там.
story-resume-recovered = Їхні кластери стають готовими через два раунди. Після раундів: { $rounds }: { $outcome }
story-resume-paused = Пакет призупинено: жоден BundleDeployment не просувається. { $outcome }

## Вузол приєднується (balance-new-node)

story-new-node-title = Вузол приєднується
story-new-node-summary = Чому порожній вузол не завжди отримує наступну репліку під час вибору за балансом.
story-new-node-intro = Приклад з документації: репліка йде на вузол { $node }, диск { $winner }.
story-new-node-joined = Приєднується порожній вузол. З реплікою на ньому кластер мав би оцінку { $scoreC }; на { $node } — { $scoreB }. Нижча перемагає, тож репліка й далі йде на { $winner }.
story-new-node-larger = Диск нового вузла — { $usableBytes }: тепер перемагає { $node } з { $scoreC }, і репліка йде на { $winner }.

## Репліки одна за одною (balance-filling)

story-filling-title = Репліки одна за одною
story-filling-summary = Кожна розміщена репліка змінює наступний вибір: оцінка балансу вирівнює диски.
story-filling-first = Перша репліка йде на { $winner }.
story-filling-next = Ця репліка займає { $sizeBytes } свого диска. Наступна йде на { $winner }.
