//! The New game dialog's Clock row (issue 18): no clock, one of lichess's presets, or
//! minutes and seconds typed in, with errors that say what is wrong.
use crate::game::time_control::{MINUTES, PRESETS, SECONDS, TimeControl};
use egui::Ui;

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
                let minutes = whole_number("Minutes", &self.minutes, MINUTES)?;
                let seconds = whole_number("Increment", &self.seconds, SECONDS)?;
                Ok(Some(TimeControl::new(minutes, seconds)))
            }
        }
    }
}

/// A field's text as a whole number within `range`, or a sentence naming the field.
fn whole_number(
    field: &str,
    text: &str,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64, String> {
    let (lo, hi) = (range.start(), range.end());
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(format!(
            "{field}: empty; type a whole number from {lo} to {hi}"
        ));
    }
    match trimmed.parse::<u64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        Ok(n) => Err(format!("{field}: {n} is outside {lo} to {hi}")),
        Err(_) => Err(format!(
            "{field}: '{}' is not a whole number from {lo} to {hi}",
            otherworlds_core::quote::quote(trimmed)
        )),
    }
}

/// The dialog's Clock row: No clock, the presets, Custom with its two fields and the
/// error, all reached by Tab.
pub fn time_control_ui(ui: &mut Ui, state: &mut TimeControlChoice) {
    ui.label("Clock");
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut state.choice, TimeChoice::Untimed, "No clock")
            .on_hover_text("An untimed game");
        for (minutes, seconds) in PRESETS {
            let tc = TimeControl::new(minutes, seconds);
            ui.radio_value(&mut state.choice, TimeChoice::Preset(tc), tc.label())
                .on_hover_text(format!(
                    "{minutes} minutes each, {seconds} seconds added after every turn"
                ));
        }
        ui.radio_value(&mut state.choice, TimeChoice::Custom, "Custom")
            .on_hover_text("Type the minutes and the increment");
    });
    if state.choice == TimeChoice::Custom {
        ui.horizontal(|ui| {
            let minutes = ui.label("Minutes");
            ui.add(egui::TextEdit::singleline(&mut state.minutes).desired_width(48.0))
                .labelled_by(minutes.id);
            let seconds = ui.label("Increment (seconds)");
            ui.add(egui::TextEdit::singleline(&mut state.seconds).desired_width(48.0))
                .labelled_by(seconds.id);
        });
        if let Err(e) = state.time_control() {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
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
