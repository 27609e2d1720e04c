//! The side panel of the game screen: the game's buttons, the file row, the variant,
//! the replay controls, the analysis and the move list. It reads the game and returns
//! the commands the user gave.
use super::history::{self, ControlsState};
use crate::command::{Action, Command, Request, command_button_ui};
use crate::computer::analysis::Analysis;
use crate::computer::pace::Pace;
use crate::computer::panel::{PanelState, analysis_panel_ui};
use crate::computer::review::{GameReview, ReviewPanel, review_panel_ui};
use crate::game::view::GameView;
use crate::icons::{Icon, IconButton};
use egui::Ui;

/// What the panel shows besides the game.
pub struct SidePanel<'a> {
    /// A saved game in the replay player (else the live game).
    pub replay: bool,
    /// Both sides of the live game are computers.
    pub machine: bool,
    /// The pace of what plays by itself (its delay is set here).
    pub pace: &'a mut Pace,
    /// Whether the analysis panel is on, and its search.
    pub analysis_on: bool,
    pub analysis: Option<&'a Analysis>,
    /// Resign and Offer draw (issue 18).
    pub table: super::table::TablePanel,
    /// Whether the live game counts for the ratings (None in a replay).
    pub rated: Option<bool>,
    /// The live game's time control ("3+2"; None: no clock).
    pub clock: Option<String>,
    /// Why the engine's controls are off now (a rated game going on).
    pub engine_refusal: Option<String>,
    /// Whether the search runs now; how many lines it shows; whether this is the
    /// analysis board.
    pub searching: bool,
    pub lines: usize,
    pub board: bool,
    /// The threads the analysis searches with, and its table's size in MiB.
    pub threads: usize,
    pub hash_mib: usize,
    /// The last game review (shown, and its marks in the move list, when it is of the
    /// game on show).
    pub review: Option<&'a GameReview>,
    pub theme: &'a crate::theme::Theme,
    /// The external engines that play the variant on show, and the one analysing (issue
    /// 47; None: the built-in engine).
    pub engines: Vec<String>,
    pub engine: Option<String>,
}

/// The room the move list keeps at the least, below the engine's part.
const MOVES_MIN: f32 = 150.0;

/// The panel, top to bottom: the game's buttons, its actions and material, the history
/// controls; the engine's part (the review and the lines) in a scroll area of bounded
/// height; the move list in the room left, never less than [`MOVES_MIN`]. Everything
/// above the move list stays in the window at 1024x700. The commands it was asked for.
pub fn side_panel_ui(ui: &mut Ui, view: &mut GameView, panel: SidePanel<'_>) -> Vec<Action> {
    let mut commands = Vec::new();
    let session = &view.session;
    let live = view.follows_game();
    ui.add_space(6.0);
    game_buttons_ui(ui, session, live, &mut commands);
    commands.extend(history::file_ui(ui, true));
    if let Some(rated) = panel.rated {
        game_actions_ui(ui, session, live, panel.table, &mut commands);
        ui.horizontal_wrapped(|ui| {
            ui.label(match rated {
                true => t!("play-rated"),
                false => t!("play-unrated"),
            });
            if let Some(clock) = &panel.clock {
                ui.label(t!("play-clock", clock = clock.as_str()));
            }
        });
    }
    let material = super::material::material_at(session.game(), view.viewed_ply());
    super::material::material_ui(ui, &material, panel.theme);
    ui.add_space(4.0);
    if let Some(variant) = crate::game::choose::variant_box_ui(ui, session.variant()) {
        commands.push(Request::StartVariant(variant).into());
    }
    ui.separator();
    let ply = view.viewed_ply();
    let controls = ControlsState {
        ply,
        len: view.plies(),
        replay: panel.replay,
        machine: panel.machine,
        running: if live {
            panel.pace.running
        } else {
            panel.pace.playback
        },
        over: session.outcome().is_some(),
    };
    commands.extend(history::controls_ui(ui, controls, &mut panel.pace.delay));
    let toggle = Command::ToggleAnalysis;
    ui.horizontal_wrapped(|ui| {
        // In a rated game going on the engine's controls are off and say why.
        let refused = panel.engine_refusal.as_deref();
        ui.add_enabled_ui(refused.is_none(), |ui| {
            let r = ui
                .selectable_label(panel.analysis_on && refused.is_none(), toggle.label())
                .on_hover_text(toggle.tooltip_with_key(ui.ctx()))
                .on_disabled_hover_text(refused.unwrap_or_default());
            if r.clicked() {
                commands.push(toggle.into());
            }
            if !panel.analysis_on && !panel.board {
                let open = Command::OpenAnalysisBoard;
                let r = ui
                    .button(open.label())
                    .on_hover_text(open.tooltip_with_key(ui.ctx()))
                    .on_disabled_hover_text(refused.unwrap_or_default());
                if r.clicked() {
                    commands.push(open.into());
                }
            }
        });
    });
    let game = session.game();
    let review = panel.review.filter(|r| r.of(game));
    if panel.analysis_on || review.is_some() || panel.board {
        // The move list keeps its room: the engine's part scrolls within the rest.
        let heading = ui.text_style_height(&egui::TextStyle::Heading) + 16.0;
        let room = (ui.available_height() - MOVES_MIN - heading).max(80.0);
        crate::scroll::scroll_view(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("engine part")
                .max_height(room)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    let state = PanelState {
                        analysis: panel.analysis,
                        over: ply >= game.moves().len() && game.outcome().is_some(),
                        lines: panel.lines,
                        threads: panel.threads,
                        hash_mib: panel.hash_mib,
                        searching: panel.searching,
                        board: panel.board,
                        reviewing: review.is_some_and(GameReview::running),
                        engines: &panel.engines,
                        engine: panel.engine.as_deref(),
                    };
                    engine_part_ui(
                        ui,
                        review,
                        (game, ply),
                        panel.analysis_on,
                        state,
                        &mut commands,
                    );
                });
        });
    }
    ui.separator();
    ui.heading(t!("play-moves"));
    let scroll = std::mem::take(&mut view.scroll_list);
    let marks = review.map(GameReview::marks).unwrap_or_default();
    if let Some(command) = history::move_list_ui(ui, &view.session, ply, live, scroll, &marks) {
        commands.push(command);
    }
    commands
}

