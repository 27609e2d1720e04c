# 対局画面：サイドパネル、ゲームのダイアログ、PGN ファイルのゲーム一覧。

# ゲーム一覧の見出し。$file：PGN ファイルの名前。$count：ゲーム数。$shown：フィルターで表示中の数。
play-games-in = { $file } のゲーム：{ $count }
play-games-in-shown = { $file } のゲーム：{ $count } 件中 { $shown } 件を表示
# スクリーンリーダーが読む行：番号、プレイヤー、結果、イベント、日付、手数。
play-game-row = ゲーム { $number }：{ $white } vs { $black }、{ $result }、{ $event }、{ $date }、{ $moves } 手
play-filter = フィルター：
play-filter-hint = 名前、イベント、日付、結果
play-filter-tip = ここに入力した語をすべて含むゲームだけを表示します。矢印で選び、Enter で開きます
# ゲーム一覧の列。
play-column-number = No.
play-column-white = 白
play-column-black = 黒
play-column-result = 結果
play-column-event = イベント
play-column-date = 日付
play-column-moves = 手数

# 駒の損得パネル：取られた駒がどうなったか（駒の上の見出し）。
play-rose-as-ghosts = ゴーストとして昇った駒
play-sent-to-valhalla = ヴァルハラへ送られた駒
play-sent-back = 戦場へ戻された駒
play-lost-on-valhalla = ヴァルハラで失われた駒
play-lost-for-good = 永久に失われた駒
play-captured = 取られた駒
# 損得の行：「駒の損得：白 +3」。$points：ポーン単位の差。
play-material = 駒の損得
play-material-battlefield = 戦場
play-material-valhalla = ヴァルハラ
play-even = 互角
play-white-ahead = 白 +{ $points }
play-black-ahead = 黒 +{ $points }

play-promote-to = プロモーション先
# 結果ウィンドウ。$score：1-0、0-1、1/2-1/2。$reason：終わり方（チェックメイト…、ルールから）。
play-white-wins = 白の勝ち（{ $score }）
play-black-wins = 黒の勝ち（{ $score }）
play-draw = 引き分け（{ $score }）
play-result-reason = { $reason }による
play-unrated-result = レート対象外のゲーム：レーティングは変わりません。
# プレイヤーのレーティング変化（1 行に 1 つ）の上。
play-rated-result = レート対象のゲーム：
play-takeback-heading = 手を戻しますか？
play-takeback-text = 手を戻すと、このゲームはレート対象外になります。

# サイドパネル。$clock：持ち時間（5+3）。
play-rated = レート対象
play-unrated = レート対象外
play-clock = 時計 { $clock }
play-moves = 棋譜

# 対局テーブルの質問。$player：放棄したレート対象ゲームで負けになるプレイヤー。
play-abandon-rated = 進行中のレート対象ゲームを破棄しますか？ 投了と同じく、{ $player }の負けになります。
play-abandon = 進行中のゲームを破棄しますか？ 先に保存しなければ失われます。
play-white-resigns = 白が投了しますか？ ゲームが終わり、黒の勝ちになります。
play-black-resigns = 黒が投了しますか？ ゲームが終わり、白の勝ちになります。
# $number：コンピュータが引き分けに応じうる最初の手。
play-offer-draw = 引き分けを提案しますか？ コンピュータは { $number } 手目より前には応じず、その後も探索で明らかな引き分けと判断した局面でだけ応じます。
play-white-offers-draw = 白が引き分けを提案しています。黒、同意しますか？
play-black-offers-draw = 黒が引き分けを提案しています。白、同意しますか？
# ボードの横の時計。$time：残り時間（4:59）。$running：動いている間は yes。
play-clock-white = 白 { $time }
play-clock-black = 黒 { $time }
play-clock-white-tip = { $running ->
    [yes] 白の時計が動いています
   *[no] 白の時計
}
play-clock-black-tip = { $running ->
    [yes] 黒の時計が動いています
   *[no] 黒の時計
}

# ミスから学ぶ（対局の検討の後）。
mistakes-title = ミスから学ぶ
mistakes-side-white = 白のミス：{ $count } 件中 { $at } 件目
mistakes-side-black = 黒のミス：{ $count } 件中 { $at } 件目
mistakes-played = 対局では：{ $number } { $mv }{ $symbol }（{ $judgement }）
mistakes-find-white = 白のより良い手を見つけてください
mistakes-find-black = 黒のより良い手を見つけてください
mistakes-checking = あなたの手を確認しています…
mistakes-good = 良い手です
mistakes-better = もっと良い手があります
mistakes-loss = その手は勝率を { $points } ポイント失います。
mistakes-shown = エンジンの手：{ $best }
mistakes-failed = 手を評価できませんでした：{ $why }。
mistakes-none-white = 白には不正確な手、悪手、大悪手はありませんでした。
mistakes-none-black = 黒には不正確な手、悪手、大悪手はありませんでした。
mistakes-done-white = 完了：白のミス { $count } 件のうち { $found } 件でより良い手を見つけました。
mistakes-done-black = 完了：黒のミス { $count } 件のうち { $found } 件でより良い手を見つけました。
