# Профили игроков: имена с рейтингами и рейтинговыми партиями, хранятся в profiles.json.
# Пока файловый обработчик занят.
profiles-reading = Чтение профилей
profiles-saving = Сохранение профилей
# $error: причина (от файловой системы или разбора).
profiles-not-saved = Профили не сохранены: { $error }
profiles-not-saved-file = Профили не сохранены: файл профилей { $error }
# Файл профилей не прочитался при запуске. $file: где сохранён повреждённый файл;
# $reason: почему его не удалось отложить.
profiles-not-read = Не удалось прочитать профили ({ $error }); поверх этого файла они не сохраняются.
profiles-not-read-lost = Не удалось прочитать профили: { $error }
profiles-not-read-kept = Не удалось прочитать профили ({ $error }); файл сохранён как { $file }.
profiles-not-read-not-moved = Не удалось ни прочитать профили ({ $error }), ни отложить файл ({ $reason }); поверх него они не сохраняются.
# $repairs: что исправлено, через точку с запятой.
profiles-repaired-kept = Некоторые рейтинги в профилях были вне допустимых пределов и начинаются заново ({ $repairs }); прежний файл сохранён как { $file }.
profiles-repaired-not-written = Некоторые рейтинги в профилях были вне допустимых пределов и начинаются заново ({ $repairs }); прежний файл сохранён как { $file }, но исправленные профили записать не удалось ({ $reason }), поэтому на этот раз они не сохраняются.
profiles-repaired-not-kept = Некоторые рейтинги в профилях были вне допустимых пределов и начинаются заново ({ $repairs }); отложить файл не удалось ({ $reason }), поэтому он оставлен как есть, а профили на этот раз не сохраняются.
profiles-still-reading = профили ещё читаются
profiles-name-needed = у профиля должно быть имя
# $max: наибольшее число символов в имени.
profiles-name-too-long = имя профиля — не больше { $max } { $max ->
        [one] символа
       *[many] символов
    }
profiles-name-taken = профиль с именем { $name } уже есть
# $why: почему profiles.json нельзя перезаписывать.
profiles-not-saved-because = профили не сохраняются: { $why }

# Окно «Профили».
profiles-title = Профили
profiles-all = Все профили
profiles-being-read = Профили читаются…
profiles-none-yet = Профилей пока нет: создайте профиль в окне «Новая партия».
profiles-open-tip = Открыть рейтинги и партии профиля
# Заголовки таблицы рейтингов: семейство вариантов, рейтинг Glicko-2,
# отклонение рейтинга (RD), волатильность и число партий.
profiles-family = Семейство
profiles-rating = Рейтинг
profiles-rd = RD
profiles-volatility = Волатильность
profiles-games = Партии
profiles-chart = Рейтинг после каждой рейтинговой партии
# Ось графика и заголовок последнего столбца таблицы партий.
profiles-game = Партия
# Заголовки столбцов таблицы партий.
profiles-column-date = Дата
profiles-column-variant = Вариант
profiles-column-opponent = Соперник
profiles-column-colour = Цвет
profiles-column-result = Результат
profiles-column-rating-after = Рейтинг после
profiles-column-change = Изменение
# Заголовок столбца, по которому отсортирована таблица, с порядком: «Изменение, по убыванию».
profiles-column-sorted = { $column }, { $order }
profiles-oldest-first = сначала старые
profiles-newest-first = сначала новые
profiles-lowest-first = по возрастанию
profiles-highest-first = по убыванию
profiles-a-to-z = от А до Я
profiles-z-to-a = от Я до А
profiles-sort-tip = Сортировать по этому столбцу (ещё раз — в обратном порядке)
profiles-show-game = Показать партию
profiles-show-game-tip = Показать эту партию в проигрывателе
# В таблице партий, когда файл партии не сохранён.
profiles-not-kept = не сохранена
# Компьютерный соперник: уровень и рейтинг, например «Уровень 3 · 1250».
profiles-level-label = Уровень { $level } · { $rating }
# Соперник без профиля.
profiles-guest = Гость

# Ошибки файла профилей. $error: что пошло не так; $file: файл; $line, $column: где.
profiles-error-file = файл профилей { $error }
profiles-error-invalid = файл профилей { $file }, строка { $line }, столбец { $column }: { $error }
profiles-error-no-version = файл профилей { $file }: нет поля "version" (целого числа, например 1)
# $found: версия в файле; $version: самая новая, которую читает программа.
profiles-error-newer = файл профилей { $file }: версию { $found } записала более новая Otherworlds (эта читает версию { $version })
profiles-error-not-an-object = в файле должен быть один объект JSON: {"{"} "version": 1, "profiles": [...] {"}"}
profiles-error-bad-version = "version" должно быть целым числом от 1 до { $version }, а не { $found }
# Рейтинг вне допустимых пределов, начатый заново: $family — id семейства; $rating,
# $deviation, $volatility — найденные значения; $why — что с ними не так.
profiles-repair-rating = рейтинг { $family } ({ $rating } / { $deviation } / { $volatility }): { $why }
profiles-repair-dropped = значений истории вне допустимых пределов: { $count }, они удалены
profiles-cannot-write = не удаётся записать профили: { $error }
# $size, $max: размеры в МиБ.
profiles-cannot-write-too-big = не удаётся записать профили: они занимают { $size } МиБ, больше предельных для файла профилей { $max } МиБ (в файле остаются прежние профили)
profiles-cannot-write-read-back = не удаётся записать профили (записанные, они не читаются обратно: { $error })
profiles-repair-puzzles = рейтингов задач вне допустимых пределов: { $count }, они забыты (у задач снова исходный рейтинг)
profiles-puzzle-rating = Рейтинг в задачах
profiles-puzzles-solved = Задачи
# $solved, $tried: puzzles solved, and tried, in the family.
profiles-solved-of = { $solved } из { $tried }
