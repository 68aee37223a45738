# The presets gallery's own page texts (issue #11), language: en.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

gallery-heading = Presets gallery
gallery-intro = The worked examples of the Longhorn, Kubernetes and Fleet docs pages, and the cases people run into. Each card opens its lab with the preset loaded, as if picked from the lab's preset menu; what to look at is in the caption.
