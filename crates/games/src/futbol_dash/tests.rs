//! One scenario per rule, on tables set up card by card (rules digest sections named).

use super::deck::{full_deck, Card, ShotCard, SHOT_CARDS};
use super::position::DashPosition;
use super::rules::{Event, Input};
use super::state::{Format, FutbolDash, Phase, Player};
use super::view::Stage;
use crate::chance::Chance;
use crate::game::{Computer, Presented, RuleError, Rules, Scored, Scoring, Seat, Secrets, Status, Viewer, Written};
use crate::match_state::Match;
use crate::text::Lang;
use crate::Command;

use Card::*;

/// A player with this hand and these cards in front (their AP is the cards' sum).
fn player(hand: &[Card], front: &[Card]) -> Player {
    let ap = front.iter().map(|c| c.points() as i16).sum::<i16>().max(0) as u8;
    Player { hand: hand.to_vec(), front: front.to_vec(), ap, ..Player::default() }
}

/// A table: the given players, the deck's top cards (last drawn first), the grid's first cells;
/// every other card of the deck lies in the discards. Seat 0 is to play.
/// A table of the regular game; see [`table`].
fn regular(players: Vec<Player>, deck: &[Card], grid: &[ShotCard]) -> FutbolDash {
    table(Format::Regular, players, deck, grid)
}

fn table(format: Format, players: Vec<Player>, deck: &[Card], grid: &[ShotCard]) -> FutbolDash {
    let mut rest = full_deck();
    let mut placed: Vec<Card> = deck.to_vec();
    for p in &players {
        placed.extend(&p.hand);
        placed.extend(&p.front);
        placed.extend(std::iter::repeat_n(RedCard, p.reds as usize));
    }
    for c in placed {
        let i = rest.iter().position(|x| *x == c).expect("more copies than the deck has");
        rest.remove(i);
    }
    // The named cells first, then the rest of the Shot cards, Saves first.
    let mut cells: Vec<Option<ShotCard>> = grid.iter().copied().map(Some).collect();
    for card in [ShotCard::Save, ShotCard::Miss, ShotCard::Goal, ShotCard::Corner, ShotCard::OwnGoal] {
        let copies = SHOT_CARDS.iter().find(|(c, _)| *c == card).map_or(0, |(_, n)| *n as usize);
        let named = grid.iter().filter(|c| **c == card).count();
        cells.extend(std::iter::repeat_n(Some(card), copies.saturating_sub(named)));
    }
    let seats = players.len();
    FutbolDash::from_position(DashPosition {
        format,
        players,
        deck: deck.to_vec(),
        discard: rest,
        grid: cells,
        ..DashPosition::new(seats)
    })
    .expect("a possible table")
}

fn go(g: &mut FutbolDash, seat: Seat, input: Input) -> Vec<Event> {
    g.apply(seat, &input, &mut Chance::scripted([0; 64])).unwrap_or_else(|e| panic!("{input:?} by {seat}: {e}"))
}

/// Why `input` is refused, in English.
fn refused(g: &FutbolDash, seat: Seat, input: Input) -> String {
    refusal(g, seat, input).to_string()
}

/// The refusal itself, to be read in any language.
fn refusal(g: &FutbolDash, seat: Seat, input: Input) -> RuleError {
    let mut copy = g.clone();
    let err = copy.apply(seat, &input, &mut Chance::scripted([])).expect_err("refused");
    assert_eq!(&copy, g, "a refused input changes nothing");
    err
}

fn play(card: Card, target: Option<Seat>) -> Input {
    Input::Play { card, target }
}

/// Everyone in the window passes.
fn all_pass(g: &mut FutbolDash) {
    while let Status::Reaction { seats } = g.status() {
        let s = seats.iter().next().unwrap();
        go(g, s, Input::Pass);
    }
}

const FILLER: [Card; 6] = [Nutmeg, Nutmeg, ThroughBall, ThroughBall, Cross, Interception];

#[test]
fn an_offensive_card_waits_for_the_referee_window_then_adds_its_points() {
    // §4.2, §5.4, DEFAULT §8.10: the AP move only once the window closed.
    let mut g =
        regular(vec![player(&[Nutmeg, Cross], &[]), player(&FILLER, &[]), player(&FILLER, &[])], &[ShortPass; 3], &[]);
    go(&mut g, 0, play(Nutmeg, None));
    assert_eq!(g.players[0].ap, 0, "not yet");
    // Everyone else is asked, whether they hold a referee card or not (§6).
    assert_eq!(g.status(), Status::Reaction { seats: [1, 2].into_iter().collect() });
    assert_eq!(g.legal_inputs(1), vec![Input::Pass], "no Foul in hand: only Pass, but asked all the same");
    go(&mut g, 1, Input::Pass);
    let ev = go(&mut g, 2, Input::Pass);
    assert!(ev.contains(&Event::Points { seat: 0, ap: 2 }));
    assert_eq!(g.players[0].front, vec![Nutmeg]);
    assert_eq!(g.status(), Status::Turn(1), "play passes to the left");
    assert_eq!(g.players[1].hand.len(), 7, "the next player has drawn");
}

