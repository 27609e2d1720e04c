//! The game screens: the live game, the replay player and the analysis board share
//! these panels (the board area, the side panel with the move list, the game table and
//! the analysis), and the dialogs of a game (New game, Continue from here, the
//! promotion picker, the table's questions, the result, a PGN file's game list).
//! Nothing here reaches the shell, the files or another screen: the shell passes in
//! what a panel shows and runs the commands it returns.
pub mod board_area;
pub mod game_list;
pub mod history;
pub mod material;
pub mod mistakes;
pub mod new_game;
pub mod promotion;
pub mod result;
pub mod side_panel;
pub mod table;
