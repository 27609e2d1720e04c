//! Dates for saved games: RFC 3339 in UTC, written and read here so that the core needs
//! no date crate. Writing is strict (`2026-11-30T12:07:13Z`); reading is lenient, since
//! dates are informational and a hand-edited file should still load.
use std::time::{SystemTime, UNIX_EPOCH};

/// A moment in UTC, whole seconds since 1970-01-01T00:00:00Z (negative before).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Timestamp {
    pub unix_seconds: i64,
}

impl Timestamp {
    /// Now, from the system clock (a clock before 1970 counts as negative seconds).
    pub fn now() -> Timestamp {
        Timestamp::from_system_time(SystemTime::now())
    }

    /// The whole second containing `time`.
    pub fn from_system_time(time: SystemTime) -> Timestamp {
        let unix_seconds = match time.duration_since(UNIX_EPOCH) {
            Ok(d) => i64::try_from(d.as_secs()).unwrap_or(i64::MAX),
            Err(e) => {
                let before = e.duration();
                // Round down: 0.5 s before the epoch is in second -1.
                let secs = i64::try_from(before.as_secs()).unwrap_or(i64::MAX);
                -secs - i64::from(before.subsec_nanos() > 0)
            }
        };
        Timestamp { unix_seconds }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    pub fn to_rfc3339(self) -> String {
        let days = self.unix_seconds.div_euclid(86_400);
        let secs = self.unix_seconds.rem_euclid(86_400);
        let (y, m, d) = civil_from_days(days);
        format!(
            "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
            secs / 3600,
            secs / 60 % 60,
            secs % 60
        )
    }

    /// Reads an RFC 3339 date leniently: `T`, `t` or a space between date and time; the
    /// time, its seconds and a fraction optional; `Z`, `z`, `±hh:mm`, `±hhmm` or no zone
    /// (taken as UTC). None if the text is not such a date.
    pub fn parse_rfc3339(text: &str) -> Option<Timestamp> {
        let text = text.trim();
        let (date, rest) = text.split_at_checked(10)?;
        let y: i64 = number(date.get(0..4)?)?;
        let m: u32 = number(date.get(5..7)?)?;
        let d: u32 = number(date.get(8..10)?)?;
        if date.as_bytes()[4] != b'-' || date.as_bytes()[7] != b'-' {
            return None;
        }
        if !(1..=12).contains(&m) || d == 0 || d > days_in_month(y, m) {
            return None;
        }
        let mut seconds = days_from_civil(y, m, d) * 86_400;
        let rest = match rest.chars().next() {
            None => {
                return Some(Timestamp {
                    unix_seconds: seconds,
                });
            }
            Some('T' | 't' | ' ') => &rest[1..],
            Some(_) => return None,
        };
        // The zone starts at the first Z, + or - after the time.
        let zone_at = rest.find(['Z', 'z', '+', '-']).unwrap_or(rest.len());
        let (time, zone) = rest.split_at(zone_at);
        let mut fields = time.split(':');
        let h: i64 = number(fields.next()?)?;
        let min: i64 = number(fields.next()?)?;
        let s: i64 = match fields.next() {
            None => 0,
            // The fraction is dropped: saved games keep whole seconds.
            Some(f) => number(f.split('.').next()?)?,
        };
        if fields.next().is_some() || h > 23 || min > 59 || s > 60 {
            return None;
        }
        seconds += h * 3600 + min * 60 + s;
        let offset = match zone {
            "" | "Z" | "z" => 0,
            _ => {
                let sign = if zone.starts_with('-') { -1 } else { 1 };
                let digits: String = zone[1..].chars().filter(|&c| c != ':').collect();
                if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                let oh: i64 = number(&digits[..2])?;
                let om: i64 = number(&digits[2..])?;
                if oh > 23 || om > 59 {
                    return None;
                }
                sign * (oh * 3600 + om * 60)
            }
        };
        Some(Timestamp {
            unix_seconds: seconds - offset,
        })
    }
}

/// Digits only (no sign, no spaces), as a number.
fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm: years
/// counted from March so that the leap day ends the year).
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = i64::from((m + 9) % 12);
    let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The inverse of [`days_from_civil`].
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn at(unix_seconds: i64) -> Timestamp {
        Timestamp { unix_seconds }
    }

    #[test]
    fn the_epoch_and_a_leap_day_are_written_exactly() {
        assert_eq!(at(0).to_rfc3339(), "1970-01-01T00:00:00Z");
        // 2000-01-01 is 30 years of 365 days plus 7 leap days (72 … 96) after the epoch:
        // 10957 days; Feb 29 is 31 + 28 days later.
        let leap_day = (10_957 + 59) * 86_400;
        assert_eq!(at(leap_day).to_rfc3339(), "2000-02-29T00:00:00Z");
        assert_eq!(at(leap_day - 1).to_rfc3339(), "2000-02-28T23:59:59Z");
        assert_eq!(at(-1).to_rfc3339(), "1969-12-31T23:59:59Z");
    }

    #[test]
    fn every_day_of_four_centuries_round_trips() {
        // 1900 (not leap), 2000 (leap) and 2100 (not leap) all fall in this range.
        for day in -30_000..120_000i64 {
            let t = at(day * 86_400 + 45_296);
            assert_eq!(Timestamp::parse_rfc3339(&t.to_rfc3339()), Some(t));
        }
    }

    #[test]
    fn system_time_rounds_down_to_whole_seconds() {
        let t = UNIX_EPOCH + Duration::from_millis(1_500);
        assert_eq!(Timestamp::from_system_time(t), at(1));
        let t = UNIX_EPOCH - Duration::from_millis(500);
        assert_eq!(Timestamp::from_system_time(t), at(-1));
    }

    #[test]
    fn reading_is_lenient_about_separators_fractions_and_zones() {
        let base = Timestamp::parse_rfc3339("2026-11-30T12:07:13Z");
        assert!(base.is_some());
        for text in [
            "2026-11-30t12:07:13z",
            "2026-11-30 12:07:13",
            "2026-11-30T12:07:13.999Z",
            "2026-11-30T13:07:13+01:00",
            "2026-11-30T10:37:13-0130",
            " 2026-11-30T12:07:13Z\n",
        ] {
            assert_eq!(Timestamp::parse_rfc3339(text), base, "{text}");
        }
        assert_eq!(
            Timestamp::parse_rfc3339("2026-11-30"),
            Timestamp::parse_rfc3339("2026-11-30T00:00Z")
        );
    }

    #[test]
    fn nonsense_dates_are_not_read() {
        for text in [
            "",
            "yesterday",
            "2026-13-01T00:00:00Z",
            "2026-02-29T00:00:00Z",
            "2026-11-30T24:00:00Z",
            "2026-11-30T12:00:00+5",
            "2026/11/30",
            "2026-11-30X12:00",
            "２０２６-11-30",
            "2026-11-30T12:00:00+1é2",
        ] {
            assert_eq!(Timestamp::parse_rfc3339(text), None, "{text}");
        }
    }
}
