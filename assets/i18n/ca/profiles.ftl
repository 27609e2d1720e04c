# Perfils de jugador: noms amb puntuacions i partides puntuades, guardats a profiles.json.
# Es mostra mentre el treballador de fitxers està ocupat.
profiles-reading = Llegint els perfils
profiles-saving = Desant els perfils
# $error: per què (del sistema de fitxers o del lector).
profiles-not-saved = No s'han desat els perfils: { $error }
profiles-not-saved-file = No s'han desat els perfils: fitxer de perfils { $error }
# El fitxer de perfils no s'ha pogut llegir en començar. $file: on s'ha guardat el fitxer
# malmès; $reason: per què no s'ha pogut apartar.
profiles-not-read = No s'han pogut llegir els perfils ({ $error }); no s'hi desa a sobre.
profiles-not-read-lost = No s'han pogut llegir els perfils: { $error }
profiles-not-read-kept = No s'han pogut llegir els perfils ({ $error }); el fitxer s'ha guardat com a { $file }.
profiles-not-read-not-moved = No s'han pogut llegir els perfils ({ $error }) ni apartar-los ({ $reason }); no s'hi desa a sobre.
# $repairs: què s'ha reparat, separat per punts i comes.
profiles-repaired-kept = Algunes puntuacions dels perfils eren fora de rang i tornen a començar ({ $repairs }); el fitxer tal com era es guarda com a { $file }.
profiles-repaired-not-written = Algunes puntuacions dels perfils eren fora de rang i tornen a començar ({ $repairs }); el fitxer tal com era es guarda com a { $file }, però no s'han pogut escriure els perfils reparats ({ $reason }), així que aquesta vegada no es desen.
profiles-repaired-not-kept = Algunes puntuacions dels perfils eren fora de rang i tornen a començar ({ $repairs }); no s'ha pogut guardar el fitxer a part ({ $reason }), així que es queda tal com és i aquesta vegada els perfils no es desen.
profiles-still-reading = encara s'estan llegint els perfils
profiles-name-needed = un perfil necessita un nom
# $max: el nombre màxim de caràcters d'un nom.
profiles-name-too-long = el nom d'un perfil té com a màxim { $max } caràcters
profiles-name-taken = ja hi ha un perfil que es diu { $name }
# $why: per què no s'ha d'escriure a sobre de profiles.json.
profiles-not-saved-because = els perfils no es desen: { $why }

# La finestra de perfils.
profiles-title = Perfils
profiles-all = Tots els perfils
profiles-being-read = S'estan llegint els perfils…
profiles-none-yet = Encara no hi ha cap perfil: crea'n un al diàleg Partida nova.
profiles-open-tip = Obre les puntuacions i les partides del perfil
# Títols de la taula de puntuacions: la família (grup de variants), la puntuació Glicko-2,
# la seva desviació (RD), la volatilitat i el nombre de partides.
profiles-family = Família
profiles-rating = Puntuació
profiles-rd = RD
profiles-volatility = Volatilitat
profiles-games = Partides
profiles-chart = Puntuació després de cada partida puntuada
# L'eix del gràfic, i el títol de l'última columna de la taula de partides.
profiles-game = Partida
# Títols de les columnes de la taula de partides.
profiles-column-date = Data
profiles-column-variant = Variant
profiles-column-opponent = Rival
profiles-column-colour = Color
profiles-column-result = Resultat
profiles-column-rating-after = Nova puntuació
profiles-column-change = Canvi
# El títol de la columna per la qual s'ordena la taula, amb l'ordre: "Canvi, de més a menys".
profiles-column-sorted = { $column }, { $order }
profiles-oldest-first = les més antigues primer
profiles-newest-first = les més recents primer
profiles-lowest-first = de menys a més
profiles-highest-first = de més a menys
profiles-a-to-z = de la A a la Z
profiles-z-to-a = de la Z a la A
profiles-sort-tip = Ordena per aquesta columna (un altre cop: a l'inrevés)
profiles-show-game = Mostra la partida
profiles-show-game-tip = Mostra aquesta partida al reproductor
# A la taula de partides quan no s'ha guardat el fitxer de la partida.
profiles-not-kept = no guardada
# Un rival ordinador: el seu nivell i la seva puntuació, p. ex. "Nivell 3 · 1250". Es guarda
# a l'historial del perfil tal com era quan es va jugar la partida.
profiles-level-label = Nivell { $level } · { $rating }
# Un rival sense perfil, tal com es guarda a l'historial.
profiles-guest = Convidat

# Errors del fitxer de perfils. $error: què ha fallat (del sistema de fitxers o del lector);
# $file: el fitxer; $line, $column: on.
profiles-error-file = fitxer de perfils { $error }
profiles-error-invalid = fitxer de perfils { $file }, línia { $line }, columna { $column }: { $error }
profiles-error-no-version = fitxer de perfils { $file }: no hi ha el camp "version" (un nombre enter com ara 1)
# $found: la versió del fitxer; $version: la més nova que llegeix aquesta aplicació.
profiles-error-newer = fitxer de perfils { $file }: la versió { $found } l'ha escrita un Otherworlds més nou (aquest llegeix la versió { $version })
profiles-error-not-an-object = el fitxer ha de contenir un sol objecte JSON, {"{"} "version": 1, "profiles": [...] {"}"}
profiles-error-bad-version = "version" ha de ser un nombre enter de l'1 al { $version }, no { $found }
# Una puntuació fora de rang, que torna a començar: $family és l'identificador de la família;
# $rating, $deviation, $volatility les xifres trobades; $why què hi falla.
profiles-repair-rating = la puntuació { $family } ({ $rating } / { $deviation } / { $volatility }): { $why }
profiles-repair-dropped = { $count ->
        [one] { $count } xifra de l'historial fora de rang, descartada
       *[other] { $count } xifres de l'historial fora de rang, descartades
    }
profiles-cannot-write = no es poden escriure els perfils: { $error }
# $size, $max: mides en MiB.
profiles-cannot-write-too-big = no es poden escriure els perfils: ocupen { $size } MiB, més dels { $max } MiB que pot contenir un fitxer de perfils (el fitxer conserva els perfils tal com eren)
profiles-cannot-write-read-back = no es poden escriure els perfils (no es podrien tornar a llegir: { $error })
profiles-repair-puzzles = { $count } puntuacions de problemes fora de límits, oblidades (els problemes tornen a la seva puntuació d'origen)
profiles-puzzle-rating = Puntuació de problemes
profiles-puzzles-solved = Problemes
# $solved, $tried: puzzles solved, and tried, in the family.
profiles-solved-of = { $solved } de { $tried }
