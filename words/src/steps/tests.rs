//! The sentences checked against steps the engine finds.

use super::*;
use sudoku_solver::Board;
use sudoku_solver::logic::{Candidates, LogicalPath, next_step};

use sudoku_testkit::INKALA;

#[test]
fn a_hidden_single_in_both_languages() {
    let mut candidates = Candidates::new(&Board::EMPTY);
    let keep = Cell::at(3, 5).unwrap();
    let seven = Digit::new(7).unwrap();
    for cell in Cell::all().filter(|&c| c.box_index() == 4 && c != keep) {
        candidates.eliminate(cell, seven);
    }
    let step = next_step(&candidates).unwrap();
    assert_eq!(
        sentence(&step, Lang::En),
        "Hidden single: in box 5, 7 fits only in Row 4, Column 6."
    );
    assert_eq!(
        sentence(&step, Lang::Zh),
        "隐性唯一数：在第5宫中，7 只能填在第4行，第6列。"
    );
}

#[test]
fn fins_rectangles_and_als_are_said_in_their_own_sentences() {
    // Every step of these techniques on magictour's top1465 (every 4th puzzle) and Norvig's
    // top95: named, every cell it changes named, in both languages, never in the catch-all
    // sentence ("DIGITS in CELLS; so: …").
    use std::collections::BTreeSet;
    let techniques = [
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::UniqueRectangle5,
        Technique::UniqueRectangle6,
        Technique::HiddenRectangle,
        Technique::SueDeCoq,
        Technique::AlignedPairExclusion,
        Technique::AlignedTripleExclusion,
        Technique::GroupedAic,
        Technique::XCycle,
        Technique::ContinuousLoop,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsChain,
        Technique::DeathBlossom,
        Technique::Nishio,
        Technique::CellForcingNet,
        Technique::UnitForcingNet,
    ];
    let mut seen = BTreeSet::new();
    let corpora = [
        sudoku_testkit::corpus("puzzles3_magictour_top1465"),
        sudoku_testkit::corpus("norvig_top95.txt"),
    ];
    let puzzles = corpora[0].iter().step_by(4).chain(&corpora[1]);
    for (_, line) in puzzles {
        let path = LogicalPath::of(&line.parse().unwrap()).unwrap();
        for step in path
            .steps
            .iter()
            .filter(|s| techniques.contains(&s.technique))
        {
            seen.insert(step.technique);
            for lang in Lang::ALL {
                let said = sentence(step, lang);
                assert!(said.starts_with(lang.technique(step.technique)), "{said}");
                assert!(!said.contains("{}"), "{said}");
                let name = lang.technique(step.technique);
                let catch_all = match lang {
                    Lang::En => format!("{name}: {} in ", lang.digits(step.digits)),
                    Lang::Zh => "，涉及".to_string(),
                };
                assert!(!said.contains(&catch_all), "{said}");
                for &(cell, _) in &step.eliminations {
                    assert!(said.contains(&lang.cell(cell)), "{said}");
                }
            }
        }
    }
    // Those the corpora use: all but these rarer ones, whose rules have hand-made positions
    // in the solver's tests.
    let rare = [
        Technique::SashimiXWing,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle5,
        Technique::UniqueRectangle6,
        Technique::CellForcingNet,
        Technique::UnitForcingNet,
    ];
    for technique in techniques.into_iter().filter(|t| !rare.contains(t)) {
        assert!(seen.contains(&technique), "{technique}: {seen:?}");
    }
}

#[test]
fn a_first_hint_names_units_never_a_long_list_of_cells() {
    // The fifth of Norvig's top 95: its path has chains of four cells and more.
    let chained =
        "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...";
    let path = LogicalPath::of(&chained.parse().unwrap()).unwrap();
    let many = (path.steps.iter())
        .find(|s| s.units.is_empty() && s.cells.len() > CELLS_NAMED && !is_forcing(s))
        .expect("the path has a step about many cells");
    let said = look(many, Lang::En);
    assert!(!said.contains("Row "), "{said}");
    assert!(said.starts_with("Look at box "), "{said}");
    let boxes = said.matches("box ").count();
    let expected: std::collections::BTreeSet<usize> =
        many.cells.iter().map(|c| c.box_index()).collect();
    assert_eq!(boxes, expected.len(), "{said}");
    assert!(look(many, Lang::Zh).starts_with("请看第"));
    // Units in a natural list.
    let mut candidates = Candidates::new(&Board::EMPTY);
    let keep = Cell::at(3, 5).unwrap();
    for cell in Cell::all().filter(|&c| c.box_index() == 4 && c != keep) {
        candidates.eliminate(cell, Digit::new(7).unwrap());
    }
    assert_eq!(
        look(&next_step(&candidates).unwrap(), Lang::En),
        "Look at box 5."
    );
    let three = ["box 1".to_string(), "row 2".into(), "column 3".into()];
    assert_eq!(and_list(&three, Lang::En), "box 1, row 2 and column 3");
    assert_eq!(and_list(&three[..2], Lang::Zh), "box 1和row 2");
}

