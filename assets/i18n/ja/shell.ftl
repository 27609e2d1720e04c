# ウィンドウの枠：メニュー、上部バー、通知、ファイルダイアログ、解析ボード。

# メニューバーのメニュー。
shell-menu-game = ゲーム
shell-menu-view = 表示
shell-menu-learn = 学ぶ
shell-menu-profiles = プロフィール
shell-menu-help = ヘルプ

# 解析ボード。$error：局面が正しくない理由（ルールから）。
shell-back-to-game = ゲームに戻りました。
shell-position-not-valid = 局面が正しくありません：{ $error }
shell-analysis-while-restoring = ゲームはまだ復元中です。少し待ってから解析ボードを開いてください。
shell-analysis-opened = 解析ボード：ここでの手はゲームに含まれません。「ゲームに戻る」でゲームに戻ります。
# 解析ボードの見出しの下の行。$position：「12. e4 の後の局面」のような語。
shell-analysis-caption = 解析ボード：双方の手を指せます。「ゲームに戻る」でゲームに戻ります
shell-analysis-caption-at = 解析ボード、{ $position }：End で最後の局面に戻ります

# メニューのサブメニューと貼り付け欄。
shell-new-game-of = 新しいゲーム
shell-paste-position = 局面を貼り付け
# $course：コースの題名（スタンダードチェス…）、学ぶメニューの中。
shell-course = { $course }：ルールとレッスン
shell-course-tip = ルールのページ、ガイド付きツアー、練習問題を開きます
shell-paste-label = 局面を貼り付け：
shell-paste-hint = 局面文字列を入力して Enter

# ステータスバー。$course：表示中のコース。$variant：バリアントの名前。
shell-learn-status = 学ぶ：{ $course }
shell-game-waits = { $variant }のゲームは待機中です：Escape か「ゲームに戻る」で戻ります
shell-versus-tip = 白を指す人、次に黒を指す人
# $player：コンピュータのプレイヤー（「レベル 8、マスター」）。
shell-thinking-white = 白（{ $player }）が考えています…
shell-thinking-black = 黒（{ $player }）が考えています…

# コンピュータの手番。$error：何が起きたか（システムのメッセージ）。
shell-computer-no-move = コンピュータは手を見つけられませんでした。
shell-computer-failed = コンピュータがエラーで止まりました（{ $error }）。ゲームはそのままです。「再試行」を押すと指させます。
shell-engine-missing = { $engine } はもうエンジン一覧にありません（ゲーム → エンジン…）：別のプレイヤーを選んでください
shell-engine-not-variant = { $engine } は { $variant } を指せません：別のプレイヤーを選んでください
shell-no-diagram = 保存する図が表示されていません。

# 振り返り。$title：リプレイ中のゲームの題名。$position：「40 手中 3 手目（白）の後」。
shell-replay-of = { $title } のリプレイ：{ $position }
shell-looking-at-start = 開始局面を表示中。End でゲームに戻ります
shell-looking-at = { $position }の局面を表示中。End でゲームに戻ります

# 通知の全文を表示するウィンドウの見出し。
shell-notice-message = メッセージ
shell-notice-error = 問題の内容
shell-notice-errors = 問題の内容（順番に）

# ファイル。$file：ファイルの名前。$error：理由（システムのメッセージ）。
shell-open-failed = { $file } を開けませんでした：{ $error }。画面のゲームは変わっていません。
shell-pgn-not-exported = ゲームを PGN で書き出せませんでした：{ $error }
# PGN ファイルのゲーム：「games.pgn、ゲーム 3」。
shell-listed-game = { $file }、ゲーム { $number }

# 局面のコピーと貼り付け。$position / $text：局面文字列（最初の 60 文字）。
shell-copied-position = 局面をコピーしました：{ $position }
shell-pasted-into-editor = 局面をボードエディタに貼り付けました
shell-analysing-pasted = 貼り付けた局面を解析中です。「ゲームに戻る」でゲームに戻ります。
shell-paste-not-position = 貼り付けたテキストは局面ではありません（「{ $text }」）：{ $error }

