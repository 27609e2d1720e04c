//! Moving through a game's history: the viewed ply (the position after that many
//! decisions) shared by the replay player, the move list and a live game looked back
//! at; the player's controls; the move list grouped by the variant's real turns; and
//! the "Continue from here" dialog.
//!
//! A viewed position is read-only: the board offers no move there, so nobody plays on
//! an old position except through "Continue from here", which cuts the game at it.
use crate::command::{Action, Command, Request};
use crate::computer::pace;
use crate::game::choose::player_row_ui;
use crate::game::session::GameSession;
use crate::icons::{Icon, IconButton};
use crate::players::Players;
use egui::{Align, Response, Ui};
use otherworlds_core::engine::review::Judgement;
use otherworlds_core::game::at_turn_boundary;
use otherworlds_core::{AnyPosition, Color, Game, prelude::*};

/// One turn of the game: who played it and which decisions (plies `first..end`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub actor: Color,
    pub first: usize,
    pub end: usize,
}

/// The game's decisions grouped into turns (one decision each, except in Valhalla); a
/// turn still being played is the last one.
pub fn turns(game: &Game<AnyPosition>) -> Vec<Turn> {
    let mut out = Vec::new();
    let mut first = 0;
    for ply in 0..game.moves().len() {
        let Some(before) = game.position_at(first) else {
            break;
        };
        let actor = before.actor();
        let ends = game.position_at(ply + 1).is_none_or(at_turn_boundary);
        if ends || ply + 1 == game.moves().len() {
            out.push(Turn {
                actor,
                first,
                end: ply + 1,
            });
            first = ply + 1;
        }
    }
    out
}

/// Where the position after `ply` decisions stands, numbered as the move list numbers
/// it: "start position", "after move 3 (White) of 14", "during move 3 (White) of 14"
/// (inside a Valhalla turn).
pub fn position_caption(game: &Game<AnyPosition>, ply: usize) -> String {
    let Some(last) = ply.checked_sub(1) else {
        return t!("history-start-position");
    };
    let turns = turns(game);
    let rows = rows(&turns);
    let found = rows.iter().enumerate().find_map(|(number, row)| {
        row.iter()
            .flatten()
            .find(|t| t.first <= last && last < t.end)
            .map(|t| (number + 1, *t))
    });
    let Some((number, turn)) = found else {
        return t!("history-after-decision", ply = ply);
    };
    let id = match (ply == turn.end, turn.actor) {
        (true, Color::White) => "history-after-move-white",
        (true, Color::Black) => "history-after-move-black",
        (false, Color::White) => "history-during-move-white",
        (false, Color::Black) => "history-during-move-black",
    };
    t!(id, number = number, count = rows.len())
}

/// Rows of the move list: a number, White's turn and Black's turn (either may be
/// missing: a game starting with Black, or the last row).
pub fn rows(turns: &[Turn]) -> Vec<[Option<&Turn>; 2]> {
    let mut rows: Vec<[Option<&Turn>; 2]> = Vec::new();
    for turn in turns {
        match (turn.actor, rows.last_mut()) {
            (Color::Black, Some(row)) if row[1].is_none() => row[1] = Some(turn),
            (Color::Black, _) => rows.push([None, Some(turn)]),
            (Color::White, _) => rows.push([Some(turn), None]),
        }
    }
    rows
}

