# Помилки вхідних даних рушія (placement::kernel::error_text::ERROR_TEXTS) українською.
# Кожне речення стоїть після шляху до поля («volumes[0].size: має бути більше за 0»).
# Назви полів і параметрів, види обʼєктів Kubernetes і слова serde та YAML-парсера — англійською.

## Значення полів
error-not-empty = не може бути порожнім
error-not-negative = не може бути відʼємним
error-not-negative-seconds = не може бути відʼємним (секунди)
error-greater-than-zero = має бути більше за 0
error-at-least-one = має бути щонайменше 1
error-at-most = має бути не більше за { $max }
error-between = має бути від 1 до { $max }
error-range = має бути від { $min } до { $max }
error-percentage = має бути відсотком від 0 до 100
error-duplicate = повторюється
error-required = обовʼязкове
error-must-be-string = має бути рядком
error-must-be-boolean = має бути true або false
error-non-empty = не може бути порожнім (потрібне хоча б одне значення)

## Longhorn
error-duplicate-node = назва вузла повторюється
error-duplicate-disk = назва диска на цьому вузлі повторюється
error-duplicate-backing-image = назва базового образу повторюється
error-duplicate-volume = назва тому повторюється
error-duplicate-replica = назва репліки повторюється
error-data-source-form = має бути vol://<volume> або snap://<volume>/<snapshot>
error-clone-needs-source = потребує dataSource (тому, з якого його клоновано)
error-not-source-replica = не є реплікою вихідного тому { $volume }
error-reserved-over-maximum = не може перевищувати storageMaximum ({ $maximum })
error-replicas-at-most = має бути не більше за 20
error-strict-local-one-replica = має бути 1 для тому strict-local
error-unknown-node = не є вузлом кластера
error-unknown-backing-image = не є жодним із backingImages сценарію
error-disk-needs-node = потребує вузла
error-disk-required = обовʼязковий, коли вказано вузол
error-unknown-disk = не є диском вузла { $node }
error-unknown-volume = не є томом сценарію
error-redact = не вдалося приховати: ім'я збігається зі значенням, яке вхідні дані потребують як є ({ $problem })

## Мітки та спорідненість вузлів
error-values-for-operator = не може бути порожнім для оператора { $operator }
error-no-values-for-operator = має бути порожнім для оператора { $operator }
error-one-value-for-operator = має містити рівно одне значення для оператора { $operator }
error-label-key-prefix = не є правильним ключем мітки: префікс має бути DNS-піддоменом у нижньому регістрі
error-label-key-empty-name = не є правильним ключем мітки: частина з назвою не може бути порожньою
error-label-key-name = не є правильним ключем мітки: частина з назвою має містити не більше 63 символів [A-Za-z0-9-_.] і починатися та закінчуватися літерою чи цифрою
error-label-value = не є правильним значенням мітки: не більше 63 символів [A-Za-z0-9-_.], на початку й у кінці — літера чи цифра
error-affinity-no-term = має містити хоча б одну умову (term)
error-affinity-integer = має бути цілим числом для Gt/Lt
error-match-fields-key = matchFields підтримує лише metadata.name
error-match-fields-operator = matchFields підтримує лише In і NotIn
error-match-fields-one-value = має містити рівно одне значення в matchFields

## Відстеження місткості сховища
error-capacity-unknown-node = немає серед cluster.nodes
error-prefilter-rejects = відхиляється на PreFilter ({ $reason }), тож його ніколи не вважають розміщеним на вузлі
error-filter-rejects = не проходить Filter для цього Podʼа, тож Reserve ніколи не вважає Pod розміщеним там
error-one-volume-source = має мати рівно одне джерело тому
error-score-no-point = має містити хоча б одну точку
error-score-utilization = має бути від 0 до 100
error-score-value = має бути від 0 до 10
error-score-order = має бути більше, ніж у попередньої точки
error-bind-timeout = має бути щонайменше 1 (планувальник перевіряє привʼязки щосекунди)
error-segment-no-node = не відповідає жодному сегменту топології вузлів (перевірте ключі топології та мітки вузлів)
error-segment-not-driver = не відповідає жодному сегменту топології драйвера
error-unknown-driver = змодельованого драйвера з такою назвою немає
error-unknown-storage-class = вказує на StorageClass, якого немає у вхідних даних
error-duplicate-claim = заявка (PersistentVolumeClaim) повторюється

