//! A stack of at most `N` values in place, without a heap allocation: the triad search's states.
//!
//! A `Vec` of the search's 64 states (24 KiB) was a large allocation per puzzle, and glibc's
//! allocator consolidated its free lists each time: 6% of the triad search's time on serg's
//! puzzles, whose searches are short. The search never holds more than 55 states (see
//! `super::run`), so a fixed array suffices; pushing past `N` panics rather than write out of
//! bounds.

use core::mem::MaybeUninit;

/// Up to `N` values of `T`; the first `len` slots hold values, the rest are uninitialized.
pub(super) struct Stack<T: Copy, const N: usize> {
    slots: [MaybeUninit<T>; N],
    len: usize,
}

impl<T: Copy, const N: usize> Stack<T, N> {
    /// An empty stack: nothing written (an array of `MaybeUninit` needs no initializing).
    #[inline(always)]
    pub(super) fn new() -> Self {
        Stack {
            slots: [const { MaybeUninit::uninit() }; N],
            len: 0,
        }
    }

    #[inline(always)]
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Puts `value` on top. Panics when the stack already holds `N` values.
    #[inline(always)]
    pub(super) fn push(&mut self, value: T) {
        assert!(self.len < N, "a search deeper than its stack");
        self.slots[self.len].write(value);
        self.len += 1;
    }

    /// Takes the top value off, if any.
    #[inline(always)]
    pub(super) fn pop(&mut self) -> Option<T> {
        self.len = self.len.checked_sub(1)?;
        // SAFETY: slot `len` (the old top) is below the old `len`, so it was written.
        #[allow(unsafe_code)]
        Some(unsafe { self.slots[self.len].assume_init() })
    }

    /// Pushes a copy of the top value, one `v128` at a time. A plain copy of a triad state (384
    /// bytes) becomes `memory.copy`, which V8 runs as a call into C: two per branch, 1.5% of the
    /// triad search's time on forum_hardest_1106. Volatile reads and writes are not merged back
    /// into one. Panics when the stack is empty or full.
    #[cfg(wasm_simd)]
    #[inline(always)]
    pub(super) fn push_copy_of_top(&mut self) {
        use core::arch::wasm32::v128;
        const {
            assert!(size_of::<T>().is_multiple_of(16) && align_of::<T>() >= 16);
        }
        assert!(
            0 < self.len && self.len < N,
            "a search deeper than its stack"
        );
        let source = self.slots[self.len - 1].as_ptr().cast::<v128>();
        let target = self.slots[self.len].as_mut_ptr().cast::<v128>();
        // SAFETY: slot `len - 1` holds a value and slot `len` is in the array (checked above),
        // two distinct slots; a `T` is a whole number of 16-byte vectors and aligned to 16
        // (checked above), so every read is within the one and every write within the other,
        // aligned. `T: Copy`: a copy of its bytes is a valid `T`, and slot `len` is written whole
        // before `len` counts it.
        #[allow(unsafe_code)]
        unsafe {
            for i in 0..size_of::<T>() / 16 {
                core::ptr::write_volatile(target.add(i), core::ptr::read_volatile(source.add(i)));
            }
        }
        self.len += 1;
    }
}

impl<T: Copy, const N: usize> core::ops::Index<usize> for Stack<T, N> {
    type Output = T;

    #[inline(always)]
    fn index(&self, i: usize) -> &T {
        assert!(i < self.len);
        // SAFETY: slots below `len` hold values.
        #[allow(unsafe_code)]
        unsafe {
            self.slots[i].assume_init_ref()
        }
    }
}

impl<T: Copy, const N: usize> core::ops::IndexMut<usize> for Stack<T, N> {
    #[inline(always)]
    fn index_mut(&mut self, i: usize) -> &mut T {
        assert!(i < self.len);
        // SAFETY: slots below `len` hold values.
        #[allow(unsafe_code)]
        unsafe {
            self.slots[i].assume_init_mut()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Stack;

    #[test]
    fn a_stack_gives_back_what_was_pushed_last_first() {
        let mut stack = Stack::<(usize, u32), 3>::new();
        assert_eq!(stack.pop(), None);
        stack.push((1, 10));
        stack.push((2, 20));
        stack[0].1 += 1;
        assert_eq!((stack.len(), stack[0], stack[1]), (2, (1, 11), (2, 20)));
        assert_eq!(stack.pop(), Some((2, 20)));
        stack.push((3, 30));
        stack.push((4, 40));
        assert_eq!(stack.len(), 3);
        assert_eq!(
            [stack.pop(), stack.pop(), stack.pop()],
            [Some((4, 40)), Some((3, 30)), Some((1, 11))]
        );
        assert_eq!(stack.pop(), None);
    }

    #[test]
    #[should_panic(expected = "a search deeper than its stack")]
    fn a_full_stack_refuses_one_more() {
        let mut stack = Stack::<u8, 2>::new();
        for value in 0..3 {
            stack.push(value);
        }
    }

    #[test]
    #[should_panic]
    fn a_slot_above_the_top_cannot_be_read() {
        let mut stack = Stack::<u8, 2>::new();
        stack.push(1);
        let _ = stack[1];
    }
}
