//! Super Team positions set up from outside the games crate, as a puzzle or a bug report would:
//! the defaults, the builders that name only what matters, and the refusals of what no match
//! could reach, each naming its field.

use touchline_games::super_team::{
    Card, Duel, DuelKind, Input, Level, Phase, Shot, Space, SuperPosition, SuperTeam, Team, Use,
};
use touchline_games::{Rules, Status, Written};

fn s(text: &str) -> Space {
    Space::parse(text).unwrap()
}

fn refused(p: SuperPosition) -> String {
    SuperTeam::from_position(p).expect_err("refused").to_string()
}

#[test]
fn the_default_position_is_a_first_turn_ready_to_play() {
    let p = SuperPosition::default();
    assert_eq!((p.turn, p.attacker, p.half, p.clock, p.bank, p.fatigue), (0, 0, 1, 0, 20, 16));
    assert!(matches!(p.phase, Phase::Play));
    for t in &p.teams {
        assert_eq!((t.hand.len(), t.deck.len(), t.discard.len()), (4, 8, 0));
        assert_eq!(t.markers.iter().sum::<u8>(), 6);
    }
    assert_eq!(p.ball, s("F8"));
    assert_eq!(p.teams[0].pieces[1], s("F8"), "Home's Captain kicks off");
    let g = SuperTeam::from_position(p.clone()).unwrap();
    assert_eq!(g.status(), Status::Turn(0));
    assert!(g.legal_inputs(0).iter().any(|i| matches!(i, Input::Play { .. })));
    assert_eq!(g.to_position(), p, "it round-trips");
    // A side made on its own is the same deal.
    assert_eq!(Team::dealt(1, 1, 1), SuperPosition::default().teams[1]);

    // Solo: the AutoTeam's side holds no cards and its board's markers.
    let p = SuperPosition::solo(Level::Hard);
    assert_eq!(p.auto.as_ref().map(|a| a.deck.len()), Some(12));
    assert!(p.teams[1].hand.is_empty() && p.teams[1].deck.is_empty());
    let g = SuperTeam::from_position(p).unwrap();
    assert_eq!(g.seats(), 1);
}

#[test]
fn the_builders_keep_the_rest_consistent() {
    let t2_1 = Card::Team(3);
    let p = SuperPosition::default()
        .hand(0, &[Card::Basic(3), Card::Fatigue])
        .hand(1, &[t2_1])
        .pieces(1, [s("F15"), s("E9"), s("H13"), s("D13"), s("I10"), s("C10")])
        .ball(s("E9"))
        .morale(0, 3);
    assert_eq!(p.teams[0].hand, vec![Card::Basic(3), Card::Fatigue]);
    assert_eq!(p.teams[0].deck.len() + p.teams[0].hand.len(), 13, "the old hand went back to the deck");
    assert_eq!((p.fatigue, p.bank, p.teams[0].morale), (15, 17, 3));
    assert_eq!(p.attacker, 1, "possession follows the ball");
    let mut p = SuperTeam::from_position(p).unwrap().to_position();
    // Away holds the ball, but it is Home's turn: Home plays its Basic D as a movement.
    p.turn = 0;
    let g = SuperTeam::from_position(p).unwrap();
    assert!(g.legal_inputs(0).contains(&Input::Play { card: Card::Basic(3), for_: Use::Movement }));
}

#[test]
fn impossible_positions_are_refused_naming_the_field() {
    let base = SuperPosition::default;
    // Two pieces on one square.
    let p = base().pieces(1, [s("F15"), s("F8"), s("H13"), s("D13"), s("I10"), s("C10")]);
    assert_eq!(refused(p), "not a possible position: teams[1].pieces[1]: two pieces on F8");
    // Only a Goalie in a small rectangle.
    let p = base().pieces(0, [s("F1"), s("F8"), s("E1"), s("H3"), s("C6"), s("I6")]);
    assert!(refused(p).contains("teams[0].pieces[2]: only a Goalie may stand on E1"));
    // The side said to attack does not hold the ball.
    let mut p = base();
    p.attacker = 1;
    assert!(refused(p).contains("attacker: side 0 holds the ball"));
    // A shooter who is not on the ball.
    let mut p = base();
    p.phase =
        Phase::Shot(Shot { side: 0, shooter: 2, skip: false, tiles: [None, None], powers: None, morale: [None, None] });
    assert!(refused(p).contains("phase.shooter: the shooter (side 0, piece 2) is not on the ball"));
    // A duel's carrier who is not on the ball, and a tackler who is not next to it.
    let duel = |carrier, other| Duel { kind: DuelKind::Tackle, carrier, other, morale: [None, None], bonus: 0 };
    let mut p = base();
    p.phase = Phase::Duel(duel((0, 2), (1, 1)));
    assert!(refused(p).contains("phase.carrier: side 0's piece 2 is not on the ball"));
    let mut p = base();
    p.phase = Phase::Duel(duel((0, 1), (1, 3)));
    assert!(refused(p).contains("phase.other"));
    // A card in two places, a card missing, a card of another side's deck.
    let mut p = base();
    let card = p.teams[0].hand[0];
    p.teams[0].discard.push(card);
    assert_eq!(
        refused(p),
        format!("not a possible position: teams[0]: {} is in two places (hand, deck, discard)", card.name())
    );
    let mut p = base();
    let gone = p.teams[1].deck.remove(0);
    assert_eq!(
        refused(p),
        format!("not a possible position: teams[1]: {} is missing from its hand, deck and discard pile", gone.name())
    );
    let mut p = base();
    p.teams[0].deck[0] = Card::Team(17);
    assert!(refused(p).contains("teams[0]: T6-3 is not in this side's deck"));
    // Fatigue cards and Morale are counted.
    let mut p = base();
    p.teams[0].hand.push(Card::Fatigue);
    assert!(refused(p).starts_with("not a possible position: fatigue: "));
    let mut p = base();
    p.teams[0].morale = 2;
    assert!(refused(p).starts_with("not a possible position: bank: "));
    // A Goalie never lies down; a turn has at most three cards; the ball is on the board.
    let mut p = base();
    p.teams[1].down[0] = true;
    assert!(refused(p).contains("teams[1].down[0]"));
    let mut p = base();
    p.play.cards = 4;
    assert!(refused(p).contains("play.cards"));
    let p = base().ball(Space::new(11, 3));
    assert!(refused(p).contains("ball: column 11, row 3 is off the board"));
}
