# Окно «Экспорт диаграммы»: показанная доска как картинка SVG или PNG.
diagram-title = Экспорт диаграммы
diagram-intro = Показанная доска в текущем виде — картинкой для учебного листка.
diagram-format = Формат
diagram-format-svg = SVG (вектор)
diagram-format-png = PNG (картинка)
diagram-markers = Отметки
diagram-markers-tip = Выбранная фигура и её ходы, последний ход, шах
diagram-coordinates = Координаты
diagram-coordinates-tip = Обозначения вертикалей и горизонталей
diagram-caption = Подпись:
# В пустом поле подписи.
diagram-caption-hint = необязательно, под доской
diagram-width = Ширина (пиксели):
diagram-not-saved = Диаграмма не сохранена: { $error }
diagram-error-raster = не удалось превратить диаграмму в картинку: { $error }
diagram-error-write = { $file } не удалось записать: { $error }
diagram-error-size = нельзя создать картинку размером { $width }x{ $height } пикселей

# Заголовок внутри диаграммы SVG без подписи.
diagram-svg-title = Диаграмма Otherworlds
