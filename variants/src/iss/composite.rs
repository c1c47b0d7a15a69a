//! ISS's composite items: `Or` (at least one of its items, or `And` groups of items, holds),
//! read into [`Constraint::Or`] and written back.

use super::{ParseError, read_item};

/// How deep either/or groups may nest (ISS's puzzles nest one `And` in an `Or`): a bound, so
/// that no text can run the reader out of stack.
const DEEPEST: usize = 8;
use crate::puzzle::{Constraint, Puzzle};
use crate::shape::Shape;

/// An `Or` whose `.Or` item was just read: its alternatives up to its `.End`, and the items
/// after it.
pub(super) fn read_or<'a, 'b>(
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

/// An `Or`'s item, its alternatives written by `item`: one constraint alone, several in an
/// `And` group.
pub(super) fn write_or(
    alternatives: &[Vec<Constraint>],
    item: &dyn Fn(&Constraint) -> String,
) -> String {
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
