# The presets gallery's own page texts (issue #11), language: ja.
# One message per whole sentence or label, with named arguments; names, units and
# verbatim system strings are arguments. Terms follow locales/GLOSSARY.md.

gallery-heading = プリセットギャラリー
gallery-intro = Longhorn、Kubernetes、Fleet のドキュメントページにある例題と、よく出会う事例です。各カードは、ラボのプリセットメニューから選んだときと同じように、プリセットを読み込んだ状態でラボを開きます。何を見ればよいかはキャプションにあります。
