# El tauler d'anàlisi de l'ordinador.
computer-game-over = Aquí la partida s'ha acabat: no hi ha res a analitzar.
computer-waiting-for-review = En espera mentre es revisa la partida.
computer-stopped = Aturat: «Cerca» (G) analitza aquesta posició.
# Abans dels botons que trien quantes línies mostra el motor.
computer-lines = Línies:
computer-lines-tip = Mostra { $count ->
        [one] la millor línia del motor
       *[other] les { $count } millors línies del motor
    } (+ i - ho canvien)
computer-threads = Fils
computer-memory = Memòria
# La mida de la taula del motor; $size és un nombre de mebibytes.
computer-mib = { $size } MiB
computer-go = Cerca
computer-stop = Atura
computer-play-from-here-tip = Comença una partida des de la posició del taulell, contra el nivell que triïs o contra una persona
computer-analysing = Analitzant…
# Damunt de les línies del motor. $depth: la profunditat de cerca; $status és "searching",
# "stopped" o "done"; $speed: p. ex. "1.2 M nodes/s"; $table: el percentatge ocupat de la taula.
computer-depth = Profunditat { $depth } ({ $status ->
        [searching] cercant
        [stopped] aturada
       *[done] acabada
    }), { $speed }, taula plena al { $table }%; valoracions per a les blanques
computer-depth-tip = Quina part de la taula del motor (Memòria) ha omplert aquesta cerca: a prop del 100%, amb més memòria una anàlisi llarga conserva més del que ha trobat
computer-play-line-tip = Juga al taulell el primer moviment d'aquesta línia
computer-lines-held = Aturades mentre el punter és sobre les línies; les noves esperen
# La velocitat del motor: $speed milions (amb decimals) o milers de posicions per segon.
computer-speed-millions = { $speed } M nodes/s
computer-speed-thousands = { $speed } k nodes/s
# Per què l'ordinador rebutja una oferta de taules (a la barra d'estat).
computer-draw-too-early = no accepta taules abans del moviment { $moves }
computer-draw-not-dead = la posició no és de taules segures: continua jugant
# El nom de la barra de valoració per als lectors de pantalla; $score: p. ex. "+0.35".
computer-eval-bar = Barra de valoració: { $score } per a les blanques
# El temps entre moviments quan una partida o una reproducció avança sola.
computer-delay = Pausa
# Després del número de la pausa: segons (amb l'espai del davant).
computer-seconds-suffix = {" "}s
computer-delay-tip = El temps entre dos moviments quan la partida o la reproducció avança sola

# La revisió de la partida.
computer-review = Revisió de la partida
# Per què la revisió no ha acabat, després de "La revisió no ha acabat:".
computer-review-stopped = s'ha aturat
computer-reviewing-start = Revisant: començant…
computer-reviewing = Revisant: { $done } de { $total } posicions
computer-review-failed = La revisió no ha acabat: { $why }.
computer-previous-mistake = Error anterior
computer-previous-mistake-tip = Mostra la posició després del moviment valorat anterior
computer-next-mistake = Error següent
computer-next-mistake-tip = Mostra la posició després del moviment valorat següent
# Un moviment valorat: $mv tal com l'escriu la llista de moviments, $symbol la seva marca
# (?!, ?, ??), $judgement el seu nom (p. ex. "error"), $before i $after les valoracions
# d'abans i de després, $best el moviment del motor.
computer-judged-move = { $mv } { $symbol }: { $judgement } (de { $before } a { $after }); el motor preferia { $best }.
# Els títols de la taula de resum de la revisió.
computer-white = Blanques
computer-black = Negres
computer-accuracy = Precisió
# Una precisió en percentatge.
computer-percent = { $value }%
computer-inaccuracies = Imprecisions ?!
computer-mistakes = Errors ?
computer-blunders = Errors greus ??
computer-average-loss = Pèrdua mitjana
computer-average-loss-tip = Centipeons perduts per moviment; cada valor es compta dins de ±10 peons
# La descripció del primer punt del gràfic de possibilitats; $value: la valoració en aquell punt.
computer-chances-start = Inici: { $value }
computer-chances-tip = Les possibilitats de guanyar de les blanques, moviment a moviment; fes clic per veure una posició

# Sota una línia del motor: $depth i $seldepth (la línia més profunda cercada), $speed.
computer-line-detail = profunditat { $depth }/{ $seldepth }, { $speed }
computer-engine = Motor
computer-engine-builtin = Otherworlds (integrat)
