//! The game review in the analysis panel (docs/engine.md, *Game review*): the engine
//! judges every turn of the game on show, off the UI thread, as lichess's computer
//! analysis does; the panel then shows each side's accuracy and mistakes, a graph of the
//! winning chances to click through, and buttons to the previous and next mistake; the
//! move list marks the judged moves.
use crate::command::{Action, Command, Request};
use crate::job::{Job, Worker};
use egui::{Color32, Ui};
use otherworlds_core::engine::Limits;
use otherworlds_core::engine::any::Kept;
use otherworlds_core::engine::review::{Judgement, Review, review_game};
use otherworlds_core::kernel::Color;
use otherworlds_core::{AnyMove, AnyPosition, Game, prelude::*};

/// Nodes searched at each turn start: about half a second on one core of a laptop, a
/// review of a 40-move game in well under a minute with two threads.
pub const REVIEW_NODES: u64 = 1_000_000;

/// A review's work: progress as (positions searched, of how many), and the review, or
/// none if stopped, or why an external engine failed.
type ReviewJob = Job<(usize, usize), Result<Option<Review>, String>>;

/// A review of one game: running, finished or failed.
pub struct GameReview {
    /// The reviewed game: its start position's hash and its decisions.
    start: u64,
    moves: Vec<AnyMove>,
    job: Option<ReviewJob>,
    /// Positions searched, of how many.
    progress: (usize, usize),
    result: Option<Review>,
    failed: Option<String>,
    /// The external engine that makes it (None: the built-in engine).
    engine: Option<crate::engines::spec::EngineSpec>,
}

impl GameReview {
    /// Starts reviewing `game` with `threads` threads and a table of `hash_mib` MiB, each
    /// turn start searched `nodes` nodes.
    pub fn start(
        game: &Game<AnyPosition>,
        nodes: u64,
        threads: usize,
        hash_mib: usize,
        ctx: &egui::Context,
    ) -> GameReview {
        let copy = game.clone();
        let limits = Limits {
            nodes: Some(nodes),
            threads,
            ..Limits::default()
        };
        let job = Job::spawn(
            "otherworlds-review",
            ctx,
            move |w: &Worker<(usize, usize)>| {
                let mut kept = Kept::new(hash_mib);
                let stop = std::sync::Arc::clone(&w.stop);
                Ok(review_game(
                    &copy,
                    &limits,
                    stop,
                    |done, total| w.report((done, total)),
                    &mut kept,
                ))
            },
        );
        GameReview::of_job(game, job)
    }

    /// A review of `game` that `job` runs.
    fn of_job(game: &Game<AnyPosition>, job: ReviewJob) -> GameReview {
        GameReview {
            start: game.start().hash(),
            moves: game.moves().to_vec(),
            job: Some(job),
            progress: (0, 0),
            result: None,
            failed: None,
            engine: None,
        }
    }

    /// The external engine that made the review, if one did.
    pub fn engine(&self) -> Option<&crate::engines::spec::EngineSpec> {
        self.engine.as_ref()
    }

    /// Takes the progress reports and, once the work has ended, its result.
    pub fn poll(&mut self) {
        let Some(job) = &self.job else { return };
        if let Some(last) = job.take_reports().into_iter().last() {
            self.progress = last;
        }
        if let Some(why) = job.panicked() {
            self.failed = Some(why.to_string());
            self.job = None;
        } else if let Some(result) = job.ready() {
            match result {
                Ok(review) => {
                    self.result = review.clone();
                    if self.result.is_none() {
                        self.failed = Some(t!("computer-review-stopped"));
                    }
                }
                Err(why) => self.failed = Some(why.clone()),
            }
            self.job = None;
        }
    }

    /// Starts reviewing `game` with the external engine `spec`, each turn start searched
    /// `nodes` nodes (issue 47).
    pub fn start_external(
        game: &Game<AnyPosition>,
        spec: &crate::engines::spec::EngineSpec,
        nodes: u64,
        threads: usize,
        hash_mib: usize,
        ctx: &egui::Context,
    ) -> GameReview {
        let copy = game.clone();
        let by = spec.clone();
        let spec = spec.clone();
        let setup = super::external::Setup {
            variant: game.start().variant(),
            lines: 1,
            threads,
            hash_mib,
        };
        let job = Job::spawn(
            "otherworlds-external-review",
            ctx,
            move |w: &Worker<(usize, usize)>| {
                super::external::review(&spec, &copy, &setup, nodes, w).map_err(|e| e.to_string())
            },
        );
        GameReview {
            engine: Some(by),
            ..GameReview::of_job(game, job)
        }
    }

