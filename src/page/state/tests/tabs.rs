//! Two tabs, one storage: every interleaving of typing, saves, late or lost `storage` events,
//! late address writes and reloads, driven one step at a time (no clock, no race), with the
//! rule of `page/tabs.rs` checked after every step.
//!
//! [`World`] does what `hooks/use_sudoku.rs` does around the reducer, with the browser's parts
//! made plain: storage is a string (a write that changes it queues the `storage` event for the
//! other tab), each tab's address is the fragment it last wrote, and its pending write is made
//! only when the test says so.

use std::collections::VecDeque;

use super::*;
use crate::page::memory::{self, Memory};
use crate::page::tabs::{self, Known, Meeting};

struct Tab {
    state: Rc<State>,
    known: Known,
    /// The fragment the address shows.
    address: String,
    /// The fragment the board wants, not written yet (the page writes at most every 400 ms).
    wanted: Option<String>,
    /// Other tabs' writes, as `storage` events not delivered yet.
    inbox: VecDeque<String>,
}

struct World {
    storage: Option<String>,
    tabs: [Tab; 2],
    /// The board each tab last made by a person's action, until a person in a tab that had it
    /// in reach moves on from it: it must stay in reach of storage's memory.
    made: [Option<Grid>; 2],
    /// The board of the last person's action in either tab.
    latest: Option<Grid>,
}

/// The memory under the storage text.
fn stored(text: &str) -> Memory {
    memory::decode(tabs::unstamp(text).1).expect("storage holds a readable memory")
}

/// Whether `grid` is the board, or one Undo or Redo away, somewhere in `memory`'s history.
fn in_reach(memory: &Memory, grid: &Grid) -> bool {
    memory.grid == *grid || memory.undo.contains(grid) || memory.redo.contains(grid)
}

impl World {
    /// Two tabs opened on the same link, one after the other.
    fn new(link: &str) -> World {
        let tab = || Tab {
            state: Rc::new(State::default()),
            known: Known::default(),
            address: link.to_string(),
            wanted: None,
            inbox: VecDeque::new(),
        };
        let mut world = World {
            storage: None,
            tabs: [tab(), tab()],
            made: [None, None],
            latest: None,
        };
        world.reload(0);
        world.reload(1);
        world
    }

    /// The page loaded in tab `i`, from storage and its address (`use_sudoku`'s mount).
    fn reload(&mut self, i: usize) {
        let text = self.storage.clone();
        let saves = text.as_deref().map_or(0, |t| tabs::unstamp(t).0);
        let recalled = Recalled::read(text.as_deref(), None);
        let tab = &mut self.tabs[i];
        let state = State::start(recalled, saves, &tab.address, System::default());
        tab.state = Rc::new(state);
        tab.known = Known::at_start(text.as_deref());
        tab.inbox.clear();
        self.saved(i, None);
        // The first address write is made at once.
        self.flush_address(i);
    }

    /// The save effect in tab `i` (`use_sudoku`'s `meet` after a change); `read` is what
    /// storage gives it (by default, what it holds).
    fn saved(&mut self, i: usize, read: Option<Option<String>>) {
        let read = read.unwrap_or_else(|| self.storage.clone());
        let tab = &mut self.tabs[i];
        let body = tab.state.saved_text();
        let meeting = tab.known.meet(Some(body), read.as_deref());
        let grid = tab.state.board.grid;
        tab.wanted = Some(address_fragment(&grid, None, tab.known.saves()).unwrap_or_default());
        self.met(i, meeting);
    }

    /// What `use_sudoku`'s `meet` does with a meeting: the write, then the merge.
    fn met(&mut self, i: usize, meeting: Meeting) {
        if let Some(text) = meeting.write {
            self.write(i, text);
        }
        if let Some((memory, newer)) = meeting.merge {
            self.dispatch(i, EditAction::FromOtherTab(Box::new(memory), newer));
        }
    }

    fn write(&mut self, i: usize, text: String) {
        if self.storage.as_ref() != Some(&text) {
            self.tabs[1 - i].inbox.push_back(text.clone());
            self.storage = Some(text);
        }
    }

