//! The solver's Web Worker (loaded by the page; see `sudoku_web::worker` for its messages).
//!
//! The fast solver answers at once. The backtracking algorithms can need hundreds of millions of
//! tries, so they run in slices of about 20 ms: after each slice the worker yields to its event
//! loop (through a `MessageChannel`, which, unlike a zero timeout, is not slowed down when
//! repeated), so a `cancel` or a newer `solve` from the page is read at once.

#[cfg(target_arch = "wasm32")]
fn main() {
    run::start();
}

/// Only a browser runs the worker; natively there is nothing to do.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}

#[cfg(target_arch = "wasm32")]
mod run {
    use std::cell::RefCell;
    use std::rc::Rc;

    use sudoku_solver::{Algorithm, Backtracker, Board};
    use sudoku_web::status::Verdict;
    use sudoku_web::stepping::Stepper;
    use sudoku_web::worker::{Reply, Request, Timed};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageChannel, MessageEvent, WorkerGlobalScope};

    /// How long one slice should run before the worker reads its messages.
    const SLICE_MILLIS: f64 = 20.0;
    /// Progress at most this often: each one becomes a status change a screen reader may read.
    const PROGRESS_MILLIS: f64 = 1000.0;
    /// A solve quicker than this is timed again (see [`mean_millis`]).
    const SHORT_MILLIS: f64 = 5.0;
    /// How long the repeats of a short solve run, in all.
    const REPEAT_MILLIS: f64 = 20.0;

    /// A backtracking search under way.
    struct Job {
        run: u32,
        puzzle: Board,
        algorithm: Algorithm,
        search: Backtracker,
        start: f64,
        /// When the first solution was found, in ms after `start`.
        first_millis: Option<f64>,
        last_progress: f64,
        /// Tries per slice, adjusted to take about SLICE_MILLIS.
        slice: u64,
    }

    struct Worker {
        scope: DedicatedWorkerGlobalScope,
        /// The search being stepped through, with its number.
        walk: Option<(u32, Stepper)>,
        /// Posting to it schedules the next slice.
        tick: MessageChannel,
        job: Option<Job>,
    }

    /// Milliseconds on the worker's monotonic clock.
    fn now() -> f64 {
        js_sys::global()
            .unchecked_into::<WorkerGlobalScope>()
            .performance()
            .map_or_else(js_sys::Date::now, |clock| clock.now())
    }

    /// The time of one solve that took `first` ms. Browsers coarsen the clock (to 0.1 ms in
    /// Chromium), so a shorter solve than [`SHORT_MILLIS`] is run `again` for about
    /// [`REPEAT_MILLIS`] and the mean taken: the fast solver's 50 µs would otherwise read as 0
    /// or 0.1 ms.
    fn mean_millis(first: f64, mut again: impl FnMut()) -> f64 {
        if first >= SHORT_MILLIS {
            return first;
        }
        let start = now();
        let mut runs = 0u32;
        loop {
            again();
            runs += 1;
            if now() - start >= REPEAT_MILLIS || runs >= 100_000 {
                return (now() - start) / f64::from(runs);
            }
        }
    }

    impl Worker {
        fn post(&self, reply: &Reply) {
            let _ = self.scope.post_message(&JsValue::from_str(&reply.encode()));
        }

        fn schedule(&self) {
            let _ = self.tick.port1().post_message(&JsValue::NULL);
        }

        fn on_request(&mut self, request: Request) {
            match request {
                Request::Cancel { run } => {
                    if self.job.as_ref().is_some_and(|job| job.run == run) {
                        self.job = None;
                    }
                    if self.walk.as_ref().is_some_and(|(id, _)| *id == run) {
                        self.walk = None;
                    }
                }
                Request::Walk {
                    run,
                    algorithm,
                    puzzle,
                } => self.walk = Some((run, Stepper::new(&puzzle, algorithm))),
                Request::Check { run, puzzle } => {
                    // Stops at the second solution: milliseconds at most, even for a near-empty
                    // board, so it is answered at once, between slices of a long solve.
                    let verdict = Verdict::of(&puzzle.solve_with(Algorithm::Fast).outcome);
                    self.post(&Reply::Checked { run, verdict });
                }
                Request::Step { run, steps, lang } => {
                    let frame = match self.walk.as_mut() {
                        Some((id, stepper)) if *id == run => stepper.advance(steps, lang),
                        _ => return,
                    };
                    self.post(&Reply::Stepped {
                        run,
                        frame: Box::new(frame),
                    });
                }
                Request::Solve {
                    run,
                    algorithm,
                    puzzle,
                } => {
                    // A newer solve replaces a running one: the page no longer wants it.
                    self.job = None;
                    self.start(run, algorithm, puzzle);
                }
            }
        }

        fn start(&mut self, run: u32, algorithm: Algorithm, puzzle: Board) {
            let start = now();
            match Backtracker::new(&puzzle, algorithm, 2) {
                // The fast solver takes milliseconds at most: no slices. Its time to the first
                // solution is that of a search that stops there.
                None => {
                    let report = puzzle.solve_with(algorithm);
                    let millis = mean_millis(now() - start, || {
                        std::hint::black_box(puzzle.solve_with(algorithm));
                    });
                    let first = report.first.map(|counts| {
                        let start = now();
                        puzzle.first_solution_with(algorithm);
                        let millis = mean_millis(now() - start, || {
                            std::hint::black_box(puzzle.first_solution_with(algorithm));
                        });
                        Timed { counts, millis }
                    });
                    self.post(&Reply::Done {
                        run,
                        outcome: Box::new(report.outcome),
                        all: Timed {
                            counts: report.counts,
                            millis,
                        },
                        first,
                    });
                }
                Some(search) => {
                    self.job = Some(Job {
                        run,
                        puzzle,
                        algorithm,
                        search,
                        start,
                        first_millis: None,
                        last_progress: start,
                        slice: 20_000,
                    });
                    self.schedule();
                }
            }
        }

        fn on_tick(&mut self) {
            let Some(job) = self.job.as_mut() else { return };
            let before = now();
            let over = job.search.advance(job.slice);
            // A slice pauses just after a solution: the first one's time is read here.
            let found_first = job.first_millis.is_none() && job.search.first().is_some();
            if found_first {
                job.first_millis = Some(now() - job.start);
            }
            if let Some(report) = over {
                let (puzzle, algorithm) = (job.puzzle, job.algorithm);
                let first = report
                    .first
                    .zip(job.first_millis)
                    .map(|(counts, took)| Timed {
                        counts,
                        millis: mean_millis(took, || {
                            std::hint::black_box(puzzle.first_solution_with(algorithm));
                        }),
                    });
                let done = Reply::Done {
                    run: job.run,
                    outcome: Box::new(report.outcome),
                    all: Timed {
                        counts: report.counts,
                        millis: mean_millis(now() - job.start, || {
                            std::hint::black_box(puzzle.solve_with(algorithm));
                        }),
                    },
                    first,
                };
                self.job = None;
                self.post(&done);
                return;
            }
            if !found_first {
                // A slice cut short by the solution says nothing of the speed.
                let took = (now() - before).max(0.5);
                job.slice =
                    ((job.slice as f64 * SLICE_MILLIS / took) as u64).clamp(1_000, 50_000_000);
            }
            let progress = (now() - job.last_progress >= PROGRESS_MILLIS).then(|| {
                job.last_progress = now();
                Reply::Progress {
                    run: job.run,
                    tries: job.search.counts().tries,
                    millis: now() - job.start,
                }
            });
            if let Some(progress) = progress {
                self.post(&progress);
            }
            self.schedule();
        }
    }

    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let Ok(tick) = MessageChannel::new() else {
            return;
        };
        let worker = Rc::new(RefCell::new(Worker {
            scope: scope.clone(),
            walk: None,
            tick,
            job: None,
        }));

        let on_message = {
            let worker = worker.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let request = event
                    .data()
                    .as_string()
                    .and_then(|text| Request::decode(&text));
                if let Some(request) = request {
                    worker.borrow_mut().on_request(request);
                }
            })
        };
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();

        let on_tick = {
            let worker = worker.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |_: MessageEvent| {
                worker.borrow_mut().on_tick();
            })
        };
        worker
            .borrow()
            .tick
            .port2()
            .set_onmessage(Some(on_tick.as_ref().unchecked_ref()));
        on_tick.forget();

        // Only now are messages read: the page has held its requests until this.
        worker.borrow().post(&Reply::Ready);
    }
}
