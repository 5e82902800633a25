//! FUBA scenario tests: the rulebook's worked examples with scripted dice, the special-event
//! table row by row, and statistics over simulated matches.

use super::board::*;
use super::event::*;
use super::input::*;
use super::rules::*;
use super::state::*;
use crate::chance::Chance;
use crate::game::{Command, Presented, Rules, Scored, Scoring, Secrets};
use crate::match_state::Match;

/// A match played by the computer on both sides.
fn computer_match(config: Config, seed: u64) -> Match<Fuba> {
    let (mut m, _) = Match::<Fuba>::new(config, 2, seed).unwrap();
    let mut guard = 0;
    while let Some(seat) = m.status().to_act().iter().next() {
        m.apply(seat, Command::AutoMove).unwrap();
        guard += 1;
        assert!(guard < 20_000, "no end");
    }
    m
}

#[test]
fn simulated_matches_last_about_23_turns_a_half() {
    let n = 200;
    let mut turns = 0u64;
    let mut goals = 0u64;
    for seed in 0..n {
        let m = computer_match(Config::default(), seed);
        turns += m.game.turn as u64;
        goals += m.game.score.iter().map(|g| *g as u64).sum::<u64>();
    }
    let per_half = turns as f64 / n as f64 / 2.0;
    let per_match = goals as f64 / n as f64;
    println!("turns per half {per_half:.1}, goals per match {per_match:.2}");
    assert!((18.0..=28.0).contains(&per_half), "turns per half {per_half}");
    assert!(per_match > 0.2, "goals per match {per_match}");
}

/// A scripted die showing `r`.
fn d(r: u8) -> u32 {
    r as u32 - 1
}

fn dice(rolls: &[u8]) -> Chance {
    Chance::scripted(rolls.iter().map(|r| d(*r)))
}

/// Both teams 4-4-2, home wins the kick-off roll 5–2 and starts with the ball, setups accepted:
/// the first turn's target choice.
fn kicked_off(config: Config) -> Fuba {
    let mut g = Fuba::new(&config);
    let formation = Formation::new(4, 4, 2);
    let mut c = dice(&[5, 2]);
    g.apply(0, &Input::Formation { formation }, &mut c).unwrap();
    g.apply(1, &Input::Formation { formation }, &mut c).unwrap();
    assert_eq!(g.phase, Phase::KickOffChoice { winner: 0 });
    g.apply(0, &Input::KickOff { with_ball: true }, &mut c).unwrap();
    for seat in [0, 1, 0] {
        g.apply(seat, &Input::Ready, &mut c).unwrap();
    }
    assert_eq!(g.phase, Phase::Target);
    g
}

/// Clear the board and put each team's pieces where a scenario wants them.
fn arrange(g: &mut Fuba, home: &[(Area, u8)], away: &[(Area, u8)], keepers: [Area; 2]) {
    for (seat, list) in [home, away].into_iter().enumerate() {
        let team = &mut g.teams[seat];
        team.pieces = [0; SPOT_COUNT];
        for (a, n) in list {
            team.pieces[*a as usize] += n;
        }
        team.keeper = keepers[seat];
    }
    g.restart = Restart::Open;
    g.start = g.ball;
}

fn shot_position(value: u8) -> Fuba {
    let mut g = kicked_off(Config::default());
    g.ct = 0;
    g.ball = C4;
    g.value = value;
    // CT: two in the shooting area, one in the box. PT: one in the shooting area, two in the box.
    arrange(&mut g, &[(C4, 2), (C5, 1), (C3, 7)], &[(C4, 1), (C5, 2), (C3, 7)], [C1, C5]);
    g.phase = Phase::Action { team: 0, second: false, step: ActionStep::Choose { shot: false } };
    g
}

fn shot_events(g: &mut Fuba, rolls: &[u8]) -> Vec<Event> {
    g.apply(0, &Input::Shoot, &mut dice(rolls)).unwrap()
}

