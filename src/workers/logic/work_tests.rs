//! The logic worker's work, tested natively: ratings in slices, hints, new and practice
//! puzzles, Where did I go wrong?'s reasons.

use super::*;

use crate::workers::Message;
use crate::workers::clock::Ticking;
use sudoku_solver::logic::Level;
use sudoku_solver::logic::se::Tenths;
use sudoku_testkit::{EASY, INKALA};

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

/// Every reply goes through the text protocol and comes back the same.
fn check(request: LogicRequest) -> LogicReply {
    let sent = LogicRequest::decode(&request.encode());
    assert_eq!(sent.as_ref(), Some(&request));
    let reply = answer(&request).expect("a reply");
    assert_eq!(LogicReply::decode(&reply.encode()), Some(reply.clone()));
    reply
}

#[test]
fn a_chain_travels_with_its_step() {
    // The fifth of Norvig's top 95: its path has a 2-String Kite and a Skyscraper.
    let givens =
        "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...";
    let LogicReply::Path {
        path: Ok(rated), ..
    } = check(LogicRequest::Path {
        id: 1,
        givens: board(givens),
    })
    else {
        panic!("the puzzle is rated")
    };
    let chained = rated.steps.iter().find(|s| !s.chain.is_empty());
    let chained = chained.expect("the path has a chain");
    assert!(
        chained.words[0].starts_with("2-String Kite"),
        "{}",
        chained.words[0]
    );
    assert_eq!(chained.chain.len(), 4);
}

fn hint(givens: Board, entries: Board, ruled_out: Marks) -> HintAnswer {
    match check(LogicRequest::Hint {
        id: 7,
        givens,
        entries,
        ruled_out,
    }) {
        LogicReply::Hint { id: 7, answer } => answer,
        other => panic!("not a hint: {other:?}"),
    }
}

/// Runs `work`'s slices until it is idle; the replies they post.
fn run_slices(work: &mut LogicWork<Ticking>) -> Vec<LogicReply> {
    let mut replies = Vec::new();
    for _ in 0..100_000 {
        if !work.busy() {
            return replies;
        }
        work.slice(&mut |reply| replies.push(reply));
    }
    panic!("the rating never ends");
}

/// Sends `request` to `work`, then runs its slices until it is idle; every reply, in order.
fn replies_to(work: &mut LogicWork<Ticking>, request: LogicRequest) -> Vec<LogicReply> {
    let mut replies = Vec::new();
    work.request(request, &mut |reply| replies.push(reply));
    replies.extend(run_slices(work));
    replies
}

#[test]
fn a_rating_in_slices_says_how_far_it_is_and_ends_as_a_whole_one_does() {
    // Each reading of the clock moves it 5 ms: a slice is a few steps, progress is said
    // every 250 ms.
    let mut work = LogicWork::new(Ticking::new(5.0));
    let path = LogicRequest::Path {
        id: 8,
        givens: board(INKALA),
    };
    let mut posted = Vec::new();
    work.request(path.clone(), &mut |reply| posted.push(reply));
    assert!(posted.is_empty() && work.busy());
    let replies = run_slices(&mut work);
    let (last, before) = replies.split_last().expect("replies");
    let whole = answer(&path).expect("a reply");
    assert_eq!(last, &whole);
    // Before it, the page's own path alone, once, as soon as it is whole: the same steps,
    // the rating to come.
    let LogicReply::Path {
        path: Ok(rated), ..
    } = &whole
    else {
        panic!("Inkala's puzzle has one solution")
    };
    let early: Vec<&LogicReply> = (before.iter())
        .filter(|reply| matches!(reply, LogicReply::Path { .. }))
        .collect();
    let explained = LogicReply::Path {
        id: 8,
        path: Ok(Rated {
            se: None,
            ..rated.clone()
        }),
    };
    assert_eq!(early, [&explained]);
    assert_eq!(LogicReply::decode(&explained.encode()), Some(explained));
    let percents: Vec<u8> = (before.iter())
        .filter_map(|reply| match reply {
            LogicReply::Progress { id: 8, percent } => Some(*percent),
            LogicReply::Path { .. } => None,
            other => panic!("not progress: {other:?}"),
        })
        .collect();
    assert!(percents.len() >= 2, "{percents:?}");
    assert!(percents.windows(2).all(|w| w[0] <= w[1]), "{percents:?}");
    assert!(*percents.last().unwrap() <= 100);
}

