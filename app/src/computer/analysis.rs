//! Live analysis of the viewed position: the engine searches on a background thread
//! and reports after each depth (depth, score, nodes per second, the best lines); the
//! panel shows the latest report. A new viewed position starts a new search; dropping
//! the analysis stops its search.
use super::job::{Job, Worker};
use otherworlds_core::engine::{Info, Limits, Score, any::analyse_moves};
use otherworlds_core::{AnyMove, AnyPosition, Color, Position};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How many lines are shown (multi-PV).
pub const LINES: usize = 3;

/// How long one position is searched at most, so that a forgotten panel does not keep a
/// core busy for ever.
const MAX_TIME: Duration = Duration::from_secs(60);

/// A search of one position in progress (or finished).
pub struct Analysis {
    /// The viewed ply and the position's hash: a change of either starts a new search.
    pub ply: usize,
    pub key: u64,
    /// The search; each report is one line's latest info.
    job: Job<Info<AnyMove>, ()>,
    /// The latest report of each line (index = multi-PV number - 1).
    lines: Vec<Info<AnyMove>>,
}

impl Analysis {
    /// Starts searching `pos` (reached through `history`); `ctx` repaints on each report.
    pub fn start(
        pos: AnyPosition,
        history: Vec<AnyPosition>,
        ply: usize,
        ctx: &egui::Context,
    ) -> Analysis {
        let key = pos.hash();
        let limits = Limits {
            depth: None,
            nodes: None,
            movetime: Some(MAX_TIME),
            multipv: LINES,
            spread: None,
        };
        let job = Job::spawn(
            "otherworlds analysis",
            ctx,
            move |w: &Worker<Info<AnyMove>>| {
                analyse_moves(&pos, &history, &limits, Arc::clone(&w.stop), |info| {
                    w.report(info.clone())
                });
            },
        );
        Analysis {
            ply,
            key,
            job,
            lines: Vec::new(),
        }
    }

    /// Takes the reports that arrived since the last frame.
    pub fn poll(&mut self) {
        for info in self.job.take_reports() {
            let index = info.multipv.max(1) - 1;
            if self.lines.len() <= index {
                self.lines.resize(index + 1, info.clone());
            }
            self.lines[index] = info;
        }
    }

    /// The latest report of each line, best first.
    pub fn lines(&self) -> &[Info<AnyMove>] {
        &self.lines
    }

    /// Whether the search has ended (its time is up, it was stopped, or it failed: then
    /// the lines found so far stay, and another position starts a new search).
    pub fn finished(&self) -> bool {
        self.job.finished()
    }

    /// The flag the search watches (tests check it is raised).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.job.stop_flag()
    }
}

/// A score for people, from White's side (player A in Valhalla): "+0.35", "-1.20",
/// "#3" (White mates in 3), "#-2" (White is mated in 2).
pub fn score_text(score: Score, mover: Color) -> String {
    let sign = if mover == Color::White { 1 } else { -1 };
    match score {
        Score::Cp(cp) => format!("{:+.2}", f64::from(cp * sign) / 100.0),
        Score::Mate(n) => format!("#{}", n * sign),
    }
}

/// A principal variation in the display notation, as far as its moves are legal (a
/// line is searched from this position, so all of them are).
pub fn pv_text(pos: &AnyPosition, pv: &[AnyMove]) -> String {
    let mut pos = pos.clone();
    let mut out: Vec<String> = Vec::new();
    let mut legal = Vec::new();
    for &mv in pv {
        pos.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            break;
        }
        out.push(pos.display_move(mv));
        pos.play(mv);
    }
    out.join(" ")
}

/// "1.2 M nodes/s".
fn speed_text(nps: u64) -> String {
    if nps >= 1_000_000 {
        format!("{:.1} M nodes/s", nps as f64 / 1e6)
    } else {
        format!("{} k nodes/s", nps / 1000)
    }
}

/// The panel: depth and speed, then each line with its score.
pub fn analysis_ui(ui: &mut egui::Ui, analysis: Option<&Analysis>, pos: &AnyPosition, over: bool) {
    if over {
        ui.label("The game is over here: nothing to analyse.");
        return;
    }
    let Some(analysis) = analysis else { return };
    let lines = analysis.lines();
    let Some(first) = lines.first() else {
        ui.label("Analysing…");
        return;
    };
    let state = if analysis.finished() {
        "done"
    } else {
        "searching"
    };
    ui.label(format!(
        "Depth {} ({state}), {}; scores for White",
        first.depth,
        speed_text(first.nps)
    ));
    let mover = pos.actor();
    for info in lines {
        let text = format!(
            "{}  {}",
            score_text(info.score, mover),
            pv_text(pos, &info.pv)
        );
        ui.add(egui::Label::new(crate::glyphs::displayable(ui.ctx(), &text)).wrap());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    #[test]
    fn scores_are_told_from_whites_side() {
        assert_eq!(score_text(Score::Cp(35), Color::White), "+0.35");
        assert_eq!(score_text(Score::Cp(35), Color::Black), "-0.35");
        assert_eq!(score_text(Score::Mate(2), Color::Black), "#-2");
        assert_eq!(score_text(Score::Mate(-1), Color::White), "#-1");
    }

    #[test]
    fn a_line_reads_in_the_display_notation() {
        let pos = AnyPosition::new(Variant::Standard);
        let mut line = pos.clone();
        let mut pv = Vec::new();
        for text in ["e2e4", "e7e5", "g1f3"] {
            let mv = line.parse_move(text).expect("legal");
            line.play(mv);
            pv.push(mv);
        }
        assert_eq!(pv_text(&pos, &pv), "e4 e5 Nf3");
        // A move that is not legal where it stands ends the text there.
        let bad = [pv[0], pv[2], pv[1]];
        assert_eq!(pv_text(&pos, &bad), "e4");
    }
}