#[test]
fn attack_points_never_leave_0_to_11() {
    // §5.1: +5 at 8 cannot be played; a −3 cannot target a player on 2.
    let g = regular(
        vec![player(&[LongPass, Interception, ShortPass], &[LongPass, ThroughBall]), player(&FILLER, &[Nutmeg])],
        &[ShortPass],
        &[],
    );
    assert_eq!(g.players[0].ap, 8);
    let why = refused(&g, 0, play(LongPass, None));
    assert!(why.contains("from 8 to 13 AP") && why.contains("11"), "{why}");
    let why = refused(&g, 0, play(Interception, Some(1)));
    assert!(why.contains("at least 3 AP") && why.contains("they have 2"), "{why}");
    assert!(g.legal_inputs(0).contains(&play(ShortPass, None)));
    assert!(!g.legal_inputs(0).iter().any(|i| matches!(i, Input::Play { card: Interception, .. })));
}

#[test]
fn exactly_eleven_is_a_shot_and_the_shooter_starts_again_from_zero() {
    // §5.2: the shot at once; a Goal scores; the AP cards go to the discards.
    let mut g =
        regular(vec![player(&[Cross], &[LongPass, Nutmeg]), player(&FILLER, &[])], &[ShortPass; 4], &[ShotCard::Goal]);
    assert_eq!(g.players[0].ap, 7);
    go(&mut g, 0, play(Cross, None));
    let ev = go(&mut g, 1, Input::Pass);
    assert!(ev.contains(&Event::ShotTaken { seat: 0, penalty: false }));
    assert_eq!(g.status(), Status::Turn(0));
    assert_eq!(g.legal_inputs(0).len(), 20, "any face-down cell");
    let discards = g.discard.len();
    let ev = go(&mut g, 0, Input::Cell { cell: 0 });
    assert!(ev.iter().any(|e| matches!(e, Event::Goal { seat: 0, own_goal_by: None, .. })));
    assert_eq!((g.players[0].goals, g.players[0].ap), (1, 0));
    assert!(g.players[0].front.is_empty());
    assert_eq!(g.discard.len(), discards + 3, "the two AP cards and the Cross");
    assert_eq!(g.players[0].shots, vec![ShotCard::Goal], "the shot card stays in front, face up");
    assert_eq!(g.grid[0], None, "drawn cards do not go back");
    assert_eq!(g.status(), Status::Turn(1));
}

#[test]
fn penalty_shoots_from_seven_and_only_from_seven() {
    // §5.3 Penalty; it is a game changer, so no referee window.
    let at6 =
        regular(vec![player(&[Penalty, ShortPass], &[LongPass, ShortPass]), player(&FILLER, &[])], &[ShortPass], &[]);
    assert!(refused(&at6, 0, play(Penalty, None)).contains("from 7 AP up; you have 6"));
    let err = refusal(&at6, 0, play(Penalty, None));
    assert_eq!(err.text(Lang::De), "mit Penalty schießt du ab 7 AP; du hast 6");
    let mut at7 =
        regular(vec![player(&[Penalty], &[LongPass, Nutmeg]), player(&FILLER, &[])], &[ShortPass], &[ShotCard::Miss]);
    let ev = go(&mut at7, 0, play(Penalty, None));
    assert!(ev.contains(&Event::ShotTaken { seat: 0, penalty: true }));
    go(&mut at7, 0, Input::Cell { cell: 0 });
    assert_eq!((at7.players[0].goals, at7.players[0].ap), (0, 0), "a miss: no goal, AP back to 0");
}

#[test]
fn corners_chain_until_a_card_that_ends_the_shot() {
    // §5.2: Corner draws again, and again.
    let grid = [ShotCard::Corner, ShotCard::Corner, ShotCard::Goal];
    let mut g = regular(vec![player(&[Penalty], &[LongPass, LongPass]), player(&FILLER, &[])], &[ShortPass; 2], &grid);
    go(&mut g, 0, play(Penalty, None));
    go(&mut g, 0, Input::Cell { cell: 0 });
    assert!(matches!(g.phase, Phase::Shot { shooter: 0, .. }), "a corner: shoot again");
    go(&mut g, 0, Input::Cell { cell: 1 });
    assert!(matches!(g.phase, Phase::Shot { .. }));
    go(&mut g, 0, Input::Cell { cell: 2 });
    assert_eq!(g.players[0].goals, 1);
    assert_eq!(g.players[0].shots, vec![ShotCard::Corner, ShotCard::Corner, ShotCard::Goal]);
    assert_eq!(g.status(), Status::Turn(1));
}

