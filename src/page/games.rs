//! The games a person played, for Stats: a log kept in `localStorage` under a key of its own
//! (not the board's memory, `memory.rs`: a log that only grows has no place in every save of the
//! board), written as text, which is also Export's file:
//!
//! ```text
//! sudoku-games 1                     the version line: anything else is not a log of ours
//! GIVENS LEVEL DAY TIME HINTS        a game, oldest first: its givens (81 characters), its level
//!                                    (`easy` ... `extreme`, or `-`: not rated), the date of the
//!                                    daily puzzle it is (`YYYYMMDD`, or `-`), the time it was
//!                                    solved in (milliseconds; `-`: not solved), the hints asked
//! ```
//!
//! A game starts when the timer does (a puzzle loaded and played) and is solved when the timer
//! finishes (the person filled the board, without Solve): [`Games::note`] is told the timer's
//! game after each change, and updates the last game when it is the same one. At most
//! [`Games::KEPT`] games are kept, the oldest dropped first. Reading is all or nothing, as the
//! board's memory's is: a line that is not a game makes the whole text unreadable, named by its
//! number.

use sudoku_solver::Board;
use sudoku_solver::logic::Level;

/// The key the log is kept under.
pub const KEY: &str = "sudoku-web/games";
const VERSION_LINE: &str = "sudoku-games 1";

/// One game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    /// The puzzle's givens.
    pub givens: Board,
    /// Its level: the generator's, or the rating's once it is in.
    pub level: Option<Level>,
    /// The date of the daily puzzle it is (`YYYYMMDD`), if it is one.
    pub day: Option<u32>,
    /// The time it was solved in, in milliseconds, once it is.
    pub millis: Option<u64>,
    /// Hints asked.
    pub hints: u32,
}

/// The games, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Games(Vec<Game>);

/// One level's figures (or the unrated games', or all).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games started.
    pub started: usize,
    /// Games solved.
    pub solved: usize,
    /// The fastest solve, in milliseconds.
    pub best: Option<u64>,
    /// The median solve time (of an even count, the lower middle one).
    pub median: Option<u64>,
    /// Hints asked, in all of them.
    pub hints: u64,
}

/// A log that could not be read: its line `line` (from 1) is not a game, or (line 1) not the
/// version line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotGames {
    /// The line, from 1.
    pub line: usize,
}

impl Games {
    /// The most games kept: the oldest go first.
    pub const KEPT: usize = 1000;

    /// The games, oldest first.
    pub fn list(&self) -> &[Game] {
        &self.0
    }

    /// Reads the log (`None`: nothing kept yet, an empty log).
    pub fn read(text: Option<&str>) -> Result<Games, NotGames> {
        let Some(text) = text else {
            return Ok(Games::default());
        };
        let mut lines = text.lines();
        if lines.next().map(str::trim_end) != Some(VERSION_LINE) {
            return Err(NotGames { line: 1 });
        }
        let mut games = Vec::new();
        for (at, line) in lines.enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            games.push(game(line).ok_or(NotGames { line: at + 2 })?);
        }
        let mut games = Games(games);
        games.trim();
        Ok(games)
    }

    /// The log as text.
    pub fn write(&self) -> String {
        let mut text = format!("{VERSION_LINE}\n");
        for game in &self.0 {
            let level = game
                .level
                .map_or("-".to_string(), |level| level.to_string());
            let day = game.day.map_or("-".to_string(), |day| day.to_string());
            let millis = game
                .millis
                .map_or("-".to_string(), |millis| millis.to_string());
            let line = format!("{} {level} {day} {millis} {}\n", game.givens, game.hints);
            text.push_str(&line);
        }
        text
    }

    /// The timer's game as it is now: the last game when it is the same one (its givens, and not
    /// solved, or solved in this time), which takes what is known now (a level or a day, once
    /// known, stays); else a new game.
    pub fn note(&mut self, now: Game) {
        let same = |last: &Game| {
            last.givens == now.givens && (last.millis.is_none() || last.millis == now.millis)
        };
        match self.0.last_mut() {
            Some(last) if same(last) => {
                *last = Game {
                    level: now.level.or(last.level),
                    day: now.day.or(last.day),
                    ..now
                }
            }
            _ => self.0.push(now),
        }
        self.trim();
    }

    /// Imports `other`'s games not already here (the same line), after these: how many were
    /// new, and how many already here.
    pub fn merge(&mut self, other: &Games) -> (usize, usize) {
        let mut added = 0;
        for game in &other.0 {
            if !self.0.contains(game) {
                self.0.push(*game);
                added += 1;
            }
        }
        self.trim();
        (added, other.0.len() - added)
    }

    fn trim(&mut self) {
        let over = self.0.len().saturating_sub(Games::KEPT);
        self.0.drain(..over);
    }

    /// The figures of the games at `level` (`None`: not rated).
    pub fn tally(&self, level: Option<Level>) -> Tally {
        tally(self.0.iter().filter(|game| game.level == level))
    }

    /// The figures of all the games.
    pub fn tally_all(&self) -> Tally {
        tally(self.0.iter())
    }

    /// The daily puzzle's streak on day `today` (`YYYYMMDD`): the days in a row, each with a
    /// daily puzzle solved, that end today or yesterday (today's may still be to come); and the
    /// longest such run.
    pub fn streak(&self, today: u32) -> (usize, usize) {
        let mut days: Vec<u64> = (self.0.iter())
            .filter(|game| game.millis.is_some())
            .filter_map(|game| game.day.and_then(day_number))
            .collect();
        sort(&mut days);
        days.dedup();
        let (mut best, mut run) = (0, 0);
        for (at, &day) in days.iter().enumerate() {
            run = if at > 0 && days[at - 1] + 1 == day {
                run + 1
            } else {
                1
            };
            best = best.max(run);
        }
        let last = days.last().copied();
        let today = day_number(today);
        let current = match (last, today) {
            (Some(last), Some(today)) if last == today || last + 1 == today => run,
            _ => 0,
        };
        (current, best)
    }

    /// The last `count` games solved, oldest first: their level and time.
    pub fn recent(&self, count: usize) -> Vec<(Option<Level>, u64)> {
        let solved: Vec<_> = (self.0.iter())
            .filter_map(|game| Some((game.level, game.millis?)))
            .collect();
        solved[solved.len().saturating_sub(count)..].to_vec()
    }
}

