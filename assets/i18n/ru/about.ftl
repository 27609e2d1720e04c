# Справка > Об Otherworlds.

about-heading = Otherworlds: шахматы больше чем в одном мире
# $version: версия программы (1.2.0); $licence: SPDX-название её лицензии (MIT OR Apache-2.0).
about-version = Версия { $version }   Лицензия: { $licence }
about-fonts = Шрифты, значок и звуки
# Встроенные шрифты, по одной короткой строке (окно помещается в 640x480): шрифт, его лицензия.
about-font-dejavu = DejaVu Sans (подмножество)
about-font-symbols = Noto Sans Symbols 2 (подмножество)
about-font-emoji = Noto Emoji (подмножество)
about-font-cjk = Noto Sans CJK JP (подмножество)
about-font-egui = Шрифты egui: Ubuntu, Hack, Noto
about-font-icon = Значок, нарисованный для Otherworlds
about-licence-vera = Лицензия Bitstream Vera
about-licence-ofl = SIL Open Font License 1.1
about-licence-egui = Ubuntu Font Licence, MIT, OFL
about-licence-icon = MIT OR Apache-2.0
about-third-party = Стороннее ПО
about-third-party-intro = Собрано с этими крейтами и шрифтами, у каждого своя лицензия:
about-sounds = Звуки, созданные самим Otherworlds
