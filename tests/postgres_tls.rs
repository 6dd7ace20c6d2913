//! TLS to PostgreSQL (docs/operating.md "TLS"): a loopback server with a certificate
//! signed by a test authority, and each `sslmode` against it.

use crate::pg_server;

use checkers_bot::store::postgres::PgStore;
use checkers_bot::store::{Store, StoreError};
use pg_server::PgServer;

/// A certificate authority, and a server certificate it signed for the name `localhost`
/// (not for the address 127.0.0.1): the CA's PEM, the server's certificate and key.
fn authority_and_server() -> (String, String, String) {
    let mut ca = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    ca.distinguished_name
        .push(rcgen::DnType::CommonName, "checkers test CA");
    let ca_key = rcgen::KeyPair::generate().unwrap();
    let ca = ca.self_signed(&ca_key).unwrap();
    let key = rcgen::KeyPair::generate().unwrap();
    let cert = rcgen::CertificateParams::new(vec!["localhost".to_string()])
        .unwrap()
        .signed_by(&key, &ca, &ca_key)
        .unwrap();
    (ca.pem(), cert.pem(), key.serialize_pem())
}

/// The error and its causes, as the command line shows them.
fn told(e: &StoreError) -> String {
    let mut text = e.to_string();
    let mut cause = std::error::Error::source(e);
    while let Some(c) = cause {
        text = format!("{text}: {c}");
        cause = c.source();
    }
    text
}

/// Whether every connection of the bot (`application_name` checkers-bot) uses TLS, asked
/// over a plain connection of the test's own; `None` when it has none.
fn bot_connections_use_tls(server: &PgServer) -> Option<bool> {
    let mut client = postgres::Client::connect(&server.url(), postgres::NoTls).unwrap();
    let row = client
        .query_one(
            "SELECT bool_and(s.ssl) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) \
             WHERE a.application_name = 'checkers-bot'",
            &[],
        )
        .unwrap();
    row.get(0)
}

#[test]
fn verify_full_connects_with_the_authority_and_refuses_without_it_or_for_another_name() {
    let (ca, cert, key) = authority_and_server();
    let server = PgServer::start_tls(&cert, &key);
    let dir = tempfile::tempdir().unwrap();
    let ca_file = dir.path().join("ca.pem");
    std::fs::write(&ca_file, ca).unwrap();
    let plain = server.database("tls");
    let port = plain
        .rsplit_once(':')
        .and_then(|(_, p)| p.split('/').next())
        .unwrap()
        .to_string();
    let root = format!("sslrootcert={}", ca_file.display());

    // verify-full, by the name the certificate holds (hostaddr: where to connect).
    let url = format!(
        "postgres://checkers@localhost:{port}/tls?sslmode=verify-full&{root}&hostaddr=127.0.0.1"
    );
    let store = PgStore::open(&url).expect("verify-full with the authority connects");
    store
        .save_setting(checkers_bot::store::ChannelSetting::Theme, 1, Some("dark"))
        .unwrap();
    assert_eq!(bot_connections_use_tls(&server), Some(true));
    drop(store);

    // Without the authority, the certificate is nobody's: refused, saying why, at once.
    let at = std::time::Instant::now();
    let e = PgStore::open(&format!(
        "postgres://checkers@localhost:{port}/tls?sslmode=verify-full&hostaddr=127.0.0.1"
    ))
    .expect_err("an unknown authority is refused");
    assert!(matches!(e, StoreError::Backend(_)), "{e:?}");
    assert!(
        told(&e).contains("invalid peer certificate: UnknownIssuer"),
        "{}",
        told(&e)
    );
    assert!(at.elapsed() < checkers_bot::store::postgres::WAIT);

    // By an address the certificate does not name: verify-full refuses, verify-ca
    // (authority only) connects.
    let e = PgStore::open(&format!("{plain}?sslmode=verify-full&{root}"))
        .expect_err("a certificate for another name is refused");
    assert!(
        told(&e).contains("invalid peer certificate"),
        "{}",
        told(&e)
    );
    assert!(
        told(&e).contains(r#"certificate not valid for name "127.0.0.1""#),
        "{}",
        told(&e)
    );
    PgStore::open(&format!("{plain}?sslmode=verify-ca&{root}")).expect("verify-ca connects");

    // require: encrypted, nothing checked (libpq's meaning); disable: plain.
    let store = PgStore::open(&format!("{plain}?sslmode=require")).unwrap();
    store.load(1).unwrap();
    assert_eq!(bot_connections_use_tls(&server), Some(true));
    drop(store);
    let store = PgStore::open(&format!("{plain}?sslmode=disable")).unwrap();
    store.load(1).unwrap();
    assert_eq!(bot_connections_use_tls(&server), Some(false));
    drop(store);

    // A mode libpq does not know is refused by name.
    let e = PgStore::open(&format!("{plain}?sslmode=sometimes")).unwrap_err();
    assert!(
        told(&e).contains("sslmode=sometimes is not one of"),
        "{}",
        told(&e)
    );
}
