# The capacity lab's own page texts (issue #11), language: uk.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## labs/capacity/mod.rs

cap-heading = Місткість сховища
cap-intro = Із відстеженням місткості сховища драйвер CSI публікує обʼєкти CSIStorageCapacity, а втулок VolumeBinding планувальника вибирає лише ті вузли, опублікована місткість яких вміщує кожен новий том.
cap-intro-reading = Нижче: вердикт планувальника щодо кожного вузла для цього Podʼа та навантаження в часі.
cap-intro-editing = Редагуйте топологію та Pod; вердикти перераховуються під час введення.
cap-result-label = Результат
cap-tab-pod = Перегляд Podʼа
cap-tab-workload = Перегляд навантаження

## labs/capacity/answer_view.rs

cap-answer-label = Відповідь
cap-why-passes = Чому { $node } проходить
cap-why-fails = Чому { $node } не проходить
cap-changes-heading = Що це змінило б (кожна зміна окремо дає вузлу пройти):
cap-apply-label = Застосувати: { $change }
cap-apply = Застосувати

## labs/capacity/changes.rs

cap-external-heading = Зовнішні зміни
cap-external-hint = Сховище, спожите поза драйвером: опублікована місткість застаріла до наступного опитування драйвера.
cap-external-at = Час (s)
cap-driver = Драйвер
cap-segment = Сегмент
cap-external-consumed = Спожито
cap-external-remove = Видалити зовнішню зміну { $number }
cap-external-add = + зовнішня зміна

## labs/capacity/draft.rs

cap-kind-pvc = PVC
cap-kind-ephemeral = ефемерний
cap-kind-csi-inline = вбудований CSI
cap-claim-owned = заявка, що належить цьому Podʼу
cap-claim-earlier-pod = заявка, залишена попереднім Podʼом
cap-claim-no-owner = заявка без власника
cap-claim-not-created = заявку ще не створено
cap-error-label-pair = очікувалося key=value, отримано { $got }
cap-error-label-empty-key = порожній ключ мітки в { $part }
cap-error-label-duplicate = ключ мітки { $key } повторюється
cap-error-at-most-days = має бути не більше ніж { $max } (30 днів)
cap-error-at-least = має бути щонайменше { $min }
cap-error-negative = не може бути відʼємним (отримано { $got })
cap-error-not-whole = не ціле число: { $got }
cap-error-unknown-provisioner = невідомий драйвер { $driver } (драйвери: { $drivers })
cap-error-segment-required = обовʼязково: key=value
cap-error-unknown-driver = невідомий драйвер { $driver }
cap-error-unknown-class = невідомий клас сховища { $class }
cap-error-unknown-node = невідомий вузол { $node }
cap-error-pv-phase = { $got } — не фаза PersistentVolume ({ $phases })
cap-error-at-most-pods = не більше ніж { $max } Podʼів
cap-error-at-most-volumes = не більше ніж { $max } томів на Pod

## labs/capacity/pod_view.rs