    fn dispatch(&mut self, i: usize, action: EditAction) {
        self.dispatch_reading(i, action, None);
    }

    fn dispatch_reading(&mut self, i: usize, action: EditAction, read: Option<Option<String>>) {
        let tab = &mut self.tabs[i];
        let next = tab.state.clone().reduce(Action::Edit(action));
        if !Rc::ptr_eq(&next, &tab.state) {
            tab.state = next;
            self.saved(i, read);
        }
    }

    /// A person's action in tab `i`.
    fn act(&mut self, i: usize, action: EditAction, read: Option<Option<String>>) {
        let had = memory_of(&self.tabs[i].state);
        for made in &mut self.made {
            if made.as_ref().is_some_and(|grid| in_reach(&had, grid)) {
                *made = None;
            }
        }
        let before = self.tabs[i].state.clone();
        self.dispatch_reading(i, action, read);
        if before.board.grid != self.tabs[i].state.board.grid {
            let grid = self.tabs[i].state.board.grid;
            self.made[i] = Some(grid);
            self.latest = Some(grid);
        }
    }

    /// Tab `i`'s oldest `storage` event delivered (`use_sudoku`'s listener).
    fn deliver(&mut self, i: usize) -> bool {
        // The event says storage changed; what counts is what it holds now.
        if self.tabs[i].inbox.pop_front().is_none() {
            return false;
        }
        let meeting = self.tabs[i].known.meet(None, self.storage.as_deref());
        self.met(i, meeting);
        true
    }

    fn flush_address(&mut self, i: usize) {
        if let Some(wanted) = self.tabs[i].wanted.take() {
            self.tabs[i].address = wanted;
        }
    }

    /// Every event delivered, until none is left.
    fn settle(&mut self) {
        while self.deliver(0) || self.deliver(1) {}
    }

    /// The rule, checked after every step.
    fn check(&self, context: &str) {
        let Some(text) = &self.storage else { return };
        let recalled = Recalled::read(Some(text), None);
        let Recalled::Found(saved) = &recalled else {
            panic!("{context}: storage holds an unreadable memory")
        };
        let saves = tabs::unstamp(text).0;
        for (i, tab) in self.tabs.iter().enumerate() {
            if i == 1 && tab.address == self.tabs[0].address {
                break;
            }
            // A reload of either tab now shows the newest saved board, whatever its address says.
            let reloaded = State::start(recalled.clone(), saves, &tab.address, System::default());
            assert_eq!(
                reloaded.board.grid, saved.grid,
                "{context}: a reload of tab {i} (address {}) does not show the saved board",
                tab.address
            );
        }
    }

    /// Nothing a person made is lost: in reach of storage's memory.
    fn check_kept(&self, context: &str) {
        let Some(text) = &self.storage else { return };
        let saved = stored(text);
        for i in 0..2 {
            if let Some(grid) = &self.made[i] {
                assert!(
                    in_reach(&saved, grid),
                    "{context}: tab {i}'s last board is not in reach of storage's memory"
                );
            }
        }
    }

    /// Once every event is delivered, both tabs show storage's memory.
    fn check_settled(&self, context: &str) {
        let Some(text) = &self.storage else { return };
        let saved = stored(text);
        for (i, tab) in self.tabs.iter().enumerate() {
            assert_eq!(memory_of(&tab.state), saved, "{context}: tab {i}");
        }
    }
}

fn memory_of(state: &State) -> Memory {
    memory::decode(&state.saved_text()).expect("a state's memory reads back")
}

/// A small seeded random source (xorshift64*).
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) % n
    }
}

/// A random edit a person makes: a digit or an erase in an empty cell of Inkala's puzzle, Undo
/// or Redo.
fn random_edit(dice: &mut Dice) -> EditAction {
    let empty: Vec<Cell> = Cell::all()
        .filter(|&c| INKALA.as_bytes()[c.index()] == b'.')
        .collect();
    match dice.below(10) {
        0 => EditAction::Undo,
        1 => EditAction::Redo,
        n => {
            let cell = empty[dice.below(empty.len() as u64) as usize];
            EditAction::Enter(cell, Digit::new((n as u8 + dice.below(9) as u8) % 10))
        }
    }
}

