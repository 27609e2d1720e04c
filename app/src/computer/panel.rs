//! The analysis panel in the side panel: how many lines (1-5), Stop / Go, the lines
//! with their scores, depths and speeds; on the analysis board each line is a button
//! that plays its first move, with "Play from here" and "Back to the game" under them;
//! elsewhere an "Analysis board" button opens the board on the position on show.
use super::analysis::{
    Analysis, Line, MAX_HASH_MIB, MAX_LINES, MIN_HASH_MIB, max_threads, speed_text,
};
use crate::command::{Action, Command, Request};
use egui::Ui;

/// What the panel shows.
pub struct PanelState<'a> {
    pub analysis: Option<&'a Analysis>,
    /// The game is over there: nothing to analyse.
    pub over: bool,
    /// How many lines are asked for.
    pub lines: usize,
    /// How many threads search.
    pub threads: usize,
    /// The size of the search's table, in MiB (a power of two).
    pub hash_mib: usize,
    /// Whether the search runs now (its button says Stop, else Go).
    pub searching: bool,
    /// On the analysis board (lines play, Play from here, Back to the game).
    pub board: bool,
    /// A game review is running: the analysis waits for it.
    pub reviewing: bool,
    /// The external engines that play the variant, and the one analysing (None: the
    /// built-in engine).
    pub engines: &'a [String],
    pub engine: Option<&'a str>,
}

/// The power of two at or below a typed number of MiB ("256", "256 MiB", the unit in
/// any language), as the Memory drag value's exponent; None for anything else.
fn parse_mib_exponent(text: &str) -> Option<f64> {
    let number = text
        .trim()
        .trim_end_matches(|c: char| c.is_alphabetic())
        .trim();
    let mib: u64 = number.parse().ok().filter(|&m| m >= 1)?;
    Some(f64::from(mib.ilog2()))
}

/// The panel; the commands its controls gave.
pub fn analysis_panel_ui(ui: &mut Ui, state: PanelState<'_>) -> Vec<Action> {
    let mut commands = Vec::new();
    settings_ui(ui, &state, &mut commands);
    buttons_ui(ui, &state, &mut commands);
    if state.over {
        ui.label(t!("computer-game-over"));
        return commands;
    }
    if let Some(why) = state.analysis.and_then(Analysis::failure) {
        ui.label(egui::RichText::new(why).color(ui.visuals().warn_fg_color));
    }
    let Some(analysis) = state.analysis else {
        if state.reviewing {
            ui.label(t!("computer-waiting-for-review"));
        } else if !state.searching {
            ui.label(t!("computer-stopped"));
        }
        return commands;
    };
    lines_ui(ui, &state, analysis, &mut commands);
    commands
}

/// The engine that analyses: the built-in one or an external one (Game → Engines…
/// adds them); shown once there is a choice.
fn engine_ui(ui: &mut Ui, state: &PanelState<'_>, commands: &mut Vec<Action>) {
    if state.engines.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let builtin = t!("computer-engine-builtin");
        let label = ui.label(t!("computer-engine"));
        let mut chosen = state.engine.map(str::to_string);
        let before = chosen.clone();
        egui::ComboBox::from_id_salt("analysis-engine")
            .selected_text(state.engine.unwrap_or(&builtin))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut chosen, None, builtin.clone());
                for name in state.engines {
                    ui.selectable_value(&mut chosen, Some(name.clone()), name);
                }
            })
            .response
            .labelled_by(label.id)
            .on_hover_text(Request::SetAnalysisEngine(None).tooltip());
        if chosen != before {
            commands.push(Request::SetAnalysisEngine(chosen).into());
        }
    });
}

/// Lines, Threads and Memory.
fn settings_ui(ui: &mut Ui, state: &PanelState<'_>, commands: &mut Vec<Action>) {
    engine_ui(ui, state, commands);
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("computer-lines"));
        let mut buttons = Vec::new();
        for n in 1..=MAX_LINES {
            let command = Request::SetAnalysisLines(n);
            let tip = t!("computer-lines-tip", count = n);
            let r = ui
                .selectable_label(state.lines == n, command.label())
                .on_hover_text(tip);
            if r.clicked() {
                commands.push(command.into());
            }
            buttons.push((n, r));
        }
        // When + or - changes the number while one of these buttons has the focus, the
        // focus moves with the choice: left behind, its frame read as a second choice.
        let memory = egui::Id::unique("analysis_lines_shown");
        let before = ui.data(|d| d.get_temp::<usize>(memory));
        ui.data_mut(|d| d.insert_temp(memory, state.lines));
        if before.is_some_and(|b| b != state.lines)
            && buttons
                .iter()
                .any(|(n, r)| r.has_focus() && *n != state.lines)
            && let Some((_, chosen)) = buttons.iter().find(|(n, _)| *n == state.lines)
        {
            chosen.request_focus();
        }
    });
    ui.horizontal_wrapped(|ui| {
        // A drag value: dragged, or focused by Tab and typed into (arrow keys step it).
        let mut threads = state.threads;
        let tip = Request::SetAnalysisThreads(threads).tooltip();
        let label = ui.label(t!("computer-threads"));
        let drag = egui::DragValue::new(&mut threads)
            .range(1..=max_threads())
            .speed(0.05);
        ui.add(drag).labelled_by(label.id).on_hover_text(tip);
        if threads != state.threads {
            commands.push(Request::SetAnalysisThreads(threads).into());
        }
    });
    ui.horizontal_wrapped(|ui| {
        // The table's size in powers of two: the drag value steps the exponent, shows
        // the MiB and reads typed MiB (rounded down to a power of two).
        let exponent = |mib: usize| mib.max(1).ilog2();
        let mut chosen = exponent(state.hash_mib);
        let tip = Request::SetAnalysisHash(state.hash_mib).tooltip();
        let label = ui.label(t!("computer-memory"));
        let drag = egui::DragValue::new(&mut chosen)
            .range(exponent(MIN_HASH_MIB)..=exponent(MAX_HASH_MIB))
            .speed(0.05)
            .custom_formatter(|e, _| t!("computer-mib", size = 1u64 << (e as u32).min(63)))
            .custom_parser(parse_mib_exponent);
        ui.add(drag).labelled_by(label.id).on_hover_text(tip);
        if chosen != exponent(state.hash_mib) {
            commands.push(Request::SetAnalysisHash(1 << chosen).into());
        }
    });
}