cap-outcome-bound = привʼязано
cap-outcome-pv-missing = PV немає
cap-outcome-node-conflict = конфлікт спорідненості вузла
cap-outcome-selected-other-node = вибрано інший вузол
cap-outcome-static-match = відповідає PV
cap-outcome-no-provisioner = provisioner не вказано
cap-outcome-topology-not-allowed = топологія не дозволена
cap-outcome-provisionable = можна надати
cap-outcome-not-enough-capacity = недостатня місткість
cap-outcome-not-checked = не перевірено
cap-capacity-check-skipped = перевірку місткості пропущено: { $why }
cap-objects-not-reaching = { $count ->
    [one] { $count } обʼєкт класу не досягає цього вузла
    [few] { $count } обʼєкти класу не досягають цього вузла
   *[other] { $count } обʼєктів класу не досягають цього вузла
}
cap-pod = Pod
cap-volume = Том
cap-kind = Вид
cap-volume-class = Клас (драйвер для вбудованого)
cap-size = Розмір
cap-already-on = Уже на вузлі (вузлах)
cap-volume-name = Назва тому
cap-claim-select = Заявка { $claim }
cap-class = Клас
cap-size-of = Розмір { $volume }
cap-already-on-label = Уже надано на вузлі
cap-remove-volume = Видалити том { $volume }
cap-add-volume = + том
cap-already-on-hint = «Уже на вузлі»: том раніше надано там (привʼязаний PV зі спорідненістю вузла); його розмір береться з опублікованої місткості цього вузла.
cap-claim-uid-label = UID заявки
cap-pv-claim-uid-label = UID у claimRef PV
cap-pv-phase-label = Фаза PV
cap-pv-fields-hint = PV наданого тому називає свою заявку в claimRef. Якщо UID у claimRef не є UID заявки (заявку видалено й створено знову під тим самим імʼям), PV не належить заявці: планувальник його не пропонує (IsVolumeBoundToClaim). Заявку привʼязано до PV, лише коли фаза PV — Bound і він називає заявку; інакше PV чекає, заздалегідь привʼязаний, на зіставлення планувальником.
cap-ephemeral-owner-hint = Заявка ефемерного тому належить Podʼу, лише коли посилання на власника-контролер містить UID Podʼа (ephemeral.VolumeIsForPod); заявка, залишена попереднім Podʼом із тим самим імʼям або створена вручну без власника, змушує PreFilter відхилити Pod.
cap-fix-fields = Виправте виділені поля, щоб побачити вердикти.
cap-prefilter-skip = PreFilter: Skip — у Podʼа немає заявки для перевірки; кожен вузол проходить втулок.
cap-prefilter-success = PreFilter: Success — Filter виконується на кожному вузлі.
cap-prefilter-unschedulable = PreFilter: Unschedulable — { $message }
cap-stale-result = Показано результат останнього коректного введення.
cap-details-summary = Як вирішив планувальник: PreFilter, причини для кожного вузла й перевірки заявок
cap-feasible-pick = Придатні: { $nodes }. Планувальник вибрав би { $node }.
cap-feasible-pick-tied = Придатні: { $nodes }. Планувальник вибрав би { $node } (або випадково інший із так само добрих вузлів).
cap-node = Вузол
cap-verdict = Вердикт
cap-reasons-claims = Причини й заявки
cap-passes = проходить
cap-fails = не проходить
cap-score = оцінка { $score }
cap-verdict-passes = Вузол { $node } проходить перевірку привʼязки томів.
cap-verdict-fails = Вузол { $node } не проходить перевірку привʼязки томів.
cap-verdict-fails-because = Вузол { $node } не проходить перевірку привʼязки томів: { $reasons }.

## labs/capacity/topology.rs

cap-topology = Топологія
cap-nodes = Вузли
cap-nodes-hint = Кожен вузол отримує kubernetes.io/hostname = свою назву й topology.kubernetes.io/zone = свою зону.
cap-zone = Зона
cap-more-labels = Інші мітки (key=value, …)
cap-node-name = Назва вузла
cap-labels = Мітки
cap-show-verdict = Показати вердикт щодо вузла { $node }
cap-remove-node = Видалити вузол { $node }
cap-add-node = + вузол
cap-drivers = Драйвери CSI
cap-driver-legend = Драйвер { $driver }
cap-storage-capacity = storageCapacity (публікувати CSIStorageCapacity)
cap-publishing = Публікація
cap-publishing-central = централізовано
cap-publishing-per-node = для кожного вузла
cap-topology-keys = Ключі топології
cap-poll-interval = Інтервал опитування (s)
cap-segment-header = Сегмент (key=value, …)
cap-free = Вільно
cap-free-of = Вільний простір { $segment }
cap-max-of = Максимальний розмір тому для { $segment }
cap-remove-pool = Видалити пул { $segment }
cap-add-pool = + пул
cap-classes = Класи сховища
cap-provisioner = provisioner
cap-binding = Привʼязка
cap-allowed-zones = Дозволені зони
cap-class-name = Назва класу
cap-binding-mode = Режим привʼязки
cap-add-class = + клас

## labs/capacity/prebind_view.rs

