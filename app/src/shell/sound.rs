//! The shell's ear (issue 44): at the end of every frame it compares what is on show
//! with what was there at the end of the last one and plays what happened in between,
//! so every way a move comes (the board, the keyboard, the computer, Machine vs
//! Machine, a line played from the analysis) sounds the same without each of them
//! asking: a decision played in the game on show, a step through its moves, a move
//! the rules refused, the start of a new game and its end (a win, a loss or a draw for
//! the person at the screen), a clock under 10 seconds (once per game and side), a
//! lesson's answer. What may play is the settings' (`sound::SoundSettings`); what
//! plays it is the [`Sink`]: the sound thread in the window, a [`Recording`] in tests.
use super::{NoticeKind, OtherworldsApp, Screen};
use crate::game::LiveGame;
use crate::game::clock::LOW_MS;
use crate::game::view::GameView;
use crate::players::Player;
use crate::sound::events::{decision_sounds, end_sound};
use crate::sound::player::{self, Player as SoundThread};
use crate::sound::{Occasion, Recording, Sink, Sound};
use otherworlds_core::{Color, Outcome, prelude::*};

/// The most decisions that sound at once: a Valhalla turn (a move, a placement, the
/// other board's move) and a little more. More at once is a game loaded or replaced,
/// which is not heard move by move.
const MOST_HEARD: usize = 4;

/// Which game is on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shown {
    /// The game at the table: the game in progress, or the analysis board.
    Table { analysis: bool, serial: u64 },
    /// A replayed game, by its start position and its length.
    Replay { start: u64, plies: usize },
    /// A puzzle, by the number of puzzles put on the board.
    Puzzle { serial: u64 },
    /// The editor or the lessons: no game.
    Other,
}

/// What the ear saw at the end of a frame.
#[derive(Clone, Debug, PartialEq)]
struct Seen {
    /// The game in progress (a new one is a game started).
    live: u64,
    shown: Shown,
    plies: usize,
    viewed: usize,
    outcome: Option<Outcome>,
    /// Moves the rules refused at the table.
    refused: u32,
    /// The autosave was still being read (the game it brings is no game started).
    restoring: bool,
}

/// What plays the sounds, and what the ear remembers.
pub(crate) struct Ear {
    /// None in the window until sound is first wanted (the sound thread starts then).
    sink: Option<Box<dyn Sink>>,
    /// The tests' view of what played.
    #[cfg(feature = "testing")]
    recording: Option<Recording>,
    seen: Option<Seen>,
    /// The sides whose low-time warning played, in the game begun then.
    low_told: (Option<u64>, [bool; 2]),
}

impl Ear {
    /// The window's ear: the sound thread starts now if sound is `on` (it opens the
    /// device at once, so the first move is heard as fast as any), else with the first
    /// sound wanted.
    pub(crate) fn system(on: bool) -> Ear {
        Ear {
            sink: on
                .then(|| Box::new(SoundThread::start(player::system_output())) as Box<dyn Sink>),
            #[cfg(feature = "testing")]
            recording: None,
            seen: None,
            low_told: (None, [false; 2]),
        }
    }

    /// The tests' ear: nothing is heard, everything is written down.
    pub(crate) fn recording() -> Ear {
        let recording = Recording::default();
        Ear {
            sink: Some(Box::new(recording.clone())),
            #[cfg(feature = "testing")]
            recording: Some(recording),
            ..Ear::system(false)
        }
    }

    /// What was played so far (tests).
    #[cfg(feature = "testing")]
    pub(crate) fn played(&self) -> Vec<Sound> {
        self.recording
            .as_ref()
            .map(Recording::played)
            .unwrap_or_default()
    }

    fn sink(&mut self) -> &mut dyn Sink {
        self.sink
            .get_or_insert_with(|| Box::new(SoundThread::start(player::system_output())))
            .as_mut()
    }
}

impl OtherworldsApp {
    /// The end of a frame: what happened since the last one is heard.
    pub(super) fn listen(&mut self) {
        let now = self.seen_now();
        let mut heard = Vec::new();
        if let Some(before) = self.ear.seen.take() {
            self.heard_between(&before, &now, &mut heard);
        }
        self.ear.seen = Some(now);
        self.low_time(&mut heard);
        let tried = self.desk.mistakes.as_mut().map(|m| m.take_judged());
        let solved = self.desk.puzzles.as_mut().map(|p| p.take_judged());
        for right in self
            .desk
            .learn
            .take_judged()
            .into_iter()
            .chain(tried.into_iter().flatten())
            .chain(solved.into_iter().flatten())
        {
            let sound = if right { Sound::Right } else { Sound::Wrong };
            heard.push((sound, Occasion::Other));
        }
        let settings = &self.settings.sound;
        let volume = settings.level();
        let allowed: Vec<Sound> = heard
            .into_iter()
            .filter(|(_, occasion)| settings.allows(*occasion))
            .map(|(sound, _)| sound)
            .collect();
        if !allowed.is_empty() {
            let sink = self.ear.sink();
            for sound in allowed {
                sink.play(sound, volume);
            }
        }
        // Said once, and never over an error the user has not read yet.
        let error_shown = self
            .frame
            .notice
            .as_ref()
            .is_some_and(|n| n.kind == NoticeKind::Error);
        if !error_shown && let Some(why) = self.ear.sink.as_mut().and_then(|s| s.fault_to_tell()) {
            self.say(super::Notice::info(t!("sound-none", error = why)));
        }
    }

