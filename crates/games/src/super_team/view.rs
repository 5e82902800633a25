//! What each viewer may see (rules digest §16): the pitch, the Time Track, Morale and the face-up
//! discard piles are public; a hand is its owner's alone, and so is a secret choice (boards,
//! Coach markers, a Strike tile, a Morale commitment) until both are revealed together.

use serde::Serialize;

use super::board::Space;
use super::cards::{Card, Level, Markers};
use super::input::Event;
use super::state::{DuelKind, Format, LastAction, Phase, SuperTeam, Task, Use, PIECES};
use crate::game::Viewer;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamView {
    /// Team board T1–T6 and Captain C1–C6 (0–5); `None` while a Full Game's choice is secret.
    pub team: Option<u8>,
    pub captain: Option<u8>,
    /// `None` before the markers are revealed.
    pub markers: Option<Markers>,
    pub morale: u8,
    pub goals: u16,
    pub pieces: [Space; PIECES],
    pub down: [bool; PIECES],
    pub hand: usize,
    pub deck: usize,
    pub discard: Vec<Card>,
}

/// What the match waits for.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// Boards (Full Game) and markers; `mine` is the viewer's own offer or choice so far.
    Prepare {
        boards: bool,
        chosen: [bool; 2],
        offers: Option<([u8; 2], [u8; 2])>,
        mine: Option<Markers>,
    },
    Play,
    Shot {
        side: usize,
        tiles: [bool; 2],
        my_tile: Option<u8>,
        powers: Option<(u8, u8)>,
        morale: [bool; 2],
        my_morale: Option<u8>,
    },
    Duel {
        kind: DuelKind,
        carrier: (usize, u8),
        other: (usize, u8),
        morale: [bool; 2],
        my_morale: Option<u8>,
    },
    HalfTime {
        chosen: [bool; 2],
        mine: Option<Markers>,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AutoView {
    pub level: Level,
    pub deck: usize,
    pub discard: Vec<u8>,
    /// The card being carried out.
    pub card: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SuperView {
    pub viewer: Viewer,
    pub format: Format,
    pub advanced: bool,
    pub teams: [TeamView; 2],
    pub ball: Space,
    pub carrier: Option<(usize, u8)>,
    pub attacker: usize,
    pub turn: usize,
    pub half: u8,
    pub minute: u16,
    /// The minute at which this half ends.
    pub half_ends: u16,
    /// Time Track steps a half (3 on the Quick Play side, 5 on the longer one).
    pub steps_per_half: u8,
    pub stage: Stage,
    /// What the player on turn is carrying out (public: the card is face up).
    pub tasks: Vec<Task>,
    pub cards_played: u8,
    pub played: Vec<(Card, Use)>,
    pub running: Option<Card>,
    pub must_kick: bool,
    pub bank: u8,
    pub fatigue: u8,
    pub last: Option<LastAction>,
    /// The viewer's own hand.
    pub hand: Vec<Card>,
    pub auto: Option<AutoView>,
    pub shootout: Option<Vec<u16>>,
}

pub(crate) fn view(g: &SuperTeam, viewer: Viewer) -> SuperView {
    let me = match viewer {
        Viewer::Seat(s) if s < g.seat_count() => Some(s),
        _ => None,
    };
    let prepare = matches!(g.phase, Phase::Prepare { .. });
    let boards_secret = prepare && g.config.format == Format::Full;
    let teams = [0, 1].map(|s| {
        let t = &g.teams[s];
        TeamView {
            team: (!boards_secret && g.seated(s)).then_some(t.team),
            captain: (!boards_secret && g.seated(s)).then_some(t.captain),
            markers: (!prepare).then_some(t.markers),
            morale: t.morale,
            goals: t.goals,
            pieces: t.pieces,
            down: t.down,
            hand: t.hand.len(),
            deck: t.deck.len(),
            discard: t.discard.clone(),
        }
    });
    let mine = |pair: [Option<Markers>; 2]| me.and_then(|s| pair[s]);
    let stage = match &g.phase {
        Phase::Prepare { boards, markers } => Stage::Prepare {
            boards: g.config.format == Format::Full && me.is_some_and(|s| boards[s].is_none()),
            chosen: [0, 1].map(|s| {
                (g.config.format == Format::Quick || boards[s].is_some() || !g.seated(s)) && markers[s].is_some()
            }),
            offers: me.and_then(|s| g.teams[s].offers),
            mine: mine(*markers),
        },
        Phase::Play => Stage::Play,
        Phase::Shot(shot) => Stage::Shot {
            side: shot.side,
            tiles: shot.tiles.map(|t| t.is_some()),
            my_tile: me.and_then(|s| shot.tiles[s]),
            powers: shot.powers,
            morale: shot.morale.map(|m| m.is_some()),
            my_morale: me.and_then(|s| shot.morale[s]),
        },
        Phase::Duel(d) => Stage::Duel {
            kind: d.kind,
            carrier: d.carrier,
            other: d.other,
            morale: d.morale.map(|m| m.is_some()),
            my_morale: me.and_then(|s| d.morale[s]),
        },
        Phase::HalfTime { markers } => Stage::HalfTime { chosen: markers.map(|m| m.is_some()), mine: mine(*markers) },
        Phase::Over => Stage::Over,
    };
    SuperView {
        viewer,
        format: g.config.format,
        advanced: g.config.advanced,
        teams,
        ball: g.ball,
        carrier: g.carrier(),
        attacker: g.attacker,
        turn: g.turn,
        half: g.half,
        minute: g.minute(),
        half_ends: match g.half {
            1 => 45,
            2 => 90,
            _ => 120,
        },
        steps_per_half: g.config.steps_per_half(),
        stage,
        tasks: if matches!(g.phase, Phase::Play) { g.play.tasks.clone() } else { Vec::new() },
        cards_played: g.play.cards,
        played: g.played.clone(),
        running: g.play.running.as_ref().map(|r| r.card),
        must_kick: g.must_kick(g.turn),
        bank: g.bank,
        fatigue: g.fatigue,
        last: g.last.clone(),
        hand: me.map(|s| g.teams[s].hand.clone()).unwrap_or_default(),
        auto: g.auto.as_ref().map(|a| AutoView {
            level: a.level,
            deck: a.deck.len(),
            discard: a.discard.clone(),
            card: a.card,
        }),
        shootout: g.shootout.clone(),
    }
}

/// Every event is public: hands and secret choices never travel in events.
pub(crate) fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
    Some(event.clone())
}
