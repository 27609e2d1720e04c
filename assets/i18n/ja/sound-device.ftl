# サウンド（issue 44）：Windows と macOS のサウンドデバイスが鳴らせない理由（app/src/sound/cpal_out.rs）。sound-none の中に表示。
sound-device-none = 音声出力デバイスがありません
sound-device-format = サウンドデバイスのサンプル形式（{ $format }）には対応していません
sound-device-stalled = サウンドデバイスが音を受け取らなくなりました
sound-device-unsupported = このシステムではまだ音を出せません
