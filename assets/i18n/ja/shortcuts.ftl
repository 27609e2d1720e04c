# ヘルプ > キーボードショートカット：キー、その働き、使える場所の表。

shortcuts-keys = キー
shortcuts-what = 働き
shortcuts-where = 場所
# キーが使える場所（表の「場所」列）。
shortcuts-everywhere = どこでも
shortcuts-game-and-editor = ゲームとエディタ
shortcuts-game = ゲーム
shortcuts-editor = エディタ
shortcuts-learn = 学ぶ
shortcuts-several-screens = 複数の画面
# ボードのキーの表の見出し（B と Tab はキー）。
shortcuts-board-cell = フォーカスのあるボードのマスで（B か Tab でボードへ）
