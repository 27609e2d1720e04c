# La partida en curs: l'estat, desfer, els rellotges, les reproduccions.

game-undo-rated-ended = Una partida puntuada que ja s'ha acabat no es pot desfer: el resultat ja compta.

# Per què no es pot passar (Valhalla): "Ara no pots passar: …".
game-pass-over = la partida s'ha acabat
game-pass-computer = li toca moure a l'ordinador
game-pass-battlefield = passar és un moviment al Valhalla; primer es mou al camp de batalla
game-pass-kings = només es pot passar mentre al Valhalla hi hagi només els dos reis
game-pass-transfer = una peça capturada només es pot deixar anar quan no hi ha cap casella inicial seva lliure
game-pass-nothing = ara no hi ha res a decidir

# La línia d'estat. $side: el nom d'un bàndol (Blanques, Negres); $result: el resultat en paraules.
game-over = Partida acabada: { $result }
game-to-move = Mouen { $side }
# Valhalla: a quin taulell és el moviment, i si es pot passar.
game-to-move-battlefield = Mouen { $side } al camp de batalla
game-to-move-or-pass-battlefield = Mouen o passen { $side } al camp de batalla
game-to-move-valhalla = Mouen { $side } al Valhalla
game-to-move-or-pass-valhalla = Mouen o passen { $side } al Valhalla
# $status: una de les línies anteriors; $colour: el color de les peces que es mouen al Valhalla (white, black).
game-with-pieces = { $status } ({ $colour ->
        [white] peces blanques
       *[black] peces negres
    })
game-in-check = { $status } (escac)
# $phase: la fase de la variant (de les regles).
game-with-phase = { $status } - { $phase }
# Un traspàs del Valhalla. $piece: el nom de la peça (cavall) o amb el color (cavall negre).
game-transfer = { $side } trien on va la peça capturada ({ $piece })
game-transfer-nowhere = { $side } trien on va la peça capturada ({ $piece }): no hi ha cap casella inicial lliure, «Passa» la deixa anar
game-places-captured = { $side } col·loquen la peça capturada ({ $piece })
# El resultat. $reason: com ha acabat la partida (escac i mat…); $score: 1-0, 0-1, 1/2-1/2.
game-wins-by = { $side } guanyen per { $reason } ({ $score })
game-draw-by = Taules per { $reason } ({ $score })

# La desada automàtica. $error: per què (un missatge del sistema); $file: on s'ha guardat el fitxer malmès.
game-autosave-broken-kept = No s'ha pogut restaurar la partida desada automàticament ({ $error }); el fitxer s'ha guardat com a { $file }.
# $aside: per què no s'ha pogut apartar el fitxer.
game-autosave-broken-stuck = No s'ha pogut restaurar la partida desada automàticament ({ $error }) ni apartar el fitxer ({ $aside }); aquesta finestra no desa automàticament, així que no s'hi escriu a sobre.
game-autosave-unreadable = No s'ha pogut llegir la partida desada automàticament ({ $error }); aquesta finestra no desa automàticament, així que no s'hi escriu a sobre.
game-autosave-failed = La desada automàtica ha fallat: { $error }
# $error: per què (de les regles).
game-cannot-end = La partida no pot acabar així: { $error }.

# L'elecció dels jugadors (Partida nova, Continua des d'aquí, el tauler lateral).
game-variant = Variant
game-white = Blanques
game-black = Negres
# Un seient d'una partida puntuada sense perfil.
game-guest = Convidat

# Una partida reproduïda tal com la titula la capçalera. $players: "Ada contra Nivell 3"; $date: 2026-12-01; $file: el nom del fitxer.
game-replay-title = { $players }, { $date } ({ $file })
game-replay-title-undated = { $players } ({ $file })
