# Les tecles tal com les anomenen els consells i la finestra de dreceres. "Ctrl", "Alt",
# "Shift" i les lletres les dona el sistema; aquestes són les tecles que anomena l'aplicació.

# Dues o més tecles que fan el mateix: $keys és una tecla o una llista ja unida, $key la següent.
keys-or = { $keys } o { $key }
keys-left-arrow = Fletxa esquerra
keys-right-arrow = Fletxa dreta
keys-space = Espai
keys-home = Inici
keys-end = Fi
keys-page-down = Av Pàg
keys-page-up = Re Pàg

# Les tecles que accepta una casella del taulell amb el focus (finestra de dreceres: la tecla, i què fa).
keys-board-arrows = Fletxes
keys-board-arrows-tip = Mou el focus pel taulell
keys-board-alt-arrows = Alt+fletxes
keys-board-alt-arrows-tip = Mou el focus al taulell següent
keys-board-enter = Retorn / Espai
keys-board-enter-tip = Selecciona una peça, juga-la a la casella que té el focus
keys-board-escape = Esc
keys-board-escape-tip = Abandona una fletxa començada amb el teclat; si no, treu la selecció; si no, surt del taulell
