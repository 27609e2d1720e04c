# Слова самих правил: варианты, цвета, фигуры, результаты, фазы хода Вальхаллы.

variant-standard = Классические шахматы
variant-two-worlds = Два мира
variant-4d = Шахматы 4D (полный набор)
variant-4d-classic = Шахматы 4D (классический набор)
family-4d = Шахматы 4D
variant-valhalla = Вальхалла
# Режимы Вальхаллы, добавляемые к названию: «Вальхалла, перевёрнутые, зеркало».
valhalla-inverted = перевёрнутые
valhalla-mirror = зеркало
valhalla-eternal = вечные
# Ещё один элемент списка ($list — то, что было до него).
list-more = { $list }, { $item }
color-white = Белые
color-black = Чёрные
role-pawn = пешка
role-knight = конь
role-bishop = слон
role-rook = ладья
role-queen = ферзь
role-king = король
# Фигура в предложении («белый конь»).
piece-name =
    { $role ->
        [pawn]
            { $color ->
                [white] белая
               *[black] чёрная
            } пешка
        [knight]
            { $color ->
                [white] белый
               *[black] чёрный
            } конь
        [bishop]
            { $color ->
                [white] белый
               *[black] чёрный
            } слон
        [rook]
            { $color ->
                [white] белая
               *[black] чёрная
            } ладья
        [queen]
            { $color ->
                [white] белый
               *[black] чёрный
            } ферзь
       *[king]
            { $color ->
                [white] белый
               *[black] чёрный
            } король
    }
# Как закончилась партия (после двоеточия: «Белые победили: мат»).
end-checkmate = мат
end-stalemate = пат
end-insufficient-material = недостаточно материала
end-threefold-repetition = троекратное повторение
end-fifty-moves = правило 50 ходов
end-king-replaced = король заменён
end-resignation = сдача
end-timeout = время истекло
end-timeout-vs-insufficient-material = время истекло, но у соперника недостаточно материала
end-agreement = по соглашению
outcome-win =
    { $winner ->
        [white] Белые победили
       *[black] Чёрные победили
    }: { $reason }
outcome-draw = Ничья: { $reason }
# Призрак (Два мира) в предложении; $body — цвет, который у фигуры был до взятия:
# same (как $color) или другой, white или black.
piece-ghost =
    { $role ->
        [pawn]
            { $color ->
                [white] белая
               *[black] чёрная
            } пешка-призрак
        [knight]
            { $color ->
                [white] белый
               *[black] чёрный
            } конь-призрак
        [bishop]
            { $color ->
                [white] белый
               *[black] чёрный
            } слон-призрак
        [rook]
            { $color ->
                [white] белая
               *[black] чёрная
            } ладья-призрак
        [queen]
            { $color ->
                [white] белый
               *[black] чёрный
            } ферзь-призрак
       *[king]
            { $color ->
                [white] белый
               *[black] чёрный
            } король-призрак
    }{ $body ->
        [white] {" "}(прежде белого цвета)
        [black] {" "}(прежде чёрного цвета)
       *[same] {""}
    }

# Оценка хода при разборе партии.
judgement-inaccuracy = неточность
judgement-mistake = ошибка
judgement-blunder = зевок

level-1 = Новичок
level-2 = Начинающий
level-3 = Любитель
level-4 = Клубный
level-5 = Сильный клубный
level-6 = Эксперт
level-7 = Мастер
level-8 = Полная сила

board-earth = Земля
board-sky = Небо
board-battlefield = Поле битвы
board-valhalla = Вальхалла
board-valhalla-swapped = Вальхалла (цвета поменяны)
board-board = Доска
