# So (issue 44): la configuració del so del menú Visualització i el que diu la línia d'estat.
sound-settings = Configuració del so
sound-volume = Volum
sound-volume-tip = Com de fort sona cada so
sound-moves = Moviments
sound-moves-tip = Un so per a cada moviment d'una partida: els teus, els del rival, els de les màquines
sound-low-time = Poc temps
sound-low-time-tip = Un avís quan un rellotge baixa de 10 segons, un cop per partida i per bàndol
sound-steps = Recórrer els moviments
sound-steps-tip = Un so a cada pas pels moviments d'una partida: la reproducció, la llista de moviments
sound-turned-on = So activat (M el desactiva)
sound-turned-off = So desactivat (M el torna a activar)
sound-none = Sense so: { $error }. Tota la resta funciona.
sound-alsa-error = Error d'ALSA { $code }
sound-no-alsa = no s'ha pogut carregar la biblioteca d'ALSA libasound.so.2 ({ $error })
sound-no-device = no s'ha pogut obrir el dispositiu de so ({ $error })
sound-device-refused = el dispositiu de so no accepta so mono de 16 bits a 44,1 kHz ({ $error })
sound-device-gone = el dispositiu de so ha deixat de funcionar ({ $error })
