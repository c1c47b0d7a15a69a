//! Several tabs, one board: which save is the newest, decided by the saves themselves.
//!
//! Every tab of the app reads and writes the same memory (`page/memory.rs`). Each save ends with
//! its number, `saves N`: one more than the highest number the saving tab has written, heard of
//! (the `storage` event) or read back from storage just before writing. The links the page puts
//! in the address carry the number of the save that board was written with (`&s=N`, see
//! `state/link.rs`). From that, one rule (`State::start` and [`Known`]):
//!
//! - **The saved board is the newest any tab saved.** Saves are ordered by their number, then,
//!   for two made at the same instant by tabs that could not yet see each other's, by their
//!   text (any order both tabs agree on would do). A tab that hears of a newer save takes it;
//!   a tab that hears of an older one, written over its own by a race, writes its own again with
//!   a higher number.
//! - **Nothing is lost.** Whichever save wins, the other one's board, if it differs and is not
//!   already there, goes into the winner's Undo, one step back.
//! - **A link wins over the saved board only when the person followed it.** A link the app
//!   wrote (`&s=N`) whose save is in storage (its number is at most the saved one's) is not
//!   newer than the saved board, however late its address was written. A link without `&s=`
//!   (Copy link's, or any shared one) is one the person followed, and wins; so does one whose
//!   save never reached storage (it refused to save).
//!
//! No list of recent links, no second key: the order travels with each save and each link.

use crate::page::memory::{self, Memory};

/// Which of two saves is the newer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Newer {
    /// The other tab's: this tab takes it (and keeps its own board one Undo back).
    Theirs,
    /// This tab's: it keeps its board (and the other's goes one Undo back).
    Ours,
}

/// `body` (what `memory::write` made) as stored: with its number, `saves N`, last.
pub fn stamp(body: &str, saves: u64) -> String {
    format!("{body}saves {saves}\n")
}

/// A stored text's number and the body before it; a text with no `saves` line is number 0.
pub fn unstamp(text: &str) -> (u64, &str) {
    // Read by hand, backwards from the end: `str::rfind` and friends cost the page a kilobyte.
    let bytes = text.as_bytes();
    let mut at = bytes.len().saturating_sub(1);
    let (mut saves, mut place) = (0u64, 1u64);
    while at > 0 && bytes[at - 1].is_ascii_digit() {
        at -= 1;
        saves = saves.wrapping_add(u64::from(bytes[at] - b'0').wrapping_mul(place));
        place = place.wrapping_mul(10);
    }
    let label = at.checked_sub(6).filter(|&start| {
        bytes.last() == Some(&b'\n')
            && at + 1 < bytes.len()
            && &bytes[start..at] == b"saves "
            && (start == 0 || bytes[start - 1] == b'\n')
    });
    match label {
        // Twenty digits or more could overflow: no save of ours has them.
        Some(start) if bytes.len() - 1 - at < 20 => (saves, &text[..start]),
        _ => (0, text),
    }
}

/// Whether two memories hold the same board and history: the same `grid`, `undo`, `redo` and
/// `variant` lines (the only lines of a memory that begin with `g`, `u`, `r` or `v`; see
/// `page/memory.rs`).
fn same_board(a: &str, b: &str) -> bool {
    fn board(text: &str) -> impl Iterator<Item = &str> {
        (text.lines())
            .filter(|line| matches!(line.as_bytes().first(), Some(b'g' | b'u' | b'r' | b'v')))
    }
    board(a).eq(board(b))
}

/// What this tab knows is in storage: the save it last wrote or took, as its number and body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Known {
    saves: u64,
    body: String,
}

/// What to do after meeting what storage holds.
#[derive(Debug, Default, PartialEq)]
pub struct Meeting {
    /// The text to write: this tab's save, newer than what storage holds (`None`: nothing to
    /// write, as after taking another tab's save: writing it again would send that tab the same
    /// save back).
    pub write: Option<String>,
    /// Another tab's save and which is newer: if theirs, this tab takes it; if this tab's, the
    /// other's board goes one Undo back.
    pub merge: Option<(Memory, Newer)>,
}

impl Known {
    /// What storage held at page load.
    pub fn at_start(stored: Option<&str>) -> Known {
        let (saves, body) = stored.map_or((0, ""), unstamp);
        Known {
            saves,
            body: body.to_string(),
        }
    }

    /// The number of the newest save this tab knows of (the links it writes carry it).
    pub fn saves(&self) -> u64 {
        self.saves
    }

