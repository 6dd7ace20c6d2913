//! `/healthz` and `/metrics` (docs/operating.md "Health and metrics"): the bot against the
//! fake Discord over a real PostgreSQL server. In a process of its own (`rusty-fork`): the
//! metrics recorder is one per process, so counts are exact only there.

use crate::common;
use crate::discord_harness;
use crate::pg_server;

use std::time::{Duration, Instant};

use discord_harness::{players, two_people_by_button, Harness, Setup};
use pg_server::PgServer;
use serde_json::json;

/// `GET http://addr/path`: the status and the body.
async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    let response = reqwest::get(format!("http://{addr}{path}")).await.unwrap();
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

/// `checkers-bot health --url http://addr/healthz`: its exit code and standard error.
async fn health_command(addr: std::net::SocketAddr) -> (Option<i32>, String) {
    let url = format!("http://{addr}/healthz");
    tokio::task::spawn_blocking(move || {
        let (code, _, stderr) = common::run_bin(&["health", "--url", &url]);
        (code, stderr)
    })
    .await
    .unwrap()
}

/// A health check of a bot that is not running fails, saying the page does not answer.
#[test]
fn the_health_command_fails_when_nothing_answers() {
    let free = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap();
    let url = format!("http://{free}/healthz");
    let (code, _, stderr) = common::run_bin(&["health", "--url", &url]);
    assert_eq!(code, Some(1));
    assert!(
        stderr.starts_with(&format!("error: {url} does not answer: ")),
        "{stderr}"
    );
}

/// The value of the sample `name` (with its labels, as written) in Prometheus' text.
fn sample(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.trim().parse().ok())
}

rusty_fork::rusty_fork_test! {
    #![rusty_fork(timeout_ms = 600_000)]
    #[test]
    fn healthz_says_ready_and_metrics_count_a_game_then_healthz_sees_the_database_down() {
        common::block_on(ready_counted_then_down());
    }
}

async fn ready_counted_then_down() {
    let (server, url) = tokio::task::spawn_blocking(|| {
        let server = PgServer::start();
        let url = server.database("metrics");
        (server, url)
    })
    .await
    .unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap();
    let bot = Harness::start(Setup {
        database: Some(url),
        metrics_listen: Some(port),
        ..Setup::default()
    })
    .await;
    // Ready once the shard has connected (READY came; the stage follows it).
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut health = get(port, "/healthz").await;
    while health.0 != 200 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
        health = get(port, "/healthz").await;
    }
    assert_eq!(health, (200, "ok\n".to_string()));
    // The container's health check asks the same page.
    assert_eq!(health_command(port).await, (Some(0), String::new()));
    // Another page that answers 200 is no health page; a path alone is no address.
    let metrics = format!("http://{port}/metrics");
    let (code, told) = tokio::task::spawn_blocking(move || {
        let (code, _, stderr) = common::run_bin(&["health", "--url", &metrics]);
        (code, stderr)
    })
    .await
    .unwrap();
    assert_eq!(code, Some(1), "{told}");
    assert_eq!(
        told,
        format!(
            "error: http://{port}/metrics answered 200 OK, but not as checkers-bot's health \
             page does (with `ok` and nothing else): is the path /healthz?\n"
        )
    );
    let (code, _, told) = common::run_bin(&["health", "--url", "/healthz"]);
    assert_eq!(code, Some(2), "{told}");
    assert_eq!(
        told,
        "error: --url takes the health page's whole address, such as \
         http://127.0.0.1:9100/healthz, not `/healthz`\n"
    );

    let (_, first, _) = two_people_by_button(&bot, players(2)).await;
    let legal = bot.a_legal_move(&first);
    bot.typed(&first, &legal).await.assert_board();
    bot.slash(&first, "status", json!([])).await;
    let (status, text) = get(port, "/metrics").await;
    assert_eq!(status, 200);
    for (name, value) in [
        (r#"checkers_inputs_total{kind="new"}"#, 1.0),
        (r#"checkers_inputs_total{kind="join"}"#, 1.0),
        (r#"checkers_inputs_total{kind="start"}"#, 1.0),
        (r#"checkers_inputs_total{kind="chat"}"#, 1.0),
        (r#"checkers_inputs_total{kind="status"}"#, 1.0),
        (r#"checkers_input_seconds_count{kind="chat"}"#, 1.0),
        (r#"checkers_images_drawn_total{kind="board"}"#, 2.0),
    ] {
        assert_eq!(sample(&text, name), Some(value), "{name} in\n{text}");
    }
    // A histogram with its buckets, not a summary.
    assert!(
        text.contains(r#"checkers_input_seconds_bucket{kind="chat",le="10"} 1"#),
        "{text}"
    );
    assert!(
        text.contains("# TYPE checkers_input_seconds histogram"),
        "{text}"
    );
    assert_eq!(sample(&text, "checkers_store_errors_total"), None, "{text}");

    // The database stops: not ready, and why; a command counts a store error.
    let server = tokio::task::spawn_blocking(move || {
        server.stop(false);
        server
    })
    .await
    .unwrap();
    let (status, why) = get(port, "/healthz").await;
    assert_eq!(status, 503, "{why}");
    assert!(why.starts_with("store: "), "{why}");
    let (code, told) = health_command(port).await;
    assert_eq!(code, Some(1));
    assert!(
        told.starts_with("error: not ready (503 Service Unavailable): store: "),
        "{told}"
    );
    bot.slash(&first, "status", json!([])).await;
    let (_, text) = get(port, "/metrics").await;
    assert_eq!(
        sample(&text, r#"checkers_store_errors_total{error="unavailable"}"#),
        Some(1.0),
        "{text}"
    );
    bot.stop().await;
    drop(server);
}