    /// Whether this review is of `game`: the same start, and `game` is the reviewed game
    /// or goes on from it.
    pub fn of(&self, game: &Game<AnyPosition>) -> bool {
        game.start().hash() == self.start && game.moves().starts_with(&self.moves)
    }

    /// Whether `game` has turns the review has not seen.
    pub fn behind(&self, game: &Game<AnyPosition>) -> bool {
        game.moves().len() > self.moves.len()
    }

    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    pub fn result(&self) -> Option<&Review> {
        self.result.as_ref()
    }

    pub fn failed(&self) -> Option<&str> {
        self.failed.as_deref()
    }

    /// The judged turns as (the ply after the turn's last decision, its judgement): the
    /// move list marks that decision.
    pub fn marks(&self) -> Vec<(usize, Judgement)> {
        self.result
            .iter()
            .flat_map(|r| &r.turns)
            .filter_map(|t| t.judgement.map(|j| (t.ply + t.decisions.len(), j)))
            .collect()
    }
}

/// The judgement's colour as text on `bg`: darkened or lightened until it reads at
/// 4.5:1 (the orange of a mistake and the light blue of an inaccuracy were faint on a
/// light panel).
pub fn judgement_text_color(j: Judgement, bg: Color32) -> Color32 {
    crate::theme::readable_on(judgement_color(j), bg)
}

/// The colour of a judgement's mark, as lichess colours them.
pub fn judgement_color(j: Judgement) -> Color32 {
    match j {
        Judgement::Inaccuracy => Color32::from_rgb(0x56, 0xb4, 0xe9),
        Judgement::Mistake => Color32::from_rgb(0xe6, 0x9f, 0x00),
        Judgement::Blunder => Color32::from_rgb(0xdb, 0x30, 0x31),
    }
}

/// What the review section shows.
pub struct ReviewPanel<'a> {
    /// The review of the game on show, if there is one.
    pub review: Option<&'a GameReview>,
    /// The game on show and the ply viewed.
    pub game: &'a Game<AnyPosition>,
    pub viewed: usize,
}

/// The review section, under a header that folds it (the move list below then has the
/// room); the commands its controls gave.
pub fn review_panel_ui(ui: &mut Ui, panel: ReviewPanel<'_>) -> Vec<Action> {
    egui::CollapsingHeader::new(t!("computer-review"))
        .id_salt("game_review")
        .default_open(true)
        .show(ui, |ui| review_body_ui(ui, panel))
        .body_returned
        .unwrap_or_default()
}

