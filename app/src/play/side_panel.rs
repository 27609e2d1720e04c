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
    /// The clocks, Resign and Offer draw (issue 18).
    pub table: super::table::TablePanel<'a>,
    /// The live game's players (None in a replay).
    pub players: Option<crate::players::PlayerLabels>,
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
}

/// The panel; the commands it was asked for.
pub fn side_panel_ui(ui: &mut Ui, view: &mut GameView, panel: SidePanel<'_>) -> Vec<Action> {
    let mut commands = Vec::new();
    let session = &view.session;
    let live = view.follows_game();
    ui.add_space(6.0);
    if let Some(labels) = &panel.players {
        player_label_ui(ui, labels);
    }
    ui.horizontal_wrapped(|ui| {
        command_button_ui(ui, &mut commands, Command::NewGame, true, false);
        let can_undo = !session.game().moves().is_empty() && live;
        command_button_ui(ui, &mut commands, Command::Undo, can_undo, false);
        command_button_ui(ui, &mut commands, Command::FlipBoard, true, false);
        let studio = Command::Theme;
        command_button_ui(ui, &mut commands, studio, true, false);
        if session.has_pass() && live {
            // Shown whenever the variant has a pass; disabled, it says why.
            let pass = Command::Pass;
            let refusal = session.pass_refusal();
            let r = ui
                .add_enabled(refusal.is_none(), egui::Button::new(pass.label()))
                .on_hover_text(pass.tooltip_with_key(ui.ctx()));
            if let Some(why) = refusal {
                r.on_disabled_hover_text(format!("You cannot pass now: {why}."));
            } else if r.clicked() {
                commands.push(pass.into());
            }
        }
    });
    commands.extend(history::file_ui(ui, true));
    ui.add_space(6.0);
    let theme = panel.table.theme;
    if !panel.replay {
        commands.extend(super::table::table_ui(ui, panel.table));
    }
    let material = super::material::material_at(session.game(), view.viewed_ply());
    super::material::material_ui(ui, &material, theme);
    ui.add_space(6.0);
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
        if ui
            .selectable_label(panel.analysis_on, toggle.label())
            .on_hover_text(toggle.tooltip_with_key(ui.ctx()))
            .clicked()
        {
            commands.push(toggle.into());
        }
        if !panel.analysis_on && !panel.board {
            let open = Command::OpenAnalysisBoard;
            command_button_ui(ui, &mut commands, open, true, false);
        }
    });
    let game = session.game();
    let review = panel.review.filter(|r| r.of(game));
    if panel.analysis_on || review.is_some() {
        // Above the lines, whose height changes as they arrive: it stays in place.
        let viewed = ply;
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
    if panel.analysis_on {
        let state = PanelState {
            analysis: panel.analysis,
            over: ply >= game.moves().len() && game.outcome().is_some(),
            lines: panel.lines,
            threads: panel.threads,
            hash_mib: panel.hash_mib,
            searching: panel.searching,
            board: panel.board,
            reviewing: review.is_some_and(GameReview::running),
        };
        commands.extend(analysis_panel_ui(ui, state));
    } else if panel.board {
        let back = Command::CloseAnalysisBoard;
        command_button_ui(ui, &mut commands, back, true, false);
    }
    ui.separator();
    ui.heading("Moves");
    let scroll = std::mem::take(&mut view.scroll_list);
    let marks = review.map(GameReview::marks).unwrap_or_default();
    if let Some(command) = history::move_list_ui(ui, &view.session, ply, live, scroll, &marks) {
        commands.push(command);
    }
    commands
}

/// The players beside the board: one line per side, then "Rated game" or "Unrated"
/// (always three lines, so the buttons below never move).
fn player_label_ui(ui: &mut egui::Ui, labels: &crate::players::PlayerLabels) {
    ui.label(format!("White: {}", labels.white));
    ui.label(format!("Black: {}", labels.black));
    ui.label(if labels.rated {
        "Rated game"
    } else {
        "Unrated"
    });
}
