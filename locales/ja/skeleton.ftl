# What the page shows before its wasm has arrived (web/skeleton.js), language: ja.
# Not built into any bundle: scripts/skeleton-texts.mjs writes these, the lab's heading and the
# navigation's names into dist/site/skeleton-texts.js at build time. One line per message.

skeleton-loading = 読み込んでいます…
# The status over an answer computed when the site was built, shown until the playground has loaded
# (written into each prerendered answer's file by crates/prerender, not into skeleton-texts.js).
skeleton-answer = この答えはサイトのビルド時に計算されたものです。Placement Playground の読み込みが終わると、詳しく見たり編集したりできます…
# $error: what the browser said (not translated).
skeleton-failed = Placement Playground を起動できませんでした: { $error }
