//! Super Team's scenarios, written from the rulebook's worked examples with scripted dice and
//! decks (digest §6–§14), and the conformance run for two seats and solo.

use super::board::{Space, BOARD};
use super::cards::{Card, Level, Reward, Stat};
use super::input::{Event, Input};
use super::state::{Config, Phase, SuperTeam, Task, Use};
use crate::chance::Chance;
use crate::game::{Presented, Rules, Secrets, Status, Viewer};
use crate::testing::conform;

fn s(text: &str) -> Space {
    Space::parse(text).unwrap()
}

/// Green face `g` (1–6) as a scripted draw.
fn green(g: u32) -> u32 {
    g - 1
}

/// White face (−1, 0, 1, 2) as a scripted draw.
fn white(w: i32) -> u32 {
    match w {
        -1 => 0,
        0 => 1,
        1 => 2,
        _ => 4,
    }
}

/// A match past its set-up, with Home to play, its pieces where `home` says (Goalie, Captain,
/// #2–#5) and Away's on `away`; the ball on `ball`; both hands as given; Morale and markers set.
struct Table {
    home: [&'static str; 6],
    away: [&'static str; 6],
    ball: &'static str,
    hand: Vec<Card>,
    markers: [[u8; 5]; 2],
    morale: [u8; 2],
}

impl Default for Table {
    fn default() -> Self {
        Table {
            home: ["F1", "F6", "D3", "H3", "C6", "I6"],
            away: ["F15", "F10", "H13", "D13", "I10", "C10"],
            ball: "F6",
            hand: vec![Card::Basic(0), Card::Basic(1), Card::Basic(2), Card::Basic(3)],
            markers: [[1, 2, 1, 1, 1], [1, 1, 1, 1, 2]],
            morale: [0, 0],
        }
    }
}

fn table(t: Table) -> SuperTeam {
    table_with(Config::default(), t)
}

fn table_with(config: Config, t: Table) -> SuperTeam {
    let mut g = SuperTeam::deal(&config, &mut Chance::for_step(7, 0));
    for (side, spots) in [t.home, t.away].into_iter().enumerate() {
        let team = &mut g.teams[side];
        team.pieces = spots.map(s);
        team.markers = t.markers[side];
        team.morale = t.morale[side];
        team.deck = super::cards::deck(team.team, team.captain);
        if side == 0 {
            team.deck.retain(|c| !t.hand.contains(c));
            team.hand = t.hand.clone();
        } else {
            team.hand = team.deck.split_off(8);
        }
    }
    g.bank = 20 - t.morale[0] - t.morale[1];
    g.ball = s(t.ball);
    g.attacker = g.carrier().map(|(side, _)| side).unwrap_or(0);
    g.phase = Phase::Play;
    g.turn = 0;
    g
}

fn play(g: &mut SuperTeam, seat: usize, input: Input, dice: &[u32]) -> Vec<Event> {
    let mut chance = Chance::scripted(dice.iter().copied());
    g.apply(seat, &input, &mut chance).unwrap_or_else(|e| panic!("{input:?} refused: {e}"))
}

#[test]
fn conformance() {
    let report = conform::<SuperTeam>().unwrap();
    assert!(report.goals > 0 && report.shootouts > 0, "{report:?}");
}

/// §7.2's first example: power 3 for the distance plus 1 for a blocker; 1 Morale and a roll of 3
/// make exactly 0, a success. With the same dice and no Morale it fails, and the ball goes to
/// the blocking opponent.
#[test]
fn a_pass_needs_its_power_and_a_failed_one_goes_to_the_blocker() {
    let setup = || {
        let mut g = table(Table {
            home: ["F1", "F6", "D3", "H3", "C6", "I6"],
            away: ["F15", "B10", "H13", "D13", "I10", "F8"],
            morale: [1, 0],
            ..Table::default()
        });
        play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
        g
    };
    // F6 to F11 is 5 spaces (power 3) past the opponent on F8 (+1).
    let mut g = setup();
    g.teams[0].pieces[2] = s("F11");
    assert_eq!(g.pass_power(0, s("F11"), false, None), 4);
    play(&mut g, 0, Input::Pass { to: s("F11") }, &[]);
    assert!(matches!(g.play.tasks.first(), Some(Task::PassMorale { power: 4, .. })));
    // Green 2 + white 1 + white 0 = 3, and 1 Morale: 3 + 1 − 4 = 0.
    let events = play(&mut g, 0, Input::Morale { n: 1 }, &[green(2), white(1), white(0)]);
    assert!(events.iter().any(|e| matches!(e, Event::Passed { success: true, total: 4, .. })), "{events:?}");
    assert_eq!(g.carrier(), Some((0, 2)));
    assert_eq!((g.teams[0].morale, g.bank), (0, 20));

    let mut g = setup();
    g.teams[0].pieces[2] = s("F11");
    play(&mut g, 0, Input::Pass { to: s("F11") }, &[]);
    play(&mut g, 0, Input::Morale { n: 0 }, &[green(2), white(1), white(0)]);
    assert_eq!(g.ball, s("F8"), "the ball stops at the blocker");
    assert_eq!(g.carrier(), Some((1, 5)));
    assert_eq!(g.attacker, 1, "the passer's side plays on as the defender");
}

/// §7.2's second example: power 2, no blocker, a roll of 1 (a fumble) fails, and the ball stops
/// halfway along — 2 spaces of 4.
#[test]
fn a_failed_pass_with_nobody_on_its_line_stops_halfway() {
    let mut g = table(Table::default());
    g.teams[0].pieces[2] = s("F10");
    g.teams[1].pieces[1] = s("B10");
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    // F6 to F10: 4 spaces, power 2. Green 2 and the fumble face −1: 1.
    let events = play(&mut g, 0, Input::Pass { to: s("F10") }, &[green(2), white(-1)]);
    assert!(events.iter().any(|e| matches!(e, Event::Passed { success: false, power: 2, total: 1, .. })));
    assert_eq!(g.ball, s("F8"));
    assert_eq!(g.carrier(), None, "the ball lies loose");
    assert_eq!(g.attacker, 0, "the last attacker stays the attacker while the ball is loose");
}

/// §7.4's example: 2 Shoot markers against 1 GK marker; both pick the right-hand space and the
/// Goalie steps onto it: power 2 + 1 for the Goalie against 0; each spends 1 Morale; 5 + 1 − 3 =
/// 3 loses to 3 + 1 − 0 = 4, and the Goalie holds the ball. Had Blue picked left, the same dice
/// score: 5 + 1 − 2 = 4 against 3 + 1 − 1 = 3.
#[test]
fn the_rulebooks_shot_example_is_saved_or_scored_by_the_keepers_guess() {
    let shoot = |keeper_tile: u8| {
        let mut g = table(Table {
            home: ["F1", "G11", "D3", "H3", "C6", "I6"],
            ball: "G11",
            markers: [[1, 2, 1, 1, 1], [1, 1, 1, 2, 1]],
            morale: [1, 1],
            ..Table::default()
        });
        g.teams[1].pieces = [s("F15"), s("F10"), s("J13"), s("B13"), s("I10"), s("C10")];
        play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
        play(&mut g, 0, Input::Shoot, &[]);
        assert_eq!(g.status(), Status::Simultaneous { waiting: [0, 1].into_iter().collect() });
        play(&mut g, 0, Input::Tile { column: 2 }, &[]);
        // Nothing of the shooter's tile shows to the keeper's side.
        assert!(matches!(g.view(Viewer::Seat(1)).stage, super::Stage::Shot { my_tile: None, .. }));
        let events = play(&mut g, 1, Input::Tile { column: keeper_tile }, &[]);
        let revealed = events.iter().find_map(|e| match e {
            Event::TilesRevealed { attack, defence, keeper, .. } => Some((*attack, *defence, *keeper)),
            _ => None,
        });
        play(&mut g, 0, Input::Morale { n: 1 }, &[]);
        // Shooter: green 4, whites 1 and 0 (5); keeper: green 3, white 0 (3).
        let events = play(&mut g, 1, Input::Morale { n: 1 }, &[green(4), white(1), white(0), green(3), white(0)]);
        (g, revealed.unwrap(), events)
    };
    let (g, (attack, defence, keeper), events) = shoot(2);
    assert_eq!((attack, defence, keeper), (3, 0, s("G15")));
    assert!(events.iter().any(|e| matches!(e, Event::Shot { goal: false, totals: [3, 4], .. })), "{events:?}");
    assert_eq!(g.carrier(), Some((1, 0)), "the Goalie saved it");
    assert_eq!([g.teams[0].goals, g.teams[1].goals], [0, 0]);
    assert_eq!((g.teams[0].morale, g.teams[1].morale, g.bank), (0, 0, 20), "committed Morale goes back");
    assert!(g.must_kick(1), "and must pass it first (§7.3)");

    let (g, (attack, defence, _), events) = shoot(0);
    assert_eq!((attack, defence), (2, 1));
    assert!(events.iter().any(|e| matches!(e, Event::Shot { goal: true, totals: [4, 3], .. })), "{events:?}");
    assert_eq!([g.teams[0].goals, g.teams[1].goals], [1, 0]);
    // The scorer's turn ended; the pitch is reset and the conceding side kicks off.
    assert_eq!(g.turn, 1);
    assert_eq!((g.ball, g.carrier()), (BOARD.centre, Some((1, 1))));
}

/// A shot from F11 that ends level: neither side has Morale, so both commit 0, openly asked of
/// both; power 2 + 1 (the Goalie on F15) = 3 for the shooter, 0 for the keeper, and the dice
/// make 6+0+0−3 = 3 against 3+0 = 3.
fn tied_shot() -> Vec<Event> {
    let mut g = table(Table { home: ["F1", "F11", "D3", "H3", "C6", "I6"], ball: "F11", ..Table::default() });
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    play(&mut g, 0, Input::Shoot, &[]);
    play(&mut g, 0, Input::Tile { column: 1 }, &[]);
    play(&mut g, 1, Input::Tile { column: 1 }, &[]);
    play(&mut g, 0, Input::Morale { n: 0 }, &[]);
    play(&mut g, 1, Input::Morale { n: 0 }, &[green(6), white(0), white(0), green(3), white(0), white(0)])
}

/// A tie on a shot goes to the attacker (§7.1).
#[test]
fn a_tied_shot_is_a_goal() {
    let events = tied_shot();
    assert!(events.iter().any(|e| matches!(e, Event::Goal { side: 0 })), "{events:?}");
}

/// §7.5's example: an inactive carrier with no Dribble markers spends 1 Morale and makes 4; the
/// defender spends none, has 1 Tackle marker and makes 3: they swap, the carrier keeps the ball
/// and stays inactive.
#[test]
fn the_rulebooks_dribble_swaps_the_pieces() {
    let mut g = table(Table {
        home: ["F1", "F8", "D3", "H3", "C6", "I6"],
        ball: "F8",
        markers: [[2, 2, 0, 1, 1], [1, 1, 1, 1, 2]],
        morale: [1, 0],
        ..Table::default()
    });
    g.teams[1].pieces[1] = s("F9");
    g.teams[0].down[1] = true;
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    play(&mut g, 0, Input::Dribble { opponent: 1 }, &[]);
    // The defender has no Morale and is not asked; the dribbler commits 1.
    assert_eq!(g.status(), Status::Simultaneous { waiting: [0].into_iter().collect() });
    let events = play(&mut g, 0, Input::Morale { n: 1 }, &[green(3), green(2), white(1)]);
    assert!(events.iter().any(|e| matches!(e, Event::Duel { swapped: true, totals: [4, 3], .. })), "{events:?}");
    assert_eq!((g.piece(0, 1), g.piece(1, 1)), (s("F9"), s("F8")));
    assert_eq!(g.carrier(), Some((0, 1)));
    assert!(g.teams[0].down[1], "its state does not change");
}

/// §7.6: a tie leaves the ball with the carrier, and a piece whose tackle failed may not try
/// again this turn — another adjacent piece may.
#[test]
fn a_tied_tackle_fails_and_that_piece_cannot_tackle_again() {
    let mut g = table(Table {
        home: ["F1", "F9", "E9", "H3", "C6", "I6"],
        ball: "F10",
        hand: vec![Card::Basic(0), Card::Basic(1), Card::Basic(2), Card::Basic(3)],
        ..Table::default()
    });
    assert_eq!(g.attacker, 1);
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    assert!(
        g.legal_inputs(0).contains(&Input::Tackle { piece: 1 })
            && g.legal_inputs(0).contains(&Input::Tackle { piece: 2 })
    );
    // Carrier: green 3 + 1 Dribble white 0 = 3; tackler: green 2 + 1 Tackle white 1 = 3. A tie.
    let events = play(&mut g, 0, Input::Tackle { piece: 1 }, &[green(3), white(0), green(2), white(1)]);
    assert!(events.iter().any(|e| matches!(e, Event::Duel { swapped: false, .. })), "{events:?}");
    play(&mut g, 0, Input::Play { card: Card::Basic(2), for_: Use::Action }, &[]);
    let legal = g.legal_inputs(0);
    assert!(!legal.contains(&Input::Tackle { piece: 1 }) && legal.contains(&Input::Tackle { piece: 2 }), "{legal:?}");
    // Strictly higher wins the ball, and the tackler's side attacks for the rest of the turn.
    play(&mut g, 0, Input::Tackle { piece: 2 }, &[green(1), white(0), green(4), white(1)]);
    assert_eq!(g.carrier(), Some((0, 2)));
    assert_eq!(g.attacker, 0);
    assert_eq!(g.piece(1, 1), s("E9"), "the two swapped spaces");
}

/// §9.2's example on card A: a Forward Pass needing power 2, no Morale, a roll of 3: success;
/// rewards 2 MOVE + 1 MORALE: take the token, move the new carrier 2 spaces (it lies down), then
/// pay 1 Morale to move it 1 more.
#[test]
fn a_forward_pass_tactic_pays_its_rewards() {
    let mut g = table(Table::default());
    g.teams[0].pieces[2] = s("F9");
    g.teams[1].pieces[1] = s("B10");
    play(&mut g, 0, Input::Play { card: Card::Basic(0), for_: Use::Instruction }, &[]);
    assert!(matches!(g.play.tasks.first(), Some(Task::Pass { .. })));
    // Only teammates at least a row ahead are targets.
    let targets = g.legal_inputs(0);
    assert!(targets.contains(&Input::Pass { to: s("F9") }) && !targets.contains(&Input::Pass { to: s("D3") }));
    let events = play(&mut g, 0, Input::Pass { to: s("F9") }, &[green(2), white(1)]);
    assert!(events.iter().any(|e| matches!(e, Event::TacticDone { .. })), "{events:?}");
    assert_eq!(g.play.tasks, vec![Task::Rewards { left: vec![Reward::Movement, Reward::Movement, Reward::Morale] }]);
    play(&mut g, 0, Input::Reward { reward: Reward::Morale }, &[]);
    assert_eq!(g.teams[0].morale, 1);
    play(&mut g, 0, Input::Reward { reward: Reward::Movement }, &[]);
    play(&mut g, 0, Input::Move { piece: 2, to: s("F11"), via_ball: false }, &[]);
    assert!(g.teams[0].down[2]);
    play(&mut g, 0, Input::Reward { reward: Reward::Movement }, &[]);
    // Inactive now: one space only, for 1 Morale.
    let moves = g.legal_inputs(0);
    assert!(!moves.contains(&Input::Move { piece: 2, to: s("F13"), via_ball: false }));
    play(&mut g, 0, Input::Move { piece: 2, to: s("F12"), via_ball: false }, &[]);
    assert_eq!((g.teams[0].morale, g.ball), (0, s("F12")));
    // One card played, its rewards taken: the player may play another card or end the turn.
    assert!(g.legal_inputs(0).contains(&Input::EndTurn));
}

/// §9.3's example on card A's defensive half: two forward movements by two different pieces,
/// one ending next to an opponent; reward 1 MORALE. A piece that moved for the first step may
/// not make the second.
#[test]
fn a_defensive_tactic_moves_two_pieces_forward_one_marking() {
    let mut g = table(Table { away: ["F15", "F9", "H13", "D13", "I10", "C10"], ball: "F9", ..Table::default() });
    assert_eq!(g.attacker, 1);
    play(&mut g, 0, Input::Play { card: Card::Basic(0), for_: Use::Instruction }, &[]);
    // Forward Move: every run ends up the rows.
    assert!(g.legal_inputs(0).iter().all(|i| match i {
        Input::Move { piece, to, .. } => to.row > g.piece(0, *piece).row,
        _ => false,
    }));
    play(&mut g, 0, Input::Move { piece: 4, to: s("C8"), via_ball: false }, &[]);
    // The second must end marking, and not with the piece that already moved.
    let second = g.legal_inputs(0);
    assert!(second.iter().all(|i| matches!(i, Input::Move { piece, .. } if *piece != 4)));
    assert!(second.iter().all(|i| matches!(i, Input::Move { to, .. } if g.marked(0, *to))));
    let events = play(&mut g, 0, Input::Move { piece: 1, to: s("F8"), via_ball: false }, &[]);
    assert!(events.iter().any(|e| matches!(e, Event::TacticDone { .. })), "{events:?}");
    play(&mut g, 0, Input::Reward { reward: Reward::Morale }, &[]);
    assert_eq!(g.teams[0].morale, 1);
}

/// §9.4's Team tactic: Backward Pass with the carrier marked, then a Through Pass; rewards 2
/// MOVE, 1 ACTION, 1 MORALE; and, as a Team card, a Fatigue card into the hand (§11).
#[test]
fn a_team_tactic_chains_passes_and_brings_fatigue() {
    let mut g = table(Table {
        home: ["F1", "F9", "F7", "H3", "C6", "I6"],
        ball: "F9",
        hand: vec![Card::Team(0), Card::Basic(1), Card::Basic(2), Card::Basic(3)],
        ..Table::default()
    });
    g.teams[0].team = 0;
    g.teams[0].deck = super::cards::deck(0, g.teams[0].captain);
    let hand = g.teams[0].hand.clone();
    g.teams[0].deck.retain(|c| !hand.contains(c));
    // Marked by Away's Captain on F10.
    assert!(g.marked(0, s("F9")));
    play(&mut g, 0, Input::Play { card: Card::Team(0), for_: Use::Instruction }, &[]);
    play(&mut g, 0, Input::Pass { to: s("F7") }, &[green(3), white(0)]);
    // The Through Pass: an empty space 1–2 rows ahead of another piece (not the carrier).
    assert!(g.legal_inputs(0).contains(&Input::Pass { to: s("C8") }), "ahead of #4 on C6");
    assert!(
        !g.legal_inputs(0).contains(&Input::Pass { to: s("I6") }),
        "a teammate's space is not a Through Pass target"
    );
    let events = play(&mut g, 0, Input::Pass { to: s("C8") }, &[green(4), white(0)]);
    assert!(events.iter().any(|e| matches!(e, Event::FatigueDrawn { side: 0 })), "{events:?}");
    assert!(g.teams[0].hand.contains(&Card::Fatigue));
    assert_eq!(g.fatigue, 15);
    let Some(Task::Rewards { left }) = g.play.tasks.first() else { panic!("rewards") };
    assert_eq!(left, &[Reward::Movement, Reward::Movement, Reward::Action, Reward::Morale]);
    // A Fatigue card gives only a movement (§11).
    play(&mut g, 0, Input::Skip, &[]);
    let fatigue_uses: Vec<Input> =
        g.legal_inputs(0).into_iter().filter(|i| matches!(i, Input::Play { card: Card::Fatigue, .. })).collect();
    assert_eq!(fatigue_uses, vec![Input::Play { card: Card::Fatigue, for_: Use::Movement }]);
}

/// T1-1 begun from F9 and its first pass, to F7, not arriving (a 1 against a −1 fumble).
fn failed_tactic() -> (SuperTeam, Vec<Event>) {
    let mut g = table(Table { hand: vec![Card::Team(0), Card::Basic(1)], ..Table::default() });
    g.teams[0].team = 0;
    g.teams[0].pieces = [s("F1"), s("F9"), s("F7"), s("H3"), s("C6"), s("I6")];
    g.ball = s("F9");
    play(&mut g, 0, Input::Play { card: Card::Team(0), for_: Use::Instruction }, &[]);
    let events = play(&mut g, 0, Input::Pass { to: s("F7") }, &[green(1), white(-1)]);
    (g, events)
}

/// A failed step fails the whole tactic: no reward and no Fatigue (§9.1, §11).
#[test]
fn a_failed_step_fails_the_tactic() {
    let (g, events) = failed_tactic();
    assert!(events.iter().any(|e| matches!(e, Event::TacticFailed { .. })), "{events:?}");
    assert!(g.play.tasks.is_empty() && !g.teams[0].hand.contains(&Card::Fatigue));
}

/// Whether `card` may be played for its instruction now.
fn offered(g: &SuperTeam, card: Card) -> bool {
    g.legal_inputs(0).contains(&Input::Play { card, for_: Use::Instruction })
}

/// §19 G15: a tactic with no legal way to finish may not be chosen. T2-1 is Forward Pass →
/// Forward Pass: from F6 the only teammate ahead is on F9, and nobody is ahead of F9, so its
/// second pass could never be made. The card is still there as a movement or an action.
#[test]
fn a_tactic_whose_chain_cannot_finish_is_not_offered() {
    let t2_1 = Card::Team(3);
    let setup = |home: [&'static str; 6]| {
        let mut g = table(Table { home, hand: vec![t2_1, Card::Basic(0)], ..Table::default() });
        g.teams[0].team = 1;
        g.teams[0].deck = super::cards::deck(1, g.teams[0].captain);
        g.teams[0].deck.retain(|c| *c != t2_1 && *c != Card::Basic(0));
        g
    };
    let g = setup(["F1", "F6", "F9", "D3", "C6", "I6"]);
    assert_eq!(g.carrier(), Some((0, 1)));
    assert!(!offered(&g, t2_1), "T2-1 has no second Forward Pass");
    assert!(offered(&g, Card::Basic(0)), "a single Forward Pass to F9 is fine");
    let plain = g.legal_inputs(0);
    assert!(plain.contains(&Input::Play { card: t2_1, for_: Use::Movement }));
    assert!(plain.contains(&Input::Play { card: t2_1, for_: Use::Action }));
    let mut refused = g.clone();
    let err = refused.apply(0, &Input::Play { card: t2_1, for_: Use::Instruction }, &mut Chance::for_step(1, 1));
    let err = err.unwrap_err();
    assert!(err.to_string().contains("steps cannot all be carried out"), "{err}");
    // The same refusal in a reader's own language, the card's printed name kept.
    assert_eq!(
        err.text(crate::text::Lang::De),
        "die Karte T2-1 kann jetzt nicht für ihre Anweisung gespielt werden: ihre Bedingung ist nicht erfüllt \
         oder ihre Schritte lassen sich von hier aus nicht alle ausführen"
    );
    assert_eq!(refused, g, "a refused card changes nothing");

    // A teammate ahead of F9 on E12: F6 → F9 → E12 finishes, so T2-1 is offered.
    let mut g = setup(["F1", "F6", "F9", "E12", "C6", "I6"]);
    assert!(offered(&g, t2_1));
    play(&mut g, 0, Input::Play { card: t2_1, for_: Use::Instruction }, &[]);
    play(&mut g, 0, Input::Pass { to: s("F9") }, &[green(6), white(2)]);
    let events = play(&mut g, 0, Input::Pass { to: s("E12") }, &[green(6), white(2)]);
    assert!(events.iter().any(|e| matches!(e, Event::TacticDone { .. })), "{events:?}");
}

/// The same for a defensive chain: T1-3's defence is two Forward Moves ending next to an
/// opponent, by two different pieces. Only the Captain on F8 can reach a space by an opponent,
/// so the second movement has nobody to make it; Basic E (one such movement) is fine.
#[test]
fn a_defensive_chain_needs_a_different_piece_for_every_movement() {
    let t1_3 = Card::Team(2);
    let hand = vec![t1_3, Card::Basic(4)];
    let mut g = table(Table { home: ["F1", "F8", "D3", "H3", "C3", "I3"], ball: "F10", hand, ..Table::default() });
    g.teams[0].team = 0;
    g.teams[0].deck = super::cards::deck(0, g.teams[0].captain);
    g.teams[0].deck.retain(|c| *c != t1_3 && *c != Card::Basic(4));
    assert_eq!(g.attacker, 1);
    assert!(!offered(&g, t1_3), "one piece cannot make both marking movements");
    assert!(offered(&g, Card::Basic(4)));
    // A second piece in reach of the opponents' line: now two different pieces can do it.
    g.teams[0].pieces[2] = s("D7");
    assert!(offered(&g, t1_3));
}

/// Where Home's Captain may run now.
fn captain_runs(g: &SuperTeam) -> Vec<Space> {
    g.legal_inputs(0)
        .into_iter()
        .filter_map(|i| match i {
            Input::Move { piece: 1, to, .. } => Some(to),
            _ => None,
        })
        .collect()
}

/// The carrier stops on entering a space next to an opponent, and one starting next to an
/// opponent moves only one space (§6); only Goalies enter a small rectangle.
#[test]
fn the_carrier_stops_next_to_opponents_and_only_goalies_enter_the_small_rectangle() {
    let mut g = table(Table { ball: "F6", ..Table::default() });
    g.teams[1].pieces[1] = s("F9");
    g.teams[1].pieces[5] = s("A10");
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Movement }, &[]);
    let carrier = captain_runs(&g);
    assert!(carrier.contains(&s("F7")) && carrier.contains(&s("F8")), "{carrier:?}");
    // Starting next to an opponent, the carrier moves one space only.
    g.teams[1].pieces[1] = s("G7");
    let starts_marked = captain_runs(&g);
    assert!(starts_marked.contains(&s("F7")) && starts_marked.iter().all(|t| super::board::distance(*t, s("F6")) == 1));
    // Only the Goalie may step into a small rectangle.
    g.teams[0].pieces[2] = s("E2");
    let into = g
        .legal_inputs(0)
        .into_iter()
        .any(|i| matches!(i, Input::Move { piece: 2, to, .. } if super::board::small_rectangle(to).is_some()));
    assert!(!into);
    assert!(g.legal_inputs(0).contains(&Input::Move { piece: 2, to: s("D1"), via_ball: false }));
    assert!(g.legal_inputs(0).contains(&Input::Move { piece: 0, to: s("E1"), via_ball: false }));
}