## Fleet
error-round-at-least-one = має бути щонайменше 1 (раунд 0 — це початок)
error-generation-at-least-one = має бути щонайменше 1 (0 означає, що розгортання немає)
error-joins-later = кластер, що приєднується в пізнішому раунді, не має BundleDeployment на початку (вилучіть joinsAtRound або bundleDeployment)
error-unknown-cluster = кластера з такою назвою немає
error-cluster-ambiguous = кластери з такою назвою є в просторах імен { $namespaces }: напишіть namespace/name
error-duplicate-cluster = кластер { $namespace }/{ $name } повторюється (він також у clusters[{ $index }])
error-duplicate-group = назва групи кластерів повторюється в просторі імен { $namespace }
error-unknown-bundle = серед вставлених обʼєктів такого Bundle немає ({ $bundles })
error-unknown-bundle-none = серед вставлених обʼєктів такого Bundle немає (Bundle немає взагалі)
error-cluster-list = має бути списком кластерів симуляції
error-cluster-index = кластера з таким номером немає ({ $count ->
        [one] є { $count } кластер
        [few] є { $count } кластери
       *[many] є { $count } кластерів
    })
error-targets-list = має бути списком цілей
error-target-mapping = має бути ціллю (відображенням)

## Кількості та значення int-or-string
error-quantity-malformed = { $quantity } не є кількістю Kubernetes (потрібне число з необовʼязковим суфіксом Ki, Mi, Gi, Ti, k, M, G, T тощо або з показником на кшталт e9)
error-quantity-range = { $quantity } виходить за межі 64-бітної кількості байтів
error-not-whole-bytes = { $number } не є цілою кількістю байтів
error-integer-too-large = ціле число { $number } завелике
error-not-integer = { $number } не є цілим числом

## Вставлені обʼєкти (обʼєкт і позиція — у шляху та повідомленні помилки)
error-import-no-name = не має назви
error-import-no-provisioner = не має provisioner
error-import-no-storage-class = не має storageClassName (класу сховища, місткість якого він повідомляє)
error-import-no-storage-request = не має запиту сховища
error-import-no-capacity = не має місткості (capacity)
error-import-listed-twice = трапляється двічі (уперше в { $source }, рядок { $line })
error-import-listed-twice-top = трапляється двічі (уперше на початку, рядок { $line })
error-import-second-object = другий { $kind } із такою назвою в просторі імен { $namespace } (перший — у рядку { $line })
error-import-not-an-object = очікується обʼєкт Kubernetes (відображення з apiVersion і kind)
error-import-not-an-object-or-fleet-yaml = очікується обʼєкт Kubernetes (відображення з apiVersion і kind) або fleet.yaml
error-import-no-objects-longhorn = обʼєктів не знайдено: вставте те, що вивела команда kubectl get … -o yaml
error-import-no-objects-capacity = обʼєктів не знайдено: вставте те, що вивела команда kubectl get … -o yaml (або -o json)
error-import-no-objects-fleet = обʼєктів не знайдено: вставте те, що вивела команда kubectl get bundles,bundledeployments,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io -A -o yaml, або fleet.yaml
error-import-list-items = items у List мають бути послідовністю обʼєктів
error-import-labels-mapping = має бути відображенням ключів міток на значення

## Тексти та пакети підтримки
error-text-too-large = завеликий для імпорту: межа — { $limitMib } MiB ({ $advice })
error-not-a-bundle = Цей zip-файл не є пакетом підтримки: у ньому немає ні metadata.yaml, ні теки yamls/, які має кожен пакет від Longhorn чи support-bundle-kit.
error-entry-not-text = Цей запис не є текстом UTF-8, тож це не YAML-файл пакета підтримки.
error-entry-absolute = Назва запису — абсолютний шлях; у пакеті підтримки такої назви не буває, тож файл відхилено.
error-entry-backslash = Назва запису містить зворотну скісну риску, роздільник шляхів Windows; у пакеті підтримки такої назви не буває, тож файл відхилено.
error-entry-control = Назва запису містить керівний символ; у пакеті підтримки такої назви не буває, тож файл відхилено.
error-entry-climbs = Назва запису виходить за межі своєї теки через ..; у пакеті підтримки такої назви не буває, тож файл відхилено.
error-zip-unreadable = Не вдалося прочитати файл: { $detail }.
error-zip-truncated = Zip-файл обрізаний: запис або його каталог лежить за кінцем файлу. Завантажте пакет ще раз.
error-zip-split = Zip-файл розбито на кілька файлів (багатотомний архів): спершу обʼєднайте частини в один .zip.
error-zip-directory-too-large = Каталог zip-файлу займає { $mib } MiB, більше за { $limitMib } MiB, які може займати каталог пакета підтримки.
error-zip-encrypted = Zip-файл зашифровано (захищено паролем): експортуйте пакет ще раз без пароля.
error-zip-entry-too-large = Запис розпакувався б у { $size } { $size ->
        [one] байт
        [few] байти
       *[many] байтів
    }, більше за { $limit } { $limit ->
        [one] байт
        [few] байти
       *[many] байтів
    }, які для нього дозволяє читач; пакет відхилено.