fn review_body_ui(ui: &mut Ui, panel: ReviewPanel<'_>) -> Vec<Action> {
    let mut commands = Vec::new();
    let Some(review) = panel.review else {
        let start = Command::ReviewGame;
        let enabled = !panel.game.moves().is_empty();
        crate::command::command_button_ui(ui, &mut commands, start, enabled, false);
        return commands;
    };
    if review.running() {
        let (done, total) = review.progress;
        // Before its first answer the review has not counted the positions yet.
        let (share, text) = match total {
            0 => (0.0, t!("computer-reviewing-start")),
            _ => (
                done as f32 / total as f32,
                t!("computer-reviewing", done = done, total = total),
            ),
        };
        ui.add(egui::ProgressBar::new(share).text(text));
        let cancel = Command::CancelReview;
        crate::command::command_button_ui(ui, &mut commands, cancel, true, false);
        return commands;
    }
    if let Some(why) = review.failed() {
        ui.label(t!("computer-review-failed", why = why));
    }
    if review.result().is_none() || review.behind(panel.game) {
        let again = Command::ReviewGame;
        crate::command::command_button_ui(ui, &mut commands, again, true, false);
    }
    let Some(result) = review.result() else {
        return commands;
    };
    summary_ui(ui, result);
    // Under the figures, in sight in a small window (lichess's place for it).
    let judged = result
        .turns
        .iter()
        .any(|t| t.judgement.is_some() && t.after.is_some());
    let learn = Command::LearnFromMistakes;
    let enabled = judged && !review.behind(panel.game);
    crate::command::command_button_ui(ui, &mut commands, learn, enabled, false);
    if let Some(ply) = chances_graph_ui(ui, result, panel.viewed) {
        commands.push(Request::ViewPly(ply).into());
    }
    let marks = review.marks();
    ui.horizontal_wrapped(|ui| {
        let before = marks.iter().rev().find(|(p, _)| *p < panel.viewed);
        let after = marks.iter().find(|(p, _)| *p > panel.viewed);
        let previous = ui
            .add_enabled(
                before.is_some(),
                egui::Button::new(t!("computer-previous-mistake")),
            )
            .on_hover_text(t!("computer-previous-mistake-tip"));
        if let (true, Some(&(p, _))) = (previous.clicked(), before) {
            commands.push(Request::ViewPly(p).into());
        }
        let next = ui
            .add_enabled(
                after.is_some(),
                egui::Button::new(t!("computer-next-mistake")),
            )
            .on_hover_text(t!("computer-next-mistake-tip"));
        if let (true, Some(&(p, _))) = (next.clicked(), after) {
            commands.push(Request::ViewPly(p).into());
        }
    });
    // The judged move shown now: what it lost and the engine's choice.
    if let Some(turn) = result
        .turns
        .iter()
        .find(|t| t.judgement.is_some() && t.ply + t.decisions.len() == panel.viewed)
        && let (Some(j), Some(after)) = (turn.judgement, turn.after)
    {
        let text = t!(
            "computer-judged-move",
            mv = turn.text.as_str(),
            symbol = j.symbol(),
            judgement = j.name(),
            before = turn.before.text(),
            after = after.text(),
            best = turn.best_text.as_str()
        );
        ui.label(
            egui::RichText::new(crate::glyphs::displayable(ui.ctx(), &text))
                .color(judgement_text_color(j, ui.visuals().panel_fill)),
        );
    }
    commands
}

/// Each side's accuracy, judged moves and average loss.
fn summary_ui(ui: &mut Ui, review: &Review) {
    let sides = [review.summary(Color::White), review.summary(Color::Black)];
    egui::Grid::new("review_summary")
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            ui.strong(t!("computer-white"));
            ui.strong(t!("computer-black"));
            ui.end_row();
            ui.label(t!("computer-accuracy"));
            for s in &sides {
                ui.label(s.accuracy.map_or("–".into(), |a| {
                    t!("computer-percent", value = crate::i18n::decimal(a, 0))
                }));
            }
            ui.end_row();
            for (name, judgement, count) in [
                (
                    t!("computer-inaccuracies"),
                    Judgement::Inaccuracy,
                    sides.clone().map(|s| s.inaccuracies),
                ),
                (
                    t!("computer-mistakes"),
                    Judgement::Mistake,
                    sides.clone().map(|s| s.mistakes),
                ),
                (
                    t!("computer-blunders"),
                    Judgement::Blunder,
                    sides.clone().map(|s| s.blunders),
                ),
            ] {
                let color = judgement_text_color(judgement, ui.visuals().panel_fill);
                ui.label(egui::RichText::new(name).color(color));
                for n in count {
                    ui.label(n.to_string());
                }
                ui.end_row();
            }
            ui.label(t!("computer-average-loss"))
                .on_hover_text(t!("computer-average-loss-tip"));
            for s in &sides {
                ui.label(s.average_cp_loss.to_string());
            }
            ui.end_row();
        });
}

