# Тексти сторінки «Навчання» (issue 34), мова: uk: список уроків, зображення й оповідь кожного
# уроку. Числа й назви в оповіді — аргументи, факти результату рушія (walks/lessons/*.yaml,
# docs/walks.md): жодне не вписане сюди.

learn-heading = Навчання
learn-intro = Уроки, що крок за кроком, по одній ідеї, показують, як вирішують Longhorn, планувальник Kubernetes і Fleet. Числа в кожному реченні дає рушій; деякі можна перетягувати, і зображення слідує за ними. Передбачте, що переможе, а потім змініть сценарій самі.
learn-card-facts = кроків: { $steps } · приблизно { $minutes } хв · досягнуто кроку { $reached }
learn-all-lessons = Усі уроки
learn-stories-link = Історії: демонстрації, що йдуть самі, крок за кроком
learn-done = Кінець цього уроку.
learn-no-lesson = Уроку «{ $lesson }» немає.
learn-explain-nothing = Немає сценарію для пояснення: відкрийте лабораторію й натисніть «Пояснити це як урок».
learn-pic-caption = Диски-кандидати: кожна смуга — придатне для використання сховище диска; треба розмістити репліку розміром { $size }.
learn-pic-node = Вузол { $node }
learn-pic-usable = придатно: { $usable }
learn-pic-score = оцінка { $score }
learn-pic-not-scored = не оцінено
learn-pic-node-wins = перемагає на етапі вибору вузла
learn-pic-disk-wins = отримує репліку
learn-pic-focus = у фокусі
learn-embed-no-scenario = Урок не має сценарію, який можна передати: сценарії кроків належать уроку.

## Формула балансу

learn-balance-title = Формула балансу
learn-balance-summary = Як Longhorn вибирає диск для нової репліки: оцінка балансу, етап вибору вузла, етап вибору диска, нічия і де сторінка документації спрощує.
learn-balance-intro = Приклад зі сторінки документації: вузли з дисками ({ $nodes }) і репліка розміром { $sizeBytes }, яку треба розмістити. Починаючи з 1.11, Longhorn ставить її туди, де кластер лишається найзбалансованішим. Кожна смуга — придатне для використання сховище диска: доступний простір мінус зарезервоване мінус уже заплановане.
learn-balance-formula = Оцінка балансу набору значень придатного сховища X — це (max X − min X) / mean X: наскільки вони розходяться відносно свого розміру. 0 — ідеально рівно; менше — краще. З реплікою на вузлі { $node } вузли мали б { $maxBytes } і { $minBytes } придатного сховища: оцінка { $score }.
learn-balance-predict-node = Вузол { $node } мав би оцінку { $scoreA }. Етап вибору вузла так оцінює кожен вузол-кандидат і бере найменшу оцінку.
learn-balance-node-stage = Вузол { $winner } перемагає на етапі вибору вузла, { $winnerScore } проти { $loserScore }: з реплікою на ньому вузли лишаються найближчими один до одного.
learn-balance-docs-disk = Далі сторінка документації оцінює диски вибраного вузла лише між собою: { $b1 } для { $b1Name }, { $b2 } для { $b2Name }. Тож вона каже, що репліку отримує { $docsWinner }.
learn-balance-code-disk = Код планувальника оцінює кожен диск відносно всіх дисків-кандидатів кластера, а не лише вузла: { $b1 } і { $b2 }. Дисків із найменшою оцінкою: { $tied } — нічия, і Longhorn вибирає один із них випадково; майданчик показує { $winner }.
learn-balance-predict-shrunk = Тепер { $disk } має лише { $usableBytes } придатного сховища.
learn-balance-shrunk = Репліку отримує { $winner }: тепер на етапі вибору вузла перемагає вузол { $node }, { $nodeA } проти { $nodeB }, тож етап вибору диска вже не дивиться на диски іншого вузла.
learn-balance-task-b = { $disk } має { $usableBytes } придатного сховища.
learn-balance-task-b-prompt = змініть одне число (перетягніть його або смугу), щоб вузол B знову переміг на етапі вибору вузла.
learn-balance-task-b-hint = Перемагає вузол, з реплікою на якому придатне сховище вузлів лишається найближчим: вузлу B треба приблизно стільки ж, скільки має вузол A, або більше.
learn-balance-node-c = Третій вузол, { $node }, приєднується з { $usableBytes } придатного сховища. Його оцінка була б { $scoreC }, далеко від інших, тож перемагає досі вузол { $winner }.
learn-balance-task-c = { $disk } має { $usableBytes } придатного сховища.
learn-balance-task-c-prompt = змініть придатне сховище диска вузла C, щоб він переміг на етапі вибору вузла.
learn-balance-task-c-hint = Не найбільше сховища, а найрівніший результат: з реплікою на ньому вузол C має опинитися між іншими вузлами.
learn-balance-fallback = Жоден вузол не має місця для репліки розміром { $sizeBytes }. Сторінка документації не каже, що тоді буде; код бере довільного кандидата без оцінки (майданчик — першого за назвою), тут вузол { $winner }, диск { $disk }. У справжньому кластері перевірки дисків перед цим етапом не лишають кандидатів для такої репліки.
learn-cap-caption = Вузли й вердикт фільтра VolumeBinding на кожному; нижче — обʼєкти CSIStorageCapacity, які опублікував драйвер.
learn-cap-passes = проходить
learn-cap-fails = не проходить
learn-cap-none = не повідомлено
learn-cap-object = { $name }: місткість { $capacity }
learn-cap-object-max = { $name }: місткість { $capacity }, maximumVolumeSize { $maximum }