/// The Goalie holding the ball in its penalty area must pass first (§7.3, G10): no movement
/// first, and the free kick-out goes to a MARK space holding a teammate.
#[test]
fn a_goalie_with_the_ball_must_kick_out_or_pass_first() {
    let mut g = table(Table { home: ["F1", "E7", "D3", "H3", "C5", "I6"], ball: "F1", ..Table::default() });
    assert!(g.must_kick(0));
    assert!(
        g.legal_inputs(0).iter().all(|i| !matches!(i, Input::Play { for_: Use::Movement, .. })),
        "{:?}",
        g.legal_inputs(0)
    );
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    let legal = g.legal_inputs(0);
    assert!(legal.contains(&Input::KickOut { to: s("E7") }) && legal.contains(&Input::KickOut { to: s("C5") }));
    assert!(!legal.contains(&Input::KickOut { to: s("D3") }), "D3 is not a MARK space");
    assert!(!legal.contains(&Input::Shoot));
    play(&mut g, 0, Input::KickOut { to: s("E7") }, &[]);
    assert_eq!(g.carrier(), Some((0, 1)));
}

/// A deck running out is reshuffled at the draw and moves the Time Track (§4, §12); the first
/// half ends at the end of the round in which it reached 45', and at half time the markers move
/// (not GK), everything is reshuffled and the other side kicks off (§12).
#[test]
fn a_reshuffle_moves_the_clock_and_half_time_follows_the_round() {
    let mut g = table(Table::default());
    g.clock = 2;
    let team = &mut g.teams[0];
    team.discard.append(&mut team.deck);
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Movement }, &[]);
    play(&mut g, 0, Input::Move { piece: 2, to: s("D4"), via_ball: false }, &[]);
    let events = play(&mut g, 0, Input::EndTurn, &[]);
    assert!(events.iter().any(|e| matches!(e, Event::Reshuffled { side: 0, minute: 45 })), "{events:?}");
    assert_eq!(g.teams[0].hand.len(), 4);
    // The token is on 45' but the round goes on: Away still plays its turn.
    assert_eq!((g.turn, g.phase.clone()), (1, Phase::Play));
    let card = g.teams[1].hand[0];
    play(&mut g, 1, Input::Play { card, for_: Use::Movement }, &[]);
    let first = g.legal_inputs(1)[0].clone();
    play(&mut g, 1, first, &[]);
    let events = play(&mut g, 1, Input::EndTurn, &[]);
    assert!(events.iter().any(|e| matches!(e, Event::HalfTime)), "{events:?}");
    // Half time: markers again, GK fixed.
    let layouts = g.legal_inputs(0);
    assert!(layouts.iter().all(|i| matches!(i, Input::Markers { markers } if markers[Stat::Gk.index()] == 1)));
    play(&mut g, 0, Input::Markers { markers: [0, 2, 2, 1, 1] }, &[]);
    let events = play(&mut g, 1, Input::Markers { markers: [2, 0, 1, 1, 2] }, &[]);
    assert!(events.iter().any(|e| matches!(e, Event::KickOff { half: 2, .. })), "{events:?}");
    assert_eq!((g.half, g.minute(), g.starter, g.turn), (2, 45, 1, 1), "the other side kicks off");
    assert_eq!(g.teams[0].markers, [0, 2, 2, 1, 1]);
    assert_eq!(g.teams.iter().map(|t| t.hand.len()).collect::<Vec<_>>(), [4, 4]);
}