#[test]
fn drawn_cells_stay_face_up_for_everyone_until_the_grid_is_laid_again() {
    let grid = [ShotCard::Corner, ShotCard::Save];
    let mut g = regular(vec![player(&[Penalty], &[LongPass, LongPass]), player(&FILLER, &[])], &[ShortPass; 2], &grid);
    go(&mut g, 0, play(Penalty, None));
    go(&mut g, 0, Input::Cell { cell: 0 });
    go(&mut g, 0, Input::Cell { cell: 1 });
    for viewer in [Viewer::Spectator, Viewer::Seat(0), Viewer::Seat(1)] {
        let v = g.view(viewer);
        assert_eq!(v.drawn.len(), 20);
        assert_eq!(&v.drawn[..2], &[Some(ShotCard::Corner), Some(ShotCard::Save)], "{viewer:?}");
        // Face-down cells tell nothing.
        assert!(v.drawn[2..].iter().all(Option::is_none), "{viewer:?}");
        assert!(!v.grid[0] && !v.grid[1] && v.grid[2]);
    }
    // The last face-down card drawn: the grid is laid again and shows nothing face up.
    let mut g = regular(vec![player(&[Penalty], &[LongPass, LongPass]), player(&FILLER, &[])], &[ShortPass; 2], &[]);
    g.grid = vec![None; 20];
    g.grid[5] = Some(ShotCard::Corner);
    g.drawn = vec![Some(ShotCard::Save); 20];
    g.drawn[5] = None;
    go(&mut g, 0, play(Penalty, None));
    let events = go(&mut g, 0, Input::Cell { cell: 5 });
    assert!(events.contains(&Event::GridRelaid), "{events:?}");
    let v = g.view(Viewer::Spectator);
    assert!(v.grid.iter().all(|down| *down) && v.drawn.iter().all(Option::is_none), "{:?}", v.drawn);
    // A shoot-out's picks stay face up in its own grid.
    let mut g = table(Format::Express, vec![player(&FILLER, &[]), player(&FILLER, &[])], &[], &[]);
    let grid = crate::futbol_dash::state::fresh_shootout_grid(&mut Chance::scripted([0; 64]));
    let first = grid[3].unwrap();
    g.phase = Phase::Shootout(super::state::Shootout {
        seats: vec![0, 1],
        grid,
        drawn: Vec::new(),
        picks: vec![0, 0],
        goals: vec![0, 0],
        next: 0,
        round: 0,
        scored: Vec::new(),
    });
    go(&mut g, 0, Input::Cell { cell: 3 });
    match g.view(Viewer::Seat(1)).stage {
        Stage::Shootout { open, drawn, .. } => {
            assert_eq!((open[3], drawn[3]), (false, Some(first)));
            assert!(drawn.iter().enumerate().all(|(i, d)| i == 3 || d.is_none()), "{drawn:?}");
        }
        other => panic!("still the shoot-out: {other:?}"),
    }
    // A match stored before drawn cells were kept still reads: its drawn cells show nothing.
    let mut older = serde_json::to_value(&g).unwrap();
    older.as_object_mut().unwrap().remove("drawn");
    let older: FutbolDash = serde_json::from_value(older).unwrap();
    assert!(older.view(Viewer::Spectator).drawn.iter().all(Option::is_none));
}

#[test]
fn an_own_goal_scores_for_every_opponent() {
    // §5.2 with three opponents.
    let mut g = regular(
        vec![
            player(&[Penalty], &[LongPass, LongPass]),
            player(&FILLER, &[]),
            player(&FILLER, &[]),
            player(&FILLER, &[]),
        ],
        &[ShortPass; 2],
        &[ShotCard::OwnGoal],
    );
    go(&mut g, 0, play(Penalty, None));
    let ev = go(&mut g, 0, Input::Cell { cell: 0 });
    let scorers: Vec<_> = ev.iter().filter_map(Event::scored).collect();
    assert_eq!(scorers, vec![Scored::Goal(1), Scored::Goal(2), Scored::Goal(3)]);
    assert_eq!(g.goals(), vec![0, 1, 1, 1]);
}

#[test]
fn own_goal_taking_two_players_to_three_goes_to_the_shootout() {
    // DEFAULT §8.14.
    let mut g = regular(
        vec![player(&[Penalty], &[LongPass, LongPass]), player(&FILLER, &[]), player(&FILLER, &[])],
        &[ShortPass; 2],
        &[ShotCard::OwnGoal],
    );
    g.players[1].goals = 2;
    g.players[2].goals = 2;
    go(&mut g, 0, play(Penalty, None));
    let ev = go(&mut g, 0, Input::Cell { cell: 0 });
    assert!(ev.contains(&Event::ShootoutBegins { seats: vec![1, 2] }));
    assert_eq!(g.status(), Status::Turn(1));
}

