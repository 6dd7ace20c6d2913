//! A throwaway PostgreSQL server on loopback for the tests of the PostgreSQL store.
//!
//! Each [`PgServer`] is its own cluster: a copy of a template made once by `initdb` (kept
//! in the system's temporary folder, one per PostgreSQL version and user), started with
//! `pg_ctl` on a free port of `127.0.0.1`, with its socket in its own folder, trust
//! authentication and `fsync=off` (a test never survives a power cut, and a crash of the
//! bot process is what the tests are about; PostgreSQL itself still commits before it
//! answers). Dropping it stops the server at once and removes its folder.
//!
//! The server binaries are taken from `$PG_BIN`, else the newest
//! `/usr/lib/postgresql/*/bin` (Debian's packages: `apt-get install postgresql`), else
//! `$PATH`. PostgreSQL refuses to run as root: as root, the cluster belongs to the OS user
//! `postgres` (created by Debian's package; created here with `useradd` if missing), and
//! every server command runs as that user through `runuser`.
//!
//! A server that cannot start is a test failure with the reason, never a skip.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// The OS user that owns the clusters when the tests run as root.
const OS_USER: &str = "postgres";
/// The database role the tests connect as (made by `initdb -U`).
pub const ROLE: &str = "checkers";

/// A running PostgreSQL cluster on loopback, stopped and removed when dropped.
pub struct PgServer {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    /// More `-c` settings of the server (TLS).
    extra: String,
}

/// The folder of the server binaries (`initdb`, `pg_ctl`, `postgres`).
fn bin_dir() -> PathBuf {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| {
        if let Some(dir) = std::env::var_os("PG_BIN") {
            return PathBuf::from(dir);
        }
        let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .filter_map(|e| {
                let version = e.file_name().to_str()?.parse::<u32>().ok()?;
                let bin = e.path().join("bin");
                bin.join("initdb").is_file().then_some((version, bin))
            })
            .collect();
        found.sort();
        if let Some((_, bin)) = found.pop() {
            return bin;
        }
        let on_path = Command::new("initdb").arg("--version").output();
        assert!(
            on_path.is_ok_and(|o| o.status.success()),
            "the PostgreSQL server is not installed: no /usr/lib/postgresql/*/bin/initdb and no \
             initdb on PATH. Install it (Debian: apt-get install postgresql; .ci/run does) or \
             set PG_BIN to the folder of initdb and pg_ctl"
        );
        PathBuf::new()
    })
    .clone()
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

/// Makes sure the OS user [`OS_USER`] exists (as root only).
fn ensure_os_user() {
    let exists = Command::new("id")
        .arg(OS_USER)
        .output()
        .is_ok_and(|o| o.status.success());
    if !exists {
        let made = Command::new("useradd")
            .args([
                "--system",
                "--no-create-home",
                "--shell",
                "/bin/sh",
                OS_USER,
            ])
            .status();
        assert!(
            made.is_ok_and(|s| s.success()),
            "running as root, PostgreSQL needs an ordinary OS user: `useradd {OS_USER}` failed"
        );
    }
}

/// A server command (`initdb`, `pg_ctl`), run as [`OS_USER`] when the tests run as root.
fn server_command(bin: &Path, program: &str) -> Command {
    let program = if bin.as_os_str().is_empty() {
        PathBuf::from(program)
    } else {
        bin.join(program)
    };
    if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", OS_USER, "--"]).arg(program);
        c
    } else {
        Command::new(program)
    }
}

