# Слова всього, що проходять крок за кроком (уроки, історії), мова: uk: керування кроками
# (components/step_controls.rs), контрольні точки й речення placement::walk (перевірка
# завдання, згенеровані покрокові пояснення). Терміни: locales/GLOSSARY.md.

walk-steps-label = Кроки
walk-back = Назад
walk-next = Далі
walk-restart = З початку
walk-step-of = Крок { $n } з { $count }
walk-progress = Досягнуто кроку { $n } з { $count }
walk-minutes = приблизно { $minutes } хв
walk-verified-against = Перевірено з { $versions }
walk-predict = Передбачте:
walk-predict-node = клацніть вузол, який, на вашу думку, переможе.
walk-predict-disk = клацніть диск, який, на вашу думку, отримає репліку.
walk-predict-replica = клацніть репліку, яку, на вашу думку, буде заплановано.
walk-predict-cluster = клацніть кластер, який, на вашу думку, першим отримає бандл.
walk-predict-pod = клацніть Pod, який, на вашу думку, запуститься.
walk-predict-partition = клацніть розділ, після якого, на вашу думку, узгодження зупиниться.
walk-predict-right = Правильно: перемагає { $answer }.
walk-predict-wrong = Не { $guess }. Спробуйте ще.
walk-task = Ваша черга:
walk-show-me = Показати
walk-reset-step = Повернути сценарій цього кроку
walk-scrub-label = { $field }: перетягніть або натискайте стрілки
walk-task-met = Готово: тепер рушій каже { $actual }.
walk-task-not-met = Ще ні: рушій каже { $actual }; мета — { $wanted }.
walk-task-no-fact = Ще ні: у результаті рушія для цього сценарію такого значення немає.

## Згенеровані покрокові пояснення («Пояснити це як урок»)

walk-gen-balance-title = Ваш сценарій крок за кроком
walk-gen-balance-summary = Вибір за балансом у вашому сценарії: етап вибору вузла, етап вибору диска, вибір.
walk-gen-balance-intro = Репліку розміром { $sizeBytes } треба розмістити серед вузлів-кандидатів: { $nodes }. Longhorn спершу оцінює вузли, потім диски вибраного вузла; перемагає найменша оцінка балансу.
walk-gen-balance-none = Жоден диск не може прийняти репліку.
walk-gen-balance-single = Лише один диск-кандидат: { $node }/{ $disk } приймає репліку без оцінки.
walk-gen-balance-node-stage = Етап вибору вузла: з оцінених вузлів ({ $candidates }) найменшу оцінку балансу має { $winner }: { $score }.
walk-gen-balance-node-fallback = Жоден вузол не має місця для репліки: Longhorn бере довільний, тут { $winner }.
walk-gen-balance-node-lost = Вузол { $node } мав би оцінку { $score }: більшу, ніж { $winner }, тож він програє етап вибору вузла.
walk-gen-balance-disk-stage = Етап вибору диска: з дисків ({ $candidates }), кожен оцінений відносно всіх дисків-кандидатів кластера, найменшу оцінку має { $winner }: { $score }.
walk-gen-balance-pick = { $why }
walk-gen-longhorn-title = Ваші томи, репліка за реплікою
walk-gen-longhorn-summary = Куди йде кожна репліка вашого сценарію і чому.
walk-gen-longhorn-intro = Томів для планування: { $volumes }, по черзі.
walk-gen-longhorn-replica = { $answer }
walk-gen-capacity-title = Ваш Pod, вузол за вузлом
walk-gen-capacity-summary = Фільтр привʼязки томів на кожному вузлі, потім куди може піти Pod.
walk-gen-capacity-intro = Фільтр привʼязки томів проходять { $feasible } з { $nodes } вузлів.
walk-gen-capacity-node = { $answer }
walk-gen-capacity-result = { $pod }
walk-gen-rollout-title = Ваше розгортання, розділ за розділом
walk-gen-rollout-summary = Розділи вашого розгортання, потім чим воно закінчується.
walk-gen-rollout-intro = Розділів: { $partitions }; щонайбільше { $maxNew } нових розгортань за раунд.
walk-gen-rollout-partition = Розділ { $partition }: кластерів — { $clusters }, недоступних — щонайбільше { $maxUnavailable }.
walk-gen-rollout-outcome = Після раундів: { $rounds }. { $outcome }
