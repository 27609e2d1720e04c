# ボード：描画のキー（ショートカットウィンドウ：キー、その働き）、ボードの読み上げ名。

# 文字キー O そのもの（マスに丸をつける）：キーの文字はそのまま。
board-key-circle = O
board-key-circle-tip = フォーカスのあるマスに丸をつけます（もう一度で消す）
# 文字キー D そのもの（矢印を描く）：キーの文字はそのまま。
board-key-arrow = D
board-key-arrow-tip = フォーカスのあるマスから矢印を始めます。別のマスで D を押すと終わります
board-key-clear = Delete
board-key-clear-tip = 表示中の局面の描き込みを消します（Backspace でも可）
board-key-colours = Shift / Alt / Shift+Alt
board-key-colours-tip = O や D と一緒に：緑の代わりに赤、青、黄

# スクリーンリーダーがマスの名前と駒の後に読み上げる語。カンマ区切りの一覧の 1 項目：
# 「E4、天空、白のゴーストのナイト、ここで取れる」。
board-empty = 空き
board-selected = 選択中
board-in-check = チェックされている
board-gives-check = チェックしている
board-move-here = ここへ動ける
board-capture-here = ここで取れる
board-en-passant-here = ここでアンパッサンで取れる
board-taken-en-passant = アンパッサンで取られる
board-vertical-move-here = ここへ垂直移動できる
board-vertical-capture-here = ここで垂直に取れる
board-place-here = ここに配置できる
board-beam = 選択した駒からの光の筋
# マスの描き込み。$colour：green、red、blue、yellow。$cell：別のマスの名前。
board-circle = { $colour ->
    [green] 緑
    [red] 赤
    [blue] 青
   *[yellow] 黄
}の丸
board-arrow-to = { $cell } への{ $colour ->
    [green] 緑
    [red] 赤
    [blue] 青
   *[yellow] 黄
}の矢印
board-arrow-from = { $cell } からの{ $colour ->
    [green] 緑
    [red] 赤
    [blue] 青
   *[yellow] 黄
}の矢印
board-arrow-starts-here = ここから矢印
