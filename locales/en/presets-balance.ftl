# The titles and captions of the balance lab's presets, language: en. Built into (and
# fetched by) that lab's page and the presets gallery only; the gallery lists every lab's.
# Message ids: shell-preset-<lab>-<preset>-title / -caption (crate::catalog::PresetInfo).

shell-preset-balance-docs-example-title = Docs: balance score example
shell-preset-balance-docs-example-caption = A1 900, A2 100, B1 600, B2 700 GiB and a 100 GiB replica. Node B wins the node stage; the docs score disks per node (B2 wins, 0 vs 0.333), the real scheduler scores them cluster-wide and B1 and B2 tie.
