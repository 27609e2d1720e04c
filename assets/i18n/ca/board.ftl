# El taulell: les tecles de dibuix (finestra de dreceres: la tecla, i després què fa), els
# noms accessibles del taulell.

# La tecla O mateixa (encercla una casella): conserveu la lletra.
board-key-circle = O
board-key-circle-tip = Encercla la casella que té el focus (un altre cop: treu el cercle)
# La tecla D mateixa (dibuixa una fletxa): conserveu la lletra.
board-key-arrow = D
board-key-arrow-tip = Comença una fletxa a la casella que té el focus; D en una altra casella l'acaba
board-key-clear = Supr
board-key-clear-tip = Esborra els dibuixos de la posició que es veu (també Retrocés)
board-key-colours = Shift / Alt / Shift+Alt
board-key-colours-tip = Amb O o D: vermell, blau o groc en lloc de verd

# El que diu un lector de pantalla d'una casella després del nom i la peça, cada cosa una part
# d'una llista separada per comes: "e4, Cel, cavall fantasma blanc, captura aquí".
board-empty = buida
board-selected = seleccionada
board-in-check = en escac
board-gives-check = fa escac
board-move-here = moviment aquí
board-capture-here = captura aquí
board-en-passant-here = captura al pas aquí
board-taken-en-passant = capturat al pas
board-vertical-move-here = moviment vertical aquí
board-vertical-capture-here = captura vertical aquí
board-place-here = col·loca aquí
board-beam = raig de llum de la peça seleccionada
# Els dibuixos d'una casella. $colour: green, red, blue, yellow; $cell: el nom d'una altra casella.
board-circle = cercle { $colour ->
        [green] verd
        [red] vermell
        [blue] blau
       *[yellow] groc
    }
board-arrow-to = fletxa { $colour ->
        [green] verda
        [red] vermella
        [blue] blava
       *[yellow] groga
    } cap a { $cell }
board-arrow-from = fletxa { $colour ->
        [green] verda
        [red] vermella
        [blue] blava
       *[yellow] groga
    } des de { $cell }
board-arrow-starts-here = la fletxa comença aquí
