//! Days as the puzzle counts them: whole days since 1970-01-01 (UTC), and their dates in
//! the proleptic Gregorian calendar (H. Hinnant's `civil_from_days`), for the month of a
//! leaderboard and the date a puzzle is shown with.

/// Seconds in a day.
pub const DAY: u64 = 86_400;

/// A calendar date.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Date {
    /// The year (1970 and later).
    pub year: u32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, 1 to 31.
    pub day: u32,
}

impl Date {
    /// The date of day `day` (days since 1970-01-01).
    #[must_use]
    pub fn of_day(day: u64) -> Date {
        // H. Hinnant, "chrono-Compatible Low-Level Date Algorithms", civil_from_days,
        // shifted so that eras start on 0000-03-01.
        let z = day + 719_468;
        let era = z / 146_097;
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = doy - (153 * mp + 2) / 5 + 1;
        let m = if mp < 10 { mp + 3 } else { mp - 9 };
        let y = yoe + era * 400 + u64::from(m <= 2);
        Date {
            year: y as u32,
            month: m as u32,
            day: d as u32,
        }
    }

    /// The day number of this date (the inverse of [`Date::of_day`]; `None` before
    /// 1970-01-01 or for a date that does not exist).
    #[must_use]
    pub fn day_number(self) -> Option<u64> {
        let Date { year, month, day } = self;
        if year < 1970 || !(1..=12).contains(&month) || day < 1 || day > days_in(year, month) {
            return None;
        }
        let y = u64::from(year) - u64::from(month <= 2);
        let era = y / 400;
        let yoe = y - era * 400;
        let m = u64::from(month);
        let mp = if m > 2 { m - 3 } else { m + 9 };
        let doy = (153 * mp + 2) / 5 + u64::from(day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(era * 146_097 + doe - 719_468)
    }

    /// The month as one number, `year · 12 + month − 1`: consecutive months are
    /// consecutive numbers.
    #[must_use]
    pub fn month_number(self) -> u32 {
        self.year * 12 + self.month - 1
    }
}

impl std::fmt::Display for Date {
    /// ISO 8601: `2026-12-08`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// Days in `month` of `year`.
fn days_in(year: u32, month: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The days of the month that holds `day`: its first day and the first day of the next.
#[must_use]
pub fn month_days(day: u64) -> std::ops::Range<u64> {
    let date = Date::of_day(day);
    let first = day + 1 - u64::from(date.day);
    first..first + u64::from(days_in(date.year, date.month))
}

/// The day that `now` (seconds since the epoch) falls in, days starting at `hour` o'clock
/// UTC: before `hour`, it is still the day before (a server's puzzle runs from its hour
/// to the same hour the next day).
#[must_use]
pub fn day_at(now: u64, hour: u8) -> u64 {
    now.saturating_sub(u64::from(hour) * 3600) / DAY
}

#[cfg(test)]
mod tests {
    use super::{day_at, month_days, Date, DAY};

    #[test]
    fn known_dates() {
        assert_eq!(Date::of_day(0).to_string(), "1970-01-01");
        // 2000-02-29, a leap day of a century divisible by 400.
        assert_eq!(Date::of_day(11_016).to_string(), "2000-02-29");
        assert_eq!(Date::of_day(20_795).to_string(), "2026-12-08");
    }

    #[test]
    fn day_numbers_round_trip_over_centuries() {
        for day in (0..80_000).step_by(7) {
            assert_eq!(Date::of_day(day).day_number(), Some(day));
        }
        let no_such = Date {
            year: 2026,
            month: 2,
            day: 29,
        };
        assert_eq!(no_such.day_number(), None);
    }

    #[test]
    fn months_hold_their_days() {
        // February 2028 (a leap year), from a day in its middle.
        let feb = Date {
            year: 2028,
            month: 2,
            day: 14,
        }
        .day_number()
        .unwrap();
        let days = month_days(feb);
        assert_eq!(days.end - days.start, 29);
        assert_eq!(Date::of_day(days.start).day, 1);
        assert_eq!(Date::of_day(days.end).month, 3);
    }

    #[test]
    fn a_day_runs_from_its_hour() {
        let midnight = 20_795 * DAY;
        assert_eq!(day_at(midnight + 7 * 3600 - 1, 7), 20_794);
        assert_eq!(day_at(midnight + 7 * 3600, 7), 20_795);
        assert_eq!(day_at(midnight, 0), 20_795);
    }
}
