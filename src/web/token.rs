//! The web board's credentials, signed with HMAC-SHA-256 under the server's key
//! (`CHECKERS_WEB_KEY`; docs/operating.md "The web board"):
//!
//! - a **watch id** (`w…`) names a channel's table: anyone holding it may read, never
//!   write. It does not expire (the "Watch live" link stays good).
//! - a **seat token** (`p…`) lets one person play one seat of one game: the channel, the
//!   game (its seed and start, so a rematch needs a new token), the seat, the user, the
//!   language of their answers, when it expires, and the number of the person's link it
//!   belongs to (a newer link ends it). The page keeps it out of every URL path: links
//!   carry it in the fragment (`/play#p…`), which browsers never send, and the page
//!   sends it in a header.
//!
//! Both are `prefix` + base64url(payload) + `.` + base64url(tag), where the tag is the
//! first 16 bytes of HMAC-SHA-256(key, purpose ‖ payload), so a watch id is never a seat
//! token. A token that does not parse, whose tag is wrong, or that has expired is refused
//! before its payload is read.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{KeyInit, Mac};
use serde::{Deserialize, Serialize};

type HmacSha256 = hmac::Hmac<sha2::Sha256>;

/// Bytes of the tag kept (128 bits).
const TAG: usize = 16;

/// The shortest key accepted (bytes): 256 bits, HMAC-SHA-256's own strength.
pub const MIN_KEY: usize = 32;

/// The longest credential read (characters): anything longer is refused unread.
pub const MAX_CREDENTIAL: usize = 512;

/// How long a seat token lasts (seconds): a day, as long as a turn usually waits.
pub const SEAT_TOKEN_LIFE: u64 = 24 * 3600;

/// The signing key.
#[derive(Clone)]
pub struct Key(Vec<u8>);

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Key(…)")
    }
}

/// Why a key was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("the web key must be at least {MIN_KEY} bytes (it has {0}); make one with `openssl rand -hex 32`")]
pub struct ShortKey(pub usize);

impl Key {
    /// A key from its bytes (at least [`MIN_KEY`]).
    ///
    /// # Errors
    /// A key shorter than [`MIN_KEY`] bytes.
    pub fn new(bytes: &[u8]) -> Result<Key, ShortKey> {
        if bytes.len() < MIN_KEY {
            return Err(ShortKey(bytes.len()));
        }
        Ok(Key(bytes.to_vec()))
    }

    /// A random key for this process only (its tokens end with it).
    #[must_use]
    pub fn random() -> Key {
        Key(random_text().into_bytes())
    }

    fn mac(&self, purpose: &[u8], payload: &[u8]) -> HmacSha256 {
        // A key of any length is accepted by HMAC; ours is at least MIN_KEY.
        let mut mac = HmacSha256::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(purpose);
        mac.update(&[0]);
        mac.update(payload);
        mac
    }

    fn sign(&self, prefix: char, purpose: &[u8], payload: &[u8]) -> String {
        let tag = self.mac(purpose, payload).finalize().into_bytes();
        format!(
            "{prefix}{}.{}",
            URL_SAFE_NO_PAD.encode(payload),
            URL_SAFE_NO_PAD.encode(&tag[..TAG])
        )
    }

    /// The payload of `text` when its tag is right (compared in constant time).
    fn open(&self, text: &str, prefix: char, purpose: &[u8]) -> Option<Vec<u8>> {
        if text.len() > MAX_CREDENTIAL {
            return None;
        }
        let (payload, tag) = text.strip_prefix(prefix)?.split_once('.')?;
        let payload = URL_SAFE_NO_PAD.decode(payload).ok()?;
        let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
        if tag.len() != TAG {
            return None;
        }
        self.mac(purpose, &payload)
            .verify_truncated_left(&tag)
            .ok()?;
        Some(payload)
    }

    /// The watch id of `channel`'s table.
    #[must_use]
    pub fn watch_id(&self, channel: u64) -> String {
        self.sign('w', b"watch", &channel.to_be_bytes())
    }

    /// The channel of a watch id, if it is one of this key's.
    #[must_use]
    pub fn watched(&self, id: &str) -> Option<u64> {
        let payload = self.open(id, 'w', b"watch")?;
        Some(u64::from_be_bytes(payload.try_into().ok()?))
    }

    /// A seat token for `seat`.
    #[must_use]
    pub fn seat_token(&self, seat: &SeatClaim) -> String {
        let payload = serde_json::to_vec(seat).unwrap_or_default();
        self.sign('p', b"seat", &payload)
    }

