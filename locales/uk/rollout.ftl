# The rollout lab's own page texts (issue #11), language: uk.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.


## Why is it waiting
ro-why-heading = Раунд { $round }: чому очікування?
ro-why-heading-finished = Раунд { $round }: розгортання завершено
ro-why-heading-nothing-waits = Раунд { $round }: ніщо не чекає
ro-why-reconcile-moment = Причини нижче — те, що бачило узгодження на початку раунду { $round }, до того як агенти щось застосували; сітка показує кожен кластер після кроку агентів.
ro-why-ready-after-true = Після кроку агентів: готових кластерів { $ready } з { $total }, тож бандл у стані Ready.
ro-why-ready-after-false = Після кроку агентів: готових кластерів { $ready } з { $total }, тож бандл не в стані Ready.
ro-why-events = На початку: { $events }.
ro-why-counts = Узгодження: створено { $created } (maxNew { $maxNew }), підготовлено { $staged }, просунуто { $promoted }. Агенти: застосовано { $applied }, стали готовими { $becameReady }, збоїв { $failed }.
ro-why-limits = Бандл: недоступних { $unavailable } з maxUnavailable { $maxUnavailable }; недоступних розділів { $partitions } з maxUnavailablePartitions { $maxPartitions }.
ro-why-nothing-waits = У цьому раунді ніщо не чекає.
ro-why-partitions-label = Розділи в цьому раунді
ro-col-partition = розділ
ro-col-members = учасники
ro-col-unavailable-before = недоступні (до)
ro-col-created = створено
ro-col-promoted = просунуто
ro-col-not-up-to-date = не оновлені або недоступні
ro-col-verdict = вердикт
ro-verdict-not-reached = не досягнуто
ro-verdict-unavailable = недоступний
ro-verdict-ok = гаразд
ro-why-round-zero = Раунд 0 — це початок, до першого узгодження. Крокуйте вперед, щоб побачити рішення контролера.
ro-why-partitions-formed = Як утворено розділи
ro-outcome-complete = Завершено: { $message }
ro-outcome-stalled = Застрягло: { $message }
ro-outcome-stalled-because = Застрягло: { $message }: { $reasons }
ro-outcome-stopped = Зупинено: { $message }
ro-why-ready-true = На початку узгодження умова Ready бандла: True ({ $ready }/{ $desired } кластерів готові).
ro-why-ready-false = На початку узгодження умова Ready бандла: False, стан { $state }, { $ready }/{ $desired } кластерів готові — повідомлення «{ $message }».
ro-why-stop = { $later ->
        [one] Розгортання зупиняється після { $partition }: { $notUpToDate } його кластерів не оновлені або недоступні, більше за дозволені { $maxUnavailable }, а недоступних розділів { $partitions } — більше за дозволені { $maxPartitions } (maxUnavailablePartitions), тож наступний розділ чекає.
        [few] Розгортання зупиняється після { $partition }: { $notUpToDate } його кластерів не оновлені або недоступні, більше за дозволені { $maxUnavailable }, а недоступних розділів { $partitions } — більше за дозволені { $maxPartitions } (maxUnavailablePartitions), тож { $later } наступні розділи чекають.
       *[other] Розгортання зупиняється після { $partition }: { $notUpToDate } його кластерів не оновлені або недоступні, більше за дозволені { $maxUnavailable }, а недоступних розділів { $partitions } — більше за дозволені { $maxPartitions } (maxUnavailablePartitions), тож { $later } наступних розділів чекають.
    }

## Where the docs and Fleet's code differ
ro-note-unmatched = { $count ->
        [one] Документація: кластери, що не відповідають жодному розділу, розгортаються в додаткових розділах. Код: цей { $count } кластер ніколи не розгортається, але вважається Pending, тож бандл ніколи не стає Ready.
        [few] Документація: кластери, що не відповідають жодному розділу, розгортаються в додаткових розділах. Код: ці { $count } кластери ніколи не розгортаються, але вважаються Pending, тож бандл ніколи не стає Ready.
       *[other] Документація: кластери, що не відповідають жодному розділу, розгортаються в додаткових розділах. Код: ці { $count } кластерів ніколи не розгортаються, але вважаються Pending, тож бандл ніколи не стає Ready.
    }
