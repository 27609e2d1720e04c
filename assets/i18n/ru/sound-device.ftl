# Звук (issue 44): почему звуковое устройство Windows и macOS не может играть (app/src/sound/cpal_out.rs), внутри sound-none.
sound-device-none = нет устройства вывода звука
sound-device-format = формат сэмплов звукового устройства ({ $format }) не поддерживается
sound-device-stalled = звуковое устройство перестало принимать звуки
sound-device-unsupported = на этой системе звука пока нет