    fn seen_now(&self) -> Seen {
        let table = self.desk.table();
        let (shown, view): (Shown, &GameView) = match &self.screen {
            // Learn from your mistakes: its tries are heard as right or wrong.
            _ if self.desk.mistakes.is_some() => (Shown::Other, &table.view),
            Screen::Play | Screen::Analysis => (
                Shown::Table {
                    analysis: self.desk.analysis.is_some(),
                    serial: table.serial(),
                },
                &table.view,
            ),
            Screen::Replay(replay) => {
                let game = replay.view.session.game();
                let shown = Shown::Replay {
                    start: game.start().hash(),
                    plies: replay.view.plies(),
                };
                (shown, &replay.view)
            }
            Screen::Puzzles(_) => match &self.desk.puzzles {
                Some(trainer) => (
                    Shown::Puzzle {
                        serial: trainer.serial(),
                    },
                    &trainer.view,
                ),
                None => (Shown::Other, &table.view),
            },
            Screen::Editor(_) | Screen::Learn(_) => (Shown::Other, &table.view),
        };
        Seen {
            live: self.desk.live.serial(),
            shown,
            plies: view.plies(),
            viewed: view.viewed_ply(),
            outcome: view.session.outcome(),
            refused: table.refused(),
            restoring: self.storage.restoring.is_some(),
        }
    }

    /// What happened between two frames' ends, with what each sound is heard for.
    fn heard_between(&self, before: &Seen, now: &Seen, heard: &mut Vec<(Sound, Occasion)>) {
        let live = &self.desk.live;
        if now.live != before.live
            && !before.restoring
            && live.view.plies() == 0
            && live.session().outcome().is_none()
        {
            heard.push((Sound::GameStart, Occasion::Other));
        }
        if now.shown != before.shown || now.shown == Shown::Other {
            return;
        }
        let view = self.view();
        let game = view.session.game();
        let at_table = matches!(now.shown, Shown::Table { .. });
        if at_table && now.refused != before.refused {
            heard.push((Sound::Illegal, Occasion::Move));
        }
        let played = now.plies.saturating_sub(before.plies);
        let puzzle = matches!(now.shown, Shown::Puzzle { .. });
        if (at_table || puzzle) && now.plies == now.viewed && (1..=MOST_HEARD).contains(&played) {
            let players = &self.desk.table().players;
            // A puzzle's solver is the person, its defender the opponent.
            let solver = game.start().actor();
            for ply in before.plies + 1..=now.plies {
                let mover = game.position_at(ply - 1).map(|p| p.actor());
                let own = match puzzle {
                    true => mover == Some(solver),
                    false => mover.is_none_or(|c| !players.of(c).is_computer()),
                };
                for sound in decision_sounds(game, ply, own) {
                    heard.push((sound, Occasion::Move));
                }
            }
        } else if now.plies == before.plies && now.viewed == before.viewed + 1 {
            // A step forward through the moves: that move's sounds.
            for sound in decision_sounds(game, now.viewed, true) {
                heard.push((sound, Occasion::Step));
            }
        } else if now.plies == before.plies && now.viewed + 1 == before.viewed {
            heard.push((Sound::Move, Occasion::Step));
        }
        if at_table
            && before.outcome.is_none()
            && let Some(outcome) = now.outcome
        {
            heard.push((end_sound(outcome, self.person()), Occasion::Other));
        }
    }

    /// The one person at the table, if exactly one side is a person's (the other the
    /// computer's): the side a game's end is heard for.
    fn person(&self) -> Option<Color> {
        let players = &self.desk.table().players;
        let people: Vec<Color> = [Color::White, Color::Black]
            .into_iter()
            .filter(|c| *players.of(*c) == Player::Human)
            .collect();
        match people.as_slice() {
            [one] if self.desk.analysis.is_none() => Some(*one),
            _ => None,
        }
    }

    /// A clock of the game in progress under 10 seconds: heard once per game and side.
    fn low_time(&mut self, heard: &mut Vec<(Sound, Occasion)>) {
        let live: &LiveGame = &self.desk.live;
        let serial = live.serial();
        if self.ear.low_told.0 != Some(serial) {
            self.ear.low_told = (Some(serial), [false; 2]);
        }
        let Some(clocks) = &live.clocks else { return };
        if live.session().outcome().is_some() || !clocks.started() {
            return;
        }
        let now = live.time.now_ms();
        for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
            if !self.ear.low_told.1[i] && clocks.left(color, now) < LOW_MS {
                self.ear.low_told.1[i] = true;
                heard.push((Sound::LowTime, Occasion::LowTime));
            }
        }
    }
}
