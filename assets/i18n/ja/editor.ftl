# ボードエディタ。
editor-title = ボードエディタ
editor-clear = クリア
editor-clear-tip = ボードからすべての駒を取り除きます
editor-start-position = 初期配置
editor-start-position-tip = バリアントの初期配置を並べます
# 白と黒の選択の前。
editor-to-move = 手番：
editor-position-string = 局面文字列
editor-players = プレイヤー
# 局面が正しくないときに「ここから対局」を押した場合。$why は何が問題か。
editor-not-valid = 局面が正しくありません：{ $why }
editor-castling = キャスリング
# ヴァルハラには 2 枚のボード（戦場とヴァルハラ）があります。
editor-castling-battlefield = 戦場でのキャスリング
editor-castling-valhalla = ヴァルハラでのキャスリング
editor-en-passant = アンパッサンのマス：
editor-en-passant-battlefield = 戦場のアンパッサンのマス：
editor-en-passant-valhalla = ヴァルハラのアンパッサンのマス：
# キャスリング権のチェックボックスのスクリーンリーダー向けの名前。$letter は文字（K、Q、I…）、
# $right はその説明。
editor-castling-right = { $letter }：{ $right }
editor-halfmove-clock = 半手カウンター：
editor-move-number = 手数：
editor-valid = 局面は正しいです
editor-eraser = 消しゴム
editor-eraser-tip = クリックでマスを空にします（右クリックや Delete でも同じ）
# マスを空にするパレットのブラシ。「パレット：消しゴム」の中で使います。
editor-eraser-name = 消しゴム
# 二つの世界の記号：* はゴースト、~ はプロモーションした駒（局面文字列での書き方）。
editor-ghost = ゴースト *
editor-ghost-tip = パレットの駒をゴーストにします（天空専用）(G)
editor-promoted = プロモーション ~
editor-promoted-tip = パレットの駒をプロモーションした駒にします：最初からあるルークではありません (M)
# パレットのボタンのスクリーンリーダー向けの名前。$piece：例「白のナイト」。
editor-palette-piece = パレット：{ $piece }
# $key：駒のキー（例 N）。
editor-palette-tip = クリックで{ $piece }を置きます（フォーカスのあるマスでは { $key }）
editor-palette-tip-shift = クリックで{ $piece }を置きます（フォーカスのあるマスでは Shift+{ $key }）

# エディタの局面の問題点。
# $error：読み取り側のメッセージ（テキストを引用します）。
editor-does-not-read = 局面文字列を読み取れません：{ $error }
# $color：white か black。
editor-no-king = { $color ->
        [white] 白
       *[black] 黒
    }のキングがありません
# $count：$color のキングの数。
editor-too-many-kings = { $color ->
        [white] 白
       *[black] 黒
    }のキングが { $count } 個あります
# $cell：マスの名前。
editor-pawn-first-or-last = { $cell } にポーン：ポーンは第 1 ランクにも最終ランクにも置けません
editor-pawn-one-or-four = { $cell } にポーン：ポーンはランク 1 にもランク 4 にも置けません
editor-pawn-earth = 大地の { $cell } にポーン：大地の第 1 ランクと最終ランクにはポーンを置けません
# $color：チェックされている側、white か black。
editor-opposite-check = { $color ->
        [white] 白がチェックされていますが、黒の手番です
       *[black] 黒がチェックされていますが、白の手番です
    }
# $side：局面文字列での手番の書き方（w か b）。
editor-en-passant-rank = アンパッサンのマス { $square } がランク { $rank } にありません（{ $side } の手番）
# ヴァルハラの 2 枚のボードの一方の問題。$problem：そこで何が問題か。
editor-on-valhalla = ヴァルハラ：{ $problem }
editor-on-battlefield = 戦場：{ $problem }
editor-ghost-on-earth = 大地の { $cell } にゴースト：ゴーストは天空にしかいられません
editor-ghost-king = { $cell } にゴーストのキング：キングが取られることはありません
# $role：印のついた駒（pawn か king）。
editor-promoted-mark = { $cell } にプロモーションした{ $role ->
        [pawn] ポーン
        [king] キング
       *[other] { $role }
    }：プロモーションするのはクイーン、ルーク、ビショップ、ナイトだけです
# $earth、$sky：2 つのマス。
editor-kings-stacked = 2 つのキングが両方の階層の同じマスにいます（{ $earth } と { $sky }）
# $letter：キャスリング権の文字（I か i）。~ はプロモーションした駒の印（局面文字列での書き方）。
editor-castling-without-rook = キャスリング権 { $letter } があるのに、最初からある{ $color ->
        [white] 白
       *[black] 黒
    }のルーク（~ の印がなく、ゴーストでもないルーク）がありません
# $found、$expected：局面文字列の手番の文字。$rules：ルールの名前。
editor-valhalla-side = ヴァルハラの手番は '{ $found }' ですが、「{ $rules }」ルールでは '{ $expected }' でなければなりません
# $which：欠けているキング。
editor-missing-kings = キングが欠けています（{ $which }）。キングが欠けてよいのは終わったゲームだけです
# $color：white か black。$what：pieces か pawns。
editor-too-many = { $color ->
        [white] 白
       *[black] 黒
    }の{ $what ->
        [pawns] ポーン
        [pieces] 駒
       *[other] { $what }
    }が 2 つのボードに { $count } 個あります（最大 { $max } 個）

# パレットのプロモーションした駒（二つの世界）：「白のプロモーションしたクイーン」。
editor-promoted-piece = { $color ->
        [white] 白
       *[black] 黒
    }のプロモーションした{ $role ->
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
        [pawn] ポーン
       *[king] キング
    }