#[test]
fn foul_then_var_then_var_cancels_the_card_and_each_referee_draws_a_replacement() {
    // §5.5, DEFAULT §8.9: Foul cancels, V.A.R. cancels the Foul, V.A.R. cancels that V.A.R.
    let mut g = regular(
        vec![
            player(&[ThroughBall, Var], &[LongPass, Nutmeg]),
            player(&[Foul, Var, Tackle], &[]),
            player(&[ShortPass], &[]),
        ],
        &[Nutmeg, Cross, ThroughBall, ShortPass],
        &[],
    );
    go(&mut g, 0, play(ThroughBall, None));
    // Seat 1 fouls: the card is cancelled as things stand; seat 1 draws at once.
    let ev = go(&mut g, 1, Input::Foul);
    assert!(ev.contains(&Event::Referee { seat: 1, card: Foul, against: 0 }));
    assert_eq!(g.players[1].hand, vec![Var, Tackle, ShortPass], "the top card replaces the Foul");
    assert_eq!(
        g.status(),
        Status::Reaction { seats: [0, 2].into_iter().collect() },
        "a V.A.R. window for all but the fouler"
    );
    assert_eq!(g.legal_inputs(2), vec![Input::Pass]);
    assert_eq!(g.legal_inputs(0), vec![Input::Var, Input::Pass]);
    go(&mut g, 0, Input::Var);
    assert_eq!(g.status(), Status::Reaction { seats: [1, 2].into_iter().collect() });
    go(&mut g, 1, Input::Var);
    assert_eq!(g.status(), Status::Reaction { seats: [0, 2].into_iter().collect() });
    assert_eq!(g.legal_inputs(0), vec![Input::Pass], "seat 0 has no second V.A.R.");
    go(&mut g, 0, Input::Pass);
    let ev = go(&mut g, 2, Input::Pass);
    assert!(ev.contains(&Event::Cancelled { seat: 0, card: ThroughBall }));
    assert_eq!(g.players[0].ap, 7, "three referee cards: the Through Ball is void");
    assert!(g.last.as_ref().is_some_and(|l| l.cancelled && l.referees.len() == 3));
    for c in [Foul, Var, Var, ThroughBall] {
        assert!(g.discard.contains(&c));
    }
}

#[test]
fn a_var_on_the_foul_lets_the_card_stand_and_a_shot_follows() {
    let mut g = regular(
        vec![player(&[Cross, Var], &[LongPass, Nutmeg]), player(&[Foul], &[])],
        &[Nutmeg, ShortPass, ShortPass],
        &[ShotCard::Goal],
    );
    go(&mut g, 0, play(Cross, None));
    go(&mut g, 1, Input::Foul);
    go(&mut g, 0, Input::Var);
    let ev = go(&mut g, 1, Input::Pass);
    assert!(ev.contains(&Event::Points { seat: 0, ap: 11 }));
    assert!(ev.contains(&Event::ShotTaken { seat: 0, penalty: false }));
}

#[test]
fn a_foul_answers_only_offensive_and_defensive_cards_and_never_ones_own() {
    let mut g = regular(vec![player(&[YellowCard, Nutmeg, Foul], &[]), player(&[Foul], &[])], &[ShortPass; 3], &[]);
    assert!(!g.legal_inputs(0).iter().any(|i| matches!(i, Input::Play { card: Foul, .. })), "not a turn's play");
    go(&mut g, 0, play(YellowCard, Some(1)));
    assert_eq!(g.status(), Status::Turn(0), "a game changer opens no window; seat 1 misses the turn");
    assert_eq!(g.players[1].skips, 0);
    go(&mut g, 0, play(Nutmeg, None));
    assert_eq!(g.legal_inputs(0), Vec::<Input>::new(), "the player of the card is not asked");
    assert_eq!(g.legal_inputs(1), vec![Input::Foul, Input::Pass]);
}

#[test]
fn yellow_cards_skip_turns_and_stack() {
    // §5.3 Yellow, DEFAULT §8.12.
    let mut g = regular(
        vec![player(&[YellowCard, ShortPass], &[]), player(&FILLER, &[]), player(&[YellowCard, ShortPass], &[])],
        &[ShortPass; 6],
        &[],
    );
    go(&mut g, 0, play(YellowCard, Some(1)));
    assert_eq!(g.status(), Status::Turn(2), "seat 1 is skipped");
    go(&mut g, 2, play(YellowCard, Some(1)));
    assert_eq!(g.status(), Status::Turn(0));
    assert_eq!(g.players[1].skips, 1, "a second yellow waits for seat 1's next turn");
    go(&mut g, 0, play(ShortPass, None));
    let ev = {
        go(&mut g, 1, Input::Pass);
        go(&mut g, 2, Input::Pass)
    };
    assert!(ev.contains(&Event::Skipped { seat: 1 }));
    assert_eq!(g.status(), Status::Turn(2));
}

