# What the page shows before its wasm has arrived (web/skeleton.js), language: uk.
# Not built into any bundle: scripts/skeleton-texts.mjs writes these, the lab's heading and the
# navigation's names into dist/site/skeleton-texts.js at build time. One line per message.

skeleton-loading = Завантаження…
# $error: what the browser said (not translated).
skeleton-failed = Не вдалося запустити Placement Playground: { $error }
