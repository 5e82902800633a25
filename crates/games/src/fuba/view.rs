//! What each viewer may see of a FUBA match (§10): the whole board is public; a team's pending
//! preparation, its pending half-time change and its pending penalty dive are not.

use serde::Serialize;

use super::board::{self, Area, HALFWAY};
use super::state::*;
use crate::game::{Seat, Viewer};

/// One team as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamView {
    /// `None` until the formations are revealed together.
    pub formation: Option<Formation>,
    pub roles: Option<Roles>,
    pub styles: Option<[Style; 3]>,
    /// Outfield pieces per area and corner spot.
    pub pieces: [u8; board::SPOT_COUNT],
    pub keeper: Area,
    pub keeper_out: bool,
    pub yellows: u8,
    pub reds: u8,
    /// Pieces off the pitch: injured (returning or not) and sent off.
    pub off: u8,
    /// A1 condition points per line (`None` when A1 is off).
    pub cp: Option<[u8; 3]>,
    pub tired: bool,
    /// A3 substitutions left (`None` when A3 is off).
    pub subs_left: Option<u8>,
    /// A formation change waiting for the next turn.
    pub next_formation: Option<Formation>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FubaView {
    pub viewer: Viewer,
    pub config: Config,
    /// The phase, with other teams' pending secrets blanked.
    pub phase: Phase,
    pub score: [u16; 2],
    pub half: u8,
    pub minute: u8,
    pub stoppage: u8,
    pub ct: Seat,
    pub ball: Area,
    pub value: u8,
    pub target: Option<Area>,
    pub start: Area,
    pub restart: Restart,
    pub goal_kick: bool,
    pub turn: u32,
    pub teams: [TeamView; 2],
    /// The depth (cm from the west goal line) beyond which the CT's players are offside, from
    /// the PT's second-last player; `None` before kick-off.
    pub offside_line: Option<u16>,
    /// This turn so far, and the last finished turn.
    pub report: TurnReport,
    pub last_report: Option<TurnReport>,
    pub shootout: Option<Shootout>,
    pub penalties: Vec<(Seat, Side, Side, u8, bool)>,
}

impl FubaView {
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// "34'" or "45+2'".
    pub fn clock(&self) -> String {
        clock(self.minute, self.stoppage)
    }
}

pub fn clock(minute: u8, stoppage: u8) -> String {
    if stoppage > 0 {
        format!("{minute}+{stoppage}'")
    } else {
        format!("{minute}'")
    }
}

pub(crate) fn view(game: &Fuba, viewer: Viewer) -> FubaView {
    let own = |s: Seat| viewer == Viewer::Seat(s);
    let revealed = !matches!(game.phase, Phase::Prepare { .. });
    let teams = [0, 1].map(|s| {
        let t = &game.teams[s];
        TeamView {
            formation: revealed.then_some(t.formation),
            roles: (revealed && game.config.roles).then_some(t.roles),
            styles: (revealed && game.config.styles).then_some(t.styles),
            pieces: t.pieces,
            keeper: t.keeper,
            keeper_out: t.keeper_out,
            yellows: t.yellows,
            reds: t.reds,
            off: t.returning.len() as u8 + t.injured_out + t.reds,
            cp: game.config.condition.then_some(t.cp),
            tired: t.tired,
            subs_left: game.config.substitutions.then_some(3u8.saturating_sub(t.subs_used)),
            next_formation: t.next_formation,
        }
    });
    let phase = match &game.phase {
        Phase::Prepare { drafts } => Phase::Prepare {
            drafts: [0, 1].map(|s| if own(s) { drafts[s] } else { Draft { done: drafts[s].done, ..Draft::default() } }),
        },
        Phase::Penalty { dive, shootout } => {
            let keeper_team = 1 - game.ct;
            Phase::Penalty { dive: if own(keeper_team) { *dive } else { None }, shootout: *shootout }
        }
        Phase::HalfTime { changes } => Phase::HalfTime {
            changes: [0, 1].map(|s| if own(s) { changes[s] } else { changes[s].map(|_| HalfTimeChoice::Keep) }),
        },
        other => other.clone(),
    };
    FubaView {
        viewer,
        config: game.config.clone(),
        phase,
        score: game.score,
        half: game.half,
        minute: game.minute,
        stoppage: game.stoppage,
        ct: game.ct,
        ball: game.ball,
        value: game.value,
        target: game.target,
        start: game.start,
        restart: game.restart,
        goal_kick: game.goal_kick,
        turn: game.turn,
        teams,
        offside_line: revealed.then(|| offside_line(game)),
        report: game.report.clone(),
        last_report: game.last_report.clone(),
        shootout: game.shootout,
        penalties: game.penalties.clone(),
    }
}

