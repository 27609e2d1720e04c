# サウンド（issue 44）：表示メニューのサウンド設定と、ステータス行の表示。
sound-settings = サウンド設定
sound-volume = 音量
sound-volume-tip = すべての音の大きさ
sound-moves = 指し手
sound-moves-tip = 対局中のすべての指し手で音を鳴らします：あなたの手、相手の手、コンピュータ同士の手
sound-low-time = 残り時間わずか
sound-low-time-tip = 時計が 10 秒を切ったときの警告（対局ごと・手番ごとに 1 回）
sound-steps = 指し手をたどる
sound-steps-tip = 棋譜を 1 手ずつたどるたびに音を鳴らします：再生、指し手リスト
sound-turned-on = サウンド オン（M でオフ）
sound-turned-off = サウンド オフ（M で再びオン）
sound-none = 音が出ません：{ $error }。それ以外はすべて動作します。
sound-alsa-error = ALSA エラー { $code }
sound-no-alsa = ALSA のライブラリ libasound.so.2 を読み込めませんでした（{ $error }）
sound-no-device = サウンドデバイスを開けませんでした（{ $error }）
sound-device-refused = サウンドデバイスが 16 ビット・モノラル・44.1 kHz の音を受け付けません（{ $error }）
sound-device-gone = サウンドデバイスが動作しなくなりました（{ $error }）
