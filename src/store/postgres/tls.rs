//! TLS to PostgreSQL with rustls, chosen as libpq chooses it: the URL's `sslmode`
//! (`disable`, `prefer`, `require`, `verify-ca`, `verify-full`; libpq's default is
//! `prefer`) and `sslrootcert` (a PEM file of the certificate authorities to trust; the
//! Mozilla roots of webpki-roots without it, or with `system`, which also means
//! `verify-full` as in libpq 16). See PostgreSQL's documentation, "SSL
//! Support" (libpq), for what each mode protects against.
//!
//! | `sslmode` | encrypted | certificate checked |
//! |---|---|---|
//! | `disable` | no | — |
//! | `prefer` | when the server offers it | only with `sslrootcert` (as `verify-ca`) |
//! | `require` | yes | only with `sslrootcert` (as `verify-ca`) |
//! | `verify-ca` | yes | signed by a trusted authority |
//! | `verify-full` | yes | signed by a trusted authority, for the host connected to |

use std::path::PathBuf;
use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{CertificateError, DigitallySignedStruct, RootCertStore, SignatureScheme};
use tokio_postgres_rustls::MakeRustlsConnect;

/// libpq's `sslmode` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SslMode {
    /// No TLS.
    Disable,
    /// TLS when the server offers it.
    Prefer,
    /// TLS or no connection.
    Require,
    /// TLS with a certificate signed by a trusted authority.
    VerifyCa,
    /// [`SslMode::VerifyCa`], and the certificate names the host.
    VerifyFull,
}

/// How to connect: the mode and the authorities to trust.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tls {
    /// `sslmode`.
    pub mode: SslMode,
    /// `sslrootcert`: a PEM file of trusted certificate authorities.
    pub root_cert: Option<PathBuf>,
}

/// Takes `sslmode` and `sslrootcert` out of `url`'s query (tokio-postgres reads neither
/// `verify-ca` nor `verify-full` nor `sslrootcert`): the URL left for it, and the choice.
///
/// # Errors
/// An `sslmode` that is not one of libpq's, in words.
pub fn split(url: &str) -> Result<(String, Tls), String> {
    let mut tls = Tls {
        mode: SslMode::Prefer,
        root_cert: None,
    };
    let Some((base, query)) = url.split_once('?') else {
        return Ok((url.to_string(), tls));
    };
    let mut rest = url::form_urlencoded::Serializer::new(String::new());
    let (mut mode_given, mut system) = (false, false);
    for (key, value) in url::form_urlencoded::parse(query.as_bytes()) {
        match &*key {
            "sslmode" => {
                mode_given = true;
                tls.mode = match &*value {
                    "disable" => SslMode::Disable,
                    "allow" | "prefer" => SslMode::Prefer,
                    "require" => SslMode::Require,
                    "verify-ca" => SslMode::VerifyCa,
                    "verify-full" => SslMode::VerifyFull,
                    other => {
                        return Err(format!(
                            "sslmode={other} is not one of disable, prefer, require, verify-ca, \
                             verify-full"
                        ))
                    }
                };
            }
            // libpq 16: the trusted roots of the system (here webpki-roots' Mozilla set),
            // and `verify-full`.
            "sslrootcert" if &*value == "system" => {
                system = true;
                tls.root_cert = None;
            }
            "sslrootcert" => tls.root_cert = Some(PathBuf::from(&*value)),
            _ => {
                rest.append_pair(&key, &value);
            }
        }
    }
    if system {
        if mode_given && tls.mode != SslMode::VerifyFull {
            return Err(
                "sslrootcert=system needs sslmode=verify-full (or no sslmode), as in libpq"
                    .to_string(),
            );
        }
        tls.mode = SslMode::VerifyFull;
    }
    let rest = rest.finish();
    let url = if rest.is_empty() {
        base.to_string()
    } else {
        format!("{base}?{rest}")
    };
    Ok((url, tls))
}

impl Tls {
    /// tokio-postgres' own mode for this choice.
    #[must_use]
    pub fn postgres_mode(&self) -> postgres::config::SslMode {
        match self.mode {
            SslMode::Disable => postgres::config::SslMode::Disable,
            SslMode::Prefer => postgres::config::SslMode::Prefer,
            _ => postgres::config::SslMode::Require,
        }
    }