#[test]
fn a_drawn_chain_is_said_by_its_ends() {
    let kite: Board =
        "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8..."
            .parse()
            .unwrap();
    let path = LogicalPath::of(&kite).unwrap();
    let step = path.steps.iter().find(|s| !s.chain().is_empty()).unwrap();
    assert_eq!(
        drawn_sentence(step, Lang::En),
        "2-String Kite: the chain shows that Row 9, Column 1 is 4 or Row 6, \
         Column 4 is 4; so: 4 from Row 6, Column 1."
    );
    assert_eq!(
        drawn_sentence(step, Lang::Zh),
        "双线风筝：链说明第9行，第1列是 4，或第6行，第4列是 4；所以：第6行，第1列去掉 4。"
    );
    assert!(sentence(step, Lang::En).len() > 2 * drawn_sentence(step, Lang::En).len());
    // A step without a chain reads as always.
    let single = &path.steps[0];
    assert_eq!(drawn_sentence(single, Lang::En), sentence(single, Lang::En));
}

#[test]
fn a_drawn_loop_is_said_to_close() {
    // The 20th of Norvig's top 95: step 27 is a continuous loop from r1c9's 1 back to it.
    let looped: Board =
        "..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56"
            .parse()
            .unwrap();
    let path = LogicalPath::of(&looped).unwrap();
    let step = &path.steps[26];
    assert_eq!(step.technique, Technique::ContinuousLoop, "{step}");
    assert_eq!(
        drawn_sentence(step, Lang::En),
        "Continuous loop: the loop closes on itself, so each of its weak links (dashed) has \
         exactly one true end; so: 5 from Row 2, Column 6; 1 from Row 2, Column 9."
    );
    assert_eq!(
        drawn_sentence(step, Lang::Zh),
        "连续环：环首尾相接，所以每条弱链（虚线）恰有一端成立；所以：第2行，第6列去掉 5；第2行，第9列去掉 1。"
    );
    // The whole sentence names every node, the first again at the end.
    let said = sentence(step, Lang::En);
    assert!(
        said.contains("the loop 1 in Row 1, Column 9; 9 in Row 1, Column 9;"),
        "{said}"
    );
    assert!(
        said.contains("1 in Row 4, Column 9; 1 in Row 1, Column 9 alternates"),
        "{said}"
    );
}

#[test]
fn every_step_of_a_hard_path_reads_in_both_languages() {
    let path = LogicalPath::of(&INKALA.parse().unwrap()).unwrap();
    for step in &path.steps {
        let (en, zh) = (sentence(step, Lang::En), sentence(step, Lang::Zh));
        assert!(en.ends_with('.') && !en.contains("{}"), "{en}");
        assert!(zh.ends_with('。') && !zh.contains("{}"), "{zh}");
        assert!(zh.chars().any(|c| c > '\u{2e80}'), "{zh}");
    }
    // Every technique has a name of its own in each language (none falls to the fallback).
    for lang in Lang::ALL {
        let names: std::collections::HashSet<&str> =
            Technique::ALL.iter().map(|&t| lang.technique(t)).collect();
        assert_eq!(names.len(), Technique::ALL.len(), "{lang:?}");
    }
}

#[test]
fn a_forcing_net_on_the_page_counts_its_cells_and_looks_at_its_start() {
    let path = LogicalPath::of(&INKALA.parse().unwrap()).unwrap();
    let net = (path.steps.iter())
        .find(|s| s.technique == Technique::ForcingNet && s.cells.len() > 2)
        .expect("Inkala's path has a forcing net");
    let (cell, digit) = net.eliminations[0];
    let at = Lang::En.cell(cell);
    assert_eq!(
        drawn_sentence(net, Lang::En),
        format!(
            "Forcing net (contradiction): if {at} held {digit}, the digits it forces in {} \
             other cells would leave a cell or a digit with no place; so: {digit} from {at}.",
            net.cells.len() - 1
        )
    );
    assert!(drawn_sentence(net, Lang::Zh).contains("由此在另外"));
    assert!(sentence(net, Lang::En).len() > drawn_sentence(net, Lang::En).len());
    assert_eq!(
        look(net, Lang::En),
        format!("Look at {at}: follow what each of its digits would force.")
    );
    assert!(look(net, Lang::Zh).starts_with(&format!("请看{}", Lang::Zh.cell(cell))));
}