#[test]
fn a_red_card_skips_a_draw_and_the_smaller_hand_lasts_through_halftime() {
    // §5.3 Red, DEFAULT §8.16; §5.3 Halftime.
    let mut g = regular(
        vec![
            player(&[RedCard, Halftime, ShortPass, ShortPass, ShortPass, ShortPass], &[]),
            player(&[ShortPass, ShortPass, Nutmeg, Nutmeg, Nutmeg, Nutmeg], &[]),
        ],
        &[Nutmeg; 3],
        &[],
    );
    go(&mut g, 0, play(RedCard, Some(1)));
    assert_eq!(g.players[1].reds, 1);
    assert_eq!(g.players[1].hand.len(), 6, "seat 1 did not draw");
    go(&mut g, 1, play(ShortPass, None));
    go(&mut g, 0, Input::Pass);
    assert_eq!(g.players[1].hand.len(), 5);
    // Halftime: hands and AP cleared, the deck rebuilt without Halftime, new hands of 6 and 5.
    let ev = go(&mut g, 0, play(Halftime, None));
    assert!(ev.contains(&Event::Halftime { seat: 0 }));
    assert!(g.second_half);
    assert_eq!(g.players[1].ap, 0);
    assert!(g.players[1].front.is_empty());
    assert_eq!(g.players[1].reds, 1, "the red card stays");
    assert_eq!(g.players[0].hand.len(), 6);
    assert_eq!(g.players[1].hand.len(), 6, "5 dealt, then the turn's draw");
    assert!(!g.deck.contains(&Halftime) && !g.discard.contains(&Halftime), "Halftime leaves the game");
    assert_eq!(g.deck.len() + g.discard.len() + 12, 73 - 2);
}

#[test]
fn offside_clears_the_targets_points() {
    // §5.3 Offside, DEFAULT §8.11 (a target with AP).
    let mut g = regular(
        vec![player(&[Offside, ShortPass], &[]), player(&FILLER, &[ThroughBall, Nutmeg]), player(&FILLER, &[])],
        &[ShortPass; 3],
        &[],
    );
    assert!(refused(&g, 0, play(Offside, Some(2))).contains("some AP"));
    go(&mut g, 0, play(Offside, Some(1)));
    assert_eq!(g.players[1].ap, 0);
    assert!(g.players[1].front.is_empty());
}

#[test]
fn substitution_exchanges_up_to_three_cards_in_secret() {
    // §5.3, DEFAULT §8.17.
    let mut g = regular(
        vec![player(&[Substitution, Cross, LongPass, Tackle], &[]), player(&FILLER, &[])],
        &[ShortPass, Nutmeg, ThroughBall, ShortPass],
        &[],
    );
    go(&mut g, 0, play(Substitution, None));
    let ev = go(&mut g, 0, Input::TakeOff { card: Cross });
    assert_eq!(FutbolDash::redact(&ev[0], Viewer::Seat(1)), Some(Event::TookOff { seat: 0, card: None }));
    go(&mut g, 0, Input::TakeOff { card: LongPass });
    assert_eq!(view_stage(&g, 1), Stage::Substitute { count: 2, off: None }, "others see the count only");
    go(&mut g, 0, Input::SubDone);
    assert_eq!(g.players[0].hand, vec![Tackle, ShortPass, ThroughBall]);
    assert!(g.discard.contains(&Cross) && g.discard.contains(&LongPass));
    // Three is the most: the third ends it at once.
    let mut g = regular(
        vec![player(&[Substitution, Cross, LongPass, Tackle], &[]), player(&FILLER, &[])],
        &[ShortPass; 5],
        &[],
    );
    go(&mut g, 0, play(Substitution, None));
    for c in [Cross, LongPass, Tackle] {
        go(&mut g, 0, Input::TakeOff { card: c });
    }
    assert_eq!(g.status(), Status::Turn(1));
    assert_eq!(g.players[0].hand.len(), 3);
}

fn view_stage(g: &FutbolDash, seat: Seat) -> Stage {
    g.view(Viewer::Seat(seat)).stage
}

#[test]
fn with_no_legal_play_a_card_is_discarded_face_up() {
    // DEFAULT §8.8: +5 at 8, a Penalty below 7, a Tackle with no target on 2.
    let g = regular(
        vec![player(&[LongPass, Tackle, Foul], &[LongPass, ThroughBall]), player(&FILLER, &[])],
        &[ShortPass],
        &[],
    );
    assert_eq!(
        g.legal_inputs(0),
        vec![Input::Discard { card: LongPass }, Input::Discard { card: Tackle }, Input::Discard { card: Foul }]
    );
    let mut g2 = g.clone();
    let ev = go(&mut g2, 0, Input::Discard { card: Tackle });
    assert!(ev.contains(&Event::Discarded { seat: 0, card: Tackle }));
    assert!(refused(&g, 0, Input::Discard { card: Cross }).contains("no Cross"));
}

#[test]
fn regular_is_won_by_the_first_to_three_goals() {
    let mut g =
        regular(vec![player(&[Penalty], &[LongPass, LongPass]), player(&FILLER, &[])], &[ShortPass], &[ShotCard::Goal]);
    g.players[0].goals = 2;
    go(&mut g, 0, play(Penalty, None));
    go(&mut g, 0, Input::Cell { cell: 0 });
    let Status::Finished(o) = g.status() else { panic!("over") };
    assert_eq!((o.goals, o.winner), (vec![3, 0], Some(0)));
}

