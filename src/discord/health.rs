//! `/healthz` and `/metrics` on the optional `metrics_listen` address (docs/operating.md
//! "Health and metrics").
//!
//! - `/healthz`: `200 ok` when every shard of this process is connected to the gateway and
//!   the store answers; otherwise `503` and what is not ready.
//! - `/metrics`: every counter, gauge and histogram the bot records through the `metrics`
//!   facade, in Prometheus' text format (metrics-exporter-prometheus), with the gateway's
//!   heartbeat latency per shard read as it is scraped.

use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use poise::serenity_prelude as serenity;
use tokio::sync::RwLock;

use super::blocking::BlockingTables;

/// Longest wait for the store's answer in a health check.
const STORE_CHECK: Duration = Duration::from_secs(3);

/// Bucket bounds of the `…_seconds` histograms: from a quick refusal to a computer that
/// thinks its whole `computer_time`.
const SECONDS_BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
];

/// What the health check looks at.
pub(crate) struct Health {
    /// The shards of the current gateway connection (none before the first).
    shards: RwLock<Option<Arc<serenity::ShardManager>>>,
    tables: BlockingTables,
    metrics: PrometheusHandle,
}

impl Health {
    /// Sets the shards to check (each gateway connection has its own manager).
    pub(crate) async fn watch(&self, shards: Arc<serenity::ShardManager>) {
        *self.shards.write().await = Some(shards);
    }
}

/// The process's Prometheus recorder: installed once, as the `metrics` facade's global
/// recorder. `None` when another recorder was installed first (the metrics go there).
fn recorder() -> Option<PrometheusHandle> {
    static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let built = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &SECONDS_BUCKETS)
                .and_then(PrometheusBuilder::install_recorder);
            match built {
                Ok(handle) => Some(handle),
                Err(e) => {
                    tracing::warn!(error = &e as &dyn std::error::Error, "no /metrics");
                    None
                }
            }
        })
        .clone()
}

/// Serves `/healthz` and `/metrics` on `addr` until the process ends. Returns what the
/// check looks at, and the address bound (the port chosen for port 0).
///
/// # Errors
/// The address cannot be bound; `/metrics` cannot be installed.
pub(crate) async fn serve(
    addr: SocketAddr,
    tables: BlockingTables,
) -> std::io::Result<(Arc<Health>, SocketAddr)> {
    let metrics =
        recorder().ok_or_else(|| std::io::Error::other("another metrics recorder is installed"))?;
    let health = Arc::new(Health {
        shards: RwLock::new(None),
        tables,
        metrics,
    });
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let bound = listener.local_addr()?;
    let app = Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics_text))
        .with_state(Arc::clone(&health));
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(
                error = &e as &dyn std::error::Error,
                "the health server stopped"
            );
        }
    });
    tracing::info!(address = %bound, "serving /healthz and /metrics");
    Ok((health, bound))
}

/// `200 ok`, or `503` with what is not ready, one line each.
async fn healthz(State(health): State<Arc<Health>>) -> (StatusCode, String) {
    let mut problems = Vec::new();
    let shards = health.shards.read().await.clone();
    match shards {
        None => problems.push("gateway: not connected yet".to_string()),
        Some(shards) => {
            let runners = shards.runners.lock().await;
            if runners.is_empty() {
                problems.push("gateway: no shard running".to_string());
            }
            for (id, runner) in runners.iter() {
                if runner.stage != serenity::ConnectionStage::Connected {
                    problems.push(format!("gateway: shard {} is {}", id.0, runner.stage));
                }
            }
        }
    }
    let store = tokio::time::timeout(
        STORE_CHECK,
        health.tables.run(|t| t.ping().map_err(|e| e.to_string())),
    )
    .await;
    match store {
        Ok(Ok(Ok(()))) => {}
        Ok(Ok(Err(e))) => problems.push(format!("store: {e}")),
        Ok(Err(e)) => problems.push(format!("store: {e}")),
        Err(_) => problems.push(format!("store: no answer within {STORE_CHECK:?}")),
    }
    if problems.is_empty() {
        (StatusCode::OK, "ok\n".into())
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            format!("{}\n", problems.join("\n")),
        )
    }
}

/// Prometheus' text format, the gateway latencies read now.
async fn metrics_text(State(health): State<Arc<Health>>) -> String {
    let shards = health.shards.read().await.clone();
    if let Some(shards) = shards {
        for (id, runner) in shards.runners.lock().await.iter() {
            if let Some(latency) = runner.latency {
                metrics::gauge!("checkers_gateway_latency_seconds", "shard" => id.0.to_string())
                    .set(latency.as_secs_f64());
            }
        }
    }
    health.metrics.render()
}
