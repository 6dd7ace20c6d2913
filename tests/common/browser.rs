//! A real headless Chromium for the web board's tests, driven through the distribution's
//! chromedriver (WebDriver, with fantoccini) on loopback. The tests fail, never skip,
//! without them: on Debian or Ubuntu `apt-get install chromium chromium-driver`
//! (`.ci/run` installs them); `CHROMIUM` and `CHROMEDRIVER` name other binaries.

use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

/// The first of `names` found on `PATH` or as a path (`env` first, when set).
fn binary(env: &str, names: &[&str]) -> PathBuf {
    if let Ok(path) = std::env::var(env) {
        return PathBuf::from(path);
    }
    for name in names {
        let candidates = std::env::var_os("PATH")
            .map(|p| {
                std::env::split_paths(&p)
                    .map(|d| d.join(name))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        if let Some(found) = candidates.into_iter().find(|p| p.is_file()) {
            return found;
        }
    }
    panic!(
        "{} not found: install Chromium and its WebDriver (Debian: `apt-get install chromium \
         chromium-driver`), or set {env}",
        names.join(" or ")
    );
}

/// A free port of 127.0.0.1.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// Chromium driven by its own chromedriver; both end when it is dropped.
pub struct Browser {
    pub client: Client,
    driver: Child,
}

impl Browser {
    /// A headless Chromium with a viewport of `width` × `height` CSS pixels at device
    /// scale 1 (screenshots are that size).
    pub async fn start(width: u32, height: u32) -> Browser {
        let driver_path = binary("CHROMEDRIVER", &["chromedriver"]);
        let chromium = binary(
            "CHROMIUM",
            &["chromium", "chromium-browser", "google-chrome"],
        );
        let port = free_port();
        let driver = Command::new(driver_path)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let url = format!("http://127.0.0.1:{port}");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "chromedriver did not listen"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".into(),
            json!({
                "binary": chromium,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--hide-scrollbars", "--force-device-scale-factor=1",
                    "--font-render-hinting=none", "--disable-lcd-text",
                    "--disable-features=Translate,MediaRouter", "--no-first-run",
                    format!("--window-size={width},{height}"),
                ],
            }),
        );
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = ClientBuilder::new(connector)
            .capabilities(caps)
            .connect(&url)
            .await
            .expect("a Chromium session");
        let browser = Browser { client, driver };
        browser.viewport(width, height).await;
        browser
    }

    /// Sets the viewport (not the window) to `width` × `height`.
    pub async fn viewport(&self, width: u32, height: u32) {
        self.client
            .set_window_size(width, height)
            .await
            .expect("window size");
        let inner = self
            .client
            .execute("return [window.innerWidth, window.innerHeight];", vec![])
            .await
            .expect("inner size");
        let (w, h) = (
            inner[0].as_u64().unwrap_or(0),
            inner[1].as_u64().unwrap_or(0),
        );
        let (w, h) = (
            2 * width - u32::try_from(w).unwrap_or(width),
            2 * height - u32::try_from(h).unwrap_or(height),
        );
        self.client
            .set_window_size(w, h)
            .await
            .expect("window size");
    }

    /// Runs `script` in the page and returns its value.
    pub async fn eval(&self, script: &str) -> serde_json::Value {
        self.client
            .execute(script, vec![])
            .await
            .unwrap_or_else(|e| panic!("{script}: {e}"))
    }

    /// Waits until `script` returns `true`, at most `limit`.
    pub async fn wait_until(&self, script: &str, limit: Duration) {
        let started = Instant::now();
        loop {
            if self.eval(script).await == json!(true) {
                return;
            }
            if started.elapsed() > limit {
                let body = self
                    .eval("return document.body.outerHTML.slice(0, 2000);")
                    .await;
                panic!("waited {limit:?} for `{script}`; the page: {body}");
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Clicks the hole `name` on the board.
    pub async fn click_hole(&self, name: &str) {
        self.client
            .find(Locator::Css(&format!("#board [data-hole='{name}']")))
            .await
            .unwrap_or_else(|e| panic!("hole {name}: {e}"))
            .click()
            .await
            .unwrap_or_else(|e| panic!("click {name}: {e}"));
    }

    /// The page's revision shown now (`body[data-revision]`), if any.
    pub async fn revision(&self) -> Option<u64> {
        self.eval("return document.body.dataset.revision || null;")
            .await
            .as_str()
            .and_then(|s| s.parse().ok())
    }
}

impl Browser {
    /// Ends the session (Chromium quits), then the driver.
    pub async fn close(self) {
        let _ = self.client.clone().close().await;
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}
