//! Valid texts for every decoder, made by the code that writes them: worker requests and replies
//! (the logic worker's real answers), stored memory, grids and links.

use sudoku_solver::logic::Level;
use sudoku_solver::{Algorithm, Board};
use sudoku_testkit::{EASY, INKALA, POINTING};
use sudoku_web::grid::Grid;
use sudoku_web::page::memory::{self, Memory};
use sudoku_web::page::state::link_fragment;
use sudoku_web::workers::Message;
use sudoku_web::workers::logic::{LogicReply, LogicRequest, answer};
use sudoku_web::workers::solver::Request;

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
        texts.extend(link_fragment(&grid));
        let memory = Memory {
            grid,
            undo: vec![Grid::default()],
            ..Memory::default()
        };
        texts.push(memory::encode(&memory));
    }
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
