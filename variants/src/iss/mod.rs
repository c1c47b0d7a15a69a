//! ISS's constraint strings (sigh's Interactive Sudoku Solver, the format of the shared variant
//! files): a list of `.Type~arg~arg...` items, cells as `R1C1`, givens as `.~R1C1_8~R2C3_5`
//! (several digits after a cell, `R4C7_2_4_6`, allow only those), the shape as `.Shape~6x6`
//! (9x9 when absent). [`parse`] reads the types this crate knows and refuses the others by name;
//! [`write()`] writes what it reads, so that a puzzle round-trips.

mod base;
mod more;
mod write;

use crate::puzzle::{Constraint, Dot, Puzzle, Strict};
use crate::shape::Shape;

pub use base::ParseError;
pub(crate) use base::read_cell;
use base::read_line;
pub(crate) use more::write_key;
pub use write::write;

/// The items that read on a grid whose digits are written from 0 (a cage's total shifted by its
/// size, a sum's by its weights; a given's and a quadruple's digits by one).
const FROM_ZERO: [&str; 31] = [
    "Shape",
    "Sum",
    "GreaterThan",
    "Pair",
    "PairX",
    "RegionSize",
    "",
    "Cage",
    "Jigsaw",
    "NoBoxes",
    "Diagonal",
    "AntiKnight",
    "AntiKing",
    "AntiConsecutive",
    "Windoku",
    "DisjointSets",
    "AllDifferent",
    "Thermo",
    "WhiteDot",
    "SlowThermo",
    "Whisper",
    "Renban",
    "Nabner",
    "Palindrome",
    "Between",
    "Entropic",
    "Modular",
    "SameValues",
    "Quad",
    "Minimum",
    "Maximum",
];

/// A `Sum`'s first argument: its total, then (after `_=_`) a weight a cell, each from -100 to
/// 100; every weight 1 when none is written.
fn read_weights(text: &str, cells: usize) -> Option<(i32, Vec<i32>)> {
    let mut parts = text.split('_');
    let total = parts.next()?.parse().ok()?;
    let weights: Vec<i32> = match parts.next() {
        None => vec![1; cells],
        Some("=") => parts.map(|w| w.parse().ok()).collect::<Option<_>>()?,
        Some(_) => return None,
    };
    let fits = weights.len() == cells && weights.iter().all(|w| w.abs() <= 100);
    fits.then_some((total, weights))
}

/// Reads an ISS constraint string.
pub fn parse(text: &str) -> Result<Puzzle, ParseError> {
    let items: Vec<Vec<&str>> = (text.trim().split('.'))
        .filter(|item| !item.is_empty())
        .map(|item| item.split('~').collect())
        .collect();
    let mut spec = None;
    for item in items.iter().filter(|item| item[0] == "Shape") {
        spec = Some(read_shape(item)?);
    }
    let (rows, cols, digits, zero) = spec.unwrap_or((9, 9, 9, false));
    let mut region = rows.max(cols);
    for item in items.iter().filter(|item| item[0] == "RegionSize") {
        let size = item.get(1).and_then(|s| s.parse::<usize>().ok());
        region = size.ok_or_else(|| ParseError::Arguments("RegionSize".into()))?;
    }
    let shape = Shape::with_regions(rows, cols, digits, region)
        .map(|shape| if zero { shape.from_zero() } else { shape })
        .ok_or_else(|| ParseError::Shape(format!("{rows}x{cols}~{digits}, regions of {region}")))?;
    let mut puzzle = Puzzle::empty(shape);
    let mut rest = &items[..];
    while let Some((item, tail)) = rest.split_first() {
        rest = tail;
        match item[0] {
            "Or" => {
                let (or, after) = read_or(shape, rest, 0)?;
                puzzle.constraints.push(or);
                rest = after;
            }
            "And" | "End" => return Err(ParseError::Arguments(item[0].to_string())),
            _ => read_item(&mut puzzle, item)?,
        }
    }
    check_rules(&puzzle)?;
    Ok(puzzle)
}

