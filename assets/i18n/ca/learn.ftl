# La pantalla Aprèn: les regles d'una variant, les visites guiades i els exercicis.
# $error: per què la part no es carrega.
learn-part-does-not-load = Aquesta part de la lliçó no es carrega: { $error }
learn-coordinates-hint = Fes clic en una casella, o porta-hi el focus del teclat, per veure'n les coordenades.
learn-try-it = Prova-ho
learn-try-it-tip = Comença aquesta partida contra l'ordinador al nivell indicat a dalt; continua com una partida normal
learn-show-me = Mostra-m'ho
learn-show-me-tip = Juga el moviment que explica aquest diagrama
learn-reset = Reinicia
learn-reset-diagram-tip = Torna a la posició del diagrama
learn-reset-check-tip = Torna a posar l'escac i prova una altra resposta
learn-reset-exercise-tip = Torna a començar l'exercici
learn-save-diagram = Desa el diagrama…
learn-save-diagram-tip = Desa aquest diagrama com a SVG o PNG, per a una fitxa d'exercicis
learn-pass = Passa
learn-pass-tip = No facis cap moviment al Valhalla (ara es pot)
# Abans dels botons que trien una peça per mostrar-ne l'abast.
learn-piece = Peça:
learn-piece-tip = Posa aquesta peça sola al taulell i il·lumina el seu abast
# $role: la peça; $count: el nombre de caselles.
learn-range-count = { $role ->
        [pawn] El peó
        [knight] El cavall
        [bishop] L'alfil
        [rook] La torre
        [queen] La dama
       *[king] El rei
    } arriba a { $count ->
        [one] { $count } casella
       *[other] { $count } caselles
    }.
# Les maneres de respondre a un escac; $way en diu una (p. ex. "tapa la línia").
learn-way-done = { $way }: fet
learn-way-possible = { $way }: possible aquí
learn-way-impossible = { $way }: impossible aquí
learn-answered-check = Has respost a l'escac: { $way }.
learn-answered-check-and-check = Has respost a l'escac: { $way }. Ara l'altre bàndol està en escac.
# Les tres maneres de respondre a un escac.
learn-way-capture = captura l'atacant
learn-way-block = tapa la línia
learn-way-king = mou el rei
# Un exercici: moviments fets dels permesos.
learn-moves-used = Moviments: { $used } de { $allowed }
# $cells: els noms de les caselles objectiu encara no assolides, separats per comes.
learn-targets-left = Objectius pendents: { $cells }
learn-hints = Pistes
learn-hide-hints = Amaga les pistes
learn-hints-tip = Mostra o amaga les fletxes de pista
learn-next-level = Nivell següent
learn-next-level-tip = L'exercici següent
learn-solved-before = Ja has resolt aquest exercici abans.
# Una pregunta del qüestionari; $role: la peça; $from i $to: caselles.
learn-quiz-question = { $role ->
        [pawn] El peó
        [knight] El cavall
        [bishop] L'alfil
        [rook] La torre
        [queen] La dama
       *[king] El rei
    } pot anar de la casella { $from } a la { $to }?
learn-quiz-question-any = La peça pot anar de la casella { $from } a la { $to }?
learn-legal = Legal
learn-legal-tip = Resposta: el moviment és legal
learn-illegal = Il·legal
learn-illegal-tip = Resposta: el moviment és il·legal
# La resposta a una pregunta. $changes diu què canvia el moviment (p. ex. "canvia
# la columna i la fila"); $why: l'explicació del curs (pot ser buida).
learn-quiz-right-legal = Correcte: el moviment és legal. De la casella { $from } a la { $to }, { $changes }. { $why }
learn-quiz-right-illegal = Correcte: el moviment és il·legal. De la casella { $from } a la { $to }, { $changes }. { $why }
learn-quiz-wrong-legal = No ben bé: el moviment és legal. De la casella { $from } a la { $to }, { $changes }. { $why }
learn-quiz-wrong-illegal = No ben bé: el moviment és il·legal. De la casella { $from } a la { $to }, { $changes }. { $why }
# "Diagrama 2 de 3:" davant d'un botó per diagrama; les descripcions dels botons, "Diagrama 2".
learn-diagram-of = Diagrama { $n } de { $count }:
learn-diagram-n = Diagrama { $n }
learn-question-of = Pregunta { $n } de { $count }:
learn-question-n = Pregunta { $n }

