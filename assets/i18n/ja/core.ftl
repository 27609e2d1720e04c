# ルールの用語：バリアント、色、駒、結果、ヴァルハラのターンの段階、
# 局面を作れない理由（ボードエディタのエラー）。

variant-standard = スタンダードチェス
variant-two-worlds = 二つの世界
variant-4d = 4D チェス（フルセット）
variant-4d-classic = 4D チェス（クラシックセット）
family-4d = 4D チェス
variant-valhalla = ヴァルハラ
# ヴァルハラのオプション。名前の後に付きます：「ヴァルハラ、反転、ミラー」。
valhalla-inverted = 反転
valhalla-mirror = ミラー
valhalla-eternal = 永遠
# リストにもう 1 項目を加えます（$list はそれまでの部分）。
list-more = { $list }、{ $item }
color-white = 白
color-black = 黒
role-pawn = ポーン
role-knight = ナイト
role-bishop = ビショップ
role-rook = ルーク
role-queen = クイーン
role-king = キング
# 文中の駒（「白のナイト」）。
piece-name =
    { $color ->
        [white] 白
       *[black] 黒
    }の{ $role ->
        [pawn] ポーン
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
       *[king] キング
    }
# ゲームの終わり方（「チェックメイトで白の勝ち」）。
end-checkmate = チェックメイト
end-stalemate = ステイルメイト
end-insufficient-material = 駒不足
end-threefold-repetition = 3 回の同一局面
end-fifty-moves = 50 手ルール
end-king-replaced = キングの置き換え
end-resignation = 投了
end-timeout = 時間切れ
end-timeout-vs-insufficient-material = 時間切れ（相手の駒不足）
end-agreement = 合意
outcome-win =
    { $reason }で{ $winner ->
        [white] 白
       *[black] 黒
    }の勝ち
outcome-draw = { $reason }で引き分け
# 文中のゴースト（二つの世界）。$body は取られたときの体の色：same（$color と同じ）
# または別の色 white か black。
piece-ghost =
    { $color ->
        [white] 白
       *[black] 黒
    }のゴーストの{ $role ->
        [pawn] ポーン
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
       *[king] キング
    }{ $body ->
        [white] （元は白）
        [black] （元は黒）
       *[same] {""}
    }

# 検討での手の評価。
judgement-inaccuracy = 不正確な手
judgement-mistake = 悪手
judgement-blunder = 大悪手

level-1 = 初心者
level-2 = 初級
level-3 = 気軽
level-4 = クラブ
level-5 = 強豪クラブ
level-6 = 上級
level-7 = マスター
level-8 = 全力

board-earth = 大地
board-sky = 天空
board-battlefield = 戦場
board-valhalla = ヴァルハラ
board-valhalla-swapped = ヴァルハラ（色を交換）
board-board = ボード