/// The AutoTeam (§14): exactly two cards a turn from its own deck, Morale for a roll from a new
/// card (min(S, reserve)), and its turns run inside the engine — the person is the only seat.
#[test]
fn the_autoteam_plays_two_cards_and_decides_rolls_from_a_new_card() {
    let config = Config { solo: Some(Level::Normal), ..Config::default() };
    let mut g = table_with(config, Table { ball: "F10", ..Table::default() });
    g.teams[1].hand.clear();
    g.teams[1].deck.clear();
    g.teams[1].morale = 2;
    g.bank = 18;
    assert_eq!(g.seats(), 1);
    // Card 10 on top (S 2); then card 5 (a defensive single move) and card 3.
    g.auto.as_mut().unwrap().deck = vec![2, 4, 9];
    assert_eq!(g.auto_decides(&mut Vec::new(), &mut Chance::scripted([])), (1, 2));
    assert_eq!(g.auto.as_ref().unwrap().discard, vec![9]);
    g.teams[1].morale = 1;
    g.auto.as_mut().unwrap().deck = vec![2, 9];
    assert_eq!(g.auto_decides(&mut Vec::new(), &mut Chance::scripted([])).1, 1, "min(S 2, reserve 1)");
    // A whole turn of the AutoTeam: the person ends a turn, the AutoTeam turns exactly two cards.
    let mut g = table_with(Config { solo: Some(Level::Easy), ..Config::default() }, Table::default());
    g.teams[1].hand.clear();
    g.teams[1].deck.clear();
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Movement }, &[]);
    play(&mut g, 0, Input::Move { piece: 2, to: s("D4"), via_ball: false }, &[]);
    let mut chance = Chance::for_step(3, 1);
    let events = g.apply(0, &Input::EndTurn, &mut chance).unwrap();
    let played = events.iter().filter(|e| matches!(e, Event::AutoCard { deciding: false, .. })).count();
    assert_eq!(played, 2, "{events:?}");
    assert_eq!((g.turn, g.status()), (0, Status::Turn(0)), "back to the person");
}

