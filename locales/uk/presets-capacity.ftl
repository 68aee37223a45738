# The titles and captions of the storage capacity lab's presets, language: uk. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

shell-preset-capacity-tracking-off-title = Відстеження вимкнено → повторні спроби
shell-preset-capacity-tracking-off-caption = Дев’ять із десяти вузлів майже заповнені, а драйвер не публікує місткість: планувальник раз у раз вибирає заповнені вузли, а надання тому раз у раз не вдається. Порівняйте відстеження ввімкнене й вимкнене в перегляді навантаження.
shell-preset-capacity-stale-title = Застаріла інформація
shell-preset-capacity-stale-caption = Хтось інший займає вільний простір на node-1 на 10-й с, а опубліковане число лишається до наступного опитування. Запустіть перегляд навантаження й подивіться на заштриховане вікно застарілих даних.
shell-preset-capacity-multi-volume-title = Pod із кількома томами не вдається назавжди
shell-preset-capacity-multi-volume-caption = Два томи по 30 GiB на вузлах по 50 GiB: перший створюється на node-1, другий там уже не вміщується, а перший привʼязує Pod до node-1. Прочитайте подію Podʼа 0/3 nodes are available.
shell-preset-capacity-immediate-title = Клас Immediate
shell-preset-capacity-immediate-caption = Зональний драйвер і клас Immediate: том створюється до планування Podʼа, тож перевірка місткості ніколи не виконується, і Pod іде за томом.
shell-preset-capacity-csi-inline-title = Вбудований том CSI пропускає перевірку
shell-preset-capacity-csi-inline-caption = Вбудований (ефемерний) том CSI ніколи не перевіряється на місткість, навіть на вузлах без місця: подивіться вердикт кожного вузла в перегляді Podʼа.
