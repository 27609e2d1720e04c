# Who plays a side: a person or the computer at a level. $number: the level (1-8);
# $name: the level's name (Casual…).

players-human = Human
# A person where one person plays the computer (the window is theirs).
players-you = You
# In the players' choice lists.
players-level-named = Level { $number } ({ $name })
# Inside brackets: "White (Level 3, Casual) is thinking…".
players-level-described = Level { $number }, { $name }
players-level = Level { $number }
# Who plays whom, White first: "You vs Level 3".
players-versus = { $white } vs { $black }