#[test]
fn a_nested_forcing_net_says_it_follows_nets_inside() {
    let path = LogicalPath::of(&INKALA.parse().unwrap()).unwrap();
    assert_eq!(path.guesses(), 0, "Inkala's puzzle is explained end to end");
    let nested = (path.steps.iter())
        .find(|s| s.technique == Technique::NestedForcingNet)
        .expect("Inkala's path needs a nested forcing net");
    let (cell, digit) = nested.eliminations[0];
    let at = Lang::En.cell(cell);
    let en = sentence(nested, Lang::En);
    assert!(
        en.starts_with(&format!(
            "Nested forcing net (contradiction): if {at} held {digit}, what that forces, with \
             every forcing net inside it followed too (digits at "
        )),
        "{en}"
    );
    assert!(en.ends_with(&format!("so: {digit} from {at}.")), "{en}");
    let drawn = drawn_sentence(nested, Lang::En);
    assert!(drawn.contains(&format!(
        "in {} other cells, with every",
        nested.cells.len() - 1
    )));
    assert!(drawn_sentence(nested, Lang::Zh).contains("其中每个强制网也一并推演"));
    assert!(sentence(nested, Lang::Zh).starts_with("嵌套强制网（矛盾）：如果"));
}

#[test]
fn a_forcing_chain_says_what_was_assumed() {
    let board = INKALA.parse().unwrap();
    let path = LogicalPath::of(&board).unwrap();
    let step = (path.steps.iter())
        .find(|s| s.technique == Technique::ForcingChain)
        .expect("Inkala's path needs a forcing chain");
    let (cell, digit) = step.eliminations[0];
    let en = sentence(step, Lang::En);
    let start = format!(
        "Forcing chain (contradiction): if {} held {digit}, ",
        Lang::En.cell(cell)
    );
    assert!(en.starts_with(&start), "{en}");
    assert!(
        en.ends_with(&format!("so: {digit} from {}.", Lang::En.cell(cell))),
        "{en}"
    );
    let zh = sentence(step, Lang::Zh);
    assert!(
        zh.starts_with(&format!(
            "强制链（矛盾）：如果{}填 {digit}",
            Lang::Zh.cell(cell)
        )),
        "{zh}"
    );
}

#[test]
fn a_fish_names_its_rows_and_columns() {
    use sudoku_solver::logic::Candidates;
    // 1 in rows 1 and 5 only at columns 1 and 5: an X-Wing.
    let mut candidates = Candidates::new(&Board::EMPTY);
    let one = Digit::new(1).unwrap();
    for cell in
        Cell::all().filter(|c| (c.row() == 0 || c.row() == 4) && c.col() != 0 && c.col() != 4)
    {
        candidates.eliminate(cell, one);
    }
    let step = next_step(&candidates).unwrap();
    assert_eq!(step.technique, Technique::XWing);
    let en = sentence(&step, Lang::En);
    assert!(
        en.starts_with("X-Wing: in row 1, row 5, 1 fits only in column 1, column 5; so the rest of those lose it: 1 from Row 2, Column 1; "),
        "{en}"
    );
    let zh = sentence(&step, Lang::Zh);
    assert!(
        zh.starts_with("X 翼：在第1行、第5行中，1 只能在第1列、第5列；"),
        "{zh}"
    );
}

#[test]
fn a_wing_names_its_pivot_and_wings() {
    use sudoku_solver::logic::Candidates;
    // r1c1 {1,2} sees r1c5 {1,3} and r5c1 {2,3}: r5c5 loses 3.
    let mut candidates = Candidates::new(&Board::EMPTY);
    for (cell, keep) in [((0, 0), [1, 2]), ((0, 4), [1, 3]), ((4, 0), [2, 3])] {
        for d in (1..=9).filter(|d| !keep.contains(d)) {
            candidates.eliminate(Cell::at(cell.0, cell.1).unwrap(), Digit::new(d).unwrap());
        }
    }
    let step = next_step(&candidates).unwrap();
    assert_eq!(step.technique, Technique::XYWing);
    assert_eq!(
        sentence(&step, Lang::En),
        "XY-Wing: the pivot Row 1, Column 1 and its wings Row 1, Column 5 and Row 5, Column 1 \
         hold only 1, 2, 3 between them, two each; whichever the pivot holds, a wing holds 3; \
         so cells seeing both wings lose it: 3 from Row 5, Column 5."
    );
}

