# La pantalla de joc: el tauler lateral, els diàlegs de la partida, la llista de partides d'un fitxer PGN.

# La capçalera de la llista. $file: el nom del fitxer PGN; $count: les seves partides; $shown: les que mostra el filtre.
play-games-in = Partides a { $file }: { $count }
play-games-in-shown = Partides a { $file }: se'n mostren { $shown } de { $count }
# Una fila tal com l'anomena un lector de pantalla: número, jugadors, resultat, esdeveniment, data, moviments.
play-game-row = Partida { $number }: { $white } – { $black }, { $result }, { $event }, { $date }, { $moves ->
        [one] { $moves } moviment
       *[other] { $moves } moviments
    }
play-filter = Filtre:
play-filter-hint = noms, esdeveniment, data, resultat
play-filter-tip = Mostra només les partides que tenen totes les paraules escrites aquí; les fletxes trien, Retorn obre
# Les columnes de la llista.
play-column-number = Núm.
play-column-white = Blanques
play-column-black = Negres
play-column-result = Resultat
play-column-event = Esdeveniment
play-column-date = Data
play-column-moves = Moviments

# El tauler de material: què ha estat de les peces capturades (un títol a sobre).
play-rose-as-ghosts = Pujades com a fantasmes
play-sent-to-valhalla = Enviades al Valhalla
play-sent-back = Tornades al camp de batalla
play-lost-on-valhalla = Perdudes al Valhalla
play-lost-for-good = Perdudes per sempre
play-captured = Capturades
# Les línies de balanç: "Material: Blanques +3". $points: la diferència en peons.
play-material = Material
play-material-battlefield = Camp de batalla
play-material-valhalla = Valhalla
play-even = igualat
play-white-ahead = Blanques +{ $points }
play-black-ahead = Negres +{ $points }

play-promote-to = Promociona a
# La finestra del resultat. $score: 1-0, 0-1, 1/2-1/2; $reason: com ha acabat (escac i mat…, de les regles).
play-white-wins = Guanyen les blanques ({ $score })
play-black-wins = Guanyen les negres ({ $score })
play-draw = Taules ({ $score })
play-result-reason = per { $reason }
play-unrated-result = Partida no puntuada: les puntuacions no canvien.
# A sobre dels canvis de puntuació dels jugadors, un per línia.
play-rated-result = Partida puntuada:
play-takeback-heading = Desfer el moviment?
play-takeback-text = Si desfàs el moviment, aquesta partida deixa de puntuar.

# El tauler lateral. $clock: el ritme (5+3).
play-rated = Partida puntuada
play-unrated = No puntuada
play-clock = Rellotge { $clock }
play-moves = Moviments

# Les preguntes de la taula de joc. $player: el jugador que perdria la partida puntuada abandonada.
play-abandon-rated = Vols deixar la partida puntuada en curs? Compta com una derrota per a { $player }, igual que abandonar.
play-abandon = Vols deixar la partida en curs? Es perd si no la deses abans.
play-white-resigns = Abandonen les blanques? La partida s'acaba i guanyen les negres.
play-black-resigns = Abandonen les negres? La partida s'acaba i guanyen les blanques.
# $number: el primer moviment en què l'ordinador pot acceptar taules.
play-offer-draw = Vols oferir taules? L'ordinador no n'accepta cap abans del moviment { $number }, i després només en una posició que la seva cerca consideri de taules segures.
play-white-offers-draw = Les blanques ofereixen taules. Negres, les accepteu?
play-black-offers-draw = Les negres ofereixen taules. Blanques, les accepteu?
# Un rellotge al costat del taulell. $time: el temps que queda (4:59); $running: yes mentre corre.
play-clock-white = Blanques { $time }
play-clock-black = Negres { $time }
play-clock-white-tip = { $running ->
        [yes] El rellotge de les blanques corre
       *[no] El rellotge de les blanques
    }
play-clock-black-tip = { $running ->
        [yes] El rellotge de les negres corre
       *[no] El rellotge de les negres
    }

# Aprèn dels teus errors (després d'una revisió).
mistakes-title = Aprèn dels teus errors
mistakes-side-white = Errors de les blanques: { $at } de { $count }
mistakes-side-black = Errors de les negres: { $at } de { $count }
mistakes-played = A la partida: { $number } { $mv }{ $symbol } ({ $judgement })
mistakes-find-white = Troba un moviment millor per a les blanques
mistakes-find-black = Troba un moviment millor per a les negres
mistakes-checking = S'està comprovant el teu moviment…
mistakes-good = Bon moviment
mistakes-better = Pots fer-ho millor
mistakes-loss = Aquest moviment perd { $points } punts de possibilitats de guanyar.
mistakes-shown = El moviment del motor: { $best }
mistakes-failed = No s'ha pogut valorar el moviment: { $why }.
mistakes-none-white = Les blanques no han fet cap imprecisió, error ni error greu.
mistakes-none-black = Les negres no han fet cap imprecisió, error ni error greu.
mistakes-done-white = Fet: has trobat un moviment millor per a { $found } { $count ->
        [one] d'{ $count } error
       *[other] dels { $count } errors
    } de les blanques.
mistakes-done-black = Fet: has trobat un moviment millor per a { $found } { $count ->
        [one] d'{ $count } error
       *[other] dels { $count } errors
    } de les negres.
