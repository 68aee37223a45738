# What the page shows before its wasm has arrived (web/skeleton.js), language: en.
# Not built into any bundle: scripts/skeleton-texts.mjs writes these, the lab's heading and the
# navigation's names into dist/site/skeleton-texts.js at build time. One line per message.

skeleton-loading = Loading…
# The status over an answer computed when the site was built, shown until the playground has loaded
# (written into each prerendered answer's file by crates/prerender, not into skeleton-texts.js).
skeleton-answer = This answer was computed when the site was built; it can be explored and edited once the playground has loaded…
# $error: what the browser said (not translated).
skeleton-failed = The playground could not start: { $error }
