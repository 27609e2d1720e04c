# Qui juga amb un bàndol: una persona o l'ordinador a un nivell. $number: el nivell (1-8);
# $name: el nom del nivell (Casual…).

players-human = Persona
# Una persona quan una persona juga contra l'ordinador (la finestra és seva).
players-you = Tu
# A les llistes d'elecció dels jugadors.
players-level-named = Nivell { $number } ({ $name })
# Entre parèntesis: "Blanques (Nivell 3, Casual) pensen…".
players-level-described = Nivell { $number }, { $name }
players-level = Nivell { $number }
# Qui juga contra qui, primer les blanques: "Tu contra Nivell 3".
players-versus = { $white } contra { $black }