/// `Shape~6x8` (rows x columns, digits 1 to the longer side), `Shape~6x6~9` (digits 1 to 9),
/// `Shape~6x6~1-9`, or `Shape~9x9~0-8` (digits written from 0). ISS's raw grids (`~Raw`) are not
/// this crate's.
fn read_shape(item: &[&str]) -> Result<(usize, usize, usize, bool), ParseError> {
    let spec = item.get(1).copied().unwrap_or_default();
    let bad = || ParseError::Shape(item[1..].join("~"));
    let (rows, cols) = spec.split_once('x').ok_or_else(bad)?;
    let (rows, cols) = match (rows.parse::<usize>(), cols.parse::<usize>()) {
        (Ok(r), Ok(c)) => (r, c),
        _ => return Err(bad()),
    };
    let unsupported = || ParseError::Unsupported(format!("Shape~{}", item[1..].join("~")));
    let last = |text: &str| text.parse::<usize>().map_err(|_| bad());
    let (digits, zero) = match item.get(2..).unwrap_or_default() {
        [] => (rows.max(cols), false),
        [range] => match range.split_once('-') {
            None => (last(range)?, false),
            Some(("1", end)) => (last(end)?, false),
            // From 0, at most 0-9 (ISS's larger grids write letters).
            Some(("0", end)) if last(end)? <= 9 => (last(end)? + 1, true),
            Some(_) => return Err(unsupported()),
        },
        _ => return Err(unsupported()),
    };
    Shape::new(rows, cols, digits).ok_or_else(bad)?;
    Ok((rows, cols, digits, zero))
}

pub(crate) fn read_item(puzzle: &mut Puzzle, item: &[&str]) -> Result<(), ParseError> {
    let shape = puzzle.shape;
    let (kind, args) = (item[0], &item[1..]);
    // The cells from argument `from` on: at least one.
    let cells = |from: usize| -> Result<Vec<usize>, ParseError> {
        let names = args.get(from..).unwrap_or_default();
        if names.is_empty() {
            return Err(ParseError::Arguments(kind.to_string()));
        }
        names.iter().map(|name| read_cell(shape, name)).collect()
    };
    let wrong = || ParseError::Arguments(kind.to_string());
    // Digits written from 0 shift every sum and pair of values: only the rules that compare
    // digits (or whose totals this reader shifts) read so.
    if shape.zero() == 1 && !FROM_ZERO.contains(&kind) {
        return Err(ParseError::Unsupported(format!(
            "{kind} with digits from 0"
        )));
    }
    let constraint = match kind {
        "Shape" | "RegionSize" => return Ok(()),
        "" => return read_givens(puzzle, args),
        "Cage" => read_cage(puzzle, args)?,
        "Sum" => {
            let cells = cells(1)?;
            let (total, weights) = read_weights(args[0], cells.len()).ok_or_else(wrong)?;
            let zero: i32 = i32::from(shape.zero()) * weights.iter().sum::<i32>();
            Constraint::Sum {
                total: total + zero,
                cells: cells.into_iter().zip(weights).collect(),
            }
        }
        "Jigsaw" => Constraint::Regions(read_regions(shape, args)?),
        "NoBoxes" => Constraint::NoBoxes,
        "Diagonal" => match args {
            ["1"] => Constraint::Diagonal(1),
            ["-1"] => Constraint::Diagonal(-1),
            _ => return Err(wrong()),
        },
        "AntiKnight" => Constraint::AntiKnight,
        "AntiKing" => Constraint::AntiKing,
        "AntiConsecutive" => Constraint::AntiConsecutive,
        "StrictKropki" => Constraint::Strict(Strict::Kropki),
        "StrictXV" => Constraint::Strict(Strict::Xv),
        "Windoku" if !shape.windows().is_empty() => Constraint::Windoku,
        "DisjointSets" if shape.boxes().is_some() => Constraint::DisjointSets,
        "AllDifferent" => Constraint::AllDifferent(cells(0)?),
        "Thermo" => Constraint::Thermo(cells(0)?),
        "Arrow" => {
            let cells = cells(0)?;
            let (&circle, line) = cells
                .split_first()
                .filter(|(_, l)| !l.is_empty())
                .ok_or_else(wrong)?;
            Constraint::Arrow {
                circle,
                line: line.to_vec(),
            }
        }
        "WhiteDot" | "BlackDot" | "X" | "V" => return read_dots(puzzle, kind, &cells(0)?),
        "LittleKiller" | "Sandwich" => read_outside_sum(shape, kind, args)?,
        other => {
            let read = more::read(puzzle, other, args);
            let read = read.ok_or_else(|| ParseError::Unsupported(other.to_string()))?;
            puzzle.constraints.extend(read?);
            return Ok(());
        }
    };
    puzzle.constraints.push(constraint);
    Ok(())
}

