language-name = Català
number-decimal = ,
number-group = .
date-day = { $day } { $monthname } { $year }
month-short-1 = de gen.
month-short-2 = de febr.
month-short-3 = de març
month-short-4 = d’abr.
month-short-5 = de maig
month-short-6 = de juny
month-short-7 = de jul.
month-short-8 = d’ag.
month-short-9 = de set.
month-short-10 = d’oct.
month-short-11 = de nov.
month-short-12 = de des.
moves-count = { $count ->
    [one] { $count } moviment
   *[other] { $count } moviments
}
menu-language = Idioma
language-not-loaded = No s’ha pogut carregar l’idioma «{ $language }», i la finestra és en anglès: { $reason }
language-error-unknown = aquesta versió no té l’idioma «{ $language }»
language-error-tag = «{ $language }» no és una etiqueta d’idioma
language-error-syntax = { $file }, línia { $line }: { $fault }
