//! The evaluation: what a peg on a hole costs its army, in sixteenths of a step.
//!
//! Every army is seen in its own frame, the board turned so that the army runs from the
//! top point (row 0) to the bottom point (row 16):
//!
//! ```text
//!            row 0    home tip
//!        rows 0–3     home point
//!        rows 4–12    the centre hexagon (the army's axis is x2 = 0)
//!        rows 13–16   target point
//!            row 16   target tip
//! ```
//!
//! The cost of a peg is `step · d + convex · d² / 16 + lateral · |x2|` where `d` is its
//! distance in steps to the target's tip and `|x2|` its (doubled) distance from the axis
//! while it is outside the target. The sum over an army is smallest exactly when the ten
//! pegs fill the target, so the same function guides the opening, the race and the endgame:
//!
//! - **distance**: progress is the drop in distance to the target's tip; inside the target
//!   that means filling the deep holes first, so latecomers find room at the front;
//! - **stragglers**: the convex term makes a step of a peg far behind worth more than the
//!   same step of a peg in front, so no peg is left at home while the others race;
//! - **lateral**: pegs near the axis meet more pegs to hop over and block fewer lanes.

use std::sync::{Arc, LazyLock};

use crate::core::{Hole, Point, HOLE_COUNT};

/// The weights of the cost of a peg (see the module docs). Units: sixteenths of a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Cost per step of distance to the target's tip.
    pub step: i32,
    /// Weight of `d² / 16` (stragglers).
    pub convex: i32,
    /// Cost per unit of doubled distance from the axis, outside the target.
    pub lateral: i32,
    /// Cost per (own peg still at home × other peg already in that home point): gets the
    /// last pegs out before the arriving army shuts them in.
    pub trap: i32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            step: 16,
            convex: 8,
            lateral: 1,
            trap: 64,
        }
    }
}

/// Cube coordinates of a hole relative to the centre hole i5.
fn cube(h: Hole) -> (i32, i32, i32) {
    let r = h.row() as i32 - 8;
    let q = (h.x2() - r) / 2;
    (q, -q - r, r)
}

/// The hole with cube coordinates `c`.
fn from_cube(c: (i32, i32, i32)) -> Option<Hole> {
    let (q, _, r) = c;
    Hole::at(r + 8, 2 * q + r)
}

/// Turns `c` by 60° about the centre.
fn rotate(c: (i32, i32, i32)) -> (i32, i32, i32) {
    (-c.2, -c.0, -c.1)
}

/// `h` in the frame of the army from `home`: `(row, x2)` with its target at the bottom.
#[must_use]
pub fn frame(home: Point, h: Hole) -> (i32, i32) {
    let bottom = Point::S.tip();
    let mut target = cube(home.opposite().tip());
    let mut c = cube(h);
    for _ in 0..6 {
        if from_cube(target) == Some(bottom) {
            break;
        }
        target = rotate(target);
        c = rotate(c);
    }
    let h = from_cube(c).expect("the board is symmetric under rotation");
    (h.row() as i32, h.x2())
}

/// The cost of every hole for every army.
#[derive(Clone, Debug)]
pub(crate) struct CostTables {
    table: Box<[[i32; HOLE_COUNT]; 6]>,
}

/// The tables of the default weights, built once.
static DEFAULT_TABLES: LazyLock<Arc<CostTables>> =
    LazyLock::new(|| Arc::new(CostTables::build(&Weights::default())));

impl CostTables {
    /// The tables for `w` (shared when `w` is the default).
    pub fn new(w: &Weights) -> Arc<CostTables> {
        if *w == Weights::default() {
            Arc::clone(&DEFAULT_TABLES)
        } else {
            Arc::new(CostTables::build(w))
        }
    }

    fn build(w: &Weights) -> CostTables {
        let mut table = Box::new([[0; HOLE_COUNT]; 6]);
        for home in Point::ALL {
            let tip = home.opposite().tip();
            let target = home.opposite().holes();
            for h in Hole::all() {
                let d = h.distance(tip) as i32;
                let (_, x2) = frame(home, h);
                let lateral = if target.contains(h) { 0 } else { x2.abs() };
                table[home.index()][h.index()] =
                    w.step * d + w.convex * d * d / 16 + w.lateral * lateral;
            }
        }
        CostTables { table }
    }

    #[inline]
    pub fn get(&self, army: usize, h: Hole) -> i32 {
        self.table[army][h.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_frame_puts_the_target_at_the_bottom() {
        for home in Point::ALL {
            assert_eq!(frame(home, home.opposite().tip()), (16, 0), "{home:?}");
            assert_eq!(frame(home, home.tip()), (0, 0), "{home:?}");
            for h in home.opposite().holes() {
                assert!(frame(home, h).0 >= 13);
            }
        }
    }

    #[test]
    fn the_full_target_is_the_cheapest_army() {
        let costs = CostTables::new(&Weights::default());
        for home in Point::ALL {
            let a = home.index();
            let target = home.opposite().holes();
            let worst_inside = target.iter().map(|h| costs.get(a, h)).max().unwrap();
            let best_outside = target
                .complement()
                .iter()
                .map(|h| costs.get(a, h))
                .min()
                .unwrap();
            assert!(worst_inside < best_outside, "{home:?}");
        }
    }
}
