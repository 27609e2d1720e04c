# スタジオの背景。
theme-background-system = ウィンドウの色
theme-background-plain = 単色
theme-background-night-sky = 夜空
theme-background-dusk = 夕暮れの山
theme-background-sea = 海の水平線
theme-background-nebula = 星雲
theme-background-image = 自分の画像
# 文字として読む色の組み合わせ。スタジオのコントラスト警告で使います
# （「読みにくい色：ウィンドウ上のウィンドウ文字のコントラストは …」）。
theme-contrast-window = ウィンドウ上のウィンドウ文字
theme-contrast-dialogs = ダイアログ内のウィンドウ文字
# $state：どのコントロールか。
theme-contrast-text-of = { $state ->
        [hovered] ポインタの下のボタン
        [pressed] 押されたボタン
        [menu] 開いたメニュー
        [label] ラベル
       *[button] ボタン
    }の文字
theme-contrast-text-of-filled = { $state ->
        [hovered] ポインタの下のボタン
        [pressed] 押されたボタン
        [menu] 開いたメニュー
        [label] ラベル
       *[button] ボタン
    }の文字（塗りつぶし）
theme-contrast-chosen = 選択中のボタンの文字
theme-contrast-warnings = 警告
theme-contrast-errors = エラー
theme-contrast-links = リンク
theme-contrast-banner = バナー上のバナー文字
theme-contrast-coordinates = 背景上の座標

# 入力された、またはテーマファイルから読んだ、読み取れない色。$text：書かれたとおり。
theme-not-a-colour = '{ $text }' は色ではありません：#rrggbb か #rrggbbaa で書いてください
# テーマファイルの読み取り側が、色の一部として期待したもの。
theme-expecting-colour-part = バイトまたは [r, g, b, a]
theme-not-a-colour-byte = { $value } は色のバイト値ではありません（0..=255）
