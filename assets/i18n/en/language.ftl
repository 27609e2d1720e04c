# The language itself: its name in its own words, how it writes numbers and dates.
language-name = English
number-decimal = .
number-group = ,
date-day = { $day } { $monthname } { $year }
month-short-1 = Jan
month-short-2 = Feb
month-short-3 = Mar
month-short-4 = Apr
month-short-5 = May
month-short-6 = Jun
month-short-7 = Jul
month-short-8 = Aug
month-short-9 = Sep
month-short-10 = Oct
month-short-11 = Nov
month-short-12 = Dec
# A count of moves (the plural forms are the language's own: English one/other).
moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
# The menu of languages (each listed in its own name).
menu-language = Language
# The status bar when the chosen language cannot be used; $reason is the fault
# (a file, a line).
language-not-loaded = The language “{ $language }” could not be loaded, so the window is in English: { $reason }
# Why a language could not be loaded ($file: the translation file, as LANG/name.ftl).
language-error-unknown = there is no language “{ $language }” in this version
language-error-tag = “{ $language }” is not a language tag
language-error-syntax = { $file }, line { $line }: { $fault }
