# Els fons de l'estudi.
theme-background-system = Color de la finestra
theme-background-plain = Color llis
theme-background-night-sky = Cel nocturn
theme-background-dusk = Muntanyes al capvespre
theme-background-sea = Horitzó marí
theme-background-nebula = Núvols de nebulosa
theme-background-image = La meva imatge
# Parelles de colors que es llegeixen com a text, als avisos de contrast de l'estudi
# ("Difícil de llegir: el text de la finestra sobre la finestra, contrast de …").
theme-contrast-window = el text de la finestra sobre la finestra
theme-contrast-dialogs = el text de la finestra als diàlegs
# $state: quin control.
theme-contrast-text-of = el text { $state ->
        [hovered] d'un botó sota el punter
        [pressed] d'un botó premut
        [menu] d'un menú obert
        [label] d'una etiqueta
       *[button] d'un botó
    }
theme-contrast-text-of-filled = el text { $state ->
        [hovered] d'un botó sota el punter
        [pressed] d'un botó premut
        [menu] d'un menú obert
        [label] d'una etiqueta
       *[button] d'un botó
    } (emplenat)
theme-contrast-chosen = el text d'un botó triat
theme-contrast-warnings = els avisos
theme-contrast-errors = els errors
theme-contrast-links = els enllaços
theme-contrast-banner = el text de el bàner sobre el bàner
theme-contrast-coordinates = les coordenades sobre el fons

# Un color escrit o llegit d'un fitxer de tema que no es pot llegir; $text: tal com s'ha escrit.
theme-not-a-colour = '{ $text }' no és un color: escriu #rrggbb o #rrggbbaa
# Què esperava el lector d'un fitxer de tema per a una part d'un color.
theme-expecting-colour-part = un byte o [r, g, b, a]
theme-not-a-colour-byte = { $value } no és un byte de color (0..=255)