/// §14: among the AutoTeam's pieces equally close to the ball, the one standing on a MARK-icon
/// space is chosen — any MARK space, I5 in the person's half included — whatever the seed.
#[test]
fn the_autoteam_prefers_a_tied_piece_on_any_mark_space() {
    let config = Config { solo: Some(Level::Normal), ..Config::default() };
    let table = Table {
        home: ["F1", "F6", "G4", "H3", "C6", "I6"],
        away: ["F15", "I5", "H13", "D13", "E4", "C10"],
        ball: "G4",
        ..Table::default()
    };
    let g = table_with(config, table);
    let (on_mark, plain) = (s("I5"), s("E4"));
    assert!(BOARD.marks[0].contains(&on_mark) && !BOARD.marks.iter().any(|m| m.contains(&plain)));
    let d = super::board::distance;
    assert_eq!(d(on_mark, g.ball), d(plain, g.ball), "the two are tied on distance");
    for seed in 0..64 {
        let picked = g.auto_pick(&[1, 2, 3, 4, 5], &mut Chance::for_step(seed, 0));
        assert_eq!(picked, Some(1), "seed {seed}: the piece on I5");
    }
}

/// Captain cards play only when their condition holds (§10, G6); Coach cards pay their cost.
#[test]
fn skill_cards_need_their_condition_and_their_cost() {
    let mut g = table(Table {
        hand: vec![Card::Captain(0), Card::Captain(2), Card::Coach(5), Card::Coach(0)],
        ..Table::default()
    });
    g.teams[0].captain = 0;
    g.teams[0].team = 5;
    // Solo Run (the Captain carries): yes. Volley (the ball loose within 2): no.
    assert!(g.instruction_open(0, Card::Captain(0)));
    assert!(!g.instruction_open(0, Card::Captain(2)));
    // Set Piece costs 2 Morale: not with none.
    assert!(!g.instruction_open(0, Card::Coach(5)));
    g.teams[0].morale = 2;
    g.bank = 18;
    assert!(g.instruction_open(0, Card::Coach(5)));
    let refused =
        g.clone().apply(0, &Input::Play { card: Card::Captain(2), for_: Use::Instruction }, &mut Chance::scripted([]));
    assert!(refused.unwrap_err().to_string().contains("condition"));
    // Team Talk: 2 Morale from the bank.
    play(&mut g, 0, Input::Play { card: Card::Coach(0), for_: Use::Instruction }, &[]);
    assert_eq!((g.teams[0].morale, g.bank), (4, 16));
}

