# Motors UCI externs (issue 47).
engines-error-start = No s'ha pogut iniciar { $engine }: { $error }
engines-error-not-uci = { $engine } no és un motor UCI: no ha respost «uci» amb «uciok» en 5 segons
engines-error-closed = { $engine } s'ha aturat durant «{ $during }» ({ $detail }); el motor s'ha aturat i la partida no ha canviat
engines-error-timeout = { $engine } no ha respost a temps (esperant «{ $waiting }»); el motor s'ha aturat i la partida no ha canviat
engines-error-illegal = { $engine } ha donat la jugada «{ $mv }», que les regles no permeten ({ $why }); el motor s'ha aturat i la partida no ha canviat
engines-error-option = { $engine } no té cap opció «{ $option }» que admeti «{ $value }»
engines-output-closed = la seva sortida s'ha tancat
