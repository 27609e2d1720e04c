# カスタマイズスタジオ：ウィンドウの左側でテーマを編集するパネル。
studio-title = カスタマイズスタジオ
studio-close = 閉じる
studio-close-tip = スタジオを閉じます (Esc)
# $what はテーマの 2 色の組み合わせ（例「ウィンドウ上のウィンドウ文字」）。
# $ratio と $needed は 3.2 のようなコントラスト比。
studio-hard-to-read = 読みにくい色：{ $what }のコントラストは { $ratio }:1 で、文字に必要な { $needed }:1（WCAG AA）を下回っています。もっと明るい色か暗い色を選んでください。
# 既成テーマに名前がないときの代わりの名前。
studio-the-ready-made-theme = 既成のテーマ
studio-replace-question = 色を置き換えますか？
# $colours：ユーザーの未保存のテーマの名前。$name：選んだ既成テーマ。
studio-replace-unsaved = あなたの色（{ $colours }）は保存されていません。{ $name } に置き換わります。
studio-keep-colours = 自分の色を残す
studio-keep-colours-tip = 今の色のままにします (Esc)
studio-replace-with = { $name } に置き換える
studio-replace-with-tip = 保存していなければ、今の色は失われます
studio-intro = 変更はすぐにボードに反映されます。Esc でスタジオを閉じます。
# スタジオのセクション見出し。
studio-ready-made = 既成のテーマ
studio-window = ウィンドウ
studio-background = 背景
studio-boards = ボード
studio-pieces = 駒とゴースト
studio-markers = マーカー
studio-lighting = 3D ビューの照明
studio-theme-files = テーマファイル
# テーマの色の名前（それぞれの色ボタンの横）。
studio-colour-window = ウィンドウ
studio-colour-window-text = ウィンドウの文字
studio-colour-white-fill = 白の塗り
studio-colour-white-outline = 白の輪郭
studio-colour-white-detail = 白の細部
studio-colour-black-fill = 黒の塗り
studio-colour-black-outline = 黒の輪郭
studio-colour-black-detail = 黒の細部
studio-colour-move-dot = 移動先の点
studio-colour-capture-ring = 駒取りの輪
studio-colour-vertical-ring = 垂直移動の輪
studio-colour-placement = 配置の枠
studio-colour-selected = 選択したマス
studio-colour-last-move = 最後の手
studio-colour-check = チェックの光
studio-colour-focus = キーボードフォーカス
# ユーザーが描く矢印と丸の色。括弧内は描くときに押すキー。
studio-colour-draw-green = 描画：緑
studio-colour-draw-red = 描画：赤 (Shift)
studio-colour-draw-blue = 描画：青 (Alt)
studio-colour-draw-yellow = 描画：黄 (Shift+Alt)
studio-colour-clock-low = 残り時間わずかの時計
studio-colour-coordinates = 座標
studio-colour-banner = バナー
studio-colour-banner-text = バナーの文字
studio-colour-sky = 空または単色
studio-colour-horizon = 地平線
studio-colour-light-cells = 明るいマス
studio-colour-dark-cells = 暗いマス
# $board：ボードの名前（例「ヴァルハラ」）。
studio-colour-board-light = { $board }：明るいマス
studio-colour-board-dark = { $board }：暗いマス
# 色ボタンと 16 進数欄のスクリーンリーダー向けの名前。$name は色の名前。
studio-colour-button = { $name } の色
studio-colour-hex = { $name } の 16 進数
studio-ghost-opacity = ゴーストの不透明度
studio-marker-size = マーカーの大きさ
# 3D ビューの光の方向、高さ、強さ。
studio-light-direction = 方向
studio-light-height = 高さ
studio-light-intensity = 強さ
studio-picture = 画像…
studio-picture-tip = 自分の PNG か JPEG の画像を使います
# $boards：ほかのボードの名前（読点区切り）。
studio-own-colours = { $boards }は独自の色
studio-theme-name = 名前
studio-theme-name-field = テーマ名
studio-save-theme = テーマを保存
studio-save-theme-tip = このテーマをこの名前で自分のテーマに保存します
studio-your-themes = 自分のテーマ：
studio-use-theme-tip = このテーマを使います
studio-import = 読み込む…
studio-import-tip = テーマファイルを使います
studio-export = 書き出す…
studio-export-tip = このテーマをファイルに書き出します
# $folder：ユーザーのテーマの保存先フォルダ。
studio-kept-in = 保存先：{ $folder }

# テーマファイルのエラー。$error：何が起きたか（ファイルシステムまたは読み取り側から）。
studio-error-file = テーマファイル { $error }
# $place：ファイル。$line、$column：その中の位置。$error：読み取り側のメッセージ（英語）。
studio-error-parse = テーマファイル { $place }、{ $line } 行 { $column } 列：{ $error }
# $field：ファイル内の設定の名前（例 ghost_opacity）。$value、$min、$max：数値。
studio-error-out-of-range = テーマファイル { $place }：{ $field } が { $value } です。{ $min } から { $max } までの数値でなければなりません
studio-error-serialize = テーマを RON として書き出せませんでした：{ $error }
studio-error-no-config-dir = このシステムでは設定ディレクトリが分かりません（XDG_CONFIG_HOME か HOME を設定してください）
studio-error-bad-name = テーマ名には文字か数字が必要です。'{ $name }' にはありません
studio-error-image = テーマの背景：{ $error }
# 背景画像のエラー。$image：ファイル。
studio-image-error-file = 画像 { $error }
studio-image-too-many-pixels = 画像 { $image } は { $width }x{ $height } ピクセルです。上限は 1 辺 { $side } ピクセル、合計 { $pixels } ピクセルです
# $reason：画像デコーダのメッセージ（英語）。
studio-image-not-an-image = { $image } は PNG でも JPEG でもありません（{ $reason }）
studio-image-unknown-format = 不明なファイル形式
# テーマ操作の後のお知らせ。$name：テーマの名前。
studio-using-ready-made = 既成のテーマ { $name } を使っています。
# $id：既成テーマの内部名（表示されたらバグ）。
studio-ready-made-broken = 既成のテーマ { $id } が壊れています。
studio-imported = { $file } を読み込みました。
studio-using-yours = 自分のテーマ { $name } を使っています。

# $file：ファイルの名前またはパス。
studio-background-chosen = 背景：{ $file }。
# $error：理由（アプリからの文）。
studio-background-not-shown = 背景画像は表示されません：{ $error }
studio-theme-unchanged = テーマは変わっていません：{ $error }
# 起動時に使用中のテーマを読み戻せなかった場合。$error はその理由。
studio-not-restored = テーマを復元できませんでした：{ $error }
studio-not-restored-kept = テーマを復元できませんでした：{ $error }。そのファイルは { $file } として保管し、クラシックテーマを使っています。
# $reason：壊れたファイルの名前を変えられなかった理由。
studio-not-restored-not-moved = テーマを復元できませんでした：{ $error }。別の場所へ移せなかったため（{ $reason }）、使用中のテーマをそのファイルに上書き保存しません。
studio-not-restored-unreadable = テーマを復元できませんでした：{ $error }。使用中のテーマをそのファイルに上書き保存しません。
studio-not-saved = 使用中のテーマは保存されませんでした：テーマファイル { $error }
studio-saved-as = { $file } として保存しました。
studio-exported-to = { $file } に書き出しました。
# ファイル処理の作業中に表示。
studio-listing-themes = 自分のテーマを一覧中
studio-reading = { $file } を読み込み中
studio-reading-picture = 画像 { $file } を読み込み中

studio-reading-your-theme = テーマを読み込み中
