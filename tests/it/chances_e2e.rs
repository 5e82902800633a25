//! Win chances on Discord (the real bot against the fake Discord): a friendly keeps its chances
//! after every board, tells the thread each big swing once, and ends on the result.

use touchline::session::chances::{chances_text, BIG_SWING};
use touchline::store::Store;

use crate::support::bot::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_friendly_keeps_its_chances_and_tells_its_thread_the_big_swings() {
    let (fake, dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let thread = kick_off_against_the_computer(&fake, alice, 0).await;
    play_out(&fake, thread, &[alice]).await;
    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let id = store.match_in_thread(thread).await.unwrap().expect("the match of the thread").match_id;
    // The chances after the last board are the result: certain, worked out from no world.
    // (They are worked out after the board goes out: waited for, with the fake's patience.)
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let kept = loop {
        let kept = store.match_chances(id).await.unwrap();
        if kept.last().is_some_and(|k| k.chances.worlds == 0) || std::time::Instant::now() > deadline {
            break kept;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let last = kept.last().expect("chances were kept");
    assert_eq!(last.chances.worlds, 0, "the result's chances come last: {kept:?}");
    assert!(last.chances.win.contains(&1.0) || last.chances.draw == 1.0, "{last:?}");
    assert!(kept.len() > 2, "a row after each board: {}", kept.len());
    for k in &kept {
        let sum: f32 = k.chances.win.iter().sum::<f32>() + k.chances.draw;
        assert!((sum - 1.0).abs() < 1e-3, "{k:?}");
    }
    assert!(kept.windows(2).all(|w| w[0].version < w[1].version && w[0].plays <= w[1].plays));
    // Each told row is one line in the thread, after a swing of at least BIG_SWING from the
    // last one told (the first kept is the yardstick until then).
    let told: Vec<_> = kept.iter().filter(|k| k.posted).collect();
    let mut since = &kept[0].chances;
    for k in &told {
        assert!(k.chances.swing_from(since) >= BIG_SWING, "{k:?} after {since:?}");
        since = &k.chances;
    }
    let stored = store.load_match(id).await.unwrap();
    let names = stored.names(touchline_i18n::Lang::En);
    let lines = |fake: &crate::support::fakecord::Fake| {
        fake.visible(thread, 0)
            .into_iter()
            .filter(|m| m.content.starts_with("Win chances:"))
            .map(|m| m.content)
            .collect::<Vec<_>>()
    };
    fake.wait_until("every told swing in the thread", || lines(&fake).len() == told.len()).await;
    let expected: Vec<String> =
        told.iter().map(|k| chances_text(&k.chances, &names, touchline_i18n::Lang::En)).collect();
    assert_eq!(lines(&fake), expected);
    assert_clean(&fake).await;
}