#[test]
fn a_hint_is_answered_in_the_middle_of_a_rating_and_a_newer_rating_replaces_it() {
    let mut work = LogicWork::new(Ticking::new(5.0));
    let mut posted: Vec<LogicReply> = Vec::new();
    let mut post = |reply| posted.push(reply);
    work.request(
        LogicRequest::Path {
            id: 1,
            givens: board(INKALA),
        },
        &mut post,
    );
    work.slice(&mut post);
    assert!(work.busy(), "Inkala's rating takes more than a slice");
    // A hint is answered at once, the rating still in hand.
    let hint = LogicRequest::Hint {
        id: 2,
        givens: board(INKALA),
        entries: Board::EMPTY,
        ruled_out: Marks::default(),
    };
    let mut hinted = Vec::new();
    work.request(hint.clone(), &mut |reply| hinted.push(reply));
    assert_eq!(hinted, [answer(&hint).expect("a reply")]);
    assert!(work.busy());
    // A newer rating replaces it: only the newer is answered.
    work.request(
        LogicRequest::Path {
            id: 3,
            givens: board(EASY),
        },
        &mut post,
    );
    let replies = run_slices(&mut work);
    let paths: Vec<(u32, bool)> = (replies.iter())
        .filter_map(|reply| match reply {
            LogicReply::Path { id, path } => {
                Some((*id, path.as_ref().is_ok_and(|p| p.se.is_some())))
            }
            _ => None,
        })
        .collect();
    // The newer's path, explained, then rated (this clock makes it take several slices).
    assert_eq!(paths, [(3, false), (3, true)]);
    // A cancel drops the rating in hand: nothing more is said.
    work.request(
        LogicRequest::Path {
            id: 4,
            givens: board(INKALA),
        },
        &mut |_| {},
    );
    work.request(LogicRequest::Cancel, &mut |_| {
        panic!("a cancel has no reply")
    });
    assert!(!work.busy());
    // Givens without one solution are answered at once.
    let mut said = Vec::new();
    work.request(
        LogicRequest::Path {
            id: 5,
            givens: Board::EMPTY,
        },
        &mut |reply| said.push(reply),
    );
    assert_eq!(
        said,
        [LogicReply::Path {
            id: 5,
            path: Err(Some(Verdict::Multiple))
        }]
    );
    assert!(!work.busy());
}

#[test]
fn a_new_puzzle_is_made_at_the_level_asked_and_the_seed_decides_it() {
    for level in Level::ALL {
        let LogicReply::Generated {
            id: 4,
            puzzle: Some((puzzle, solution)),
        } = check(LogicRequest::Generate {
            id: 4,
            level,
            seed: 99,
        })
        else {
            panic!("not a new puzzle")
        };
        // With its solution (Print sheet's answers).
        let sudoku_solver::Outcome::Unique(solved) = puzzle.solve().outcome else {
            panic!("one solution")
        };
        assert_eq!(solved.board(), solution);
        let path = SePath::of(&puzzle).expect("one solution");
        assert_eq!(path.level(), level, "{puzzle}");
        assert!(Symmetry::Rotate180.holds(&puzzle));
        let again = answer(&LogicRequest::Generate {
            id: 4,
            level,
            seed: 99,
        });
        let puzzle = Some((puzzle, solution));
        assert_eq!(again, Some(LogicReply::Generated { id: 4, puzzle }));
    }
}

#[test]
fn a_practice_puzzle_has_the_technique_as_its_hardest_step_in_slices_too() {
    let technique = sudoku_solver::logic::Technique::XWing;
    let request = LogicRequest::Practice {
        id: 6,
        technique,
        seed: 3,
    };
    let Some(LogicReply::Generated {
        id: 6,
        puzzle: Some((puzzle, solution)),
    }) = answer(&request)
    else {
        panic!("a practice puzzle for an X-Wing")
    };
    let path = LogicalPath::of(&puzzle).unwrap();
    let order = sudoku_solver::generate::technique_order;
    let hardest = path.steps.iter().map(|s| order(s.technique)).max();
    assert_eq!(hardest, Some(order(technique)), "{puzzle}");
    // The worker's slices find the same one, answering between them.
    let mut work = LogicWork::new(Ticking::default());
    assert_eq!(
        replies_to(&mut work, request),
        [LogicReply::Generated {
            id: 6,
            puzzle: Some((puzzle, solution))
        }]
    );
}

#[test]
fn a_practice_puzzle_not_found_in_30_seconds_is_said_none() {
    // A clock that moves 500 ms a reading: 30 s are some sixty candidates, and a jellyfish is
    // never the hardest step of so few (none in 16,000: docs/BENCHMARKS.md, "Practice").
    let mut work = LogicWork::new(Ticking::new(500.0));
    let request = LogicRequest::Practice {
        id: 8,
        technique: sudoku_solver::logic::Technique::Jellyfish,
        seed: 1,
    };
    assert_eq!(
        replies_to(&mut work, request),
        [LogicReply::Generated {
            id: 8,
            puzzle: None
        }]
    );
    assert!(!work.busy());
}

