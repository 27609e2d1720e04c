# コンピュータの解析パネル。
computer-game-over = ここでゲームは終わっています：解析するものはありません。
computer-waiting-for-review = 対局の検討中は待機します。
computer-stopped = 停止中：「開始」(G) でこの局面を探索します。
# エンジンが表示する読み筋の数を選ぶボタンの前。
computer-lines = 読み筋：
computer-lines-tip = エンジンの最善の読み筋を { $count } 本表示します（+ と - で変更）
computer-threads = スレッド
computer-memory = メモリ
# エンジンのテーブルのサイズ。$size は MiB 単位の数。
computer-mib = { $size } MiB
computer-go = 開始
computer-stop = 停止
computer-play-from-here-tip = 盤上の局面から、選んだレベルのコンピュータか人を相手にゲームを始めます
computer-analysing = 解析中…
# エンジンの読み筋の上。$depth：探索の深さ。$status は searching、stopped、done。
# $speed：例「1.2 M ノード/秒」。$table：エンジンのテーブルの使用率（%）。
computer-depth = 深さ { $depth }（{ $status ->
        [searching] 探索中
        [stopped] 停止
       *[done] 完了
    }）、{ $speed }、テーブル { $table }% 使用、評価値は白から見た値
computer-depth-tip = この探索がエンジンのテーブル（メモリ）をどれだけ使ったか：100% 近くなら、メモリを増やすと長い解析でより多くの結果を保てます
computer-play-line-tip = この読み筋の最初の手を盤上で指します
computer-lines-held = ポインタが読み筋の上にある間は固定されます。新しい読み筋は待機します
# エンジンの速度：1 秒あたりの局面数（百万単位の小数、または千単位）。
computer-speed-millions = { $speed } M ノード/秒
computer-speed-thousands = { $speed } k ノード/秒
# コンピュータが引き分けの提案を断る理由（ステータスバーに表示）。
computer-draw-too-early = { $moves } 手目より前の引き分けには応じません
computer-draw-not-dead = 局面は明らかな引き分けではありません：指し続けましょう
# 評価バーのスクリーンリーダー向けの名前。$score：例「+0.35」。
computer-eval-bar = 評価バー：白から見て { $score }
# ゲームやリプレイが自動で進むときの手と手の間隔。
computer-delay = 間隔
# 間隔の数値の後：秒（先頭の空白つき）。
computer-seconds-suffix = {" "}秒
computer-delay-tip = ゲームやリプレイが自動で進むときの、手と手の間の時間

# 対局の検討。
computer-review = 対局の検討
# 検討が終わらなかった理由。「検討は終わりませんでした：」の後。
computer-review-stopped = 中止されました
computer-reviewing-start = 検討中：開始しています…
computer-reviewing = 検討中：{ $total } 局面中 { $done } 局面
computer-review-failed = 検討は終わりませんでした：{ $why }。
computer-previous-mistake = 前のミス
computer-previous-mistake-tip = 評価のついた前の手の後の局面を表示します
computer-next-mistake = 次のミス
computer-next-mistake-tip = 評価のついた次の手の後の局面を表示します
# 評価のついた手：$mv は棋譜の表記、$symbol は記号（?!、?、??）、$judgement はその名前
# （例「悪手」）、$before と $after は前後の評価値、$best はエンジンの手。
computer-judged-move = { $mv } { $symbol }：{ $judgement }（{ $before } → { $after }）。エンジンの推奨は { $best } でした。
# 検討のまとめの表の見出し。
computer-white = 白
computer-black = 黒
computer-accuracy = 正確度
# パーセントで表した正確度。
computer-percent = { $value }%
computer-inaccuracies = 不正確な手 ?!
computer-mistakes = 悪手 ?
computer-blunders = 大悪手 ??
computer-average-loss = 平均損失
computer-average-loss-tip = 1 手あたりに失ったセンチポーン（各値は ±10 ポーンの範囲で計算）
# 勝率グラフの最初の点のツールチップ。$value：そこでの評価値。
computer-chances-start = 開始：{ $value }
computer-chances-tip = 1 手ごとの白の勝率。クリックで局面を表示します

# エンジンの読み筋の下：$depth と $seldepth（最も深く探索した読み筋）、$speed。
computer-line-detail = 深さ { $depth }/{ $seldepth }、{ $speed }
computer-engine = エンジン
computer-engine-builtin = Otherworlds（内蔵）
