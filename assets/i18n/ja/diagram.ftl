# 「図を書き出す」ダイアログ：表示中のボードを SVG か PNG の画像にします。
diagram-title = 図を書き出す
diagram-intro = 表示中のボードを、表示中のビューのまま、教材用の画像にします。
diagram-format = 形式
diagram-format-svg = SVG（ベクター）
diagram-format-png = PNG（画像）
diagram-markers = マーカー
diagram-markers-tip = 選んだ駒とその手、最後の手、チェック
diagram-coordinates = 座標
diagram-coordinates-tip = ファイルとランクのラベル
diagram-caption = キャプション：
# 空のキャプション欄に表示。
diagram-caption-hint = 任意。ボードの下に入ります
diagram-width = 幅（ピクセル）：
# $error：理由。
diagram-not-saved = 図は保存されませんでした：{ $error }
diagram-error-raster = 図を画像に変換できませんでした：{ $error }
# $file：ファイル。$error：システムが返した理由。
diagram-error-write = { $file } に書き込めませんでした：{ $error }
diagram-error-size = { $width }x{ $height } ピクセルの画像は作れません

# キャプションのない SVG 図の中のタイトル。
diagram-svg-title = Otherworlds の図
