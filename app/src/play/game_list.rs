//! The game list of a PGN file with several games: a modal window with one row per
//! game (number, White, Black, Result, Event, Date, moves), a filter field, Open and
//! Cancel. By keyboard: the filter field has the focus, the arrows (and Page Up/Down)
//! move the selection, Enter opens it, Escape closes; by mouse: a click selects a row,
//! a double click or Open opens it. The chosen game goes to the replay player (the
//! shell runs [`Request::OpenListedGame`]); the list is kept for Next/Previous game.
use crate::command::{Action, Command, Request};
use crate::files::pgn::PgnFile;
use egui::{Key, Modifiers, Ui};

/// The rows Page Up and Page Down move by.
const PAGE: usize = 10;

/// A PGN file's games and the list's state.
pub struct GameList {
    pub file: PgnFile,
    /// The text typed in the filter field.
    pub filter: String,
    /// The games the filter lets through (indexes into the file's games, in order).
    pub shown: Vec<usize>,
    /// The selected game (an index into the file's games), if one is shown.
    pub selected: Option<usize>,
    /// Why the last game chosen did not open (told in the window too).
    pub problem: Option<String>,
    /// The game on show in the replay player.
    pub current: Option<usize>,
    /// The filter field takes the focus, and the selection is scrolled to, next frame.
    focus: bool,
    scroll: bool,
}

impl GameList {
    /// The list of `file`'s games, the first game selected (the shell opens its
    /// window; closed, the list stays for Next/Previous game).
    pub fn new(file: PgnFile) -> GameList {
        let shown = (0..file.games.len()).collect();
        let mut list = GameList {
            file,
            filter: String::new(),
            shown,
            selected: None,
            problem: None,
            current: None,
            focus: true,
            // The first row is in view already.
            scroll: false,
        };
        list.selected = list.shown.first().copied();
        list
    }

    /// Ready to show again, on the game on show.
    pub fn reopen(&mut self) {
        self.focus = true;
        self.scroll = true;
        self.problem = None;
        if let Some(current) = self.current.filter(|c| self.shown.contains(c)) {
            self.selected = Some(current);
        }
    }

    /// Shows the games matching the filter; the selection stays if it is still shown,
    /// else moves to the first game shown.
    fn refilter(&mut self) {
        let rows = &self.file.rows;
        self.shown = (0..rows.len())
            .filter(|&i| rows[i].matches(&self.filter))
            .collect();
        if self.selected.is_none_or(|s| !self.shown.contains(&s)) {
            self.selected = self.shown.first().copied();
        }
        self.scroll = true;
    }

    /// Moves the selection `by` rows among the games shown (clamped to the list).
    pub fn step(&mut self, by: isize) {
        let Some(last) = self.shown.len().checked_sub(1) else {
            return;
        };
        let at = self
            .selected
            .and_then(|s| self.shown.iter().position(|&i| i == s));
        let to = match at {
            None => 0,
            Some(at) => at.saturating_add_signed(by).min(last),
        };
        self.selected = self.shown.get(to).copied();
        self.scroll = true;
    }

    /// The game `by` games after the one on show, in file order (the filter aside).
    pub fn neighbour(&self, by: isize) -> Option<usize> {
        let to = self.current?.checked_add_signed(by)?;
        (to < self.file.games.len()).then_some(to)
    }

    /// What the window's heading says: "Games in games.pgn: 53", "… 4 of 53 shown".
    pub fn heading(&self) -> String {
        let all = self.file.games.len();
        match self.shown.len() {
            n if n == all => t!("play-games-in", file = self.file.name.as_str(), count = all),
            n => t!(
                "play-games-in-shown",
                file = self.file.name.as_str(),
                shown = n,
                count = all
            ),
        }
    }
}

/// The label a row is known by (to a screen reader, and the tests): "Game 12: Ada –
/// Bob, 1-0, London 1851, 1851.??.??, 23 moves".
pub fn row_label(list: &GameList, index: usize) -> String {
    let Some(row) = list.file.rows.get(index) else {
        return String::new();
    };
    t!(
        "play-game-row",
        number = row.number,
        white = row.white.as_str(),
        black = row.black.as_str(),
        result = row.result.as_str(),
        event = row.event.as_str(),
        date = row.date.as_str(),
        moves = row.moves
    )
}

/// The list's keys, taken before the filter field sees them (it has no use for
/// arrows, and Enter there opens the game).
fn keys(ui: &Ui, list: &mut GameList, filter_id: egui::Id) -> Option<Action> {
    let moves = [
        (Key::ArrowDown, 1),
        (Key::ArrowUp, -1),
        (Key::PageDown, PAGE as isize),
        (Key::PageUp, -(PAGE as isize)),
    ];
    for (key, by) in moves {
        if ui.input_mut(|i| i.consume_key(Modifiers::NONE, key)) {
            list.step(by);
        }
    }
    // Enter on a focused button presses it; elsewhere it opens the selection.
    let focus = ui.memory(|m| m.focused());
    let on_button = focus.is_some_and(|f| f != filter_id);
    if !on_button && ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Enter)) {
        return list.selected.map(|i| Request::OpenListedGame(i).into());
    }
    None
}