#[test]
fn a_path_is_rated_and_its_steps_fill_the_board() {
    let LogicReply::Path {
        id: 3,
        path: Ok(rated),
    } = check(LogicRequest::Path {
        id: 3,
        givens: board(INKALA),
    })
    else {
        panic!("Inkala's puzzle has one solution")
    };
    let se = rated.se.as_ref().expect("rated");
    assert_eq!(se.level, Level::Extreme);
    // SE's own rating (its nested forcing chains, "+ forcing chains").
    assert_eq!(se.er, Tenths(107));
    assert_eq!(se.hardest[0], "Nested forcing chain (+ forcing chains)");
    let mut filled = board(INKALA);
    for step in &rated.steps {
        assert!(!step.words[0].is_empty() && !step.words[1].is_empty());
        for &(cell, digit) in &step.placements {
            filled.set(cell, Some(digit));
        }
    }
    let Outcome::Unique(solution) = board(INKALA).solve().outcome else {
        panic!()
    };
    assert_eq!(filled, solution.board());

    let LogicReply::Path { path: Ok(easy), .. } = check(LogicRequest::Path {
        id: 4,
        givens: board(EASY),
    }) else {
        panic!()
    };
    let se = easy.se.as_ref().expect("rated");
    assert_eq!(se.level, Level::Easy);
    assert_eq!(se.er, Tenths(12));
    assert_eq!(easy.guesses, 0);
    assert_eq!(se.hardest, ["Hidden single", "隐性唯一数"]);
}

#[test]
fn puzzles_without_one_solution_have_no_path() {
    for (givens, why) in [
        (Board::EMPTY, Some(Verdict::Multiple)),
        (board(&format!("55{}", ".".repeat(79))), None),
    ] {
        let reply = check(LogicRequest::Path { id: 1, givens });
        assert_eq!(
            reply,
            LogicReply::Path {
                id: 1,
                path: Err(why)
            }
        );
        assert_eq!(
            hint(givens, Board::EMPTY, Marks::default()),
            HintAnswer::NotOne(why)
        );
    }
}

#[test]
fn a_hint_on_the_persons_board() {
    // The first step of the easy puzzle, and where to look for it.
    let HintAnswer::Step { look, step } = hint(board(EASY), Board::EMPTY, Marks::default()) else {
        panic!("a step expected")
    };
    assert!(!step.region.is_empty());
    assert!(look[0].starts_with("Look at "), "{}", look[0]);
    assert!(step.words[0].contains(&step.placements[0].1.to_string()));
    // With that step's digit entered, the next hint is another step.
    let (cell, digit) = step.placements[0];
    let entries = Board::EMPTY.with(cell, Some(digit));
    let HintAnswer::Step { step: next, .. } = hint(board(EASY), entries, Marks::default()) else {
        panic!()
    };
    assert_ne!(next.placements, step.placements);
    // A wrong entry is named, not built on.
    let wrong = Digit::new(digit.get() % 9 + 1).unwrap();
    let entries = Board::EMPTY.with(cell, Some(wrong));
    assert_eq!(
        hint(board(EASY), entries, Marks::default()),
        HintAnswer::Wrong(vec![(cell, wrong)])
    );
    // The whole solution entered: solved.
    let Outcome::Unique(solution) = board(EASY).solve().outcome else {
        panic!()
    };
    assert_eq!(
        hint(board(EASY), solution.board(), Marks::default()),
        HintAnswer::Solved
    );
    // Notes that leave out the solution's digit: said, cell by cell.
    let needed = solution.get(cell);
    let other = Digit::new(needed.get() % 9 + 1).unwrap();
    let ruled_out = Grid::loaded(board(EASY))
        .toggle_note(cell, other)
        .unwrap()
        .ruled_out();
    assert_eq!(
        ruled_out,
        Marks::from_pairs(
            Digit::ALL
                .into_iter()
                .filter(|&d| d != other)
                .map(|d| (cell, d))
        )
    );
    assert_eq!(
        hint(board(EASY), Board::EMPTY, ruled_out),
        HintAnswer::Lost(vec![(cell, needed)])
    );
}

#[test]
fn struck_candidates_lead_to_the_next_step() {
    // Inkala's path needs eliminations: applying each hint's eliminations as struck
    // candidates and its placements as entries, hints walk the whole way without repeating.
    let givens = board(INKALA);
    let (mut entries, mut struck) = (Board::EMPTY, Marks::default());
    for _ in 0..400 {
        match hint(givens, entries, struck) {
            HintAnswer::Step { step, .. } => {
                assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
                for &(cell, digit) in &step.placements {
                    entries.set(cell, Some(digit));
                }
                for &(cell, digit) in &step.eliminations {
                    assert!(!struck.contains(cell, digit), "{step:?} repeats");
                    struck = struck.with(cell, digit);
                }
            }
            HintAnswer::Solved => return,
            other => panic!("{other:?}"),
        }
    }
    panic!("400 hints did not finish Inkala's puzzle");
}
