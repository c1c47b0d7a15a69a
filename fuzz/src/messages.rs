//! Valid texts for every decoder, made by the code that writes them: worker requests and replies
//! (the logic worker's real answers), stored memory, grids and links.

use sudoku_solver::logic::Level;
use sudoku_solver::{Algorithm, Board};
use sudoku_testkit::{EASY, INKALA, POINTING};
use sudoku_web::grid::Grid;
use sudoku_web::page::memory::{self, Memory};
use sudoku_web::page::state::link_fragment;
use sudoku_web::workers::Message;
use sudoku_web::workers::Service;
use sudoku_web::workers::logic::{LogicReply, LogicRequest, answer};
use sudoku_web::workers::solver::Request;
use sudoku_web::workers::variant::{VariantReply, VariantRequest, VariantWork};

/// A few of each kind.
pub fn valid() -> Vec<String> {
    let boards: Vec<Board> = [INKALA, EASY, POINTING]
        .iter()
        .map(|p| p.parse().expect("fixtures parse"))
        .collect();
    let mut texts = Vec::new();
    for (i, &givens) in boards.iter().enumerate() {
        let id = i as u32;
        let logic = [
            LogicRequest::Path { id, givens },
            LogicRequest::Hint {
                id,
                givens,
                entries: Board::EMPTY,
                ruled_out: Default::default(),
            },
            LogicRequest::Generate {
                id,
                level: Level::ALL[i],
                seed: 7,
            },
            LogicRequest::Cancel,
        ];
        for request in logic {
            texts.push(request.encode());
            texts.extend(answer(&request).map(|reply| reply.encode()));
        }
        texts.push(LogicReply::Progress { id, percent: 50 }.encode());
        for algorithm in Algorithm::ALL {
            texts.push(
                Request::Solve {
                    run: id,
                    algorithm,
                    puzzle: givens,
                }
                .encode(),
            );
        }
        let grid = Grid::loaded(givens);
        texts.push(grid.encode());
        texts.extend(link_fragment(&grid, None));
        texts.extend(link_fragment(
            &grid,
            Some("9x9; cage 3 r1c1 r1c2; diagonal \\"),
        ));
        let memory = Memory {
            grid,
            undo: vec![Grid::default()],
            ..Memory::default()
        };
        texts.push(memory::encode(&memory));
    }
    // The variant worker's requests and its real answers to them: a killer read, checked, solved.
    let killer = "9x9; cage 3 r1c1 r1c2; cage 17 r9c8 r9c9; thermo r5c5 r5c6 r5c7; white r2c2 r2c3";
    let mut variant = VariantWork::default();
    let grid = format!("12{}", ".".repeat(79));
    for request in [
        VariantRequest::Read {
            id: 1,
            text: killer.into(),
        },
        VariantRequest::Read {
            id: 2,
            text: "not a puzzle".into(),
        },
        VariantRequest::Check {
            id: 3,
            puzzle: killer.into(),
            grid: grid.clone(),
        },
        VariantRequest::Solve {
            id: 4,
            puzzle: killer.into(),
            grid,
        },
        VariantRequest::Cancel,
    ] {
        texts.push(request.encode());
        variant.request(request, &mut |reply| texts.push(reply.encode()));
    }
    texts.push(
        VariantReply::Progress {
            id: 4,
            branches: 64,
        }
        .encode(),
    );
    // The solver worker's replies, as its protocol documents them.
    texts.extend(
        [
            "ready",
            "progress\t3\t45360\t1200",
            &format!(
                "done\t1\tunique:{}\t4569975,507775,507775,59,480000\t45360,5067,5008,59,4900",
                sudoku_testkit::INKALA_SOLVED
            ),
            "done\t2\tnone\t0,0,0,0,10\t-",
            "checked\t4\tmultiple",
        ]
        .map(String::from),
    );
    texts
}