    /// A ticket for the event stream of `seat`'s table (`t…`): read only, never a seat
    /// token, and it ends at `expires` or with the token, whichever comes first.
    #[must_use]
    pub fn ticket(&self, seat: &SeatClaim, expires: u64) -> String {
        let claim = SeatClaim {
            expires: expires.min(seat.expires),
            ..seat.clone()
        };
        let payload = serde_json::to_vec(&claim).unwrap_or_default();
        self.sign('t', b"ticket", &payload)
    }

    /// The claim behind a ticket ([`Key::ticket`]), if it is one of this key's and has
    /// not ended at `now`.
    ///
    /// # Errors
    /// Why the ticket is refused.
    pub fn ticket_claim(&self, ticket: &str, now: u64) -> Result<SeatClaim, TokenError> {
        let payload = self
            .open(ticket, 't', b"ticket")
            .ok_or(TokenError::Forged)?;
        let claim: SeatClaim = serde_json::from_slice(&payload).map_err(|_| TokenError::Forged)?;
        if claim.expires <= now {
            return Err(TokenError::Expired);
        }
        Ok(claim)
    }

    /// The claim of a seat token, if it is one of this key's and has not expired at
    /// `now` (seconds since the Unix epoch).
    ///
    /// # Errors
    /// Why the token is refused.
    pub fn seat(&self, token: &str, now: u64) -> Result<SeatClaim, TokenError> {
        let payload = self.open(token, 'p', b"seat").ok_or(TokenError::Forged)?;
        let claim: SeatClaim = serde_json::from_slice(&payload).map_err(|_| TokenError::Forged)?;
        if claim.expires <= now {
            return Err(TokenError::Expired);
        }
        Ok(claim)
    }
}

impl Key {
    /// A follow token for `claim` (`f…`): lets a person who watches in the Activity
    /// follow the game of its channel by direct message, and nothing else.
    #[must_use]
    pub fn follow_token(&self, claim: &FollowClaim) -> String {
        let payload = serde_json::to_vec(claim).unwrap_or_default();
        self.sign('f', b"follow", &payload)
    }

    /// The claim of a follow token, if it is one of this key's and has not expired at
    /// `now`.
    ///
    /// # Errors
    /// Why the token is refused.
    pub fn follow_claim(&self, token: &str, now: u64) -> Result<FollowClaim, TokenError> {
        let payload = self.open(token, 'f', b"follow").ok_or(TokenError::Forged)?;
        let claim: FollowClaim =
            serde_json::from_slice(&payload).map_err(|_| TokenError::Forged)?;
        if claim.expires <= now {
            return Err(TokenError::Expired);
        }
        Ok(claim)
    }
}

/// Who may follow which channel's game from the Activity ([`Key::follow_token`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FollowClaim {
    /// The channel (or thread) the Activity was opened in.
    #[serde(rename = "c")]
    pub channel: u64,
    /// The person (platform user id).
    #[serde(rename = "u")]
    pub user: u64,
    /// Their display name when the Activity started.
    #[serde(rename = "n")]
    pub name: String,
    /// The language of their answers (a Discord locale), if known.
    #[serde(rename = "l", default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<String>,
    /// When it stops working (seconds since the Unix epoch).
    #[serde(rename = "e")]
    pub expires: u64,
}

/// A new random key as text: [`MIN_KEY`] random bytes in URL-safe base64 (43
/// characters), to keep in a file or `CHECKERS_WEB_KEY`.
#[must_use]
pub fn random_text() -> String {
    use rand::RngCore as _;
    let mut bytes = [0u8; MIN_KEY];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// What a seat token lets its holder do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClaim {
    /// The channel of the table.
    #[serde(rename = "c")]
    pub channel: u64,
    /// The game ([`crate::table::LiveView::game`]).
    #[serde(rename = "g")]
    pub game: u64,
    /// The seat (index).
    #[serde(rename = "s")]
    pub seat: usize,
    /// The person (platform user id).
    #[serde(rename = "u")]
    pub user: u64,
    /// The language of their answers (a Discord locale), if known.
    #[serde(rename = "l", default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<String>,
    /// When it stops working (seconds since the Unix epoch).
    #[serde(rename = "e")]
    pub expires: u64,
    /// The number of the person's link it belongs to ([`crate::table::Tables::web_link`]):
    /// a newer link ends it. 0 in tokens made before links were numbered.
    #[serde(rename = "n", default, skip_serializing_if = "is_zero")]
    pub link: u32,
}

