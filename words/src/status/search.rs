//! The status line's words about a search: while it runs, what it did, and how the algorithms
//! compare.

use sudoku_solver::{Algorithm, Counts, Verdict};

use super::{Status, Work};
use crate::numbers::{self, thousands};
use crate::{Lang, fill};

impl Work {
    /// "45,360 tries" for the backtracking algorithms (with the backtracks when `backtracks`),
    /// "3 guesses" for the fast one, whose tries are guesses.
    fn tally(&self, counts: Counts, backtracks: bool, lang: Lang) -> String {
        if self.algorithm == Algorithm::Fast {
            return guesses_text(counts.tries, lang);
        }
        let tries = thousands(counts.tries);
        match (backtracks, lang) {
            (false, Lang::En) => format!("{tries} tries"),
            (false, Lang::Zh) => format!("{tries} 次尝试"),
            (true, Lang::En) => format!(
                "{tries} tries and {} backtracks",
                thousands(counts.backtracks)
            ),
            (true, Lang::Zh) => format!("{tries} 次尝试、{} 次回溯", thousands(counts.backtracks)),
        }
    }

    /// What the search did, the tutorials' figure first: "Naive backtracking found it after
    /// 45,360 tries (4.9 ms); proving it is the only one took 4,569,975 tries and 507,775
    /// backtracks in all (480 ms)." `verdict` says what it found.
    pub(super) fn text(&self, verdict: Verdict, lang: Lang) -> String {
        let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
        let name = lang.algorithm(self.algorithm);
        let all = self.all;
        let all_time = numbers::millis(all.millis, lang);
        let first = self.first.unwrap_or(all);
        let first_time = numbers::millis(first.millis, lang);
        let fast = self.algorithm == Algorithm::Fast;
        match verdict {
            Verdict::Unique if fast && all.counts.tries == 0 => say(
                [
                    "{} found it by logic alone, without a guess ({}).",
                    "{}算法仅凭推理就找到了它，无需猜测（{}）。",
                ],
                &[name, &all_time],
            ),
            Verdict::Unique => say(
                [
                    "{} found it after {} ({}); proving it is the only one took {} in all ({}).",
                    "{}算法经过 {}找到它（{}）；证明它是唯一解共用了 {}（{}）。",
                ],
                &[
                    name,
                    &self.tally(first.counts, false, lang),
                    &first_time,
                    &self.tally(all.counts, true, lang),
                    &all_time,
                ],
            ),
            Verdict::Multiple => say(
                [
                    "{} found the first after {} ({}) and a second after {} in all ({}).",
                    "{}算法经过 {}找到第一个解（{}），共经过 {}找到第二个（{}）。",
                ],
                &[
                    name,
                    &self.tally(first.counts, false, lang),
                    &first_time,
                    &self.tally(all.counts, false, lang),
                    &all_time,
                ],
            ),
            Verdict::NoSolution => say(
                [
                    "{} proved it with {} ({}).",
                    "{}算法用 {}证明了这一点（{}）。",
                ],
                &[name, &self.tally(all.counts, true, lang), &all_time],
            ),
        }
    }
}

/// After how long a running search says it may take minutes.
const LONG_MILLIS: f64 = 3_000.0;

/// A search running (`status` is `Solving` or `Comparing`): which, its tries so far and time.
pub(super) fn searching(
    status: &Status,
    algorithm: Algorithm,
    tries: u64,
    millis: f64,
    lang: Lang,
) -> String {
    let name = lang.algorithm(algorithm);
    // A search still going after a few seconds (the naive one can take minutes):
    // the person hears that it may be long, and how to stop it.
    let long = millis >= LONG_MILLIS;
    let (en, zh) = match (status, tries) {
        (Status::Solving { .. }, _) if long => (
            "Solving with {}… {} tries so far, {}. This may take minutes; Cancel stops it.",
            "正在用{}求解……已尝试 {} 次，用时 {}。这可能要几分钟；按“取消”可停止。",
        ),
        (_, _) if long => (
            "Comparing: running {}… {} tries so far, {}. This may take minutes; Cancel stops it.",
            "比较中：正在运行{}……已尝试 {} 次，用时 {}。这可能要几分钟；按“取消”可停止。",
        ),
        (Status::Solving { .. }, 0) => ("Solving with {}…", "正在用{}求解……"),
        (Status::Solving { .. }, _) => (
            "Solving with {}… {} tries so far, {}. Cancel stops it.",
            "正在用{}求解……已尝试 {} 次，用时 {}。按“取消”可停止。",
        ),
        (_, 0) => ("Comparing: running {}…", "比较中：正在运行{}……"),
        _ => (
            "Comparing: running {}… {} tries so far, {}. Cancel stops it.",
            "比较中：正在运行{}……已尝试 {} 次，用时 {}。按“取消”可停止。",
        ),
    };
    fill(
        lang,
        [en, zh],
        &[name, &thousands(tries), &numbers::millis(millis, lang)],
    )
}

/// Every algorithm agreed on `verdict`, each in its time.
pub(super) fn compared(verdict: Verdict, times: &[(Algorithm, f64)], lang: Lang) -> String {
    let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
    let times: Vec<String> = times
        .iter()
        .map(|(algorithm, millis)| {
            say(
                "{} {}",
                "{} {}",
                &[lang.algorithm(*algorithm), &numbers::millis(*millis, lang)],
            )
        })
        .collect();
    say(
        "Compared: every algorithm found {}; {}. The board is unchanged.",
        "比较完成：每种算法都得出{}；{}。棋盘未改变。",
        &[
            lang.verdict(verdict),
            &times.join(say(", ", "，", &[]).as_str()),
        ],
    )
}

/// A step-through finished: what `algorithm` found and what it took.
pub(super) fn stepped_through(
    algorithm: Algorithm,
    counts: &Counts,
    verdict: Verdict,
    lang: Lang,
) -> String {
    let found = match (verdict, lang) {
        (Verdict::Unique, Lang::En) => "the only solution",
        _ => lang.verdict(verdict),
    };
    fill(
        lang,
        [
            "Step through finished: {} found {} after {} tries and {} backtracks.",
            "逐步演示结束：{}得出{}，经过 {} 次尝试和 {} 次回溯。",
        ],
        &[
            lang.algorithm(algorithm),
            found,
            &thousands(counts.tries),
            &thousands(counts.backtracks),
        ],
    )
}

fn guesses_text(guesses: u64, lang: Lang) -> String {
    match (guesses, lang) {
        (0, Lang::En) => "no guesses".into(),
        (1, Lang::En) => "1 guess".into(),
        (n, Lang::En) => format!("{n} guesses"),
        (n, Lang::Zh) => format!("{n} 次猜测"),
    }
}