fn tally<'a>(games: impl Iterator<Item = &'a Game>) -> Tally {
    let mut tally = Tally::default();
    let mut times = Vec::new();
    for game in games {
        tally.started += 1;
        tally.hints += u64::from(game.hints);
        times.extend(game.millis);
    }
    sort(&mut times);
    tally.solved = times.len();
    tally.best = times.first().copied();
    tally.median = times.get(times.len().saturating_sub(1) / 2).copied();
    tally
}

/// Sorts `values`, by insertion: a log holds at most [`Games::KEPT`] games, and the standard
/// library's sort would cost Stats' module a few KiB.
fn sort(values: &mut [u64]) {
    for at in 1..values.len() {
        let mut to = at;
        while to > 0 && values[to - 1] > values[at] {
            to -= 1;
        }
        values[to..=at].rotate_right(1);
    }
}

/// A game's line, as [`Games::write`] writes it.
fn game(line: &str) -> Option<Game> {
    let mut fields = line.split_ascii_whitespace();
    let givens = Board::from_line(fields.next()?)?;
    let mut optional = || match fields.next()? {
        "-" => Some(None),
        field => Some(Some(field)),
    };
    let level = optional()?.map(str::parse).transpose().ok()?;
    let day = match optional()? {
        Some(day) => Some(day.parse().ok().filter(|&day| day_number(day).is_some())?),
        None => None,
    };
    let millis = optional()?.map(str::parse).transpose().ok()?;
    let hints = fields.next()?.parse().ok()?;
    fields.next().is_none().then_some(Game {
        givens,
        level,
        day,
        millis,
        hints,
    })
}

