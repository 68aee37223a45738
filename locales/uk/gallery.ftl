# The presets gallery's own page texts (issue #11), language: uk.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

gallery-heading = Галерея пресетів
gallery-intro = Приклади зі сторінок документації Longhorn, Kubernetes і Fleet та випадки, з якими стикаються на практиці. Кожна картка відкриває свою лабораторію із завантаженим пресетом, так само як вибір у меню пресетів лабораторії; на що дивитися, сказано в підписі.
