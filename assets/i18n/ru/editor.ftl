# Редактор доски.
editor-title = Редактор доски
editor-clear = Очистить
editor-clear-tip = Убрать все фигуры с досок
editor-start-position = Начальная позиция
editor-start-position-tip = Расставить начальную позицию варианта
# Перед выбором «Белые»/«Чёрные».
editor-to-move = Ход:
editor-position-string = Строка позиции
editor-players = Игроки
# При «Играть отсюда», когда позиция недопустима; $why — что не так.
editor-not-valid = Позиция недопустима: { $why }
editor-castling = Рокировка
# У Вальхаллы две доски: поле битвы и Вальхалла.
editor-castling-battlefield = Рокировка на поле битвы
editor-castling-valhalla = Рокировка в Вальхалле
editor-en-passant = Поле взятия на проходе:
editor-en-passant-battlefield = Поле взятия на проходе (поле битвы):
editor-en-passant-valhalla = Поле взятия на проходе (Вальхалла):
# Название флажка права рокировки для экранного диктора: $letter — буква (K, Q, I…),
# $right — описание.
editor-castling-right = { $letter }: { $right }
editor-halfmove-clock = Счётчик полуходов:
editor-move-number = Номер хода:
editor-valid = Позиция допустима
editor-eraser = Ластик
editor-eraser-tip = Щелчок очищает клетку (как и правый щелчок или Delete)
# Кисть палитры, очищающая клетки, в «Палитра: ластик».
editor-eraser-name = ластик
# Пометки «Двух миров»: * — призрак, ~ — превращённая фигура (как в строке позиции).
editor-ghost = Призрак *
editor-ghost-tip = Фигуры палитры — призраки (только на Небе) (G)
editor-promoted = Превращ. ~
editor-promoted-tip = Фигуры палитры — превращённые: не исходные ладьи (M)
# Название кнопки палитры для экранного диктора; $piece: например «белый конь».
editor-palette-piece = Палитра: { $piece }
# $key: клавиша фигуры (например N).
editor-palette-tip = Поставить щелчком: { $piece } (или { $key } на клетке с фокусом)
editor-palette-tip-shift = Поставить щелчком: { $piece } (или Shift+{ $key } на клетке с фокусом)

# Что не так с позицией в редакторе (программа делает первую букву заглавной).
# $error: сообщение разбора, цитирующее текст.
editor-does-not-read = строку позиции не удаётся прочитать: { $error }
editor-no-king = нет { $color ->
        [white] белого
       *[black] чёрного
    } короля
# $count: сколько королей цвета $color.
editor-too-many-kings = { $count ->
        [2] два { $color ->
            [white] белых
           *[black] чёрных
        } короля
        [3] три { $color ->
            [white] белых
           *[black] чёрных
        } короля
        [4] четыре { $color ->
            [white] белых
           *[black] чёрных
        } короля
       *[other] { $color ->
            [white] белых
           *[black] чёрных
        } королей: { $count }
    }
# $cell: название клетки.
editor-pawn-first-or-last = пешка на { $cell }: пешки не стоят на первой и последней горизонталях
editor-pawn-one-or-four = пешка на { $cell }: пешки не стоят на 1-й и 4-й горизонталях
editor-pawn-earth = пешка на Земле, на { $cell }: на первой и последней горизонталях Земли пешки не стоят
# $color: сторона под шахом.
editor-opposite-check = { $color ->
        [white] белым шах, но ход чёрных
       *[black] чёрным шах, но ход белых
    }
# $side: чья очередь хода (white или black).
editor-en-passant-rank = поле взятия на проходе { $square } не на { $rank }-й горизонтали ({ $side ->
        [white] ход белых
        [black] ход чёрных
       *[other] ход: { $side }
    })
# Ошибка на одной из двух досок Вальхаллы; $problem — что там не так.
editor-on-valhalla = в Вальхалле: { $problem }
editor-on-battlefield = на поле битвы: { $problem }
editor-ghost-on-earth = призрак на Земле, на { $cell }: призраки живут только на Небе
editor-ghost-king = король-призрак на { $cell }: королей никогда не берут
# $role: помеченная фигура (pawn или king).
editor-promoted-mark = { $role ->
        [pawn] превращённая пешка
        [king] превращённый король
       *[other] превращённая фигура ({ $role })
    } на { $cell }: превращёнными бывают только ферзи, ладьи, слоны и кони
# $earth, $sky: две клетки.
editor-kings-stacked = оба короля стоят на одноимённых полях двух уровней ({ $earth } и { $sky })
# $letter: буква права рокировки (I или i); ~ — пометка превращённой фигуры.
editor-castling-without-rook = право рокировки { $letter } без исходной { $color ->
        [white] белой
       *[black] чёрной
    } ладьи (ладьи без пометки ~ и не призрака)
# $found, $expected: буквы стороны в строке позиции; $rules: normal или inverted.
editor-valhalla-side = очередь хода в Вальхалле — '{ $found }', а по { $rules ->
        [normal] Обычным правилам
        [inverted] правилам «Перевёрнутые»
       *[other] правилам «{ $rules }»
    } должна быть '{ $expected }'
# $which: каких королей нет.
editor-missing-kings = не хватает королей ({ $which }); без короля может быть только оконченная партия
# $color: white или black; $what: pieces или pawns.
editor-too-many = { $color ->
        [white] у белых
       *[black] у чёрных
    } на двух досках { $what ->
        [pawns] пешек
        [pieces] фигур
       *[other] { $what }
    }: { $count }, а можно не больше { $max }

# Превращённая фигура палитры («Два мира»): «белый превращённый ферзь».
editor-promoted-piece = { $role ->
        [knight] { $color ->
            [white] белый превращённый
           *[black] чёрный превращённый
        } конь
        [bishop] { $color ->
            [white] белый превращённый
           *[black] чёрный превращённый
        } слон
        [rook] { $color ->
            [white] белая превращённая
           *[black] чёрная превращённая
        } ладья
        [queen] { $color ->
            [white] белый превращённый
           *[black] чёрный превращённый
        } ферзь
        [pawn] { $color ->
            [white] белая превращённая
           *[black] чёрная превращённая
        } пешка
       *[king] { $color ->
            [white] белый превращённый
           *[black] чёрный превращённый
        } король
    }