cap-later-bound = привʼязано
cap-later-still-binding = ще не привʼязано
cap-later-volume-not-in-cache = тому ще немає в кеші
cap-later-volume-rejects-node = спорідненість вузла тому відхиляє вузол
cap-later-selected-node-removed = selected-node видалено (надання не вдалося)
cap-later-selected-other-node = selected-node називає інший вузол
cap-later-annotations-reset = анотації скинуто
cap-later-claim-deleted = заявку видалено
cap-later-claim-ref-reset = claimRef тому скинуто
cap-error-bind-timeout-range = має бути від 1 до { $max } секунд (30 днів)
cap-error-not-whole-seconds = не ціла кількість секунд: { $got }
cap-binding-all-bound = усе привʼязано
cap-binding-waiting = очікування
cap-binding-error = помилка
cap-prebind-provision = { $claim } (надання)
cap-prebind-check = { $claim }: { $detail }.
cap-prebind-heading = Після Filter: Reserve і PreBind
cap-prebind-hint = Reserve записує план (claimRef на кожному відповідному томі, анотацію selected-node на кожній заявці для надання); потім PreBind щосекунди перевіряє заявки (checkBindings), доки всі не будуть привʼязані, одна не зазнає невдачі або не мине bindTimeoutSeconds. Вкажіть, що сталося з кожною заявкою.
cap-prebind-node = Вузол, на який Pod було припущено
cap-prebind-all-bound-at-reserve = Кожна заявка Podʼа вже була привʼязана під час Reserve, тож PreBind одразу успішний.
cap-prebind-elapsed = Скільки секунд чекав PreBind
cap-prebind-timeout = bindTimeoutSeconds (порожнє: 600; також для навантаження)

## labs/capacity/workload_view.rs

cap-sim-running = Симуляція у воркері…
cap-sim-cancelled = Скасовано.
cap-sim-run-again = Запустити знову
cap-workload-pods = Podʼи
cap-workload-volumes = Томів на Pod
cap-workload-size = Розмір тому
cap-workload-every = Pod кожні (s)
cap-workload-horizon = Горизонт (s)
cap-workload-provisioning = Надання (s)
cap-workload-binding-hint = Надання (s): скільки кожен драйвер створює том (порожнє: 5 s). bindTimeoutSeconds: скільки PreBind чекає на привʼязку томів Podʼа, перш ніж Pod зазнає невдачі з "{ $message }" і повернеться до черги (порожнє: 600 s планувальника).
cap-attempts = Спроби
cap-provisioning-failures = Невдалі надання
cap-running = Працюють
cap-pending = Очікують
cap-stuck = Застрягли
cap-all-running-after = Усі працюють через
cap-col-tracking = Відстеження місткості сховища
cap-tracking-on = Відстеження ввімкнено
cap-tracking-off = Відстеження вимкнено
cap-attempts-over-time = Спроби планування в часі
cap-stale-window = застаріле: опубліковано { $published }, насправді { $real } ({ $segment })
cap-attempts-chart-label = Спроби: { $on } з увімкненим відстеженням, { $off } з вимкненим
cap-chart-key-on = відстеження ввімкнено: { $count }
cap-chart-key-off = відстеження вимкнено: { $count }
cap-chart-key-stale = застаріла опублікована місткість (відстеження ввімкнено)
cap-state-not-arrived = ще не надійшов
cap-state-pending = очікує
cap-state-stuck = застряг
cap-state-running = працює
cap-event-budget = Ліміт подій вичерпано до кінця горизонту.
cap-state = Стан
cap-last-message = Останнє повідомлення
cap-timeline = { $count ->
    [one] Хронологія ({ $count } запис)
    [few] Хронологія ({ $count } записи)
    [many] Хронологія ({ $count } записів)
   *[other] Хронологія ({ $count } запису)
}

## labs/capacity/picture.rs

cap-map-caption-request = Вузли за зонами. Смуги: обʼєкти CSIStorageCapacity, що досягають кожної зони; лінія позначає запит { $request }.
cap-map-caption = Вузли за зонами з вердиктом кожного вузла.
cap-map-no-zone = Без мітки зони
cap-map-zone = Зона { $zone }
cap-map-no-capacity = Жоден CSIStorageCapacity не досягає цієї зони.
cap-map-bar-fits = { $object }: пропонує { $offered }, достатньо для запиту
cap-map-bar-short = { $object }: пропонує { $offered }, менше за запит
cap-map-bar-no-size = { $object }: розмір не опубліковано, тож він ніколи не підходить
cap-map-no-size = немає розміру
cap-map-node-passes = { $node } проходить: показати чому
cap-map-node-fails = { $node } не проходить: показати чому

