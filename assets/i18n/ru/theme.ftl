# Фоны студии.
theme-background-system = Цвет окна
theme-background-plain = Сплошной цвет
theme-background-night-sky = Ночное небо
theme-background-dusk = Горы в сумерках
theme-background-sea = Морской горизонт
theme-background-nebula = Туманность
theme-background-image = Моя картинка
# Пары цветов, читаемые как текст, в предупреждениях студии о контрасте
# («Трудно читать: текст окна на фоне окна — контраст …»).
theme-contrast-window = Текст окна на фоне окна
theme-contrast-dialogs = Текст окна в диалогах
# $state: какой элемент.
theme-contrast-text-of = { $state ->
        [hovered] Текст кнопки под указателем
        [pressed] Текст нажатой кнопки
        [menu] Текст открытого меню
        [label] Текст надписи
       *[button] Текст кнопки
    }
theme-contrast-text-of-filled = { $state ->
        [hovered] Текст кнопки под указателем
        [pressed] Текст нажатой кнопки
        [menu] Текст открытого меню
        [label] Текст надписи
       *[button] Текст кнопки
    } (с заливкой)
theme-contrast-chosen = Текст выбранной кнопки
theme-contrast-warnings = Предупреждения
theme-contrast-errors = Ошибки
theme-contrast-links = Ссылки
theme-contrast-banner = Текст баннера на баннере
theme-contrast-coordinates = Координаты на фоне

# Цвет, введённый или прочитанный из файла темы, который не читается; $text: как написано.
theme-not-a-colour = '{ $text }' — не цвет: пишите #rrggbb или #rrggbbaa
# Что ожидал разбор файла темы для части цвета.
theme-expecting-colour-part = байт или [r, g, b, a]
theme-not-a-colour-byte = { $value } — не байт цвета (0..=255)
