//! The allocator of every wasm module (the page and its workers): blocks in power-of-two size
//! classes, one free list per class, carved from memory the module grows 64 KiB page by page.
//!
//! Why our own: the standard library's dlmalloc costs each module about 3 KiB gzipped, and
//! lol_alloc's free list, which we used before, searches one list of every free block on each
//! allocation: a third of the page's script time per keystroke went there (docs/RELIABILITY.md).
//! Here an allocation and a free are a few instructions each.
//!
//! ```text
//! class k holds blocks of 2^k bytes (k = 3 ..= 31), each aligned to min(2^k, 64 KiB)
//!
//!   free[k] ─▶ [next|        ] ─▶ [next|        ] ─▶ 0     a free block's first word links on
//!
//!   fresh:  ... blocks handed out ... | next ───────── end |  taken when free[k] is empty;
//!                                                          grown by whole pages
//! ```
//!
//! A request takes the class of its size or alignment, whichever is larger, rounded up to a
//! power of two (at most half of each block is unused). Freed blocks stay in their class; classes
//! never merge. That suits this app, whose pages allocate the same few shapes over and over. The
//! padding skipped to align a fresh block is not lost: it is cut into smaller aligned blocks.

use core::alloc::{GlobalAlloc, Layout};
use core::cell::UnsafeCell;

/// The unit memory grows by: a wasm page.
pub const PAGE: usize = 64 * 1024;
/// The smallest block: room for the link of a free one.
const MIN_CLASS: u32 = 3;
/// Classes 0 ..= 31: blocks of up to 2 GiB.
const CLASSES: usize = 32;

/// Where fresh memory comes from.
pub trait Grow {
    /// Adds `pages` pages of [`PAGE`] bytes; the address of the first, or `None` when there is
    /// no more memory.
    fn grow(&self, pages: usize) -> Option<usize>;
}

/// Size-class allocation over fresh memory from `G`. Single-threaded: see [`SizeClasses::new`].
pub struct SizeClasses<G> {
    heap: UnsafeCell<Heap>,
    memory: G,
}

struct Heap {
    /// The first free block of each class, 0 for none.
    free: [usize; CLASSES],
    /// Fresh memory: `next..end`.
    next: usize,
    end: usize,
}

// SAFETY: only one thread ever uses an allocator made with `new` (its contract).
unsafe impl<G: Sync> Sync for SizeClasses<G> {}

impl<G> SizeClasses<G> {
    /// An allocator with no memory yet.
    ///
    /// # Safety
    /// It must be used by one thread only (a wasm module without threads, or a test).
    pub const unsafe fn new(memory: G) -> SizeClasses<G> {
        SizeClasses {
            heap: UnsafeCell::new(Heap {
                free: [0; CLASSES],
                next: 0,
                end: 0,
            }),
            memory,
        }
    }
}

/// The class of `layout`: the power of two a block needs; `None` beyond the largest class or
/// for an alignment over a page.
fn class(layout: Layout) -> Option<u32> {
    if layout.align() > PAGE {
        return None;
    }
    let size = layout
        .size()
        .max(layout.align())
        .checked_next_power_of_two()?;
    let class = size.trailing_zeros().max(MIN_CLASS);
    (class < CLASSES as u32).then_some(class)
}

impl Heap {
    fn push(&mut self, class: u32, block: usize) {
        // SAFETY: `block` is a free block of at least 8 bytes, aligned to 8, that we own.
        unsafe { (block as *mut usize).write(self.free[class as usize]) };
        self.free[class as usize] = block;
    }

    fn pop(&mut self, class: u32) -> Option<usize> {
        let block = self.free[class as usize];
        if block == 0 {
            return None;
        }
        // SAFETY: a block on a free list holds the link to the next.
        self.free[class as usize] = unsafe { (block as *const usize).read() };
        Some(block)
    }

    /// Hands `from..to` (both multiples of 8) to the free lists, as the largest aligned blocks
    /// that fit.
    fn release(&mut self, mut from: usize, to: usize) {
        while to - from >= 1 << MIN_CLASS {
            let mut class = from.trailing_zeros().min(CLASSES as u32 - 1);
            while 1usize << class > to - from {
                class -= 1;
            }
            self.push(class, from);
            from += 1 << class;
        }
    }