#[test]
fn express_ends_at_a_draw_that_finds_the_deck_empty_and_a_level_top_shoots_out() {
    // DEFAULT §8.7, §5.6, §8.4.
    let mut g = table(Format::Express, vec![player(&[Nutmeg, ShortPass], &[]), player(&FILLER, &[])], &[], &[]);
    g.players[0].goals = 1;
    g.players[1].goals = 1;
    go(&mut g, 0, play(Nutmeg, None));
    let ev = go(&mut g, 1, Input::Pass);
    assert!(ev.contains(&Event::DeckOut));
    assert!(ev.contains(&Event::ShootoutBegins { seats: vec![0, 1] }));
    // Scripted shuffles keep the list order: Goal ×10, Save ×3, Miss ×3. Picks alternate.
    let mut cell = 0u8;
    let pick = |g: &mut FutbolDash, seat: Seat, c: u8| {
        assert_eq!(g.status(), Status::Turn(seat));
        go(g, seat, Input::Cell { cell: c })
    };
    for _ in 0..4 {
        pick(&mut g, 0, cell);
        pick(&mut g, 1, cell + 1);
        cell += 2;
    }
    // Fifth picks: seat 0 scores (cell 8 is a Goal), seat 1 saves (cell 10).
    pick(&mut g, 0, 8);
    let ev = pick(&mut g, 1, 10);
    assert!(ev.iter().any(|e| matches!(e, Event::ShootoutWon { seat: 0, .. })));
    let Status::Finished(o) = g.status() else { panic!("over") };
    assert_eq!(o.winner, Some(0));
    assert_eq!(o.shootout, Some(vec![5, 4]));
}

#[test]
fn sudden_death_ends_when_exactly_one_scores() {
    let mut g =
        table(Format::Express, vec![player(&[Nutmeg], &[]), player(&FILLER, &[]), player(&FILLER, &[])], &[], &[]);
    go(&mut g, 0, play(Nutmeg, None));
    all_pass(&mut g);
    let Phase::Shootout(s) = &mut g.phase else { panic!("a shoot-out of all three at 0") };
    assert_eq!(s.seats, vec![0, 1, 2]);
    // Everyone has taken five, level at 3; sudden death among all three.
    s.picks = vec![4, 5, 5];
    s.goals = vec![2, 3, 3];
    s.next = 0;
    s.grid = vec![
        Some(ShotCard::Miss),
        Some(ShotCard::Goal),
        Some(ShotCard::Goal),
        Some(ShotCard::Goal),
        Some(ShotCard::Miss),
    ]
    .into_iter()
    .chain(std::iter::repeat_n(None, 11))
    .collect();
    let ev = go(&mut g, 0, Input::Cell { cell: 1 });
    assert!(ev.contains(&Event::SuddenDeath { seats: vec![0, 1, 2] }));
    go(&mut g, 0, Input::Cell { cell: 2 }); // seat 0 scores
    go(&mut g, 1, Input::Cell { cell: 0 }); // seat 1 misses: out
    go(&mut g, 2, Input::Cell { cell: 3 }); // seat 2 scores
    let Phase::Shootout(s) = &g.phase else { panic!("still on") };
    assert_eq!(s.seats, vec![0, 2], "who missed while others scored is out");
}

#[test]
fn a_regular_deck_is_rebuilt_from_the_discards() {
    // DEFAULT §8.6.
    let mut g = regular(vec![player(&[Nutmeg], &[]), player(&FILLER, &[])], &[], &[]);
    go(&mut g, 0, play(Nutmeg, None));
    let ev = go(&mut g, 1, Input::Pass);
    assert!(ev.iter().any(|e| matches!(e, Event::DeckRebuilt { .. })));
    assert_eq!(g.rebuilds, 1);
    assert_eq!(g.players[1].hand.len(), 7);
}

#[test]
fn hands_and_draws_are_secret_and_a_window_asks_everyone() {
    let (m, opening) = Match::<FutbolDash>::new(Default::default(), 4, 11).unwrap();
    let drew = opening.iter().find_map(|e| match e {
        crate::match_state::Event::Game(Event::Drew { seat: 0, card }) => Some(*card),
        _ => None,
    });
    assert!(drew.is_some_and(|c| c.is_some()), "the engine records the card");
    for e in &opening {
        if let Some(crate::match_state::Event::Game(Event::Drew { card, .. })) = e.redact(Viewer::Spectator) {
            assert_eq!(card, None, "spectators see that a card was drawn, not which");
        }
    }
    let v = m.view(Viewer::Seat(1));
    assert!(v.players[1].hand.is_some());
    assert!(v.players.iter().enumerate().all(|(s, p)| s == 1 || p.hand.is_none()));
}

