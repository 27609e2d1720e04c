# Список ходов и управление воспроизведением.

# Где находится позиция, как её показывают подписи («Вы смотрите позицию после хода 3 (белые) из 14»).
# $number: номер хода; $count: ходов в партии; $ply: сделано решений.
history-start-position = начальная позиция
history-after-decision = после решения { $ply }
history-after-move-white = после хода { $number } (белые) из { $count }
history-after-move-black = после хода { $number } (чёрные) из { $count }
# Внутри хода в Вальхалле (хода из нескольких решений).
history-during-move-white = во время хода { $number } (белые) из { $count }
history-during-move-black = во время хода { $number } (чёрные) из { $count }
# Подсказка хода в списке. $notation: ход, как он записан (e4, Nf3).
history-move-tip = { $notation }: показать позицию после этого хода
history-pause = Пауза
history-play = Пуск
# Окно «Продолжить отсюда». $number: номер хода.
history-continue-heading = Продолжить отсюда
history-continue-text = Партия продолжится с позиции после хода { $number }; последующие ходы будут удалены. Кто играет за каждую сторону?
