# Player profiles: names with ratings and rated games, kept in profiles.json.
# Shown while the files worker is busy.
profiles-reading = Reading the profiles
profiles-saving = Saving the profiles
# $error: why (from the file system or the reader).
profiles-not-saved = The profiles were not saved: { $error }
profiles-not-saved-file = The profiles were not saved: profiles file { $error }
# The profiles file did not read at start. $file: where the broken file was kept;
# $reason: why it could not be moved aside.
profiles-not-read = The profiles could not be read ({ $error }); they are not saved over it.
profiles-not-read-lost = The profiles could not be read: { $error }
profiles-not-read-kept = The profiles could not be read ({ $error }); the file was kept as { $file }.
profiles-not-read-not-moved = The profiles could not be read ({ $error }) nor moved aside ({ $reason }); they are not saved over it.
# $repairs: what was repaired, joined by semicolons.
profiles-repaired-kept = Some ratings in the profiles were out of range and start again ({ $repairs }); the file as it was is kept as { $file }.
profiles-repaired-not-written = Some ratings in the profiles were out of range and start again ({ $repairs }); the file as it was is kept as { $file }, but the repaired profiles could not be written ({ $reason }), so they are not saved this time.
profiles-repaired-not-kept = Some ratings in the profiles were out of range and start again ({ $repairs }); the file could not be kept aside ({ $reason }), so it is left as it is and the profiles are not saved this time.
profiles-still-reading = the profiles are still being read
profiles-name-needed = a profile needs a name
# $max: the most characters a name may have.
profiles-name-too-long = a profile's name has at most { $max } characters
profiles-name-taken = there is a profile called { $name } already
# $why: why profiles.json must not be written over.
profiles-not-saved-because = the profiles are not saved: { $why }

# The Profiles window.
profiles-title = Profiles
profiles-all = All profiles
profiles-being-read = The profiles are being read…
profiles-none-yet = No profiles yet: create one in the New game dialog.
profiles-open-tip = Open the profile's ratings and games
# Titles of the ratings table: the rating family (variant group), the Glicko-2 rating,
# its rating deviation (RD), its volatility and the number of games.
profiles-family = Family
profiles-rating = Rating
profiles-rd = RD
profiles-volatility = Volatility
profiles-games = Games
profiles-chart = Rating after each rated game
# The chart's axis, and the title of the games table's last column.
profiles-game = Game
# Titles of the games table's columns.
profiles-column-date = Date
profiles-column-variant = Variant
profiles-column-opponent = Opponent
profiles-column-colour = Colour
profiles-column-result = Result
profiles-column-rating-after = Rating after
profiles-column-change = Change
# The title of the column the table is sorted by, with its order: "Change, highest first".
profiles-column-sorted = { $column }, { $order }
profiles-oldest-first = oldest first
profiles-newest-first = newest first
profiles-lowest-first = lowest first
profiles-highest-first = highest first
profiles-a-to-z = A to Z
profiles-z-to-a = Z to A
profiles-sort-tip = Sort by this column (again: the other way round)
profiles-show-game = Show game
profiles-show-game-tip = Show this game in the replay player
# In the games table when the game's file was not kept.
profiles-not-kept = not kept
# A computer opponent: its level and its rating, e.g. "Level 3 · 1250". Kept in the
# profile's history as written when the game was played.
profiles-level-label = Level { $level } · { $rating }
# An opponent with no profile, as kept in the history.
profiles-guest = Guest

# Errors of the profiles file. $error: what went wrong (from the file system or the reader);
# $file: the file; $line, $column: where in it.
profiles-error-file = profiles file { $error }
profiles-error-invalid = profiles file { $file }, line { $line }, column { $column }: { $error }
profiles-error-no-version = profiles file { $file }: no "version" field (a whole number such as 1)
# $found: the version in the file; $version: the newest this app reads.
profiles-error-newer = profiles file { $file }: version { $found } was written by a newer Otherworlds (this one reads version { $version })
profiles-error-not-an-object = the file must hold one JSON object, {"{"} "version": 1, "profiles": [...] {"}"}
profiles-error-bad-version = "version" must be a whole number from 1 to { $version }, not { $found }
# A rating out of range, started again: $family is the rating family's id; $rating,
# $deviation, $volatility the figures found; $why what is wrong with them.
profiles-repair-rating = the { $family } rating ({ $rating } / { $deviation } / { $volatility }): { $why }
profiles-repair-dropped = { $count } history figure(s) out of range, dropped
profiles-cannot-write = the profiles cannot be written: { $error }
# $size, $max: sizes in MiB.
profiles-cannot-write-too-big = the profiles cannot be written: they take { $size } MiB, more than the { $max } MiB a profiles file may hold (the file keeps the profiles as they were)
profiles-cannot-write-read-back = the profiles cannot be written (they would not read back: { $error })
profiles-repair-puzzles = { $count } puzzle rating(s) out of range, forgotten (the puzzles keep their shipped ratings)
profiles-puzzle-rating = Puzzle rating
profiles-puzzles-solved = Puzzles
# $solved, $tried: puzzles solved, and tried, in the family.
profiles-solved-of = { $solved } of { $tried }