/// Hands and pending choices stay private; everything else is public.
#[test]
fn a_hand_and_a_pending_strike_tile_are_private() {
    let mut g = table(Table { home: ["F1", "F11", "D3", "H3", "C6", "I6"], ball: "F11", ..Table::default() });
    let spectator = g.view(Viewer::Spectator);
    assert!(spectator.hand.is_empty());
    assert_eq!(g.view(Viewer::Seat(1)).hand.len(), 4);
    assert_eq!(g.view(Viewer::Seat(0)).hand, g.teams[0].hand);
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    play(&mut g, 0, Input::Shoot, &[]);
    let before = g.view(Viewer::Seat(1));
    play(&mut g, 0, Input::Tile { column: 0 }, &[]);
    let mut other = g.clone();
    if let Phase::Shot(shot) = &mut other.phase {
        shot.tiles[0] = Some(2);
    }
    assert_eq!(g.view(Viewer::Seat(1)), other.view(Viewer::Seat(1)));
    assert_ne!(before, g.view(Viewer::Seat(1)), "that a tile is chosen is public");
}

/// The computer coach beats the random one clearly, and the AutoTeam levels are ordered.
#[test]
fn the_computer_beats_random_and_the_autoteam_levels_are_ordered() {
    use crate::players::{play_out, Brain};
    let wins = (0..30u64)
        .filter(|seed| {
            let o = play_out::<SuperTeam>(&Config::default(), *seed, &[Brain::Normal, Brain::Random]).unwrap().outcome;
            o.winner == Some(0)
        })
        .count();
    assert!(wins >= 24, "{wins} of 30");
    let points = |level: Level| -> usize {
        let config = Config { solo: Some(level), ..Config::default() };
        (0..40u64)
            .map(|seed| match play_out::<SuperTeam>(&config, seed, &[Brain::Normal]).unwrap().outcome.winner {
                Some(0) => 3,
                None => 1,
                _ => 0,
            })
            .sum()
    };
    let (easy, hard) = (points(Level::Easy), points(Level::Hard));
    assert!(easy > hard + 20, "easy {easy} v hard {hard}");
}

