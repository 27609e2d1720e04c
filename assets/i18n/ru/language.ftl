language-name = Русский
number-decimal = ,
number-group = { "\u00A0" }
date-day = { $day } { $monthname } { $year } г.
month-short-1 = янв.
month-short-2 = февр.
month-short-3 = мар.
month-short-4 = апр.
month-short-5 = мая
month-short-6 = июн.
month-short-7 = июл.
month-short-8 = авг.
month-short-9 = сент.
month-short-10 = окт.
month-short-11 = нояб.
month-short-12 = дек.
moves-count = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}
menu-language = Язык
language-not-loaded = Не удалось загрузить язык «{ $language }», поэтому окно на английском: { $reason }
language-error-unknown = в этой версии нет языка «{ $language }»
language-error-tag = «{ $language }» — не языковой тег
language-error-syntax = { $file }, строка { $line }: { $fault }