#[test]
fn a_late_player_in_a_window_passes_and_spends_nothing() {
    let g = regular(
        vec![player(&[ThroughBall], &[LongPass, Nutmeg, ShortPass]), player(&[Foul, ShortPass], &[])],
        &[ShortPass; 3],
        &[],
    );
    let mut m: Match<FutbolDash> = Match::from_position(Default::default(), 1, 0, g.to_position()).unwrap();
    m.apply(0, Command::Play(play(ThroughBall, None))).unwrap();
    // The computer would Foul a card to 11; the clock only passes.
    assert_eq!(m.computer_input(1, &mut Chance::scripted([])), Some(Input::Foul));
    let step = m.apply(1, Command::AutoMove).unwrap();
    assert!(step.events.contains(&crate::match_state::Event::Game(Event::Passed { seat: 1 })));
    assert_eq!(step.events[0], crate::match_state::Event::AutoMoved { seat: 1, passed: true });
    let line = crate::text::event_line(&step.events[0], &["Ann".to_string(), "Bob".to_string()], crate::text::Lang::En);
    assert_eq!(line.as_deref(), Some("Bob's time ran out: they pass"));
    assert!(m.position().players[1].hand.contains(&Foul));
}

#[test]
fn the_computer_keeps_its_foul_for_the_card_that_would_shoot() {
    let mut g =
        regular(vec![player(&[Nutmeg, Cross], &[LongPass]), player(&[Foul, ShortPass], &[])], &[ShortPass; 3], &[]);
    go(&mut g, 0, play(Nutmeg, None));
    let choose =
        |g: &FutbolDash| FutbolDash::computer(&g.view(Viewer::Seat(1)), &g.legal_inputs(1), &mut Chance::scripted([]));
    assert_eq!(choose(&g), Some(Input::Pass), "5 to 7 AP is no shot: keep the Foul");
    go(&mut g, 1, Input::Pass);
    go(&mut g, 1, play(ShortPass, None));
    go(&mut g, 0, Input::Pass);
    go(&mut g, 0, play(Cross, None));
    assert_eq!(choose(&g), Some(Input::Foul), "7 + 4 = 11: a shot, so Foul it");
}

#[test]
fn the_computer_shoots_when_it_can() {
    let g = regular(
        vec![
            player(&[ShortPass, Nutmeg, Tackle], &[LongPass, LongPass, Tackle, ShortPass, ShortPass]),
            player(&FILLER, &[Nutmeg, Nutmeg]),
        ],
        &[ShortPass; 3],
        &[],
    );
    assert_eq!(g.players[0].ap, 10);
    let choice = FutbolDash::computer(&g.view(Viewer::Seat(0)), &g.legal_inputs(0), &mut Chance::scripted([]));
    assert_eq!(choice, Some(play(ShortPass, None)));
}

#[test]
fn a_refusal_names_what_is_wrong() {
    let g = regular(vec![player(&[Nutmeg, Tackle], &[]), player(&FILLER, &[Nutmeg])], &[ShortPass; 3], &[]);
    assert!(refused(&g, 1, play(ShortPass, None)).contains("another player's turn"));
    assert!(refused(&g, 0, play(Cross, None)).contains("no Cross"));
    assert!(refused(&g, 0, play(Tackle, None)).contains("needs a target"));
    assert!(refused(&g, 0, play(Tackle, Some(0))).contains("an opponent"));
    assert!(refused(&g, 0, play(Nutmeg, Some(1))).contains("takes no target"));
    assert!(refused(&g, 0, Input::Foul).contains("play a card"));
    // Said in the reader's language; card names stay as printed.
    let err = refusal(&g, 0, play(Tackle, None));
    assert!(matches!(err, RuleError::Illegal(_)), "{err:?}");
    assert_eq!(err.to_string(), "Tackle needs a target: an opponent");
    assert_eq!(err.text(Lang::De), "Tackle braucht ein Ziel: einen Gegner");
    assert_eq!(err.text(Lang::Es), "Tackle se juega contra alguien: elige un rival");
    let err = refusal(&g, 0, play(Cross, None));
    assert_eq!(err.text(Lang::Fr), "tu n'as pas de Cross dans ta main");
    let err = refusal(&g, 1, play(ShortPass, None));
    assert!(matches!(err, RuleError::NotYourMove(_)), "{err:?}");
    assert_eq!(err.text(Lang::PtBr), "não é a sua vez: é a vez de outro jogador");
    let mut copy = g.clone();
    assert_eq!(copy.apply(9, &Input::Pass, &mut Chance::scripted([])), Err(RuleError::NoSuchSeat(9)));
}

#[test]
fn targets_are_named_by_whoever_shows_the_menu() {
    let g = regular(vec![player(&[Tackle, YellowCard], &[]), player(&FILLER, &[ThroughBall])], &[ShortPass; 3], &[]);
    let names = vec!["Ann".to_string(), "Bob".to_string()];
    let labels: Vec<String> =
        g.controls(0, crate::text::Lang::En).named(&names).labelled().into_iter().map(|(l, _)| l).collect();
    assert!(labels.contains(&"Tackle −2 on Bob (3 → 1 AP)".to_string()), "{labels:?}");
    assert!(labels.contains(&"Yellow Card on Bob".to_string()), "{labels:?}");
    assert_eq!(
        crate::controls::with_names(&g.describe_input(0, &play(YellowCard, Some(1)), crate::text::Lang::En), &[]),
        "Yellow Card on player 2"
    );
}