/// §7.7's example: ball value 3; area −2, more CT players in the shooting area +1, more PT
/// players in the box −1: net −2. A 6 scores, a 5 is a corner, a 4 a rebound, 1–3 miss.
#[test]
fn the_goal_attempt_example() {
    let g = shot_position(3);
    assert_eq!(g.shot_modifier(), Some(-2));
    assert!(g.legal_inputs(0).contains(&Input::Shoot));

    let mut goal = g.clone();
    let ev = shot_events(&mut goal, &[6]);
    assert!(ev.iter().any(|e| matches!(e, Event::Shot { result: ShotResult::Goal, .. })));
    assert_eq!(goal.score, [1, 0]);
    assert!(matches!(goal.phase, Phase::Setup { kind: SetupKind::KickOff, .. }));
    assert_eq!(goal.ct, 1, "the scoring team becomes the passive team");

    let mut corner = g.clone();
    shot_events(&mut corner, &[5]);
    assert!(matches!(corner.phase, Phase::Setup { kind: SetupKind::Corner, .. }));
    assert_eq!(corner.ct, 0);

    // Rebound: 4 + our 1 in the box against 1 + their 2 (the keeper is not counted): level, a corner.
    let mut rebound = g.clone();
    let ev = shot_events(&mut rebound, &[4, 4, 1]);
    assert!(ev.iter().any(|e| matches!(e, Event::Shot { result: ShotResult::Rebound, .. })));
    assert!(ev.iter().any(|e| matches!(e, Event::Rebound { totals: [5, 3], result: ShotResult::Goal, .. })));
    assert_eq!(rebound.score, [1, 0]);

    // A lost rebound: the PT takes the ball with the old CT's raw rebound die as the value.
    let mut lost = g.clone();
    shot_events(&mut lost, &[4, 2, 5]);
    assert_eq!((lost.ct, lost.value, lost.ball), (1, 2, C5));

    for roll in 1..=3 {
        let mut miss = g.clone();
        let ev = shot_events(&mut miss, &[roll]);
        assert!(ev.iter().any(|e| matches!(e, Event::GoalKick { seat: 1 })));
        assert_eq!((miss.ct, miss.ball, miss.value, miss.goal_kick), (1, C5, 1, true));
        // The rest of the turn goes on: the shooter still moves, then the other team acts.
        assert!(matches!(miss.phase, Phase::Action { team: 0, step: ActionStep::Choose { shot: true }, .. }));
        assert!(!miss.legal_inputs(0).contains(&Input::Shoot));
    }
}

/// §7.7.1: when even a 6 cannot beat the value, a 6 then a roll above the area modifier scores.
#[test]
fn a_difficult_attempt_needs_a_six_then_more_than_the_area_modifier() {
    let mut g = shot_position(6);
    assert_eq!(g.shot_modifier(), Some(-2));
    let mut goal = g.clone();
    shot_events(&mut goal, &[6, 3]);
    assert_eq!(goal.score, [1, 0]);
    let mut corner = g.clone();
    shot_events(&mut corner, &[6, 2]);
    assert!(matches!(corner.phase, Phase::Setup { kind: SetupKind::Corner, .. }));
    shot_events(&mut g, &[5]);
    assert!(g.goal_kick);
}

/// The goalkeeper out of its box: +4, and shots from the centre area become possible (§7.7).
#[test]
fn a_keeper_out_of_the_box_opens_the_centre_circle_to_shots() {
    let mut g = shot_position(3);
    g.ball = C3;
    assert!(!g.legal_inputs(0).contains(&Input::Shoot), "no shot from the centre with the keeper at home");
    g.teams[1].keeper = C4;
    // Centre −6, keeper out +4; in C3: 7 v 7 level; box: 1 v 2 → −1.
    assert_eq!(g.shot_modifier(), Some(-3));
    assert!(g.legal_inputs(0).contains(&Input::Shoot));
}

