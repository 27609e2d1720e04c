# 棋譜リストとリプレイの操作。

# キャプションが示す局面の位置（「14 手中 3 手目（白）の後の局面を表示中」）。
# $number：手の番号。$count：ゲームの手数。$ply：指した決定の数。
history-start-position = 開始局面
history-after-decision = { $ply } 番目の決定の後
history-after-move-white = { $count } 手中 { $number } 手目（白）の後
history-after-move-black = { $count } 手中 { $number } 手目（黒）の後
# ヴァルハラのターンの途中（いくつかの決定からなるターン）。
history-during-move-white = { $count } 手中 { $number } 手目（白）の途中
history-during-move-black = { $count } 手中 { $number } 手目（黒）の途中
# リストの手のツールチップ。$notation：書かれた手（e4、Nf3）。
history-move-tip = { $notation }：この手の後の局面を表示します
history-pause = 一時停止
history-play = 再生
# 「ここから続ける」ダイアログ。$number：手の番号。
history-continue-heading = ここから続ける
history-continue-text = { $number } 手目の後の局面からゲームを続けます。それ以降の手は消えます。それぞれの側は誰が指しますか？
