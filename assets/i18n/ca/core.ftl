# Les paraules de les regles: variants, colors, peces, resultats, les fases d'un torn del Valhalla.

variant-standard = Escacs clàssics
variant-two-worlds = Dos mons
variant-4d = Escacs 4D (joc complet)
variant-4d-classic = Escacs 4D (joc clàssic)
family-4d = Escacs 4D
variant-valhalla = Valhalla
# Les opcions del Valhalla, afegides al nom: "Valhalla, invertit, mirall".
valhalla-inverted = invertit
valhalla-mirror = mirall
valhalla-eternal = etern
# Un element més afegit a una llista ($list és el que hi havia abans).
list-more = { $list }, { $item }
color-white = Blanques
color-black = Negres
role-pawn = peó
role-knight = cavall
role-bishop = alfil
role-rook = torre
role-queen = dama
role-king = rei
# Una peça dins d'una frase ("cavall blanc"); $color és white o black, $role pawn, knight,
# bishop, rook, queen o king.
piece-name =
    { $role ->
        [pawn]
            peó { $color ->
                [white] blanc
               *[black] negre
            }
        [knight]
            cavall { $color ->
                [white] blanc
               *[black] negre
            }
        [bishop]
            alfil { $color ->
                [white] blanc
               *[black] negre
            }
        [rook]
            torre { $color ->
                [white] blanca
               *[black] negra
            }
        [queen]
            dama { $color ->
                [white] blanca
               *[black] negra
            }
       *[king]
            rei { $color ->
                [white] blanc
               *[black] negre
            }
    }
# Com ha acabat una partida (després de "per": "Les blanques guanyen per escac i mat").
end-checkmate = escac i mat
end-stalemate = ofegat
end-insufficient-material = material insuficient
end-threefold-repetition = triple repetició
end-fifty-moves = regla dels cinquanta moviments
end-king-replaced = rei substituït
end-resignation = abandonament
end-timeout = temps esgotat
end-timeout-vs-insufficient-material = temps esgotat contra material insuficient
end-agreement = acord mutu
# $winner és white o black.
outcome-win =
    { $winner ->
        [white] Les blanques guanyen
       *[black] Les negres guanyen
    } per { $reason }
outcome-draw = Taules per { $reason }
# Un fantasma (Dos mons) dins d'una frase; $body és el color que tenia el seu cos quan el van
# capturar: same (el mateix que $color) o l'altre, white o black.
piece-ghost =
    { $role ->
        [pawn]
            peó fantasma { $color ->
                [white] blanc
               *[black] negre
            }{ $body ->
                [white] {" "}(abans blanc)
                [black] {" "}(abans negre)
               *[same] {""}
            }
        [knight]
            cavall fantasma { $color ->
                [white] blanc
               *[black] negre
            }{ $body ->
                [white] {" "}(abans blanc)
                [black] {" "}(abans negre)
               *[same] {""}
            }
        [bishop]
            alfil fantasma { $color ->
                [white] blanc
               *[black] negre
            }{ $body ->
                [white] {" "}(abans blanc)
                [black] {" "}(abans negre)
               *[same] {""}
            }
        [rook]
            torre fantasma { $color ->
                [white] blanca
               *[black] negra
            }{ $body ->
                [white] {" "}(abans blanca)
                [black] {" "}(abans negra)
               *[same] {""}
            }
        [queen]
            dama fantasma { $color ->
                [white] blanca
               *[black] negra
            }{ $body ->
                [white] {" "}(abans blanca)
                [black] {" "}(abans negra)
               *[same] {""}
            }
       *[king]
            rei fantasma { $color ->
                [white] blanc
               *[black] negre
            }{ $body ->
                [white] {" "}(abans blanc)
                [black] {" "}(abans negre)
               *[same] {""}
            }
    }

# El judici d'una revisió sobre un moviment.
judgement-inaccuracy = imprecisió
judgement-mistake = error
judgement-blunder = error greu

level-1 = Principiant
level-2 = Novell
level-3 = Ocasional
level-4 = Club
level-5 = Club fort
level-6 = Expert
level-7 = Mestre
level-8 = Màxima força

board-earth = Terra
board-sky = Cel
board-battlefield = Camp de batalla
board-valhalla = Valhalla
board-valhalla-swapped = Valhalla (colors intercanviats)
board-board = Taulell