    /// A fresh block of `class`, growing the memory if it must.
    fn carve(&mut self, class: u32, memory: &impl Grow) -> Option<usize> {
        let size = 1usize << class;
        let align = size.min(PAGE);
        loop {
            let start = self.next.checked_add(align - 1)? & !(align - 1);
            if start.checked_add(size)? <= self.end {
                self.release(self.next, start);
                self.next = start + size;
                return Some(start);
            }
            let pages = (start + size - self.end).div_ceil(PAGE);
            let first = memory.grow(pages)?;
            if first != self.end {
                // Not after ours (the first page, or another grower): the rest is kept as blocks.
                self.release(self.next, self.end);
                self.next = first;
            }
            self.end = first + pages * PAGE;
        }
    }
}

// SAFETY: a block is handed out once until it is freed; it is at least the layout's size and
// aligned to its alignment (a class-k block is aligned to min(2^k, PAGE), and 2^k >= align <=
// PAGE); it lies in memory that `Grow` gave and that nothing else uses.
unsafe impl<G: Grow> GlobalAlloc for SizeClasses<G> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(class) = class(layout) else {
            return core::ptr::null_mut();
        };
        // SAFETY: one thread (the contract of `new`), and no call here re-enters the allocator.
        let heap = unsafe { &mut *self.heap.get() };
        let block = heap.pop(class).or_else(|| heap.carve(class, &self.memory));
        block.map_or(core::ptr::null_mut(), |block| block as *mut u8)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if let Some(class) = class(layout) {
            // SAFETY: as in `alloc`.
            unsafe { &mut *self.heap.get() }.push(class, ptr as usize);
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller passes a valid layout, and the new one has its alignment.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if class(layout) == class(new_layout) {
            return ptr; // The block already has room.
        }
        // SAFETY: `alloc` and `dealloc` with the caller's guarantees; the blocks are distinct.
        unsafe {
            let new = self.alloc(new_layout);
            if !new.is_null() {
                core::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            new
        }
    }
}

/// The memory of the wasm module itself.
#[cfg(target_arch = "wasm32")]
pub struct WasmMemory;

