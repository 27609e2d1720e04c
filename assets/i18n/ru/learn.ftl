# Экран «Изучить правила»: правила варианта, уроки с подсказками и упражнения.
# $error: почему часть не загружается.
learn-part-does-not-load = Эта часть урока не загружается: { $error }
learn-coordinates-hint = Щёлкните по любой клетке или переведите на неё фокус клавиатуры, чтобы увидеть её координаты.
learn-try-it = Попробовать
learn-try-it-tip = Начать эту партию против компьютера на указанном выше уровне; она продолжится как обычная партия
learn-show-me = Показать
learn-show-me-tip = Сыграть ход, о котором эта диаграмма
learn-reset = Сброс
learn-reset-diagram-tip = Вернуть позицию диаграммы
learn-reset-check-tip = Вернуть шах и попробовать другой ответ
learn-reset-exercise-tip = Начать упражнение заново
learn-save-diagram = Сохранить диаграмму…
learn-save-diagram-tip = Сохранить эту диаграмму как SVG или PNG, для учебного листка
learn-pass = Пропустить
learn-pass-tip = Не делать хода в Вальхалле (сейчас это разрешено)
# Перед кнопками выбора фигуры, чьи ходы показываются.
learn-piece = Фигура:
learn-piece-tip = Поставить на доску только эту фигуру и подсветить её ходы
# $role: фигура; $count: число клеток.
learn-range-count = { $role ->
        [pawn] Пешка достаёт
        [knight] Конь достаёт
        [bishop] Слон достаёт
        [rook] Ладья достаёт
        [queen] Ферзь достаёт
       *[king] Король достаёт
    } до { $count ->
        [one] { $count } клетки
        [few] { $count } клеток
       *[many] { $count } клеток
    }.
# Способы ответить на шах; $way — один из них («закрыться»).
learn-way-done = { $way }: сделано
learn-way-possible = { $way }: здесь возможно
learn-way-impossible = { $way }: здесь невозможно
learn-answered-check = Вы ответили на шах способом «{ $way }».
learn-answered-check-and-check = Вы ответили на шах способом «{ $way }». Теперь шах другой стороне.
# Три способа ответить на шах.
learn-way-capture = взять атакующую фигуру
learn-way-block = закрыться
learn-way-king = отойти королём
# Упражнение: сделано ходов из разрешённых.
learn-moves-used = Ходы: { $used } из { $allowed }
# $cells: ещё не достигнутые целевые клетки через запятую.
learn-targets-left = Осталось целей: { $cells }
learn-hints = Подсказки
learn-hide-hints = Скрыть подсказки
learn-hints-tip = Показать или скрыть стрелки-подсказки
learn-next-level = Следующий уровень
learn-next-level-tip = Следующее упражнение
learn-solved-before = Вы уже решали это упражнение.
# Вопрос викторины; $role: фигура, $from и $to: клетки.
learn-quiz-question = Может ли { $role ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } пойти с { $from } на { $to }?
learn-quiz-question-any = Может ли фигура пойти с { $from } на { $to }?
learn-legal = Допустим
learn-legal-tip = Ответ: ход допустим
learn-illegal = Недопустим
learn-illegal-tip = Ответ: ход недопустим
# Ответ на вопрос. $changes — что меняет ход («меняет x на 1 (одну координату)»);
# $why: пояснение курса (может быть пустым).
learn-quiz-right-legal = Верно: ход допустим. С { $from } на { $to } он { $changes }. { $why }
learn-quiz-right-illegal = Верно: ход недопустим. С { $from } на { $to } он { $changes }. { $why }
learn-quiz-wrong-legal = Не совсем: ход допустим. С { $from } на { $to } он { $changes }. { $why }
learn-quiz-wrong-illegal = Не совсем: ход недопустим. С { $from } на { $to } он { $changes }. { $why }
# «Диаграмма 2 из 3:» перед кнопками диаграмм; подсказки кнопок — «Диаграмма 2».
learn-diagram-of = Диаграмма { $n } из { $count }:
learn-diagram-n = Диаграмма { $n }
learn-question-of = Вопрос { $n } из { $count }:
learn-question-n = Вопрос { $n }

