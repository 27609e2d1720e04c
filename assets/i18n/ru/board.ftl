# Доска: клавиши рисования (окно «Горячие клавиши»: клавиша, затем что она делает),
# названия для экранного диктора.

# Сама клавиша O (обводит клетку): оставить букву клавиши.
board-key-circle = O
board-key-circle-tip = Обвести клетку с фокусом (ещё раз — убрать круг)
# Сама клавиша D (рисует стрелку): оставить букву клавиши.
board-key-arrow = D
board-key-arrow-tip = Начать стрелку на клетке с фокусом; D на другой клетке её заканчивает
board-key-clear = Delete
board-key-clear-tip = Стереть рисунки показанной позиции (также Backspace)
board-key-colours = Shift / Alt / Shift+Alt
board-key-colours-tip = С O или D: красный, синий или жёлтый вместо зелёного

# Что диктор говорит о клетке после её названия и фигуры, каждая часть — элемент
# списка через запятую: «e4, Небо, белый конь-призрак, взятие здесь».
board-empty = пусто
board-selected = выбрана
board-in-check = под шахом
board-gives-check = даёт шах
board-move-here = ход сюда
board-capture-here = взятие здесь
board-en-passant-here = взятие на проходе здесь
board-taken-en-passant = взята на проходе
board-vertical-move-here = вертикальный ход сюда
board-vertical-capture-here = вертикальное взятие здесь
board-place-here = выставить сюда
board-beam = луч света от выбранной фигуры
# Рисунки на клетке. $colour: green, red, blue, yellow; $cell: название другой клетки.
board-circle = { $colour ->
    [green] зелёный
    [red] красный
    [blue] синий
   *[yellow] жёлтый
} круг
board-arrow-to = { $colour ->
    [green] зелёная
    [red] красная
    [blue] синяя
   *[yellow] жёлтая
} стрелка на { $cell }
board-arrow-from = { $colour ->
    [green] зелёная
    [red] красная
    [blue] синяя
   *[yellow] жёлтая
} стрелка с { $cell }
board-arrow-starts-here = здесь начинается стрелка
