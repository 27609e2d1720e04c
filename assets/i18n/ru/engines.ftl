# Внешние UCI-движки (issue 47).
engines-error-start = Не удалось запустить { $engine }: { $error }
engines-error-not-uci = { $engine } — не UCI-движок: он не ответил на «uci» строкой «uciok» за 5 секунд
engines-error-closed = { $engine } остановился во время «{ $during }» ({ $detail }); движок остановлен, партия не изменена
engines-error-timeout = { $engine } не ответил вовремя (ожидание «{ $waiting }»); движок остановлен, партия не изменена
engines-error-illegal = { $engine } назвал ход «{ $mv }», который запрещён правилами ({ $why }); движок остановлен, партия не изменена
engines-error-option = у { $engine } нет параметра «{ $option }», принимающего «{ $value }»
engines-output-closed = его вывод закрыт
