# ユーザーのファイルの読み書き。$file：ファイルのパス。$what：ファイルの代わりにそこにあるもの
# （例「ディレクトリ」）。$error：システムが返した理由。
files-not-found = { $file } が見つかりません
files-not-regular = { $file } は{ $what }で、通常のファイルではありません
# $size、$limit：バイト数。
files-too-large = { $file } は大きすぎます：{ $size } バイト（上限は { $limit } バイト）
# $offset：UTF-8 でない最初のバイトの位置。
files-not-text = { $file } は UTF-8 のテキストではありません（オフセット { $offset } に不正なバイト）
files-not-read = { $file } を読み込めませんでした：{ $error }
files-write-not-regular = { $file } は{ $what }で、通常のファイルではないため、何も書き込みませんでした
files-not-written = { $file } に書き込めませんでした：{ $error }

# システムのファイルダイアログを表示できないときの、アプリ独自のファイル選択。
files-chooser-fallback = システムのファイルダイアログを表示できなかったため、アプリのファイル選択を開きました。
# $folder：フォルダのパス。$error：システムが返した理由。
files-chooser-folder-unreadable = { $folder } を読み込めません：{ $error }
files-chooser-type-a-name = ファイル名を入力するか、一覧からファイルを選んでください。
files-chooser-no-folder = フォルダ { $folder } はありません。
files-chooser-no-file = ファイル { $file } はありません。
# 選択を終えるボタン（目的ごと）。
files-chooser-save-here = ここに保存
files-chooser-open-this = このファイルを開く
files-chooser-import-this = このテーマを読み込む
files-chooser-export-here = ここに書き出す
files-chooser-use-this-picture = この画像を使う
files-chooser-use-this-program = このプログラムを使う
files-chooser-up = 上へ
files-chooser-up-tip = このフォルダを含むフォルダを表示します
files-chooser-folder = フォルダ：{ $folder }
files-chooser-folder-tip = 下に一覧表示しているフォルダ
files-chooser-empty = （ここにはフォルダも該当するファイルもありません）
files-chooser-open-folder-tip = このフォルダを開きます
files-chooser-choose-file-tip = このファイルを選びます
files-chooser-file-name = ファイル名：
files-chooser-file-name-tip = このフォルダ内の名前、またはフルパス
# $filter：一覧にするファイルの種類（例「Otherworlds のゲーム」）。$extensions：拡張子
# （「.owgame, .json」）。
files-chooser-shows = 表示：{ $filter }（{ $extensions }）
files-chooser-shows-all = 表示：すべてのファイル
files-chooser-use-tip = 上の名前のファイルを使います
files-chooser-cancel = キャンセル
files-chooser-cancel-tip = ファイルを選ばずに閉じます
# ファイルダイアログのタイトル。
files-dialog-save-game = ゲームを保存
files-dialog-open-game = ゲームを開く
files-dialog-import-theme = テーマを読み込む
files-dialog-export-theme = テーマを書き出す
files-dialog-picture = 背景画像
files-dialog-engine = エンジンのプログラム
files-dialog-export-diagram = 図を書き出す
files-dialog-export-pgn = PGN で書き出す
# ダイアログが一覧にするファイルの種類。
files-filter-game = Otherworlds のゲーム
files-filter-game-or-pgn = Otherworlds のゲームまたは PGN
files-filter-pgn = PGN
files-filter-theme = Otherworlds のテーマ
files-filter-pictures = 画像
files-filter-programs = プログラム
files-filter-svg = SVG 画像
files-filter-png = PNG 画像

# $folder：フォルダのパス。$error：システムが返した理由。
files-folder-not-made = { $folder } を作成できませんでした：{ $error }
# $count：自動保存スロットの数（複数のウィンドウがそれぞれ 1 つを使います）。
files-slots-in-use = { $count } 個の自動保存スロットがすべて使用中です
# 設定ファイル。範囲外だった値（お知らせに一覧表示）：
files-settings-window-scale = ウィンドウの拡大率 { $scale }
files-settings-window-size = ウィンドウのサイズ { $width } x { $height }
files-settings-window-place = ウィンドウの位置 { $x }, { $y }
# $error：読み取り側のメッセージ（英語）。
files-settings-app-entry = その中のアプリの設定：{ $error }
files-settings-not-read = 設定ファイルを読み込めませんでした（{ $error }）。既定の設定を使い、そのファイルには上書きしません。
files-settings-not-utf8 = UTF-8 のテキストではありません
# $file：読めなかったファイルの保管先。$reason：移動できなかった理由。
files-settings-not-read-kept = 設定ファイルを読み込めませんでした（{ $error }）。そのファイルは { $file } として保管し、既定の設定を使います。
files-settings-not-read-not-moved = 設定ファイルを読み込めず（{ $error }）、別の場所へ移すこともできませんでした（{ $reason }）。既定の設定を使い、そのファイルには上書きしません。
# $values：範囲外だった値の一覧。
files-settings-repaired-kept = 設定ファイルにアプリが使えない値がありました（{ $values }）。それらはリセットし、元のファイルは { $file } として保管しました。
files-settings-repaired-not-written = 設定ファイルにアプリが使えない値がありました（{ $values }）。今回はそれらをリセットしました（元のファイルは { $file } として保管しましたが、書き直せませんでした：{ $reason }）。
files-settings-repaired-not-kept = 設定ファイルにアプリが使えない値がありました（{ $values }）。今回はそれらをリセットし、ファイルはそのままにしてあります（別に保管できませんでした：{ $reason }）。
files-settings-cannot-write = 設定を書き込めません：{ $error }
files-settings-no-read-back = 設定を読み戻せません：{ $error }
files-settings-not-as-they-are = 設定が元のとおりに読み戻せません

# バグのために失敗したファイル操作。$what：操作（例「テーマの読み込み」）。
files-lost = 「{ $what }」がアプリ内部で失敗しました（バグ）。何も変更していません
# テストでディスクを遅くしたときに、ファイル処理が行っている作業。
files-holding = ファイル処理を保留中

files-settings-zoom = ズーム { $zoom }
# 設定ファイルが読めない位置。$error：読み取り側のメッセージ（英語）。
files-settings-where = { $line } 行 { $column } 列：{ $error }

files-migrate-kept = { $old } は元の場所に残しました。{ $new } に同じ名前のファイルがあります。
files-migrate-failed = { $old } を { $new } へ移せませんでした（{ $error }）。ファイルは元の場所に残っています。
