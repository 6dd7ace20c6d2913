//! Reports (`report`, docs/playing.md "Blocking and reporting"): a person asks the bot's
//! operators to look at the game shown in a channel. The record of the game as it was
//! then is kept with the report, so what is reported stays when the channel plays on;
//! operators read them with `checkers-bot reports` (docs/operating.md "Reports").

use super::StoreError;

/// The longest reason kept, in characters (longer ones are cut).
pub const REASON_LEN: usize = 300;

/// One report.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Report {
    /// The report's number, given by the store when it is kept (1, 2, …).
    pub id: u64,
    /// When it was made, in seconds since the Unix epoch.
    pub at: u64,
    /// The server (Discord guild id; 0 outside a server).
    pub server: u64,
    /// The channel whose game is reported.
    pub channel: u64,
    /// The person reporting: user id.
    pub reporter: u64,
    /// Their display name then.
    pub name: String,
    /// Their reason, at most [`REASON_LEN`] characters; may be empty.
    pub reason: String,
    /// The table record of the channel as the store keeps it (the JSON of
    /// [`crate::store::encode`]), at the moment of the report.
    pub record: serde_json::Value,
}

/// A report as stored: JSON.
///
/// # Errors
/// [`StoreError::Backend`] if it cannot be encoded.
pub fn encode_report(report: &Report) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(report).map_err(|e| StoreError::Backend(Box::new(e)))
}

/// A stored report.
///
/// # Errors
/// [`StoreError::Corrupt`] when the bytes are not one.
pub fn decode_report(bytes: &[u8]) -> Result<Report, StoreError> {
    Ok(serde_json::from_slice(bytes).map_err(super::Damage::Json)?)
}
