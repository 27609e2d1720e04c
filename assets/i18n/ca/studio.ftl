# L'estudi de personalització: un tauler a l'esquerra de la finestra que edita el tema.
studio-title = Estudi de personalització
studio-close = Tanca
studio-close-tip = Tanca l'estudi (Esc)
# $what anomena dos colors del tema que es llegeixen junts (p. ex. "el text de la finestra
# sobre la finestra"); $ratio i $needed són ràtios de contrast com ara 3.2.
studio-hard-to-read = Difícil de llegir: { $what }, amb un contrast de { $ratio }:1, per sota del { $needed }:1 que necessita el text (WCAG AA). Tria un color més clar o més fosc.
# Substitueix el nom d'un tema predefinit quan no en té.
studio-the-ready-made-theme = el tema predefinit
studio-replace-question = Vols substituir els teus colors?
# $colours: el nom del tema no desat de l'usuari; $name: el tema predefinit triat.
studio-replace-unsaved = Els teus colors ({ $colours }) no estan desats. { $name } els substituiria.
studio-keep-colours = Mantén els meus colors
studio-keep-colours-tip = Queda't amb els teus colors (Esc)
studio-replace-with = Substitueix per { $name }
studio-replace-with-tip = Els teus colors es perden si no els has desat
studio-intro = Els canvis es veuen al taulell de seguida. Esc tanca l'estudi.
# Els encapçalaments de les seccions de l'estudi.
studio-ready-made = Temes predefinits
studio-window = Finestra
studio-background = Fons
studio-boards = Taulells
studio-pieces = Peces i fantasmes
studio-markers = Marques
studio-lighting = Il·luminació de la vista 3D
studio-theme-files = Fitxers de tema
# Els noms dels colors del tema, cadascun al costat del seu botó de color.
studio-colour-window = Finestra
studio-colour-window-text = Text de la finestra
studio-colour-white-fill = Farciment blanc
studio-colour-white-outline = Contorn blanc
studio-colour-white-detail = Detall blanc
studio-colour-black-fill = Farciment negre
studio-colour-black-outline = Contorn negre
studio-colour-black-detail = Detall negre
studio-colour-move-dot = Punt de moviment
studio-colour-capture-ring = Anell de captura
studio-colour-vertical-ring = Anell de moviment vertical
studio-colour-placement = Marc de col·locació
studio-colour-selected = Casella seleccionada
studio-colour-last-move = Últim moviment
studio-colour-check = Resplendor d'escac
studio-colour-focus = Focus del teclat
# Els colors de les fletxes i els cercles que dibuixa l'usuari; entre parèntesis, la tecla premuda en dibuixar.
studio-colour-draw-green = Dibuix: verd
studio-colour-draw-red = Dibuix: vermell (Shift)
studio-colour-draw-blue = Dibuix: blau (Alt)
studio-colour-draw-yellow = Dibuix: groc (Shift+Alt)
studio-colour-clock-low = Rellotge amb poc temps
studio-colour-coordinates = Coordenades
studio-colour-banner = Bàner
studio-colour-banner-text = Text del bàner
studio-colour-sky = Cel o color llis
studio-colour-horizon = Horitzó
studio-colour-light-cells = Caselles clares
studio-colour-dark-cells = Caselles fosques
# $board: el nom d'un taulell (p. ex. "Valhalla").
studio-colour-board-light = { $board }: caselles clares
studio-colour-board-dark = { $board }: caselles fosques
# Els noms per al lector de pantalla del botó i del camp hexadecimal d'un color; $name és el nom del color.
studio-colour-button = Color: { $name }
studio-colour-hex = Hexadecimal: { $name }
studio-ghost-opacity = Opacitat dels fantasmes
studio-marker-size = Mida de les marques
# La direcció, l'altura i la intensitat de la llum de la vista 3D.
studio-light-direction = Direcció
studio-light-height = Altura
studio-light-intensity = Intensitat
studio-picture = Imatge…
studio-picture-tip = Fes servir una imatge PNG o JPEG teva
# $boards: els noms dels altres taulells, separats per comes.
studio-own-colours = { $boards } amb colors propis
studio-theme-name = Nom
studio-theme-name-field = Nom del tema
studio-save-theme = Desa el tema
studio-save-theme-tip = Guarda aquest tema entre els teus temes amb aquest nom
studio-your-themes = Els teus temes:
studio-use-theme-tip = Fes servir aquest tema
studio-import = Importa…
studio-import-tip = Fes servir un fitxer de tema
studio-export = Exporta…
studio-export-tip = Escriu aquest tema en un fitxer
# $folder: la carpeta on es guarden els temes de l'usuari.
studio-kept-in = Es guarden a { $folder }

