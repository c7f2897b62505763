//! The board's blocks of cards ([`Blocks`]), kept in two levels so that copying a board costs a
//! pointer, however many blocks a long game's dead fill: the blocks sit in shared chunks of
//! [`CHUNK`], the chunks in one shared list. A copy shares the list; the first change to a block
//! after a copy copies the list (a pointer per chunk) and the block's chunk (a pointer per block),
//! not the pointers to every block of the board.

use std::sync::Arc;

/// Blocks to a chunk.
const CHUNK: usize = 32;

type Chunk<T> = Vec<Arc<T>>;

/// A list of shared blocks, copied on write at each of its two levels.
pub(super) struct Blocks<T> {
    chunks: Arc<Vec<Arc<Chunk<T>>>>,
    len: usize,
}

impl<T> Clone for Blocks<T> {
    fn clone(&self) -> Self {
        Blocks {
            chunks: Arc::clone(&self.chunks),
            len: self.len,
        }
    }
}

impl<T> Default for Blocks<T> {
    fn default() -> Self {
        Blocks {
            chunks: Arc::default(),
            len: 0,
        }
    }
}

/// The blocks in order ([`Blocks::iter`]).
pub(super) type Iter<'a, T> = std::iter::FlatMap<
    std::slice::Iter<'a, Arc<Chunk<T>>>,
    std::slice::Iter<'a, Arc<T>>,
    fn(&'a Arc<Chunk<T>>) -> std::slice::Iter<'a, Arc<T>>,
>;

impl<T> Blocks<T> {
    #[cfg(test)]
    fn len(&self) -> usize {
        self.len
    }

    pub(super) fn get(&self, at: usize) -> Option<&Arc<T>> {
        self.chunks.get(at / CHUNK)?.get(at % CHUNK)
    }

    /// The block at `at`, to change or replace: its chunk and the list of chunks are copied
    /// first if another board shares them.
    pub(super) fn get_mut(&mut self, at: usize) -> Option<&mut Arc<T>> {
        if at >= self.len {
            return None;
        }
        let chunk = Arc::make_mut(&mut self.chunks).get_mut(at / CHUNK)?;
        Arc::make_mut(chunk).get_mut(at % CHUNK)
    }

    pub(super) fn last_mut(&mut self) -> Option<&mut Arc<T>> {
        self.get_mut(self.len.checked_sub(1)?)
    }

    pub(super) fn push(&mut self, block: Arc<T>) {
        let chunks = Arc::make_mut(&mut self.chunks);
        if self.len.is_multiple_of(CHUNK) {
            chunks.push(Arc::new(Vec::with_capacity(CHUNK)));
        }
        if let Some(last) = chunks.last_mut() {
            Arc::make_mut(last).push(block);
            self.len += 1;
        }
    }

    pub(super) fn iter(&self) -> Iter<'_, T> {
        let blocks: fn(&Arc<Chunk<T>>) -> std::slice::Iter<'_, Arc<T>> = |chunk| chunk.iter();
        self.chunks.iter().flat_map(blocks)
    }

    /// Every block, to change: every chunk is copied first if another board shares it.
    pub(super) fn iter_mut(&mut self) -> impl Iterator<Item = &mut Arc<T>> {
        Arc::make_mut(&mut self.chunks)
            .iter_mut()
            .flat_map(|c| Arc::make_mut(c).iter_mut())
    }

    /// Whether the two hold the same blocks by pointer, chunk by chunk (`false` says nothing).
    pub(super) fn same_as(&self, other: &Blocks<T>) -> bool {
        Arc::ptr_eq(&self.chunks, &other.chunks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(b: &Blocks<usize>) -> Vec<usize> {
        b.iter().map(|v| **v).collect()
    }

    #[test]
    fn a_copy_keeps_its_blocks_when_the_original_changes_one() {
        let mut a = Blocks::default();
        for i in 0..(CHUNK * 3 + 5) {
            a.push(Arc::new(i));
        }
        let b = a.clone();
        assert!(a.same_as(&b));
        *a.get_mut(CHUNK + 1).expect("a block") = Arc::new(1000);
        a.push(Arc::new(2000));
        assert!(!a.same_as(&b));
        let want: Vec<usize> = (0..(CHUNK * 3 + 5)).collect();
        assert_eq!(values(&b), want);
        assert_eq!(b.len(), want.len());
        assert_eq!(a.len(), want.len() + 1);
        assert_eq!(a.get(CHUNK + 1).map(|v| **v), Some(1000));
        assert_eq!(a.get(CHUNK * 3 + 5).map(|v| **v), Some(2000));
        // Chunks the change did not reach are still shared with the copy.
        assert!(Arc::ptr_eq(&a.chunks[0], &b.chunks[0]));
        assert!(!Arc::ptr_eq(&a.chunks[1], &b.chunks[1]));
        assert_eq!(a.iter().rev().map(|v| **v).next(), Some(2000));
    }

    #[test]
    fn every_block_changed_leaves_a_copy_as_it_was() {
        let mut a = Blocks::default();
        for i in 0..(CHUNK + 2) {
            a.push(Arc::new(i));
        }
        let b = a.clone();
        for v in a.iter_mut() {
            *v = Arc::new(**v * 2);
        }
        assert_eq!(values(&b), (0..(CHUNK + 2)).collect::<Vec<_>>());
        assert_eq!(
            values(&a),
            (0..(CHUNK + 2)).map(|v| v * 2).collect::<Vec<_>>()
        );
        assert!(a.get_mut(CHUNK + 2).is_none());
        assert!(Blocks::<usize>::default().last_mut().is_none());
    }
}
