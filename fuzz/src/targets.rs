//! The fuzz targets. Each has a maker (random input text, often a mutation of something valid)
//! and a check (`Err` with the reason on a disagreement; a panic is caught by the harness).
//! Inputs are text, so a failing one is kept in `regressions/TARGET.txt` as it is.

use sudoku_solver::generate::{Request, Rng, Symmetry, generate, is_minimal};
use sudoku_solver::logic::se::SePath;
use sudoku_solver::logic::{Candidates, Level, LogicalPath, Step, Technique, step_or_guess};
use sudoku_solver::{Algorithm, Board, Cell, Digit, DigitSet, Outcome, Walk};
use sudoku_web::grid::Grid;
use sudoku_web::page::memory;
use sudoku_web::page::state::read_link;
use sudoku_web::workers::Message;
use sudoku_web::workers::logic::{LogicReply, LogicRequest};
use sudoku_web::workers::solver::{Reply, Request as SolverRequest};
use sudoku_web::workers::variant::{VariantReply, VariantRequest};

use crate::mutate::{mutate, random_text};
use crate::reference;

/// What the makers draw from: corpus puzzles and valid messages to mutate.
pub struct Seeds {
    /// Puzzles from the corpora (81-character lines).
    pub puzzles: Vec<String>,
    /// Valid worker messages, storage texts and links.
    pub messages: Vec<String>,
    /// Variant puzzles' ISS constraint strings, from the shared variant files.
    pub variants: Vec<String>,
    /// SudokuPad puzzles' JSON (zipped, or not), from the variant crate's SudokuPad test links.
    pub sudokupad: Vec<String>,
}

/// One target: its name, how to make an input, how to check one, and how many inputs `make fuzz`
/// gives it (the cheap ones get more).
pub struct Target {
    /// Its name, on the command line and in `regressions/`.
    pub name: &'static str,
    /// A random input.
    pub make: fn(&mut Rng, &Seeds) -> String,
    /// Checks an input.
    pub check: fn(&str) -> Result<(), String>,
    /// Inputs in a full run.
    pub full: u64,
}

/// Every target.
pub const TARGETS: [Target; 12] = [
    Target {
        name: "parse",
        make: make_text_board,
        check: check_parse,
        full: 5_000_000,
    },
    Target {
        name: "decode",
        make: make_message,
        check: check_decode,
        full: 3_000_000,
    },
    Target {
        name: "solve",
        make: make_board,
        check: check_solve,
        full: 1_500_000,
    },
    Target {
        name: "walk",
        make: make_walk,
        check: check_walk,
        full: 300_000,
    },
    Target {
        name: "logic",
        make: make_board,
        check: check_logic,
        full: 150_000,
    },
    Target {
        name: "next-step",
        make: make_position,
        check: check_next_step,
        full: 1_000_000,
    },
    Target {
        name: "generate",
        make: make_request,
        check: check_generate,
        full: 50_000,
    },
    Target {
        name: "variants-parse",
        make: crate::variants::make_constraints,
        check: crate::variants::check_parse,
        full: 1_000_000,
    },
    Target {
        name: "variants-text",
        make: crate::variants::make_text,
        check: crate::variants::check_text,
        full: 500_000,
    },
    Target {
        name: "fpuzzles",
        make: crate::variants::make_fpuzzles,
        check: crate::variants::check_fpuzzles,
        full: 300_000,
    },
    Target {
        name: "sudokupad",
        make: crate::variants::make_sudokupad,
        check: crate::variants::check_sudokupad,
        full: 300_000,
    },
    Target {
        name: "variants-solve",
        make: crate::variants::make_constraints,
        check: crate::variants::check_solve,
        full: 50_000,
    },
];

fn pick<'a>(rng: &mut Rng, items: &'a [String]) -> &'a str {
    &items[rng.below(items.len() as u64) as usize]
}

/// A puzzle as people paste it (a line, a grid, with noise), mutated; or random text.
fn make_text_board(rng: &mut Rng, seeds: &Seeds) -> String {
    let puzzle = pick(rng, &seeds.puzzles);
    let board: Board = puzzle.parse().expect("corpus puzzles parse");
    let shown = match rng.below(4) {
        0 => puzzle.to_string(),
        1 => format!("{board:#}"),
        2 => puzzle.replace('.', "0"),
        _ => return random_text(rng, 200),
    };
    let edits = 1 + rng.below(4) as usize;
    mutate(rng, &shown, edits)
}

/// A parsed board prints and parses back to itself, in both forms; an error says something.
fn check_parse(text: &str) -> Result<(), String> {
    if let Some(board) = Board::from_line(text)
        && board.to_string() != text
    {
        return Err(format!("from_line does not print back: {board}"));
    }
    match text.parse::<Board>() {
        Ok(board) => {
            for shown in [board.to_string(), format!("{board:#}")] {
                if shown.parse::<Board>().as_ref() != Ok(&board) {
                    return Err(format!("{shown:?} does not parse back"));
                }
            }
            Ok(())
        }
        Err(error) if error.to_string().is_empty() => Err("an empty error".into()),
        Err(_) => Ok(()),
    }
}

