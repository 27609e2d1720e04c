# El marc de la finestra: menús, la barra superior, avisos, diàlegs de fitxers, el taulell d'anàlisi.

# Els menús de la barra de menús.
shell-menu-game = Partida
shell-menu-view = Visualització
shell-menu-learn = Aprèn
shell-menu-profiles = Perfils
shell-menu-help = Ajuda

# El taulell d'anàlisi. $error: per què la posició no és vàlida (de les regles).
shell-back-to-game = Has tornat a la partida.
shell-position-not-valid = La posició no és vàlida: { $error }
shell-analysis-while-restoring = La partida encara s'està restaurant; obre el taulell d'anàlisi d'aquí a un moment.
shell-analysis-opened = Taulell d'anàlisi: els moviments d'aquí no formen part de la partida; «Torna a la partida» hi torna.
# La línia sota la capçalera del taulell d'anàlisi; $position: paraules com "després del moviment 12 (blanques) de 40".
shell-analysis-caption = Taulell d'anàlisi: moviments per als dos bàndols; «Torna a la partida» torna a la teva partida
shell-analysis-caption-at = Taulell d'anàlisi, { $position }: Fi torna a l'última posició

# Els submenús i el camp per enganxar.
shell-new-game-of = Partida nova de
shell-paste-position = Enganxa la posició
# $course: el títol d'un curs (Escacs clàssics…), al menú Aprèn.
shell-course = { $course }: regles i lliçons
shell-course-tip = Obre les pàgines de regles, les visites guiades i els exercicis
shell-paste-label = Enganxa una posició:
shell-paste-hint = una cadena de posició, i Retorn

# La barra d'estat. $course: el curs que es veu; $variant: el nom de la variant.
shell-learn-status = Aprèn: { $course }
shell-game-waits = La teva partida de { $variant } t'espera: Esc o «Torna a la partida» hi torna
shell-versus-tip = Qui juga amb les blanques, i després qui juga amb les negres
# $player: l'ordinador que juga ("Nivell 8, Mestre").
shell-thinking-white = Les blanques ({ $player }) pensen…
shell-thinking-black = Les negres ({ $player }) pensen…

# El torn de l'ordinador. $error: què ha fallat (un missatge del sistema).
shell-computer-no-move = L'ordinador no ha trobat cap moviment.
shell-computer-failed = L'ordinador s'ha aturat amb un error ({ $error }). La partida es conserva; prem «Torna-ho a provar» perquè mogui.
shell-engine-missing = { $engine } ja no és a la llista de motors (Partida → Motors…): trieu un altre jugador
shell-engine-not-variant = { $engine } no juga a { $variant }: trieu un altre jugador
shell-no-diagram = No es veu cap diagrama per desar.

# Mirar enrere. $title: el títol de la partida reproduïda; $position: "després del moviment 3 (blanques) de 40".
shell-replay-of = Reproducció de { $title }: { $position }
shell-looking-at-start = Mires la posició inicial; Fi torna a la partida
shell-looking-at = Mires la posició { $position }; Fi torna a la partida

# La finestra que mostra un avís sencer: la capçalera.
shell-notice-message = Missatge
shell-notice-error = Què ha fallat
shell-notice-errors = Què ha fallat, per ordre

# Fitxers. $file: el nom d'un fitxer; $error: per què (un missatge del sistema).
shell-open-failed = No s'ha pogut obrir { $file }: { $error }. La partida de la pantalla no canvia.
shell-pgn-not-exported = La partida no s'ha exportat com a PGN: { $error }
# Una partida d'un fitxer PGN: "partides.pgn, partida 3".
shell-listed-game = { $file }, partida { $number }

# Posicions copiades i enganxades. $position / $text: una cadena de posició (els primers 60 caràcters).
shell-copied-position = S'ha copiat la posició: { $position }
shell-pasted-into-editor = S'ha enganxat una posició a l'editor de taulell
shell-analysing-pasted = S'analitza la posició enganxada; «Torna a la partida» torna a la teva partida.
shell-paste-not-position = El text enganxat no és una posició («{ $text }»): { $error }

