# 進行中のゲーム：状態、手の取り消し、時計、リプレイ。

game-undo-rated-ended = 終わったレート対象のゲームは取り消せません：結果はすでに数えられています。

# パスできない理由（ヴァルハラ）：「今はパスできません：…」。
game-pass-over = ゲームは終わっています
game-pass-computer = コンピュータの手番です
game-pass-battlefield = パスはヴァルハラでの手です。まず戦場で指してください
game-pass-kings = パスできるのは、ヴァルハラに 2 つのキングしかない間だけです
game-pass-transfer = 取られた駒を消せるのは、その初期位置がどれも空いていないときだけです
game-pass-nothing = 今は何も決められません

# 状態の行。$side：陣営の名前（白、黒）。$result：結果の言葉。
game-over = ゲーム終了：{ $result }
game-to-move = { $side }の手番
# ヴァルハラ：どのボードの手か、パスできるか。
game-to-move-battlefield = { $side }の手番（戦場）
game-to-move-or-pass-battlefield = { $side }の手番（戦場、パス可）
game-to-move-valhalla = { $side }の手番（ヴァルハラ）
game-to-move-or-pass-valhalla = { $side }の手番（ヴァルハラ、パス可）
# $status：上のどれかの行。$colour：ヴァルハラで動かす駒の色（white、black）。
game-with-pieces = { $status }（{ $colour ->
    [white] 白
   *[black] 黒
}の駒）
game-in-check = { $status }（チェック）
# $phase：バリアントの段階（ルールから）。
game-with-phase = { $status } - { $phase }
# ヴァルハラの移送。$piece：駒の名前（ナイト）または色つき（黒のナイト）。
game-transfer = { $side }が取られた{ $piece }の行き先を選びます
game-transfer-nowhere = { $side }が取られた{ $piece }の行き先を選びます：空いた初期位置がないので、「パス」で駒は消えます
game-places-captured = { $side }が取られた{ $piece }を配置します
# 結果。$reason：終わり方（チェックメイト…）。$score：1-0、0-1、1/2-1/2。
game-wins-by = { $reason }で{ $side }の勝ち（{ $score }）
game-draw-by = { $reason }で引き分け（{ $score }）

# 自動保存。$error：理由（システムのメッセージ）。$file：壊れたファイルを保管した場所。
game-autosave-broken-kept = 自動保存したゲームを復元できませんでした（{ $error }）。そのファイルは { $file } として保管しました。
# $aside：ファイルを別の場所へ移せなかった理由。
game-autosave-broken-stuck = 自動保存したゲームを復元できず（{ $error }）、別の場所へ移すこともできませんでした（{ $aside }）。このウィンドウは自動保存しないので、そのファイルは上書きされません。
game-autosave-unreadable = 自動保存したゲームを読み込めませんでした（{ $error }）。このウィンドウは自動保存しないので、そのファイルは上書きされません。
game-autosave-failed = 自動保存に失敗しました：{ $error }
# $error：理由（ルールから）。
game-cannot-end = この形ではゲームを終えられません：{ $error }。

# プレイヤーの選択（新しいゲーム、ここから続ける、サイドパネル）。
game-variant = バリアント
game-white = 白
game-black = 黒
# プロフィールのないレート対象ゲームの席。
game-guest = ゲスト

# キャプションに出るリプレイ中のゲーム名。$players：「Ada vs レベル 3」。$date：2026-12-01。$file：ファイル名。
game-replay-title = { $players }、{ $date }（{ $file }）
game-replay-title-undated = { $players }（{ $file }）
