# Els botons de vista a sobre d'un taulell de diversos nivells (Dos mons, 4D, Valhalla). Les
# lletres entre parèntesis són les tecles.

view3d-view = Vista:
view3d-flat = 2D
view3d-flat-tip = Els taulells plans un al costat de l'altre (V)
# $number: la vista predefinida (1-3), que també és la seva tecla.
view3d-preset = 3D { $number }
view3d-preset-tip = Nivells apilats, vista predefinida { $number } ({ $number }); arrossega un espai buit per orbitar, roda per apropar
view3d-tesseract = Teseracte
view3d-tesseract-tip = w=0 cub interior, w=1 cub exterior (T)
