//! The New game dialog's Clock (issue 18; a grid of tiles as lichess's since issue 42):
//! no clock, one of lichess's presets, or minutes and seconds typed in, with errors
//! that say what is wrong.
use crate::game::time_control::{MINUTES, PRESETS, SECONDS, TimeControl};
use egui::{Response, Ui};

/// What the dialog's time control row holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeChoice {
    /// No clock.
    Untimed,
    /// One of [`PRESETS`].
    Preset(TimeControl),
    /// The minutes and seconds typed in.
    Custom,
}

/// The dialog's time control: the choice and the custom fields' text.
#[derive(Clone, Debug, PartialEq)]
pub struct TimeControlChoice {
    pub choice: TimeChoice,
    pub minutes: String,
    pub seconds: String,
}

impl TimeControlChoice {
    /// The choice for a game played with `current` (None: untimed).
    pub fn new(current: Option<TimeControl>) -> TimeControlChoice {
        let choice = match current {
            None => TimeChoice::Untimed,
            Some(tc) if PRESETS.iter().any(|&(m, s)| TimeControl::new(m, s) == tc) => {
                TimeChoice::Preset(tc)
            }
            Some(_) => TimeChoice::Custom,
        };
        let tc = current.unwrap_or(TimeControl::new(10, 0));
        TimeControlChoice {
            choice,
            minutes: (tc.base_ms / 60_000).max(1).to_string(),
            seconds: (tc.increment_ms / 1000).to_string(),
        }
    }

    /// The time control chosen (None: untimed), or what is wrong with the fields.
    pub fn time_control(&self) -> Result<Option<TimeControl>, String> {
        match self.choice {
            TimeChoice::Untimed => Ok(None),
            TimeChoice::Preset(tc) => Ok(Some(tc)),
            TimeChoice::Custom => {
                let minutes = whole_number(t!("newgame-minutes"), &self.minutes, MINUTES)?;
                let seconds = whole_number(t!("newgame-increment"), &self.seconds, SECONDS)?;
                Ok(Some(TimeControl::new(minutes, seconds)))
            }
        }
    }
}

/// A field's text as a whole number within `range`, or a sentence naming the field.
fn whole_number(
    field: String,
    text: &str,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64, String> {
    let (lo, hi) = (range.start(), range.end());
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(t!(
            "newgame-field-empty",
            field = field,
            low = *lo,
            high = *hi
        ));
    }
    match trimmed.parse::<u64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        Ok(n) => Err(t!(
            "newgame-field-outside",
            field = field,
            number = n,
            low = *lo,
            high = *hi
        )),
        Err(_) => Err(t!(
            "newgame-field-not-number",
            field = field,
            text = otherworlds_core::quote::quote(trimmed).to_string(),
            low = *lo,
            high = *hi
        )),
    }
}

