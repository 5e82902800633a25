//! A Spanish-speaking server and a Portuguese-speaking player, end to end: an admin sets the
//! server's language, then a player whose Discord is in Portuguese plays every game against the
//! computer (KIX to the end, the longer games to a resignation); refusals (a language Touchline
//! does not speak, a member who may not choose, a crest that is not a picture) come in the
//! asker's language. The thread (posts, boards' captions, buttons) must read Spanish;
//! the player's own messages (prompts by DM, answers to clicks and commands) Portuguese. Every
//! message either sees is scanned for English that the other language's catalogue does not
//! share: a phrase of an English message that its translation lacks.

use std::collections::BTreeSet;

use serde_json::{json, Value};
use touchline_games::{GameKind, Lang};
use touchline_i18n::Source;

use crate::support::bot::*;
use crate::support::fakecord::{Fake, FakeMessage, GENERAL};

/// Every catalogue the bot and the games speak from.
fn catalogues() -> Vec<&'static [Source]> {
    let mut all: Vec<&'static [Source]> = touchline::speech::ALL_SOURCES.iter().map(|(_, s)| *s).collect();
    all.push(&touchline_games::text::SOURCES);
    all.push(&touchline_render::SOURCES);
    all.extend(GameKind::ALL.iter().map(|k| k.sources()));
    all
}

/// Phrases of English messages that `lang`'s translation of the same message does not have:
/// English left in front of a reader of `lang` if any turns up. Only phrases of three words
/// or more count (a card's name or a word such as "Fatigue" may rightly stay).
fn english_only(lang: Lang) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for sources in catalogues() {
        let english = sources.iter().find(|s| s.lang == Lang::En).map(|s| touchline_i18n::phrases(s.text));
        let theirs = sources.iter().find(|s| s.lang == lang).map(|s| touchline_i18n::phrases(s.text));
        let (Some(english), Some(theirs)) = (english, theirs) else { continue };
        for (id, texts) in english {
            let translated = theirs.get(&id).map(|t| t.join(" ")).unwrap_or_default();
            for text in texts {
                for phrase in text.split(['\n', '.', ':', ';', '(', ')', '—']).map(str::trim) {
                    if phrase.split_whitespace().count() >= 3 && !translated.contains(phrase) {
                        out.insert(phrase.to_string());
                    }
                }
            }
        }
    }
    out
}