/// The move list; clicking a decision (or Enter/Space on it: each is a focusable
/// button) asks to view the position after it. `viewed` is the viewed ply; `scroll`
/// brings it into view this frame.
pub fn move_list_ui(
    ui: &mut Ui,
    session: &GameSession,
    viewed: usize,
    live: bool,
    scroll: bool,
    marks: &[(usize, Judgement)],
) -> Option<Action> {
    let mut command = None;
    let game = session.game();
    let san = session.move_list();
    let turns = turns(game);
    crate::scroll::scroll_view(ui, |ui| {
        egui::ScrollArea::vertical()
            .stick_to_bottom(live)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                // Rows of a number and two turn columns; a turn of several decisions
                // (Valhalla) lists them one under the other, and its row grows to fit.
                // Where a move does not fit half the list (4D's long cells), one turn a
                // row, so every move reads whole.
                let number_width = 30.0;
                let half = ((ui.available_width() - number_width) / 2.0 - 8.0).max(40.0);
                let widest = widest_move(ui, san);
                let padding = 2.0 * ui.spacing().button_padding.x + 12.0;
                let one_column = widest + padding > half;
                let column = if one_column {
                    (ui.available_width() - number_width - 8.0).max(40.0)
                } else {
                    half
                };
                for (number, row) in rows(&turns).into_iter().enumerate() {
                    let cells: Vec<(usize, Option<&Turn>)> = if one_column {
                        row.into_iter()
                            .enumerate()
                            .filter(|(_, t)| t.is_some())
                            .collect()
                    } else {
                        row.into_iter().enumerate().collect()
                    };
                    for (line, cells) in cells.chunks(if one_column { 1 } else { 2 }).enumerate() {
                        ui.horizontal_top(|ui| {
                            ui.allocate_ui(egui::vec2(number_width, 0.0), |ui| {
                                ui.set_min_width(number_width);
                                // Level with the text of the move buttons beside it.
                                ui.add_space(ui.spacing().button_padding.y);
                                let black = cells.first().is_some_and(|(side, _)| *side == 1);
                                match (one_column && line > 0, black && one_column) {
                                    (true, _) | (false, true) => {
                                        ui.label(format!("{}…", number + 1))
                                    }
                                    _ => ui.label(format!("{}.", number + 1)),
                                };
                            });
                            for &(side, turn) in cells {
                                ui.allocate_ui(egui::vec2(column, 0.0), |ui| {
                                    ui.set_min_width(column);
                                    ui.vertical(|ui| match turn {
                                        Some(turn) => {
                                            if let Some(c) =
                                                turn_ui(ui, turn, san, viewed, scroll, marks)
                                            {
                                                command = Some(c);
                                            }
                                        }
                                        // "1. … e5" when the game starts with Black.
                                        None if side == 0 => {
                                            ui.label("…");
                                        }
                                        None => {}
                                    });
                                });
                            }
                        });
                    }
                }
            });
    });
    command
}

/// The width of the widest move of the list, as a move button writes it.
fn widest_move(ui: &Ui, san: &[String]) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    ui.fonts_mut(|fonts| {
        san.iter()
            .map(|text| {
                fonts
                    .layout_no_wrap(text.clone(), font.clone(), egui::Color32::WHITE)
                    .size()
                    .x
            })
            .fold(0.0, f32::max)
    })
}

/// The decisions of one turn, each a focusable button showing the position after it.
fn turn_ui(
    ui: &mut Ui,
    turn: &Turn,
    san: &[String],
    viewed: usize,
    scroll: bool,
    marks: &[(usize, Judgement)],
) -> Option<Action> {
    let mut command = None;
    for ply in turn.first..turn.end {
        let Some(text) = san.get(ply) else { continue };
        let mut text = crate::glyphs::displayable(ui.ctx(), text);
        let mark = marks.iter().find(|(p, _)| *p == ply + 1).map(|&(_, j)| j);
        let mut shown = egui::RichText::new(match mark {
            Some(j) => format!("{text}{}", j.symbol()),
            None => text.clone(),
        });
        let selected = viewed == ply + 1;
        if let Some(j) = mark {
            let behind = match selected {
                true => ui.visuals().selection.bg_fill,
                false => ui.visuals().panel_fill,
            };
            shown = shown.color(crate::computer::review::judgement_text_color(j, behind));
            text = format!(
                "{text}{} ({})",
                j.symbol(),
                crate::computer::review::judgement_name(j)
            );
        }
        // Cut short to its column (a 4D move is long): the list never widens the panel.
        let button = egui::Button::selectable(selected, shown).truncate();
        let r: Response = ui
            .add(button)
            .on_hover_text(t!("history-move-tip", notation = text.as_str()));
        if selected && scroll {
            r.scroll_to_me(Some(Align::Center));
        }
        if r.clicked() {
            command = Some(Request::ViewPly(ply + 1).into());
        }
    }
    command
}

