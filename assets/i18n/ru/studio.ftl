# Студия оформления: панель у левого края окна, где настраивается тема.
studio-title = Студия оформления
studio-close = Закрыть
studio-close-tip = Закрыть студию (Esc)
# $what — два цвета темы, читаемые вместе («текст окна на фоне окна»);
# $ratio и $needed — коэффициенты контраста, например 3.2.
studio-hard-to-read = Трудно читать: { $what } — контраст { $ratio }:1, а тексту нужно { $needed }:1 (WCAG AA). Выберите цвет светлее или темнее.
# Замена названия готовой темы, если его нет.
studio-the-ready-made-theme = готовая тема
studio-replace-question = Заменить ваши цвета?
# $colours: название несохранённой темы пользователя; $name: выбранная готовая тема.
studio-replace-unsaved = Ваши цвета ({ $colours }) не сохранены. { $name } заменит их.
studio-keep-colours = Оставить мои цвета
studio-keep-colours-tip = Остаться со своими цветами (Esc)
studio-replace-with = Заменить на { $name }
studio-replace-with-tip = Ваши цвета пропадут, если вы их не сохранили
studio-intro = Изменения сразу видны на доске. Esc закрывает студию.
# Заголовки разделов студии.
studio-ready-made = Готовые темы
studio-window = Окно
studio-background = Фон
studio-boards = Доски
studio-pieces = Фигуры и призраки
studio-markers = Отметки
studio-lighting = Освещение 3D-вида
studio-theme-files = Файлы тем
# Названия цветов темы, каждое рядом с кнопкой цвета.
studio-colour-window = Окно
studio-colour-window-text = Текст окна
studio-colour-white-fill = Белые: заливка
studio-colour-white-outline = Белые: контур
studio-colour-white-detail = Белые: детали
studio-colour-black-fill = Чёрные: заливка
studio-colour-black-outline = Чёрные: контур
studio-colour-black-detail = Чёрные: детали
studio-colour-move-dot = Точка хода
studio-colour-capture-ring = Кольцо взятия
studio-colour-vertical-ring = Кольцо вертикального хода
studio-colour-placement = Рамка выставления
studio-colour-selected = Выбранная клетка
studio-colour-last-move = Последний ход
studio-colour-check = Свечение шаха
studio-colour-focus = Фокус клавиатуры
# Цвета стрелок и кругов, которые рисует пользователь; в скобках — клавиша при рисовании.
studio-colour-draw-green = Рисунок: зелёный
studio-colour-draw-red = Рисунок: красный (Shift)
studio-colour-draw-blue = Рисунок: синий (Alt)
studio-colour-draw-yellow = Рисунок: жёлтый (Shift+Alt)
studio-colour-clock-low = Мало времени на часах
studio-colour-coordinates = Координаты
studio-colour-banner = Баннер
studio-colour-banner-text = Текст баннера
studio-colour-sky = Небо или сплошной цвет
studio-colour-horizon = Горизонт
studio-colour-light-cells = Светлые клетки
studio-colour-dark-cells = Тёмные клетки
# $board: название доски (например «Вальхалла»).
studio-colour-board-light = { $board }: светлые клетки
studio-colour-board-dark = { $board }: тёмные клетки
# Названия кнопки цвета и поля hex для экранного диктора; $name — название цвета.
studio-colour-button = Цвет: { $name }
studio-colour-hex = Hex: { $name }
studio-ghost-opacity = Непрозрачность призраков
studio-marker-size = Размер отметок
# Направление, высота и сила света 3D-вида.
studio-light-direction = Направление
studio-light-height = Высота
studio-light-intensity = Яркость
studio-picture = Картинка…
studio-picture-tip = Использовать свою картинку PNG или JPEG
# $boards: названия остальных досок через запятую.
studio-own-colours = { $boards }: свои цвета
studio-theme-name = Название
studio-theme-name-field = Название темы
studio-save-theme = Сохранить тему
studio-save-theme-tip = Сохранить эту тему среди ваших под этим названием
studio-your-themes = Ваши темы:
studio-use-theme-tip = Использовать эту тему
studio-import = Импорт…
studio-import-tip = Использовать файл темы
studio-export = Экспорт…
studio-export-tip = Записать эту тему в файл
# $folder: папка, где хранятся темы пользователя.
studio-kept-in = Хранятся в { $folder }

# Ошибки файлов тем. $error: что пошло не так (от файловой системы или разбора).
studio-error-file = файл темы { $error }
# $place: файл; $line, $column: где в нём; $error: сообщение разбора (по-английски).
studio-error-parse = файл темы { $place }, строка { $line }, столбец { $column }: { $error }
# $field: имя настройки в файле (например ghost_opacity); $value, $min, $max: числа.
studio-error-out-of-range = файл темы { $place }: { $field } равно { $value }; нужно число от { $min } до { $max }
studio-error-serialize = не удалось записать тему в RON: { $error }
studio-error-no-config-dir = в этой системе неизвестна папка настроек (задайте XDG_CONFIG_HOME или HOME)
studio-error-bad-name = в названии темы должна быть буква или цифра; в '{ $name }' их нет
studio-error-image = фон темы: { $error }
# Ошибки фоновой картинки. $image: файл.
studio-image-error-file = файл картинки { $error }
studio-image-too-many-pixels = картинка { $image } — { $width }x{ $height } пикселей; предел — { $side } пикселей по стороне и { $pixels } пикселей всего
# $reason: сообщение декодера (по-английски).
studio-image-not-an-image = { $image } — не картинка PNG или JPEG ({ $reason })
studio-image-unknown-format = неизвестный формат файла
# Сообщения после действий с темой; $name: название темы.
studio-using-ready-made = Используется готовая тема { $name }.
# $id: внутреннее имя готовой темы (если показано — это ошибка).
studio-ready-made-broken = Готовая тема { $id } повреждена.
studio-imported = Импортировано: { $file }.
studio-using-yours = Используется ваша тема { $name }.

# $file: имя файла или путь.
studio-background-chosen = Фон: { $file }.
# $error: причина (предложение от программы).
studio-background-not-shown = Фоновая картинка не показана: { $error }
studio-theme-unchanged = Тема не изменена: { $error }
# Тему не удалось восстановить при запуске; $error — почему.
studio-not-restored = Ваша тема не восстановлена: { $error }
studio-not-restored-kept = Ваша тема не восстановлена: { $error }. Файл сохранён как { $file }; используется тема Classic.
# $reason: почему повреждённый файл не удалось переименовать.
studio-not-restored-not-moved = Ваша тема не восстановлена: { $error }. Файл не удалось отложить ({ $reason }), поэтому текущая тема поверх него не сохраняется.
studio-not-restored-unreadable = Ваша тема не восстановлена: { $error }. Текущая тема поверх этого файла не сохраняется.
studio-not-saved = Текущая тема не сохранена: файл темы { $error }
studio-saved-as = Сохранено как { $file }.
studio-exported-to = Экспортировано: { $file }.
# Пока файловый обработчик занят.
studio-listing-themes = Список ваших тем
studio-reading = Чтение { $file }
studio-reading-picture = Чтение картинки { $file }

studio-reading-your-theme = Чтение вашей темы
