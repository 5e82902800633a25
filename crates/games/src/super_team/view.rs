//! What each viewer may see (rules digest §16): the pitch, the Time Track, Morale and the face-up
//! discard piles are public; a hand is its owner's alone, and so is a secret choice (boards,
//! Coach markers, a Strike tile, a Morale commitment) until both are revealed together.

use crate::game::{Rules, Secrets, Viewer};
use serde::Serialize;

use super::board::Space;
use super::cards::{marker_layouts, Card, Level, Markers, Stat, MAX_COMMIT};
use super::input::Event;
use super::state::{DuelKind, Format, LastAction, Phase, SuperTeam, Task, Use, PIECES};
use crate::chance::Chance;

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

impl Secrets for SuperTeam {
    type View = SuperView;

    fn view(&self, viewer: Viewer) -> SuperView {
        let g = self;
        let me = match viewer {
            Viewer::Seat(s) if s < g.seats() => Some(s),
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
            Phase::HalfTime { markers } => {
                Stage::HalfTime { chosen: markers.map(|m| m.is_some()), mine: mine(*markers) }
            }
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
    fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
        Some(event.clone())
    }

    /// A world `viewer` could believe in: a hidden side's hand and deck redealt from the cards it
    /// holds between them, every deck order reshuffled, a hidden side's pending choices drawn
    /// anew. A seat's hidden side is the other one; a spectator's are both.
    fn imagine(&self, viewer: Viewer, chance: &mut Chance) -> SuperTeam {
        let g = self;
        let mut w = g.clone();
        let hidden: &[usize] = match viewer {
            Viewer::Seat(0) => &[1],
            Viewer::Seat(_) => &[0],
            Viewer::Spectator => &[0, 1],
        };
        // A seat's own deck order.
        for side in (0..2).filter(|s| !hidden.contains(s)) {
            w.teams[side].deck.sort();
            chance.shuffle(&mut w.teams[side].deck);
        }
        // A hidden side's hand and deck, from the cards between them.
        for &other in hidden {
            if w.seated(other) {
                let t = &mut w.teams[other];
                let hand = t.hand.len();
                let mut pool: Vec<Card> = t.hand.drain(..).chain(t.deck.drain(..)).collect();
                pool.sort();
                chance.shuffle(&mut pool);
                t.hand = pool.split_off(pool.len() - hand);
                t.deck = pool;
            }
        }
        if let Some(auto) = &mut w.auto {
            auto.deck.sort();
            chance.shuffle(&mut auto.deck);
        }
        // A hidden side's secret choices.
        let boards_secret = matches!(w.phase, Phase::Prepare { .. }) && w.config.format == super::state::Format::Full;
        if boards_secret && hidden.iter().any(|s| w.seated(*s)) {
            // The offers a seat knows (its own) are not among the others'.
            let known: Vec<([u8; 2], [u8; 2])> =
                (0..2).filter(|s| !hidden.contains(s)).filter_map(|s| w.teams[s].offers).collect();
            let mut teams: Vec<u8> = (0..6).filter(|t| !known.iter().any(|k| k.0.contains(t))).collect();
            let mut caps: Vec<u8> = (0..6).filter(|c| !known.iter().any(|k| k.1.contains(c))).collect();
            chance.shuffle(&mut teams);
            chance.shuffle(&mut caps);
            let seated: Vec<usize> = hidden.iter().copied().filter(|s| w.seated(*s)).collect();
            for (i, other) in seated.into_iter().enumerate() {
                let offers = ([teams[2 * i], teams[2 * i + 1]], [caps[2 * i], caps[2 * i + 1]]);
                w.teams[other].offers = Some(offers);
                w.teams[other].team = offers.0[0];
                w.teams[other].captain = offers.1[0];
            }
        }
        let random_layout = |chance: &mut Chance, gk: Option<u8>| -> Markers {
            let all = marker_layouts(gk);
            all[chance.below(all.len())]
        };
        for &other in hidden {
            // The AutoTeam's choices are the engine's, made in the open.
            let seated = w.seated(other);
            match &mut w.phase {
                Phase::Prepare { boards, markers } => {
                    if boards_secret && boards[other].is_some() {
                        let (t, c) = w.teams[other].offers.unwrap_or(([0, 0], [0, 0]));
                        boards[other] = Some((t[chance.below(2)], c[chance.below(2)]));
                    }
                    if markers[other].is_some() && seated {
                        markers[other] = Some(random_layout(chance, None));
                    }
                }
                Phase::HalfTime { markers } => {
                    if markers[other].is_some() && seated {
                        markers[other] = Some(random_layout(chance, Some(w.teams[other].markers[Stat::Gk.index()])));
                    }
                }
                Phase::Shot(shot) => {
                    if shot.tiles[other].is_some() && seated {
                        shot.tiles[other] = Some(chance.below(3) as u8);
                    }
                    if shot.morale[other].is_some() && w.teams[other].morale > 0 && seated {
                        shot.morale[other] =
                            Some(chance.below(w.teams[other].morale.min(MAX_COMMIT) as usize + 1) as u8);
                    }
                }
                Phase::Duel(duel) => {
                    if duel.morale[other].is_some() && w.teams[other].morale > 0 && seated {
                        duel.morale[other] =
                            Some(chance.below(w.teams[other].morale.min(MAX_COMMIT) as usize + 1) as u8);
                    }
                }
                Phase::Play | Phase::Over => {}
            }
        }
        w
    }
}
