//! Dates for saved games: RFC 3339 in UTC, through the `jiff` crate. Writing is strict
//! (`2026-11-30T12:07:13Z`); reading is lenient, since dates are informational and a
//! hand-edited file should still load.
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::time::SystemTime;

/// A moment in UTC, in whole seconds (years -9999 to 9999). Its serde form is the
/// RFC 3339 string of [`Timestamp::to_rfc3339`], read back with
/// [`Timestamp::parse_rfc3339`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Timestamp(jiff::Timestamp);

impl Timestamp {
    /// Now, from the system clock.
    pub fn now() -> Timestamp {
        Timestamp::from_system_time(SystemTime::now())
    }

    /// The whole second containing `time` (0.5 s before the epoch is in second -1); a
    /// time beyond the years -9999 to 9999 is taken as the nearest end.
    pub fn from_system_time(time: SystemTime) -> Timestamp {
        let t = jiff::Timestamp::try_from(time).unwrap_or_else(|_| {
            if time > SystemTime::UNIX_EPOCH {
                jiff::Timestamp::MAX
            } else {
                jiff::Timestamp::MIN
            }
        });
        Timestamp::whole_second(t)
    }

    /// The moment `seconds` after 1970-01-01T00:00:00Z (negative: before), if it is
    /// within the years -9999 to 9999.
    pub fn from_unix_seconds(seconds: i64) -> Option<Timestamp> {
        jiff::Timestamp::from_second(seconds).ok().map(Timestamp)
    }

    /// Whole seconds since 1970-01-01T00:00:00Z (negative: before).
    pub fn unix_seconds(self) -> i64 {
        self.0.as_second()
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    pub fn to_rfc3339(self) -> String {
        // Whole seconds: jiff writes no fraction, and a timestamp always in UTC (`Z`).
        self.0.to_string()
    }

    /// Reads an RFC 3339 date leniently: `T`, `t` or a space between date and time; the
    /// time, its seconds and a fraction optional (the fraction is dropped); `Z`, `z`,
    /// `±hh:mm`, `±hhmm` or no zone (taken as UTC). None if the text is not such a date.
    pub fn parse_rfc3339(text: &str) -> Option<Timestamp> {
        let text = text.trim();
        let t = match text.parse::<jiff::Timestamp>() {
            Ok(t) => t,
            // No zone, or a date alone: a civil date and time, taken as UTC.
            Err(_) => {
                let civil: jiff::civil::DateTime = text.parse().ok()?;
                jiff::tz::Offset::UTC.to_timestamp(civil).ok()?
            }
        };
        Some(Timestamp::whole_second(t))
    }

    /// `t` rounded down to its whole second.
    fn whole_second(t: jiff::Timestamp) -> Timestamp {
        let second = t.as_second() - i64::from(t.subsec_nanosecond() < 0);
        // In range: rounding down from within the range stays at or above its start,
        // which is a whole second.
        Timestamp(jiff::Timestamp::from_second(second).unwrap_or(jiff::Timestamp::MIN))
    }
}

impl Serialize for Timestamp {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_rfc3339())
    }
}

impl<'de> Deserialize<'de> for Timestamp {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Timestamp, D::Error> {
        let text = String::deserialize(deserializer)?;
        Timestamp::parse_rfc3339(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "not an RFC 3339 date: '{}'",
                crate::quote::quote(&text)
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    fn at(unix_seconds: i64) -> Timestamp {
        Timestamp::from_unix_seconds(unix_seconds).unwrap_or_else(|| panic!("{unix_seconds}"))
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
    fn seconds_since_the_epoch_and_serde_form() {
        assert_eq!(at(-1).unix_seconds(), -1);
        assert_eq!(Timestamp::from_unix_seconds(i64::MAX), None);
        let t = at(1_796_040_433);
        let json = serde_json::to_string(&t).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(json, "\"2026-11-30T12:07:13Z\"");
        let back: Timestamp = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, t);
        assert!(serde_json::from_str::<Timestamp>("\"yesterday\"").is_err());
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