#[test]
fn every_step_of_norvigs_top95_reads_in_both_languages() {
    let mut named = std::collections::BTreeSet::new();
    for (_, line) in sudoku_testkit::corpus("norvig_top95.txt") {
        let board: Board = line.parse().unwrap();
        for step in &LogicalPath::of(&board).unwrap().steps {
            for lang in Lang::ALL {
                let said = sentence(step, lang);
                let name = lang.technique(step.technique);
                assert!(said.starts_with(name), "{said}");
                assert!(!said.contains("{}") && !said.contains(";;"), "{said}");
                assert!(
                    said.ends_with(if lang == Lang::Zh { '。' } else { '.' }),
                    "{said}"
                );
                // Every candidate it removes is named.
                for &(cell, digit) in &step.eliminations {
                    assert!(said.contains(&lang.cell(cell)) && said.contains(&digit.to_string()));
                }
            }
            named.insert(step.technique);
        }
    }
    assert!(named.len() >= 15, "{named:?}");
}

#[test]
fn a_wrong_digit_is_refuted_in_both_languages() {
    use sudoku_solver::logic::refute;
    let board: Board =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()
            .unwrap();
    let candidates = Candidates::new(&board);
    let at = |r, c| Cell::at(r, c).unwrap();
    let (one, five) = (Digit::new(1).unwrap(), Digit::new(5).unwrap());
    let seen = refute(&candidates, at(0, 2), five).unwrap();
    assert_eq!(
        refutation(&seen, Lang::En),
        "Row 1, Column 3 cannot be 5: Row 1, Column 1 already holds 5."
    );
    assert_eq!(
        refutation(&seen, Lang::Zh),
        "第1行，第3列不能是 5：第1行，第1列已经是 5。"
    );
    let direct = refute(&candidates, at(0, 2), one).unwrap();
    assert_eq!(
        refutation(&direct, Lang::En),
        "Row 1, Column 3 cannot be 1: then 1 would have no place left in column 8."
    );
    assert_eq!(
        refutation(&direct, Lang::Zh),
        "第1行，第3列不能是 1：否则数字 1 在第8列中将没有位置。"
    );
    // The first wrong candidate whose refutation needs three singles or more.
    let chain = (Cell::all().flat_map(|c| candidates.get(c).iter().map(move |d| (c, d))))
        .filter_map(|(c, d)| refute(&candidates, c, d))
        .find(|r| r.forced.len() >= 3)
        .unwrap();
    let (cell, digit) = chain.assumed;
    let (en, zh) = (refutation(&chain, Lang::En), refutation(&chain, Lang::Zh));
    assert!(
        en.starts_with(&format!("If {} held {digit}: ", Lang::En.cell(cell))),
        "{en}"
    );
    assert!(
        en.ends_with(&format!(". So {digit} cannot go there.")),
        "{en}"
    );
    assert!(
        zh.starts_with(&format!("如果{}填 {digit}：", Lang::Zh.cell(cell))),
        "{zh}"
    );
    assert!(
        zh.ends_with(&format!("。所以 {digit} 不能填在那里。")),
        "{zh}"
    );
    assert!(!zh.is_ascii() && !zh.contains("would"), "{zh}");
    // Each forced digit is named with its reason.
    for forced in &chain.forced {
        let named = format!("{} would be {} (", Lang::En.cell(forced.cell), forced.digit);
        assert!(en.contains(&named), "{en}");
    }
    assert_eq!(
        ruled_out_later(at(2, 3), five, false, 7, Technique::XWing, Lang::En),
        "Singles alone do not rule out 5 from Row 3, Column 4 on that board; the solving path \
         from there does, at its step 7 (X-Wing). Go back to that move and press Hint to follow it."
    );
    assert_eq!(
        ruled_out_later(at(2, 3), five, true, 7, Technique::XWing, Lang::Zh),
        "第3行，第4列必须是 5：从那一步的盘面出发，解题路径在第 7 步（X 翼）把它填在那里。回到那一步，按“提示”一步步跟着走。"
    );
}

#[test]
fn the_wrong_move_is_said_before_its_reason() {
    let (at, five) = (Cell::at(2, 3).unwrap(), Digit::new(5).unwrap());
    let said = |number, marks, lang| went_wrong(number, 30, (at, five), marks, lang);
    assert_eq!(
        said(12, false, Lang::En),
        "Move 12 of 30 went wrong: it put 5 in Row 3, Column 4."
    );
    assert_eq!(
        said(12, false, Lang::Zh),
        "第 12 步（共 30 步）出了错：它填了第3行，第4列的 5。"
    );
    assert_eq!(
        said(1, true, Lang::En),
        "Move 1 of 30 went wrong: its marks left out 5 in Row 3, Column 4."
    );
    assert_eq!(
        said(1, true, Lang::Zh),
        "第 1 步（共 30 步）出了错：它的标记漏掉了第3行，第4列的 5。"
    );
    assert_eq!(
        said(0, false, Lang::En),
        "It went wrong before the oldest move kept: a move put 5 in Row 3, Column 4."
    );
    assert_eq!(
        said(0, true, Lang::Zh),
        "错误发生在保留的最早一步之前：有一步的标记漏掉了第3行，第4列的 5。"
    );
}