/// The level of the PT's second-last player, never short of the halfway line.
fn offside_line(game: &Fuba) -> u16 {
    let r = game.second_last(1 - game.ct);
    let (lo, hi) = board::depth(board::home(r));
    if board::attacks_east(game.ct) {
        hi.max(HALFWAY)
    } else {
        lo.min(HALFWAY)
    }
}

/// A short label for an input, for menus and refusals.
pub fn describe(game: &Fuba, seat: Seat, input: &super::rules::Input) -> String {
    use super::rules::{Input, Substitution};
    let a = |x: Area| board::id(x).to_string();
    let team = game.teams.get(seat.min(1));
    match *input {
        Input::Formation { formation } => {
            if Formation::CARDS.contains(&formation) {
                format!("{formation}")
            } else {
                format!("{formation} (custom)")
            }
        }
        Input::Role { role, count } => format!("{count} {}", role.title()),
        Input::Style { line, style } => format!("{}: {}", line.title(), style.title()),
        Input::KickOff { with_ball: true } => "Start with the ball".into(),
        Input::KickOff { with_ball: false } => "Start without the ball".into(),
        Input::Pick { area, keeper: true } => format!("Move the goalkeeper (in {})", a(area)),
        Input::Pick { area, keeper: false } => format!("Move a player from {}", a(area)),
        Input::Drop { area } => match &game.phase {
            Phase::Setup { picked: Some((from, _)), .. } if *from == area => format!("Leave it in {}", a(area)),
            _ => format!("Put it in {} ({})", a(area), area_name(area)),
        },
        Input::Ready => "Setup ready".into(),
        Input::ResetSetup => "Back to the default placement".into(),
        Input::Target { area } => {
            let between = board::areas_between(game.ball, area);
            let pass = if between > 0 { format!(", long pass +{between}") } else { String::new() };
            format!("Target {} ({}{pass})", a(area), area_name(area))
        }
        Input::SlowGoalKick => "Slow goal kick: an extra movement stage for both teams".into(),
        Input::Shoot => match game.shot_modifier() {
            Some(m) => format!("Shoot from {} (modifier {m:+}, ball value {})", a(game.ball), game.value),
            None => "Shoot".into(),
        },
        Input::PlayOn => "Play on: no shot, a new turn".into(),
        Input::Movement { kind } => {
            let n = kind.line().map(|l| team.map(|t| t.playing_formation().count(l)).unwrap_or(0)).unwrap_or(0);
            let n = n.saturating_sub(game.forced[seat.min(1)]);
            format!("{} ({n} player{})", capital(kind.title()), if n == 1 { "" } else { "s" })
        }
        Input::UseCondition => {
            let line = game.condition_line(seat.min(1));
            let left = team.map(|t| t.cp[line.index()]).unwrap_or(0);
            format!("Use a {} condition point ({left} left): mixed movement", line.title())
        }
        Input::Move { from, to, keeper, dribble } => {
            let who = if keeper { "Goalkeeper " } else { "" };
            let ball = if dribble { " with the ball" } else { "" };
            format!("{who}{} → {}{ball}", a(from), a(to))
        }
        Input::KeeperOut { out: true } => "Goalkeeper steps out of the goal area".into(),
        Input::KeeperOut { out: false } => "Goalkeeper back into the goal area".into(),
        Input::EndMovement => "Done moving".into(),
        Input::FreeMove { from } => {
            format!("Free move {} → {}", a(from), a(board::away_from_goal_line(from).unwrap_or(from)))
        }
        Input::Press => format!("Press (win the ball on a roll below {})", game.value),
        Input::Substitute { sub } => match sub {
            Substitution::Formation { from, to } => {
                let f = team.and_then(|t| t.formation.shifted(from, to)).map(|f| f.to_string()).unwrap_or_default();
                format!("Substitution: one player from {} to {} ({f})", from.title(), to.title())
            }
            Substitution::RemoveYellow => "Substitution: take off a booked player (one yellow card less)".into(),
            Substitution::FreshPlayer { line } if game.config.condition => {
                format!("Substitution: fresh player, condition points for {}", line.title())
            }
            Substitution::FreshPlayer { .. } => "Substitution: fresh player for the injured one".into(),
        },
        Input::EndStage => "End the action stage".into(),
        Input::Dive { side } => format!("Dive {}", side.title()),
        Input::Kick { side } => format!("Kick {}", side.title()),
        Input::HalfTime { change: None } => "Keep the formation".into(),
        Input::HalfTime { change: Some((from, to)) } => {
            let f = team.and_then(|t| t.formation.shifted(from, to)).map(|f| f.to_string()).unwrap_or_default();
            format!("One player from {} to {} ({f})", from.title(), to.title())
        }
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

pub fn area_name(a: Area) -> &'static str {
    match board::AREAS.get(a as usize) {
        Some(info) => info.name,
        None if board::is_spot(a) => "corner",
        None => "no such area",
    }
}

/// The event as `viewer` may see it: every FUBA event is public once it happens; secret
/// choices are announced only as "has chosen".
pub fn redact(event: &super::rules::Event, _viewer: Viewer) -> Option<super::rules::Event> {
    Some(event.clone())
}

/// One play-by-play line per event (`None` for the ones too small to mention).
pub fn event_line(event: &super::rules::Event, names: &[String; 2]) -> Option<String> {
    use super::rules::{Control, Event, ShotResult};
    let n = |s: Seat| names[s.min(1)].as_str();
    let a = |x: Area| board::id(x);
    Some(match event {
        Event::Chose { seat } => format!("{} has chosen ✓", n(*seat)),
        Event::Formations { formations, .. } => {
            format!("Formations: {} {} · {} {}", n(0), formations[0], n(1), formations[1])
        }
        Event::KickOffRoll { dice, winner } => {
            format!("Kick-off roll {}–{}: {} choose", dice[0], dice[1], n(*winner))
        }
        Event::KickOffChosen { seat, with_ball } => {
            format!("{} start {} the ball", n(*seat), if *with_ball { "with" } else { "without" })
        }
        Event::SetupStarts { kind, ct } => match kind {
            SetupKind::KickOff => format!("Kick-off setup: {} have the ball", n(*ct)),
            SetupKind::FreeKick { area } => format!("Free-kick setup in {}", a(*area)),
            SetupKind::Corner => format!("Corner setup for {}", n(*ct)),
            SetupKind::Penalty => format!("Penalty setup for {}", n(*ct)),
        },
        Event::Placed { .. } | Event::SetupReady { .. } | Event::KeeperOut { .. } => return None,
        Event::Target { seat, area } => format!("{} target {}", n(*seat), a(*area)),
        Event::Dice { dice } => format!("Dice {}–{}", dice[0], dice[1]),
        Event::Clock { advance, minute, stoppage } => format!("Clock +{advance} → {}", clock(*minute, *stoppage)),
        Event::Control { control } => match control {
            Control::Kept => "Control kept".into(),
            Control::Automatic => "Control passed automatically".into(),
            Control::Lost => "Control lost: turnover".into(),
            Control::SpecialEvent => "Die equals the ball value: special event".into(),
        },
        Event::SpecialEvent { difference, .. } => {
            format!("Special event {difference:+}: {}", special_event_text(*difference))
        }
        Event::YellowRoll { seat, roll, card } => {
            format!("{} roll {roll} for a card: {}", n(*seat), if *card { "yellow card" } else { "no card" })
        }
        Event::RedCard { seat, .. } => format!("RED CARD for {}", n(*seat)),
        Event::Injury { seat, roll, back_in_turn, .. } => match back_in_turn {
            Some(t) => format!("{} player injured (roll {roll}), back in turn {t}", n(*seat)),
            None => format!("{} player injured (roll {roll}), out for the match", n(*seat)),
        },
        Event::Returned { seat, count } => format!("{} get {count} player(s) back in C3", n(*seat)),
        Event::Possession { seat } => format!("{} have the ball", n(*seat)),
        Event::BallMoved { to, value } => format!("Ball to {}, value {value}", a(*to)),
        Event::ForcedMove { seat, from, to, .. } => {
            format!("{} move a player {} → {} to the ball", n(*seat), a(*from), a(*to))
        }
        Event::FreeKick { seat, area } => format!("Free kick for {} in {}", n(*seat), a(*area)),
        Event::Shot { seat, from, roll, second_roll, modifier, value, result } => {
            let extra = second_roll.map(|r| format!(", second roll {r}")).unwrap_or_default();
            let word = match result {
                ShotResult::Goal => "GOAL",
                ShotResult::Corner => "corner",
                ShotResult::Rebound => "rebound",
                ShotResult::Miss => "miss, goal kick",
            };
            format!("{} shoot from {}: {roll}{modifier:+} against {value}{extra} — {word}", n(*seat), a(*from))
        }
        Event::Rebound { totals, result, .. } => {
            format!("Rebound {}–{}: {}", totals[0], totals[1], result_word(*result))
        }
        Event::Goal { seat, score } => format!("GOAL for {}! {}–{}", n(*seat), score[0], score[1]),
        Event::Corner { seat } => format!("Corner for {}", n(*seat)),
        Event::GoalKick { seat } => format!("Goal kick for {}", n(*seat)),
        Event::MovementChosen { seat, kind, allowance } => format!("{}: {} ({allowance})", n(*seat), kind.title()),
        Event::ConditionUsed { seat, line, roll, allowance } => {
            format!("{} use a {} condition point: roll {roll}, {allowance} moves", n(*seat), line.title())
        }
        Event::Moved { seat, from, to, keeper, dribble } => format!(
            "{} {}{} → {}{}",
            n(*seat),
            if *keeper { "goalkeeper " } else { "" },
            a(*from),
            a(*to),
            if *dribble { " with the ball" } else { "" }
        ),
        Event::FreeMoved { seat, from, to } => format!("{} free move {} → {}", n(*seat), a(*from), a(*to)),
        Event::BallValue { value } => format!("Ball value {value}"),
        Event::Press { seat, roll, won } => {
            format!("{} press: roll {roll}, {}", n(*seat), if *won { "ball won" } else { "failed" })
        }
        Event::Substitution { seat, .. } => format!("{} make a substitution", n(*seat)),
        Event::Tiredness { seat, rolls, lost } => format!("{} tiredness test {rolls:?}: {lost} CP lost", n(*seat)),
        Event::Tired { seat } => format!("{} are tired for the rest of the match", n(*seat)),
        Event::ConditionGained { seat, line } => format!("{} gain a {} condition point", n(*seat), line.title()),
        Event::PenaltyKick { seat, dive, kick, roll, need, scored, .. } => format!(
            "Penalty by {}: kick {}, dive {}, needs {need}+, rolled {roll} — {}",
            n(*seat),
            kick.title(),
            dive.title(),
            if *scored { "scored" } else { "missed" }
        ),
        Event::HalfTime { score } => format!("Half time: {}–{}", score[0], score[1]),
        Event::FormationChanged { seat, formation } => format!("{} now play {formation}", n(*seat)),
        Event::SecondHalf => "Second half".into(),
        Event::ShootoutStarts => "Level after 90 minutes: penalty shoot-out".into(),
        Event::LotsDrawn { seat } => format!("Shoot-out still level after 100 kicks each: lots go to {}", n(*seat)),
        Event::FullTime { score } => format!("Full time: {} {}–{} {}", n(0), score[0], score[1], n(1)),
        Event::TurnEnded { .. } => return None,
    })
}

/// The special-event table (§7.4.3) in words.
pub fn special_event_text(difference: i8) -> &'static str {
    match difference {
        -5 => "the passive team may move two players one area",
        -4 => "control lost, the ball stays in the start area",
        -3 => "the passive team may move one player one area",
        -2 => "+1 to the ball value",
        -1 => "free kick for the controlling team, a card roll for the passive team",
        0 => "action stages skipped",
        1 => "free kick for the passive team, a card roll for the controlling team",
        2 => "−1 to the ball value",
        3 => "the controlling team may move one player one area",
        4 => "−2 to the ball value",
        _ => "the passive team may not choose defence movement",
    }
}

/// The one-line summary of a finished turn, for the message under the picture.
pub fn turn_line(report: &TurnReport, names: &[String; 2]) -> String {
    let mut parts = vec![format!("Turn {}", report.turn)];
    if let Some(t) = report.target {
        parts.push(format!("{} target {}", names[report.ct.min(1)], board::id(t)));
    }
    if let Some(d) = report.dice {
        parts.push(format!("dice {}–{}, clock +{}", d[0], d[1], report.advance));
    }
    if let Some(c) = &report.control {
        parts.push(format!("control {c}"));
    }
    parts.extend(report.notes.iter().map(|n| n.replace("{home}", &names[0]).replace("{away}", &names[1])));
    parts.join(" · ")
}

/// A team in a turn note: a placeholder that [`super::view::turn_line`] replaces by its name.
pub fn side_name(seat: Seat) -> &'static str {
    if seat == 0 {
        "{home}"
    } else {
        "{away}"
    }
}

pub fn result_word(r: super::rules::ShotResult) -> &'static str {
    match r {
        super::rules::ShotResult::Goal => "goal",
        super::rules::ShotResult::Corner => "corner",
        super::rules::ShotResult::Rebound => "rebound",
        super::rules::ShotResult::Miss => "miss",
    }
}