ro-tidied = Прочитано як { $value }, як пише Fleet: Fleet не приймає пробіл перед %, тож у fleet.yaml — { $value }.
ro-note-partition-max = Документація: розділ без maxUnavailable дозволяє 10%. Код: він бере maxUnavailable стратегії, а далі 100%.
ro-note-partition-size = Документація: типове значення autoPartitionSize — maxUnavailable. Код: типове значення — 25%.
ro-note-and = Критерії розділу поєднуються через AND: кластер має відповідати всім.
ro-note-max-new = Це узгодження створило maxNew = { $maxNew } розгортань і припинило створення; maxNew налаштовується з v0.16.
ro-note-not-more-than = Документація: розгортання триває, поки недоступних розділів менше за maxUnavailablePartitions. Код: не більше — { $unavailable } недоступних = межа { $limit }, і воно триває.
ro-note-no-readiness-wait = Документація: наступний пакет чекає, доки перший стане готовим. Код: у цьому узгодженні створюється ще { $created }, хоча { $unready } не готові — створення чекає лише на maxNew.
ro-note-wait-applied = { $count ->
        [one] { $count } утримуваний кластер показує WaitApplied у поданні бандла (Fleet v0.16+); документація й старіші версії показують OutOfSync.
        [few] { $count } утримувані кластери показують WaitApplied у поданні бандла (Fleet v0.16+); документація й старіші версії показують OutOfSync.
       *[other] { $count } утримуваних кластерів показують WaitApplied у поданні бандла (Fleet v0.16+); документація й старіші версії показують OutOfSync.
    }
ro-note-groups = Документація: розділ вибирає кластери за clusterGroup або clusterGroupSelector. Код: критерії перевіряються щодо однієї групи кластера за раз, тож одна група має задовольнити всі; кластер без групи перевіряється з порожньою групою, якій відповідають селектори груп {"{}"}, NotIn і DoesNotExist.
ro-note-ready-message = { $pieces ->
        [one] Умова Ready називає по одному кластеру на стан — першого в списку — з кількістю для цього стану, тож { $listed } перелічених неготових кластерів дають { $pieces } частину (ReadyMessage).
        [few] Умова Ready називає по одному кластеру на стан — першого в списку — з кількістю для цього стану, тож { $listed } перелічених неготових кластерів дають { $pieces } частини (ReadyMessage).
       *[other] Умова Ready називає по одному кластеру на стан — першого в списку — з кількістю для цього стану, тож { $listed } перелічених неготових кластерів дають { $pieces } частин (ReadyMessage).
    }
ro-note-namespaces = Fleet сортує цілі лише за іменем кластера: кластери з одним іменем у кількох просторах імен (BundleNamespaceMappings) ідуть у порядку просторів імен, у якому їх перелічує Fleet.


## The rollout grid and the cluster inspector
ro-state-not-joined = ще не ціль
ro-row-unmatched = Без розділу (ніколи не розгортається)
ro-cell-label = { $cluster }, { $state }, розділ { $partition }
ro-cell-label-changed = { $label }, змінено останнім редагуванням
ro-row-ready = { $ready }/{ $total } готові
ro-row-head-label = { $partition }: { $summary }
ro-progress-heading = Розгортання
ro-step-back = Крок назад
ro-step-forward = Крок уперед
ro-pause = Пауза
ro-play = Відтворити
ro-round = Раунд
ro-round-of = Раунд { $round } з { $last }
ro-dense = щільно
ro-grid-keys = У сітці клавіші зі стрілками переходять між кластерами (вгору й униз — між розділами), Home і End — до країв розділу, а Enter показує, чому кластер у своєму стані.
ro-grid-label = Кластери за розділами в раунді { $round }
ro-grid-hint = Клацніть кластер, щоб побачити його розгортання й задати поведінку його агента.
ro-grid-hint-read-only = Клацніть кластер, щоб побачити його розгортання й чому він у своєму стані.
ro-deployment = підготовлено v{ $staged }, розгорнуто v{ $deployed }, застосовано v{ $applied }, { $flags }
ro-deployment-ready = готовий
ro-deployment-not-ready = не готовий
ro-deployment-apply-failed = застосування не вдалося
ro-deployment-modified = змінено (дрейф)
ro-timeline-event = раунд { $round }: { $event ->
        [Joined] став ціллю
        [Created] створено
        [Staged] підготовлено
        [Promoted] просунуто
        [Applied] застосовано
        [Ready] Ready
        [NotReady] NotReady
        [Failed] збій
        [Modified] Modified
        [Corrected] виправлено
        [Paused] призупинено
        [Resumed] відновлено
       *[other] { $event }
    } v{ $version }