# Partides puntuades.
shell-not-rated-profiles-reading = La partida no s'ha puntuat: encara s'estan llegint els perfils.
shell-ratings-not-saved = No s'han desat les puntuacions noves: { $error }
shell-rated-game-not-kept = No s'ha guardat la partida puntuada: { $error }
shell-unrated-from-now = A partir d'ara la partida no puntua.

# Els moviments de la partida. $reason: per què no es pot passar (de les regles).
shell-still-restoring = La partida encara s'està restaurant; d'aquí a un moment serà al taulell.
shell-cannot-pass = Ara no pots passar: { $reason }.
shell-theme-unchanged = El tema no ha canviat: { $error }
shell-lesson-game-failed = La partida de la lliçó no comença: { $error }
# $goal: el que demana la partida d'una lliçó (del curs).
shell-try-it = Prova-ho: { $goal }
shell-read-only-replay = Això és una partida desada: «Continua des d'aquí» continua jugant des de la posició que es veu
shell-read-only-earlier = Mires una posició anterior: prem Fi per tornar a la partida

# Fitxers i la desada automàtica. $file: el nom d'un fitxer; $error: per què (un missatge del sistema).
# El que fa el procés de fitxers (al costat d'un indicador d'activitat).
shell-restoring = Restaurant la partida
shell-opening = Obrint { $file }
shell-autosave-not-restored = No s'ha pogut restaurar la partida desada automàticament: { $error }
# $others: un o més "Una altra finestra d'Otherworlds té la partida a …" units amb "; ".
shell-autosave-others = { $others }; aquesta finestra guarda la partida a { $file }.
shell-other-window = Una altra finestra d'Otherworlds té la partida a { $file }
# $process: el número de procés de l'altra finestra.
shell-other-window-pid = Una altra finestra d'Otherworlds (procés { $process }) té la partida a { $file }
# $reason: per què no es pot fer servir la carpeta de desada automàtica.
shell-no-autosave = Aquesta finestra no desa automàticament la partida ({ $reason }); desa-la amb Ctrl+S.
shell-open-lost = No s'ha pogut obrir { $file }: { $error }
shell-save-failed = No s'ha pogut desar la partida a { $file }: { $error }
shell-saved = S'ha desat la partida a { $file }.
shell-settings-not-saved = No s'ha desat la configuració: { $error }. El fitxer de configuració del disc no ha canviat.
shell-autosave-failed = La desada automàtica ha fallat: { $error }. La partida de la pantalla es conserva; l'última desada automàtica del disc no ha canviat.
# $path: el camí sencer de la imatge escrita.
shell-diagram-saved = Diagrama desat a { $path }
shell-diagram-not-saved = No s'ha desat el diagrama: { $error }
shell-pgn-exported = S'ha exportat la partida com a PGN a { $file }.
shell-rated-game-not-written = No s'ha guardat la partida puntuada a l'historial: { $error }

# La taula de joc: abandonar, taules, partides puntuades. $player: el nom d'un bàndol o d'un jugador.
shell-no-engine = Sense motor durant una partida puntuada: l'anàlisi, les seves fletxes i la barra, la revisió i el taulell d'anàlisi tornen quan s'acaba la partida.
shell-no-window = El teu rellotge corre: aquesta finestra s'obre quan s'acabi la partida (o abandona-la, o comença'n una de nova).
shell-resign-draw-refused = «Abandona» i «Ofereix taules» són per a una partida en curs on jugui una persona.
shell-draw-accepted = { $player } accepta les taules.
# $reason: per què l'ordinador les rebutja ("la posició no és de taules segures: continua jugant").
shell-draw-declined-why = { $player } rebutja les taules: { $reason }.
shell-draw-declined = { $player } rebutja les taules.
shell-rated-clock-running = El rellotge de la teva partida puntuada corre: primer acaba-la o abandona-la.
# $ratings: el canvi de puntuació de cada jugador, units amb "; ".
shell-abandoned-counts = La partida puntuada abandonada compta com una derrota: { $ratings }