/// §7.5's example: PT die 4 and two areas between the start and the target give 4 + 2 = 6.
#[test]
fn the_long_pass_example() {
    let mut g = kicked_off(Config::default());
    g.ball = C2;
    g.value = 1;
    arrange(&mut g, &[(C2, 2), (C5, 1), (C3, 7)], &[(C2, 1), (C5, 1), (C3, 8)], [C1, C5]);
    assert!(g.legal_targets().contains(&C5));
    g.apply(0, &Input::Target { area: C5 }, &mut dice(&[3, 4])).unwrap();
    assert_eq!((g.ct, g.ball, g.value), (0, C5, 6));
}

/// §7.6.4's example: a press rolling 2 against a higher ball value wins the ball at value 2.
#[test]
fn pressing_with_a_two() {
    let mut g = kicked_off(Config::default());
    g.ct = 0;
    g.ball = C3;
    g.value = 4;
    arrange(&mut g, &[(C3, 5), (C2, 5)], &[(C3, 5), (C4, 5)], [C1, C5]);
    g.phase = Phase::Action { team: 1, second: true, step: ActionStep::Finish { pressed: false } };
    assert!(g.legal_inputs(1).contains(&Input::Press));
    let mut won = g.clone();
    won.apply(1, &Input::Press, &mut dice(&[2])).unwrap();
    assert_eq!((won.ct, won.value), (1, 2));
    // A failed press: the CT passes the next control check automatically.
    g.apply(1, &Input::Press, &mut dice(&[4])).unwrap();
    assert_eq!((g.ct, g.auto_pass), (0, Some(0)));
}

/// A press against ball value 1 could never win the ball (no roll is below 1) and would only
/// hand over an automatic pass, so it is not offered; A5's sweeper keeper, out of its goal
/// area, makes a roll of 1 win (§12.16), so then it is.
#[test]
fn a_press_that_cannot_win_the_ball_is_not_offered() {
    let mut g = kicked_off(Config::default());
    g.ct = 0;
    g.ball = C3;
    g.value = 1;
    arrange(&mut g, &[(C3, 5), (C2, 5)], &[(C3, 5), (C4, 5)], [C1, C5]);
    g.phase = Phase::Action { team: 1, second: true, step: ActionStep::Finish { pressed: false } };
    assert_eq!(g.legal_inputs(1), vec![Input::EndStage]);
    assert!(g.apply(1, &Input::Press, &mut dice(&[1])).is_err());
    // Nor does the coach's prompt mention one (nor substitutions, which are off).
    let names = ["Home".to_string(), "Away".to_string()];
    let told = |g: &Fuba| {
        let view = <Fuba as crate::game::Secrets>::view(g, crate::game::Viewer::Seat(1));
        <Fuba as crate::text::Text>::situation(&view, &names, crate::text::Lang::En)
    };
    assert!(told(&g).ends_with("End your stage.\n"), "{}", told(&g));
    g.value = 2;
    assert!(g.legal_inputs(1).contains(&Input::Press));
    assert!(told(&g).ends_with("Press, or end your stage.\n"), "{}", told(&g));
    let label = g.describe_input(1, &Input::Press, crate::text::Lang::En);
    assert_eq!(label, "Press (wins the ball on a roll of 1)");
    let mut keeper = kicked_off(Config { keeper: true, ..Config::default() });
    keeper.ct = 0;
    keeper.ball = C3;
    keeper.value = 1;
    arrange(&mut keeper, &[(C3, 5), (C2, 5)], &[(C3, 5), (C4, 5)], [C1, C5]);
    keeper.teams[1].keeper_out = true;
    keeper.phase = Phase::Action { team: 1, second: true, step: ActionStep::Finish { pressed: false } };
    assert!(keeper.legal_inputs(1).contains(&Input::Press));
    keeper.apply(1, &Input::Press, &mut dice(&[1])).unwrap();
    assert_eq!((keeper.ct, keeper.value), (1, 1), "1 − 1 is below 1: the ball is won at value 1");
}