# Les coordenades d'una casella 4D, al pas Coordenades. $cell: el seu nom (p. ex. a1[0,1]);
# $x, $y, $z, $w: les seves coordenades; $file: la lletra de la columna; $rank: el número de la fila.
# $side és "left" o "right", $row "lower" o "upper".
learn-cell-coordinates = { $cell }: x = { $x } (columna { $file }), y = { $y } (fila { $rank }), z = { $z } (taulell de { $side ->
        [left] l'esquerra
       *[right] la dreta
    }), w = { $w } (filera de { $row ->
        [lower] baix
       *[upper] dalt
    }): el taulell de { $row ->
        [lower] baix
       *[upper] dalt
    } a { $side ->
        [left] l'esquerra
       *[right] la dreta
    }; al teseracte, el cub { $row ->
        [lower] interior
       *[upper] exterior
    }
# Una coordenada que canvia un moviment: $axis és x, y, z o w; $by, quant.
learn-change-axis = { $axis } en { $by }
# Què canvia un moviment; $a, $b, $c, $d són textos de learn-change-axis.
learn-changes-none = no canvia res (cap coordenada)
learn-changes-one = canvia { $a } (una coordenada)
learn-changes-two = canvia { $a } i { $b } (dues coordenades)
learn-changes-three = canvia { $a }, { $b } i { $c } (tres coordenades)
learn-changes-four = canvia { $a }, { $b }, { $c } i { $d } (quatre coordenades)

learn-title = Aprèn
# Un curs que no es carrega; $n: el seu número.
learn-course-broken = Curs { $n } (no es carrega)
learn-course-tip = Les regles, les visites guiades i els exercicis d'aquesta variant
learn-back-to-game = Torna a la partida
learn-back-to-game-tip = Tanca les lliçons; la partida t'espera on l'has deixada (Escape)
learn-rules = Regles
learn-rules-tip = Una secció per regla, cadascuna amb un diagrama interactiu
# $title: el títol d'una visita guiada del curs.
learn-tour = Visita: { $title }
learn-tour-tip = Una lliçó guiada, pas a pas
learn-exercise = Exercici: { $title }
learn-exercise-tip = Arriba a les caselles marcades amb els moviments permesos
learn-level = Nivell { $n }
# Un element de la llista que l'alumne ja ha fet; $title: el seu títol.
learn-item-done = { $title } (fet)
learn-back = Enrere
learn-back-tip = El diagrama, la pregunta o el pas anterior (Page Up, Alt+Left)
learn-next = Següent
learn-next-tip = El diagrama, la pregunta o el pas següent (Page Down, Alt+Right)
# On és l'alumne: "Secció 3 de 12".
learn-section-of = Secció { $n } de { $count }
learn-step-of = Pas { $n } de { $count }
learn-level-of = Nivell { $n } de { $count }

# Errors d'un fitxer de curs (per als autors del curs). $cell: el nom d'una casella tal com s'ha escrit.
learn-error-no-cell = no hi ha cap casella "{ $cell }" en aquest taulell
learn-error-no-cell-to-select = no hi ha cap casella "{ $cell }" per seleccionar
learn-error-position = posició "{ $position }": { $error }
learn-cannot-show = Aquest moviment no es pot mostrar: { $error }
# Sota un diagrama després de «Mostra-m'ho»; $moves: els moviments jugats, separats per comes;
# $result: com ha acabat la partida (p. ex. "Les negres guanyen per escac i mat (0-1)").
learn-shown = Mostrat: { $moves }
learn-shown-result = Mostrat: { $moves }. { $result }
# $mv: el moviment que ha jugat l'alumne, tal com l'escriu la llista de moviments.
learn-played = Jugat: { $mv }
learn-played-result = Jugat: { $mv }. { $result }
learn-played-pass = Jugat: passa

learn-error-no-target = un exercici necessita almenys una casella objectiu
learn-error-no-range-cell = no hi ha cap casella "{ $cell }" per al pas de l'abast
# $mv: un moviment tal com l'escriu el fitxer del curs.
learn-error-not-a-move = "{ $mv }" no són dues caselles d'aquest taulell
# Un exercici resolt en $count moviments.
learn-solved-in = Resolt en { $count ->
        [one] { $count } moviment
       *[other] { $count } moviments
    }!
learn-out-of-moves = No queden moviments: prem «Reinicia» i prova-ho d'una altra manera.
learn-move-gives-check = Aquest moviment fa escac: en un exercici el rei de l'altre bàndol es deixa en pau. Prova un altre moviment.

learn-no-such-course = no existeix aquest curs
