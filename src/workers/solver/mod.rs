//! The solver's Web Worker: every solve, comparison, live check and stepping runs here, so the
//! page keeps responding whatever the puzzle or the algorithm. `src/bin/worker.rs` serves
//! [`SolverWork`] in it.

mod protocol;
mod stepper;
mod work;

pub use protocol::{Reply, Request, Solver};
pub use stepper::{Frame, LOG_LENGTH, Stepper};
pub use work::SolverWork;