/// The quick sweep for runs that cannot meet the ball finds exactly what walking every path
/// finds, over thousands of positions from played matches.
#[test]
fn the_quick_run_sweep_agrees_with_walking_every_path() {
    use super::state::MoveRule;
    let mut checked = 0;
    for seed in 0..12u64 {
        // Half the matches on the advanced boards (T2's three-space run, C5's free move).
        let config = Config { advanced: seed % 2 == 1, ..Config::default() };
        let (mut m, _) = crate::Match::<SuperTeam>::new(config, 2, seed).unwrap();
        while !m.is_finished() {
            let g = &m.game;
            let rules = [
                MoveRule::PLAIN,
                MoveRule::captain(),
                MoveRule::for_step(super::cards::Step::ForwardMoveMarking),
                MoveRule::for_step(super::cards::Step::BackwardMove),
                MoveRule::for_step(super::cards::Step::ForwardMove),
                MoveRule::for_step(super::cards::Step::BackwardMoveMarking),
            ];
            for side in 0..2 {
                for rule in &rules {
                    let mut quick = g.runs(side, rule);
                    let mut walked = g.runs_walked(side, rule);
                    let key = |r: &super::moves::Run| (r.piece, r.to.index(), r.via_ball);
                    quick.sort_by_key(key);
                    walked.sort_by_key(key);
                    assert_eq!(quick, walked, "seed {seed}, {rule:?}");
                    checked += 1;
                }
            }
            let seat = m.status().to_act().iter().next().unwrap();
            m.apply(seat, crate::Command::AutoMove).unwrap();
        }
    }
    assert!(checked > 1000, "{checked}");
}

