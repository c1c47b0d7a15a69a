//! Work spread over threads, answers kept in order.

use std::ops::Range;
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
    map_chunks_in_order(len, jobs, claim, |chunk| {
        chunk.map(&work).collect::<Vec<_>>()
    })
    .into_iter()
    .flatten()
    .collect()
}

/// `work` on the chunks `0..claim`, `claim..2 * claim`, … of `0..len` on up to `jobs` threads, a
/// chunk at a time; the results in the chunks' order, whatever the number of threads.
pub fn map_chunks_in_order<T: Send>(
    len: usize,
    jobs: usize,
    claim: usize,
    work: impl Fn(Range<usize>) -> T + Sync,
) -> Vec<T> {
    let chunks = (0..len)
        .step_by(claim)
        .map(|start| start..(start + claim).min(len));
    let jobs = jobs.min(len.div_ceil(claim)).max(1);
    if jobs == 1 {
        return chunks.map(work).collect();
    }
    let next = AtomicUsize::new(0);
    let mut parts: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let start = next.fetch_add(claim, Ordering::Relaxed);
                        if start >= len {
                            return done;
                        }
                        done.push((start, work(start..(start + claim).min(len))));
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
    parts.into_iter().map(|(_, result)| result).collect()
}
