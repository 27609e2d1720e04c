# 複数の階層を持つボード（二つの世界、4D、ヴァルハラ）の上の表示ボタン。
# かっこ内の文字はキーです。

view3d-view = 表示：
view3d-flat = 2D
view3d-flat-tip = 平面のボードを横に並べます (V)
# $number：既定の視点（1-3）、そのキーでもあります。
view3d-preset = 3D { $number }
view3d-preset-tip = 重ねた階層、既定の視点 { $number } ({ $number })。何もない所をドラッグで回転、ホイールでズーム
view3d-tesseract = テッセラクト
view3d-tesseract-tip = w=0 が内部立方体、w=1 が外部立方体 (T)