#[cfg(target_arch = "wasm32")]
impl Grow for WasmMemory {
    fn grow(&self, pages: usize) -> Option<usize> {
        let before = core::arch::wasm32::memory_grow(0, pages);
        (before != usize::MAX).then(|| before * PAGE)
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    /// Pages from a buffer of `limit` pages, counting how many were asked for.
    struct Buffer {
        base: usize,
        used: Cell<usize>,
        limit: usize,
    }

    impl Buffer {
        fn new(limit: usize) -> Buffer {
            let layout = Layout::from_size_align(limit * PAGE, PAGE).unwrap();
            // SAFETY: a non-zero size; the buffer is leaked (the test's allocator lives in it).
            let base = unsafe { std::alloc::alloc(layout) } as usize;
            assert_ne!(base, 0);
            Buffer {
                base,
                used: Cell::new(0),
                limit,
            }
        }
    }

    impl Grow for Buffer {
        fn grow(&self, pages: usize) -> Option<usize> {
            let used = self.used.get();
            (used + pages <= self.limit).then(|| {
                self.used.set(used + pages);
                self.base + used * PAGE
            })
        }
    }

    /// The solver's seeded generator, so that failures replay.
    struct Random(sudoku_solver::generate::Rng);

    impl Random {
        fn below(&mut self, n: usize) -> usize {
            self.0.below(n as u64) as usize
        }
    }

    struct Live {
        ptr: *mut u8,
        layout: Layout,
        fill: u8,
    }

    fn intact(live: &Live) -> bool {
        // SAFETY: a live block of `layout.size()` bytes.
        let bytes = unsafe { std::slice::from_raw_parts(live.ptr, live.layout.size()) };
        bytes.iter().all(|&b| b == live.fill)
    }

    /// Random allocations, frees and reallocations of random sizes and alignments: each block
    /// is aligned, inside the buffer, and keeps what was written in it (no two overlap).
    #[test]
    fn blocks_are_aligned_and_never_overlap() {
        let buffer = Buffer::new(512);
        let (base, top) = (buffer.base, buffer.base + 512 * PAGE);
        // SAFETY: this test is the only thread using it.
        let heap = unsafe { SizeClasses::new(buffer) };
        let mut random = Random(sudoku_solver::generate::Rng::new(2026));
        let mut live: Vec<Live> = Vec::new();
        for step in 0..40_000 {
            match random.below(20) {
                0..=7 => {
                    let size = match random.below(20) {
                        0..=7 => 1 + random.below(16),
                        8..=14 => 1 + random.below(300),
                        15..=18 => 1 + random.below(5000),
                        _ => 1 + random.below(3 * PAGE),
                    };
                    let align = 1 << random.below(13);
                    let layout = Layout::from_size_align(size, align).unwrap();
                    // SAFETY: a non-zero size.
                    let ptr = unsafe { heap.alloc(layout) };
                    assert!(!ptr.is_null(), "step {step}: out of memory");
                    assert_eq!(ptr as usize % align, 0, "step {step}: misaligned");
                    assert!(ptr as usize >= base && ptr as usize + size <= top);
                    let fill = (step % 251) as u8;
                    // SAFETY: a fresh block of `size` bytes.
                    unsafe { ptr.write_bytes(fill, size) };
                    live.push(Live { ptr, layout, fill });
                }
                8..=15 if !live.is_empty() => {
                    let gone = live.swap_remove(random.below(live.len()));
                    assert!(intact(&gone), "step {step}: a block was overwritten");
                    // SAFETY: allocated with this layout, freed once.
                    unsafe { heap.dealloc(gone.ptr, gone.layout) };
                }
                16..=18 if !live.is_empty() => {
                    let i = random.below(live.len());
                    assert!(intact(&live[i]), "step {step}: a block was overwritten");
                    let new_size = 1 + random.below(2 * live[i].layout.size() + 8);
                    // SAFETY: a live block with its layout; a non-zero new size.
                    let ptr = unsafe { heap.realloc(live[i].ptr, live[i].layout, new_size) };
                    assert!(!ptr.is_null());
                    let old = &live[i];
                    assert_eq!(ptr as usize % old.layout.align(), 0);
                    let kept = old.layout.size().min(new_size);
                    // SAFETY: the block holds `new_size` bytes, the first `kept` copied over.
                    let bytes = unsafe { std::slice::from_raw_parts(ptr, kept) };
                    assert!(
                        bytes.iter().all(|&b| b == old.fill),
                        "step {step}: realloc lost data"
                    );
                    // SAFETY: as above.
                    unsafe { ptr.write_bytes(old.fill, new_size) };
                    let layout = Layout::from_size_align(new_size, old.layout.align()).unwrap();
                    live[i] = Live {
                        ptr,
                        layout,
                        fill: old.fill,
                    };
                }
                _ => {}
            }
            if step % 1000 == 0 {
                assert!(
                    live.iter().all(intact),
                    "step {step}: a block was overwritten"
                );
            }
        }
        assert!(live.iter().all(intact));
    }

    /// Freed blocks are used again: allocating and freeing the same shapes forever needs no
    /// more memory than the first round did.
    #[test]
    fn freed_blocks_are_reused() {
        let buffer = Buffer::new(64);
        // SAFETY: one thread.
        let heap = unsafe { SizeClasses::new(buffer) };
        let layouts: Vec<Layout> = (1..200)
            .map(|n| Layout::from_size_align(n * 37, 8).unwrap())
            .collect();
        let round = |heap: &SizeClasses<Buffer>| {
            // SAFETY: each block is freed once with its own layout.
            let blocks: Vec<*mut u8> = layouts.iter().map(|&l| unsafe { heap.alloc(l) }).collect();
            for (&ptr, &layout) in blocks.iter().zip(&layouts) {
                unsafe { heap.dealloc(ptr, layout) };
            }
        };
        round(&heap);
        let after_one = heap.memory.used.get();
        for _ in 0..100 {
            round(&heap);
        }
        assert_eq!(heap.memory.used.get(), after_one);
    }

    /// Out of memory is a null pointer, never a block outside the memory; so are sizes and
    /// alignments no class holds.
    #[test]
    fn no_memory_is_null() {
        // SAFETY: one thread.
        let heap = unsafe { SizeClasses::new(Buffer::new(4)) };
        let big = Layout::from_size_align(5 * PAGE, 8).unwrap();
        let page = Layout::from_size_align(PAGE, 8).unwrap();
        // SAFETY: non-zero sizes.
        unsafe {
            assert!(heap.alloc(big).is_null());
            assert!(!heap.alloc(page).is_null());
            assert!(
                heap.alloc(Layout::from_size_align(8, 2 * PAGE).unwrap())
                    .is_null()
            );
            assert!(
                heap.alloc(Layout::from_size_align((1 << 31) + 1, 8).unwrap())
                    .is_null()
            );
        }
    }
}
