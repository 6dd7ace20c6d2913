//! The container image (`Dockerfile`) against the fake Discord (`tests/fake_discord`), run
//! by podman on the host's network: it connects, plays a 2-player game's first move (the
//! board image is drawn, so the fonts are in the binary), answers its own `HEALTHCHECK`,
//! runs as the user without privileges and stops cleanly on SIGTERM.
//!
//! Ignored by `cargo test`: it needs podman and a built image. `scripts/container-check.sh`
//! builds the image and runs it with `CHECKERS_TEST_IMAGE` naming the image.

use crate::bot_process;
use crate::fake_discord;

use std::process::Command;

use bot_process::{pinged, start_and_move, wait_connected, BotProcess, WAIT};
use fake_discord::{FakeDiscord, Options};

/// Where the image's bot serves `/healthz` (its `CHECKERS_METRICS_LISTEN`) and where its
/// `HEALTHCHECK` asks.
const HEALTH_PORT: u16 = 9100;

/// `podman ARGS`: whether it succeeded, and its standard output and error.
fn podman(args: &[&str]) -> (bool, String) {
    let out = Command::new("podman")
        .args(args)
        .output()
        .expect("podman runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs podman and the image: scripts/container-check.sh runs it"]
async fn the_image_plays_reports_healthy_as_an_unprivileged_user_and_stops_on_sigterm() {
    let image = std::env::var("CHECKERS_TEST_IMAGE").expect("CHECKERS_TEST_IMAGE names the image");
    let (defined, healthcheck) = podman(&[
        "image",
        "inspect",
        "--format",
        "{{json .Config.Healthcheck}}",
        &image,
    ]);
    assert!(defined, "{healthcheck}");
    assert!(
        healthcheck.contains(r#""checkers-bot","health","--url","http://127.0.0.1:9100/healthz""#),
        "the image keeps its HEALTHCHECK (docker format): {healthcheck}"
    );
    assert!(
        std::net::TcpListener::bind(("127.0.0.1", HEALTH_PORT)).is_ok(),
        "port {HEALTH_PORT} is taken on this machine; the image's health check asks it"
    );

    let fake = FakeDiscord::start(Options::default()).await;
    let name = format!("checkers-test-{}", std::process::id());
    // Without systemd, podman logs that it cannot set up the timer of the image's health
    // check; `podman healthcheck run` below runs the check itself.
    let mut command = Command::new("podman");
    command.args(["run", "--rm", "--name", &name, "--network", "host"]);
    // `--env NAME` passes podman's own value of NAME: the fake's address among them.
    for var in BotProcess::FAKE_ENV {
        command.args(["--env", var]);
    }
    command.arg(&image);
    let bot = BotProcess::start(command, &fake, &[]);
    wait_connected(&fake, &bot, 0).await;
    let (_, waiter, _, _, moved) = start_and_move(&fake, &bot).await;
    assert_eq!(pinged(&moved), Some(waiter.id));

    let health = reqwest::get(format!("http://127.0.0.1:{HEALTH_PORT}/healthz"))
        .await
        .expect("/healthz answers");
    assert_eq!(health.status().as_u16(), 200);
    assert_eq!(health.text().await.unwrap(), "ok\n");
    let (healthy, told) = podman(&["healthcheck", "run", &name]);
    assert!(healthy, "the image's HEALTHCHECK passes: {told}");
    let (ran, id) = podman(&["exec", &name, "id"]);
    assert!(ran, "{id}");
    assert_eq!(
        id.trim(),
        "uid=10001(checkers) gid=10001(checkers) groups=10001(checkers)"
    );

    // podman passes SIGTERM on to the bot, which drains, flushes and disconnects.
    let log = bot.terminate().await;
    for line in [
        "taking no more commands",
        "database flushed",
        "disconnected",
    ] {
        assert!(log.contains(line), "shutdown says {line:?}:\n{log}");
    }
    assert!(
        fake.wait_until(WAIT, |f| f.connections() == 0).await,
        "the gateway connection was closed"
    );
    let (exists, _) = podman(&["container", "exists", &name]);
    assert!(!exists, "--rm removed the container");
}