/// Shows the list while it is open; the command its controls gave.
pub fn game_list_ui(ctx: &egui::Context, list: &mut GameList) -> Option<Action> {
    let modal = egui::Modal::new(egui::Id::unique("otherworlds-game-list")).show(ctx, |ui| {
        let width = 800.0_f32.min(ctx.content_rect().width() - 48.0);
        ui.set_width(width);
        let filter_id = ui.make_persistent_id("game-list-filter");
        let mut command = keys(ui, list, filter_id);
        let shown = |text: &str| crate::glyphs::displayable(ctx, text);
        ui.heading(shown(&list.heading()));
        ui.horizontal(|ui| {
            let label = ui.label(t!("play-filter"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut list.filter)
                        .id(filter_id)
                        .desired_width(320.0)
                        .hint_text(t!("play-filter-hint")),
                )
                .labelled_by(label.id)
                .on_hover_text(t!("play-filter-tip"));
            if std::mem::take(&mut list.focus) {
                field.request_focus();
            }
            if field.changed() {
                list.refilter();
            }
        });
        ui.separator();
        let height = (ctx.content_rect().height() * 0.5).clamp(120.0, 420.0);
        command = command.or(table_ui(ui, list, height));
        if let Some(problem) = &list.problem {
            ui.colored_label(ui.visuals().warn_fg_color, shown(problem));
        }
        ui.separator();
        ui.horizontal(|ui| {
            let open = Request::OpenListedGame(list.selected.unwrap_or_default());
            let r = ui
                .add_enabled(list.selected.is_some(), egui::Button::new(open.label()))
                .on_hover_text(open.tooltip());
            if r.clicked() {
                command = Some(open.into());
            }
            let cancel = Command::CloseGameList;
            if ui
                .button(cancel.label())
                .on_hover_text(cancel.tooltip())
                .clicked()
            {
                command = Some(cancel.into());
            }
        });
        command
    });
    let mut command = modal.inner.clone();
    if command.is_none() && modal.should_close() {
        command = Some(Command::CloseGameList.into());
    }
    command
}

/// The rows (only those in view are laid out: a file may hold thousands of games).
fn table_ui(ui: &mut Ui, list: &mut GameList, height: f32) -> Option<Action> {
    use egui_extras::{Column, TableBuilder};
    let mut command = None;
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    let ctx = ui.ctx().clone();
    let mut table = TableBuilder::new(ui)
        .id_salt("game list table")
        .striped(true)
        .max_scroll_height(height)
        .animate_scrolling(false)
        .min_scrolled_height(height.min(120.0))
        .auto_shrink([false, true])
        .column(Column::exact(44.0))
        .column(Column::initial(140.0).clip(true))
        .column(Column::initial(140.0).clip(true))
        .column(Column::exact(64.0))
        .column(Column::remainder().at_least(120.0).clip(true))
        .column(Column::exact(90.0))
        .column(Column::exact(52.0));
    if std::mem::take(&mut list.scroll)
        && let Some(at) = list
            .selected
            .and_then(|s| list.shown.iter().position(|&i| i == s))
    {
        table = table.scroll_to_row(at, None);
    }
    let shown = |text: &str| crate::glyphs::displayable(&ctx, text);
    table
        .header(row_height, |mut header| {
            for title in [
                "play-column-number",
                "play-column-white",
                "play-column-black",
                "play-column-result",
                "play-column-event",
                "play-column-date",
                "play-column-moves",
            ] {
                header.col(|ui| {
                    ui.strong(t!(title));
                });
            }
        })
        .body(|body| {
            body.rows(row_height, list.shown.len(), |mut row| {
                let Some(&index) = list.shown.get(row.index()) else {
                    return;
                };
                let Some(game) = list.file.rows.get(index) else {
                    return;
                };
                let selected = list.selected == Some(index);
                row.set_selected(selected);
                let moves = game.moves.to_string();
                let number = game.number.to_string();
                let cells = [
                    number.as_str(),
                    &game.white,
                    &game.black,
                    &game.result,
                    &game.event,
                    &game.date,
                    moves.as_str(),
                ];
                // Each cell takes the clicks itself (the hit test then uses the rect
                // the text is drawn in); the first names the whole row.
                let label = shown(&row_label(list, index));
                for (column, text) in cells.into_iter().enumerate() {
                    row.col(|ui| {
                        let cell = egui::Label::new(shown(text))
                            .selectable(false)
                            .truncate()
                            .sense(egui::Sense::CLICK);
                        let r = ui.add(cell);
                        if column == 0 {
                            r.widget_info(|| {
                                egui::WidgetInfo::selected(egui::Role::Row, true, selected, &label)
                            });
                        }
                        if r.clicked() {
                            list.selected = Some(index);
                        }
                        if r.double_clicked() {
                            command = Some(Request::OpenListedGame(index).into());
                        }
                    });
                }
            });
        });
    command
}
