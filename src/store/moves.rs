//! "A match moved": the signal the live pages wait on. A committed step is told to every
//! listener of this process at once; on Postgres it is also sent as a notification on one
//! channel, so a page served by another process (another web replica, a bot elsewhere) hears of
//! a move committed anywhere. Nothing is lost if a signal is: a listener that missed one (it
//! lagged, or its connection to Postgres dropped) reads the versions it watches again.

use std::sync::Arc;

use tokio::sync::broadcast;

use super::{Engine, MatchId, Store, StoreError};

/// The Postgres notification channel every process listens on.
const CHANNEL: &str = "touchline_moved";

/// How many signals a slow listener may fall behind before it is told it lagged (and then reads
/// the versions it watches from the store).
const BACKLOG: usize = 1024;

/// A match's new version, just committed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moved {
    pub match_id: MatchId,
    pub version: u64,
}

impl Moved {
    fn payload(self) -> String {
        format!("{}:{}", self.match_id, self.version)
    }

    /// A notification's payload read back; `None` for anything else on the channel.
    fn parse(text: &str) -> Option<Moved> {
        let (id, version) = text.split_once(':')?;
        Some(Moved { match_id: id.parse().ok()?, version: version.parse().ok()? })
    }
}

/// The sending end, shared by every clone of a store.
#[derive(Clone)]
pub(crate) struct Signal {
    sender: Arc<broadcast::Sender<Moved>>,
}

impl Signal {
    pub(crate) fn new() -> Signal {
        Signal { sender: Arc::new(broadcast::channel(BACKLOG).0) }
    }
}

impl Store {
    /// Tell every listener that `match_id` moved to `version`: this process's at once, and on
    /// Postgres every other process's. A failed notification is only logged: the listeners'
    /// reads of the versions they watch find the move anyway.
    pub(crate) async fn moved(&self, match_id: MatchId, version: u64) {
        let moved = Moved { match_id, version };
        // No listener is no error: most processes serve no live page.
        let _ = self.signal.sender.send(moved);
        let sent = match self.engine {
            Engine::Sqlite => return,
            Engine::Postgres => {
                sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(moved.payload()).execute(&self.pool).await
            }
        };
        if let Err(e) = sent {
            tracing::warn!(%e, match_id, "could not tell the other processes of a move");
        }
    }

    /// Every move committed from now on: this process's, and on Postgres every process's once
    /// [`Store::listen_for_moves`] runs. A receiver that falls [`BACKLOG`] behind is told it
    /// lagged.
    pub fn moves(&self) -> broadcast::Receiver<Moved> {
        self.signal.sender.subscribe()
    }

    /// On Postgres, hear the moves of every other process and pass them to [`Store::moves`]'s
    /// receivers, until `stop` completes; at once on SQLite, where only one process writes a
    /// database at a time and so every move is this process's or is found by reading.
    /// A lost connection is made again; what was said while it was down is found by reading.
    pub async fn listen_for_moves(&self, stop: impl std::future::Future<Output = ()>) -> Result<(), StoreError> {
        let Some(url) = self.url.as_deref() else { return Ok(()) };
        let mut listener = sqlx::postgres::PgListener::connect(url).await?;
        listener.listen(CHANNEL).await?;
        tokio::pin!(stop);
        loop {
            tokio::select! {
                _ = &mut stop => return Ok(()),
                heard = listener.try_recv() => match heard {
                    Ok(Some(note)) => {
                        if let Some(moved) = Moved::parse(note.payload()) {
                            let _ = self.signal.sender.send(moved);
                        }
                    }
                    // The connection dropped; the next call makes it again. Listeners read
                    // what they watch, as after a lag, when the signal tells them so.
                    Ok(None) => tracing::warn!("the moves' notifications were cut off; listening again"),
                    Err(e) => {
                        tracing::warn!(%e, "could not listen for moves; trying again");
                        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    }
                },
            }
        }
    }

    /// The current versions of the matches in `ids` that exist (a listener's check on what it
    /// watches, after a missed signal).
    pub async fn versions(&self, ids: &[MatchId]) -> Result<Vec<(MatchId, u64)>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let statement = versions_sql(ids.len());
        let mut query = sqlx::query_as::<_, (i64, i64)>(&statement);
        for id in ids {
            query = query.bind(*id);
        }
        let rows = query.fetch_all(&self.pool).await?;
        Ok(rows.into_iter().filter_map(|(id, v)| Some((id, u64::try_from(v).ok()?))).collect())
    }
}

/// The versions of `n` matches (`n` > 0).
fn versions_sql(n: usize) -> String {
    format!("SELECT id, version FROM matches WHERE id IN ({})", super::placeholders(1, n))
}

/// The statements built at run time, for the statement test to prepare.
pub(crate) fn statements() -> Vec<String> {
    vec![versions_sql(2)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notification_reads_back_as_the_move_it_names() {
        let moved = Moved { match_id: 42, version: 7 };
        assert_eq!(Moved::parse(&moved.payload()), Some(moved));
        for junk in ["", "42", "x:7", "42:-1", "42:7:1"] {
            assert_eq!(Moved::parse(junk), None, "{junk}");
        }
    }
}
