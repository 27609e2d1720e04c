# Панель анализа компьютера.
computer-game-over = Здесь партия окончена: анализировать нечего.
computer-waiting-for-review = Ожидание: идёт разбор партии.
computer-stopped = Остановлено: «Пуск» (G) запускает анализ этой позиции.
# Перед кнопками, задающими число вариантов движка.
computer-lines = Варианты:
computer-lines-tip = Показать { $count ->
        [one] { $count } лучший вариант
        [few] { $count } лучших варианта
       *[many] { $count } лучших вариантов
    } движка (+ и - меняют число)
computer-threads = Потоки
computer-memory = Память
# Размер таблицы движка; $size — число мебибайт.
computer-mib = { $size } МиБ
computer-go = Пуск
computer-stop = Стоп
computer-play-from-here-tip = Начать партию с позиции на доске против выбранного уровня или человека
computer-analysing = Анализ…
# Над вариантами движка. $status: searching, stopped или done.
computer-depth = Глубина { $depth } ({ $status ->
        [searching] поиск
        [stopped] остановлен
       *[done] готово
    }), { $speed }, таблица заполнена на { $table }%; оценка за белых
computer-depth-tip = Насколько этот поиск заполнил таблицу движка (Память): если близко к 100%, с большей памятью долгий анализ сохранит больше найденного
computer-play-line-tip = Сыграть на доске первый ход этого варианта
computer-lines-held = Пока указатель над вариантами, они не обновляются; новые ждут
# Скорость движка: $speed миллионов (десятичное число) или тысяч позиций в секунду.
computer-speed-millions = { $speed } млн узлов/с
computer-speed-thousands = { $speed } тыс. узлов/с
# Почему компьютер отклоняет ничью (в строке состояния).
computer-draw-too-early = он не соглашается на ничью до { $moves }-го хода
computer-draw-not-dead = позиция не мёртвая ничья: играйте дальше
# Название шкалы оценки для экранного диктора; $score: например «+0.35».
computer-eval-bar = Шкала оценки: { $score } за белых
# Пауза между ходами, когда партия или воспроизведение идут сами.
computer-delay = Пауза
# После числа паузы: секунды (с пробелом впереди).
computer-seconds-suffix = {" "}с
computer-delay-tip = Время между двумя ходами, когда партия или воспроизведение идут сами

# Разбор партии.
computer-review = Разбор партии
# Почему разбор не закончился, после «Разбор не завершён:».
computer-review-stopped = его остановили
computer-reviewing-start = Разбор: начало…
computer-reviewing = Разбор: { $done } из { $total ->
        [one] { $total } позиции
       *[many] { $total } позиций
    }
computer-review-failed = Разбор не завершён: { $why }.
computer-previous-mistake = Пред. ошибка
computer-previous-mistake-tip = Показать позицию после предыдущего оценённого хода
computer-next-mistake = След. ошибка
computer-next-mistake-tip = Показать позицию после следующего оценённого хода
# Оценённый ход: $mv — ход, $symbol — знак (?!, ?, ??), $judgement — название
# («ошибка»), $before и $after — оценки до и после, $best — ход движка.
computer-judged-move = { $mv } { $symbol }: { $judgement } (было { $before }, стало { $after }); движок предпочёл { $best }.
# Заголовки итоговой таблицы разбора.
computer-white = Белые
computer-black = Чёрные
computer-accuracy = Точность
# Точность в процентах.
computer-percent = { $value }%
computer-inaccuracies = Неточности ?!
computer-mistakes = Ошибки ?
computer-blunders = Зевки ??
computer-average-loss = Средняя потеря
computer-average-loss-tip = Потеря в сотых долях пешки за ход, каждое значение в пределах ±10 пешек
# Подсказка графика шансов на первой точке; $value: оценка там.
computer-chances-start = Начало: { $value }
computer-chances-tip = Шансы белых на победу ход за ходом; щёлкните, чтобы показать позицию

# Под вариантом движка: $depth и $seldepth (самый глубокий просмотренный вариант), $speed.
computer-line-detail = глубина { $depth }/{ $seldepth }, { $speed }
computer-engine = Движок
computer-engine-builtin = Otherworlds (встроенный)