/// The days from 1970-01-01 to the date `YYYYMMDD` (`None`: no such date, or one before then),
/// by the civil calendar's eras of 400 years (Howard Hinnant's `days_from_civil`).
fn day_number(date: u32) -> Option<u64> {
    let (year, month, day) = (i64::from(date / 10_000), date / 100 % 100, date % 100);
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let length = match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => return None,
    };
    if day == 0 || day > length {
        return None;
    }
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month_from_march = i64::from((month + 9) % 12);
    let day_of_year = (153 * month_from_march + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    u64::try_from(era * 146_097 + day_of_era - 719_468).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "8..672....2.14.....45......1...8.92.4.......5.63.5...4......27.....61.5....728..6";

    fn game(level: Option<Level>, day: Option<u32>, millis: Option<u64>) -> Game {
        Game {
            givens: PUZZLE.parse().unwrap(),
            level,
            day,
            millis,
            hints: 1,
        }
    }

    fn other(game: Game) -> Game {
        Game {
            givens: Board::EMPTY,
            ..game
        }
    }

    #[test]
    fn days_are_counted_across_months_leap_years_and_eras() {
        assert_eq!(day_number(19700101), Some(0));
        assert_eq!(day_number(20000301), Some(11_017));
        assert_eq!(day_number(20240229).map(|d| d + 1), day_number(20240301));
        assert_eq!(day_number(20261231).map(|d| d + 1), day_number(20270101));
        for bad in [20230229, 20261301, 20261200, 20260431, 19691231, 0] {
            assert_eq!(day_number(bad), None, "{bad}");
        }
    }

    #[test]
    fn sorting_by_insertion_sorts() {
        let mut values = [5, 1, 4, 1, 9, 0, 3];
        sort(&mut values);
        assert_eq!(values, [0, 1, 1, 3, 4, 5, 9]);
        sort(&mut []);
    }

    #[test]
    fn a_game_is_noted_once_and_updated_until_solved() {
        let mut games = Games::default();
        games.note(game(Some(Level::Hard), Some(20261206), None));
        // The status moved on: the level and the day are kept.
        games.note(game(None, None, None));
        games.note(game(None, None, Some(90_000)));
        assert_eq!(
            games.list(),
            [game(Some(Level::Hard), Some(20261206), Some(90_000))]
        );
        // The finished game noted again (a reload): no new game.
        games.note(game(None, None, Some(90_000)));
        assert_eq!(games.list().len(), 1);
        // The same puzzle timed afresh after it was solved, and another puzzle: new games.
        games.note(game(None, None, None));
        games.note(other(game(None, None, None)));
        assert_eq!(games.list().len(), 3);
    }

    #[test]
    fn the_log_round_trips_and_a_bad_line_is_named() {
        let mut games = Games::default();
        games.note(game(Some(Level::Extreme), Some(20261206), Some(1234)));
        games.note(other(game(None, None, None)));
        let text = games.write();
        assert!(text.starts_with("sudoku-games 1\n8..672"), "{text}");
        assert!(text.contains(" extreme 20261206 1234 1\n"), "{text}");
        assert_eq!(Games::read(Some(&text)), Ok(games));
        assert_eq!(Games::read(None), Ok(Games::default()));
        let bad = text.replace(" 1234 ", " 12x4 ");
        assert_eq!(Games::read(Some(&bad)), Err(NotGames { line: 2 }));
        let bad = text.replace("sudoku-games 1", "sudoku-games 2");
        assert_eq!(Games::read(Some(&bad)), Err(NotGames { line: 1 }));
        let bad = format!("{text}{PUZZLE} easy 20260230 - 0\n");
        assert_eq!(Games::read(Some(&bad)), Err(NotGames { line: 4 }));
        let extra = format!("{text}{PUZZLE} easy - - 0 9\n");
        assert_eq!(Games::read(Some(&extra)), Err(NotGames { line: 4 }));
    }

    #[test]
    fn tallies_give_counts_best_median_and_hints() {
        let mut games = Games::default();
        for millis in [Some(300), None, Some(100), Some(200), Some(400)] {
            games.merge(&Games(vec![other(game(Some(Level::Easy), None, millis))]));
        }
        // Equal games merge into one: each above differs by its time.
        let easy = games.tally(Some(Level::Easy));
        assert_eq!(
            easy,
            Tally {
                started: 5,
                solved: 4,
                best: Some(100),
                median: Some(200),
                hints: 5
            }
        );
        assert_eq!(games.tally(Some(Level::Hard)), Tally::default());
        assert_eq!(games.tally_all(), easy);
        assert_eq!(
            games.recent(2),
            [(Some(Level::Easy), 200), (Some(Level::Easy), 400)]
        );
    }

    #[test]
    fn merging_adds_only_new_games_and_keeps_the_newest() {
        let mut games = Games::default();
        games.note(game(None, None, Some(5)));
        let mut theirs = games.clone();
        theirs.note(other(game(None, None, None)));
        assert_eq!(games.merge(&theirs), (1, 1));
        assert_eq!(games.list().len(), 2);
        let many = Games(
            (0..Games::KEPT as u64 + 5)
                .map(|n| game(None, None, Some(n)))
                .collect(),
        );
        let mut text = many.write();
        text.push('\n');
        let read = Games::read(Some(&text)).unwrap();
        assert_eq!(read.list().len(), Games::KEPT);
        assert_eq!(read.list()[0].millis, Some(5));
    }

    #[test]
    fn the_streak_counts_days_in_a_row_ending_today_or_yesterday() {
        let daily = |day| game(Some(Level::Medium), Some(day), Some(1000));
        let games = Games(vec![
            daily(20261128),
            daily(20261130),
            daily(20261201),
            daily(20261202),
            // Two levels on one day count once; an unsolved one not at all.
            daily(20261203),
            game(Some(Level::Hard), Some(20261203), Some(2000)),
            game(Some(Level::Hard), Some(20261204), None),
            daily(20261205),
        ]);
        assert_eq!(games.streak(20261205), (1, 4));
        assert_eq!(games.streak(20261206), (1, 4));
        assert_eq!(games.streak(20261207), (0, 4));
        let run = Games(games.0[..5].to_vec());
        assert_eq!(run.streak(20261204), (4, 4));
        assert_eq!(Games::default().streak(20261206), (0, 0));
    }
}
