# The New game dialog: a card per variant, the clock, the computer, more options.

# The variants' cards: the name, then what makes it different in one line.
newgame-standard = Standard chess
newgame-standard-line = The chess you know, on one 8x8 board.
newgame-two-worlds = Two Worlds
newgame-two-worlds-line = Earth and Sky boards: a piece captured on Earth rises to the Sky as a ghost.
newgame-four-d = 4D chess
newgame-four-d-line = Four 4x4 boards make one board in four dimensions: pieces move along x, y, z and w.
newgame-valhalla = Valhalla
newgame-valhalla-line = Two boards: a captured piece goes to Valhalla, the second board, and every turn is a move on each.
# The card's link as a screen reader names it; $variant: a card's name above.
newgame-learn-rules-of = Learn the rules of { $variant }
# 4D's sets of pieces.
newgame-full-set = Full set
newgame-full-set-tip = 16 pieces each: two rooks, knights and bishops, a queen, a king, eight pawns
newgame-classic-set = Classic set
newgame-classic-set-tip = 10 pieces each: a king, a queen, two rooks, a bishop, a knight and four pawns
# Valhalla's options.
newgame-inverted = Inverted
newgame-inverted-tip = Colours are swapped on Valhalla: a fallen piece fights for its captor there
newgame-mirror = Mirror
newgame-mirror-tip = A fallen piece lands on the same square of the other board, replacing what stands there (a replaced king loses)
newgame-eternal = Eternal
newgame-eternal-tip = A piece captured in Valhalla comes back to the battlefield

# The clock. A tile per time control; $minutes: each side's minutes; $seconds: added after every turn.
newgame-clock = Clock
newgame-no-clock = No clock
newgame-no-clock-tip = An untimed game
# $speed: the speed's name on lichess's scale, one of the keys below.
newgame-preset-tip = { $minutes } minutes each, { $seconds } seconds added after every turn ({ $speed ->
    [ultrabullet] ultrabullet
    [bullet] bullet
    [blitz] blitz
    [rapid] rapid
   *[classical] classical
})
newgame-custom = Custom
newgame-custom-tip = Type the minutes and the increment
newgame-minutes = Minutes
newgame-increment = Increment
newgame-increment-seconds = Increment (seconds)
# What is wrong with a Custom field. $field: Minutes or Increment; $low, $high: the range allowed.
newgame-field-empty = { $field }: empty; type a whole number from { $low } to { $high }
newgame-field-outside = { $field }: { $number } is outside { $low } to { $high }
# $text: what was typed, quoted.
newgame-field-not-number = { $field }: '{ $text }' is not a whole number from { $low } to { $high }

# Playing the computer: the level's tiles (1-8) and the colour's.
newgame-computer-level = Computer level
# A level's tile as a screen reader names it; $level: "Level 3 (Casual)".
newgame-computer-tile = Computer: { $level }
newgame-your-colour = Your colour
# A colour's tile as a screen reader names it; $colour: White, Random, Black.
newgame-colour-tile = Your colour: { $colour }
newgame-white-tip = You play White and move first
newgame-random = Random
newgame-random-tip = White or Black, drawn when the game starts
newgame-black-tip = You play Black; the computer moves first

newgame-heading = New game
# What the dialog says first at the very first start.
newgame-welcome = Welcome to Otherworlds: chess, and three variants of it that play across more than one world. Choose one below and play the computer or a friend; "Learn the rules" teaches it step by step.
# After the variant's name above the buttons: "Standard chess · clock 5+3". $clock: the time control.
newgame-summary-clock = · clock { $clock }
newgame-summary-no-clock = · no clock
newgame-summary-clock-wrong = · the clock's fields need correcting
newgame-correct-clock = Correct the clock's fields first
newgame-play-friend = Play a friend
newgame-play-friend-tip = Two people at this computer, taking turns on this screen

# More options: each side's player and profile, Rated, new profiles.
newgame-more-options = More options
newgame-more-options-tip = Each side's player (two computers too), profiles and Rated
newgame-rated = Rated
newgame-rated-refused = Rated needs a profile on every person's side, against another profile or a computer level
newgame-engine-seat = An engine you added (Game → Engines…): its games are not rated
# Before the profiles a person may play as (Guest: unrated).
newgame-plays-as = Plays as
# A profile's choice as a screen reader names it; $profile: a profile's name or Guest.
newgame-white-plays-as = White plays as: { $profile }
newgame-black-plays-as = Black plays as: { $profile }
newgame-new-profile = New profile
newgame-new-profile-hint = name
newgame-new-profile-name = New profile name
# $error: why the profile was not created.
newgame-not-created = Not created: { $error }.
