# リクエスト：答えとなるデータ（ダイアログの選択、手）を運ぶボタン。それぞれの
# ラベルとツールチップ（-tip）。

request-start = 開始
request-start-tip = このプレイヤーでゲームを始めます
request-play-computer = コンピュータと対局
request-play-computer-tip = 選んだレベルのコンピュータと、選んだ色ですぐに始めます（ランダム：開始時に抽選）
request-learn-variant = ルールを学ぶ
request-learn-variant-tip = 学ぶ画面で、このバリアントのルール、ツアー、練習問題
request-start-variant-tip = このバリアントで新しいゲームを始めます
request-play-move = 指す
request-play-move-tip = この手を指します
request-place = 配置
request-place-tip = 駒をこのマスに置きます
# $piece：駒の名前（クイーン、ナイト…）
request-promote = { $piece }にプロモーション
request-promote-tip = ポーンをこの駒にプロモーションします
request-save = 保存
request-save-tip = ゲームをファイルに保存します
request-open = 開く
request-open-tip = 保存したゲームや PGN ファイルをリプレイプレーヤーで開きます
request-export-diagram = 図を書き出す
request-export-diagram-tip = 表示中のボードを SVG か PNG の画像として保存します（教材づくりに）
request-export-pgn = PGN で書き出す
request-export-pgn-tip = 画面のゲームを、ほかのチェスソフト向けに PGN で書き出します（ほかのバリアントは PGN 風のテキスト）
# $number：棋譜リストでの手の番号
request-view-ply = { $number } 手目の後の局面を表示
request-view-ply-tip = この手の後の局面を表示します
request-continue = 続けて指す
request-continue-tip = 以降の手を消し、このプレイヤーで指し続けます
request-paste-position = 局面を貼り付け
request-paste-position-tip = 局面文字列を読み込みます (Ctrl+V)。正しい局面ならボードエディタで開きます
request-lines-tip = 表示するエンジンの最善の読み筋の数
request-threads = スレッド
request-threads-tip = 解析の探索に使うスレッドの数（初期値はすべてのコア。コンピュータの対局相手は 1 つを使います）
request-memory = メモリ
request-memory-tip = 解析のテーブルが使うメモリ量、16 MiB から 1 GiB（初期値 64 MiB）：大きいほど長い解析に有利です。パネルを開いている間は保持されます
request-play-line = この読み筋を指す
request-play-line-tip = この読み筋の最初の手を盤上で指します
request-open-listed-game = このゲームを開く
request-open-listed-game-tip = 選んだゲームをリプレイプレーヤーで開きます
request-create-profile = プロフィールを作成
request-create-profile-tip = この名前のローカルプレイヤーを追加します
request-show-profile = プロフィール
request-show-profile-tip = プレイヤーのレーティング、レーティングの推移、対局
request-sound = サウンド設定
request-sound-tip = 音量と、鳴らす音の種類
request-engine = エンジン
request-engine-tip = 解析するエンジン：内蔵エンジン、またはこのバリアントを指せる外部 UCI エンジン