/// A `Cage` item: its total (none for an empty one or 0), then its cells. A cell listed twice
/// counts twice in ISS's total: then a cage without one, and the total as a sum over the cells
/// as listed.
fn read_cage(puzzle: &mut Puzzle, args: &[&str]) -> Result<Constraint, ParseError> {
    let shape = puzzle.shape;
    let wrong = || ParseError::Arguments("Cage".into());
    let names = args.get(1..).unwrap_or_default();
    if names.is_empty() {
        return Err(wrong());
    }
    let cells: Vec<usize> = (names.iter())
        .map(|name| read_cell(shape, name))
        .collect::<Result<_, _>>()?;
    let zero = u32::from(shape.zero()) * cells.len() as u32;
    let total = args.first().copied().ok_or_else(wrong)?;
    let sum = match read_total(total)? {
        // Digits written from 0: the total as written, plus one a cell.
        Some(s) => Some(
            s.checked_add(zero)
                .ok_or_else(|| ParseError::Number(total.into()))?,
        ),
        None => None,
    };
    if more::distinct(&cells) {
        return Ok(Constraint::Cage { sum, cells });
    }
    let once: Vec<usize> = (cells.iter().enumerate())
        .filter(|&(i, c)| !cells[..i].contains(c))
        .map(|(_, &c)| c)
        .collect();
    if let Some(total) = sum {
        puzzle.constraints.push(Constraint::Sum {
            total: total as i32,
            cells: cells.iter().map(|&c| (c, 1)).collect(),
        });
    }
    Ok(Constraint::Cage {
        sum: None,
        cells: once,
    })
}

/// A `LittleKiller` (its sum, then the first cell of its diagonal) or a `Sandwich` (its sum,
/// then its row or column, which must hold every digit).
fn read_outside_sum(shape: Shape, kind: &str, args: &[&str]) -> Result<Constraint, ParseError> {
    let [sum, at] = args else {
        return Err(ParseError::Arguments(kind.to_string()));
    };
    // The sum is read last: where both it and the cell or line are wrong, the cell or line is
    // named, as it always was.
    let number = |text: &str| (text.parse::<u32>()).map_err(|_| ParseError::Number(text.into()));
    if kind == "LittleKiller" {
        let start = read_cell(shape, at)?;
        let cells = little_killer(shape, start).ok_or(ParseError::Arguments(kind.to_string()))?;
        return Ok(Constraint::LittleKiller {
            sum: number(sum)?,
            cells,
        });
    }
    let line = read_line(shape, at)?;
    // Between the 1 and the largest digit: a line holding every digit.
    if line.len() != shape.digits() {
        return Err(ParseError::Unsupported(
            "Sandwich on a line shorter than the digits".into(),
        ));
    }
    Ok(Constraint::Sandwich {
        sum: number(sum)?,
        line,
    })
}

