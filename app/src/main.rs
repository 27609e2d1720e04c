//! Starts the Otherworlds window.
fn main() -> eframe::Result {
    otherworlds::run()
}