/// A1.2's example at the 78th minute, read as §12.9 says: the marker ends on 79; a 5 (50)
/// fails and costs a CP, then 5 + 3 = 8 (80) passes.
#[test]
fn the_tiredness_example() {
    let mut g = kicked_off(Config { condition: true, ..Config::default() });
    g.half = 2;
    g.minute = 74;
    g.ball = C3;
    g.value = 3;
    arrange(&mut g, &[(C3, 5), (C4, 5)], &[(C3, 5), (C4, 5)], [C1, C5]);
    g.teams[0].cp = [4, 4, 2];
    g.teams[1].cp = [4, 4, 2];
    let ev = g.apply(0, &Input::Target { area: C4 }, &mut dice(&[6, 1, 5, 3, 6, 2])).unwrap();
    assert_eq!(g.minute, 79);
    assert!(ev.contains(&Event::Tiredness { seat: 0, rolls: vec![5, 3], lost: 1 }));
    assert!(ev.contains(&Event::Tiredness { seat: 1, rolls: vec![6, 2], lost: 1 }));
    // The first CP comes from the line of the target area's zone: C4 is home's attack zone
    // (forwards) and away's defence zone.
    assert_eq!(g.teams[0].cp, [4, 4, 1]);
    assert_eq!(g.teams[1].cp, [3, 4, 2]);
}

/// §8.4's example: a third yellow and a red-card roll of 2 → red; the team keeps one yellow
/// and one red, and plays a man short.
#[test]
fn a_third_yellow_and_a_red_card() {
    let mut g = kicked_off(Config::default());
    g.ball = C3;
    g.value = 2;
    arrange(&mut g, &[(C3, 5), (C4, 5)], &[(C3, 5), (C4, 5)], [C1, C5]);
    g.teams[1].yellows = 2;
    // Control die 2 = value: special event 3 − 4 = −1, free kick to home; away roll 4 (yellow)
    // then 2 on the red-card test.
    let ev = g.apply(0, &Input::Target { area: C4 }, &mut dice(&[2, 5, 3, 4, 4, 2])).unwrap();
    assert!(ev.contains(&Event::YellowRoll { seat: 1, roll: 4, card: true }));
    assert!(ev.iter().any(|e| matches!(e, Event::RedCard { seat: 1, roll: 2, .. })));
    assert_eq!((g.teams[1].yellows, g.teams[1].reds, g.teams[1].outfield()), (1, 1, 9));
    assert!(matches!(g.phase, Phase::Setup { kind: SetupKind::FreeKick { area: C4 }, .. }));
}

/// §12.1's worked offside cases, attacking east, by the PT's second-last player.
#[test]
fn the_offside_examples() {
    let cases: [(Area, &[Area]); 4] = [(C5, &[]), (C4, &[C5]), (N3, &[N4, S4, C5]), (C3, &[C4, N4, S4, C5])];
    for (r, offside) in cases {
        let mut g = kicked_off(Config::default());
        // The PT: keeper and one defender at R (so R is the second-last), the rest in C1.
        arrange(&mut g, &[(C3, 10)], &[(r, 1), (C1, 9)], [C1, r]);
        let east_half = [N3, S3, C4, N4, S4, C5];
        for a in east_half {
            assert_eq!(g.offside(0, a, None), offside.contains(&a), "R {} area {}", id(r), id(a));
        }
        assert!(!g.offside(0, C3, None), "the centre area is never offside");
    }
    // The ball-start exception: level with or behind the start area is onside.
    let mut g = kicked_off(Config::default());
    arrange(&mut g, &[(C3, 10)], &[(C3, 1), (C1, 9)], [C1, C3]);
    assert!(g.offside(0, C5, Some(C3)));
    assert!(g.offside(0, C5, Some(C4)), "touching C4 at a line is not being level with it");
    assert!(!g.offside(0, C5, Some(C5)), "level with the start area is onside");
    assert!(!g.offside(0, N4, Some(C4)), "N4 overlaps C4: level with the start area");
}

