//! A game being played: the core's `Game<AnyPosition>` plus what the view needs from
//! it (board model, move list), rebuilt once per move rather than once per frame.
use crate::board::BoardModel;
use crate::i18n::core_words;
use otherworlds_core::decision::DecisionKind;
use otherworlds_core::geometry::{Cell, MoveInfo, MoveKind};
use otherworlds_core::{
    AnyMove, AnyPosition, Color, Game, MoveError, Outcome, PositionError, Role, Role::King,
    Variant, prelude::*,
};

/// A promotion waiting for the player's choice of piece.
#[derive(Clone, Debug, PartialEq)]
pub struct PromotionChoice {
    pub from: Cell,
    pub to: Cell,
    pub color: Color,
    /// The pieces on offer, best first, with the move each one makes.
    pub options: Vec<(Role, AnyMove)>,
}

/// What trying a move from one cell to another leads to.
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt {
    /// Exactly one legal move: play it.
    Move(AnyMove),
    /// Several moves differing by promotion piece: ask.
    Promotion(PromotionChoice),
    /// No legal move does that.
    Illegal,
}

/// One game with its cached view.
#[derive(Clone, Debug)]
pub struct GameSession {
    game: Game<AnyPosition>,
    /// Legal moves with their drawing info, in the core's order.
    legal: Vec<(AnyMove, MoveInfo)>,
    model: BoardModel,
    /// Display notation of each move played.
    san: Vec<String>,
    /// While a computer is to move, the board offers no move to the user.
    locked: bool,
}

impl GameSession {
    /// A new game of `variant` from its start position.
    pub fn new(variant: Variant) -> GameSession {
        GameSession::from_game(Game::new(AnyPosition::new(variant)))
    }

    /// A new game from a position string of `variant`.
    pub fn from_position(variant: Variant, text: &str) -> Result<GameSession, PositionError> {
        Ok(GameSession::from_game(Game::new(AnyPosition::from_string(
            variant, text,
        )?)))
    }

    /// A new game from a position already read.
    pub fn of_position(pos: AnyPosition) -> GameSession {
        GameSession::from_game(Game::new(pos))
    }

    fn from_game(game: Game<AnyPosition>) -> GameSession {
        let mut session = GameSession {
            game,
            legal: Vec::new(),
            model: empty_model(),
            san: Vec::new(),
            locked: false,
        };
        session.refresh();
        session
    }

    /// Plays whole-turn strings in order; stops at the first one that fails and says
    /// why, keeping the moves before it.
    pub fn replay(&mut self, moves: &[String]) -> Result<(), MoveError> {
        for text in moves {
            for mv in self.game.position().parse_turn(text)? {
                self.play(mv)?;
            }
        }
        Ok(())
    }

    pub fn variant(&self) -> Variant {
        self.game.position().variant()
    }

    pub fn game(&self) -> &Game<AnyPosition> {
        &self.game
    }

    pub fn board_model(&self) -> &BoardModel {
        &self.model
    }

    /// The moves played, in display notation.
    pub fn move_list(&self) -> &[String] {
        &self.san
    }