/// Everything a message shows: its text, and its buttons' and menus' words.
fn shown(m: &FakeMessage) -> Vec<String> {
    fn words(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(map) => {
                for (k, v) in map {
                    match (k.as_str(), v) {
                        ("label" | "placeholder" | "description", Value::String(s)) => out.push(s.clone()),
                        _ => words(v, out),
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|v| words(v, out)),
            _ => {}
        }
    }
    let mut out = vec![m.content.clone()];
    words(&m.components, &mut out);
    out
}

/// The English phrases found in what a reader of `lang` was shown.
fn english_in(messages: &[FakeMessage], phrases: &BTreeSet<String>) -> Vec<String> {
    let mut found = Vec::new();
    for m in messages {
        for text in shown(m) {
            for phrase in phrases.iter().filter(|p| text.contains(p.as_str())) {
                found.push(format!("{phrase:?} in {text:?}"));
            }
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_come_in_the_askers_language() {
    let (fake, _dir, _bot) = with_bot().await;
    let admin = fake.add_user("Admin", false);
    fake.set_locale(admin, "es-ES");
    let refused = language(&fake, admin, "klingon").await;
    assert!(refused.contains("klingon") && refused.contains("pt-BR") && refused.contains("de (Deutsch)"), "{refused}");
    let english = english_in(fake.world().messages(), &english_only(Lang::Es));
    assert!(english.is_empty(), "{english:?}");
    // Someone who may not manage the server is told so, and nothing changes.
    let member = fake.add_user("Member", false);
    fake.set_manager(member, false);
    fake.set_locale(member, "de");
    let told = language(&fake, member, "fr").await;
    assert!(!told.contains("Français"), "{told}");
    assert!(english_in(fake.world().messages(), &english_only(Lang::De)).is_empty(), "{told}");

    // A crest refused, in the uploader's language: the refusal and its reason.
    let bruna = fake.add_user("Bruna", false);
    fake.set_locale(bruna, "pt-BR");
    let text_file = fake.upload("crest.png", b"this is not a picture at all".to_vec());
    let image = json!({"name": "image", "type": 11, "value": text_file});
    let crest = fake.slash(bruna, GENERAL, "club", json!([{"type": 1, "name": "crest", "options": [image]}]));
    let refused = reply_text(&fake, crest).await;
    let said = touchline_i18n::phrases(touchline::speech::LEAGUES_SOURCES[2].text);
    assert!(refused.starts_with(said["crest-unreadable"][0].as_str()), "{refused}");
    assert!(refused.contains(said["crest-error-not-an-image"][0].as_str()), "{refused}");
    let english = english_in(&private_messages(&fake, bruna), &english_only(Lang::PtBr));
    assert!(english.is_empty(), "{english:?}");
    assert_clean(&fake).await;
}

/// A match of `kind` against the computer, started by a player whose Discord is in Portuguese
/// on a server whose admin chose Spanish: played to its end, or (`prompts`) for that many of
/// the player's prompts and then resigned, which ends it with its last board all the same.
async fn a_match_reads_spanish_in_the_thread_and_portuguese_in_private(kind: GameKind, prompts: Option<usize>) {
    let (fake, _dir, _bot) = with_bot().await;
    let admin = fake.add_user("Admin", false);
    fake.set_locale(admin, "es-419");
    let set = language(&fake, admin, "es").await;
    assert!(set.contains("Español"), "the answer is in the language chosen: {set}");

    let bruna = fake.add_user("Bruna", false);
    fake.set_locale(bruna, "pt-BR");
    let (spanish, portuguese) = (english_only(Lang::Es), english_only(Lang::PtBr));
    assert!(spanish.len() > 100 && portuguese.len() > 100, "the scan has English to look for");
    let play = fake.slash(bruna, GENERAL, "play", json!([choice(&fake, "play", None, "game", kind.title())]));
    let answer = reply_text(&fake, play).await;
    fake.wait_until("the match's thread", || !fake.threads().is_empty()).await;
    let thread = *fake.threads().last().unwrap();
    // The kick-off is announced in the channel, for everyone: in Spanish.
    let said = &touchline_i18n::phrases(touchline::speech::BOT_SOURCES[1].text)["kick-off-against"][0];
    assert!(answer.starts_with(said.as_str()), "{}: {answer}", kind.title());
    match prompts {
        None => {
            play_out(&fake, thread, &[bruna]).await;
        }
        Some(n) => {
            let enough = |fake: &Fake| private_messages(fake, bruna).len() >= n || finished(fake, thread);
            drive(&fake, thread, &[bruna], &[], enough).await;
            if !finished(&fake, thread) {
                let resign = fake.slash(bruna, thread, "match", json!([{"type": 1, "name": "resign", "options": []}]));
                let said = reply_text(&fake, resign).await;
                let resigned = &touchline_i18n::phrases(touchline::speech::BOT_SOURCES[2].text)["resign-done"][0];
                assert_eq!(&said, resigned, "{}: told in Portuguese", kind.title());
            }
            fake.wait_until("the last board", || finished(&fake, thread)).await;
        }
    }

    let public = fake.visible(thread, 0);
    assert!(public.iter().any(|m| !m.files.is_empty()), "{}: boards were posted", kind.title());
    let english = english_in(&public, &spanish);
    assert!(english.is_empty(), "{}: English in the Spanish thread: {english:#?}", kind.title());
    let private = private_messages(&fake, bruna);
    assert!(!private.is_empty(), "{}: Bruna was prompted", kind.title());
    let english = english_in(&private, &portuguese);
    assert!(english.is_empty(), "{}: English in Bruna's messages: {english:#?}", kind.title());
    assert_clean(&fake).await;
}

/// How many prompts the longer games are played for before the player resigns: a whole FUBA or
/// Super Team match takes the fake Discord many minutes in a debug build; KIX is played whole.
const PROMPTS: usize = 30;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kix_in_spanish_and_portuguese() {
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::Kix, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fuba_in_spanish_and_portuguese() {
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::Fuba, Some(PROMPTS)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn futbol_dash_in_spanish_and_portuguese() {
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::FutbolDash, Some(PROMPTS)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fasisac_in_spanish_and_portuguese() {
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::Fasisac, Some(PROMPTS)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn super_team_in_spanish_and_portuguese() {
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::SuperTeam, Some(PROMPTS)).await;
}

/// `/server language language:<asked>`, answered to the admin alone.
async fn language(fake: &Fake, admin: u64, asked: &str) -> String {
    let options =
        json!([{"type": 1, "name": "language", "options": [{"type": 3, "name": "language", "value": asked}]}]);
    let asked = fake.slash(admin, GENERAL, "server", options);
    reply_text(fake, asked).await
}