/// The movement options of a 4-4-2 (§7.6.2): 4 midfield moves, 2 forward, 4 defence.
#[test]
fn the_movement_options_of_a_four_four_two() {
    let mut g = kicked_off(Config::default());
    g.ball = C3;
    arrange(&mut g, &[(C3, 2), (N2, 2), (S2, 2), (C2, 4)], &[(C3, 2), (N3, 2), (S3, 2), (C4, 4)], [C1, C5]);
    g.phase = Phase::Action { team: 0, second: false, step: ActionStep::Choose { shot: false } };
    let labels: Vec<String> = g.legal_inputs(0).iter().map(|i| g.describe_input(0, i, crate::text::Lang::En)).collect();
    assert_eq!(
        labels,
        ["Midfield movement (4 players)", "Forward movement (2 players)", "Defence movement (4 players)"]
    );
    let mut mid = g.clone();
    mid.apply(0, &Input::Movement { kind: MoveKind::Midfield }, &mut dice(&[])).unwrap();
    // Sideways or diagonal only: from N2 to C2 or C3, never straight on to N3.
    let moves = mid.legal_inputs(0);
    assert!(moves.contains(&Input::Move { from: N2, to: C3, keeper: false, dribble: false }));
    assert!(!moves.contains(&Input::Move { from: N2, to: N3, keeper: false, dribble: false }));
    let mut fwd = g.clone();
    fwd.apply(0, &Input::Movement { kind: MoveKind::Forward }, &mut dice(&[])).unwrap();
    // Straight on, and the stop rule: C4 holds four opponents against none, so a runner from C3
    // stops there.
    let moves = fwd.legal_inputs(0);
    assert!(moves.contains(&Input::Move { from: C3, to: C4, keeper: false, dribble: false }));
    assert!(!moves.contains(&Input::Move { from: C3, to: C5, keeper: false, dribble: false }));
    assert!(moves.contains(&Input::Move { from: N2, to: N3, keeper: false, dribble: false }));
    // Two forward moves, then the stage moves on by itself.
    fwd.apply(0, &Input::Move { from: N2, to: N3, keeper: false, dribble: false }, &mut dice(&[])).unwrap();
    fwd.apply(0, &Input::Move { from: S2, to: S3, keeper: false, dribble: false }, &mut dice(&[])).unwrap();
    assert!(!fwd.legal_inputs(0).iter().any(|i| matches!(i, Input::Move { .. })));
}

/// The special-event table (§7.4.3), row by row.
#[test]
fn the_special_event_table_row_by_row() {
    for difference in -5i8..=5 {
        let mut g = kicked_off(Config::default());
        g.ball = C3;
        g.value = 3;
        arrange(&mut g, &[(C3, 5), (C4, 5)], &[(C3, 5), (C4, 5)], [C1, C5]);
        let (a, b) = match difference {
            0 => (3, 3),
            k if k > 0 => (1 + k as u8, 1),
            k => (1, 1 + (-k) as u8),
        };
        // Control die 3 = ball value 3; PT die 5; the event dice; a card roll of 1 (no card).
        let ev = g.apply(0, &Input::Target { area: C4 }, &mut dice(&[3, 5, a, b, 1])).unwrap();
        assert!(ev.contains(&Event::SpecialEvent { dice: [a, b], difference }), "{difference}");
        match difference {
            -5 => assert_eq!(g.phase, Phase::EventMoves { team: 1, left: 2 }),
            -4 => assert_eq!((g.ct, g.ball), (1, C3), "turnover, the ball stays in the start area"),
            -3 => assert_eq!(g.phase, Phase::EventMoves { team: 1, left: 1 }),
            -2 => assert_eq!(g.value, 6, "PT die 5 + 1"),
            -1 => {
                assert_eq!(g.ct, 0);
                assert!(matches!(g.phase, Phase::Setup { kind: SetupKind::FreeKick { area: C4 }, .. }));
                assert!(ev.contains(&Event::YellowRoll { seat: 1, roll: 1, card: false }));
            }
            0 => assert_eq!((g.turn, g.phase.clone()), (2, Phase::Target), "both action stages skipped"),
            1 => {
                assert_eq!(g.ct, 1);
                assert!(matches!(g.phase, Phase::Setup { kind: SetupKind::FreeKick { area: C4 }, .. }));
                assert!(ev.contains(&Event::YellowRoll { seat: 0, roll: 1, card: false }));
            }
            2 => assert_eq!(g.value, 4),
            3 => assert_eq!(g.phase, Phase::EventMoves { team: 0, left: 1 }),
            4 => assert_eq!(g.value, 3),
            _ => {
                assert_eq!(g.no_defence, Some(1));
                let mut away = g.clone();
                away.phase = Phase::Action { team: 1, second: true, step: ActionStep::Choose { shot: false } };
                assert!(!away.legal_inputs(1).contains(&Input::Movement { kind: MoveKind::Defence }));
            }
        }
    }
}

