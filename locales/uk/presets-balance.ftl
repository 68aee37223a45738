# The titles and captions of the balance lab's presets, language: uk. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

shell-preset-balance-docs-example-title = Документація: приклад оцінки балансу
shell-preset-balance-docs-example-caption = A1 900, A2 100, B1 600, B2 700 GiB і репліка на 100 GiB. Вузол B перемагає на етапі вибору вузла; документація оцінює диски в межах вузла (перемагає B2, 0 проти 0,333), справжній планувальник — у межах усього кластера, і B1 та B2 рівні.
