//! ISS's constraint strings, written: what [`parse`](super::parse) reads, so that a puzzle
//! round-trips. The kinds ISS has no type for (slow thermometers, nabner lines, minima and
//! maxima, box indexers) are written under this crate's names, which ISS itself refuses.

use crate::puzzle::{Constraint, Dot, Index, Line, Puzzle, Strict};
use crate::shape::Shape;

/// Writes `puzzle` as an ISS constraint string ([`parse`](super::parse) reads it back to the same puzzle).
pub fn write(puzzle: &Puzzle) -> String {
    let shape = puzzle.shape;
    let mut items: Vec<String> = Vec::new();
    let (rows, cols, digits) = (shape.rows(), shape.cols(), shape.digits());
    let zero = shape.zero();
    match digits == rows.max(cols) {
        _ if zero == 1 => items.push(format!("Shape~{rows}x{cols}~0-{}", digits - 1)),
        _ if shape == Shape::CLASSIC => {}
        true => items.push(format!("Shape~{rows}x{cols}")),
        false => items.push(format!("Shape~{rows}x{cols}~{digits}")),
    }
    // Boxes (or jigsaw regions) of another size than the longer side: ISS's `RegionSize`.
    let regions = shape.region_size();
    if regions != rows.max(cols) {
        items.push(format!("RegionSize~{regions}"));
    }
    items.extend(puzzle.constraints.iter().map(|c| item(shape, c)));
    let givens: Vec<String> = (puzzle.givens.iter().enumerate())
        .filter_map(|(cell, given)| given.map(|d| format!("{}_{}", shape.name(cell), d - zero)))
        .collect();
    if !givens.is_empty() {
        items.push(format!("~{}", givens.join("~")));
    }
    items.iter().map(|item| format!(".{item}")).collect()
}

/// One constraint's item.
fn item(shape: Shape, constraint: &Constraint) -> String {
    let name = |cell: &usize| shape.name(*cell).to_string();
    let names = |cells: &[usize]| cells.iter().map(name).collect::<Vec<_>>().join("~");
    match constraint {
        Constraint::Cage { sum, cells } => {
            // Digits written from 0: the total as written, less one a cell.
            let shift = u32::from(shape.zero()) * cells.len() as u32;
            let sum = sum.map(|s| (s - shift).to_string()).unwrap_or_default();
            format!("Cage~{sum}~{}", names(cells))
        }
        Constraint::Regions(ids) => {
            let layout: String = ids
                .iter()
                .map(|&id| char::from_digit(u32::from(id), 36).unwrap_or('?'))
                .collect();
            format!("Jigsaw~{layout}")
        }
        Constraint::NoBoxes => "NoBoxes".into(),
        Constraint::Diagonal(d) => format!("Diagonal~{d}"),
        Constraint::AntiKnight => "AntiKnight".into(),
        Constraint::AntiKing => "AntiKing".into(),
        Constraint::AntiConsecutive => "AntiConsecutive".into(),
        Constraint::Strict(Strict::Kropki) => "StrictKropki".into(),
        Constraint::Strict(Strict::Xv) => "StrictXV".into(),
        Constraint::Windoku => "Windoku".into(),
        Constraint::DisjointSets => "DisjointSets".into(),
        Constraint::AllDifferent(cells) => format!("AllDifferent~{}", names(cells)),
        Constraint::Thermo(cells) => format!("Thermo~{}", names(cells)),
        Constraint::Arrow { circle, line } => {
            format!("Arrow~{}~{}", name(circle), names(line))
        }
        Constraint::Dot { kind, cells } => {
            let kind = match kind {
                Dot::White => "WhiteDot",
                Dot::Black => "BlackDot",
                Dot::X => "X",
                Dot::V => "V",
            };
            format!("{kind}~{}", names(cells))
        }
        Constraint::LittleKiller { sum, cells } => {
            format!("LittleKiller~{sum}~{}", name(&cells[0]))
        }
        Constraint::Sandwich { sum, line } => {
            let (r0, c0) = shape.row_col(line[0]);
            let (r1, _) = shape.row_col(line[1]);
            match r0 == r1 {
                true => format!("Sandwich~{sum}~R{}", r0 + 1),
                false => format!("Sandwich~{sum}~C{}", c0 + 1),
            }
        }
        Constraint::Allowed { cell, digits } => {
            let digits: Vec<String> = (0..16)
                .filter(|d| digits >> d & 1 == 1)
                .map(|d| (d + 1 - u16::from(shape.zero())).to_string())
                .collect();
            format!("~{}_{}", name(cell), digits.join("_"))
        }
        Constraint::Sum { total, cells } => {
            let weights: Vec<i32> = cells.iter().map(|&(_, w)| w).collect();
            let total = total - i32::from(shape.zero()) * weights.iter().sum::<i32>();
            let cells: Vec<usize> = cells.iter().map(|&(c, _)| c).collect();
            match weights.iter().all(|&w| w == 1) {
                true => format!("Sum~{total}~{}", names(&cells)),
                false => {
                    let weights: Vec<String> = weights.iter().map(i32::to_string).collect();
                    format!("Sum~{total}_=_{}~{}", weights.join("_"), names(&cells))
                }
            }
        }
        other => more(shape, other),
    }
}

