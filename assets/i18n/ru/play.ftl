# Экран игры: боковая панель, окна партии, список партий файла PGN.

# Заголовок списка партий. $file: имя файла PGN; $count: его партии; $shown: показанные фильтром.
play-games-in = Партии в { $file }: { $count }
play-games-in-shown = Партии в { $file }: показано { $shown } из { $count }
# Строка, как её называет экранный диктор: номер, игроки, результат, турнир, дата, ходы.
play-game-row = Партия { $number }: { $white } – { $black }, { $result }, { $event }, { $date }, { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}
play-filter = Фильтр:
play-filter-hint = имена, турнир, дата, результат
play-filter-tip = Показать только партии со всеми введёнными здесь словами; стрелки выбирают, Enter открывает
# Столбцы списка партий.
play-column-number = №
play-column-white = Белые
play-column-black = Чёрные
play-column-result = Результат
play-column-event = Турнир
play-column-date = Дата
play-column-moves = Ходы

# Панель материала: что стало со взятыми фигурами (заголовок над ними).
play-rose-as-ghosts = Вознеслись призраками
play-sent-to-valhalla = Отправлены в Вальхаллу
play-sent-back = Возвращены на поле битвы
play-lost-on-valhalla = Потеряны в Вальхалле
play-lost-for-good = Потеряны навсегда
play-captured = Взяты
# Строки баланса: «Материал: Белые +3». $points: разница в пешках.
play-material = Материал
play-material-battlefield = Поле битвы
play-material-valhalla = Вальхалла
play-even = поровну
play-white-ahead = Белые +{ $points }
play-black-ahead = Чёрные +{ $points }

play-promote-to = Превратить в
# Окно результата. $score: 1-0, 0-1, 1/2-1/2; $reason: как закончилась партия (мат…, из правил).
play-white-wins = Белые победили ({ $score })
play-black-wins = Чёрные победили ({ $score })
play-draw = Ничья ({ $score })
play-result-reason = Итог: { $reason }
play-unrated-result = Партия без рейтинга: рейтинги не меняются.
# Над изменениями рейтинга игроков, по одному в строке.
play-rated-result = Рейтинговая партия:
play-takeback-heading = Вернуть ход?
play-takeback-text = Если вернуть ход, партия станет нерейтинговой.

# Боковая панель. $clock: контроль времени (5+3).
play-rated = Рейтинговая партия
play-unrated = Без рейтинга
play-clock = Часы { $clock }
play-moves = Ходы

# Вопросы за игровым столом. $player: игрок, которому засчитают поражение в брошенной рейтинговой партии.
play-abandon-rated = Бросить текущую рейтинговую партию? Игроку { $player } будет засчитано поражение, как при сдаче.
play-abandon = Бросить текущую партию? Она пропадёт, если не сохранить её заранее.
play-white-resigns = Белые сдаются? Партия закончится, и победят чёрные.
play-black-resigns = Чёрные сдаются? Партия закончится, и победят белые.
# $number: первый ход, с которого компьютер может согласиться на ничью.
play-offer-draw = Предложить ничью? Компьютер не соглашается на ничью до { $number }-го хода, а потом — только в позиции, которую его поиск считает мёртвой ничьей.
play-white-offers-draw = Белые предлагают ничью. Чёрные, вы согласны?
play-black-offers-draw = Чёрные предлагают ничью. Белые, вы согласны?
# Часы рядом с доской. $time: оставшееся время (4:59); $running: yes, пока они идут.
play-clock-white = Белые { $time }
play-clock-black = Чёрные { $time }
play-clock-white-tip = { $running ->
    [yes] Часы белых идут
   *[no] Часы белых
}
play-clock-black-tip = { $running ->
    [yes] Часы чёрных идут
   *[no] Часы чёрных
}

# Работа над ошибками (после разбора партии).
mistakes-title = Работа над ошибками
mistakes-side-white = Ошибки белых: { $at } из { $count }
mistakes-side-black = Ошибки чёрных: { $at } из { $count }
mistakes-played = В партии: { $number } { $mv }{ $symbol } ({ $judgement })
mistakes-find-white = Найдите ход лучше за белых
mistakes-find-black = Найдите ход лучше за чёрных
mistakes-checking = Проверяем ваш ход…
mistakes-good = Хороший ход
mistakes-better = Можно лучше
mistakes-loss = Этот ход теряет { $points } пунктов шансов на победу.
mistakes-shown = Ход движка: { $best }
mistakes-failed = Ход не удалось оценить: { $why }.
mistakes-none-white = У белых нет ни неточностей, ни ошибок, ни зевков.
mistakes-none-black = У чёрных нет ни неточностей, ни ошибок, ни зевков.
mistakes-done-white = Готово: вы нашли ход лучше для { $found } из { $count } { $count ->
        [one] ошибки
       *[other] ошибок
    } белых.
mistakes-done-black = Готово: вы нашли ход лучше для { $found } из { $count } { $count ->
        [one] ошибки
       *[other] ошибок
    } чёрных.
