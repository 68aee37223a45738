# The Learn page's Longhorn texts, fetched when a Longhorn walk first opens (the tiers lesson,
# walks/lessons/tiers.yaml, or a Longhorn scenario explained as a lesson): in no first load.

## The picture of a Longhorn step (labs/learn/longhorn_view.rs).
learn-lh-caption = Том { $volume }: його репліки на вузлах і дисках, зона за зоною.
learn-lh-zone = Зона { $zone }
learn-lh-no-zone = Без зони
learn-lh-disk-facts = доступно { $available } з { $maximum } · зарезервовано { $reserved } · заплановано { $scheduled }
learn-lh-replica = репліка { $replica }
learn-lh-unscheduled = Не заплановані: { $replicas }
learn-lh-hidden = Місця реплік зʼявляться, щойно ви зробите прогноз.

## The tiers lesson's steps.
learn-tiers-intro = Том { $volume } просить { $replicas } репліки, а в кластері { $nodes } вузли у двох зонах. Планувальник розміщує репліки по одній і пробує рівні по черзі: новий вузол у новій зоні; потім, якщо антиспорідненість зони мʼяка, новий вузол у зоні, де вже є репліка; потім, якщо й антиспорідненість вузла мʼяка, вузол, де репліка вже є. У межах рівня кожен диск має пройти перевірки простору.
learn-tiers-first = Для першої репліки, { $replica }, усі зони й вузли нові, тож перший рівень бере кожен вузол із диском, що вміщує її, а вибір балансу обирає { $node }. { $answer }
learn-tiers-predict-zone = Далі { $replica }, а на { $first } репліка вже є. Який вузол дасть їй планувальник?
learn-tiers-zone = Перший рівень шукає новий вузол у новій зоні, хоча replica-zone-soft-anti-affinity дорівнює { $zoneSoft }: мʼяка антиспорідненість лише дозволяє наступному рівню ділити зону, коли перший нічого не знайшов. { $answer }
learn-tiers-minimal = Для третьої репліки нової зони не лишилося, тож другий рівень пропонує новий вузол у зайнятій зоні, і його диски мають пройти дві перевірки простору. Перша, мінімально доступний простір: доступно − фактично > максимум × мінімум% / 100. Для диска { $disk }: { $availableBytes } − { $actualBytes } > { $maximumBytes } × { $percent }% / 100 = { $limitBytes }? Перевірка строга: рівності замало.
learn-tiers-unscheduled = Другий диск вузла не проходить ту саму перевірку, і жоден рівень не має кандидата: { $answer }
learn-tiers-task-minimal = Налаштування storage-minimal-available-percentage дорівнює { $percent }%, одне значення для всіх дисків кластера, і { $replica } не запланована.
learn-tiers-task-minimal-prompt = заплануйте третю репліку на node-a, змінивши цей відсоток.
learn-tiers-task-minimal-hint = Диск проходить, коли його доступний простір більший за цей відсоток його максимуму: зменшуйте відсоток, доки доступний простір диска X не перевищить цю частку.
learn-tiers-overprovisioning = { $answer } Друга перевірка простору, надмірне виділення, рахує заплановане, а не записане: розмір + заплановано ≤ (максимум − зарезервовано) × надмірне виділення% / 100. Для диска { $disk }: { $sizeBytes } + { $scheduledBytes } ≤ ({ $maximumBytes } − { $reservedBytes }) × { $percent }% / 100 = { $limitBytes }. Тут рівності досить.
learn-tiers-hard = Четверта репліка. replica-soft-anti-affinity дорівнює { $nodeSoft }: антиспорідненість вузла жорстка, і на кожному вузлі репліка вже є, тож рівнів не лишилося: { $answer }
learn-tiers-soft = Тепер replica-soft-anti-affinity дорівнює { $nodeSoft }: антиспорідненість вузла мʼяка, і останній рівень бере вузли, де репліка вже є. replica-disk-soft-anti-affinity дорівнює { $diskSoft }, і планувальник однаково віддає перевагу диску без репліки тому: { $answer }
