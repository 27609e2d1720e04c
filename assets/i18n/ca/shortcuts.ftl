# Ajuda > Dreceres de teclat: una taula de tecles, què fan i on funcionen.

shortcuts-keys = Tecles
shortcuts-what = Què fa
shortcuts-where = On
# On funciona una tecla (la columna On de la taula).
shortcuts-everywhere = Arreu
shortcuts-game-and-editor = Partida i editor
shortcuts-game = Partida
shortcuts-editor = Editor
shortcuts-learn = Aprèn
shortcuts-several-screens = Diverses pantalles
# La capçalera de la taula de tecles del taulell (B i Tab són tecles).
shortcuts-board-cell = En una casella del taulell amb el focus (B o Tab porten al taulell)
