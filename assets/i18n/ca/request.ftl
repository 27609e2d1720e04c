# Peticions: botons que donen una resposta amb dades (l'elecció d'un diàleg, un moviment),
# cadascun amb l'etiqueta i el consell (-tip).

request-start = Comença
request-start-tip = Comença la partida amb aquests jugadors
request-play-computer = Juga contra l'ordinador
request-play-computer-tip = Comença de seguida contra l'ordinador al nivell triat, amb el color triat (A l'atzar: se sorteja en començar la partida)
request-learn-variant = Aprèn les regles
request-learn-variant-tip = Les regles, les visites guiades i els exercicis d'aquesta variant, a la pantalla Aprèn
request-start-variant-tip = Comença una partida nova d'aquesta variant
request-play-move = Juga el moviment
request-play-move-tip = Juga el moviment
request-place = Col·loca
request-place-tip = Posa la peça en aquesta casella
# $piece: el nom de la peça (Dama, Cavall…)
request-promote = Promociona a { $piece }
request-promote-tip = Promociona el peó a aquesta peça
request-save = Desa
request-save-tip = Desa la partida en un fitxer
request-open = Obre
request-open-tip = Obre una partida desada o un fitxer PGN al reproductor
request-export-diagram = Exporta diagrama
request-export-diagram-tip = Desa el taulell que es veu com a imatge SVG o PNG, per a una fitxa d'exercicis
request-export-pgn = Exporta com a PGN
request-export-pgn-tip = Escriu la partida de la pantalla en PGN per a altres programes d'escacs (les altres variants, en un text semblant al PGN)
# $number: el número del moviment a la llista de moviments
request-view-ply = Mostra la posició després del moviment { $number }
request-view-ply-tip = Mostra la posició després d'aquest moviment
request-continue = Continua
request-continue-tip = Descarta els moviments posteriors i continua jugant amb aquests jugadors
request-paste-position = Enganxa la posició
request-paste-position-tip = Llegeix una cadena de posició (Ctrl+V); si és vàlida, s'obre a l'editor de taulell
request-lines-tip = Quantes de les millors línies del motor es mostren
request-threads = Fils
request-threads-tip = Amb quants fils cerca l'anàlisi (al principi, tots els nuclis; els rivals de l'ordinador en fan servir un)
request-memory = Memòria
request-memory-tip = Quanta memòria fa servir la taula de l'anàlisi, de 16 MiB a 1 GiB (al principi 64 MiB): una de més gran ajuda en les anàlisis llargues; es conserva mentre el tauler és obert
request-play-line = Juga la línia
request-play-line-tip = Juga al taulell el primer moviment d'aquesta línia
request-open-listed-game = Obre aquesta partida
request-open-listed-game-tip = Obre la partida seleccionada al reproductor
request-create-profile = Crea el perfil
request-create-profile-tip = Afegeix un jugador local amb aquest nom
request-show-profile = Perfil
request-show-profile-tip = Les puntuacions dels jugadors, l'historial de puntuació i les partides
request-sound = Configuració del so
request-sound-tip = El volum, i quins sons sonen
request-engine = Motor
request-engine-tip = El motor que analitza: l'integrat o un motor UCI extern que jugui aquesta variant