/// The graph of White's winning chances turn by turn (a white area under the line);
/// the viewed position marked, the judged turns as coloured dots. A click shows the
/// position nearest to it: the ply returned.
fn chances_graph_ui(ui: &mut Ui, review: &Review, viewed: usize) -> Option<usize> {
    // The ply of every value: the turn starts, and the end where the last turn finished.
    let mut plies: Vec<usize> = review.turns.iter().map(|t| t.ply).collect();
    if let Some(last) = review.turns.last().filter(|t| t.after.is_some()) {
        plies.push(last.ply + last.decisions.len());
    }
    let n = review.evals.len().min(plies.len());
    let width = ui.available_width().max(120.0);
    let (outer, response) = ui.allocate_exact_size(egui::vec2(width, 56.0), egui::Sense::click());
    // Room for the dots at the top and the bottom.
    let rect = outer.shrink2(egui::vec2(0.0, 4.0));
    // The value nearest to a point of the graph.
    let nearest = |p: egui::Pos2| {
        let share = ((p.x - rect.left()) / rect.width()).clamp(0.0, 1.0);
        (share * n.saturating_sub(1) as f32).round() as usize
    };
    // Hovered: the move that led to the value there, and the value.
    let hovered = response.hover_pos().filter(|_| n >= 2).map(|p| {
        let i = nearest(p);
        let value = review.evals[i].text();
        match i
            .checked_sub(1)
            .and_then(|t| review.turns.get(t).map(|turn| (t, turn)))
        {
            Some((t, turn)) => format!("{} {}: {value}", review.turn_number(t), turn.text),
            None => t!("computer-chances-start", value = value),
        }
    });
    let tip = t!("computer-chances-tip");
    let response = match hovered {
        Some(text) => response.on_hover_text(crate::glyphs::displayable(ui.ctx(), &text)),
        None => response.on_hover_text(tip),
    };
    let painter = ui.painter_at(outer);
    painter.rect_filled(outer, 2.0, Color32::from_gray(40));
    if n < 2 {
        return None;
    }
    let x = |i: usize| rect.left() + rect.width() * i as f32 / (n - 1) as f32;
    let y = |chance: f64| rect.bottom() - rect.height() * chance as f32;
    let points: Vec<egui::Pos2> = (0..n)
        .map(|i| egui::pos2(x(i), y(review.evals[i].chance_for(Color::White))))
        .collect();
    // The area under the line as one mesh (no seams between its pieces).
    let mut mesh = egui::Mesh::default();
    for (i, p) in points.iter().enumerate() {
        mesh.colored_vertex(*p, Color32::from_gray(215));
        mesh.colored_vertex(egui::pos2(p.x, rect.bottom()), Color32::from_gray(215));
        if i > 0 {
            let k = 2 * i as u32;
            mesh.add_triangle(k - 2, k - 1, k);
            mesh.add_triangle(k - 1, k + 1, k);
        }
    }
    painter.add(egui::Shape::mesh(mesh));
    let middle = rect.center().y;
    painter.line_segment(
        [
            egui::pos2(rect.left(), middle),
            egui::pos2(rect.right(), middle),
        ],
        egui::Stroke::new(1.0, Color32::from_gray(120)),
    );
    painter.add(egui::Shape::line(
        points.clone(),
        egui::Stroke::new(1.5, Color32::from_gray(90)),
    ));
    for (i, t) in review.turns.iter().enumerate() {
        if let Some(j) = t.judgement
            && i + 1 < n
        {
            painter.circle_filled(points[i + 1], 3.5, judgement_color(j));
        }
    }
    if let Some(i) = plies[..n].iter().rposition(|&p| p <= viewed) {
        painter.line_segment(
            [
                egui::pos2(x(i), rect.top()),
                egui::pos2(x(i), rect.bottom()),
            ],
            egui::Stroke::new(1.5, ui.visuals().selection.bg_fill),
        );
    }
    let pos = response
        .interact_pointer_pos()
        .filter(|_| response.clicked())?;
    plies.get(nearest(pos)).copied()
}

/// A review's judgement of a move: "inaccuracy", "mistake", "blunder" (messages
/// `judgement-*`).
pub fn judgement_name(judgement: otherworlds_core::engine::review::Judgement) -> String {
    use otherworlds_core::engine::review::Judgement;
    t!(match judgement {
        Judgement::Inaccuracy => "judgement-inaccuracy",
        Judgement::Mistake => "judgement-mistake",
        Judgement::Blunder => "judgement-blunder",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::engine::review::Judgement;

    /// In English the judgements read as the engine names them.
    #[test]
    fn judgements_in_english_are_the_engines_words() {
        std::thread::spawn(|| {
            crate::i18n::use_language(crate::i18n::ENGLISH).expect("English");
            for j in [
                Judgement::Inaccuracy,
                Judgement::Mistake,
                Judgement::Blunder,
            ] {
                assert_eq!(judgement_name(j), j.name());
            }
        })
        .join()
        .expect("thread");
    }
}
