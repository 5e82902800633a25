//! Component ids: every button and menu says what it is about, which version of it the player
//! saw, and what it does — `tl:<subject>:<version>:<action>`, at most 100 characters. The
//! router needs nothing else, so every control keeps working across restarts.
//!
//! The subject is typed: a table (`t12`), a competition fixture (`f7`), or a match with the seat
//! whose control it is (`m40.1`; `m40` for a control any of its players may use, the Rematch
//! button). A seat's control is authorised by the seat it names and the person stored in it,
//! never by what the message says. Ids never carry a secret: a choice travels as the option
//! *value* of a menu that only its owner sees (in a DM or an ephemeral message), or in the open
//! when the game says the choice is made in front of the table; a button names only a public,
//! parameter-free action of the seat's own.
//!
//! Ids of earlier versions (`tl:<number>:<version>:<action>`, the action saying what the number
//! was, and the two-step menus `corner1` and `corner2.<n>`) still read, so controls posted before
//! an upgrade answer (as out of date, or for the clicker's own seat) instead of not at all.

use touchline_games::Seat;

use crate::ids::{FixtureId, MatchId, TableId};
use crate::session::click::Control;

/// Discord's limit on a custom id.
pub const MAX_ID_LEN: usize = 100;

/// What a control is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A table being gathered (a challenge, an open table).
    Table(TableId),
    /// A competition fixture waiting for its sides to be ready.
    Fixture(FixtureId),
    /// A match; `seat` is the seat whose control it is (`None`: any player of the match's, or a
    /// control of an earlier version that named no seat).
    Match { id: MatchId, seat: Option<Seat> },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Accept a challenge (a table).
    Accept,
    /// Decline a challenge, or call it off (the host).
    Decline,
    /// Take a seat at an open table.
    Join,
    /// Leave an open table.
    Leave,
    /// Start an open table with the players seated (its host).
    Start,
    /// Ready to play a competition fixture.
    Ready,
    /// A menu of a seat's choices; the chosen option's value is the input.
    Choose,
    /// The first step of a two-step menu; the chosen option's value names the group.
    Group,
    /// Open the seat's controls as an ephemeral message (for players whose DMs are closed).
    Open,
    /// Play the same match again.
    Rematch,
    /// Follow a match: its final score by DM (`false`), or every board (`true`).
    Follow(bool),
    /// Open the match's live board inside Discord, as an Activity.
    Activity,
    /// A button for one of the seat's public actions with no parameter, named by its code.
    Do(String),
}

/// What a component id names: its subject, the version when the control was made, and what it
/// does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentId {
    pub subject: Subject,
    pub version: u64,
    pub action: Action,
}

impl Action {
    /// What was clicked on a seat's control, for the use-case to read against the seat's
    /// controls: a button by its code, a menu option or a group by the value chosen. `None` for
    /// what is no control of a seat (or a menu sent without a value).
    pub fn control(&self, value: Option<&str>) -> Option<Control> {
        Some(match self {
            Action::Do(code) => Control::Button(code.clone()),
            Action::Choose => Control::Menu(value?.to_string()),
            Action::Group => Control::Group(value?.to_string()),
            Action::Open => Control::Open,
            _ => return None,
        })
    }
}

impl ComponentId {
    pub fn new(subject: Subject, version: u64, action: Action) -> Self {
        ComponentId { subject, version, action }
    }

    /// A seat's control in a match, at the version it was issued.
    pub fn seat(id: MatchId, seat: Seat, version: u64, action: Action) -> Self {
        ComponentId { subject: Subject::Match { id, seat: Some(seat) }, version, action }
    }

    pub fn encode(&self) -> String {
        let action = match &self.action {
            Action::Accept => "accept".to_string(),
            Action::Decline => "decline".to_string(),
            Action::Join => "join".to_string(),
            Action::Leave => "leave".to_string(),
            Action::Start => "start".to_string(),
            Action::Ready => "ready".to_string(),
            Action::Choose => "choose".to_string(),
            Action::Group => "group".to_string(),
            Action::Open => "open".to_string(),
            Action::Rematch => "rematch".to_string(),
            Action::Follow(false) => "follow".to_string(),
            Action::Follow(true) => "follow.all".to_string(),
            Action::Activity => "activity".to_string(),
            Action::Do(code) => format!("do.{code}"),
        };
        let subject = match self.subject {
            Subject::Table(id) => format!("t{id}"),
            Subject::Fixture(id) => format!("f{id}"),
            Subject::Match { id, seat: Some(seat) } => format!("m{id}.{seat}"),
            Subject::Match { id, seat: None } => format!("m{id}"),
        };
        format!("tl:{subject}:{}:{action}", self.version)
    }

    /// Parse an id made by [`ComponentId::encode`] (or by an earlier version); anything else is
    /// `None`.
    pub fn decode(text: &str) -> Option<ComponentId> {
        let mut parts = text.split(':');
        if parts.next()? != "tl" {
            return None;
        }
        let subject = parts.next()?;
        let version = parts.next()?.parse().ok()?;
        let action = match parts.next()? {
            "accept" => Action::Accept,
            "decline" => Action::Decline,
            "join" => Action::Join,
            "leave" => Action::Leave,
            "start" => Action::Start,
            "ready" => Action::Ready,
            "choose" => Action::Choose,
            "group" | "corner1" => Action::Group,
            "open" => Action::Open,
            "rematch" => Action::Rematch,
            "follow" => Action::Follow(false),
            "follow.all" => Action::Follow(true),
            "activity" => Action::Activity,
            other => match other.strip_prefix("do.") {
                Some(code) if !code.is_empty() && code.len() <= 16 && code.chars().all(|c| c.is_ascii_lowercase()) => {
                    Action::Do(code.to_string())
                }
                Some(_) => return None,
                None => {
                    other.strip_prefix("corner2.")?.parse::<u8>().ok()?;
                    Action::Choose
                }
            },
        };
        if parts.next().is_some() {
            return None;
        }
        let subject = read_subject(subject, &action)?;
        Some(ComponentId { subject, version, action })
    }
}

fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    // Digits only: no sign, no spaces.
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// A subject as [`ComponentId::encode`] writes it; a bare number is an earlier version's, whose
/// action says what it names.
fn read_subject(text: &str, action: &Action) -> Option<Subject> {
    if let Some(id) = number::<i64>(text) {
        return Some(match action {
            Action::Accept | Action::Decline | Action::Join | Action::Leave | Action::Start => Subject::Table(id),
            Action::Ready => Subject::Fixture(id),
            _ => Subject::Match { id, seat: None },
        });
    }
    let (kind, rest) = text.split_at(1.min(text.len()));
    let subject = match kind {
        "t" => Subject::Table(number(rest)?),
        "f" => Subject::Fixture(number(rest)?),
        "m" => match rest.split_once('.') {
            Some((id, seat)) => Subject::Match { id: number(id)?, seat: Some(number(seat)?) },
            None => Subject::Match { id: number(rest)?, seat: None },
        },
        _ => return None,
    };
    // The subject must be what the action acts on.
    let fits = matches!(
        (&subject, action),
        (Subject::Table(_), Action::Accept | Action::Decline | Action::Join | Action::Leave | Action::Start)
            | (Subject::Fixture(_), Action::Ready)
            | (Subject::Match { seat: None, .. }, Action::Rematch | Action::Follow(_) | Action::Activity)
            | (Subject::Match { seat: Some(_), .. }, Action::Choose | Action::Group | Action::Open | Action::Do(_))
    );
    fits.then_some(subject)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_seats_controls_read_as_a_control() {
        assert_eq!(Action::Do("shoot".into()).control(None), Some(Control::Button("shoot".into())));
        assert_eq!(Action::Choose.control(Some("3")), Some(Control::Menu("3".into())));
        assert_eq!(Action::Choose.control(None), None, "a menu sent without a value");
        assert_eq!(Action::Rematch.control(None), None, "not a seat's control");
        assert_eq!(Action::Join.control(Some("x")), None, "a table's button");
    }

    #[test]
    fn ids_round_trip_and_fit_discord() {
        let seat = |action| ComponentId::seat(i64::MAX, 7, u64::MAX, action);
        let ids = [
            ComponentId::new(Subject::Table(i64::MAX), 0, Action::Accept),
            ComponentId::new(Subject::Table(1), 0, Action::Decline),
            ComponentId::new(Subject::Table(1), 0, Action::Join),
            ComponentId::new(Subject::Table(1), 0, Action::Leave),
            ComponentId::new(Subject::Table(1), 0, Action::Start),
            ComponentId::new(Subject::Fixture(i64::MAX), 0, Action::Ready),
            ComponentId::new(Subject::Match { id: i64::MAX, seat: None }, u64::MAX, Action::Rematch),
            ComponentId::new(Subject::Match { id: i64::MAX, seat: None }, u64::MAX, Action::Activity),
            seat(Action::Choose),
            seat(Action::Group),
            seat(Action::Open),
            seat(Action::Do("slowgoalkick".into())),
        ];
        for id in ids {
            let text = id.encode();
            assert!(text.len() <= MAX_ID_LEN, "{text}");
            assert_eq!(ComponentId::decode(&text), Some(id), "{text}");
        }
        assert_eq!(ComponentId::seat(12, 1, 5, Action::Choose).encode(), "tl:m12.1:5:choose");
    }

    #[test]
    fn the_ids_of_earlier_versions_still_read() {
        let read = |text: &str| ComponentId::decode(text).unwrap();
        assert_eq!(read("tl:3:9:corner1").action, Action::Group);
        assert_eq!(read("tl:3:9:corner2.17").action, Action::Choose);
        assert_eq!(read("tl:3:9:choose").subject, Subject::Match { id: 3, seat: None });
        assert_eq!(read("tl:3:0:join").subject, Subject::Table(3));
        assert_eq!(read("tl:3:0:ready").subject, Subject::Fixture(3));
        assert_eq!(read("tl:3:9:rematch").subject, Subject::Match { id: 3, seat: None });
    }

    #[test]
    fn foreign_or_broken_ids_are_ignored() {
        for text in [
            "",
            "tl:m3.1:9:activity",
            "tl",
            "tl:1",
            "tl:1:2",
            "tl:x:2:choose",
            "tl:1:2:fly",
            "tl:1:2:choose:extra",
            "xx:1:2:choose",
            "tl:1:2:corner2.x",
            "tl:1:2:do.",
            "tl:1:2:do.Shoot",
            "tl:1:2:do.a:b",
            // A subject that is not what the action acts on.
            "tl:t1:0:choose",
            "tl:m1.0:0:join",
            "tl:m1:3:choose",
            "tl:m1.0:3:rematch",
            "tl:f1:0:start",
            "tl:m1.-1:3:choose",
            "tl:m.1:3:choose",
            "tl:q1:3:choose",
            "tl:-1:3:choose",
        ] {
            assert_eq!(ComponentId::decode(text), None, "{text}");
        }
    }
}