/// What the player's controls need to know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ControlsState {
    /// The viewed ply and the number of decisions in the game.
    pub ply: usize,
    pub len: usize,
    /// A saved game is open in the replay player.
    pub replay: bool,
    /// Both sides are computers in a live game.
    pub machine: bool,
    /// Whether ⏯ now means Pause.
    pub running: bool,
    /// The live game is over (Next move has nothing to do).
    pub over: bool,
}

impl ControlsState {
    /// Whether the viewed position is an old one (or the game is a replay).
    pub fn looking_back(&self) -> bool {
        self.replay || self.ply < self.len
    }
}

fn icon_button(
    ui: &mut Ui,
    commands: &mut Vec<Action>,
    command: Command,
    button: IconButton<'_>,
    enabled: bool,
) {
    let text = command.tooltip_with_key(ui.ctx());
    // The button's id is its command's, whatever was drawn before it: a move arriving
    // between a press and its release would otherwise give it another id and lose the click.
    let button = button.id(egui::Id::unique(("history-control", command)));
    if ui
        .add_enabled(enabled, button)
        .on_hover_text(text)
        .clicked()
    {
        commands.push(command.into());
    }
}

/// The replay player's row (⏮ ◀ ▶ ⏭ ⏯), Next move for Machine vs Machine, the speed
/// control, and Continue from here when looking back.
pub fn controls_ui(ui: &mut Ui, s: ControlsState, delay: &mut f32) -> Vec<Action> {
    let mut commands = Vec::new();
    let back = s.ply > 0;
    let forward = s.ply < s.len;
    ui.horizontal_wrapped(|ui| {
        for (command, icon, enabled) in [
            (Command::ViewStart, Icon::First, back),
            (Command::ViewBack, Icon::Back, back),
            (Command::ViewForward, Icon::Forward, forward),
            (Command::ViewEnd, Icon::Last, forward),
        ] {
            let label = command.label();
            icon_button(
                ui,
                &mut commands,
                command,
                IconButton::icon_only(icon, &label),
                enabled,
            );
        }
        if s.looking_back() || s.machine {
            ui.add_space(8.0);
            let (label, icon) = if s.running {
                (t!("history-pause"), Icon::Pause)
            } else {
                (t!("history-play"), Icon::Play)
            };
            let can_play = s.running || (s.looking_back() && s.len > 0) || (s.machine && !s.over);
            icon_button(
                ui,
                &mut commands,
                Command::PlayPause,
                IconButton::icon_only(icon, &label).selected(s.running),
                can_play,
            );
        }
        if s.machine {
            let label = Command::NextMove.label();
            icon_button(
                ui,
                &mut commands,
                Command::NextMove,
                IconButton::new(Icon::Step, &label),
                !s.over,
            );
        }
    });
    if s.looking_back() || s.machine {
        pace::speed_ui(ui, delay);
    }
    if s.looking_back() {
        let command = Command::ContinueHere;
        let text = command.tooltip_with_key(ui.ctx());
        if ui.button(command.label()).on_hover_text(text).clicked() {
            commands.push(command.into());
        }
    }
    commands
}

/// The file row: 💾 Save and 📂 Open.
pub fn file_ui(ui: &mut Ui, can_save: bool) -> Vec<Action> {
    let mut commands = Vec::new();
    ui.horizontal_wrapped(|ui| {
        let save = Command::Save.label();
        icon_button(
            ui,
            &mut commands,
            Command::Save,
            IconButton::new(Icon::Save, &save),
            can_save,
        );
        let open = Command::Open.label();
        icon_button(
            ui,
            &mut commands,
            Command::Open,
            IconButton::new(Icon::Open, &open),
            true,
        );
    });
    commands
}

/// The choices of the open "Continue from here" dialog.
#[derive(Clone, Debug, PartialEq)]
pub struct ContinueDialog {
    /// The ply the game is cut at.
    pub ply: usize,
    pub players: Players,
    /// The external engines that play the game's variant, by name.
    pub engines: Vec<String>,
    /// Whether the first control must take the keyboard focus (the frame it opens).
    pub focus_first: bool,
}

