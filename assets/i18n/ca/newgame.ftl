# El diàleg Partida nova: una targeta per variant, el rellotge, l'ordinador, més opcions.

# Les targetes de les variants: el nom, i després què la fa diferent en una línia.
newgame-standard = Escacs clàssics
newgame-standard-line = Els escacs de sempre, en un sol taulell de 8x8.
newgame-two-worlds = Dos mons
newgame-two-worlds-line = Taulells de la Terra i del Cel: una peça capturada a la Terra puja al Cel com a fantasma.
newgame-four-d = Escacs 4D
newgame-four-d-line = Quatre taulells de 4x4 fan un sol taulell de quatre dimensions: les peces es mouen en x, y, z i w.
newgame-valhalla = Valhalla
newgame-valhalla-line = Dos taulells: una peça capturada va al Valhalla, el segon taulell, i cada torn és un moviment a cadascun.
# L'enllaç de la targeta tal com l'anomena un lector de pantalla; $variant: el nom d'una targeta.
newgame-learn-rules-of = Aprèn les regles de { $variant }
# Els jocs de peces de 4D.
newgame-full-set = Joc complet
newgame-full-set-tip = 16 peces cadascú: dues torres, dos cavalls i dos alfils, una dama, un rei, vuit peons
newgame-classic-set = Joc clàssic
newgame-classic-set-tip = 10 peces cadascú: un rei, una dama, dues torres, un alfil, un cavall i quatre peons
# Les opcions del Valhalla.
newgame-inverted = Invertit
newgame-inverted-tip = Al Valhalla els colors s'intercanvien: una peça caiguda hi lluita per qui l'ha capturada
newgame-mirror = Mirall
newgame-mirror-tip = Una peça caiguda va a la mateixa casella de l'altre taulell i substitueix el que hi hagi (un rei substituït perd)
newgame-eternal = Etern
newgame-eternal-tip = Una peça capturada al Valhalla torna al camp de batalla

# El rellotge. Una rajola per ritme; $minutes: els minuts de cada bàndol; $seconds: els que s'afegeixen després de cada torn.
newgame-clock = Rellotge
newgame-no-clock = Sense rellotge
newgame-no-clock-tip = Una partida sense límit de temps
# $speed: el nom de la velocitat a l'escala de lichess, una de les claus de sota.
newgame-preset-tip = { $minutes } minuts cadascú, { $seconds } segons afegits després de cada torn ({ $speed ->
        [ultrabullet] ultrabullet
        [bullet] bullet
        [blitz] blitz
        [rapid] ràpida
       *[classical] clàssica
    })
newgame-custom = Personalitzat
newgame-custom-tip = Escriu els minuts i l'increment
newgame-minutes = Minuts
newgame-increment = Increment
newgame-increment-seconds = Increment (segons)
# Què falla en un camp de Personalitzat. $field: Minuts o Increment; $low, $high: el rang permès.
newgame-field-empty = { $field }: buit; escriu un nombre enter de { $low } a { $high }
newgame-field-outside = { $field }: { $number } és fora del rang de { $low } a { $high }
# $text: el que s'ha escrit, entre cometes.
newgame-field-not-number = { $field }: «{ $text }» no és un nombre enter de { $low } a { $high }

# Jugar contra l'ordinador: les rajoles del nivell (1-8) i les del color.
newgame-computer-level = Nivell de l'ordinador
# La rajola d'un nivell tal com l'anomena un lector de pantalla; $level: "Nivell 3 (Casual)".
newgame-computer-tile = Ordinador: { $level }
newgame-your-colour = El teu color
# La rajola d'un color tal com l'anomena un lector de pantalla; $colour: Blanques, A l'atzar, Negres.
newgame-colour-tile = El teu color: { $colour }
newgame-white-tip = Jugues amb les blanques i mous primer
newgame-random = A l'atzar
newgame-random-tip = Blanques o negres, sortejat quan comença la partida
newgame-black-tip = Jugues amb les negres; l'ordinador mou primer

newgame-heading = Partida nova
# El que diu el diàleg primer de tot en la primera execució.
newgame-welcome = Benvingut a Otherworlds: els escacs i tres variants que es juguen en més d'un món. Tria'n una a sota i juga contra l'ordinador o contra un amic; «Aprèn les regles» te l'ensenya pas a pas.
# Després del nom de la variant, a sobre dels botons: "Escacs clàssics · rellotge 5+3". $clock: el ritme.
newgame-summary-clock = · rellotge { $clock }
newgame-summary-no-clock = · sense rellotge
newgame-summary-clock-wrong = · cal corregir els camps del rellotge
newgame-correct-clock = Primer corregeix els camps del rellotge
newgame-play-friend = Juga amb un amic
newgame-play-friend-tip = Dues persones en aquest ordinador, per torns en aquesta pantalla

# Més opcions: el jugador i el perfil de cada bàndol, Puntuada, perfils nous.
newgame-more-options = Més opcions
newgame-more-options-tip = El jugador de cada bàndol (també dos ordinadors), els perfils i Puntuada
newgame-rated = Puntuada
newgame-rated-refused = Una partida puntuada necessita un perfil a cada bàndol on jugui una persona, contra un altre perfil o un nivell de l'ordinador
newgame-engine-seat = Un motor que heu afegit (Partida → Motors…): les seves partides no són puntuades
# Abans dels perfils amb què pot jugar una persona (Convidat: sense puntuar).
newgame-plays-as = Juga com a
# L'elecció d'un perfil tal com l'anomena un lector de pantalla; $profile: el nom d'un perfil o Convidat.
newgame-white-plays-as = Les blanques juguen com a: { $profile }
newgame-black-plays-as = Les negres juguen com a: { $profile }
newgame-new-profile = Perfil nou
newgame-new-profile-hint = nom
newgame-new-profile-name = Nom del perfil nou
# $error: per què no s'ha creat el perfil.
newgame-not-created = No s'ha creat: { $error }.
