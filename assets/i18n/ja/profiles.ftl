# プレイヤーのプロフィール：名前、レーティング、レート対象の対局。profiles.json に保存します。
# ファイル処理の作業中に表示。
profiles-reading = プロフィールを読み込み中
profiles-saving = プロフィールを保存中
# $error：理由（ファイルシステムまたは読み取り側から）。
profiles-not-saved = プロフィールは保存されませんでした：{ $error }
profiles-not-saved-file = プロフィールは保存されませんでした：プロフィールファイル { $error }
# 起動時にプロフィールファイルを読めなかった場合。$file：壊れたファイルの保管先。
# $reason：別の場所へ移せなかった理由。
profiles-not-read = プロフィールを読み込めませんでした（{ $error }）。そのファイルには上書きしません。
profiles-not-read-lost = プロフィールを読み込めませんでした：{ $error }
profiles-not-read-kept = プロフィールを読み込めませんでした（{ $error }）。そのファイルは { $file } として保管しました。
profiles-not-read-not-moved = プロフィールを読み込めず（{ $error }）、別の場所へ移すこともできませんでした（{ $reason }）。そのファイルには上書きしません。
# $repairs：修復した内容（セミコロン区切り）。
profiles-repaired-kept = プロフィールの一部のレーティングが範囲外だったため、初期値に戻しました（{ $repairs }）。元のファイルは { $file } として保管しました。
profiles-repaired-not-written = プロフィールの一部のレーティングが範囲外だったため、初期値に戻しました（{ $repairs }）。元のファイルは { $file } として保管しましたが、修復したプロフィールを書き込めなかったため（{ $reason }）、今回は保存しません。
profiles-repaired-not-kept = プロフィールの一部のレーティングが範囲外だったため、初期値に戻しました（{ $repairs }）。ファイルを別に保管できなかったため（{ $reason }）、ファイルはそのままにし、今回はプロフィールを保存しません。
profiles-still-reading = プロフィールはまだ読み込み中です
profiles-name-needed = プロフィールには名前が必要です
# $max：名前の最大文字数。
profiles-name-too-long = プロフィールの名前は最大 { $max } 文字です
profiles-name-taken = { $name } というプロフィールはすでにあります
# $why：profiles.json に上書きしてはいけない理由。
profiles-not-saved-because = プロフィールは保存されません：{ $why }

# プロフィールウィンドウ。
profiles-title = プロフィール
profiles-all = すべてのプロフィール
profiles-being-read = プロフィールを読み込み中…
profiles-none-yet = まだプロフィールがありません：「新しいゲーム」ダイアログで作成してください。
profiles-open-tip = このプロフィールのレーティングと対局を開きます
# レーティング表の見出し：レーティングの系統（バリアントのグループ）、Glicko-2 レーティング、
# レーティング偏差（RD）、変動率、対局数。
profiles-family = 系統
profiles-rating = レーティング
profiles-rd = RD
profiles-volatility = 変動率
profiles-games = 対局数
profiles-chart = レート対象の各対局後のレーティング
# グラフの軸と、対局表の最後の列の見出し。
profiles-game = 対局
# 対局表の列の見出し。
profiles-column-date = 日付
profiles-column-variant = バリアント
profiles-column-opponent = 相手
profiles-column-colour = 色
profiles-column-result = 結果
profiles-column-rating-after = 対局後レート
profiles-column-change = 増減
# 並べ替えに使っている列の見出しと順序：「増減、大きい順」。
profiles-column-sorted = { $column }、{ $order }
profiles-oldest-first = 古い順
profiles-newest-first = 新しい順
profiles-lowest-first = 小さい順
profiles-highest-first = 大きい順
profiles-a-to-z = A→Z
profiles-z-to-a = Z→A
profiles-sort-tip = この列で並べ替えます（もう一度で逆順）
profiles-show-game = 対局を表示
profiles-show-game-tip = この対局をリプレイプレーヤーで表示します
# 対局のファイルが保存されていないときの対局表の表示。
profiles-not-kept = 未保存
# コンピュータの相手：レベルとレーティング、例「レベル 3 · 1250」。
profiles-level-label = レベル { $level } · { $rating }
# プロフィールのない相手。
profiles-guest = ゲスト

# プロフィールファイルのエラー。$error：何が起きたか（ファイルシステムまたは読み取り側から）。
# $file：ファイル。$line、$column：その中の位置。
profiles-error-file = プロフィールファイル { $error }
profiles-error-invalid = プロフィールファイル { $file }、{ $line } 行 { $column } 列：{ $error }
profiles-error-no-version = プロフィールファイル { $file }："version" フィールドがありません（1 のような整数）
# $found：ファイルのバージョン。$version：このアプリが読める最新のバージョン。
profiles-error-newer = プロフィールファイル { $file }：バージョン { $found } は新しい Otherworlds で書かれています（このアプリが読めるのはバージョン { $version } まで）
profiles-error-not-an-object = ファイルには JSON オブジェクトが 1 つだけ必要です：{"{"} "version": 1, "profiles": [...] {"}"}
profiles-error-bad-version = "version" は 1 から { $version } までの整数でなければなりません（{ $found } ではなく）
# 範囲外のため初期値に戻したレーティング：$family は系統の ID。$rating、$deviation、
# $volatility は見つかった値。$why は何が問題か。
profiles-repair-rating = { $family } のレーティング（{ $rating } / { $deviation } / { $volatility }）：{ $why }
profiles-repair-dropped = 範囲外の履歴の値 { $count } 件を削除
profiles-cannot-write = プロフィールを書き込めません：{ $error }
# $size、$max：MiB 単位のサイズ。
profiles-cannot-write-too-big = プロフィールを書き込めません：{ $size } MiB あり、プロフィールファイルの上限 { $max } MiB を超えています（ファイルには以前のプロフィールが残っています）
profiles-cannot-write-read-back = プロフィールを書き込めません（読み戻せなくなります：{ $error }）
profiles-repair-puzzles = 範囲外のパズルレーティング { $count } 件を破棄（パズルは同梱のレーティングに戻ります）
profiles-puzzle-rating = パズルレーティング
profiles-puzzles-solved = パズル
# $solved, $tried: puzzles solved, and tried, in the family.
profiles-solved-of = { $tried } 問中 { $solved } 問
