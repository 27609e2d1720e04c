# Справка > Горячие клавиши: таблица клавиш, что они делают и где работают.

shortcuts-keys = Клавиши
shortcuts-what = Что делает
shortcuts-where = Где
# Где работает клавиша (столбец «Где»).
shortcuts-everywhere = Везде
shortcuts-game-and-editor = Партия и редактор
shortcuts-game = Партия
shortcuts-editor = Редактор
shortcuts-learn = Обучение
shortcuts-several-screens = Несколько экранов
# Заголовок таблицы клавиш доски (B и Tab — клавиши).
shortcuts-board-cell = На клетке доски с фокусом (B или Tab переводит фокус на доску)