/// Whether `n` is 0 (left out of a token).
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if"
)]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Why a seat token was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// Not signed with this server's key, or not a token at all.
    #[error("this link is not valid")]
    Forged,
    /// Its time is up.
    #[error("this link has expired; ask for a new one")]
    Expired,
    /// A newer link was made for the same person, which ends this one.
    #[error("this link was replaced by a newer one")]
    Replaced,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(byte: u8) -> Key {
        Key::new(&[byte; 32]).unwrap()
    }

    fn claim() -> SeatClaim {
        SeatClaim {
            channel: 42,
            game: 7,
            seat: 1,
            user: 1001,
            locale: Some("de".into()),
            expires: 1_000,
            link: 3,
        }
    }

    #[test]
    fn a_watch_id_names_its_channel_under_its_key_only() {
        let id = key(1).watch_id(123_456_789);
        assert_eq!(key(1).watched(&id), Some(123_456_789));
        assert_eq!(key(2).watched(&id), None);
        // Every character changed, one at a time, is refused.
        for i in 0..id.len() {
            let mut bytes = id.clone().into_bytes();
            bytes[i] = if bytes[i] == b'A' { b'B' } else { b'A' };
            let forged = String::from_utf8(bytes).unwrap();
            if forged != id {
                assert_eq!(key(1).watched(&forged), None, "{forged}");
            }
        }
    }

    #[test]
    fn a_seat_token_reads_back_until_it_expires() {
        let token = key(1).seat_token(&claim());
        assert_eq!(key(1).seat(&token, 999), Ok(claim()));
        assert_eq!(key(1).seat(&token, 1_000), Err(TokenError::Expired));
        assert_eq!(key(2).seat(&token, 0), Err(TokenError::Forged));
    }

    #[test]
    fn a_watch_id_is_no_seat_token_and_the_reverse() {
        let k = key(1);
        let id = k.watch_id(42);
        assert_eq!(k.seat(&id, 0), Err(TokenError::Forged));
        let swapped = format!("p{}", &id[1..]);
        assert_eq!(k.seat(&swapped, 0), Err(TokenError::Forged));
        let token = k.seat_token(&claim());
        assert_eq!(k.watched(&token), None);
        assert_eq!(k.watched(&format!("w{}", &token[1..])), None);
    }

    #[test]
    fn a_ticket_is_no_seat_token_and_ends_with_its_token() {
        let k = key(1);
        let ticket = k.ticket(&claim(), 5_000);
        assert!(ticket.starts_with('t'), "{ticket}");
        assert_eq!(k.seat(&ticket, 0), Err(TokenError::Forged));
        assert_eq!(
            k.seat(&format!("p{}", &ticket[1..]), 0),
            Err(TokenError::Forged)
        );
        // The token ends at 1 000: so does its ticket, asked to last until 5 000.
        assert_eq!(k.ticket_claim(&ticket, 999).map(|c| c.expires), Ok(1_000));
        assert_eq!(k.ticket_claim(&ticket, 1_000), Err(TokenError::Expired));
        assert_eq!(
            k.ticket_claim(&k.seat_token(&claim()), 0),
            Err(TokenError::Forged)
        );
    }

    #[test]
    fn a_changed_claim_is_refused() {
        let k = key(1);
        let token = k.seat_token(&claim());
        let (payload, tag) = token[1..].split_once('.').unwrap();
        let mut forged: SeatClaim =
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap();
        forged.seat = 0;
        let text = format!(
            "p{}.{tag}",
            URL_SAFE_NO_PAD.encode(serde_json::to_vec(&forged).unwrap())
        );
        assert_eq!(k.seat(&text, 0), Err(TokenError::Forged));
    }

    #[test]
    fn junk_is_refused_without_a_panic() {
        let k = key(1);
        for junk in [
            "",
            "p",
            "p.",
            "w.",
            "p..",
            "pé.é",
            &"p".repeat(5000),
            "w%%%.%%",
        ] {
            assert_eq!(k.seat(junk, 0), Err(TokenError::Forged));
            assert_eq!(k.watched(junk), None);
        }
    }

    #[test]
    fn short_keys_are_refused() {
        assert_eq!(Key::new(&[0; 31]).unwrap_err(), ShortKey(31));
        assert!(Key::new(&[0; 32]).is_ok());
    }
}