    /// The moves played, in canonical notation (what is saved).
    pub fn move_strings(&self) -> Vec<String> {
        let game = &self.game;
        game.moves()
            .iter()
            .enumerate()
            .filter_map(|(ply, mv)| game.position_at(ply).map(|p| p.move_string(*mv)))
            .collect()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// What moving the piece on `from` to `to` means.
    pub fn attempt(&self, from: Cell, to: Cell) -> Attempt {
        if self.locked {
            return Attempt::Illegal;
        }
        let candidates: Vec<&(AnyMove, MoveInfo)> = self
            .legal
            .iter()
            .filter(|(_, info)| info.from == Some(from) && info.to == Some(to))
            .filter(|(_, info)| !crate::board::is_placement_kind(info.kind))
            .collect();
        match candidates.as_slice() {
            [] => Attempt::Illegal,
            [(mv, _)] => Attempt::Move(*mv),
            many => {
                let mut options: Vec<(Role, AnyMove)> = many
                    .iter()
                    .filter_map(|(mv, info)| info.promotion.map(|r| (r, *mv)))
                    .collect();
                // Queen first, then rook, bishop, knight (and any fairy role after).
                options.sort_by_key(|(role, _)| std::cmp::Reverse(*role));
                if options.len() == many.len() {
                    Attempt::Promotion(PromotionChoice {
                        from,
                        to,
                        color: self.game.position().actor(),
                        options,
                    })
                } else {
                    // Two different non-promotion moves on the same cells: the board
                    // cannot tell them apart; play the first (never happens in chess).
                    Attempt::Move(many[0].0)
                }
            }
        }
    }

    /// What choosing `to` for a decision without a moving piece means (a transfer).
    pub fn attempt_place(&self, to: Cell) -> Attempt {
        if self.locked {
            return Attempt::Illegal;
        }
        match self
            .legal
            .iter()
            .find(|(_, info)| info.kind == MoveKind::Transfer && info.to == Some(to))
        {
            Some((mv, _)) => Attempt::Move(*mv),
            None => Attempt::Illegal,
        }
    }

    /// The pass decision, when passing is legal now; also letting a captured Valhalla
    /// piece go when no cell is free for it (a transfer to no cell), which takes the
    /// same button.
    pub fn pass_move(&self) -> Option<AnyMove> {
        if self.locked {
            return None;
        }
        self.legal
            .iter()
            .find(|(_, info)| {
                info.kind == MoveKind::Pass
                    || (info.kind == MoveKind::Transfer && info.to.is_none())
            })
            .map(|(mv, _)| *mv)
    }

    /// Whether the variant has a pass at all (Valhalla's board 2, V-4): its button and
    /// key are offered, and say why when it cannot be used.
    pub fn has_pass(&self) -> bool {
        self.variant().has_pass()
    }

    /// Why passing is not allowed now, in a variant that has a pass; None when it is
    /// (or the variant has none).
    pub fn pass_refusal(&self) -> Option<String> {
        if !self.has_pass() || self.pass_move().is_some() {
            return None;
        }
        if self.outcome().is_some() {
            return Some(t!("game-pass-over"));
        }
        if self.locked {
            return Some(t!("game-pass-computer"));
        }
        let id = match self.game.position().decision().kind {
            DecisionKind::Move { board: 0 } => "game-pass-battlefield",
            DecisionKind::Move { .. } => "game-pass-kings",
            DecisionKind::Transfer { .. } | DecisionKind::EternalTransfer { .. } => {
                "game-pass-transfer"
            }
            _ => "game-pass-nothing",
        };
        Some(t!(id))
    }

    /// Plays a decision.
    pub fn play(&mut self, mv: AnyMove) -> Result<(), MoveError> {
        let san = self.game.position().display_move(mv);
        self.game.play(mv)?;
        self.san.push(san);
        self.refresh();
        Ok(())
    }

    /// Ends the game as the players declare (resignation, a clock, agreement).
    pub fn end(&mut self, outcome: Outcome) -> Result<(), otherworlds_core::EndError> {
        self.game.end(outcome)?;
        self.refresh();
        Ok(())
    }

    /// Takes back the last decision; false if there was none.
    pub fn undo(&mut self) -> bool {
        let was_over = self.game.outcome().is_some();
        let undone = self.game.undo().is_some();
        if undone {
            self.san.pop();
        }
        if undone || was_over {
            self.refresh();
        }
        undone
    }

    /// Locks the board (a computer is to move) or opens it to the user again.
    pub fn set_locked(&mut self, locked: bool) {
        if self.locked != locked {
            self.locked = locked;
            self.refresh();
        }
    }

    /// "White to move", "Black to move (check)", or the result.
    pub fn status(&self) -> String {
        if let Some(outcome) = self.outcome() {
            return t!("game-over", result = result_text(outcome));
        }
        if let Some(text) = self.transfer_status() {
            return text;
        }
        to_move_text(self.game.position())
    }

    /// The status of the position after `ply` decisions: the result at the end of the
    /// game, else who is to move there (a game went on from every earlier position).
    pub fn status_at(&self, ply: usize) -> String {
        let Some(pos) = self.game.position_at(ply) else {
            return self.status();
        };
        if ply >= self.game.moves().len() {
            return self.status();
        }
        to_move_text(pos)
    }

    /// During a Valhalla transfer, whose choice it is: "Black chooses where the
    /// captured knight goes" (the piece's colour is said when it is not the chooser's
    /// own, under `:inverted`). The core says who decides (V-5: the piece's new owner,
    /// who may not be the player who just captured).
    fn transfer_status(&self) -> Option<String> {
        let decision = self.game.position().decision();
        let piece = decision.kind.pending_piece()?;
        let chooser = decision.decider;
        let what = if piece.color == chooser {
            core_words::role_name(piece.role)
        } else {
            core_words::piece_name(piece)
        };
        let nowhere = self
            .legal
            .iter()
            .all(|(_, info)| info.kind == MoveKind::Transfer && info.to.is_none());
        let id = match nowhere {
            true => "game-transfer-nowhere",
            false => "game-transfer",
        };
        Some(t!(id, side = core_words::color_name(chooser), piece = what))
    }

    fn refresh(&mut self) {
        let pos = self.game.position();
        self.legal = self
            .game
            .legal_moves()
            .into_iter()
            .map(|mv| (mv, pos.move_info(mv)))
            .collect();
        let ply = self.game.moves().len();
        self.model = self.model_at(ply).unwrap_or_else(empty_model);
        self.model.moves = self.legal.iter().map(|(_, info)| info.clone()).collect();
        self.model.mover = self.outcome().is_none().then(|| pos.actor());
        if self.locked {
            self.model.moves.clear();
            self.model.mover = None;
        }
    }

    /// A game loaded from a file (or the autosave), with its display notation.
    pub fn from_loaded(game: Game<AnyPosition>) -> GameSession {
        let san = (0..game.moves().len())
            .filter_map(|ply| {
                let mv = *game.moves().get(ply)?;
                Some(game.position_at(ply)?.display_move(mv))
            })
            .collect();
        let mut session = GameSession::from_game(game);
        session.san = san;
        session
    }

    /// Drops every decision after the first `ply` (continuing from a replayed position).
    pub fn truncate(&mut self, ply: usize) {
        self.game.truncate(ply);
        self.san.truncate(ply);
        self.refresh();
    }

    /// The board as it stood after `ply` decisions, read-only (no legal moves, nobody to
    /// move), with the decision that led there highlighted.
    pub fn model_at(&self, ply: usize) -> Option<BoardModel> {
        let pos = self.game.position_at(ply)?;
        let geometry = pos.geometry();
        let names = pos.cell_names();
        let pieces: std::collections::BTreeMap<_, _> = pos.pieces().into_iter().collect();
        let checked = if pos.is_check() {
            let actor = pos.actor();
            pieces
                .iter()
                .filter(|(_, p)| p.role == King && p.color == actor && !p.ghost)
                .map(|(c, _)| *c)
                .collect()
        } else {
            Vec::new()
        };
        // A check from another board (Two Worlds' column attack, 4D across boards) is
        // framed at its source: it is the one a player may not see.
        let check_sources = pos
            .checkers()
            .into_iter()
            .filter(|source| checked.iter().all(|king| king.board != source.board))
            .collect();
        // Every move of the last turn that moved a piece: in Valhalla both the
        // battlefield move and the Valhalla-board move stay lit (a turn has at most
        // four decisions, the first of them a move); a turn that only placed or passed
        // lights its last decision.
        let info = |prev: usize| {
            let mv = *self.game.moves().get(prev)?;
            Some(self.game.position_at(prev)?.move_info(mv))
        };
        let turn_start = (ply.saturating_sub(4)..ply)
            .rev()
            .find(|&p| {
                self.game
                    .position_at(p)
                    .is_some_and(otherworlds_core::game::at_turn_boundary)
            })
            .unwrap_or(ply.saturating_sub(1));
        let mut last_moves: Vec<MoveInfo> = (turn_start..ply)
            .filter_map(info)
            .filter(|i| !crate::board::is_placement_kind(i.kind) && i.from.is_some())
            .collect();
        if last_moves.is_empty() {
            last_moves.extend(ply.checked_sub(1).and_then(info));
        }
        Some(BoardModel {
            geometry,
            pieces,
            names,
            moves: Vec::new(),
            last_moves,
            check_sources,
            checked,
            mover: None,
        })
    }
}

/// "White to move", "Black to move (check)"; in Valhalla, on which board and whether
/// a pass is allowed, in one short line ("White to move or pass on Valhalla"): the
/// core's phase text names both players' colours on both boards, which the board
/// titles already show.
fn to_move_text(pos: &AnyPosition) -> String {
    let side = core_words::color_name(pos.actor());
    let Variant::Valhalla(options) = pos.variant() else {
        let mut s = t!("game-to-move", side = side);
        if pos.is_check() {
            s = t!("game-in-check", status = s);
        }
        if let Some(phase) = pos.phase() {
            s = t!("game-with-phase", status = s, phase = phase);
        }
        return s;
    };
    let decision = pos.decision();
    if let Some(piece) = decision.kind.pending_piece() {
        return t!(
            "game-places-captured",
            side = core_words::color_name(decision.decider),
            piece = core_words::role_name(piece.role)
        );
    }
    let (board, pass) = match decision.kind {
        DecisionKind::Move { board } => (board, false),
        DecisionKind::MoveOrPass { board } => (board, true),
        _ => (0, false),
    };
    let id = match (board == 0, pass) {
        (true, false) => "game-to-move-battlefield",
        (true, true) => "game-to-move-or-pass-battlefield",
        (false, false) => "game-to-move-valhalla",
        (false, true) => "game-to-move-or-pass-valhalla",
    };
    let mut s = t!(id, side = side);
    if board != 0 && options.inverted {
        s = t!(
            "game-with-pieces",
            status = s,
            colour = pos.actor().flip().name()
        );
    }
    if pos.is_check() {
        s = t!("game-in-check", status = s);
    }
    s
}

/// "Black wins by checkmate (0-1)", "Draw by stalemate (1/2-1/2)".
pub fn result_text(outcome: Outcome) -> String {
    match outcome.winner {
        Some(winner) => t!(
            "game-wins-by",
            side = core_words::color_name(winner),
            reason = core_words::end_reason(outcome.reason),
            score = outcome.score()
        ),
        None => t!(
            "game-draw-by",
            reason = core_words::end_reason(outcome.reason),
            score = outcome.score()
        ),
    }
}

/// "white" is "White".
pub(crate) fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn empty_model() -> BoardModel {
    let nothing = otherworlds_core::geometry::Geometry { boards: Vec::new() };
    BoardModel::bare(nothing, Default::default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::EndReason;

    fn cell(name: &str) -> Cell {
        let b = name.as_bytes();
        Cell::new(0, b[0] - b'a', b[1] - b'1')
    }

    #[test]
    fn a_pawn_reaching_the_last_rank_asks_for_a_piece_queen_first() {
        let s = GameSession::from_position(Variant::Standard, "8/P6k/8/8/8/8/8/K7 w - - 0 1")
            .expect("valid FEN");
        let Attempt::Promotion(choice) = s.attempt(cell("a7"), cell("a8")) else {
            panic!("expected a promotion choice");
        };
        let roles: Vec<Role> = choice.options.iter().map(|o| o.0).collect();
        assert_eq!(roles, [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]);
        assert_eq!(s.attempt(cell("a7"), cell("b8")), Attempt::Illegal);
    }

    #[test]
    fn fools_mate_ends_the_game_and_undo_reopens_it() {
        let mut s = GameSession::new(Variant::Standard);
        for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
            let Attempt::Move(mv) = s.attempt(cell(from), cell(to)) else {
                panic!("{from}{to} should be one legal move");
            };
            s.play(mv).expect("legal");
        }
        let outcome = s.outcome().expect("checkmate");
        assert_eq!(outcome.winner, Some(Color::Black));
        assert_eq!(outcome.reason, EndReason::Checkmate);
        assert_eq!(s.move_list(), ["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(s.board_model().checked, vec![cell("e1")]);
        assert!(s.board_model().moves.is_empty() && s.board_model().mover.is_none());
        assert_eq!(result_text(outcome), "Black wins by checkmate (0-1)");
        assert!(s.undo());
        assert!(s.outcome().is_none());
        assert_eq!(s.move_strings(), ["f2f3", "e7e5", "g2g4"]);
    }

    #[test]
    fn every_variant_starts_with_moves_to_play() {
        for variant in Variant::all() {
            let s = GameSession::new(variant);
            assert_eq!(s.variant(), variant);
            assert!(!s.board_model().moves.is_empty(), "{variant}");
        }
    }
}
