# ツールチップとショートカットウィンドウでのキーの名前。"Ctrl"、"Alt"、"Shift" と
# 文字はシステムから来ます。ここにあるのはアプリが名前をつけるキーです。

# 同じ働きをする 2 つ以上のキー：$keys は 1 つのキーかすでにつないだ一覧、$key は次のキー。
keys-or = { $keys } または { $key }
keys-left-arrow = 左矢印
keys-right-arrow = 右矢印
keys-space = Space
keys-home = Home
keys-end = End
keys-page-down = Page Down
keys-page-up = Page Up

# フォーカスのあるマスで使えるキー（ショートカットウィンドウ：キー、その働き）。
keys-board-arrows = 矢印キー
keys-board-arrows-tip = ボード上でフォーカスを動かします
keys-board-alt-arrows = Alt+矢印
keys-board-alt-arrows-tip = 次のボードへフォーカスを移します
keys-board-enter = Enter / Space
keys-board-enter-tip = 駒を選び、フォーカスのあるマスへ指します
keys-board-escape = Escape
keys-board-escape-tip = キーで始めた矢印をやめます。なければ選択を解除し、それもなければボードから離れます
