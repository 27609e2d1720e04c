# Окно «Новая партия»: карточка на каждый вариант, часы, компьютер, другие настройки.

# Карточки вариантов: название, затем одной строкой — чем он отличается.
newgame-standard = Классические шахматы
newgame-standard-line = Шахматы, которые вы знаете, на одной доске 8x8.
newgame-two-worlds = Два мира
newgame-two-worlds-line = Доски Земля и Небо: фигура, взятая на Земле, возносится на Небо призраком.
newgame-four-d = Шахматы 4D
newgame-four-d-line = Четыре доски 4x4 образуют одну доску в четырёх измерениях: фигуры ходят по x, y, z и w.
newgame-valhalla = Вальхалла
newgame-valhalla-line = Две доски: взятая фигура попадает в Вальхаллу, на вторую доску, и каждый ход делается на обеих.
# Ссылка карточки, как её называет экранный диктор; $variant: название карточки выше.
newgame-learn-rules-of = Изучить правила: { $variant }
# Наборы фигур 4D.
newgame-full-set = Полный набор
newgame-full-set-tip = У каждого 16 фигур: по две ладьи, коня и слона, ферзь, король, восемь пешек
newgame-classic-set = Классический набор
newgame-classic-set-tip = У каждого 10 фигур: король, ферзь, две ладьи, слон, конь и четыре пешки
# Режимы Вальхаллы.
newgame-inverted = Перевёрнутые
newgame-inverted-tip = В Вальхалле цвета меняются: павшая фигура сражается там за того, кто её взял
newgame-mirror = Зеркало
newgame-mirror-tip = Павшая фигура попадает на ту же клетку другой доски и заменяет то, что там стоит (заменённый король проигрывает)
newgame-eternal = Вечные
newgame-eternal-tip = Фигура, взятая в Вальхалле, возвращается на поле битвы

# Часы. Плитка на каждый контроль времени; $minutes: минуты каждой стороны; $seconds: добавка после каждого хода.
newgame-clock = Часы
newgame-no-clock = Без часов
newgame-no-clock-tip = Партия без контроля времени
# $speed: название скорости по шкале lichess, один из ключей ниже.
newgame-preset-tip = По { $minutes } мин каждому, после каждого хода добавляется { $seconds } с ({ $speed ->
    [ultrabullet] ультрапуля
    [bullet] пуля
    [blitz] блиц
    [rapid] рапид
   *[classical] классика
})
newgame-custom = Свой
newgame-custom-tip = Введите минуты и добавку
newgame-minutes = Минуты
newgame-increment = Добавка
newgame-increment-seconds = Добавка (секунды)
# Что не так с полем «Свой». $field: Минуты или Добавка; $low, $high: допустимый диапазон.
newgame-field-empty = { $field }: пусто; введите целое число от { $low } до { $high }
newgame-field-outside = { $field }: { $number } вне диапазона от { $low } до { $high }
# $text: что введено, в кавычках.
newgame-field-not-number = { $field }: «{ $text }» — не целое число от { $low } до { $high }

# Игра с компьютером: плитки уровней (1-8) и цвета.
newgame-computer-level = Уровень компьютера
# Плитка уровня, как её называет экранный диктор; $level: «Уровень 3 (Любитель)».
newgame-computer-tile = Компьютер: { $level }
newgame-your-colour = Ваш цвет
# Плитка цвета, как её называет экранный диктор; $colour: Белые, Случайно, Чёрные.
newgame-colour-tile = Ваш цвет: { $colour }
newgame-white-tip = Вы играете белыми и ходите первым
newgame-random = Случайно
newgame-random-tip = Белые или чёрные — по жребию при начале партии
newgame-black-tip = Вы играете чёрными; компьютер ходит первым

newgame-heading = Новая партия
# Что окно говорит первым при самом первом запуске.
newgame-welcome = Добро пожаловать в Otherworlds: шахматы и три их варианта, в которых игра идёт больше чем в одном мире. Выберите вариант ниже и играйте с компьютером или с другом; «Изучить правила» научит ему шаг за шагом.
# После названия варианта над кнопками: «Классические шахматы · часы 5+3». $clock: контроль времени.
newgame-summary-clock = · часы { $clock }
newgame-summary-no-clock = · без часов
newgame-summary-clock-wrong = · поля часов нужно исправить
newgame-correct-clock = Сначала исправьте поля часов
newgame-play-friend = Играть с другом
newgame-play-friend-tip = Двое за этим компьютером, по очереди на этом экране

# Другие настройки: игрок и профиль каждой стороны, рейтинг, новые профили.
newgame-more-options = Другие настройки
newgame-more-options-tip = Игрок каждой стороны (можно и два компьютера), профили и рейтинг
newgame-rated = Рейтинговая
newgame-rated-refused = Для рейтинговой партии у каждого человека нужен профиль, а против него — другой профиль или уровень компьютера
newgame-engine-seat = Добавленный вами движок (Партия → Движки…): партии с ним не рейтинговые
# Перед профилями, за которые может играть человек (Гость: без рейтинга).
newgame-plays-as = Играет как
# Выбор профиля, как его называет экранный диктор; $profile: имя профиля или Гость.
newgame-white-plays-as = Белые играют как: { $profile }
newgame-black-plays-as = Чёрные играют как: { $profile }
newgame-new-profile = Новый профиль
newgame-new-profile-hint = имя
newgame-new-profile-name = Имя нового профиля
# $error: почему профиль не создан.
newgame-not-created = Не создан: { $error }.
