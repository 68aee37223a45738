# What the page shows before its wasm has arrived (web/skeleton.js), language: uk.
# Not built into any bundle: scripts/skeleton-texts.mjs writes these, the lab's heading and the
# navigation's names into dist/site/skeleton-texts.js at build time. One line per message.

skeleton-loading = Завантаження…
# The status over an answer computed when the site was built, shown until the playground has loaded
# (written into each prerendered answer's file by crates/prerender, not into skeleton-texts.js).
skeleton-answer = Цю відповідь обчислено під час збирання сайту; її можна буде досліджувати й редагувати, щойно Placement Playground завантажиться…
# $error: what the browser said (not translated).
skeleton-failed = Не вдалося запустити Placement Playground: { $error }