ro-close = Закрити
ro-inspector-no-partition = поза розділами: ніколи не розгортається
ro-inspector-partitions = розділ: { $partitions }
ro-inspector-no-deployment = BundleDeployment ще немає
ro-answer-changes = Що це змінить (кожна зміна окремо, змодельована знову, доставляє бандл на цей кластер; число — найменше, за якого це так):
ro-apply = Застосувати
ro-apply-label = Застосувати: { $change }
ro-agent = Агент
ro-behavior-same-as-all = як для всіх кластерів
ro-cluster-why-unmatched = Він не відповідає жодному розділу, тож ніколи не розгортається; проте в бандлі все одно вважається Pending.
ro-cluster-why-final = Кінцевий стан: { $state } (хронологію вимкнено).
ro-cluster-why-not-joined = Ще не ціль: приєднається пізніше.
ro-cluster-why-not-reached = Його розділ { $partition } не досягнуто: { $why }.
ro-cluster-why-max-new = BundleDeployment ще немає: це узгодження вже створило maxNew = { $maxNew }.
ro-cluster-why-paused = Призупинено: його підготовлене розгортання не просувається.
ro-cluster-why-ahead = Його deploymentID — v{ $deployed }, але агент востаннє застосував v{ $applied } (випереджає те, що його просять запустити): isUnavailable (applied ≠ deploymentID), тож він займає місце в { $partition }, доки агент знову не застосує v{ $deployed }.
ro-cluster-why-offline = Просунуто до v{ $deployed }, але агент його не застосував (офлайн?): він вважається недоступним і займає місце в { $partition } (maxUnavailable { $maxUnavailable }).
ro-cluster-why-apply-failed = Просунуто до v{ $deployed }, але агент його не застосував (застосування не вдалося): він вважається недоступним і займає місце в { $partition } (maxUnavailable { $maxUnavailable }).
ro-cluster-why-staged-not-reached = v{ $staged } підготовлено; його розділ { $partition } не досягнуто, тож його не просунуто.
ro-cluster-why-staged-waiting = v{ $staged } підготовлено, але не просунуто: { $why }
ro-cluster-why-staged-free-slot = v{ $staged } підготовлено, але не просунуто: чекає на вільне місце.
ro-cluster-why-not-ready = Застосовано v{ $applied }, не готовий: вважається недоступним у { $partition } (дозволено недоступних: { $maxUnavailable }).
ro-cluster-why-modified = Працює на v{ $applied } і готовий, але його ресурси змінено на кластері (дрейф): бандл показує його як Modified. Fleet вважає недоступними лише неготові або незастосовані кластери, тож він не займає місця в { $partition }.
ro-cluster-why-ready = Працює на v{ $applied } і готовий.
ro-start-no-deployment = Раунд 0: BundleDeployment ще немає.
ro-start-why = Раунд 0: підготовлено v{ $staged }, deploymentID v{ $deployed }, застосовано v{ $applied }, { $ready }, щодо v{ $version } бандла: { $state } ({ $upToDate }; { $available }).
ro-start-up-to-date = оновлений
ro-start-not-up-to-date = не оновлений: upToDate вимагає, щоб підготовлене, розгорнуте й застосоване були на версії бандла
ro-start-unavailable = недоступний: applied ≠ deploymentID або не готовий
ro-start-available = доступний


