//! `report [reason]`: a person asks the bot's operators to look at the game shown in the
//! channel (docs/playing.md, "Blocking and reporting"). The table record as it is then
//! is kept with the report ([`crate::store::reports`]), so what is reported stays when
//! the channel plays on; operators read reports with `checkers-bot reports`
//! (docs/operating.md, "Reports"). Nobody else is told.

use crate::i18n::Catalogue;
use crate::store::reports::{Report, REASON_LEN};
use crate::t;

use super::door::Door;
use super::outcome::{Outcome, Refusal};
use super::reply::{Langs, Reply};
use super::state::{bounded_name, Table};
use super::told::{Refused, Told};
use super::{Tables, User, Work};

/// A report kept (private to its author): its number.
#[derive(Debug)]
pub struct ReportKept(pub u64);

/// `report` where no game is shown: nothing to report.
#[derive(Debug)]
pub struct NothingToReport;

impl Told for ReportKept {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![Reply::private(
            t!(l.private, "report-kept", "id" => self.0.to_string()),
        )]
    }
}

impl Refused for NothingToReport {
    fn words(&self, cat: &Catalogue) -> String {
        t!(cat, "err-report-no-game")
    }
}

impl Tables {
    /// `report [reason]` in the door's channel: the game shown there (being played, in
    /// its lobby, or the last one ended) kept with the report for the operators.
    pub(super) fn report(
        &self,
        door: &Door<'_>,
        user: &User,
        table: Option<&Table>,
        reason: &str,
    ) -> Result<Vec<Outcome>, Refusal> {
        let table = table.ok_or_else(|| Refusal::feature(NothingToReport))?;
        self.limit(user, Work::Report)?;
        let record = crate::store::encode(&table.record)?;
        let record = serde_json::from_slice(&record)
            .map_err(|e| crate::store::StoreError::Backend(Box::new(e)))?;
        let reason: String = crate::core::single_spaced(&crate::core::visible(reason))
            .chars()
            .take(REASON_LEN)
            .collect();
        let mut report = Report {
            id: 0,
            at: (self.clock)(),
            server: user.server,
            channel: door.channel(),
            reporter: user.id,
            name: bounded_name(user),
            reason,
            record,
        };
        self.store.report(&mut report)?;
        tracing::info!(
            report = report.id,
            channel = report.channel,
            "a game was reported (checkers-bot reports lists it)"
        );
        Ok(vec![Outcome::told(ReportKept(report.id))])
    }
}
