# 新しいゲームのダイアログ：バリアントごとのカード、時計、コンピュータ、その他のオプション。

# バリアントのカード：名前と、何が違うかを 1 行で。
newgame-standard = スタンダードチェス
newgame-standard-line = おなじみのチェスを、8x8 のボード 1 枚で。
newgame-two-worlds = 二つの世界
newgame-two-worlds-line = 大地と天空のボード：大地で取られた駒はゴーストとして天空へ昇ります。
newgame-four-d = 4D チェス
newgame-four-d-line = 4x4 のボード 4 枚で 4 次元のボード 1 つ：駒は x、y、z、w に沿って動きます。
newgame-valhalla = ヴァルハラ
newgame-valhalla-line = 2 枚のボード：取られた駒は 2 枚目のボード、ヴァルハラへ行き、毎ターン両方で 1 手ずつ指します。
# スクリーンリーダーが読むカードのリンク名。$variant：上のカードの名前。
newgame-learn-rules-of = { $variant }のルールを学ぶ
# 4D の駒のセット。
newgame-full-set = フルセット
newgame-full-set-tip = 各 16 駒：ルーク、ナイト、ビショップが 2 つずつ、クイーン、キング、ポーン 8 つ
newgame-classic-set = クラシックセット
newgame-classic-set-tip = 各 10 駒：キング、クイーン、ルーク 2 つ、ビショップ、ナイト、ポーン 4 つ
# ヴァルハラのオプション。
newgame-inverted = 反転
newgame-inverted-tip = ヴァルハラでは色が入れ替わります：倒れた駒はそこで取った側のために戦います
newgame-mirror = ミラー
newgame-mirror-tip = 倒れた駒はもう一方のボードの同じマスに降り、そこにある駒と置き換わります（置き換えられたキングは負け）
newgame-eternal = 永遠
newgame-eternal-tip = ヴァルハラで取られた駒は戦場に戻ります

# 時計。持ち時間ごとのタイル。$minutes：各側の持ち分。$seconds：毎ターン後に加わる秒数。
newgame-clock = 時計
newgame-no-clock = 時計なし
newgame-no-clock-tip = 時間制限なしのゲーム
# $speed：lichess の区分での速さの名前（下のキーのどれか）。
newgame-preset-tip = 各 { $minutes } 分、毎ターン後に { $seconds } 秒加算（{ $speed ->
    [ultrabullet] ウルトラバレット
    [bullet] バレット
    [blitz] ブリッツ
    [rapid] ラピッド
   *[classical] クラシカル
}）
newgame-custom = カスタム
newgame-custom-tip = 分と加算秒数を入力します
newgame-minutes = 分
newgame-increment = 加算
newgame-increment-seconds = 加算（秒）
# カスタム欄の誤り。$field：分または加算。$low、$high：許される範囲。
newgame-field-empty = { $field }：空欄です。{ $low } から { $high } までの整数を入力してください
newgame-field-outside = { $field }：{ $number } は { $low } から { $high } の範囲外です
# $text：入力された文字（引用）。
newgame-field-not-number = { $field }：「{ $text }」は { $low } から { $high } までの整数ではありません

# コンピュータとの対局：レベルのタイル（1-8）と色のタイル。
newgame-computer-level = コンピュータのレベル
# スクリーンリーダーが読むレベルのタイル名。$level：「レベル 3（カジュアル）」。
newgame-computer-tile = コンピュータ：{ $level }
newgame-your-colour = あなたの色
# スクリーンリーダーが読む色のタイル名。$colour：白、ランダム、黒。
newgame-colour-tile = あなたの色：{ $colour }
newgame-white-tip = あなたが白で先手です
newgame-random = ランダム
newgame-random-tip = 白か黒を、ゲーム開始時に抽選します
newgame-black-tip = あなたが黒で、コンピュータが先に指します

newgame-heading = 新しいゲーム
# 初めての起動でダイアログが最初に表示する文。
newgame-welcome = Otherworlds へようこそ：チェスと、複数の世界にまたがって指す 3 つのバリアントです。下から 1 つ選んで、コンピュータか友達と対局しましょう。「ルールを学ぶ」で 1 ステップずつルールを学べます。
# ボタンの上、バリアント名の後：「スタンダードチェス · 時計 5+3」。$clock：持ち時間。
newgame-summary-clock = · 時計 { $clock }
newgame-summary-no-clock = · 時計なし
newgame-summary-clock-wrong = · 時計の欄を直す必要があります
newgame-correct-clock = まず時計の欄を直してください
newgame-play-friend = 友達と対局
newgame-play-friend-tip = このコンピュータで 2 人が、この画面で交互に指します

# その他のオプション：各側のプレイヤーとプロフィール、レート対象、新しいプロフィール。
newgame-more-options = その他のオプション
newgame-more-options-tip = 各側のプレイヤー（コンピュータ同士も可）、プロフィール、レート対象
newgame-rated = レート対象
newgame-rated-refused = レート対象にするには、人が指す側すべてにプロフィールが必要で、相手は別のプロフィールかコンピュータのレベルでなければなりません
newgame-engine-seat = 追加したエンジン（ゲーム → エンジン…）：その対局はレート対象外です
# 人が使えるプロフィールの前（ゲスト：レート対象外）。
newgame-plays-as = プロフィール
# スクリーンリーダーが読むプロフィールの選択。$profile：プロフィール名またはゲスト。
newgame-white-plays-as = 白のプロフィール：{ $profile }
newgame-black-plays-as = 黒のプロフィール：{ $profile }
newgame-new-profile = 新しいプロフィール
newgame-new-profile-hint = 名前
newgame-new-profile-name = 新しいプロフィールの名前
# $error：プロフィールを作れなかった理由。
newgame-not-created = 作成されませんでした：{ $error }。