## The fleet builder
ro-behavior-ready = одразу готовий
ro-behavior-ready-later = готовий через 2 раунди
ro-behavior-not-ready = ніколи не готовий
ro-behavior-offline = офлайн
ro-behavior-error = застосування не вдається
ro-behavior-drifted = готовий, потім дрейфує (Modified)
ro-no-labels = (без міток)
ro-fleet-heading = Fleet
ro-fleet-count = Кластери
ro-fleet-pattern = Шаблон імені
ro-fleet-hint = Відредагуйте кластер нижче, щоб задати його простір імен і BundleDeployment на початку (живе розгортання).
ro-fleet-pattern-hint = Послідовність # — це індекс із нулями попереду: c-### → c-000, c-001, … Цілі сортуються за іменем як байтами.
ro-labels = Мітки
# A label rule: the share of the clusters (in %) and the labels that share gets.
ro-rule-percent = Частка (%)
ro-rule-labels = Мітки
ro-remove-rule = Вилучити правило міток { $rule }
ro-rule-rest = Мітки решти
ro-add-rule = Додати частку міток
ro-behavior-heading = Поведінка
ro-agents = Агенти
ro-scenario = Розгортання
ro-scenario-initial = перше розгортання
ro-scenario-update = оновлення розгорнутої версії
ro-scenario-initial-then-update = перше, потім оновлення в раунді { $round }
ro-scenario-as-they-stand = з поточного стану кожного кластера
ro-bundle-version = Версія бандла
ro-behavior-list = Задано для кластерів: { $clusters }
ro-edit-cluster = Редагувати кластер
ro-name = Імʼя
ro-namespace = Простір імен
ro-behaves = Поводиться
ro-use-generated-labels = використати згенеровані мітки
ro-no-such-cluster = немає кластера з таким іменем
ro-cluster-groups = Групи кластерів
ro-group-selects = вибирає
ro-group-labels = мітки групи
ro-remove-group = Вилучити групу { $name }
ro-add-group = + група
ro-groups-hint = Група містить лише кластери свого простору імен (порожнє: fleet-default). Селектори: { $example }; { $all } вибирає всі; порожнє не вибирає жодного.
# How many clusters were imported, from where: $source (a Bundle or fleet.yaml, may be empty: then the -from- messages are not used), $namespace, $mapped (the namespaces BundleNamespaceMappings brought in).
ro-imported-summary = { $count ->
        [one] { $count } імпортований кластер
        [few] { $count } імпортовані кластери
       *[many] { $count } імпортованих кластерів
    }
ro-imported-summary-namespace = { $count ->
        [one] { $count } імпортований кластер
        [few] { $count } імпортовані кластери
       *[many] { $count } імпортованих кластерів
    }, простір імен { $namespace }
ro-imported-summary-namespaces = { $count ->
        [one] { $count } імпортований кластер
        [few] { $count } імпортовані кластери
       *[many] { $count } імпортованих кластерів
    }, простори імен { $namespace } і { $mapped } (додані BundleNamespaceMappings)
ro-imported-summary-from = { $count ->
        [one] { $count } імпортований кластер
        [few] { $count } імпортовані кластери
       *[many] { $count } імпортованих кластерів
    } з { $source }
ro-imported-summary-from-namespace = { $count ->
        [one] { $count } імпортований кластер
        [few] { $count } імпортовані кластери
       *[many] { $count } імпортованих кластерів
    } з { $source }, простір імен { $namespace }
ro-imported-summary-from-namespaces = { $count ->
        [one] { $count } імпортований кластер
        [few] { $count } імпортовані кластери
       *[many] { $count } імпортованих кластерів
    } з { $source }, простори імен { $namespace } і { $mapped } (додані BundleNamespaceMappings)
ro-imported-paused = бандл призупинено
ro-imported-cluster-paused = (призупинено)
ro-imported-more = … і ще { $count }
ro-use-generated = Повернутися до згенерованих кластерів ({ $count } × { $pattern })