/// A cage's total: none for an empty one or 0, as in ISS.
fn read_total(text: &str) -> Result<Option<u32>, ParseError> {
    match text {
        "" => Ok(None),
        _ => match text.parse::<u32>() {
            Ok(sum) => Ok(Some(sum).filter(|&s| s != 0)),
            Err(_) => Err(ParseError::Number(text.into())),
        },
    }
}

/// Dots or letters: one per pair of neighbouring cells (ISS writes several pairs in one item).
fn read_dots(puzzle: &mut Puzzle, name: &str, cells: &[usize]) -> Result<(), ParseError> {
    let kind = match name {
        "WhiteDot" => Dot::White,
        "BlackDot" => Dot::Black,
        "X" => Dot::X,
        _ => Dot::V,
    };
    let shape = puzzle.shape;
    let neighbours = |a: usize, b: usize| {
        let ((r1, c1), (r2, c2)) = (shape.row_col(a), shape.row_col(b));
        r1.abs_diff(r2) + c1.abs_diff(c2) == 1
    };
    // As ISS reads a dot over several cells: between every two of them side by side (each
    // with a later one it touches), and each cell touching another.
    if cells.len() < 2
        || !cells
            .iter()
            .all(|&a| cells.iter().any(|&b| neighbours(a, b)))
    {
        return Err(ParseError::Arguments(name.to_string()));
    }
    for (i, &a) in cells.iter().enumerate() {
        for &b in &cells[i + 1..] {
            if neighbours(a, b) {
                puzzle.constraints.push(Constraint::Dot {
                    kind,
                    cells: [a, b],
                });
            }
        }
    }
    Ok(())
}

/// The givens item: `R1C1_8` (a given) or `R4C7_2_4_6` (the digits the cell may hold).
fn read_givens(puzzle: &mut Puzzle, args: &[&str]) -> Result<(), ParseError> {
    let (size, zero) = (puzzle.shape.digits() as u32, u32::from(puzzle.shape.zero()));
    for arg in args {
        let mut parts = arg.split('_');
        let cell = read_cell(puzzle.shape, parts.next().unwrap_or_default())?;
        let digits: Vec<u32> = parts
            .map(|d| match d.parse::<u32>() {
                Ok(d) if (1 - zero..=size - zero).contains(&d) => Ok(d + zero),
                _ => Err(ParseError::Number(d.to_string())),
            })
            .collect::<Result<_, _>>()?;
        // One digit (even written twice) is a given; several limit the cell to them.
        let mask: u16 = digits.iter().fold(0, |mask, d| mask | 1 << (d - 1));
        match mask.count_ones() {
            0 => return Err(ParseError::Arguments(arg.to_string())),
            1 => puzzle.givens[cell] = Some(mask.trailing_zeros() as u8 + 1),
            _ => puzzle
                .constraints
                .push(Constraint::Allowed { cell, digits: mask }),
        }
    }
    Ok(())
}

/// A jigsaw layout: one region id per cell (`0`-`9`, then letters), each region a row's size.
fn read_regions(shape: Shape, args: &[&str]) -> Result<Vec<u8>, ParseError> {
    let [layout] = args else {
        return Err(ParseError::Regions);
    };
    let ids: Vec<u8> = (layout.chars())
        .map(|c| c.to_digit(36).map(|d| d as u8))
        .collect::<Option<_>>()
        .ok_or(ParseError::Regions)?;
    check_regions(shape, &ids)?;
    Ok(ids)
}

/// A jigsaw layout fits `shape`: one region id (below 36, as ISS writes them) per cell, and each
/// region as large as the longer side (or ISS's `RegionSize`), but one at most, which is then
/// no region: the cells left over on a grid the regions do not cover (ISS's rule).
pub(crate) fn check_regions(shape: Shape, ids: &[u8]) -> Result<(), ParseError> {
    let mut counts = [0usize; 36];
    for &id in ids {
        *counts.get_mut(usize::from(id)).ok_or(ParseError::Regions)? += 1;
    }
    let n = shape.region_size();
    let odd = counts.iter().filter(|&&k| k != 0 && k != n).count();
    if ids.len() != shape.cells() || odd > 1 {
        return Err(ParseError::Regions);
    }
    Ok(())
}

