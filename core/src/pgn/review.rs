//! A game review written into PGN (docs/engine.md, *Game review*): each reviewed turn
//! gets lichess's annotations, the NAG of its judgement and a comment with the value
//! after it (`[%eval …]`, which lichess and other tools draw as a graph) and, for a
//! judged turn, the values around it and the engine's best turn.
use super::{Annotation, PgnGame};
use crate::engine::review::Review;
use crate::game::Rules;

impl PgnGame {
    /// Adds `review`'s annotations to the main line's turns, matched by their place and
    /// their decisions (a turn whose decisions differ from the reviewed one's gets none),
    /// and sets the `Annotator` tag. Returns how many turns were annotated.
    pub fn annotate(&mut self, review: &Review) -> usize {
        let mut done = 0;
        let mut pos = self.start.clone();
        for (mv, turn) in self.moves.iter_mut().zip(&review.turns) {
            if mv.decisions != turn.decisions {
                break;
            }
            if let Some(after) = turn.after {
                if let Some(j) = turn.judgement {
                    mv.annotations.push(Annotation::Nag(j.nag()));
                }
                let mut comment = after.pgn_command().unwrap_or_default();
                if let Some(j) = turn.judgement
                    && !turn.best.is_empty()
                {
                    let name = j.name();
                    let capital = name[..1].to_uppercase() + &name[1..];
                    comment.push_str(&format!(
                        " {capital} ({} -> {}). {} was best.",
                        turn.before.text(),
                        after.text(),
                        pos.turn_text(&turn.best)
                    ));
                }
                let comment = comment.trim().to_string();
                if !comment.is_empty() {
                    mv.annotations.push(Annotation::Comment(comment));
                }
                done += 1;
            }
            for &d in &mv.decisions {
                pos.play(d);
            }
        }
        self.set_tag("Annotator", "Otherworlds");
        done
    }
}
