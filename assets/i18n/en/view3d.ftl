# The view buttons above a board of several levels (Two Worlds, 4D, Valhalla). The
# letters in brackets are the keys.

view3d-view = View:
view3d-flat = 2D
view3d-flat-tip = The flat boards side by side (V)
# $number: the preset view (1-3), also its key.
view3d-preset = 3D { $number }
view3d-preset-tip = Stacked levels, preset view { $number } ({ $number }); drag empty space to orbit, wheel to zoom
view3d-tesseract = Tesseract
view3d-tesseract-tip = w=0 inner cube, w=1 outer cube (T)
