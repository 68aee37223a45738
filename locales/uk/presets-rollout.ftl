# The titles and captions of the Fleet rollout lab's presets, language: uk. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

shell-preset-rollout-defaults-200-title = 200 кластерів, усе за замовчуванням
shell-preset-rollout-defaults-200-caption = 4 розділи по 50; за одне узгодження створюється 50 розгортань, і створення ніколи не чекає на готовність.
shell-preset-rollout-pct25-230-title = 230 кластерів за 25%
shell-preset-rollout-pct25-230-caption = autoPartitionSize 25% від 230 → 57 на розділ: 57 × 4 + 2. Порахуйте рядки сітки.
shell-preset-rollout-pct10-50-title = 50 кластерів за 10%
shell-preset-rollout-pct10-50-caption = Менше ніж 200 кластерів → один розділ; усі 50 створюються одразу, а оновлення йде по 5 за раунд.
shell-preset-rollout-pct10-100-notready-title = 100 кластерів за 10%, жоден не готовий
shell-preset-rollout-pct10-100-notready-caption = Створюється 50, потім наступні 50 на наступному узгодженні, хоча жоден не готовий.
shell-preset-rollout-pct10-100-update-title = 100 кластерів за 10%, оновлення
shell-preset-rollout-pct10-100-update-caption = Оновлення просувається по 10 кластерів за раз: пройдіть раунди крок за кроком.
shell-preset-rollout-partitions10-200-title = 200 кластерів, розділи по 10%, 1 може збоїти
shell-preset-rollout-partitions10-200-caption = autoPartitionSize 10%, maxUnavailablePartitions 1 → 10 розділів по 20; ніщо не зупиняється, доки maxUnavailable не знижено.
shell-preset-rollout-manual-strict-title = Ручні розділи, maxUnavailable 0
shell-preset-rollout-manual-strict-caption = Суворі розділи: початкове розгортання йде, але оновлення в раунді 6 так і не починається на справному кластері. Панель пояснень каже, на що воно чекає.
shell-preset-rollout-storm-5-title = Шторм завантаження образів: 5 не готові
shell-preset-rollout-storm-5-caption = 5 розділів × 40 за 10% (дозволено 4): 5 кластерів, що так і не стають готовими в першому розділі, блокують решту.
shell-preset-rollout-storm-4-title = Шторм завантаження образів: 4 не готові
shell-preset-rollout-storm-4-caption = Якщо не готові 4, перший розділ у межах свого ліміту, і розгортання триває.
shell-preset-rollout-storm-drift-title = Шторм, але 5 змінено вручну
shell-preset-rollout-storm-drift-caption = Ті самі 5 кластерів готові, але змінені вручну (дрейф): вони показують Modified, проте Fleet вважає недоступними лише неготові або незастосовані кластери, тож розгортання доходить до кожного розділу.
shell-preset-rollout-manual-unmatched-title = Ручні розділи, кластери без відповідності
shell-preset-rollout-manual-unmatched-caption = Кластери, що не відповідають жодному розділу, ніколи не отримують розгортання (документація каже, що вони потрапляють у додаткові розділи), а розділ без критеріїв не відповідає нічому.
shell-preset-rollout-offline-slot-title = Офлайн-кластер займає місце
shell-preset-rollout-offline-slot-caption = Оновлення з maxUnavailable 1: офлайн-кластер здається справним, доки його не просунуто, а потім так і не застосовує оновлення й тримає єдине місце.
shell-preset-rollout-live-rollback-title = Відкат, спійманий посередині
shell-preset-rollout-live-rollback-caption = Бандл повернувся до версії 1, поки 6 кластерів працюють на 2, а одному не вдалося її застосувати: кожен кластер починає зі свого BundleDeployment, оцінений за upToDate та isUnavailable Fleet, по два за раз.