    /// Meets what storage holds now, `stored`, when this tab's memory changed to `changed`, or
    /// when another tab saved (`None`: its `storage` event, which may come late, so what counts
    /// is what storage holds now, not what the event carried).
    ///
    /// - A change here is the newest save there is: written with a number above any seen. If
    ///   storage held another tab's save this tab had not heard of (its event late or lost, or
    ///   the two saved at the same instant), that board goes one Undo back.
    /// - Another tab's save, if newer than this tab's, is taken.
    /// - If older (it was written over this tab's by a race), this tab's is written again, with
    ///   a higher number, and the other's board goes one Undo back.
    pub fn meet(&mut self, changed: Option<String>, stored: Option<&str>) -> Meeting {
        let (saves, theirs) = stored.map_or((0, ""), unstamp);
        // Storage holds another tab's save (not the one this tab last wrote or took).
        let other = stored.is_some() && theirs != self.body;
        // A change of the settings or the timer alone (a tab's clock pauses by itself as its page
        // hides) is no newer board: met as the other tab's save is, so a newer board wins (and
        // if that save is older, this tab writes its change over it, as any change).
        let (changed, aside) = match changed {
            Some(body) if other && same_board(&body, &self.body) => (None, Some(body)),
            changed => (changed, None),
        };
        let body = match changed {
            Some(body) if body != self.body => body,
            Some(_) => return Meeting::default(),
            None if !other => {
                self.saves = self.saves.max(saves);
                return Meeting::default();
            }
            None if (saves, theirs) > (self.saves, self.body.as_str()) => {
                let Some(memory) = memory::decode(theirs) else {
                    return Meeting::default();
                };
                self.saves = saves;
                self.body = theirs.to_string();
                return Meeting {
                    write: None,
                    merge: Some((memory, Newer::Theirs)),
                };
            }
            None => aside.unwrap_or_else(|| self.body.clone()),
        };
        let merge = other.then(|| memory::decode(theirs)).flatten();
        self.saves = self.saves.max(saves) + 1;
        let write = stamp(&body, self.saves);
        self.body = body;
        Meeting {
            write: Some(write),
            merge: merge.map(|memory| (memory, Newer::Ours)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(text: &str) -> String {
        format!("sudoku-web 3\ngrid {text}\n")
    }

    #[test]
    fn a_stamp_round_trips_and_a_text_without_one_is_save_zero() {
        let b = body("x");
        assert_eq!(unstamp(&stamp(&b, 17)), (17, b.as_str()));
        assert_eq!(unstamp(&b), (0, b.as_str()));
        assert_eq!(unstamp(""), (0, ""));
        assert_eq!(unstamp("saves 3\n"), (3, ""));
        for odd in [
            "saves many\n",
            "saves \n",
            "saves 17",
            "xsaves 17\n",
            "saves 18446744073709551616\n",
        ] {
            let odd = format!("{b}{odd}");
            assert_eq!(unstamp(&odd), (0, odd.as_str()), "{odd}");
        }
        assert_eq!(
            unstamp("saves 9999999999999999999\n"),
            (9_999_999_999_999_999_999, "")
        );
    }

    /// A memory's text: `steps` steps of history, and a setting.
    fn memory_body(steps: usize, candidates: bool) -> String {
        let memory = Memory {
            undo: vec![crate::grid::Grid::default(); steps],
            settings: crate::page::choices::Settings {
                candidates,
                ..Default::default()
            },
            ..Memory::default()
        };
        memory::encode(&memory)
    }

    #[test]
    fn each_meeting_does_what_the_rule_says() {
        let (a, b, c) = (
            memory_body(0, false),
            memory_body(1, false),
            memory_body(2, false),
        );
        let decoded = |body: &str| memory::decode(body).unwrap();
        // A change here, storage holding this tab's own save: written above it.
        let mut known = Known::at_start(Some(&stamp(&a, 4)));
        let met = known.meet(Some(b.clone()), Some(&stamp(&a, 4)));
        assert_eq!((met.write, met.merge), (Some(stamp(&b, 5)), None));
        // The same memory again: nothing to write (a taken save must not echo back).
        assert_eq!(
            known.meet(Some(b.clone()), Some(&stamp(&b, 5))),
            Meeting::default()
        );
        // Another tab's save this tab never heard of: written above it, and it is merged below.
        let met = known.meet(Some(c.clone()), Some(&stamp(&a, 9)));
        assert_eq!(met.write, Some(stamp(&c, 10)));
        assert_eq!(met.merge, Some((decoded(&a), Newer::Ours)));
        // Hearing a newer save: taken, nothing written.
        let met = known.meet(None, Some(&stamp(&b, 11)));
        assert_eq!(
            (met.write, met.merge),
            (None, Some((decoded(&b), Newer::Theirs)))
        );
        assert_eq!(known.saves(), 11);
        // Hearing this tab's own (or the same) save: nothing.
        assert_eq!(known.meet(None, Some(&stamp(&b, 11))), Meeting::default());
        // Hearing an older save written over this tab's by a race: this tab's written again.
        let met = known.meet(None, Some(&stamp(&a, 7)));
        assert_eq!(met.write, Some(stamp(&b, 12)));
        assert_eq!(met.merge, Some((decoded(&a), Newer::Ours)));
        // A setting changed (or the timer paused) in a tab that missed a newer save: no newer
        // board, so the other's save is taken.
        let mut stale = Known::at_start(Some(&stamp(&a, 3)));
        let met = stale.meet(Some(memory_body(0, true)), Some(&stamp(&c, 4)));
        assert_eq!(
            (met.write, met.merge),
            (None, Some((decoded(&c), Newer::Theirs)))
        );
        // ... and if that save is older (a race wrote it over this tab's), the setting is saved
        // above it, that board one Undo back.
        let mut newer = Known::at_start(Some(&stamp(&a, 8)));
        let met = newer.meet(Some(memory_body(0, true)), Some(&stamp(&c, 4)));
        assert_eq!(met.write, Some(stamp(&memory_body(0, true), 9)));
        assert_eq!(met.merge, Some((decoded(&c), Newer::Ours)));
        // With no other save in storage, the setting is saved as any change is.
        let met = stale.meet(Some(memory_body(2, true)), Some(&stamp(&c, 4)));
        assert_eq!(met.write, Some(stamp(&memory_body(2, true), 5)));
        // Two saves with one number (made at the same instant): both tabs order them alike.
        let (mut one, mut two) = (Known::at_start(None), Known::at_start(None));
        one.meet(Some(a.clone()), None);
        two.meet(Some(b.clone()), None);
        let hear_one = one.meet(None, Some(&stamp(&b, 1))).merge.map(|m| m.1);
        let hear_two = two.meet(None, Some(&stamp(&a, 1))).merge.map(|m| m.1);
        let newer = if b > a {
            [Newer::Theirs, Newer::Ours]
        } else {
            [Newer::Ours, Newer::Theirs]
        };
        assert_eq!([hear_one, hear_two], newer.map(Some));
    }
}