/// §6: a zero difference stops the clock and adds a minute to the next advance; stoppage time
/// ends the half when the difference is below the square's number.
#[test]
fn time_carries_zero_turns_and_stoppage_ends_the_half() {
    let mut g = kicked_off(Config::default());
    g.ball = C3;
    g.value = 1;
    arrange(&mut g, &[(C3, 5), (C4, 5)], &[(C3, 5), (C4, 5)], [C1, C5]);
    g.minute = 10;
    let mut zero = g.clone();
    zero.apply(0, &Input::Target { area: C3 }, &mut dice(&[4, 4])).unwrap();
    assert_eq!((zero.minute, zero.carried), (10, 1));
    let mut next = g.clone();
    next.carried = 1;
    next.apply(0, &Input::Target { area: C3 }, &mut dice(&[5, 2])).unwrap();
    assert_eq!(next.minute, 14, "3 + 1 carried");
    let mut late = g.clone();
    late.minute = 44;
    late.apply(0, &Input::Target { area: C3 }, &mut dice(&[6, 2])).unwrap();
    assert_eq!((late.minute, late.stoppage), (45, 1), "the marker stops on +1");
    let mut ends = g.clone();
    ends.minute = 45;
    ends.stoppage = 3;
    ends.apply(0, &Input::Target { area: C3 }, &mut dice(&[3, 2])).unwrap();
    assert_eq!(ends.phase, Phase::HalfTime { changes: [None, None] });
}

/// §8.5: the table, and a penalty is decided by the secret dive then the kick.
#[test]
fn penalties_follow_the_table() {
    use Side::*;
    assert_eq!(penalty_need(Left, Right), 6);
    assert_eq!(penalty_need(Middle, Left), 1);
    assert_eq!(penalty_need(Middle, Middle), 6);
    assert_eq!(penalty_need(Right, Middle), 2);
    let mut g = kicked_off(Config::default());
    g.ball = C4;
    g.value = 2;
    arrange(&mut g, &[(C3, 5), (C5, 5)], &[(C3, 5), (C5, 5)], [C1, C5]);
    // Special event −1 in the away box: a penalty for home.
    g.apply(0, &Input::Target { area: C5 }, &mut dice(&[2, 5, 3, 4, 1])).unwrap();
    assert!(matches!(g.phase, Phase::Setup { kind: SetupKind::Penalty, .. }));
    for seat in [0, 1, 0] {
        g.apply(seat, &Input::Ready, &mut dice(&[])).unwrap();
    }
    assert_eq!(g.actor(), Some(1), "the keeper dives first");
    g.apply(1, &Input::Dive { side: Left }, &mut dice(&[])).unwrap();
    assert_eq!(g.view(crate::game::Viewer::Seat(0)).phase, Phase::Penalty { dive: None, shootout: false });
    let events = g.apply(0, &Input::Kick { side: Right }, &mut dice(&[5])).unwrap();
    assert_eq!(g.score, [0, 0], "kick right against a dive left needs a 6");
    assert_eq!((g.ct, g.ball, g.restart), (1, C5, Restart::GoalKick));
    // A match penalty, not a shoot-out kick.
    let kick =
        Event::PenaltyKick { seat: 0, dive: Left, kick: Right, roll: 5, need: 6, scored: false, shootout: false };
    assert_eq!(events[0], kick);
}