/// After the AutoTeam scores, the person kicks off, and the AutoTeam's next turn is a whole one:
/// two cards again (§13, §14, G12).
#[test]
fn the_autoteam_plays_its_next_turn_after_scoring() {
    let config = Config { solo: Some(Level::Normal), ..Config::default() };
    let mut g =
        table_with(config, Table { away: ["F15", "F4", "H13", "D13", "I10", "C10"], ball: "F4", ..Table::default() });
    g.teams[1].hand.clear();
    g.teams[1].deck.clear();
    g.teams[0].pieces = [s("F1"), s("F6"), s("D3"), s("H3"), s("A6"), s("K6")];
    // Card 1 on top (target G, range 3): F4 to G1 is 3, so it shoots; card 2 then decides.
    g.auto.as_mut().unwrap().deck = vec![5, 6, 7, 10, 11, 4, 3, 2, 1, 0];
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Movement }, &[]);
    play(&mut g, 0, Input::Move { piece: 4, to: s("A7"), via_ball: false }, &[]);
    play(&mut g, 0, Input::EndTurn, &[]);
    assert!(matches!(g.phase, Phase::Shot(_)), "the AutoTeam shoots: {:?}", g.phase);
    // The person's tile (no Morale to commit); the AutoTeam's big roll beats the keeper's fumble.
    let events = play(&mut g, 0, Input::Tile { column: 0 }, &[green(6), white(2), green(1), white(-1)]);
    assert!(events.iter().any(|e| matches!(e, Event::Goal { side: 1 })), "{events:?}");
    assert_eq!((g.turn, g.carrier()), (0, Some((0, 1))), "the person kicks off");
    // The person's turn, then a whole AutoTeam turn of two cards.
    let card = g.teams[0].hand[0];
    play(&mut g, 0, Input::Play { card, for_: Use::Movement }, &[]);
    let first = g.legal_inputs(0).into_iter().find(|i| matches!(i, Input::Move { piece: 2, .. })).unwrap();
    play(&mut g, 0, first, &[]);
    let events = g.apply(0, &Input::EndTurn, &mut Chance::for_step(11, 5)).unwrap();
    let played = events.iter().filter(|e| matches!(e, Event::AutoCard { deciding: false, .. })).count();
    assert_eq!(played, 2, "{events:?}");
}

fn lines(events: &[Event]) -> Vec<String> {
    use crate::text::Text;
    let names = ["Ann".to_string(), "Bob".to_string()];
    events.iter().filter_map(|e| SuperTeam::event_line(e, &names, crate::text::Lang::En)).collect()
}

/// A roll's line names every number: the dice (a fumble face as a subtraction, never "+-"),
/// the Morale, the power each side must beat and the margins compared.
#[test]
fn roll_lines_say_what_every_number_is() {
    // The tied shot: 6 + 0 + 0 less power 3 against the keeper's 3 + 0 + 0 less power 0.
    let events = tied_shot();
    let shot = lines(&events).into_iter().find(|l| l.contains("shoots")).unwrap();
    assert_eq!(
        shot,
        "Ann shoots at F15: dice 6 + 0 + 0 = 6, less power 3 → margin 3; Bob's Goalie: dice 3 + 0 + 0 = 3, \
         less power 0 → margin 3 — level, and a tie goes to the shooter: GOAL!"
    );
    // A fumble face is subtracted, and the Morale added is named.
    let mut g = table(Table { morale: [1, 0], ..Table::default() });
    g.teams[0].pieces[2] = s("F10");
    g.teams[1].pieces[1] = s("B10");
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    play(&mut g, 0, Input::Pass { to: s("F10") }, &[]);
    let events = play(&mut g, 0, Input::Morale { n: 1 }, &[green(6), white(-1)]);
    let pass = lines(&events).into_iter().find(|l| l.contains("passes")).unwrap();
    assert_eq!(pass, "Ann passes F6 → F10, needing 2: dice 6 − 1, +1 Morale = 6 — it arrives.");
    // A duel names both rolls and who a tie favours.
    let mut g = table(Table { home: ["F1", "F9", "E9", "H3", "C6", "I6"], ball: "F10", ..Table::default() });
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    let events = play(&mut g, 0, Input::Tackle { piece: 1 }, &[green(3), white(0), green(4), white(-1)]);
    let duel = lines(&events).into_iter().find(|l| l.contains("tackles")).unwrap();
    assert_eq!(
        duel,
        "Ann's Captain tackles: dice 4 − 1 = 3 against Bob's Captain on the ball: dice 3 + 0 = 3 — level, and a tie \
         goes to the carrier: kept."
    );
    // A lone die is its own total.
    let mut g = table(Table::default());
    g.teams[0].markers = [0, 2, 2, 1, 1];
    g.teams[0].pieces[2] = s("F9");
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    let events = play(&mut g, 0, Input::Pass { to: s("F9") }, &[green(5)]);
    let lone = lines(&events).into_iter().find(|l| l.contains("passes")).unwrap();
    assert_eq!(lone, "Ann passes F6 → F9, needing 2: dice 5 — it arrives.");
    for line in [shot, pass, duel, lone] {
        assert!(!line.contains("+-") && !line.contains("+−") && !line.contains("+ -"), "{line}");
    }
}

/// A failed tactic says why it failed.
#[test]
fn a_failed_tactic_says_why() {
    let (_, events) = failed_tactic();
    assert!(lines(&events).contains(&"Ann's T1-1 fails (a pass did not arrive): no rewards.".to_string()));
    // A first pass made where the chain cannot go on: T2-1's first pass straight to E12, from
    // where nobody is ahead (F9 would have gone on to E12).
    let t2_1 = Card::Team(3);
    let mut g = table(Table { home: ["F1", "F6", "F9", "E12", "C6", "I6"], hand: vec![t2_1], ..Table::default() });
    g.teams[0].team = 1;
    g.teams[0].deck = super::cards::deck(1, g.teams[0].captain);
    g.teams[0].deck.retain(|c| *c != t2_1);
    play(&mut g, 0, Input::Play { card: t2_1, for_: Use::Instruction }, &[]);
    let events = play(&mut g, 0, Input::Pass { to: s("E12") }, &[green(6), white(2)]);
    let failed = lines(&events).into_iter().find(|l| l.contains("fails")).unwrap_or_default();
    assert_eq!(failed, "Ann's T2-1 fails (its next step had nowhere to go from there): no rewards.");
}

