//! Counts, times and speeds as people read them, in both languages. Formatted through integers:
//! the float formatting code would cost the page about 5 KiB.

use crate::{Lang, fill};

/// 1234567 as "1,234,567" (both languages group digits by three with commas).
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// Milliseconds the way people read them: "0.21 ms", "3.4 ms", "120 ms", "2.3 s" in English,
/// "0.21 毫秒" … "2.3 秒" in Chinese.
pub fn millis(millis: f64, lang: Lang) -> String {
    let hundredths = (millis.max(0.0) * 100.0).round() as u64;
    let (number, seconds) = if hundredths < 100 {
        (format!("0.{hundredths:02}"), false)
    } else if hundredths < 1000 {
        let tenths = (hundredths + 5) / 10;
        (format!("{}.{}", tenths / 10, tenths % 10), false)
    } else if hundredths < 100_000 {
        (((hundredths + 50) / 100).to_string(), false)
    } else {
        let tenths_of_seconds = (hundredths + 5_000) / 10_000;
        let (whole, tenth) = (tenths_of_seconds / 10, tenths_of_seconds % 10);
        (format!("{whole}.{tenth}"), true)
    };
    let templates = match seconds {
        false => ["{} ms", "{} 毫秒"],
        true => ["{} s", "{} 秒"],
    };
    fill(lang, templates, &[&number])
}

/// A timer's reading: "0:07", "12:34", "1:02:03" (whole seconds; the same in both languages).
pub fn clock(millis: u64) -> String {
    let seconds = millis / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match hours {
        0 => format!("{minutes}:{seconds:02}"),
        _ => format!("{hours}:{minutes:02}:{seconds:02}"),
    }
}

/// A speed of Step through: `count` steps a second (or, when `per_frame`, at every frame the
/// browser paints): "10 steps a second", "每秒 10 步".
pub fn speed(count: u32, per_frame: bool, lang: Lang) -> String {
    let templates = match (per_frame, count) {
        (false, 1) => ["1 step a second", "每秒 1 步"],
        (false, _) => ["{} steps a second", "每秒 {} 步"],
        (true, 1) => ["1 step a frame", "每帧 1 步"],
        (true, _) => ["{} steps a frame", "每帧 {} 步"],
    };
    fill(lang, templates, &[&count.to_string()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_readings() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(7_999), "0:07");
        assert_eq!(clock(754_000), "12:34");
        assert_eq!(clock(3_723_000), "1:02:03");
    }

    #[test]
    fn counts_and_times_read_naturally() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(18_619_020), "18,619,020");
        for (ms, en, zh) in [
            (0.214, "0.21 ms", "0.21 毫秒"),
            (3.44, "3.4 ms", "3.4 毫秒"),
            (123.4, "123 ms", "123 毫秒"),
            (2_345.0, "2.3 s", "2.3 秒"),
            (-1.0, "0.00 ms", "0.00 毫秒"),
        ] {
            assert_eq!(millis(ms, Lang::En), en);
            assert_eq!(millis(ms, Lang::Zh), zh);
        }
    }

    #[test]
    fn speeds_in_both_languages() {
        assert_eq!(speed(1, false, Lang::En), "1 step a second");
        assert_eq!(speed(10, false, Lang::En), "10 steps a second");
        assert_eq!(speed(100, true, Lang::En), "100 steps a frame");
        assert_eq!(speed(30, false, Lang::Zh), "每秒 30 步");
        assert_eq!(speed(1, true, Lang::Zh), "每帧 1 步");
    }
}