/// The diagonal of a little killer clue whose first cell is `start`, as ISS draws them: from the
/// left edge down and right, the right edge up and left, the top edge down and left, the bottom
/// edge up and right (a later edge wins a shared start, as in ISS).
pub fn little_killer(shape: Shape, start: usize) -> Option<Vec<usize>> {
    let (rows, cols) = (shape.rows() as isize, shape.cols() as isize);
    let diagonal = |row: isize, col: isize, dr: isize, dc: isize| {
        let mut cells = Vec::new();
        let (mut r, mut c) = (row, col);
        while (0..rows).contains(&r) && (0..cols).contains(&c) {
            cells.push(shape.cell(r as usize, c as usize));
            (r, c) = (r + dr, c + dc);
        }
        cells
    };
    let mut found = None;
    let mut seen: Vec<Vec<usize>> = Vec::new();
    let mut consider = |cells: Vec<usize>| {
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        if cells.len() <= 1 || seen.contains(&sorted) {
            return;
        }
        seen.push(sorted);
        if cells[0] == start {
            found = Some(cells);
        }
    };
    (0..rows - 1).for_each(|r| consider(diagonal(r, 0, 1, 1)));
    (1..rows - 1).for_each(|r| consider(diagonal(r, cols - 1, -1, -1)));
    (1..cols).for_each(|c| consider(diagonal(0, c, 1, -1)));
    (1..cols - 1).for_each(|c| consider(diagonal(rows - 1, c, -1, 1)));
    found
}

/// Refuses cage totals their size cannot make (cages may overlap, as ISS allows), and box
/// indexers on a grid without boxes or regions.
pub(crate) fn check_rules(puzzle: &Puzzle) -> Result<(), ParseError> {
    let n = puzzle.shape.digits() as u32;
    for constraint in &puzzle.constraints {
        if let Constraint::Indexer { by, cell } = constraint
            && puzzle.indexed(*by, *cell).is_none()
        {
            return Err(ParseError::Arguments("Indexing".into()));
        }
        let Constraint::Cage { sum, cells } = constraint else {
            continue;
        };
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        sorted.dedup();
        let k = cells.len() as u32;
        if sorted.len() != cells.len() || k > n {
            return Err(ParseError::Arguments("Cage".into()));
        }
        if let Some(sum) = *sum {
            let low = k * (k + 1) / 2;
            let high = k * (2 * n + 1 - k) / 2;
            if !(low..=high).contains(&sum) {
                return Err(ParseError::ImpossibleTotal(sum));
            }
        }
    }
    Ok(())
}

/// How deep either/or groups may nest (ISS's puzzles nest one `And` in an `Or`): a bound, so
/// that no text can run the reader out of stack.
const DEEPEST: usize = 8;

/// An `Or` whose `.Or` item was just read: its alternatives up to its `.End`, and the items
/// after it.
fn read_or<'a, 'b>(
    shape: Shape,
    items: &'a [Vec<&'b str>],
    depth: usize,
) -> Result<(Constraint, &'a [Vec<&'b str>]), ParseError> {
    if depth > DEEPEST {
        return Err(ParseError::Unsupported(format!(
            "Or nested more than {DEEPEST} deep"
        )));
    }
    let mut alternatives = Vec::new();
    let mut rest = items;
    loop {
        let Some((item, tail)) = rest.split_first() else {
            return Err(ParseError::Arguments("Or".into()));
        };
        rest = tail;
        match item[0] {
            "End" => break,
            "And" => {
                let (group, after) = read_and(shape, rest, depth)?;
                alternatives.push(group);
                rest = after;
            }
            "Or" => {
                let (or, after) = read_or(shape, rest, depth + 1)?;
                alternatives.push(vec![or]);
                rest = after;
            }
            _ => alternatives.push(alternative(shape, std::slice::from_ref(item))?),
        }
    }
    if alternatives.is_empty() {
        return Err(ParseError::Arguments("Or".into()));
    }
    Ok((Constraint::Or(alternatives), rest))
}

