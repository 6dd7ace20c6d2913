//! Case `debug-speed`: the test suite renders boards in the default
//! (debug) profile, so dependencies must be optimised there or rendering in tests is tens
//! of times slower. This reads the manifest's bytes and fails if that setting goes away.

#[test]
fn debug_speed_dependencies_are_optimised_in_the_dev_profile() {
    let manifest = include_str!("../Cargo.toml");
    let section = manifest
        .split("[profile.dev.package.\"*\"]")
        .nth(1)
        .expect("Cargo.toml has a [profile.dev.package.\"*\"] section");
    let section = section.split("\n[").next().unwrap_or_default();
    assert!(
        section.lines().any(|l| l.replace(' ', "") == "opt-level=3"),
        "dependencies must build with opt-level = 3 in the dev profile: {section}"
    );
}
