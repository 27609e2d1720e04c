# 誰が指すか：人、またはあるレベルのコンピュータ。$number：レベル（1-8）。
# $name：レベルの名前。

players-human = 人間
# 1 人がコンピュータと指すときのその人（ウィンドウはその人のもの）。
players-you = あなた
# プレイヤーの選択リストで。
players-level-named = レベル { $number }（{ $name }）
# かっこの中：「白（レベル 3、カジュアル）が考えています…」。
players-level-described = レベル { $number }、{ $name }
players-level = レベル { $number }
# 対戦カード、白が先：「あなた vs レベル 3」。
players-versus = { $white } vs { $black }
