# So (issue 44): per què el dispositiu de so de Windows i macOS no pot sonar (app/src/sound/cpal_out.rs), dins de sound-none.
sound-device-none = cap dispositiu de sortida de so
sound-device-format = el format de mostra del dispositiu de so ({ $format }) no és compatible
sound-device-stalled = el dispositiu de so ha deixat d'acceptar sons
sound-device-unsupported = encara no hi ha sortida de so en aquest sistema