/// An `And` group up to its `.End`: the constraints of its items together.
fn read_and<'a, 'b>(
    shape: Shape,
    items: &'a [Vec<&'b str>],
    depth: usize,
) -> Result<(Vec<Constraint>, &'a [Vec<&'b str>]), ParseError> {
    let mut group = Vec::new();
    let mut rest = items;
    loop {
        let Some((item, tail)) = rest.split_first() else {
            return Err(ParseError::Arguments("And".into()));
        };
        rest = tail;
        match item[0] {
            "End" => break,
            "Or" => {
                let (or, after) = read_or(shape, rest, depth + 1)?;
                group.push(or);
                rest = after;
            }
            "And" => return Err(ParseError::Arguments("And".into())),
            _ => group.extend(alternative(shape, std::slice::from_ref(item))?),
        }
    }
    if group.is_empty() {
        return Err(ParseError::Arguments("And".into()));
    }
    Ok((group, rest))
}

/// The constraints `items` make on their own (a given becomes an `Allowed` of its digit);
/// the kinds that are rules of the whole grid or its regions are refused.
pub(crate) fn alternative(
    shape: Shape,
    items: &[Vec<&str>],
) -> Result<Vec<Constraint>, ParseError> {
    let mut part = Puzzle::empty(shape);
    for item in items {
        read_item(&mut part, item)?;
    }
    let mut constraints = part.constraints;
    for constraint in &constraints {
        if !alternative_kind(constraint) {
            let kind = items.first().map_or("", |item| item[0]);
            return Err(ParseError::Unsupported(format!("{kind} inside Or")));
        }
    }
    constraints.extend(
        (part.givens.iter().enumerate()).filter_map(|(cell, given)| {
            given.map(|d| Constraint::Allowed {
                cell,
                digits: 1 << (d - 1),
            })
        }),
    );
    // An item that says nothing (an outside clue with no clue) would make the either/or always
    // hold, and could not be written back: refused.
    if constraints.is_empty() {
        let kind = items.first().map_or("Or", |item| item[0]);
        return Err(ParseError::Arguments(kind.to_string()));
    }
    Ok(constraints)
}