/// The item of a line, a pill arrow, a clone, a quadruple, a minimum or maximum, an outside clue
/// or an indexer.
fn more(shape: Shape, constraint: &Constraint) -> String {
    let name = |cell: &usize| shape.name(*cell).to_string();
    let names = |cells: &[usize]| cells.iter().map(name).collect::<Vec<_>>().join("~");
    match constraint {
        Constraint::Line { kind, cells } => {
            let kind = match kind {
                Line::SlowThermo => "SlowThermo".to_string(),
                Line::Whisper(apart) => format!("Whisper~{apart}"),
                Line::Renban => "Renban".into(),
                Line::Nabner => "Nabner".into(),
                Line::Palindrome => "Palindrome".into(),
                Line::Between => "Between".into(),
                Line::Entropic => "Entropic".into(),
                Line::Modular(m) => format!("Modular~{m}"),
                Line::Zipper => "Zipper".into(),
                Line::RegionSum => "RegionSumLine".into(),
                Line::DoubleArrow => "DoubleArrow".into(),
                Line::Sum { total, looped } => {
                    let end = if *looped { "~LOOP" } else { "" };
                    return format!("SumLine~{total}~{}{end}", names(cells));
                }
            };
            format!("{kind}~{}", names(cells))
        }
        Constraint::Pill { pill, line } => {
            format!("PillArrow~{}~{}~{}", pill.len(), names(pill), names(line))
        }
        Constraint::Clone(pair) => format!("SameValues~2~{}", names(pair)),
        Constraint::Quadruple { cells, digits } => {
            let digits: Vec<String> = (digits.iter())
                .map(|d| (d - shape.zero()).to_string())
                .collect();
            format!("Quad~{}~{}", name(&cells[0]), digits.join("~"))
        }
        Constraint::Minimum(cell) => format!("Minimum~{}", name(cell)),
        Constraint::GreaterThan(cells) => format!("GreaterThan~{}", names(cells)),
        Constraint::Rellik { total, cells } => format!("RellikCage~{total}~{}", names(cells)),
        Constraint::Pairwise {
            allows,
            all,
            name,
            cells,
        } => {
            let kind = if *all { "PairX" } else { "Pair" };
            let key = super::more::write_key(allows, shape.digits());
            format!("{kind}~{key}~_{name}~{}", names(cells))
        }
        Constraint::Maximum(cell) => format!("Maximum~{}", name(cell)),
        Constraint::XSum { sum, line } => outside(shape, "XSum", *sum, line),
        Constraint::Skyscraper { count, line } => outside(shape, "Skyscraper", *count, line),
        Constraint::NumberedRoom { digit, line } => outside(shape, "NumberedRoom", *digit, line),
        Constraint::GlobalEntropy => "GlobalEntropy".into(),
        Constraint::GlobalMod => "GlobalMod".into(),
        Constraint::CountingCircles(cells) => format!("CountingCircles~{}", names(cells)),
        Constraint::AntiTaxicab => "AntiTaxicab".into(),
        Constraint::DutchFlatmates => "DutchFlatmates".into(),
        Constraint::Lunchbox { sum, cells } => format!("Lunchbox~{sum}~{}", names(cells)),
        Constraint::EqualityCage(cells) => format!("EqualityCage~{}", names(cells)),
        Constraint::Lockout { apart, cells } => format!("Lockout~{apart}~{}", names(cells)),
        Constraint::HiddenSkyscraper { digit, line } => {
            outside(shape, "HiddenSkyscraper", *digit, line)
        }
        Constraint::Or(alternatives) => {
            write_or(alternatives, &|constraint| item(shape, constraint))
        }
        Constraint::Indexer { by, cell } => {
            let by = match by {
                Index::Row => "R",
                Index::Column => "C",
                Index::Box => "B",
            };
            format!("Indexing~{by}~{}", name(cell))
        }
        _ => String::new(),
    }
}

/// An outside clue's item: its row or column, then the clue at the start or at the end.
fn outside(shape: Shape, kind: &str, clue: u32, line: &[usize]) -> String {
    let (row, index, from_end) = shape.line_place(line);
    let name = format!("{}{}", if row { 'R' } else { 'C' }, index + 1);
    match from_end {
        false => format!("{kind}~{name}~{clue}~"),
        true => format!("{kind}~{name}~~{clue}"),
    }
}

/// An `Or`'s item, its alternatives written by `item`: one constraint alone, several in an
/// `And` group.
fn write_or(alternatives: &[Vec<Constraint>], item: &dyn Fn(&Constraint) -> String) -> String {
    let mut out = String::from("Or");
    for alternative in alternatives {
        match alternative.as_slice() {
            [one] => out.push_str(&format!(".{}", item(one))),
            several => {
                out.push_str(".And");
                for constraint in several {
                    out.push_str(&format!(".{}", item(constraint)));
                }
                out.push_str(".End");
            }
        }
    }
    out.push_str(".End");
    out
}