/// Runs `command`; panics with its output when it fails.
fn run(mut command: Command, what: &str) {
    let out = command
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run {command:?}: {e}"));
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Gives `path` (recursively) to [`OS_USER`] when running as root.
fn give_to_server_user(path: &Path) {
    if is_root() {
        let mut c = Command::new("chown");
        c.args(["-R", &format!("{OS_USER}:")]).arg(path);
        run(c, "chown");
    }
}

/// A folder under the system's temporary folder that the server user may use.
fn server_folder(prefix: &str) -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::temp_dir().join(format!(
        "{prefix}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    give_to_server_user(&dir);
    dir
}

/// The template cluster: made by `initdb` once per version and user, then copied.
fn template() -> PathBuf {
    static TEMPLATE: OnceLock<PathBuf> = OnceLock::new();
    TEMPLATE
        .get_or_init(|| {
            let bin = bin_dir();
            if is_root() {
                ensure_os_user();
            }
            let postgres = if bin.as_os_str().is_empty() {
                PathBuf::from("postgres")
            } else {
                bin.join("postgres")
            };
            let version = Command::new(postgres)
                .arg("--version")
                .output()
                .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
                .unwrap_or_default();
            let tag: String = version
                .chars()
                .filter(char::is_ascii_alphanumeric)
                .collect();
            let user = if is_root() { OS_USER } else { "user" };
            let done = std::env::temp_dir().join(format!("checkers-pg-template-{tag}-{user}"));
            if done.join("PG_VERSION").is_file() {
                return done;
            }
            let work = server_folder("checkers-pg-initdb");
            let data = work.join("data");
            let mut initdb = server_command(&bin, "initdb");
            initdb
                .arg("-D")
                .arg(&data)
                .args(["-A", "trust", "-U", ROLE, "-E", "UTF8", "--no-sync"])
                .args(["--locale", "C"]);
            run(initdb, "initdb");
            // Another test process (a forked test, or another `cargo test`) may have finished first:
            // either copy is fine.
            assert!(
                std::fs::rename(&data, &done).is_ok() || done.join("PG_VERSION").is_file(),
                "cannot keep the template cluster at {}",
                done.display()
            );
            let _ = std::fs::remove_dir_all(&work);
            done
        })
        .clone()
}

/// A port on loopback that was free a moment ago.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port on 127.0.0.1")
}

impl PgServer {
    /// Starts a new cluster.
    ///
    /// # Panics
    /// When PostgreSQL is not installed or does not start (with its log): the test fails.
    #[must_use]
    pub fn start() -> PgServer {
        PgServer::start_with(None)
    }

    /// Starts a new cluster that offers TLS with the certificate `cert` and its key `key`
    /// (PEM), besides plain connections.
    ///
    /// # Panics
    /// As [`PgServer::start`].
    #[must_use]
    pub fn start_tls(cert: &str, key: &str) -> PgServer {
        PgServer::start_with(Some((cert, key)))
    }

    /// Starts a new cluster that asks role `role` for its password (SCRAM), and trusts
    /// every other role as [`PgServer::start`] does.
    ///
    /// # Panics
    /// As [`PgServer::start`].
    #[must_use]
    pub fn start_with_password_for(role: &str) -> PgServer {
        let hba = format!(
            "local all all trust\nhost all {role} 127.0.0.1/32 scram-sha-256\n\
             host all all 127.0.0.1/32 trust\n"
        );
        PgServer::start_with_hba(None, Some(&hba))
    }

    fn start_with(tls: Option<(&str, &str)>) -> PgServer {
        PgServer::start_with_hba(tls, None)
    }

    fn start_with_hba(tls: Option<(&str, &str)>, hba: Option<&str>) -> PgServer {
        let template = template();
        let dir = server_folder("checkers-pg");
        let mut copy = Command::new("cp");
        copy.arg("-a").arg(&template).arg(dir.join("data"));
        run(copy, "copying the template cluster");
        let mut extra = String::new();
        if let Some((cert, key)) = tls {
            use std::os::unix::fs::PermissionsExt;
            let (cert_file, key_file) = (dir.join("server.crt"), dir.join("server.key"));
            std::fs::write(&cert_file, cert).expect("write the certificate");
            std::fs::write(&key_file, key).expect("write the key");
            // The server refuses a key others can read.
            std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o600))
                .expect("key permissions");
            extra = format!(
                " -c ssl=on -c ssl_cert_file={} -c ssl_key_file={}",
                cert_file.display(),
                key_file.display()
            );
        }
        if let Some(hba) = hba {
            let file = dir.join("pg_hba.conf");
            std::fs::write(&file, hba).expect("write pg_hba.conf");
            extra.push_str(&format!(" -c hba_file={}", file.display()));
        }
        give_to_server_user(&dir);
        let mut server = PgServer {
            bin: bin_dir(),
            dir,
            port: 0,
            extra,
        };
        // The port may be taken between choosing and binding it: try a few.
        for _ in 0..5 {
            server.port = free_port();
            if server.try_start() {
                return server;
            }
        }
        let log = std::fs::read_to_string(server.dir.join("log")).unwrap_or_default();
        panic!("the PostgreSQL test server did not start:\n{log}");
    }

    fn try_start(&self) -> bool {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200{}",
            self.port,
            self.dir.display(),
            self.extra
        );
        server_command(&self.bin, "pg_ctl")
            .args(["start", "-w", "-t", "60", "-D"])
            .arg(self.dir.join("data"))
            .arg("-l")
            .arg(self.dir.join("log"))
            .args(["-o", &options])
            .output()
            .is_ok_and(|o| o.status.success())
    }

    /// The port on 127.0.0.1.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of database `postgres` on this server.
    #[must_use]
    pub fn url(&self) -> String {
        self.url_of("postgres")
    }

    /// The URL of database `name` on this server.
    #[must_use]
    pub fn url_of(&self, name: &str) -> String {
        format!("postgres://{ROLE}@127.0.0.1:{}/{name}", self.port)
    }

    /// Creates database `name` and returns its URL.
    ///
    /// # Panics
    /// When the server refuses.
    #[must_use]
    pub fn database(&self, name: &str) -> String {
        let mut client = postgres::Client::connect(&self.url(), postgres::NoTls)
            .expect("connect to the test server");
        client
            .batch_execute(&format!("CREATE DATABASE \"{name}\""))
            .expect("create a database");
        self.url_of(name)
    }

    /// Stops the server: `fast` shuts down cleanly (clients are disconnected), otherwise
    /// it stops at once as after a crash (recovery from the WAL at the next start).
    pub fn stop(&self, fast: bool) {
        let mut c = server_command(&self.bin, "pg_ctl");
        c.args([
            "stop",
            "-w",
            "-m",
            if fast { "fast" } else { "immediate" },
            "-D",
        ])
        .arg(self.dir.join("data"));
        run(c, "pg_ctl stop");
    }

    /// Starts the stopped server again on the same port.
    ///
    /// # Panics
    /// When it does not start.
    pub fn start_again(&self) {
        assert!(
            self.try_start(),
            "the PostgreSQL test server did not start again:\n{}",
            std::fs::read_to_string(self.dir.join("log")).unwrap_or_default()
        );
    }
}

impl Drop for PgServer {
    fn drop(&mut self) {
        let _ = server_command(&self.bin, "pg_ctl")
            .args(["stop", "-w", "-m", "immediate", "-D"])
            .arg(self.dir.join("data"))
            .output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Runs `check` on an empty sled store, then on an empty PostgreSQL database on a
/// throwaway server.
pub fn on_both(check: fn(std::sync::Arc<dyn checkers_bot::store::Store>)) {
    check(std::sync::Arc::new(
        checkers_bot::store::SledStore::temporary().unwrap(),
    ));
    let server = PgServer::start();
    let url = server.database("checkers");
    check(checkers_bot::store::open(Path::new(&url)).unwrap());
}
