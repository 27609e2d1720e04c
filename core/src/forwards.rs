//! The trait methods that standard chess, Two Worlds and 4D forward in the same way to
//! their own (inherent) API, written once. Each of those types has the fields `turn`,
//! `hash` and `halfmove` and the methods `generate` (into any
//! [`crate::kernel::MoveSink`]) and `generate_noisy`, `in_check`, `fen`, `eval_white`,
//! `pass_turn`; the macro's arguments name the methods whose names differ. Every
//! forward is a direct, inlinable call, so the search and perft stay monomorphised.
//!
//! One arm per trait, used inside that trait's `impl … for` block:
//! - `rules`: `actor`, `legal_moves`, `count_legal_moves`, `play`, `hash`, `is_check`,
//!   `terminal` ([`crate::game::Rules`]);
//! - `notation`: `parse_move`, `display_move`, `position_string`
//!   ([`crate::game::Notation`]);
//! - `search`: `noisy_moves`, `evaluate`, `rule_draw`, `null_move`
//!   ([`crate::game::Searchable`]); `evaluate` turns `eval_white`, or the White-view
//!   method named by an `evaluate:` argument, to the side to move's view.
macro_rules! single_move_forwards {
    (rules; play: $play:ident, terminal: $terminal:ident $(,)?) => {
        fn actor(&self) -> $crate::kernel::Color {
            self.turn
        }
        #[inline]
        fn legal_moves(&self, out: &mut Vec<Self::Move>) {
            out.clear();
            self.generate(out);
        }
        #[inline]
        fn count_legal_moves(&self) -> usize {
            $crate::kernel::sink::count(|c| self.generate(c))
        }
        #[inline]
        fn play(&mut self, mv: Self::Move) {
            self.$play(mv);
        }
        fn hash(&self) -> u64 {
            self.hash
        }
        fn is_check(&self) -> bool {
            self.in_check()
        }
        fn terminal(&self) -> Option<$crate::game::Outcome> {
            self.$terminal()
        }
    };
    (notation; parse: $parse:ident, display: $display:ident $(,)?) => {
        fn parse_move(&self, text: &str) -> Result<Self::Move, $crate::game::MoveError> {
            self.$parse(text)
        }
        fn display_move(&self, mv: Self::Move) -> String {
            self.$display(mv)
        }
        fn position_string(&self) -> String {
            self.fen()
        }
    };
    (search; insufficient: $insufficient:ident $(,)?) => {
        $crate::forwards::single_move_forwards! {
            search;
            insufficient: $insufficient,
            evaluate: eval_white,
        }
    };
    (search; insufficient: $insufficient:ident, evaluate: $evaluate:ident $(,)?) => {
        #[inline]
        fn noisy_moves(&self, out: &mut Vec<Self::Move>) {
            out.clear();
            self.generate_noisy(out);
        }
        fn evaluate(&self) -> i32 {
            let white = self.$evaluate();
            if self.turn == $crate::kernel::Color::White {
                white
            } else {
                -white
            }
        }
        fn rule_draw(&self) -> bool {
            self.halfmove >= 100 || self.$insufficient()
        }
        fn null_move(&self) -> Option<Self> {
            self.pass_turn()
        }
    };
}

pub(crate) use single_move_forwards;
