# Клавиши, как их называют подсказки и окно «Горячие клавиши». «Ctrl», «Alt», «Shift» и
# буквы даёт система; здесь клавиши, названия которых даёт программа.

# Две или больше клавиш с одним действием: $keys — одна клавиша или уже собранный список, $key — следующая.
keys-or = { $keys } или { $key }
keys-left-arrow = Стрелка влево
keys-right-arrow = Стрелка вправо
keys-space = Пробел
keys-home = Home
keys-end = End
keys-page-down = Page Down
keys-page-up = Page Up

# Клавиши клетки доски с фокусом (окно «Горячие клавиши»: клавиша, затем что она делает).
keys-board-arrows = Стрелки
keys-board-arrows-tip = Перемещать фокус по доске
keys-board-alt-arrows = Alt+стрелки
keys-board-alt-arrows-tip = Перевести фокус на следующую доску
keys-board-enter = Enter / пробел
keys-board-enter-tip = Выбрать фигуру, сходить ею на клетку с фокусом
keys-board-escape = Escape
keys-board-escape-tip = Отменить стрелку, начатую клавишей, иначе снять выбор, иначе уйти с доски
