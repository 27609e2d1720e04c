# 外部 UCI エンジン（issue 47）。
engines-error-start = { $engine } を起動できませんでした：{ $error }
engines-error-not-uci = { $engine } は UCI エンジンではありません：5 秒以内に「uci」に「uciok」で応答しませんでした
engines-error-closed = { $engine } が「{ $during }」の途中で停止しました（{ $detail }）。エンジンは停止し、ゲームは変更されていません
engines-error-timeout = { $engine } が時間内に応答しませんでした（「{ $waiting }」を待機中）。エンジンは停止し、ゲームは変更されていません
engines-error-illegal = { $engine } がルール上許されない手「{ $mv }」を示しました（{ $why }）。エンジンは停止し、ゲームは変更されていません
engines-error-option = { $engine } には「{ $value }」を受け付けるオプション「{ $option }」がありません
engines-output-closed = 出力が閉じられました