## Відстеження місткості сховища

learn-capacity-title = Відстеження місткості сховища
learn-capacity-summary = Як kube-scheduler використовує CSIStorageCapacity для тому, що чекає на свій Pod: місткість за сегментом топології, maximumVolumeSize, привʼязка Immediate і планування без відстеження.
learn-capacity-intro = Pod з однією заявкою на { $requestBytes } у StorageClass, чий volumeBindingMode — WaitForFirstConsumer: том надається лише тоді, коли Pod має вузол. Драйвер CSI має storageCapacity: true і публікує обʼєкти CSIStorageCapacity, по одному на зону ({ $capacities }), для вузлів ({ $nodes }).
learn-capacity-predict = Фільтр VolumeBinding пускає Pod на вузол, лише якщо обʼєкт CSIStorageCapacity, чия топологія містить цей вузол, має місце для { $requestBytes }.
learn-capacity-node-fails = Вузол { $node }: { $answer }
learn-capacity-feasible = Фільтр проходять вузлів: { $feasible }. { $pod } Далі серед них вибирають інші втулки планувальника; тут { $selected }.
learn-capacity-maximum = Драйвер може також публікувати maximumVolumeSize — найбільший том, який він може створити: менше за місткість, коли вільне місце розбите на частини. З { $maximumBytes } із { $capacityBytes }: { $answer }
learn-capacity-task = CSIStorageCapacity зони zone-a повідомляє { $capacityBytes }.
learn-capacity-task-prompt = змініть одне число, щоб node-a пройшов фільтр.
learn-capacity-task-hint = Запит заявки має вміститися в місткість обʼєкта, чия топологія містить node-a.
learn-capacity-immediate = З volumeBindingMode Immediate том надається спершу, де вирішить драйвер, без огляду на Pod; доки заявку не привʼязано, Pod не можна запланувати: проходять { $feasible } з { $nodes } вузлів.
learn-capacity-tracking-off = Знову WaitForFirstConsumer, але зі storageCapacity false у CSIDriver: планувальник не дивиться на місткість, і проходять { $feasible } з { $nodes } вузлів. Якщо він вибере вузол, у зоні якого немає місця, надання тому не вдасться, вибір вузла скинеться, і планувальник спробує знову: відстеження робить цю повторну спробу рідшою, але не виключає її, бо місткість, яку він читає, може бути застарілою.

# Урок про розгортання (walks/lessons/rollout.yaml): приклад із «бурею» завантаження образів.

# The tiers lesson (walks/lessons/tiers.yaml): its card; its steps are in learn-longhorn.ftl.
learn-tiers-title = Рівні антиспорідненості та простір
learn-tiers-summary = Куди Longhorn може поставити кожну репліку тому: антиспорідненість зони, вузла й диска, мʼяка та жорстка, і дві умови простору, мінімально доступний простір і надмірне виділення, на дисках X і Y з документації.

# The rollout lesson (walks/lessons/rollout.yaml): its card; its steps are in learn-rollout.ftl.
learn-rollout-title = Розгортання Fleet
learn-rollout-summary = Як Fleet розгортає бандл розділ за розділом: maxUnavailable та його округлення, пакети maxNew, maxUnavailablePartitions і «буря» завантаження образів, що стримує решту.