/// Stop / Go, the analysis board's way in or out, and its Play from here.
fn buttons_ui(ui: &mut Ui, state: &PanelState<'_>, commands: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        let toggle = Command::ToggleSearch;
        let text = if state.searching {
            t!("computer-stop")
        } else {
            t!("computer-go")
        };
        if ui
            .button(text)
            .on_hover_text(toggle.tooltip_with_key(ui.ctx()))
            .clicked()
        {
            commands.push(toggle.into());
        }
        let board = match state.board {
            true => Command::CloseAnalysisBoard,
            false => Command::OpenAnalysisBoard,
        };
        crate::command::command_button_ui(ui, commands, board, true, false);
    });
    if state.board {
        let play = Command::PlayFromHere;
        let r = ui
            .add_enabled(!state.over, egui::Button::new(play.label()))
            .on_hover_text(t!("computer-play-from-here-tip"));
        if r.clicked() {
            commands.push(play.into());
        }
    }
}

/// The search's depth and speed, then its lines (buttons on the analysis board).
fn lines_ui(ui: &mut Ui, state: &PanelState<'_>, analysis: &Analysis, commands: &mut Vec<Action>) {
    let lines = analysis.lines();
    let Some(first) = lines.first() else {
        ui.label(t!("computer-analysing"));
        return;
    };
    // A selector key of the message, not a word: the message says it.
    let status = if state.searching {
        "searching"
    } else if analysis.stopped() {
        "stopped"
    } else {
        "done"
    };
    ui.label(t!(
        "computer-depth",
        depth = first.info.depth,
        status = status,
        speed = speed_text(first.info.nps),
        table = crate::i18n::decimal(f64::from(first.info.hashfull) / 10.0, 1)
    ))
    .on_hover_text(t!("computer-depth-tip"));
    // While the pointer rests on the lines they hold still: a line must not move
    // under the mouse on its way to a click (the search reorders them as it deepens).
    let held = held_lines(ui, analysis, lines);
    let lines = held.as_deref().unwrap_or(lines);
    let top = ui.cursor().min;
    for line in lines {
        // Checked for glyphs line by line (a line break has none).
        let moves = format!("{}  {}", line.score, line.moves);
        let text = format!(
            "{}\n{}",
            crate::glyphs::displayable(ui.ctx(), &moves),
            crate::glyphs::displayable(ui.ctx(), &line.detail)
        );
        if state.board && !line.turn.is_empty() {
            let r = ui
                .add(egui::Button::new(text).wrap())
                .on_hover_text(t!("computer-play-line-tip"));
            if r.clicked() {
                let play = Request::PlayLine {
                    ply: analysis.ply,
                    key: analysis.key,
                    moves: line.turn.clone(),
                };
                commands.push(play.into());
            }
        } else {
            ui.add(egui::Label::new(text).wrap());
        }
    }
    let area = egui::Rect::from_min_max(top, egui::pos2(ui.max_rect().right(), ui.cursor().min.y));
    ui.data_mut(|d| d.insert_temp(lines_area_id(), area));
    let differ = |held: &Vec<Line>| {
        let live = analysis.lines();
        held.iter()
            .zip(live)
            .any(|(a, b)| (&a.score, &a.moves) != (&b.score, &b.moves))
    };
    if held.as_ref().is_some_and(differ) {
        ui.weak(t!("computer-lines-held"));
    }
}

fn lines_area_id() -> egui::Id {
    egui::Id::unique("engine_lines_area")
}

/// The lines as they were when the pointer came onto them, while it stays there and
/// the position is the same; None: show the live lines (and remember them).
fn held_lines(ui: &Ui, analysis: &Analysis, live: &[Line]) -> Option<Vec<Line>> {
    let id = egui::Id::unique("engine_lines_held");
    let area: Option<egui::Rect> = ui.data(|d| d.get_temp(lines_area_id()));
    let on = area.is_some_and(|rect| ui.rect_contains_pointer(rect));
    let position = (analysis.ply, analysis.key);
    let kept: Option<(usize, u64, Vec<Line>)> = ui.data(|d| d.get_temp(id));
    if let Some((ply, key, lines)) = kept
        && on
        && (ply, key) == position
        && lines.len() == live.len()
    {
        return Some(lines);
    }
    ui.data_mut(|d| d.insert_temp(id, (position.0, position.1, live.to_vec())));
    None
}

#[cfg(test)]
mod tests {
    use super::parse_mib_exponent;

    #[test]
    fn typed_memory_is_read_as_the_power_of_two_at_or_below_it() {
        assert_eq!(parse_mib_exponent("256"), Some(8.0));
        assert_eq!(parse_mib_exponent(" 300 MiB "), Some(8.0));
        assert_eq!(parse_mib_exponent("64 MiB"), Some(6.0));
        assert_eq!(parse_mib_exponent("1"), Some(0.0));
        for bad in ["", "0", "-4", "1.5", "lots", "MiB"] {
            assert_eq!(parse_mib_exponent(bad), None, "{bad:?}");
        }
    }
}
