# Llegir i escriure els fitxers de l'usuari. $file: el camí del fitxer; $what: què hi ha
# en lloc d'un fitxer (p. ex. "un directori"); $error: el motiu del sistema.
files-not-found = No s'ha trobat { $file }
files-not-regular = { $file } és { $what }, no un fitxer normal
# $size, $limit: nombres de bytes.
files-too-large = { $file } és massa gran: { $size } bytes, i el límit és de { $limit } bytes
# $offset: on és el primer byte que no és UTF-8.
files-not-text = { $file } no és text UTF-8 (hi ha un byte no vàlid a la posició { $offset })
files-not-read = No s'ha pogut llegir { $file }: { $error }
files-write-not-regular = { $file } és { $what }, no un fitxer normal, així que no s'hi ha escrit res
files-not-written = No s'ha pogut escriure { $file }: { $error }

# El selector de fitxers propi de l'aplicació, quan no es pot mostrar el diàleg del sistema.
files-chooser-fallback = No s'ha pogut mostrar el diàleg de fitxers del sistema, així que s'ha obert el selector de l'aplicació.
# $folder: el camí d'una carpeta; $error: el motiu del sistema.
files-chooser-folder-unreadable = No es pot llegir { $folder }: { $error }
files-chooser-type-a-name = Escriu el nom d'un fitxer o tria'n un de la llista.
files-chooser-no-folder = No existeix la carpeta { $folder }.
files-chooser-no-file = No existeix el fitxer { $file }.
# El botó que tanca el selector amb el fitxer, segons per a què serveix.
files-chooser-save-here = Desa aquí
files-chooser-open-this = Obre aquest fitxer
files-chooser-import-this = Importa aquest tema
files-chooser-export-here = Exporta aquí
files-chooser-use-this-picture = Fes servir aquesta imatge
files-chooser-use-this-program = Fes servir aquest programa
files-chooser-up = Amunt
files-chooser-up-tip = Mostra la carpeta que conté aquesta
files-chooser-folder = Carpeta: { $folder }
files-chooser-folder-tip = La carpeta que es llista a sota
files-chooser-empty = (aquí no hi ha carpetes ni fitxers del tipus buscat)
files-chooser-open-folder-tip = Obre aquesta carpeta
files-chooser-choose-file-tip = Tria aquest fitxer
files-chooser-file-name = Nom del fitxer:
files-chooser-file-name-tip = Un nom d'aquesta carpeta, o un camí sencer
# $filter: el tipus de fitxer que es llista (p. ex. "Partida d'Otherworlds"); $extensions:
# les seves extensions (".owgame, .json").
files-chooser-shows = Mostra: { $filter } ({ $extensions })
files-chooser-shows-all = Mostra: tots els fitxers
files-chooser-use-tip = Fes servir el fitxer anomenat a dalt
files-chooser-cancel = Cancel·la
files-chooser-cancel-tip = Tanca sense triar cap fitxer
# Els títols dels diàlegs de fitxers.
files-dialog-save-game = Desa la partida
files-dialog-open-game = Obre una partida
files-dialog-import-theme = Importa un tema
files-dialog-export-theme = Exporta el tema
files-dialog-picture = Imatge de fons
files-dialog-engine = El programa del motor
files-dialog-export-diagram = Exporta diagrama
files-dialog-export-pgn = Exporta com a PGN
# Els tipus de fitxer que llista un diàleg.
files-filter-game = Partida d'Otherworlds
files-filter-game-or-pgn = Partida d'Otherworlds o PGN
files-filter-pgn = PGN
files-filter-theme = Tema d'Otherworlds
files-filter-pictures = Imatges
files-filter-programs = Programes
files-filter-svg = Imatge SVG
files-filter-png = Imatge PNG

# $folder: el camí d'una carpeta; $error: el motiu del sistema.
files-folder-not-made = No s'ha pogut crear { $folder }: { $error }
# $count: quantes ranures de desament automàtic hi ha (cada finestra en fa servir una).
files-slots-in-use = totes les { $count } ranures de desament automàtic estan en ús
# El fitxer de configuració. Valors fora de rang, llistats en un avís:
files-settings-window-scale = escala de la finestra { $scale }
files-settings-window-size = mida de la finestra { $width } x { $height }
files-settings-window-place = posició de la finestra { $x }, { $y }
# $error: el missatge del lector (en anglès).
files-settings-app-entry = la configuració de l'aplicació que conté: { $error }
files-settings-not-read = No s'ha pogut llegir el fitxer de configuració ({ $error }); es fa servir la configuració per defecte i no s'hi desa a sobre.
files-settings-not-utf8 = no és text UTF-8
# $file: on s'ha guardat el fitxer illegible; $reason: per què no s'ha pogut moure.
files-settings-not-read-kept = No s'ha pogut llegir el fitxer de configuració ({ $error }); s'ha guardat com a { $file } i es fa servir la configuració per defecte.
files-settings-not-read-not-moved = No s'ha pogut llegir el fitxer de configuració ({ $error }) ni apartar-lo ({ $reason }); es fa servir la configuració per defecte i no s'hi desa a sobre.
# $values: els valors fora de rang, llistats.
files-settings-repaired-kept = El fitxer de configuració tenia valors que l'aplicació no pot fer servir ({ $values }); s'han restablert, i el fitxer tal com era es guarda com a { $file }.
files-settings-repaired-not-written = El fitxer de configuració tenia valors que l'aplicació no pot fer servir ({ $values }); de moment s'han restablert (el fitxer tal com era es guarda com a { $file }; no s'ha pogut tornar a escriure: { $reason }).
files-settings-repaired-not-kept = El fitxer de configuració tenia valors que l'aplicació no pot fer servir ({ $values }); de moment s'han restablert, i el fitxer es queda tal com és (no s'ha pogut guardar a part: { $reason }).
files-settings-cannot-write = no es pot escriure la configuració: { $error }
files-settings-no-read-back = la configuració no es podria tornar a llegir: { $error }
files-settings-not-as-they-are = la configuració no es tornaria a llegir tal com és

# Una acció amb fitxers que ha fallat per un error de programació; $what: l'acció (p. ex. "Llegint el tema").
files-lost = { $what } ha fallat dins de l'aplicació (un error de programació); no s'ha canviat res
# En què està ocupat el treballador de fitxers quan les proves alenteixen el disc.
files-holding = Retenint el treballador

files-settings-zoom = zoom { $zoom }
# On no es pot llegir el fitxer de configuració; $error: el missatge del lector (en anglès).
files-settings-where = línia { $line }, columna { $column }: { $error }

files-migrate-kept = S'ha deixat { $old } on era: { $new } ja té un fitxer amb aquest nom.
files-migrate-failed = No s'ha pogut moure { $old } a { $new } ({ $error }); els seus fitxers encara hi són.