# レート対象のゲーム。
shell-not-rated-profiles-reading = ゲームはレート対象になりませんでした：プロフィールをまだ読み込み中です。
shell-ratings-not-saved = 新しいレーティングは保存されていません：{ $error }
shell-rated-game-not-kept = レート対象のゲームは保管されていません：{ $error }
shell-unrated-from-now = このゲームは以後レート対象外です。

# ゲームの手。$reason：パスできない理由（ルールから）。
shell-still-restoring = ゲームはまだ復元中です。すぐにボードに表示されます。
shell-cannot-pass = 今はパスできません：{ $reason }。
shell-theme-unchanged = テーマは変わっていません：{ $error }
shell-lesson-game-failed = レッスンのゲームを始められません：{ $error }
# $goal：レッスンのゲームの課題（コースから）。
shell-try-it = やってみよう：{ $goal }
shell-read-only-replay = これは保存されたゲームです：「ここから続ける」で表示中の局面から指し続けます
shell-read-only-earlier = 前の局面を表示しています：End を押すとゲームに戻ります

# ファイルと自動保存。$file：ファイルの名前。$error：理由（システムのメッセージ）。
# ファイル処理の内容（スピナーの横）。
shell-restoring = ゲームを復元中
shell-opening = { $file } を開いています
shell-autosave-not-restored = 自動保存したゲームを復元できませんでした：{ $error }
# $others：「別の Otherworlds ウィンドウのゲームは … にあります」を「; 」でつないだもの。
shell-autosave-others = { $others }。このウィンドウのゲームは { $file } にあります。
shell-other-window = 別の Otherworlds ウィンドウのゲームは { $file } にあります
# $process：別のウィンドウのプロセス番号。
shell-other-window-pid = 別の Otherworlds ウィンドウ（プロセス { $process }）のゲームは { $file } にあります
# $reason：自動保存フォルダを使えない理由。
shell-no-autosave = このウィンドウはゲームを自動保存しません（{ $reason }）。Ctrl+S で保存してください。
shell-open-lost = { $file } を開けませんでした：{ $error }
shell-save-failed = ゲームを { $file } に保存できませんでした：{ $error }
shell-saved = ゲームを { $file } に保存しました。
shell-settings-not-saved = 設定は保存されませんでした：{ $error }。ディスク上の設定ファイルは変わっていません。
shell-autosave-failed = 自動保存に失敗しました：{ $error }。画面のゲームはそのままで、ディスク上の最後の自動保存も変わっていません。
# $path：書き出した画像のフルパス。
shell-diagram-saved = 図を { $path } に保存しました
shell-diagram-not-saved = 図は保存されませんでした：{ $error }
shell-pgn-exported = ゲームを PGN で { $file } に書き出しました。
shell-rated-game-not-written = レート対象のゲームを履歴に保管できませんでした：{ $error }

# 対局テーブル：投了、引き分け、レート対象のゲーム。$player：陣営またはプレイヤーの名前。
shell-no-engine = レート対象のゲーム中はエンジンを使えません：解析、その矢印とバー、対局の検討、解析ボードはゲームが終わると戻ります。
shell-no-window = 時計が動いています：このウィンドウはゲームが終わると開きます（投了するか、新しいゲームを始めることもできます）。
shell-resign-draw-refused = 「投了」と「引き分けを提案」は、人が指している進行中のゲームで使えます。
shell-draw-accepted = { $player }が引き分けに同意しました。
# $reason：コンピュータが断る理由（「局面は明らかな引き分けではありません：指し続けましょう」）。
shell-draw-declined-why = { $player }は引き分けを断りました：{ $reason }。
shell-draw-declined = { $player }は引き分けを断りました。
shell-rated-clock-running = レート対象のゲームの時計が動いています：先にゲームを終えるか投了してください。
# $ratings：各プレイヤーのレーティング変化を「; 」でつないだもの。
shell-abandoned-counts = 放棄したレート対象のゲームは負けとして数えられます：{ $ratings }