/// Whether `constraint` may be an alternative's: not a rule of the whole grid or its regions.
fn alternative_kind(constraint: &Constraint) -> bool {
    !matches!(
        constraint,
        Constraint::Regions(_)
            | Constraint::NoBoxes
            | Constraint::Diagonal(_)
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::Strict(_)
            | Constraint::Windoku
            | Constraint::DisjointSets
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_error_names_what_is_wrong() {
        let said = |text: &str| parse(text).map(|_| ()).unwrap_err().to_string();
        assert_eq!(
            said(".Regex~1*~R1C1~R1C2"),
            "unknown constraint type \"Regex\""
        );
        assert_eq!(
            said(".Cage~2~R1C1~R1C2"),
            "no set of different digits of the cage's size sums to 2"
        );
        assert_eq!(
            said(".Cage~46~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6~R1C7~R1C8~R1C9"),
            "no set of different digits of the cage's size sums to 46"
        );
        assert_eq!(
            said(".Thermo~R1C1~R10C1"),
            "\"R10C1\" is not a cell of the grid"
        );
        assert_eq!(
            said(".Jigsaw~0011"),
            "the jigsaw regions do not fit the grid"
        );
        // Two regions of the wrong size on a 4x4: refused. One, on a 4x4 of digits 1-6 whose
        // two regions of six leave four cells over: those are no region (ISS's rule).
        assert_eq!(
            said(".Shape~4x4.Jigsaw~0000111222223333"),
            "the jigsaw regions do not fit the grid"
        );
        let left = parse(".Shape~4x4~6.RegionSize~6.Jigsaw~0012001200112211").unwrap();
        let houses = left.houses();
        assert!(houses.contains(&vec![0, 1, 4, 5, 8, 9]), "{houses:?}");
        assert!(!houses.contains(&vec![3, 7, 12, 13]), "{houses:?}");
        assert_eq!(left.regions().len(), 2);
        assert_eq!(said(".Cage~x~R1C1"), "\"x\" is not a number that fits here");
        // On digits from 0 a cage's total grows by one a cell: past the largest number, refused.
        assert_eq!(
            said(".Shape~9x9~0-8.Cage~4294967295~R1C1~R1C2"),
            "\"4294967295\" is not a number that fits here"
        );
        assert_eq!(said(".~R1C1_10"), "\"10\" is not a number that fits here");
        assert_eq!(said(".Diagonal~2"), "wrong arguments for Diagonal");
        // A cell listed twice in a cage counts twice in its total, as ISS reads it.
        let twice = parse(".Cage~20~R4C2~R4C3~R4C4~R4C4").unwrap();
        let (a, b, c) = (28, 29, 30);
        assert_eq!(
            twice.constraints,
            [
                Constraint::Sum {
                    total: 20,
                    cells: vec![(a, 1), (b, 1), (c, 1), (c, 1)]
                },
                Constraint::Cage {
                    sum: None,
                    cells: vec![a, b, c]
                }
            ]
        );
        assert_eq!(parse(&write(&twice)), Ok(twice));
        assert_eq!(said(".Shape~20x20"), "unknown shape \"20x20\"");
        assert_eq!(said(".Shape~6x6~5"), "unknown shape \"6x6~5\"");
        assert_eq!(
            said(".Shape~6x8.Sandwich~5~C1"),
            "unknown constraint type \"Sandwich on a line shorter than the digits\""
        );
        assert_eq!(
            said(".Shape~9x9~2-10"),
            "unknown constraint type \"Shape~9x9~2-10\""
        );
        assert_eq!(
            said(".Shape~9x9~0-8.Arrow~R1C1~R1C2"),
            "unknown constraint type \"Arrow with digits from 0\""
        );
        assert_eq!(
            said(".Shape~6x6~9.RegionSize~10"),
            "unknown shape \"6x6~9, regions of 10\""
        );
        // A dot's cells must each touch another; over several, a dot between every two that
        // touch, as ISS reads it.
        assert_eq!(said(".WhiteDot~R1C1~R1C3"), "wrong arguments for WhiteDot");
        let chain = parse(".BlackDot~R1C1~R1C2~R2C2~R1C3").unwrap();
        let pairs: Vec<[usize; 2]> = (chain.constraints.iter())
            .filter_map(|c| match c {
                Constraint::Dot { cells, .. } => Some(*cells),
                _ => None,
            })
            .collect();
        assert_eq!(pairs, [[0, 1], [1, 10], [1, 2]]);
    }

    #[test]
    fn a_puzzle_reads_as_iss_writes_it() {
        let text = ".Shape~6x6.Cage~7~R1C1~R1C2.Thermo~R2C1~R2C2~R2C3.WhiteDot~R3C1~R3C2\
                    .Diagonal~-1.~R6C6_2~R5C5_1_3";
        let puzzle = parse(text).unwrap();
        assert_eq!(puzzle.shape.digits(), 6);
        assert_eq!(puzzle.givens[35], Some(2));
        assert!(puzzle.constraints.contains(&Constraint::Allowed {
            cell: 28,
            digits: 0b101
        }));
        assert_eq!(
            write(&puzzle),
            ".Shape~6x6.Cage~7~R1C1~R1C2.Thermo~R2C1~R2C2~R2C3.WhiteDot~R3C1~R3C2.Diagonal~-1\
             .~R5C5_1_3.~R6C6_2"
        );
        assert_eq!(parse(&write(&puzzle)), Ok(puzzle));
    }
}