/// A valid message, storage text or link, mutated; or random text.
fn make_message(rng: &mut Rng, seeds: &Seeds) -> String {
    if rng.below(8) == 0 {
        return random_text(rng, 300);
    }
    let message = pick(rng, &seeds.messages).to_string();
    let edits = 1 + rng.below(3) as usize;
    mutate(rng, &message, edits)
}

/// Every decoder takes any text without panicking; what decodes encodes back to itself.
fn check_decode(text: &str) -> Result<(), String> {
    fn round_trip<M: Message + PartialEq + std::fmt::Debug>(text: &str) -> Result<(), String> {
        match M::decode(text) {
            Some(message) if M::decode(&message.encode()).as_ref() != Some(&message) => {
                Err(format!("{message:?} does not decode back"))
            }
            _ => Ok(()),
        }
    }
    round_trip::<SolverRequest>(text)?;
    round_trip::<Reply>(text)?;
    round_trip::<LogicRequest>(text)?;
    round_trip::<LogicReply>(text)?;
    round_trip::<VariantRequest>(text)?;
    round_trip::<VariantReply>(text)?;
    if let Some(memory) = memory::decode(text)
        && memory::decode(&memory::encode(&memory)) != Some(memory)
    {
        return Err("a memory does not decode back".into());
    }
    if let Some(grid) = Grid::decode(text)
        && Grid::decode(&grid.encode()) != Some(grid)
    {
        return Err("a grid does not decode back".into());
    }
    let _ = read_link(text);
    Ok(())
}

/// A corpus puzzle with givens removed or added (any digit, clashing or not), or random digits.
fn make_board(rng: &mut Rng, seeds: &Seeds) -> String {
    let mut board: Board = pick(rng, &seeds.puzzles)
        .parse()
        .expect("corpus puzzles parse");
    match rng.below(4) {
        0 => {}
        1 => {
            for _ in 0..=rng.below(6) {
                board.set(random_cell(rng), None);
            }
        }
        2 => {
            for _ in 0..=rng.below(3) {
                board.set(random_cell(rng), Digit::new(1 + rng.below(9) as u8));
            }
        }
        _ => {
            board = Board::EMPTY;
            for _ in 0..rng.below(40) {
                board.set(random_cell(rng), Digit::new(1 + rng.below(9) as u8));
            }
        }
    }
    board.to_string()
}

fn random_cell(rng: &mut Rng) -> Cell {
    Cell::new(rng.below(81) as usize).expect("below 81")
}

fn board_of(text: &str) -> Result<Board, String> {
    Board::from_line(text).ok_or_else(|| "not an 81-character line".to_string())
}

/// `solve`, `solutions` and `first_solution` agree with each other and, where the plain
/// backtracker is quick (20 givens or more), with it.
fn check_solve(text: &str) -> Result<(), String> {
    let board = board_of(text)?;
    let outcome = board.solve().outcome;
    let found = board.solutions(3).found;
    let valid = |s: &Board| {
        s.is_full()
            && s.clashes().is_empty()
            && Cell::all().all(|c| board.get(c).is_none() || board.get(c) == s.get(c))
    };
    if !found.iter().all(|s| valid(&s.board())) {
        return Err("solutions() gave a grid that does not solve the board".into());
    }
    let count = match &outcome {
        Outcome::Clash(cells) if cells.is_empty() || *cells != board.clashes() => {
            return Err("a clash that is not the board's clashes".into());
        }
        Outcome::Clash(_) | Outcome::NoSolution => 0,
        Outcome::Unique(_) => 1,
        _ => 2,
    };
    if found.len().min(2) != count || board.first_solution().is_some() != (count > 0) {
        return Err(format!("solve says {count}, solutions() {}", found.len()));
    }
    if board.given_count() >= 20 {
        let oracle = reference::solutions(&board, 2);
        if oracle.len() != count {
            return Err(format!(
                "the reference finds {}, solve {count}",
                oracle.len()
            ));
        }
        if let Outcome::Unique(s) = outcome
            && oracle[0] != s.board()
        {
            return Err("the reference's solution differs".into());
        }
    }
    Ok(())
}

/// A board and an algorithm: the backtrackers only on boards with many givens (on few, the naive
/// search can take a hundred million tries, which is no fault).
fn make_walk(rng: &mut Rng, seeds: &Seeds) -> String {
    let board = make_board(rng, seeds);
    let algorithm = Algorithm::ALL[rng.below(3) as usize];
    format!("{board} {algorithm}")
}