/// `steps` random steps from two tabs on Inkala's puzzle. With `lossy`, events may be lost and
/// both tabs may save at the same instant (each reading storage as it was before either).
fn random_run(seed: u64, steps: usize, lossy: bool) -> World {
    let mut dice = Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut world = World::new(&format!("#p={INKALA}"));
    let mut clean = true;
    for step in 0..steps {
        let i = dice.below(2) as usize;
        let context = format!("seed {seed}, step {step}");
        match dice.below(if lossy { 15 } else { 12 }) {
            0..=4 => world.act(i, random_edit(&mut dice), None),
            // A setting, or the timer pausing as the page hides: the memory changes, the board
            // does not.
            11 => {
                let clock = step as f64 * 1000.0;
                let action = match dice.below(3) {
                    0 => Action::Setting(SettingAction::ToggleCandidates),
                    1 => Action::Timer(TimerAction::Clock(clock)),
                    _ => Action::Timer(TimerAction::Hidden(dice.below(2) == 0, clock)),
                };
                world.tabs[i].state = world.tabs[i].state.clone().reduce(action);
                world.saved(i, None);
            }
            5..=7 => _ = world.deliver(i),
            8 => world.flush_address(i),
            9 => world.reload(i),
            10 => {
                world.settle();
                if clean {
                    world.check_settled(&context);
                    if let Some(latest) = world.latest {
                        let saved = world.storage.as_deref().map(|t| stored(t).grid);
                        assert_eq!(saved, Some(latest), "{context}: the later save wins");
                    }
                }
            }
            12 => {
                clean = false;
                _ = world.tabs[i].inbox.pop_front();
            }
            _ => {
                // Both tabs save at the same instant, neither seeing the other's write; then
                // both events arrive (a reload takes longer than that).
                clean = false;
                let before = Some(world.storage.clone());
                world.act(i, random_edit(&mut dice), before.clone());
                world.act(1 - i, random_edit(&mut dice), before);
                world.settle();
            }
        }
        world.check(&context);
        world.check_kept(&context);
    }
    world
}

/// How many random runs each test makes: 12, or `SUDOKU_TABS_RUNS` (a long run, by hand).
fn runs() -> u64 {
    std::env::var("SUDOKU_TABS_RUNS").map_or(12, |n| n.parse().expect("a number of runs"))
}

#[test]
fn every_interleaving_of_two_tabs_keeps_the_newest_board() {
    for seed in 0..runs() {
        let mut world = random_run(seed, 150, false);
        world.settle();
        world.check_settled(&format!("seed {seed}, at the end"));
    }
}

#[test]
fn lost_events_and_saves_at_the_same_instant_lose_nothing() {
    for seed in 1000..1000 + runs() {
        let mut world = random_run(seed, 150, true);
        // Each tab saves once more (a setting changed), which takes in what it missed; then
        // the events of those saves arrive.
        world.settle();
        for i in 0..2 {
            let action = Action::Setting(SettingAction::ToggleCandidates);
            world.tabs[i].state = world.tabs[i].state.clone().reduce(action);
            world.saved(i, None);
            world.settle();
        }
        let context = format!("seed {seed}, after each tab's last save");
        world.check(&context);
        world.check_kept(&context);
        world.check_settled(&context);
    }
}

#[test]
fn the_reported_race_b_s_newer_board_survives_a_s_reload() {
    // Issue 49: A cleared and typed 3 in r1c1; B showed it, typed 7 in r2c2 and saved; A was
    // reloaded at once, before B's event and with its address still saying the 3.
    let mut world = World::new(&format!("#p={INKALA}"));
    world.act(0, EditAction::Clear, None);
    world.act(0, EditAction::Enter(cell(1, 1), digit(3)), None);
    world.flush_address(0);
    world.settle();
    world.act(1, EditAction::Enter(cell(2, 2), digit(7)), None);
    world.check("B typed");
    world.reload(0);
    let grid = world.tabs[0].state.board.grid;
    assert_eq!(grid.puzzle().get(cell(1, 1)), digit(3));
    assert_eq!(grid.puzzle().get(cell(2, 2)), digit(7));
    assert_eq!(world.tabs[0].state.status, Status::Restored);
}