/// New game, Undo, Flip board and the studio's 🎨 Theme….
fn game_buttons_ui(
    ui: &mut Ui,
    session: &crate::game::session::GameSession,
    live: bool,
    commands: &mut Vec<Action>,
) {
    ui.horizontal_wrapped(|ui| {
        command_button_ui(ui, commands, Command::NewGame, true, false);
        let can_undo = !session.game().moves().is_empty() && live;
        command_button_ui(ui, commands, Command::Undo, can_undo, false);
        command_button_ui(ui, commands, Command::FlipBoard, true, false);
        let theme = Command::Theme;
        let theme_label = theme.label();
        let button = IconButton::new(Icon::Palette, &theme_label);
        if ui
            .add(button)
            .on_hover_text(theme.tooltip_with_key(ui.ctx()))
            .clicked()
        {
            commands.push(theme.into());
        }
    });
}

/// The game's own actions: Pass (where the variant has one: disabled, it says why),
/// Resign and Offer draw.
fn game_actions_ui(
    ui: &mut Ui,
    session: &crate::game::session::GameSession,
    live: bool,
    table: super::table::TablePanel,
    commands: &mut Vec<Action>,
) {
    ui.horizontal_wrapped(|ui| {
        if session.has_pass() && live {
            let pass = Command::Pass;
            let refusal = session.pass_refusal();
            let r = ui
                .add_enabled(refusal.is_none(), egui::Button::new(pass.label()))
                .on_hover_text(pass.tooltip_with_key(ui.ctx()));
            if let Some(why) = refusal {
                r.on_disabled_hover_text(t!("shell-cannot-pass", reason = why));
            } else if r.clicked() {
                commands.push(pass.into());
            }
        }
        super::table::table_ui(ui, table, commands);
    });
}

/// Beside the game the review, then the analysis (the review above the lines, whose
/// height changes as they arrive, stays in place); on the analysis board the analysis
/// (or with the analysis off its way back), then the review.
fn engine_part_ui(
    ui: &mut Ui,
    review: Option<&GameReview>,
    (game, viewed): (
        &otherworlds_core::Game<otherworlds_core::AnyPosition>,
        usize,
    ),
    analysis_on: bool,
    state: PanelState<'_>,
    commands: &mut Vec<Action>,
) {
    let board = state.board;
    let review_part = |ui: &mut Ui, commands: &mut Vec<Action>| {
        if analysis_on || review.is_some() {
            commands.extend(review_panel_ui(
                ui,
                ReviewPanel {
                    review,
                    game,
                    viewed,
                },
            ));
            ui.separator();
        }
    };
    // Beside the game a review leads (R asked for it); on the analysis board the
    // engine's lines lead, as lichess shows them: below the review's figures they fell
    // out of sight there, where they are what the analyst came for.
    if !board {
        review_part(ui, commands);
    }
    if analysis_on {
        commands.extend(analysis_panel_ui(ui, state));
    } else if board {
        command_button_ui(ui, commands, Command::CloseAnalysisBoard, true, false);
    }
    if board {
        ui.separator();
        review_part(ui, commands);
    }
}
