//! The page and its files, built into the binary from `web/` (plain HTML, CSS and a
//! module script; the Activity's script is bundled with Discord's Embedded App SDK by
//! `scripts/web-bundle.sh` from `web/package-lock.json` into `web/dist/activity.js`).
//! No page carries an inline script or style, so the Content-Security-Policy allows
//! none.

use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};

use super::said;

/// The board page: `/watch/<id>` and `/play/<token>` (the script reads which from the
/// address).
pub const PAGE: &str = include_str!("../../web/page.html");
/// The board's script.
pub const BOARD_JS: &str = include_str!("../../web/board.js");
/// The page's style.
pub const BOARD_CSS: &str = include_str!("../../web/board.css");
/// The Activity's script with the Embedded App SDK, bundled.
pub const ACTIVITY_JS: &str = include_str!("../../web/dist/activity.js");
/// The landing page at `/`.
pub const INDEX: &str = include_str!("../../web/index.html");

fn html(body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
}

pub(super) fn index() -> Response {
    html(INDEX)
}

pub(super) async fn page() -> Response {
    html(PAGE)
}

/// The Activity's page: [`PAGE`] running the Activity's script (made once).
pub(super) async fn activity_page() -> Response {
    static ACTIVITY_PAGE: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        PAGE.replace("/assets/board.js", "/assets/activity.js")
            .replace("<body>", r#"<body data-mode="activity">"#)
    });
    html(ACTIVITY_PAGE.as_str())
}

pub(super) async fn file(Path(name): Path<String>, headers: axum::http::HeaderMap) -> Response {
    let (kind, body) = match name.as_str() {
        "board.js" => ("text/javascript; charset=utf-8", BOARD_JS),
        "board.css" => ("text/css; charset=utf-8", BOARD_CSS),
        "activity.js" => ("text/javascript; charset=utf-8", ACTIVITY_JS),
        _ => {
            return said(
                StatusCode::NOT_FOUND,
                crate::t!(super::words(&headers, None), "web-nothing-here"),
            )
        }
    };
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}
