//! The live game model shared by the screens: a game's session (the core's game plus
//! its board model and move list), the view of one of its positions, who plays
//! (players, seats and profiles, clocks, time controls), the game in progress and a
//! replayed game. It knows no screen; the screens draw it and the shell changes it.
pub mod choose;
pub mod clock;
pub mod live;
pub mod replay;
pub mod seats;
pub mod session;
pub mod time_control;
pub mod view;

pub use live::LiveGame;
pub use replay::Replay;