## labs/capacity/import.rs

cap-import-cannot-show = Обʼєкти прочитано, але лабораторія не може їх показати: { $problems }
cap-import-not-imported = Не імпортовано — вашу роботу не змінено. { $error }
cap-import-toggle = Імпортувати вивід kubectl
cap-import-hint = Вставте, виберіть або перетягніть те, що виводить ця команда (YAML або -o json; List, кілька документів через --- або один обʼєкт):
cap-import-label = вивід kubectl
cap-count-nodes = { $count ->
    [one] { $count } вузол
    [few] { $count } вузли
    [many] { $count } вузлів
   *[other] { $count } вузли
}
cap-count-classes = { $count ->
    [one] { $count } клас сховища
    [few] { $count } класи сховища
    [many] { $count } класів сховища
   *[other] { $count } класи сховища
}
cap-count-drivers = { $count ->
    [one] { $count } драйвер CSI
    [few] { $count } драйвери CSI
    [many] { $count } драйверів CSI
   *[other] { $count } драйвери CSI
}
cap-count-capacities = { $count ->
    [one] { $count } CSIStorageCapacity
    [few] { $count } CSIStorageCapacity
    [many] { $count } CSIStorageCapacity
   *[other] { $count } CSIStorageCapacity
}
cap-count-claims = { $count ->
    [one] { $count } заявка
    [few] { $count } заявки
    [many] { $count } заявок
   *[other] { $count } заявки
}
cap-count-volumes = { $count ->
    [one] { $count } том
    [few] { $count } томи
    [many] { $count } томів
   *[other] { $count } томи
}
cap-count-pods = { $count ->
    [one] { $count } Pod
    [few] { $count } Podʼи
    [many] { $count } Podʼів
   *[other] { $count } Podʼи
}
cap-imported = Імпортовано: { $nodes }, { $classes }, { $drivers }, { $capacities }, { $claims }, { $volumes }, { $pods }.
cap-import-pod-shown = Показаний Pod:
cap-import-no-phase = без фази
cap-import-pod-option = { $count ->
    [one] { $pod } ({ $phase }, { $count } том)
    [few] { $pod } ({ $phase }, { $count } томи)
    [many] { $pod } ({ $phase }, { $count } томів)
   *[other] { $pod } ({ $phase }, { $count } тому)
}
cap-import-read = Прочитано ({ $count })
cap-import-not-used = Не використано ({ $count }):
cap-import-notes = Примітки:
cap-import-pod-node = Pod { $pod } працює на вузлі { $node }, як записав кластер.
cap-import-pod-node-not-pasted = Pod { $pod } працює на вузлі { $node }, як записав кластер; цей вузол не вставлено.

## labs/capacity/imported.rs

