//! Every registered game on Discord, from the registry: `/play` against the computer opens its
//! thread with the first board and the fairness seal, the player's controls come where the
//! game's plan sends them, a move made through them is taken, `/match resign` ends the match
//! with its last board, the seal's reveal and the Rematch button — and Discord's rules hold
//! throughout. A game added to the registry is covered here without a line.

use serde_json::json;
use touchline_games::GameKind;

use crate::support::bot::*;
use crate::support::fakecord::GENERAL;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_starts_takes_a_move_and_ends_on_discord() {
    let (fake, _dir, _bot) = with_bot().await;
    for (i, kind) in GameKind::ALL.iter().enumerate() {
        let user = fake.add_user(&format!("Player {i}"), false);
        let threads_before = fake.threads().len();
        let play = fake.slash(user, GENERAL, "play", json!([choice(&fake, "play", None, "game", kind.title())]));
        let answer = reply_text(&fake, play).await;
        assert!(answer.contains("Kick-off against"), "{}: {answer}", kind.title());
        fake.wait_until("the match's thread", || fake.threads().len() > threads_before).await;
        let thread = *fake.threads().last().unwrap();
        let title = fake.world().channels[&thread].name.clone();
        assert!(title.starts_with(&format!("{}: Player {i} v ", kind.title())), "{title}");
        fake.wait_until("the first board", || fake.visible(thread, 0).iter().any(|m| m.is_board())).await;
        let first = fake.visible(thread, 0).into_iter().find(|m| m.is_board()).unwrap();
        assert!(first.content.starts_with("🔒 Fairness seal: `"), "{}: {}", kind.title(), first.content);

        // One move through the controls, wherever the game sends them (a DM, or the thread).
        let chose = |fake: &crate::support::fakecord::Fake| {
            private_messages(fake, user).iter().chain(fake.visible(thread, 0).iter()).any(|m| {
                m.content.starts_with("✓ You chose: ") || m.content.starts_with(&format!("✓ <@{user}> chose: "))
            })
        };
        drive(&fake, thread, &[user], &[], chose).await;

        let resign = fake.slash(user, thread, "match", json!([{"type": 1, "name": "resign", "options": []}]));
        assert!(reply_text(&fake, resign).await.contains("You resigned"), "{}", kind.title());
        fake.wait_until("the last board", || finished(&fake, thread)).await;
        let last = fake.visible(thread, 0).into_iter().rev().find(|m| m.is_board()).unwrap();
        assert!(last.content.contains("🔓 Seal `"), "{}: the seal's reveal: {}", kind.title(), last.content);
        assert!(last.custom_ids().iter().any(|id| id.ends_with(":rematch")), "{}", kind.title());
    }
    assert_clean(&fake).await;
}