/// §12.17 DEFAULT and our lots: a shoot-out still level after 100 kicks each is given to a side
/// by lots, announced as an event that counts as that side's shoot-out goal.
#[test]
fn a_shootout_level_after_a_hundred_kicks_each_is_settled_by_lots() {
    use crate::game::Status;
    let mut g = kicked_off(Config { result_needed: true, ..Config::default() });
    g.shootout = Some(Shootout { score: [3, 3], kicks: [100, 99], kicker: 1 });
    g.ct = 1;
    g.phase = Phase::Penalty { dive: Some(Side::Left), shootout: true };
    // Kick right against a dive left needs a 6: a 1 misses; then lots (scripted 1) for away.
    let events = g.apply(1, &Input::Kick { side: Side::Right }, &mut Chance::scripted([d(1), 1])).unwrap();
    let kick = Event::PenaltyKick {
        seat: 1,
        dive: Side::Left,
        kick: Side::Right,
        roll: 1,
        need: 6,
        scored: false,
        shootout: true,
    };
    assert_eq!(events[..2], [kick, Event::LotsDrawn { seat: 1 }]);
    assert_eq!(g.shootout.map(|s| s.score), Some([3, 4]));
    let credited: Vec<_> = events.iter().filter_map(Event::scored).collect();
    assert_eq!(credited, vec![Scored::Shootout(1)], "the missed kick counts for nobody, the lots for away");
    match g.status() {
        Status::Finished(o) => assert_eq!((o.shootout, o.winner), (Some(vec![3, 4]), Some(1))),
        other => panic!("expected the end, got {other:?}"),
    }
}

/// The computer coach beats the uniformly random player (the closing note has the 1,000-match
/// figure from `touchline simulate`).
#[test]
fn the_computer_beats_random_play() {
    let crate::testing::Record { won, drawn, lost, scored, conceded } =
        crate::testing::computer_against_random::<Fuba>(&Config::default(), 0..60);
    println!("computer v random: W{won} D{drawn} L{lost}, goals {scored}-{conceded}");
    assert!(won >= 45 && lost <= 3, "W{won} D{drawn} L{lost}");
    assert!(scored > 2 * conceded);
}

/// The quick legality check (moves listed from one area only) and the simulator's listed
/// inputs agree with the full list: every move of every moving state, and whole random matches
/// played both ways.
#[test]
fn the_quick_legality_check_agrees_with_the_full_list() {
    for seed in 0..6 {
        let (mut checked, _) = Match::<Fuba>::new(Config::advanced(), 2, seed).unwrap();
        let mut listed = checked.clone();
        let mut policy = Chance::for_step(seed, 99);
        while let Some(seat) = checked.status().to_act().iter().next() {
            let g = &checked.game;
            if matches!(g.phase, Phase::Action { step: ActionStep::Moving { .. }, .. }) {
                for s in 0..2 {
                    let legal = g.legal_inputs(s);
                    for from in 0..SPOT_COUNT as Area {
                        for to in 0..SPOT_COUNT as Area {
                            for (keeper, dribble) in [(false, false), (false, true), (true, false)] {
                                let mv = Input::Move { from, to, keeper, dribble };
                                assert_eq!(g.is_legal(s, &mv), legal.contains(&mv), "{mv:?} for seat {s}");
                            }
                        }
                    }
                    assert_eq!(g.is_legal(s, &Input::EndMovement), legal.contains(&Input::EndMovement));
                }
            }
            let legal = checked.legal_inputs(seat);
            let input = legal[policy.below(legal.len())];
            checked.apply(seat, Command::Play(input)).unwrap();
            listed.apply_listed(seat, input).unwrap();
            assert_eq!(checked, listed);
        }
    }
}

