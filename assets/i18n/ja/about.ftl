# ヘルプ > Otherworlds について。

about-heading = Otherworlds：複数の世界にまたがるチェス
# $version：アプリのバージョン（1.2.0）、$licence：ライセンスの SPDX 名（MIT OR Apache-2.0）。
about-version = バージョン { $version }   ライセンス：{ $licence }
about-fonts = フォント、アイコン、サウンド
about-font-dejavu = DejaVu Sans（サブセット）
about-font-symbols = Noto Sans Symbols 2（サブセット）
about-font-emoji = Noto Emoji（サブセット）
about-font-cjk = Noto Sans CJK JP（サブセット）
about-font-egui = egui のフォント：Ubuntu、Hack、Noto
about-font-icon = アイコン（Otherworlds のために描いたもの）
about-licence-vera = Bitstream Vera ライセンス
about-licence-ofl = SIL Open Font License 1.1
about-licence-egui = Ubuntu Font Licence、MIT、OFL
about-licence-icon = MIT OR Apache-2.0
about-third-party = サードパーティのソフトウェア
about-third-party-intro = 以下のクレートとフォントを使って作られています（それぞれ独自のライセンス）：
about-sounds = サウンド（Otherworlds 自身が生成）