# Координаты клетки 4D на шаге «Координаты». $side: left или right, $row: lower или upper.
learn-cell-coordinates = { $cell }: x = { $x } (вертикаль { $file }), y = { $y } (горизонталь { $rank }), z = { $z } ({ $side ->
        [left] левая
       *[right] правая
    } доска), w = { $w } ({ $row ->
        [lower] нижний
       *[upper] верхний
    } ряд): { $row ->
        [lower] нижняя
       *[upper] верхняя
    } { $side ->
        [left] левая
       *[right] правая
    } доска; в тессеракте — { $row ->
        [lower] внутренний
       *[upper] внешний
    } куб
# Одна координата, которую меняет ход: $axis — x, y, z или w; $by — на сколько.
learn-change-axis = { $axis } на { $by }
# Что меняет ход; $a, $b, $c, $d — тексты learn-change-axis.
learn-changes-none = ничего не меняет (ни одной координаты)
learn-changes-one = меняет { $a } (одну координату)
learn-changes-two = меняет { $a } и { $b } (две координаты)
learn-changes-three = меняет { $a }, { $b } и { $c } (три координаты)
learn-changes-four = меняет { $a }, { $b }, { $c } и { $d } (четыре координаты)

learn-title = Обучение
# Курс, который не загружается; $n: его номер.
learn-course-broken = Курс { $n } (не загружается)
learn-course-tip = Правила, уроки с подсказками и упражнения этого варианта
learn-back-to-game = К партии
learn-back-to-game-tip = Закрыть уроки; партия ждёт там, где вы её оставили (Escape)
learn-rules = Правила
learn-rules-tip = По разделу на правило, в каждом — живая диаграмма
# $title: название урока из курса.
learn-tour = Урок: { $title }
learn-tour-tip = Урок с подсказками, шаг за шагом
learn-exercise = Упражнение: { $title }
learn-exercise-tip = Дойдите до отмеченных клеток за разрешённое число ходов
learn-level = Уровень { $n }
# Пройденный пункт списка; $title: его название.
learn-item-done = { $title } (пройдено)
learn-back = Назад
learn-back-tip = Предыдущая диаграмма, вопрос или шаг (Page Up, Alt+Left)
learn-next = Далее
learn-next-tip = Следующая диаграмма, вопрос или шаг (Page Down, Alt+Right)
# Где сейчас ученик: «Раздел 3 из 12».
learn-section-of = Раздел { $n } из { $count }
learn-step-of = Шаг { $n } из { $count }
learn-level-of = Уровень { $n } из { $count }

# Ошибки файла курса (для авторов курса). $cell: название клетки, как написано.
learn-error-no-cell = на этой доске нет клетки «{ $cell }»
learn-error-no-cell-to-select = нет клетки «{ $cell }», чтобы её выбрать
learn-error-position = позиция «{ $position }»: { $error }
learn-cannot-show = Этот ход нельзя показать: { $error }
# Под диаграммой после «Показать»; $moves: сыгранные ходы через запятую;
# $result: чем кончилась партия («Чёрные победили: мат (0-1)»).
learn-shown = Показано: { $moves }
learn-shown-result = Показано: { $moves }. { $result }
# $mv: ход ученика, как его пишет список ходов.
learn-played = Сыграно: { $mv }
learn-played-result = Сыграно: { $mv }. { $result }
learn-played-pass = Сыграно: пропуск хода

learn-error-no-target = в упражнении нужна хотя бы одна целевая клетка
learn-error-no-range-cell = нет клетки «{ $cell }» для шага с ходами фигуры
# $mv: ход, как его пишет файл курса.
learn-error-not-a-move = «{ $mv }» — не две клетки этой доски
# Упражнение решено за $count ходов.
learn-solved-in = Решено за { $count ->
        [one] { $count } ход
        [few] { $count } хода
       *[many] { $count } ходов
    }!
learn-out-of-moves = Ходы кончились: нажмите «Сброс» и попробуйте по-другому.
learn-move-gives-check = Этот ход объявляет шах: в упражнении чужого короля не трогают. Попробуйте другой ход.

learn-no-such-course = такого курса нет