/// Shows the dialog; returns the command it led to, if any.
pub fn continue_ui(ctx: &egui::Context, dialog: &mut ContinueDialog) -> Option<Action> {
    let mut command = None;
    let focus = std::mem::take(&mut dialog.focus_first);
    let modal = egui::Modal::new(egui::Id::unique("continue-dialog")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading(t!("history-continue-heading"));
        ui.label(t!("history-continue-text", number = dialog.ply));
        ui.separator();
        for color in [Color::White, Color::Black] {
            player_row_ui(ui, &mut dialog.players, color, &dialog.engines);
        }
        ui.separator();
        ui.horizontal(|ui| {
            let go = Request::ContinueWith(dialog.players.clone());
            let r = ui.button(go.label()).on_hover_text(go.tooltip());
            if focus {
                r.request_focus();
            }
            if r.clicked() {
                command = Some(go.into());
            }
            let cancel = Command::CloseContinue;
            if ui
                .button(cancel.label())
                .on_hover_text(cancel.tooltip())
                .clicked()
            {
                command = Some(cancel.into());
            }
        });
    });
    if command.is_none() && modal.should_close() {
        command = Some(Command::CloseContinue.into());
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    #[test]
    fn every_control_has_a_label_a_tooltip_and_a_key() {
        let ctx = egui::Context::default();
        // The history's, the file's and the analysis panel's controls.
        let controls = [
            Command::ViewStart,
            Command::ViewBack,
            Command::ViewForward,
            Command::ViewEnd,
            Command::PlayPause,
            Command::Save,
            Command::Open,
            Command::ExportDiagram,
            Command::ExportPgn,
            Command::OpenAnalysisBoard,
            Command::ToggleAnalysis,
            Command::FocusBoard,
            Command::ToggleSearch,
            Command::MoreLines,
            Command::FewerLines,
            Command::NextMove,
        ];
        for command in controls {
            assert!(!command.label().is_empty(), "{command:?}");
            assert!(!command.tooltip().is_empty(), "{command:?}");
            let key = command.key_hint(&ctx).unwrap_or_default();
            assert!(!key.is_empty(), "{command:?} has a key");
            // The tooltip's key name is plain text the default fonts can draw.
            assert!(key.is_ascii(), "{command:?}: {key}");
        }
    }

    #[test]
    fn valhalla_decisions_of_a_turn_stay_in_one_turn() {
        let mut game = Game::new(AnyPosition::new("valhalla".parse().expect("id")));
        for _ in 0..3 {
            let turn = game.position().turn_strings()[0].clone();
            game.play_str(&turn).expect("a legal turn");
        }
        let t = turns(&game);
        assert_eq!(t.len(), 3);
        assert_eq!(t.last().map(|t| t.end), Some(game.moves().len()));
        for pair in t.windows(2) {
            assert_eq!(pair[0].end, pair[1].first, "turns are contiguous");
            assert_ne!(pair[0].actor, pair[1].actor, "sides alternate");
        }
        assert!(
            t.iter().any(|t| t.end - t.first > 1),
            "a Valhalla turn has several decisions"
        );
    }

    #[test]
    fn standard_turns_are_single_decisions_paired_white_then_black() {
        let mut game = Game::new(AnyPosition::new(Variant::Standard));
        for m in ["e2e4", "e7e5", "g1f3"] {
            game.play_str(m).expect("legal");
        }
        let t = turns(&game);
        assert_eq!(t.len(), 3);
        assert!(t.iter().all(|t| t.end == t.first + 1));
        let r = rows(&t);
        assert_eq!(r.len(), 2);
        assert_eq!(r[0][1].map(|t| t.actor), Some(Color::Black));
        assert!(r[1][1].is_none());
    }

    #[test]
    fn a_game_starting_with_black_leaves_the_first_white_cell_empty() {
        let pos = AnyPosition::from_string(
            Variant::Standard,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        )
        .expect("valid");
        let mut game = Game::new(pos);
        game.play_str("e7e5").expect("legal");
        let t = turns(&game);
        let r = rows(&t);
        assert_eq!(r.len(), 1);
        assert!(r[0][0].is_none());
        assert_eq!(r[0][1].map(|t| t.actor), Some(Color::Black));
    }
}