/// A walk ends where `solve_with` does.
fn check_walk(text: &str) -> Result<(), String> {
    let (line, name) = text.split_once(' ').ok_or("not BOARD ALGORITHM")?;
    let board = board_of(line)?;
    let mut algorithm: Algorithm = name.parse().map_err(|e| format!("{e}"))?;
    if board.given_count() < 30 {
        algorithm = Algorithm::Fast;
    }
    let mut walk = Walk::new(&board, algorithm);
    let mut steps = 0u64;
    while !walk.is_finished() {
        walk.step();
        steps += 1;
        if steps > 50_000_000 {
            return Err("the walk does not end".into());
        }
    }
    if walk.report() != board.solve_with(algorithm) {
        return Err(format!(
            "{algorithm}: the walk ends elsewhere than solve_with"
        ));
    }
    Ok(())
}

/// The logic engine's path on a proper puzzle: every step sound, and the board filled.
fn check_logic(text: &str) -> Result<(), String> {
    let board = board_of(text)?;
    let Outcome::Unique(solution) = board.solve().outcome else {
        return match LogicalPath::of(&board) {
            Ok(_) => Err("a path for a board without one solution".into()),
            Err(_) => Ok(()),
        };
    };
    let path = LogicalPath::of(&board).map_err(|e| e.to_string())?;
    let mut filled = board;
    for step in &path.steps {
        for &(cell, digit) in &step.placements {
            if solution.get(cell) != digit {
                return Err(format!("{step} places a wrong digit"));
            }
            filled.set(cell, Some(digit));
        }
        for &(cell, digit) in &step.eliminations {
            if solution.get(cell) == digit {
                return Err(format!("{step} removes the solution's digit"));
            }
        }
    }
    if filled != solution.board() {
        return Err("the path does not fill the board".into());
    }
    Ok(())
}

/// A puzzle and a seed: the seed decides which cells the person has filled (rightly) and which
/// candidates earlier hints struck (never the solution's digit).
fn make_position(rng: &mut Rng, seeds: &Seeds) -> String {
    format!("{} {}", make_board(rng, seeds), rng.next_u64())
}

/// The next step from any position on the way to the solution is sound, and there is always
/// one until the board is full.
fn check_next_step(text: &str) -> Result<(), String> {
    let (line, seed) = text.split_once(' ').ok_or("not BOARD SEED")?;
    let board = board_of(line)?;
    let Outcome::Unique(solution) = board.solve().outcome else {
        return Ok(());
    };
    let mut rng = Rng::new(seed.parse().map_err(|_| "a bad seed")?);
    let mut position = board;
    for cell in Cell::all().filter(|&c| board.get(c).is_none()) {
        if rng.below(3) == 0 {
            position.set(cell, Some(solution.get(cell)));
        }
    }
    let mut candidates = Candidates::new(&position);
    let mut struck = Step {
        technique: Technique::Guess,
        cells: Vec::new(),
        digits: DigitSet::EMPTY,
        units: Vec::new(),
        placements: Vec::new(),
        eliminations: Vec::new(),
        detail: sudoku_solver::logic::Detail::Plain,
    };
    for cell in Cell::all().filter(|&c| position.get(c).is_none()) {
        for digit in candidates.get(cell).iter() {
            if digit != solution.get(cell) && rng.below(4) == 0 {
                struck.eliminations.push((cell, digit));
            }
        }
    }
    candidates.apply(&struck);
    let Some(step) = step_or_guess(&candidates, &solution) else {
        return match position.is_full() {
            true => Ok(()),
            false => Err("no step on a board that is not full".into()),
        };
    };
    if step
        .placements
        .iter()
        .any(|&(cell, digit)| solution.get(cell) != digit)
    {
        return Err(format!("{step} places a wrong digit"));
    }
    if step
        .eliminations
        .iter()
        .any(|&(cell, digit)| solution.get(cell) == digit)
    {
        return Err(format!("{step} removes the solution's digit"));
    }
    if step.placements.is_empty() && step.eliminations.is_empty() {
        return Err(format!("{step} changes nothing"));
    }
    Ok(())
}

/// A seed, a level and a symmetry.
fn make_request(rng: &mut Rng, _: &Seeds) -> String {
    let level = Level::ALL[rng.below(5) as usize];
    let symmetry = Symmetry::ALL[rng.below(5) as usize];
    format!("{} {level} {symmetry}", rng.next_u64())
}

/// A generated puzzle has one solution, no removable given, the symmetry and the level.
fn check_generate(text: &str) -> Result<(), String> {
    let mut words = text.split(' ');
    let mut next = || words.next().ok_or("not SEED LEVEL SYMMETRY");
    let seed: u64 = next()?.parse().map_err(|_| "a bad seed")?;
    let level: Level = next()?.parse().map_err(|e| format!("{e}"))?;
    let symmetry: Symmetry = next()?.parse().map_err(|e| format!("{e}"))?;
    let made = generate(Request { level, symmetry }, seed);
    if SePath::of(&made.puzzle).map(|p| p.level()) != Ok(level) {
        return Err(format!("not rated {level}: {}", made.puzzle));
    }
    if !symmetry.holds(&made.puzzle) || !is_minimal(&made.puzzle, symmetry) {
        return Err(format!("not minimal with {symmetry}: {}", made.puzzle));
    }
    Ok(())
}
