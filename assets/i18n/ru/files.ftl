# Чтение и запись файлов пользователя. $file: путь к файлу; $what: что там вместо
# файла (например «a directory»); $error: причина от системы.
files-not-found = { $file } не найден
files-not-regular = { $file } — не обычный файл ({ $what })
# $size, $limit: числа байт.
files-too-large = { $file } слишком велик: { $size } { $size ->
        [few] байта
       *[many] байт
    } при пределе { $limit } { $limit ->
        [few] байта
       *[many] байт
    }
# $offset: где первый байт, не являющийся UTF-8.
files-not-text = { $file } — не текст в UTF-8 (недопустимый байт по смещению { $offset })
files-not-read = { $file } не удалось прочитать: { $error }
files-write-not-regular = { $file } — не обычный файл ({ $what }), поэтому туда ничего не записано
files-not-written = { $file } не удалось записать: { $error }

# Собственный выбор файла программы, когда системный диалог показать нельзя.
files-chooser-fallback = Не удалось показать системный диалог выбора файла, поэтому открыт собственный диалог программы.
# $folder: путь к папке; $error: причина от системы.
files-chooser-folder-unreadable = { $folder } не удаётся прочитать: { $error }
files-chooser-type-a-name = Введите имя файла или выберите файл в списке.
files-chooser-no-folder = Папки { $folder } нет.
files-chooser-no-file = Файла { $file } нет.
# Кнопка, завершающая выбор файла, для каждой цели.
files-chooser-save-here = Сохранить
files-chooser-open-this = Открыть файл
files-chooser-import-this = Импорт темы
files-chooser-export-here = Экспорт
files-chooser-use-this-picture = Взять картинку
files-chooser-use-this-program = Взять эту программу
files-chooser-up = Вверх
files-chooser-up-tip = Показать папку, в которой лежит эта
files-chooser-folder = Папка: { $folder }
files-chooser-folder-tip = Папка, содержимое которой показано ниже
files-chooser-empty = (здесь нет папок и подходящих файлов)
files-chooser-open-folder-tip = Открыть эту папку
files-chooser-choose-file-tip = Выбрать этот файл
files-chooser-file-name = Имя файла:
files-chooser-file-name-tip = Имя в этой папке или полный путь
# $filter: вид показанных файлов («Партия Otherworlds»); $extensions: их расширения.
files-chooser-shows = Показаны: { $filter } ({ $extensions })
files-chooser-shows-all = Показаны: все файлы
files-chooser-use-tip = Взять файл с указанным выше именем
files-chooser-cancel = Отмена
files-chooser-cancel-tip = Закрыть, не выбирая файл
# Заголовки диалогов выбора файла.
files-dialog-save-game = Сохранить партию
files-dialog-open-game = Открыть партию
files-dialog-import-theme = Импорт темы
files-dialog-export-theme = Экспорт темы
files-dialog-picture = Фоновая картинка
files-dialog-engine = Программа движка
files-dialog-export-diagram = Экспорт диаграммы
files-dialog-export-pgn = Экспорт в PGN
# Виды файлов, которые показывает диалог.
files-filter-game = Партия Otherworlds
files-filter-game-or-pgn = Партия Otherworlds или PGN
files-filter-pgn = PGN
files-filter-theme = Тема Otherworlds
files-filter-pictures = Картинки
files-filter-programs = Программы
files-filter-svg = Картинка SVG
files-filter-png = Картинка PNG

# $folder: путь к папке; $error: причина от системы.
files-folder-not-made = { $folder } не удалось создать: { $error }
# $count: сколько ячеек автосохранения (каждое окно автосохраняется в свою).
files-slots-in-use = заняты все ячейки автосохранения ({ $count })
# Файл настроек. Значения вне допустимых пределов, перечисляемые в сообщении:
files-settings-window-scale = масштаб окна { $scale }
files-settings-window-size = размер окна { $width } x { $height }
files-settings-window-place = положение окна { $x }, { $y }
# $error: сообщение разбора (по-английски).
files-settings-app-entry = настройки программы в нём: { $error }
files-settings-not-read = Не удалось прочитать файл настроек ({ $error }); используются настройки по умолчанию, и поверх него они не сохраняются.
files-settings-not-utf8 = это не текст в UTF-8
# $file: где сохранён нечитаемый файл; $reason: почему его не удалось переместить.
files-settings-not-read-kept = Не удалось прочитать файл настроек ({ $error }); он сохранён как { $file }, используются настройки по умолчанию.
files-settings-not-read-not-moved = Не удалось ни прочитать файл настроек ({ $error }), ни отложить его в сторону ({ $reason }); используются настройки по умолчанию, и поверх него они не сохраняются.
# $values: значения вне допустимых пределов, перечнем.
files-settings-repaired-kept = В файле настроек были значения, которые программа не может использовать ({ $values }); они сброшены, а прежний файл сохранён как { $file }.
files-settings-repaired-not-written = В файле настроек были значения, которые программа не может использовать ({ $values }); пока они сброшены (прежний файл сохранён как { $file }; записать его заново не удалось: { $reason }).
files-settings-repaired-not-kept = В файле настроек были значения, которые программа не может использовать ({ $values }); пока они сброшены, а файл оставлен как есть (отложить его не удалось: { $reason }).
files-settings-cannot-write = не удаётся записать настройки: { $error }
files-settings-no-read-back = записанные настройки не читаются обратно: { $error }
files-settings-not-as-they-are = записанные настройки читаются обратно не такими, какие они есть

# Действие с файлом, не удавшееся из-за ошибки в программе; $what: действие («Чтение вашей темы»).
files-lost = { $what }: сбой внутри программы (ошибка); ничего не изменено
# Чем занят файловый обработчик, когда тесты замедляют диск.
files-holding = Обработчик удерживается

files-settings-zoom = масштаб { $zoom }
# Где файл настроек не читается; $error: сообщение разбора (по-английски).
files-settings-where = строка { $line }, столбец { $column }: { $error }

files-migrate-kept = { $old } оставлен на месте: в { $new } уже есть файл с таким именем.
files-migrate-failed = Не удалось перенести { $old } в { $new } ({ $error }); его файлы остались на месте.
