# Рамка окна: меню, верхняя панель, сообщения, файловые диалоги, доска анализа.

# Меню в строке меню.
shell-menu-game = Партия
shell-menu-view = Вид
shell-menu-learn = Обучение
shell-menu-profiles = Профили
shell-menu-help = Справка

# Доска анализа. $error: почему позиция недопустима (из правил).
shell-back-to-game = Вы вернулись к своей партии.
shell-position-not-valid = Позиция недопустима: { $error }
shell-analysis-while-restoring = Ваша партия ещё восстанавливается; откройте доску анализа чуть позже.
shell-analysis-opened = Доска анализа: ходы здесь не входят в вашу партию; «К партии» возвращает к ней.
# Строка под заголовком на доске анализа; $position: слова вроде «после хода 12 (белые) из 40».
shell-analysis-caption = Доска анализа: ходы за обе стороны; «К партии» возвращает к вашей партии
shell-analysis-caption-at = Доска анализа, { $position }: End возвращает к последней позиции

# Подменю и поле вставки.
shell-new-game-of = Новая партия
shell-paste-position = Вставить позицию
# $course: название курса (Классические шахматы…), в меню «Обучение».
shell-course = { $course }: правила и уроки
shell-course-tip = Открыть страницы правил, экскурсии и упражнения
shell-paste-label = Вставить позицию:
shell-paste-hint = строка позиции, затем Enter

# Строка состояния. $course: показанный курс; $variant: название варианта.
shell-learn-status = Обучение: { $course }
shell-game-waits = Ваша партия ({ $variant }) ждёт: Escape или «К партии» возвращает к ней
shell-versus-tip = Кто играет белыми, затем кто играет чёрными
# $player: компьютерный игрок («Уровень 8, Мастер»).
shell-thinking-white = Белые ({ $player }) думают…
shell-thinking-black = Чёрные ({ $player }) думают…

# Ход компьютера. $error: что пошло не так (сообщение системы).
shell-computer-no-move = Компьютер не нашёл хода.
shell-computer-failed = Компьютер остановился с ошибкой ({ $error }). Ваша партия сохранена; нажмите «Ещё раз», чтобы он сделал ход.
shell-engine-missing = { $engine } больше нет в списке движков (Партия → Движки…): выберите другого игрока
shell-engine-not-variant = { $engine } не играет в { $variant }: выберите другого игрока
shell-no-diagram = Нет показанной диаграммы, которую можно сохранить.

# Просмотр прошлого. $title: название воспроизводимой партии; $position: «после хода 3 (белые) из 40».
shell-replay-of = Запись партии { $title }: { $position }
shell-looking-at-start = Вы смотрите начальную позицию; End возвращает к партии
shell-looking-at = Вы смотрите позицию { $position }; End возвращает к партии

# Окно, показывающее сообщение целиком: его заголовок.
shell-notice-message = Сообщение
shell-notice-error = Что пошло не так
shell-notice-errors = Что пошло не так, по порядку

# Файлы. $file: имя файла; $error: причина (сообщение системы).
shell-open-failed = Не удалось открыть { $file }: { $error }. Партия на экране не изменилась.
shell-pgn-not-exported = Партия не экспортирована в PGN: { $error }
# Партия из файла PGN: «games.pgn, партия 3».
shell-listed-game = { $file }, партия { $number }

# Копирование и вставка позиций. $position / $text: строка позиции (её первые 60 символов).
shell-copied-position = Позиция скопирована: { $position }
shell-pasted-into-editor = Позиция вставлена в редактор доски
shell-analysing-pasted = Анализ вставленной позиции; «К партии» возвращает к вашей партии.
shell-paste-not-position = Вставленный текст — не позиция («{ $text }»): { $error }

# Рейтинговые партии.
shell-not-rated-profiles-reading = Партия не рейтинговая: профили ещё читаются.
shell-ratings-not-saved = Новые рейтинги не сохранены: { $error }
shell-rated-game-not-kept = Рейтинговая партия не сохранена: { $error }
shell-unrated-from-now = С этого момента партия не рейтинговая.

# Ходы партии. $reason: почему пропуск хода запрещён (из правил).
shell-still-restoring = Ваша партия ещё восстанавливается; через мгновение она появится на доске.
shell-cannot-pass = Сейчас нельзя пропустить ход: { $reason }.
shell-theme-unchanged = Оформление не изменилось: { $error }
shell-lesson-game-failed = Партия урока не начинается: { $error }
# $goal: что требует партия урока (из курса).
shell-try-it = Попробуйте: { $goal }
shell-read-only-replay = Это сохранённая партия: «Продолжить отсюда» продолжает игру с показанной позиции
shell-read-only-earlier = Вы смотрите более раннюю позицию: нажмите End, чтобы вернуться к партии

# Файлы и автосохранение. $file: имя файла; $error: причина (сообщение системы).
# Что делает файловый обработчик (рядом с индикатором загрузки).
shell-restoring = Восстановление партии
shell-opening = Открытие { $file }
shell-autosave-not-restored = Не удалось восстановить автосохранённую партию: { $error }
# $others: одно или несколько «Другое окно Otherworlds хранит свою партию в …» через «; ».
shell-autosave-others = { $others }; это окно хранит свою партию в { $file }.
shell-other-window = Другое окно Otherworlds хранит свою партию в { $file }
# $process: номер процесса другого окна.
shell-other-window-pid = Другое окно Otherworlds (процесс { $process }) хранит свою партию в { $file }
# $reason: почему папку автосохранения нельзя использовать.
shell-no-autosave = Это окно не сохраняет партию автоматически ({ $reason }); сохраните её через Ctrl+S.
shell-open-lost = Не удалось открыть { $file }: { $error }
shell-save-failed = Не удалось сохранить партию в { $file }: { $error }
shell-saved = Партия сохранена в { $file }.
shell-settings-not-saved = Настройки не сохранены: { $error }. Файл настроек на диске не изменился.
shell-autosave-failed = Автосохранение не удалось: { $error }. Партия на экране остаётся; последнее автосохранение на диске не изменилось.
# $path: полный путь записанной картинки.
shell-diagram-saved = Диаграмма сохранена в { $path }
shell-diagram-not-saved = Диаграмма не сохранена: { $error }
shell-pgn-exported = Партия экспортирована в PGN: { $file }.
shell-rated-game-not-written = Рейтинговая партия не сохранена в истории: { $error }

# Игровой стол: сдача, ничьи, рейтинговые партии. $player: сторона или имя игрока.
shell-no-engine = Во время рейтинговой партии движок недоступен: анализ, его стрелки и шкала, разбор и доска анализа вернутся, когда партия закончится.
shell-no-window = Ваши часы идут: это окно откроется, когда партия закончится (или сдайтесь, или начните новую партию).
shell-resign-draw-refused = «Сдаться» и «Предложить ничью» — для идущей партии, в которой играет человек.
shell-draw-accepted = { $player }: ничья принята.
# $reason: почему компьютер отказывается («позиция не мёртвая ничья: играйте дальше»).
shell-draw-declined-why = { $player }: отказ от ничьей — { $reason }.
shell-draw-declined = { $player }: отказ от ничьей.
shell-rated-clock-running = Часы вашей рейтинговой партии идут: сначала закончите партию или сдайтесь.
# $ratings: изменение рейтинга каждого игрока через «; ».
shell-abandoned-counts = Брошенная рейтинговая партия засчитана как поражение: { $ratings }