// §7.7, §7.7.1: a shot's line says which roll it was, what the modifiers added and what it was
// compared with — the ball value, or for a difficult attempt the area's modifier.
#[test]
fn a_shot_line_says_which_roll_what_modifier_and_against_what() {
    use crate::text::Text;
    let names = vec!["Home".to_string(), "Away".to_string()];
    let line = |e: &Event| <Fuba as Text>::event_line(e, &names, crate::text::Lang::En).unwrap();

    // Ball value 6 and a net −2 from C4: even a 6 makes 4, so a 6 and then a second roll
    // above the area's 2 are needed.
    let mut difficult = shot_position(6);
    let ev = shot_events(&mut difficult, &[6, 3]);
    let shot = ev.iter().find(|e| matches!(e, Event::Shot { .. })).unwrap();
    assert!(matches!(shot, Event::Shot { to_beat: Some(2), second_roll: Some(3), result: ShotResult::Goal, .. }));
    assert!(
        line(shot).ends_with(
            ": a difficult attempt (even 6 −2 = 4 is not above the ball value 6): rolled 6, so a second roll, 3 \
             against the area's 2 — GOAL"
        ),
        "{}",
        line(shot)
    );
    let mut short = shot_position(6);
    let ev = shot_events(&mut short, &[5]);
    let shot = ev.iter().find(|e| matches!(e, Event::Shot { .. })).unwrap();
    assert!(line(shot).ends_with("rolled 5, not the 6 it needs — miss, goal kick"), "{}", line(shot));

    let mut corner = shot_position(3);
    let ev = shot_events(&mut corner, &[5]);
    let shot = ev.iter().find(|e| matches!(e, Event::Shot { .. })).unwrap();
    assert!(
        line(shot).ends_with(": rolled 5, modifiers −2, total 3 against the ball value 3 — corner"),
        "{}",
        line(shot)
    );
}

/// The menu's choices in the order they are numbered (the terminal numbers them from 1).
fn numbered(g: &Fuba, seat: usize) -> Vec<Input> {
    g.controls(seat, crate::text::Lang::En).labelled().into_iter().map(|(_, i)| *i).collect()
}

// A coach's menu keeps its numbers through a movement stage: the goalkeeper's moves come after
// the outfield players', and a move from an area that still has players changes no number.
#[test]
fn menu_numbers_hold_through_a_stage_and_the_goalkeeper_comes_last() {
    let mut g = kicked_off(Config::default());
    g.ball = C3;
    arrange(&mut g, &[(C3, 2), (N2, 2), (S2, 2), (C2, 4)], &[(C3, 2), (N3, 2), (S3, 2), (C4, 4)], [C1, C5]);
    g.phase = Phase::Action { team: 0, second: false, step: ActionStep::Choose { shot: false } };
    g.apply(0, &Input::Movement { kind: MoveKind::Midfield }, &mut dice(&[])).unwrap();
    let before = numbered(&g, 0);
    let keeper = |i: &Input| matches!(i, Input::Move { keeper: true, .. });
    let first_keeper = before.iter().position(keeper).expect("the goalkeeper may move");
    assert!(first_keeper > 0, "a routine move is item 1: {:?}", before[0]);
    assert!(before[first_keeper..].iter().all(|i| keeper(i) || !matches!(i, Input::Move { .. })));
    // Item 1 moves a player out of an area that keeps others: every number stays.
    let Input::Move { from, .. } = before[0] else { panic!("{:?}", before[0]) };
    assert!(g.teams[0].pieces[from as usize] > 1);
    g.apply(0, &before[0], &mut dice(&[])).unwrap();
    assert_eq!(numbered(&g, 0), before);
}