/// The reward buttons read as English ("an Action"), and every card's menu line is whole:
/// nothing a player must read is cut short.
#[test]
fn menu_texts_are_whole_and_read_well() {
    let mut g = table(Table::default());
    g.teams[0].pieces[2] = s("F9");
    g.teams[1].pieces[1] = s("B10");
    g.teams[0].hand = vec![Card::Team(0), Card::Basic(0), Card::Basic(2), Card::Basic(3)];
    play(&mut g, 0, Input::Play { card: Card::Basic(0), for_: Use::Instruction }, &[]);
    play(&mut g, 0, Input::Pass { to: s("F9") }, &[green(6), white(2)]);
    let labels: Vec<String> = g.controls(0, crate::text::Lang::En).labelled().into_iter().map(|(l, _)| l).collect();
    assert!(
        labels.contains(&"Take a Movement".to_string()) && labels.contains(&"Take 1 Morale".to_string()),
        "{labels:?}"
    );
    assert_eq!(describe(&g, Input::Reward { reward: Reward::Action }), "Take an Action");
    // Every card, every way to play it, attacking or defending: its second line fits whole.
    let mut every: Vec<Card> = (0..5).map(Card::Basic).collect();
    every.extend((0..18).map(Card::Team));
    every.extend((0..18).map(Card::Captain));
    every.extend((0..6).map(Card::Coach));
    every.push(Card::Fatigue);
    for card in every {
        for for_ in [Use::Instruction, Use::Movement, Use::Action, Use::Discard] {
            for attacking in [true, false] {
                let line = super::text::card_use_line(card, for_, attacking, crate::text::Lang::En);
                let n = line.chars().count();
                assert!(n <= crate::controls::MAX_LABEL && !line.contains('…'), "{card:?} {for_:?}: {line} ({n})");
            }
        }
    }
    // In the menu, the instruction's line is the half for the role the player is in.
    let g = table(Table { hand: vec![Card::Team(8)], ..Table::default() });
    let detail = g.controls(0, crate::text::Lang::En).rows.iter().find_map(|row| match row {
        crate::controls::Row::Menu(m) => m.choices.iter().find_map(|c| match c.input {
            Input::Play { for_: Use::Movement, .. } => c.detail.clone(),
            _ => None,
        }),
        _ => None,
    });
    assert_eq!(detail.as_deref(), Some("one movement: a piece 1–2 spaces (a lying one 1, for 1 Morale)"));
    let t3_3 = super::text::card_use_line(Card::Team(8), Use::Instruction, true, crate::text::Lang::En);
    assert_eq!(t3_3, "Backward Pass → Cross Pass → Forward Pass; wins 2 Movements, 1 Action, 1 Morale + Fatigue");
}

/// The hand, where the full situation shows it, gives every card whole; and a long list of
/// runs comes as a two-step menu, each piece named with where it stands, then its destinations.
#[test]
fn the_hand_is_shown_whole_and_moves_are_picked_piece_first() {
    use crate::text::Text;
    let names = ["Ann".to_string(), "Bob".to_string()];
    let mut g = table(Table { hand: vec![Card::Team(8), Card::Basic(1)], ..Table::default() });
    g.teams[0].team = 2;
    let full = SuperTeam::situation(&g.view(Viewer::Seat(0)), &names, crate::text::Lang::En);
    assert!(
        full.contains(
            "• T3-3 — attack: Backward Pass + Cross Pass + Forward Pass → Movement, Movement, Action, Morale; \
             defend: Forward Move + Forward Move + Forward Move → Movement, Action"
        ),
        "{full}"
    );
    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Movement }, &[]);
    let runs = g.legal_inputs(0).iter().filter(|i| matches!(i, Input::Move { .. })).count();
    assert!(runs > crate::controls::MAX_CHOICES, "{runs} runs");
    let groups: Vec<String> = g
        .controls(0, crate::text::Lang::En)
        .rows
        .iter()
        .find_map(|row| match row {
            crate::controls::Row::Steps { groups, .. } => Some(groups.iter().map(|g| g.label.clone()).collect()),
            _ => None,
        })
        .expect("the runs in two steps");
    assert_eq!(groups, ["Goalie on F1", "Captain on F6", "#2 on D3", "#3 on H3", "#4 on C6", "#5 on I6"]);
}

fn describe(g: &SuperTeam, input: Input) -> String {
    g.describe_input(0, &input, crate::text::Lang::En)
}

/// A refusal is said in whoever reads it's language: the printed card name kept, the task
/// being done named in that language too.
#[test]
fn refusals_read_in_the_readers_language() {
    use crate::text::Lang;
    let mut g = table(Table::default());
    let before = g.clone();
    let err = g.apply(1, &Input::EndTurn, &mut Chance::scripted([])).unwrap_err();
    assert_eq!(err.to_string(), "it is not your move: it is the other side's turn");
    assert_eq!(err.text(Lang::De), "du bist nicht am Zug: der Gegner ist dran");
    let err = g.apply(0, &Input::Play { card: Card::Basic(4), for_: Use::Movement }, &mut Chance::scripted([]));
    let err = err.unwrap_err();
    assert_eq!(err.to_string(), "Basic E is not in your hand");
    assert_eq!(err.text(Lang::Es), "la carta Basic E no está en tu mano");
    assert_eq!(g, before, "a refusal changes nothing");

    play(&mut g, 0, Input::Play { card: Card::Basic(1), for_: Use::Action }, &[]);
    let err = g.apply(0, &Input::EndTurn, &mut Chance::scripted([])).unwrap_err();
    assert_eq!(err.to_string(), "that is not a choice for what you are doing now (an action)");
    assert_eq!(err.text(Lang::Fr), "ce n'est pas un choix possible pour ce que tu fais maintenant (une action)");
    assert_eq!(err.text(Lang::PtBr), "isso não é uma opção para o que você está fazendo agora (uma ação)");
}

#[test]
fn the_autoteam_is_named_in_the_readers_language_and_in_english_as_its_profile_names_it() {
    use crate::text::{Lang, Text};
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let config = Config { solo: Some(level), ..Config::default() };
        assert_eq!(SuperTeam::engine_sides(&config, Lang::En), SuperTeam::profile(&config).engine_sides);
    }
    let hard = Config { solo: Some(Level::Hard), ..Config::default() };
    assert_eq!(SuperTeam::engine_sides(&hard, Lang::De), ["AutoTeam (schwer)"]);
    assert_eq!(SuperTeam::engine_sides(&hard, Lang::Es), ["AutoTeam (difícil)"]);
    assert!(SuperTeam::engine_sides(&Config::default(), Lang::Fr).is_empty(), "no AutoTeam head to head");
}