#[test]
fn an_express_turn_that_begins_with_an_empty_deck_ends_the_match_even_without_a_draw() {
    // DEFAULT §8.7, with a red card's skipped draw (§8.16) at the turn.
    let mut g = table(Format::Express, vec![player(&[Nutmeg, ShortPass], &[]), player(&FILLER, &[])], &[], &[]);
    g.players[1].skip_draws = 1;
    g.players[0].goals = 1;
    go(&mut g, 0, play(Nutmeg, None));
    let ev = go(&mut g, 1, Input::Pass);
    assert!(ev.contains(&Event::DeckOut));
    assert!(!ev.iter().any(|e| matches!(e, Event::NoDraw { .. })));
    let Status::Finished(o) = g.status() else { panic!("over") };
    assert_eq!(o.winner, Some(0));
}

#[test]
fn a_substitution_draws_before_its_cards_reach_the_discards() {
    // §8.17 with a deck that runs out: the rebuilt deck cannot hand the same cards back.
    let mut g = regular(vec![player(&[Substitution, Cross, Cross], &[]), player(&FILLER, &[])], &[ShortPass], &[]);
    go(&mut g, 0, play(Substitution, None));
    go(&mut g, 0, Input::TakeOff { card: Cross });
    go(&mut g, 0, Input::TakeOff { card: Cross });
    go(&mut g, 0, Input::SubDone);
    assert_eq!(g.players[0].hand.len(), 2, "two taken off, two drawn");
    assert_eq!(g.players[0].hand[0], ShortPass, "the deck's last card first");
    assert_ne!(g.players[0].hand[1], Cross, "the second comes from the discards rebuilt without them");
    assert_eq!(g.discard.iter().filter(|c| **c == Cross).count(), 2);
    assert_eq!(g.unseen_discards, vec![(0, Cross), (0, Cross)]);
}

#[test]
fn an_imagined_table_does_not_know_what_others_took_off() {
    // Two tables that differ only in which card seat 0 took off face down (the other one is
    // in the deck): seat 1 imagines the same worlds from both.
    let build = |off: Card, deck: Card| {
        let mut g = regular(
            vec![player(&[Substitution, off, ShortPass], &[]), player(&FILLER, &[])],
            &[deck, Nutmeg, Nutmeg],
            &[],
        );
        go(&mut g, 0, play(Substitution, None));
        go(&mut g, 0, Input::TakeOff { card: off });
        go(&mut g, 0, Input::SubDone);
        g
    };
    let a = build(Cross, LongPass);
    let b = build(LongPass, Cross);
    assert_ne!(a.discard, b.discard);
    let world = |g: &FutbolDash| FutbolDash::imagine(g, Viewer::Seat(1), &mut Chance::for_step(7, 0));
    assert_eq!(world(&a), world(&b));
    assert_eq!(world(&a).discard.len(), a.discard.len());
    assert_eq!(world(&a).view(Viewer::Seat(1)), a.view(Viewer::Seat(1)), "the seat sees the same table");
}

// One point and one goal are singular in the table's words.
#[test]
fn one_point_and_one_goal_read_singular() {
    use super::text::{placings_line, player_line};
    use crate::text::Lang;
    let names: Vec<String> = ["Ann", "Ben", "Cat", "Dee"].iter().map(|s| s.to_string()).collect();
    assert_eq!(placings_line(&[1, 1, 3], None, &names[..3], Lang::En), "1st Cat (3 pts) · 2nd Ann, Ben (1 pt each)");
    assert_eq!(
        placings_line(&[3, 2, 1, 0], None, &names, Lang::En),
        "1st Ann (3 pts) · 2nd Ben (2 pts) · 3rd Cat (1 pt) · 4th Dee (0 pts)"
    );
    let mut g = regular(vec![player(&[], &[]), player(&[], &[])], &[], &[]);
    g.players[1].goals = 1;
    let view = g.view(Viewer::Spectator);
    let (one, none) = (player_line(&view, 1, &names, Lang::En), player_line(&view, 0, &names, Lang::En));
    assert!(one.contains(" 1 goal ") && !one.contains("goals"), "{one}");
    assert!(none.contains(" 0 goals  AP"), "{none}");
    assert_eq!(one.find("AP"), none.find("AP"), "the columns still line up");
}

#[test]
fn a_counted_refusal_takes_the_plural_of_its_language() {
    let most = |n: usize| touchline_i18n::message!(super::words::WORDS, "refused-substitution-most", most = n);
    assert_eq!(most(3).to_string(), "a Substitution exchanges at most 3 cards");
    assert_eq!(most(1).to_string(), "a Substitution exchanges at most 1 card");
    assert_eq!(most(3).say(Lang::De), "mit Substitution tauschst du höchstens 3 Karten aus");
    assert_eq!(most(1).say(Lang::De), "mit Substitution tauschst du höchstens 1 Karte aus");
    assert_eq!(most(1).say(Lang::Es), "con Substitution cambias como máximo 1 carta");
}
