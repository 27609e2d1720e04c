# Запросы: кнопки, ответ которых несёт данные (выбор в окне, ход), у каждой
# надпись и подсказка (-tip).

request-start = Начать
request-start-tip = Начать партию с этими игроками
request-play-computer = Играть с компьютером
request-play-computer-tip = Сразу начать партию против компьютера выбранного уровня выбранным цветом («Случайно» — по жребию при начале партии)
request-learn-variant = Изучить правила
request-learn-variant-tip = Правила этого варианта, экскурсии и упражнения на экране «Изучить правила»
request-start-variant-tip = Начать новую партию в этом варианте
request-play-move = Сделать ход
request-play-move-tip = Сыграть этот ход
request-place = Выставить
request-place-tip = Поставить фигуру на эту клетку
# $piece: название фигуры (Ферзь, Конь…)
request-promote = Превратить: { $piece }
request-promote-tip = Превратить пешку в эту фигуру
request-save = Сохранить
request-save-tip = Сохранить партию в файл
request-open = Открыть
request-open-tip = Открыть сохранённую партию или файл PGN в проигрывателе
request-export-diagram = Экспорт диаграммы
request-export-diagram-tip = Сохранить показанную доску как картинку SVG или PNG, например для учебного листка
request-export-pgn = Экспорт в PGN
request-export-pgn-tip = Записать партию на экране в PGN для других шахматных программ (другие варианты — текстом, похожим на PGN)
# $number: номер хода в списке ходов
request-view-ply = Показать позицию после хода { $number }
request-view-ply-tip = Показать позицию после этого хода
request-continue = Играть дальше
request-continue-tip = Удалить последующие ходы и играть дальше с этими игроками
request-paste-position = Вставить позицию
request-paste-position-tip = Прочитать строку позиции (Ctrl+V); правильная откроется в редакторе доски
request-lines-tip = Сколько лучших вариантов движка показывать
request-threads = Потоки
request-threads-tip = Сколькими потоками ведётся анализ (сначала — все ядра; компьютерные соперники используют один)
request-memory = Память
request-memory-tip = Сколько памяти занимает таблица анализа, от 16 МиБ до 1 ГиБ (сначала 64 МиБ): большая помогает при долгом анализе; таблица сохраняется, пока панель открыта
request-play-line = Сыграть вариант
request-play-line-tip = Сыграть на доске первый ход этого варианта
request-open-listed-game = Открыть партию
request-open-listed-game-tip = Открыть выбранную партию в проигрывателе
request-create-profile = Создать профиль
request-create-profile-tip = Добавить локального игрока с этим именем
request-show-profile = Профиль
request-show-profile-tip = Рейтинги игроков, история рейтинга и партии
request-sound = Настройки звука
request-sound-tip = Громкость и то, какие звуки звучат
request-engine = Движок
request-engine-tip = Движок для анализа: встроенный или внешний UCI-движок, который играет этот вариант
