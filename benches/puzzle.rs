//! Criterion benchmark of the daily puzzle's making (`src/puzzle/`): each kind's puzzle
//! of a fixed day, made and checked from nothing (the generator's positions tried, the
//! uniqueness of the answer: every legal move, or the exhaustive search of "home in
//! N"), and a whole week. Run with `cargo bench --bench puzzle`; figures are recorded in
//! BENCHMARKS.md.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};

use checkers_bot::puzzle::Puzzle;

/// 2026-12-08 ("home in 3") and 2026-12-09 ("farthest move").
const DAYS: [(&str, u64); 2] = [("home 2026-12-08", 20_795), ("farthest 2026-12-09", 20_796)];

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("puzzle");
    for (name, day) in DAYS {
        group.bench_with_input(BenchmarkId::from_parameter(name), &day, |b, &day| {
            b.iter(|| Puzzle::of_day(black_box(day)));
        });
    }
    group.bench_function("a week from 2026-12-08", |b| {
        b.iter(|| {
            (20_795..20_802)
                .map(|day| Puzzle::of_day(black_box(day)).tries)
                .sum::<u32>()
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
