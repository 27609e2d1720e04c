# La llista de moviments i els controls de reproducció.

# On és una posició, com ho mostren les capçaleres ("Mires la posició després del moviment 3 (blanques) de 14").
# $number: el número del moviment; $count: els moviments de la partida; $ply: les decisions jugades.
history-start-position = posició inicial
history-after-decision = després de la decisió { $ply }
history-after-move-white = després del moviment { $number } (blanques) de { $count }
history-after-move-black = després del moviment { $number } (negres) de { $count }
# Dins d'un torn del Valhalla (un torn de diverses decisions).
history-during-move-white = durant el moviment { $number } (blanques) de { $count }
history-during-move-black = durant el moviment { $number } (negres) de { $count }
# El consell d'un moviment de la llista. $notation: el moviment tal com s'escriu (e4, Nf3).
history-move-tip = { $notation }: mostra la posició després d'aquest moviment
history-pause = Pausa
history-play = Reprodueix
# El diàleg «Continua des d'aquí». $number: el número del moviment.
history-continue-heading = Continua des d'aquí
history-continue-text = La partida continua des de la posició després del moviment { $number }; els moviments posteriors es descarten. Qui juga amb cada bàndol?
