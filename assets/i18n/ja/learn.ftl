# 「学ぶ」画面：バリアントのルール、ガイド付きツアー、練習問題。
# $error：そのパートを読み込めない理由。
learn-part-does-not-load = レッスンのこのパートを読み込めません：{ $error }
learn-coordinates-hint = マスをクリックするか、キーボードのフォーカスを移すと、その座標が表示されます。
learn-try-it = 対局してみる
learn-try-it-tip = 上に書かれたレベルのコンピュータとこのゲームを始めます。そのまま普通のゲームとして続きます
learn-show-me = お手本
learn-show-me-tip = この図が説明している手を指します
learn-reset = リセット
learn-reset-diagram-tip = 図の局面に戻します
learn-reset-check-tip = チェックの局面に戻して、別の答えを試します
learn-reset-exercise-tip = 練習問題を最初からやり直します
learn-save-diagram = 図を保存…
learn-save-diagram-tip = この図を SVG か PNG で保存します（教材づくりに）
learn-pass = パス
learn-pass-tip = ヴァルハラでは手を指しません（今は可能です）
# 利きを表示する駒を選ぶボタンの前。
learn-piece = 駒：
learn-piece-tip = この駒だけをボードに置き、その利きを光らせます
# $role：駒。$count：マスの数。
learn-range-count = { $role ->
        [pawn] ポーン
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
       *[king] キング
    }は { $count } マスに届きます。
# チェックへの応じ方。$way はその 1 つ（例「ラインをふさぐ」）。
learn-way-done = { $way }：達成
learn-way-possible = { $way }：ここでは可能
learn-way-impossible = { $way }：ここでは不可能
learn-answered-check = チェックに応じました：{ $way }。
learn-answered-check-and-check = チェックに応じました：{ $way }。今度は相手がチェックされています。
# チェックへの 3 つの応じ方。
learn-way-capture = 攻撃している駒を取る
learn-way-block = ラインをふさぐ
learn-way-king = キングを動かす
# 練習問題：使った手数と許された手数。
learn-moves-used = 手数：{ $used }／{ $allowed }
# $cells：まだ到達していない目標のマスの名前（読点区切り）。
learn-targets-left = 残りの目標：{ $cells }
learn-hints = ヒント
learn-hide-hints = ヒントを隠す
learn-hints-tip = ヒントの矢印を表示／非表示にします
learn-next-level = 次のレベル
learn-next-level-tip = 次の練習問題
learn-solved-before = この練習問題は以前に解いています。
# クイズの問題。$role：駒、$from と $to：マス。
learn-quiz-question = { $role ->
        [pawn] ポーン
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
       *[king] キング
    }は { $from } から { $to } へ動けますか？
learn-quiz-question-any = この駒は { $from } から { $to } へ動けますか？
learn-legal = 合法
learn-legal-tip = 答え：この手は合法
learn-illegal = 違法
learn-illegal-tip = 答え：この手は違法
# クイズの答え。$changes はその手が何を変えるか（例「x を 2、y を 1 変えます（2 つの座標）」）。
# $why：コースの説明（空のこともあります）。
learn-quiz-right-legal = 正解：この手は合法です。{ $from } から { $to } への手は、{ $changes }。{ $why }
learn-quiz-right-illegal = 正解：この手は違法です。{ $from } から { $to } への手は、{ $changes }。{ $why }
learn-quiz-wrong-legal = 残念：この手は合法です。{ $from } から { $to } への手は、{ $changes }。{ $why }
learn-quiz-wrong-illegal = 残念：この手は違法です。{ $from } から { $to } への手は、{ $changes }。{ $why }
# 図ごとのボタンの前の「図 2／3：」。ボタンのツールチップは「図 2」。
learn-diagram-of = 図 { $n }／{ $count }：
learn-diagram-n = 図 { $n }
learn-question-of = 問題 { $n }／{ $count }：
learn-question-n = 問題 { $n }