## The strategy form and the charts
ro-default = типово { $value }
ro-effective-max-unavailable = { $explanation } → { $count ->
    [one] { $count } кластер
    [few] { $count } кластери
   *[other] { $count } кластерів
} на весь бандл
ro-effective-max-partitions = { $explanation } з { $partitions ->
    [one] { $partitions } розділу
    [few] { $partitions } розділів
   *[other] { $partitions } розділів
} → { $count } можуть бути недоступні
ro-effective-size-manual = вимкнено: ручні розділи
ro-effective-size-one = { $size } → один розділ
ro-effective-size = { $explanation } → { $count ->
    [one] { $count } кластер
    [few] { $count } кластери
   *[other] { $count } кластерів
} на розділ
ro-effective-threshold-manual = не використовується: ручні розділи
ro-effective-threshold-off = { $threshold } → поділ на розділи вимкнено
ro-effective-threshold-below = { $targets ->
    [one] { $targets } ціль
    [few] { $targets } цілі
   *[other] { $targets } цілей
} < { $threshold } → один розділ All
ro-effective-threshold-above = { $targets ->
    [one] { $targets } ціль
    [few] { $targets } цілі
   *[other] { $targets } цілей
} ≥ { $threshold } → { $partitions ->
    [one] { $partitions } розділ
    [few] { $partitions } розділи
   *[other] { $partitions } розділів
}
ro-effective-max-new = { $maxNew } створюється за узгодження, на всі розділи
ro-effective-max-new-none = { $maxNew } → нічого не створюється (Fleet створює, доки створено менше за maxNew)
ro-strategy-hint = Порожнє: не задано (діє типове значення). Документація: maxNew став налаштовуваним у v0.16.
ro-partitions-heading = розділи
ro-partitions-none = Немає: автоматичні розділи.
ro-partition-legend = розділ { $number }
ro-remove-partition = Вилучити розділ { $number }
ro-add-partition = + розділ
ro-partition-effective = { $count ->
        [one] { $count } учасник; maxUnavailable { $explanation } (типово: значення стратегії, далі 100%)
        [few] { $count } учасники; maxUnavailable { $explanation } (типово: значення стратегії, далі 100%)
       *[other] { $count } учасників; maxUnavailable { $explanation } (типово: значення стратегії, далі 100%)
    }
ro-partition-no-criteria = Без критеріїв: дозволено, але цей розділ не відповідає жодному кластеру.
ro-charts-heading = За раундами
ro-chart-round = раунд
ro-chart-clusters = кластери
ro-chart-deployments = розгортання
ro-chart-states = Кластери за станом наприкінці кожного раунду
ro-chart-states-label = Кластери за станом наприкінці кожного з { $rounds } раундів: стовпці складено від Ready внизу до Pending угорі, з { $total } кластерів
ro-chart-states-key = Легенда, від низу кожного стовпця вгору
ro-chart-storm = Нові розгортання за раунд: створені й застосовані (кожне застосування тягне образи; пік { $peak })
ro-chart-storm-label = Нові розгортання в кожному з { $rounds } раундів: створені (лівий стовпець, суцільний) і застосовані (правий стовпець, смугастий); щонайбільше { $peak } застосовано за раунд
ro-chart-key = Легенда
ro-chart-created = створені (лівий стовпець, суцільний)
ro-chart-applied = застосовані (правий стовпець, смугастий)


## The lab's header, job bar and presets
ro-title = Розгортання Fleet
ro-explain-lesson = Пояснити це як урок
ro-intro = Fleet розгортає бандл розділ за розділом: за одне узгодження створюється щонайбільше maxNew розгортань, а розділ, у якому неготових кластерів більше за його maxUnavailable, зупиняє наступні.
ro-intro-reading = Крокуйте раундами цього розгортання (кожен — одне узгодження контролера й один крок агента) і клацніть кластер, щоб побачити, чому він чекає.
ro-intro-editing = Зберіть флот, відредагуйте стратегію (форма або fleet.yaml), а тоді крокуйте раундами: кожен — одне узгодження контролера й один крок агента.
ro-job-simulating = Симуляція { $count } кластерів у воркері…
ro-job-round = змодельовано раунд { $round } (щонайбільше { $total })
ro-job-starting = запуск воркера
ro-job-cancel = Скасувати
ro-job-cancelled = Симуляцію скасовано; показано останній завершений результат. Змініть будь-що, щоб запустити знову.
ro-job-error = Симуляція не вдалася: { $error }
ro-stale = Поле недійсне (див. поруч із ним); показано результат останніх коректних вхідних даних.
ro-yaml-hint = Зміни тут оновлюють форму; інші ключі верхнього рівня fleet.yaml ігноруються.
ro-start-has-deployment = має BundleDeployment на початку
ro-start-staged = stagedDeploymentID (версія)
ro-start-error = помилка застосування (Deployed=False)
ro-start-deployed-message = Повідомлення умови Deployed (коли вона не False)
ro-start-installed-message = Повідомлення умови Installed
ro-start-monitored-message = Повідомлення умови Monitored
ro-start-resource-status = Зі вставленого: записів modifiedStatus — { $modified }, nonReadyStatus — { $nonReady }; повідомлення Ready показує перші чотири кожного виду, доки агент не застосує знову.