/// The dialog's Clock: No clock, lichess's presets and Custom as a grid of tiles
/// (given back: Enter on one plays the computer), Custom's two fields and their error;
/// all reached by Tab.
pub fn time_control_ui(ui: &mut Ui, state: &mut TimeControlChoice) -> Vec<Response> {
    ui.label(t!("newgame-clock"));
    let choices = std::iter::once((
        TimeChoice::Untimed,
        t!("newgame-no-clock"),
        t!("newgame-no-clock-tip"),
    ))
    .chain(PRESETS.iter().map(|&(minutes, seconds)| {
        let tc = TimeControl::new(minutes, seconds);
        let tip = t!(
            "newgame-preset-tip",
            minutes = minutes,
            seconds = seconds,
            speed = speed(tc)
        );
        (TimeChoice::Preset(tc), tc.label(), tip)
    }))
    .chain(std::iter::once((
        TimeChoice::Custom,
        t!("newgame-custom"),
        t!("newgame-custom-tip"),
    )))
    .collect::<Vec<_>>();
    let gap = ui.spacing().item_spacing.x;
    // Room on the right for the scroll bar of a short window.
    let room = ui.available_width() - super::SCROLL_BAR;
    let columns = (((room + gap) / (MIN_TILE + gap)).floor() as usize).clamp(3, 7);
    let width = ((room - gap * (columns - 1) as f32) / columns as f32).floor();
    let mut tiles = Vec::new();
    for row in choices.chunks(columns) {
        ui.horizontal(|ui| {
            for (choice, text, tip) in row {
                let selected = state.choice == *choice;
                let r = super::tile(ui, selected, text, text.clone(), width).on_hover_text(tip);
                if r.clicked() {
                    state.choice = *choice;
                }
                tiles.push(r);
            }
        });
    }
    if state.choice == TimeChoice::Custom {
        ui.horizontal(|ui| {
            let minutes = ui.label(t!("newgame-minutes"));
            ui.add(egui::TextEdit::singleline(&mut state.minutes).desired_width(48.0))
                .labelled_by(minutes.id);
            let seconds = ui.label(t!("newgame-increment-seconds"));
            ui.add(egui::TextEdit::singleline(&mut state.seconds).desired_width(48.0))
                .labelled_by(seconds.id);
        });
        if let Err(e) = state.time_control() {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
    }
    tiles
}

/// The narrowest a clock tile gets before the grid takes fewer columns.
const MIN_TILE: f32 = 70.0;

/// lichess's name for a time control's speed, from the time a game of 40 moves takes
/// each side (lila's `Speed`: base + 40 x increment, under 30 s ultrabullet, 3 min
/// bullet, 8 min blitz, 25 min rapid).
fn speed(tc: TimeControl) -> &'static str {
    let estimate = tc.base_ms / 1000 + 40 * (tc.increment_ms / 1000);
    match estimate {
        0..30 => "ultrabullet",
        30..180 => "bullet",
        180..480 => "blitz",
        480..1500 => "rapid",
        _ => "classical",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_labels_follow_lichess() {
        assert_eq!(TimeControl::new(3, 2).label(), "3+2");
        assert_eq!(TimeControl::new(3, 2).base_ms, 180_000);
        assert_eq!(TimeControl::new(3, 2).increment_ms, 2_000);
        let labels: Vec<String> = PRESETS
            .iter()
            .map(|&(m, s)| TimeControl::new(m, s).label())
            .collect();
        assert_eq!(labels.first().map(String::as_str), Some("1+0"));
        assert_eq!(labels.last().map(String::as_str), Some("30+20"));
        let odd = TimeControl {
            base_ms: 90_000,
            increment_ms: 0,
        };
        assert_eq!(odd.label(), "90s+0");
        assert_eq!(TimeControlChoice::new(Some(odd)).choice, TimeChoice::Custom);
    }

    #[test]
    fn speeds_follow_lichess() {
        // lila's Speed on base + 40 x increment: 1+0 (60 s) bullet, 3+2 (260 s) and
        // 5+3 (420 s) blitz, 10+0 (600 s) and 15+10 (1300 s) rapid, 30+0 (1800 s)
        // classical; lichess's home shows the same names under its tiles.
        assert_eq!(speed(TimeControl::new(1, 0)), "bullet");
        assert_eq!(speed(TimeControl::new(3, 2)), "blitz");
        assert_eq!(speed(TimeControl::new(5, 3)), "blitz");
        assert_eq!(speed(TimeControl::new(10, 0)), "rapid");
        assert_eq!(speed(TimeControl::new(15, 10)), "rapid");
        assert_eq!(speed(TimeControl::new(30, 0)), "classical");
        assert_eq!(speed(TimeControl::new(30, 20)), "classical");
    }

    #[test]
    fn custom_fields_are_read_or_their_error_named() {
        let mut state = TimeControlChoice::new(None);
        assert_eq!(state.time_control(), Ok(None));
        state.choice = TimeChoice::Custom;
        state.minutes = " 7 ".into();
        state.seconds = "4".into();
        assert_eq!(state.time_control(), Ok(Some(TimeControl::new(7, 4))));
        state.minutes = "abc".into();
        let err = state.time_control().unwrap_err();
        assert!(
            err.starts_with("Minutes: 'abc' is not a whole number"),
            "{err}"
        );
        state.minutes = "0".into();
        assert_eq!(
            state.time_control(),
            Err("Minutes: 0 is outside 1 to 180".into())
        );
        state.minutes = "5".into();
        state.seconds = String::new();
        let err = state.time_control().unwrap_err();
        assert!(err.starts_with("Increment: empty"), "{err}");
    }
}
