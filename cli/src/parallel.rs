//! Work spread over threads, answers kept in order.

use std::sync::atomic::{AtomicUsize, Ordering};

/// `work(0)`, …, `work(len - 1)` on up to `jobs` threads, each claiming `claim` indices at a time
/// (small, so a cluster of slow items spreads over threads); the results in index order, whatever
/// the number of threads.
pub fn map_in_order<T: Send>(
    len: usize,
    jobs: usize,
    claim: usize,
    work: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let jobs = jobs.min(len.div_ceil(claim)).max(1);
    if jobs == 1 {
        return (0..len).map(work).collect();
    }
    let next = AtomicUsize::new(0);
    let mut parts: Vec<(usize, Vec<T>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let start = next.fetch_add(claim, Ordering::Relaxed);
                        if start >= len {
                            return done;
                        }
                        let end = (start + claim).min(len);
                        done.push((start, (start..end).map(&work).collect::<Vec<_>>()));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a worker thread never panics"))
            .collect()
    });
    parts.sort_unstable_by_key(|&(start, _)| start);
    parts.into_iter().flat_map(|(_, results)| results).collect()
}