# 「座標」ステップでの 4D のマスの座標。$cell：名前（例 a1[0,1]）。
# $x、$y、$z、$w：座標。$file：ファイルの文字。$rank：ランクの数字。
# $side は left か right、$row は lower か upper。
learn-cell-coordinates = { $cell }：x = { $x }（ファイル { $file }）、y = { $y }（ランク { $rank }）、z = { $z }（{ $side ->
        [left] 左
       *[right] 右
    }のボード）、w = { $w }（{ $row ->
        [lower] 下
       *[upper] 上
    }の列）：{ $side ->
        [left] 左
       *[right] 右
    }{ $row ->
        [lower] 下
       *[upper] 上
    }のボード。テッセラクトでは{ $row ->
        [lower] 内部
       *[upper] 外部
    }立方体
# 手が変える 1 つの座標：$axis は x、y、z、w。$by は変化量。
learn-change-axis = { $axis } を { $by }
# 手が変えるもの。$a、$b、$c、$d は learn-change-axis のテキスト。
learn-changes-none = 何も変えません（座標の変化なし）
learn-changes-one = { $a } 変えます（1 つの座標）
learn-changes-two = { $a }、{ $b } 変えます（2 つの座標）
learn-changes-three = { $a }、{ $b }、{ $c } 変えます（3 つの座標）
learn-changes-four = { $a }、{ $b }、{ $c }、{ $d } 変えます（4 つの座標）

learn-title = 学ぶ
# 読み込めないコース。$n：番号。
learn-course-broken = コース { $n }（読み込めません）
learn-course-tip = このバリアントのルール、ガイド付きツアー、練習問題
learn-back-to-game = ゲームに戻る
learn-back-to-game-tip = レッスンを閉じます。ゲームは離れたときのままです (Escape)
learn-rules = ルール
learn-rules-tip = ルールごとに 1 セクション。それぞれに動く図つき
# $title：コースのツアーのタイトル。
learn-tour = ツアー：{ $title }
learn-tour-tip = 1 ステップずつ進むガイド付きレッスン
learn-exercise = 練習問題：{ $title }
learn-exercise-tip = 許された手数で、印のついたマスに到達します
learn-level = レベル { $n }
# 学習者が終えた項目。$title：そのタイトル。
learn-item-done = { $title }（完了）
learn-back = 戻る
learn-back-tip = 前の図、問題、ステップ (Page Up, Alt+Left)
learn-next = 次へ
learn-next-tip = 次の図、問題、ステップ (Page Down, Alt+Right)
# 学習者の現在地：「セクション 3／12」。
learn-section-of = セクション { $n }／{ $count }
learn-step-of = ステップ { $n }／{ $count }
learn-level-of = レベル { $n }／{ $count }

# コースファイルのエラー（コースの作成者向け）。$cell：書かれたとおりのマスの名前。
learn-error-no-cell = このボードにマス "{ $cell }" はありません
learn-error-no-cell-to-select = 選択するマス "{ $cell }" がありません
learn-error-position = 局面 "{ $position }"：{ $error }
learn-cannot-show = この手は表示できません：{ $error }
# 「お手本」の後、図の下に表示。$moves：指した手（読点区切り）。
# $result：ゲームの終わり方（例「チェックメイトで黒の勝ち (0-1)」）。
learn-shown = お手本：{ $moves }
learn-shown-result = お手本：{ $moves }。{ $result }
# $mv：学習者が指した手（棋譜の表記）。
learn-played = 指した手：{ $mv }
learn-played-result = 指した手：{ $mv }。{ $result }
learn-played-pass = 指した手：パス

learn-error-no-target = 練習問題には目標のマスが少なくとも 1 つ必要です
learn-error-no-range-cell = 利きのステップ用のマス "{ $cell }" がありません
# $mv：コースファイルに書かれた手。
learn-error-not-a-move = "{ $mv }" はこのボードの 2 つのマスではありません
# $count 手で解いた練習問題。
learn-solved-in = { $count } 手で解けました！
learn-out-of-moves = 手数が残っていません：「リセット」して別の方法を試しましょう。
learn-move-gives-check = その手はチェックになります：練習問題では相手のキングには手を出しません。別の手を試しましょう。

learn-no-such-course = そのようなコースはありません