error-zip-bomb = Запис розпаковується в більше, ніж { $size } { $size ->
        [one] байт
        [few] байти
       *[many] байтів
    }, оголошених у його заголовку (zip-бомба); пакет відхилено.
error-not-a-zip = Цей файл не є zip-файлом. Пакет підтримки — це .zip, який завантажує Generate Support Bundle у Longhorn (або support-bundle-kit у Rancher).
error-zip-method = Запис стиснено методом zip { $method }; прочитати можна лише записи без стиснення (0) і стиснені deflate (8).
error-zip-checksum = Розпаковані байти запису не збігаються з його розміром або контрольною сумою (CRC-32): пакет пошкоджено, завантажте його ще раз.
error-zip-damaged = Стиснені дані запису пошкоджено: завантажте пакет ще раз.

## Що serde каже про форму вхідних даних (опис типів — словами serde, англійською)
error-unknown-field = невідоме поле `{ $field }`, очікується { $expected }
error-unknown-field-none = невідоме поле `{ $field }`, тут полів немає
error-missing-field = бракує поля `{ $field }`
error-duplicate-field = поле `{ $field }` повторюється
error-invalid-type = неправильний тип: { $got }, очікується { $expected }
error-invalid-value = неправильне значення: { $got }, очікується { $expected }
error-invalid-length = неправильна довжина { $got }, очікується { $expected }
error-unknown-variant = невідомий варіант `{ $variant }`, очікується { $expected }
error-too-deep = вкладено глибше ніж на 128 рівнів (обʼєкти й масиви одне в одному): відхилено

## Що пакет npm каже про аргументи (назви типів JS — так, як їх пише JS)
error-argument-object = { $function }: аргумент { $index } ({ $name }) має бути обʼєктом, отримано { $got }
error-argument-array = { $function }: аргумент { $index } ({ $name }) має бути масивом, отримано { $got }
error-argument-bytes = { $function }: аргумент { $index } ({ $name }) має бути Uint8Array або ArrayBuffer, отримано { $got }
error-argument-string = { $function }: аргумент { $index } ({ $name }) має бути рядком, отримано { $got }
error-argument-number = { $function }: аргумент { $index } ({ $name }) має бути числом, отримано { $got }
error-argument-too-long = { $function }: аргумент { $index } ({ $name }) має довжину { $length } символів: межа — { $limitMib } MiB
error-argument-whole-number = { $function }: аргумент { $index } ({ $name }) має бути цілим числом від { $min } до { $max }, отримано { $got }
error-input-not-json = вхідні дані не є даними JSON
error-input-stack = вхідні дані вкладено надто глибоко, щоб їх прочитати (стек викликів JavaScript вичерпано): відхилено
error-input-too-large = вхідні дані завеликі, щоб прочитати їх як JSON ({ $detail })
error-input-cycle = вхідні дані містять самі себе (цикл): їх не можна прочитати як JSON
error-input-unreadable = вхідні дані не можна прочитати як JSON: { $detail }
error-json-symbol = має бути даними JSON, а не Symbol
error-json-function = має бути даними JSON, а не функцією
error-json-bigint = має бути числом, а не BigInt
error-json-finite = має бути скінченним числом
error-result-unconvertible = не вдалося перетворити результат

## Тексти інших систем (дослівно)
error-verbatim = { $text }

## Як показати помилку: шлях до поля, проблема, значення, як його написано
input-error-at = { $path }: { $problem }
input-error-at-value = { $path }: { $problem } (отримано «{ $value }»)
input-error-value = { $problem } (отримано «{ $value }»)
input-error-position = рядок { $line }, стовпець { $column }
input-error-with-position = { $error } ({ $position })

## Walks (lessons and stories)
error-walk-too-large = більший за { $limitKib } KiB: прохід займає кілька кілобайтів
error-walk-path = не є шляхом: поля розділяються крапками, елементи списку — [номер], [name=…] або [-] (кінець, для вставлення)
error-walk-no-match = нічого не вибирає у сценарії
error-walk-fact = не є фактом: шлях у результат, input.<шлях> у сценарій, len(…) або bytes(…)
error-walk-fact-missing = не відповідає нічому в результаті рушія для цього кроку
error-walk-no-arg = не є аргументом оповіді цього кроку
error-walk-scrub-range = має бути більшим за 0, а min — не більшим за max
error-walk-goal = не є метою: напишіть <факт> == <значення> (або !=, а для чисел <, <=, >, >=)
error-walk-goal-met = уже виконується на початку кроку, тож робити нічого
error-walk-solution-fails = не досягає мети завдання
error-walk-one-checkpoint = має містити рівно одне з predict і task