cap-note-hostname-differs = Вузол { $node }: мітка { $label } відрізняється від назви; лабораторія використовує назву
cap-note-class-topologies = StorageClass { $class }: allowedTopologies, крім одного списку { $key }, пропущено (лабораторія обмежує класи лише за зоною)
cap-note-no-pod = Pod не вставлено: додайте томи Podʼа в перегляді Podʼа.
cap-note-other-pods = Перегляд Podʼа показує один Pod ({ $pod }); інші вставлені Podʼи ({ $count }) пропущено — виберіть інший вище
cap-note-unclaimed-pvs = PersistentVolume { $volumes } пропущено: у лабораторії немає статичних томів для привʼязки заявок
cap-note-class-not-pasted = Pod { $pod }: том { $volume } пропущено: його StorageClass { $class } не вставлено.
cap-note-no-class = StorageClass не вставлено, тож перегляд навантаження не має класу для запуску; додайте його в топології.
cap-note-bound-pv-not-pasted = Pod { $pod }: том { $volume } пропущено: заявка { $claim } привʼязана, але її том { $pv } не вставлено
cap-note-bound-pv-unreachable = Pod { $pod }: том { $volume } пропущено: заявка { $claim } привʼязана, але її том { $pv } недосяжний із жодного вставленого вузла
cap-note-claim-not-pasted = Pod { $pod }: том { $volume } пропущено: його заявку { $claim } не вставлено
cap-note-claim-twice = Pod { $pod }: том { $volume } удруге використовує заявку { $claim }; пропущено
cap-note-not-bind-completed = Pod { $pod }: заявка { $claim } називає том { $pv } без анотації bind-completed; лабораторія показує її непривʼязаною
cap-note-selected-node = Pod { $pod }: анотацію selected-node ({ $node }) заявки { $claim } пропущено
cap-note-pre-bound = Pod { $pod }: заявка { $claim } ще не привʼязана, а том { $pv } (фаза { $phase }) попередньо привʼязаний до неї через claimRef; лабораторія малює цей том на заявці, бо FindMatchingVolume з kube-scheduler бере його раніше за будь-який інший
cap-note-pre-bound-passed-over = Pod { $pod }: том { $pv } попередньо привʼязаний до заявки { $claim }, але FindMatchingVolume з kube-scheduler його оминає (замалий, інший режим тому, видаляється, заявка має вибраний вузол або немає вставленого вузла, з якого він досяжний); пропущено, заявку буде створено так, ніби його немає
cap-note-pre-bound-binding = Pod { $pod }: том { $pv } попередньо привʼязаний до заявки { $claim } у фазі { $phase }, хоча заявка ще не привʼязана (контролер PV саме їх привʼязує); лабораторія не може намалювати такий стан і пропускає том
cap-note-capacity-topology = CSIStorageCapacity { $capacity }: nodeTopology, відмінну від matchLabels, пропущено (пули лабораторії — це сегменти міток)
cap-note-segment-shared = CSIStorageCapacity { $capacity }: сегмент { $segment } уже має пул від іншого класу; лабораторія тримає один пул на сегмент для всіх класів
cap-note-class-no-capacity = StorageClass { $class }: для нього не вставлено жодного обʼєкта CSIStorageCapacity; лабораторія публікує пули драйвера для кожного класу

cap-claim-kind = ({ $kind ->
        [Bound] привʼязано
        [Delayed] відкладено (WaitForFirstConsumer)
        [UnboundImmediate] не привʼязано, негайно
        [CsiInline] вбудований CSI
        [Unknown] невідомо
       *[other] { $kind }
    })
cap-claim-kind-request = ({ $kind ->
        [Bound] привʼязано
        [Delayed] відкладено (WaitForFirstConsumer)
        [UnboundImmediate] не привʼязано, негайно
        [CsiInline] вбудований CSI
        [Unknown] невідомо
       *[other] { $kind }
    }, { $request })

## labs/capacity/fixes.rs
cap-fix-pool-free = Встановіть «Вільно» пулу { $segment } ({ $driver }) у { $amount } або більше (зараз { $current }).
cap-fix-pool-free-used = Встановіть «Вільно» пулу { $segment } ({ $driver }) у { $amount } або більше (зараз { $current }, і том { $volumes } уже займає з цього { $used }).
cap-fix-pool-max = Встановіть максимальний розмір тому пулу { $segment } у { $amount } або більше (зараз { $current }).
cap-fix-add-pool = Додайте до { $driver } пул { $segment } із «Вільно» { $amount } або більше.
cap-fix-volume-size = Встановіть розмір тому { $volume } у { $amount } або менше (зараз { $current }). У кластері заявку, що очікує, змінити не можна: видаліть її і створіть знову з цим розміром.
cap-fix-node-zone = Встановіть зону { $node } у { $zone } (зараз { $current }).
cap-fix-node-labels = Додайте { $labels } до міток { $node }.
cap-fix-class-zone = Додайте { $zone } до дозволених зон класу { $class }. У кластері клас сховища змінити не можна: створіть його знову з цією зоною.
cap-fix-class-binding = Встановіть режим привʼязки класу { $class } у WaitForFirstConsumer: з Immediate том створюється, щойно зʼявляється заявка, там, де вибере драйвер, без перевірки місткості, а под лише чекає на нього. У кластері клас сховища змінити не можна: створіть клас із volumeBindingMode: WaitForFirstConsumer і вкажіть його в заявці.


# The button under the lab that opens its pod as a generated lesson on the Learn page (issue 34).
cap-explain-lesson = Пояснити це як урок

# The button over the pod view that opens the pod's case report (issue 35; its texts are report.ftl).
cap-report-open = Звіт про випадок
