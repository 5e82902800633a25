//! Component ids: every button and menu says what it is about, which version of it the player
//! saw, and what it does — `tl:<subject>:<version>:<action>`, at most 100 characters. The
//! router needs nothing else, so every control keeps working across restarts.
//!
//! The action says what the subject is: a table (`accept`, `decline`, `join`, `leave`,
//! `start`; version 0), a competition fixture (`ready`; version 0), or a match (everything
//! else, at the match version the control was issued at). Ids never carry a secret: a choice
//! travels as the option *value* of a menu that only its owner sees (in a DM or an ephemeral
//! message), and a button names only a public, parameter-free action of the seat's own.

/// Discord's limit on a custom id.
pub const MAX_ID_LEN: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Accept a challenge (the subject is a table).
    Accept,
    /// Decline a challenge, or call it off (the host).
    Decline,
    /// Take a seat at an open table.
    Join,
    /// Leave an open table.
    Leave,
    /// Start an open table with the players seated (its host).
    Start,
    /// Ready to play a competition fixture (the subject is the fixture).
    Ready,
    /// A menu of a seat's choices; the chosen option's value is the input.
    Choose,
    /// The first step of a two-step menu; the chosen option's value names the group.
    Group,
    /// Open the seat's controls as an ephemeral message (for players whose DMs are closed).
    Open,
    /// Play the same match again.
    Rematch,
    /// A button for one of the seat's public actions with no parameter, named by its code.
    Do(String),
}

/// What a component id names: a table, fixture or match, and its version when the control was
/// made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentId {
    pub id: i64,
    pub version: u64,
    pub action: Action,
}

impl ComponentId {
    pub fn new(id: i64, version: u64, action: Action) -> Self {
        ComponentId { id, version, action }
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
            Action::Do(code) => format!("do.{code}"),
        };
        format!("tl:{}:{}:{action}", self.id, self.version)
    }

    /// Parse an id made by [`ComponentId::encode`]; anything else is `None`. The two-step menus
    /// of earlier versions (`corner1`, `corner2.<n>`) still read, so prompts posted before an
    /// upgrade answer as out of date instead of not at all.
    pub fn decode(text: &str) -> Option<ComponentId> {
        let mut parts = text.split(':');
        if parts.next()? != "tl" {
            return None;
        }
        let id = parts.next()?.parse().ok()?;
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
        Some(ComponentId { id, version, action })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_fit_discord() {
        for action in [
            Action::Accept,
            Action::Decline,
            Action::Join,
            Action::Leave,
            Action::Start,
            Action::Ready,
            Action::Choose,
            Action::Group,
            Action::Open,
            Action::Rematch,
            Action::Do("slowgoalkick".into()),
        ] {
            let id = ComponentId::new(i64::MAX, u64::MAX, action);
            let text = id.encode();
            assert!(text.len() <= MAX_ID_LEN, "{text}");
            assert_eq!(ComponentId::decode(&text), Some(id));
        }
    }

    #[test]
    fn the_two_step_menus_of_earlier_versions_still_read() {
        assert_eq!(ComponentId::decode("tl:3:9:corner1").map(|c| c.action), Some(Action::Group));
        assert_eq!(ComponentId::decode("tl:3:9:corner2.17").map(|c| c.action), Some(Action::Choose));
    }

    #[test]
    fn foreign_or_broken_ids_are_ignored() {
        for text in [
            "",
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
        ] {
            assert_eq!(ComponentId::decode(text), None, "{text}");
        }
    }
}
