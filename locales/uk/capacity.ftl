# The capacity lab's own page texts (issue #11), language: uk.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

## labs/capacity/mod.rs

cap-heading = Місткість сховища
cap-intro = Із відстеженням місткості сховища драйвер CSI публікує обʼєкти CSIStorageCapacity, а втулок VolumeBinding планувальника вибирає лише ті вузли, опублікована місткість яких вміщує кожен новий том.
cap-intro-reading = Нижче: вердикт планувальника щодо кожного вузла для цього Podʼа та навантаження в часі.
cap-intro-editing = Редагуйте топологію та Pod; вердикти перераховуються під час введення.
cap-preset-label = Пресет
cap-preset-load = Завантажити пресет…
cap-preset-loaded = Завантажено «{ $title }»: { $caption }
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
cap-error-at-most-pods = не більше ніж { $max } Podʼів
cap-error-at-most-volumes = не більше ніж { $max } томів на Pod

## labs/capacity/pod_view.rs

cap-outcome-bound = привʼязано
cap-outcome-pv-missing = PV немає
cap-outcome-node-conflict = конфлікт спорідненості вузла
cap-outcome-selected-other-node = вибрано інший вузол
cap-outcome-static-match = відповідає PV
cap-outcome-no-provisioner = немає провізора
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
cap-provisioner = Провізор
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
cap-prebind-heading = Після Filter: Reserve і PreBind
cap-prebind-hint = Reserve записує план (claimRef на кожному відповідному томі, анотацію selected-node на кожній заявці для надання); потім PreBind щосекунди перевіряє заявки (checkBindings), доки всі не будуть привʼязані, одна не зазнає невдачі або не мине bindTimeoutSeconds. Вкажіть, що сталося з кожною заявкою.
cap-prebind-node = Вузол, на який Pod було припущено
cap-prebind-all-bound-at-reserve = Кожна заявка Podʼа вже була привʼязана під час Reserve, тож PreBind одразу успішний.
cap-prebind-elapsed = Скільки секунд чекав PreBind
cap-prebind-timeout = bindTimeoutSeconds (порожнє: 600; також для навантаження)