## Importing Fleet objects
ro-import-too-many = Цілей — { $count } кластерів; лабораторія показує щонайбільше { $max } (пакет рушія приймає більше)
ro-import-failed = Не імпортовано — флот і стратегію не змінено. { $error }
ro-import-heading = Імпорт обʼєктів
ro-import-hint = Вставте, виберіть або перетягніть те, що виводить ця команда (YAML або -o json; List або кілька документів через ---), або fleet.yaml:
ro-import-mappings-hint = Коли BundleNamespaceMappings приводять до бандла кластери інших просторів імен, додайте bundlenamespacemappings.fleet.cattle.io до видів і вставте обʼєкти Namespace (kubectl get namespaces -o yaml), чиї мітки читає їхній namespaceSelector.
ro-import-label = Вивід kubectl або fleet.yaml
ro-import-summary = Імпортовано { $targets }, { $groups }; { $from }.
ro-import-targets = { $count ->
        [one] { $count } цільовий кластер
        [few] { $count } цільові кластери
       *[other] { $count } цільових кластерів
    }
ro-import-targets-in = { $count ->
        [one] { $count } цільовий кластер у { $namespace }
        [few] { $count } цільові кластери в { $namespace }
       *[other] { $count } цільових кластерів у { $namespace }
    }
ro-import-targets-in-mapped = { $count ->
        [one] { $count } цільовий кластер у { $namespace } і, через його BundleNamespaceMappings, у { $mapped }
        [few] { $count } цільові кластери в { $namespace } і, через його BundleNamespaceMappings, у { $mapped }
       *[other] { $count } цільових кластерів у { $namespace } і, через його BundleNamespaceMappings, у { $mapped }
    }
ro-import-groups = { $count ->
        [one] { $count } група кластерів
        [few] { $count } групи кластерів
       *[other] { $count } груп кластерів
    }
ro-import-from-none = немає Bundle чи fleet.yaml: стратегію не змінено
ro-import-from = стратегія й цілі з { $source }
ro-import-from-paused = стратегія й цілі з { $source } (призупинено)
ro-import-targets-read = Прочитані цілі ({ $count }):
ro-import-not-targets = Не цілі ({ $count }):
ro-import-skipped = Не використано ({ $count }):
ro-import-notes = Примітки ({ $count })
ro-import-read = Прочитано ({ $count })
ro-import-no-criteria = без критеріїв
ro-import-keeps = { $count ->
        [one] Він не дає { $count } вставленому кластеру стати ціллю.
       *[other] Він не дає { $count } вставленим кластерам стати цілями.
    }
ro-import-decided = { $count ->
        [one] Він визначив { $count } вставлений кластер.
        [few] Він визначив { $count } вставлені кластери.
       *[other] Він визначив { $count } вставлених кластерів.
    }

## why.rs: the label before each note where Fleet's docs and its code differ

ro-docs-vs-code = Документація і код

# Field errors of the rollout editor (issue #11).
ro-error-not-key-value = { $item } не має вигляду key=value
ro-error-label-key = ключ мітки { $key }: { $problem }
ro-error-label-value = мітка { $key }: { $problem }
ro-error-label-twice = мітку { $key } задано двічі
ro-error-empty-requirement = порожня умова (дві коми поспіль?)
ro-error-matched-twice = { $key } задано двічі
ro-error-got = { $problem } (отримано { $value })
ro-error-unbalanced = зайва ')'
ro-error-missing-paren = бракує ')'
ro-error-after-paren = зайвий текст після ')' у { $item }
ro-error-cannot-read = не вдається прочитати { $item }
ro-error-unknown-operator = невідомий оператор { $operator } (використовуйте in або notin)
ro-error-cannot-read-forms = не вдається прочитати { $item } (використовуйте key=value, key!=value, key in (a,b), key notin (a), key або !key)
ro-error-not-whole = { $value } не є цілим числом
ro-error-negative = не може бути відʼємним (отримано { $value })
ro-error-too-many-clusters = у лабораторії щонайбільше { $max } кластерів (пакет рушія приймає більше)
ro-error-percent-range = має бути від 0 до 100 (отримано { $value })
ro-error-not-percent = { $value } не є відсотком
ro-error-shares-over = частки в сумі перевищують 100%
ro-error-empty = не може бути порожнім

# The button over the result that opens the rollout's case report (issue 35; its texts are report.ftl).
ro-report-open = Звіт про випадок