# Errors dels fitxers de tema. $error: què ha fallat (del sistema de fitxers o del lector).
studio-error-file = fitxer de tema { $error }
# $place: el fitxer; $line, $column: on; $error: el missatge del lector (en anglès).
studio-error-parse = fitxer de tema { $place }, línia { $line }, columna { $column }: { $error }
# $field: el nom del paràmetre al fitxer (p. ex. ghost_opacity); $value, $min, $max: nombres.
studio-error-out-of-range = fitxer de tema { $place }: { $field } és { $value }; ha de ser un nombre de { $min } a { $max }
studio-error-serialize = no s'ha pogut escriure el tema com a RON: { $error }
studio-error-no-config-dir = no es coneix cap directori de configuració en aquest sistema (defineix XDG_CONFIG_HOME o HOME)
studio-error-bad-name = el nom d'un tema ha de tenir una lletra o una xifra; '{ $name }' no en té cap
studio-error-image = el fons del tema: { $error }
# Errors d'una imatge de fons. $image: el fitxer.
studio-image-error-file = imatge { $error }
studio-image-too-many-pixels = la imatge { $image } fa { $width }x{ $height } píxels; el límit és { $side } píxels per costat i { $pixels } píxels en total
# $reason: el missatge del descodificador d'imatges (en anglès).
studio-image-not-an-image = { $image } no és una imatge PNG ni JPEG ({ $reason })
studio-image-unknown-format = format de fitxer desconegut
# Avisos després d'una acció amb temes; $name: el nom d'un tema.
studio-using-ready-made = S'utilitza el tema predefinit { $name }.
# $id: el nom intern del tema predefinit (si es mostra, és un error de programació).
studio-ready-made-broken = El tema predefinit { $id } està malmès.
studio-imported = S'ha importat { $file }.
studio-using-yours = S'utilitza el teu tema { $name }.

# $file: el nom o el camí d'un fitxer.
studio-background-chosen = Fons: { $file }.
# $error: per què (una frase de l'aplicació).
studio-background-not-shown = La imatge de fons no es mostra: { $error }
studio-theme-unchanged = El tema no ha canviat: { $error }
# El tema en ús no s'ha pogut tornar a llegir en començar; $error diu per què.
studio-not-restored = No s'ha restaurat el teu tema: { $error }
studio-not-restored-kept = No s'ha restaurat el teu tema: { $error }. El fitxer s'ha guardat com a { $file }; s'utilitza el tema Classic.
# $reason: per què no s'ha pogut canviar el nom del fitxer malmès.
studio-not-restored-not-moved = No s'ha restaurat el teu tema: { $error }. No s'ha pogut apartar ({ $reason }), així que el tema en ús no s'hi desa a sobre.
studio-not-restored-unreadable = No s'ha restaurat el teu tema: { $error }. El tema en ús no s'hi desa a sobre.
studio-not-saved = No s'ha desat el tema en ús: fitxer de tema { $error }
studio-saved-as = S'ha desat com a { $file }.
studio-exported-to = S'ha exportat a { $file }.
# Es mostra mentre el treballador de fitxers està ocupat.
studio-listing-themes = Llistant els teus temes
studio-reading = Llegint { $file }
studio-reading-picture = Llegint la imatge { $file }

studio-reading-your-theme = Llegint el teu tema
