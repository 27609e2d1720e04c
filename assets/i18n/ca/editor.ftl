# L'editor de taulell.
editor-title = Editor de taulell
editor-clear = Buida
editor-clear-tip = Treu totes les peces dels taulells
editor-start-position = Posició inicial
editor-start-position-tip = Col·loca la posició inicial de la variant
# Abans de triar entre Blanques i Negres.
editor-to-move = Mouen:
editor-position-string = Cadena de posició
editor-players = Jugadors
# A «Juga des d'aquí» quan la posició no és vàlida; $why diu què falla.
editor-not-valid = La posició no és vàlida: { $why }
editor-castling = Enroc
# El Valhalla té dos taulells: el camp de batalla i el Valhalla.
editor-castling-battlefield = Enroc al camp de batalla
editor-castling-valhalla = Enroc al Valhalla
editor-en-passant = Casella de captura al pas:
editor-en-passant-battlefield = Casella de captura al pas al camp de batalla:
editor-en-passant-valhalla = Casella de captura al pas al Valhalla:
# El nom per al lector de pantalla de la casella d'un dret d'enroc: $letter és la seva lletra
# (K, Q, I…), $right el descriu.
editor-castling-right = { $letter }: { $right }
editor-halfmove-clock = Comptador de mitges jugades:
editor-move-number = Número de moviment:
editor-valid = La posició és vàlida
editor-eraser = Goma
editor-eraser-tip = Un clic buida la casella (també un clic dret, o Supr)
# El pinzell de la paleta que buida caselles, a "Paleta: goma".
editor-eraser-name = goma
# Les marques de Dos mons: * és un fantasma, ~ una peça promocionada (com les escriu la cadena de posició).
editor-ghost = Fantasma *
editor-ghost-tip = Les peces de la paleta són fantasmes (només al Cel) (G)
editor-promoted = Promocionada ~
editor-promoted-tip = Les peces de la paleta són promocionades: no són torres originals (M)
# El nom per al lector de pantalla d'un botó de la paleta; $piece: p. ex. "cavall blanc".
editor-palette-piece = Paleta: { $piece }
# $key: la tecla de la peça (p. ex. N).
editor-palette-tip = Posa aquesta peça ({ $piece }) amb un clic (o amb { $key } a la casella que té el focus)
editor-palette-tip-shift = Posa aquesta peça ({ $piece }) amb un clic (o amb Shift+{ $key } a la casella que té el focus)

# Què falla en la posició de l'editor (l'aplicació posa la primera lletra en majúscula).
# $error: el missatge del lector, que cita el text.
editor-does-not-read = la cadena de posició no es pot llegir: { $error }
# $color: white o black.
editor-no-king = no hi ha rei { $color ->
        [white] blanc
       *[black] negre
    }
# $count: quants reis de $color hi ha.
editor-too-many-kings = { $count ->
        [2] dos
        [3] tres
        [4] quatre
       *[other] { $count }
    } reis { $color ->
        [white] blancs
       *[black] negres
    }
# $cell: el nom d'una casella.
editor-pawn-first-or-last = un peó a { $cell }: els peons mai no són a la primera ni a l'última fila
editor-pawn-one-or-four = un peó a { $cell }: els peons mai no són a la fila 1 ni a la fila 4
editor-pawn-earth = un peó a la Terra, a { $cell }: cap peó no és mai a la primera ni a l'última fila de la Terra
# $color: el bàndol en escac, white o black.
editor-opposite-check = { $color ->
        [white] les blanques estan en escac però mouen les negres
       *[black] les negres estan en escac però mouen les blanques
    }
# $side: el bàndol que mou, tal com l'escriu la cadena de posició (w o b).
editor-en-passant-rank = la casella de captura al pas { $square } no és a la fila { $rank } (mou: { $side })
# Un problema en un dels dos taulells del Valhalla; $problem: què hi falla.
editor-on-valhalla = al Valhalla: { $problem }
editor-on-battlefield = al camp de batalla: { $problem }
editor-ghost-on-earth = un fantasma a la Terra, a { $cell }: els fantasmes només viuen al Cel
editor-ghost-king = un rei fantasma a { $cell }: els reis no es capturen mai
# $role: la peça marcada (pawn o king).
editor-promoted-mark = { $role ->
        [pawn] un peó promocionat
        [king] un rei promocionat
       *[other] una peça promocionada ({ $role })
    } a { $cell }: només es promocionen dames, torres, alfils i cavalls
# $earth, $sky: les dues caselles.
editor-kings-stacked = els dos reis són a la mateixa casella dels dos nivells ({ $earth } i { $sky })
# $letter: la lletra d'un dret d'enroc (I o i); ~ marca una peça promocionada, com l'escriu la cadena de posició.
editor-castling-without-rook = dret d'enroc { $letter } sense cap torre original { $color ->
        [white] blanca
       *[black] negra
    } (una torre sense la marca ~ i que no sigui un fantasma)
# $found, $expected: lletres de bàndol de la cadena de posició; $rules: el nom de les regles.
editor-valhalla-side = al Valhalla mou '{ $found }', però amb les regles { $rules } hi ha de moure '{ $expected }'
# $which: els reis que falten.
editor-missing-kings = falten reis ({ $which }); només en pot faltar un en una partida acabada
# $color: white o black; $what: pieces o pawns.
editor-too-many = { $color ->
        [white] Les blanques
       *[black] Les negres
    } tenen { $count } { $what ->
        [pawns] peons
        [pieces] peces
       *[other] { $what }
    } entre els dos taulells; com a màxim, { $max }

# Una peça promocionada de la paleta (Dos mons): "dama blanca promocionada". $color: white
# o black; $role: knight, bishop, rook o queen.
editor-promoted-piece = { $role ->
        [knight] cavall { $color ->
            [white] blanc
           *[black] negre
        } promocionat
        [bishop] alfil { $color ->
            [white] blanc
           *[black] negre
        } promocionat
        [rook] torre { $color ->
            [white] blanca
           *[black] negra
        } promocionada
        [queen] dama { $color ->
            [white] blanca
           *[black] negra
        } promocionada
        [pawn] peó { $color ->
            [white] blanc
           *[black] negre
        } promocionat
       *[king] rei { $color ->
            [white] blanc
           *[black] negre
        } promocionat
    }
