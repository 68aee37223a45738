# What the page shows before its wasm has arrived (web/skeleton.js), language: ja.
# Not built into any bundle: scripts/skeleton-texts.mjs writes these, the lab's heading and the
# navigation's names into dist/site/skeleton-texts.js at build time. One line per message.

skeleton-loading = 読み込んでいます…
# $error: what the browser said (not translated).
skeleton-failed = Placement Playground を起動できませんでした: { $error }
