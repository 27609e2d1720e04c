//! The app's UI tests, one test binary (`cargo test -p otherworlds --test ui`): the app
//! driven headless with egui_kittest like a user would, through clicks, drags, keys and
//! commands. Each module is one feature; `support` holds the shared harness and helpers.
mod support;

mod abandon;
mod about;
mod analysis_board;
mod animation;
mod beams;
mod behaviour;
mod board_focus;
mod board_ui;
mod board_view;
mod clocks;
mod computer;
mod diagram_export;
mod drawing;
mod editor;
mod every_variant_play;
mod faults;
mod file_chooser;
mod keyboard;
mod keys_and_notices;
mod learn_4d;
mod learn_access;
mod learn_layout;
mod learn_pages;
mod learn_screen;
mod learn_tours;
mod machine;
mod markers;
mod pgn_app;
mod rated;
mod readability;
mod replay;
mod review;
mod steady_layout;
mod studio;
mod studio_popup;
mod tesseract;
mod transfer;
mod user_files;
mod variants;
mod view3d;
mod words;
mod zoom;
