//! Component ids: every button and menu says which match, which version of it the player saw,
//! and what it does. The router needs nothing else, so every control keeps working across
//! restarts. Ids never carry a secret: a choice travels as the option *value* of a menu that
//! only its owner sees (in a DM or an ephemeral message).

use crate::store::MatchId;

/// Discord's limit on a custom id.
pub const MAX_ID_LEN: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Accept a challenge.
    Accept,
    /// Decline a challenge.
    Decline,
    /// The menu of choices; the chosen option's value is the input.
    Choose,
    /// KIX corner, first card picked (the menu then asks for the second).
    CornerFirst,
    /// KIX corner, second card, the first one carried here.
    CornerSecond(u8),
    /// Open the controls as an ephemeral message (for players whose DMs are closed).
    Open,
    /// Play the same match again.
    Rematch,
    /// Ready to play a competition fixture (the id is the fixture's).
    Ready,
    /// A button for a public action with no hidden content (FUBA's "shoot", "press", "done
    /// moving"…), named by a short code.
    Do(String),
}

/// What a component id names: a match (or challenge) and its version when the control was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentId {
    pub id: MatchId,
    pub version: u64,
    pub action: Action,
}

impl ComponentId {
    pub fn new(id: MatchId, version: u64, action: Action) -> Self {
        ComponentId { id, version, action }
    }

    pub fn encode(&self) -> String {
        let action = match &self.action {
            Action::Accept => "accept".to_string(),
            Action::Decline => "decline".to_string(),
            Action::Choose => "choose".to_string(),
            Action::CornerFirst => "corner1".to_string(),
            Action::CornerSecond(first) => format!("corner2.{first}"),
            Action::Open => "open".to_string(),
            Action::Rematch => "rematch".to_string(),
            Action::Ready => "ready".to_string(),
            Action::Do(code) => format!("do.{code}"),
        };
        format!("tl:{}:{}:{action}", self.id, self.version)
    }

    /// Parse an id made by [`ComponentId::encode`]; anything else is `None`.
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
            "choose" => Action::Choose,
            "corner1" => Action::CornerFirst,
            "open" => Action::Open,
            "rematch" => Action::Rematch,
            "ready" => Action::Ready,
            other => match other.strip_prefix("do.") {
                Some(code) if !code.is_empty() && code.len() <= 16 && code.chars().all(|c| c.is_ascii_lowercase()) => {
                    Action::Do(code.to_string())
                }
                Some(_) => return None,
                None => Action::CornerSecond(other.strip_prefix("corner2.")?.parse().ok()?),
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
            Action::Choose,
            Action::CornerFirst,
            Action::CornerSecond(59),
            Action::Open,
            Action::Rematch,
            Action::Ready,
            Action::Do("endstage".into()),
        ] {
            let id = ComponentId::new(i64::MAX, u64::MAX, action);
            let text = id.encode();
            assert!(text.len() <= MAX_ID_LEN, "{text}");
            assert_eq!(ComponentId::decode(&text), Some(id));
        }
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
