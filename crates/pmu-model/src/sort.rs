//! Stable sorting through one shared instance of the standard library's sort.
//!
//! `slice::sort_by_key` is generic over the element and the key, so each call site gets its own
//! copy of the sort (a few kilobytes of wasm each). [`sort_by_key`] sorts a permutation of
//! indices instead, with the comparison behind `dyn`, so that the bundle carries the sort once.
//! It is stable and O(n log n) like the standard sort, and computes each key once.

use std::cmp::Ordering;

/// Sorts `v` by `key`, keeping the order of elements whose keys are equal: the result of
/// `v.sort_by_key(key)`.
pub fn sort_by_key<T, K: Ord>(v: &mut Vec<T>, key: impl FnMut(&T) -> K) {
    let keys: Vec<K> = v.iter().map(key).collect();
    let order = permutation(keys.len(), &|a, b| keys[a].cmp(&keys[b]));
    let mut slots: Vec<Option<T>> = v.drain(..).map(Some).collect();
    v.extend(
        order
            .into_iter()
            .filter_map(|i| slots.get_mut(i).and_then(Option::take)),
    );
}

/// The indices `0..n` in the order `cmp` gives them, equal ones in their own order.
fn permutation(n: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| cmp(a, b));
    order
}

#[cfg(test)]
mod tests {
    use super::sort_by_key;

    #[test]
    fn it_sorts_as_the_standard_sort_does_and_keeps_ties_in_order() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for len in [0, 1, 2, 3, 17, 64, 300] {
            let v: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    ((seed % 5) as u8, i)
                })
                .collect();
            let mut ours = v.clone();
            sort_by_key(&mut ours, |x| x.0);
            let mut std = v;
            std.sort_by_key(|x| x.0);
            assert_eq!(ours, std, "length {len}");
        }
    }
}