    /// The connector that makes the TLS sessions and checks the server's certificate as
    /// the mode says.
    ///
    /// # Errors
    /// The `sslrootcert` file cannot be read or holds no certificate, in words.
    pub fn connector(&self) -> Result<MakeRustlsConnect, String> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut roots = RootCertStore::empty();
        match &self.root_cert {
            Some(path) => {
                let certs = CertificateDer::pem_file_iter(path)
                    .map_err(|e| format!("cannot read sslrootcert {}: {e}", path.display()))?;
                for cert in certs {
                    let cert = cert
                        .map_err(|e| format!("cannot read sslrootcert {}: {e}", path.display()))?;
                    roots.add(cert).map_err(|e| {
                        format!(
                            "sslrootcert {} holds a bad certificate: {e}",
                            path.display()
                        )
                    })?;
                }
                if roots.is_empty() {
                    return Err(format!(
                        "sslrootcert {} holds no certificate",
                        path.display()
                    ));
                }
            }
            None => roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
        }
        let checked =
            WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
                .build()
                .map_err(|e| format!("cannot check server certificates: {e}"))?;
        let verifier: Arc<dyn ServerCertVerifier> = match self.mode {
            SslMode::VerifyFull => checked,
            mode => Arc::new(Lenient {
                checked,
                authority: mode == SslMode::VerifyCa || self.root_cert.is_some(),
            }),
        };
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| format!("cannot set up TLS: {e}"))?
            .dangerous()
            .with_custom_certificate_verifier(verifier)
            .with_no_client_auth();
        Ok(MakeRustlsConnect::new(config))
    }
}

/// The checks short of `verify-full`: `verify-ca` (and `prefer` or `require` with
/// `sslrootcert`) wants a certificate signed by a trusted authority, whatever name it
/// holds; `prefer` and `require` without `sslrootcert` check nothing (libpq's meaning:
/// eavesdroppers are kept out, not a server that pretends to be the database). Handshake
/// signatures are always checked.
#[derive(Debug)]
struct Lenient {
    checked: Arc<WebPkiServerVerifier>,
    authority: bool,
}

impl ServerCertVerifier for Lenient {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        if !self.authority {
            return Ok(ServerCertVerified::assertion());
        }
        match self
            .checked
            .verify_server_cert(end_entity, intermediates, server_name, ocsp, now)
        {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.checked.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.checked.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.checked.supported_verify_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sslmode_and_sslrootcert_are_taken_out_of_the_url() {
        let (url, tls) = split(
            "postgres://bot@db:5432/checkers?sslmode=verify-full&sslrootcert=%2Fetc%2Fca.pem&application_name=x",
        )
        .unwrap();
        assert_eq!(url, "postgres://bot@db:5432/checkers?application_name=x");
        assert_eq!(
            tls,
            Tls {
                mode: SslMode::VerifyFull,
                root_cert: Some("/etc/ca.pem".into())
            }
        );
        let (url, tls) = split("postgres://bot@db/checkers").unwrap();
        assert_eq!(
            (url.as_str(), tls.mode),
            ("postgres://bot@db/checkers", SslMode::Prefer)
        );
        let (url, tls) = split("postgres://bot@db/checkers?sslmode=disable").unwrap();
        assert_eq!(
            (url.as_str(), tls.mode),
            ("postgres://bot@db/checkers", SslMode::Disable)
        );
        assert_eq!(
            split("postgres://db/c?sslmode=sometimes").unwrap_err(),
            "sslmode=sometimes is not one of disable, prefer, require, verify-ca, verify-full"
        );
    }

    /// `sslrootcert=system` (libpq 16): the usual roots, and `verify-full` unless a weaker
    /// mode is asked for, which is refused.
    #[test]
    fn sslrootcert_system_means_the_usual_roots_and_verify_full() {
        let (url, tls) = split("postgres://bot@db/c?sslrootcert=system").unwrap();
        assert_eq!(url, "postgres://bot@db/c");
        assert_eq!(
            tls,
            Tls {
                mode: SslMode::VerifyFull,
                root_cert: None
            }
        );
        assert!(split("postgres://bot@db/c?sslmode=verify-full&sslrootcert=system").is_ok());
        assert_eq!(
            split("postgres://bot@db/c?sslmode=require&sslrootcert=system").unwrap_err(),
            "sslrootcert=system needs sslmode=verify-full (or no sslmode), as in libpq"
        );
    }
}
