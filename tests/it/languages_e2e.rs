//! A Spanish-speaking server and a Portuguese-speaking player, end to end: an admin sets the
//! server's language, then a player whose Discord is in Portuguese plays every game (KIX, FUBA,
//! Futbol Dash, FASISAC and Super Team) against the computer to the final whistle, and four
//! people of three languages play a league's first round on the bot; refusals (a language
//! Touchline does not speak, a member who may not choose, a crest that is not a picture) come in
//! the asker's language. The threads (posts, boards' captions, buttons) and the league's channel
//! (its news and table) must read Spanish; each player's own messages (prompts by DM or behind a
//! button, answers to clicks and commands) their language. Every message anyone sees is scanned
//! for English that the other language's catalogue does not share: a phrase of an English
//! message that its translation lacks.

use std::collections::BTreeSet;

use serde_json::{json, Value};
use touchline::speech::LEAGUES;
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
    only_in(Lang::En, lang)
}

/// The phrases of `source`'s catalogues (three words or more) that `lang`'s do not share: the
/// sign of a message left in `source` for a reader of `lang`.
fn only_in(source: Lang, lang: Lang) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for sources in catalogues() {
        let english = sources.iter().find(|s| s.lang == source).map(|s| touchline_i18n::phrases(s.text));
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
    // A command that needs Manage Server, used without it: told privately, in Portuguese,
    // naming the command as her Discord names it.
    fake.set_manager(bruna, false);
    let admins = fake.slash(bruna, GENERAL, "league", json!([{"type": 1, "name": "admins", "options": []}]));
    fake.settled(admins).await;
    let told = fake.replies(admins);
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!(told[0].ephemeral_to, Some(bruna), "{}", told[0].content);
    let said = touchline_i18n::phrases(touchline::speech::BOT_SOURCES[2].text);
    assert!(told[0].content.starts_with(said["command-needs-manage-server"][0].as_str()), "{}", told[0].content);
    assert!(told[0].content.contains("`/liga admins`"), "{}", told[0].content);
    fake.set_manager(bruna, true);
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

/// A server whose admin chose Spanish, with Bruna, whose Discord is in Portuguese, starting a
/// match of `kind` against the computer there: the fake, the bot, Bruna and the match's thread.
async fn bruna_kicks_off_on_a_spanish_server(kind: GameKind) -> (Fake, tempfile::TempDir, Bot, u64, u64) {
    let (fake, dir, bot) = with_bot().await;
    let admin = fake.add_user("Admin", false);
    fake.set_locale(admin, "es-419");
    let set = language(&fake, admin, "es").await;
    assert!(set.contains("Español"), "the answer is in the language chosen: {set}");

    let bruna = fake.add_user("Bruna", false);
    fake.set_locale(bruna, "pt-BR");
    let play = fake.slash(bruna, GENERAL, "play", json!([choice(&fake, "play", None, "game", kind.title())]));
    let answer = reply_text(&fake, play).await;
    fake.wait_until("the match's thread", || !fake.threads().is_empty()).await;
    let thread = *fake.threads().last().unwrap();
    // The kick-off is announced in the channel, for everyone: in Spanish.
    let said = &touchline_i18n::phrases(touchline::speech::BOT_SOURCES[1].text)["kick-off-against"][0];
    assert!(answer.starts_with(said.as_str()), "{}: {answer}", kind.title());
    (fake, dir, bot, bruna, thread)
}

/// A follower whose first click is Follow, on a Spanish server, reading French: every DM they
/// get is French whole, the play-by-play too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_followers_dms_are_in_their_language_whole() {
    let (fake, _dir, _bot, bruna, thread) = bruna_kicks_off_on_a_spanish_server(GameKind::Kix).await;
    let claire = fake.add_user("Claire", false);
    fake.set_locale(claire, "fr");
    let board = fake
        .visible(thread, 0)
        .into_iter()
        .find(|m| m.has_custom_id(|id| id.ends_with(":follow.all")))
        .expect("the first board has the Follow buttons");
    let every = board.custom_ids().into_iter().find(|id| id.ends_with(":follow.all")).unwrap();
    fake.settled(fake.click(claire, board.id, &every)).await;
    play_out(&fake, thread, &[bruna]).await;
    let full_time = &touchline_i18n::phrases(touchline::speech::BOT_SOURCES[3].text)["follow-full-time"][0];
    let dms = || private_messages(&fake, claire).into_iter().filter(|m| m.ephemeral_to.is_none()).collect::<Vec<_>>();
    fake.wait_until("Claire's full time", || dms().iter().any(|m| m.content.starts_with(full_time.as_str()))).await;
    let dms = dms();
    assert!(dms.len() > 2, "every board came: {}", dms.len());
    let spanish = english_in(&dms, &only_in(Lang::Es, Lang::Fr));
    assert!(spanish.is_empty(), "Spanish in a French follower's DMs: {spanish:?}");
    let english = english_in(&dms, &english_only(Lang::Fr));
    assert!(english.is_empty(), "English in a French follower's DMs: {english:?}");
    assert_clean(&fake).await;
}

/// A finished match's thread holds boards and reads Spanish (its last board with `final_words`,
/// the Spanish catalogue's); what Bruna alone saw, Portuguese.
async fn assert_spanish_thread_and_portuguese_private(fake: &Fake, thread: u64, bruna: u64, final_words: &str) {
    let (spanish, portuguese) = (english_only(Lang::Es), english_only(Lang::PtBr));
    assert!(spanish.len() > 100 && portuguese.len() > 100, "the scan has English to look for");
    let public = fake.visible(thread, 0);
    assert!(public.iter().any(|m| m.is_board()), "boards were posted");
    let last_board = public.iter().rev().find(|m| m.is_board()).expect("a board");
    assert!(last_board.content.contains(final_words), "{final_words:?} in {}", last_board.content);
    let english = english_in(&public, &spanish);
    assert!(english.is_empty(), "English in the Spanish thread: {english:#?}");
    let private = private_messages(fake, bruna);
    assert!(!private.is_empty(), "Bruna was prompted");
    let english = english_in(&private, &portuguese);
    assert!(english.is_empty(), "English in Bruna's messages: {english:#?}");
    // The computer's name is one word and a level, too short for the phrase scan: the stored
    // (English) name must not reach either of them.
    for m in public.iter().chain(&private) {
        for text in shown(m) {
            assert!(!text.contains("Computer (") && !text.contains("Computer 1 ("), "the English computer: {text}");
        }
    }
    assert!(public.iter().any(|m| m.content.contains("Máquina")), "the computer is named in Spanish in the thread");
    let title = fake.world().channels.get(&thread).map(|c| c.name.clone()).unwrap_or_default();
    assert!(title.contains("Máquina (normal)") && !title.contains("Computer"), "the thread's title: {title}");
    assert_clean(fake).await;
}

/// A match of `kind` against the computer on the Spanish server, played by Bruna to its end:
/// she takes the buttons in `prefer` when offered (the other tests' choices that move a match
/// on), else a menu's first option.
async fn a_match_reads_spanish_in_the_thread_and_portuguese_in_private(kind: GameKind, prefer: &[&str]) {
    let (fake, _dir, _bot, bruna, thread) = bruna_kicks_off_on_a_spanish_server(kind).await;
    play_out_with_buttons(&fake, thread, &[bruna], prefer).await;
    let final_score = spanish_words(&touchline_games::text::SOURCES, "final-score");
    assert_spanish_thread_and_portuguese_private(&fake, thread, bruna, &final_score).await;
}

/// Bruna resigns a match once a play is done: she is told so in Portuguese, and the last board
/// says so in Spanish.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_reads_spanish_in_the_thread_and_portuguese_in_private() {
    let (fake, _dir, _bot, bruna, thread) = bruna_kicks_off_on_a_spanish_server(GameKind::Kix).await;
    let boards = |fake: &Fake| fake.visible(thread, 0).iter().filter(|m| m.is_board()).count();
    drive(&fake, thread, &[bruna], &[], |fake| boards(fake) >= 2).await;
    let resign = fake.slash(bruna, thread, "match", json!([{"type": 1, "name": "resign", "options": []}]));
    let said = reply_text(&fake, resign).await;
    assert_eq!(said, touchline_i18n::say!(touchline::speech::BOT, Lang::PtBr, "resign-done"), "told in Portuguese");
    fake.wait_until("the last board", || finished(&fake, thread)).await;
    let resigned = spanish_words(&touchline_games::text::SOURCES, "final-score-resigned");
    assert_spanish_thread_and_portuguese_private(&fake, thread, bruna, &resigned).await;
}

/// The first literal words of a message in a Spanish catalogue.
fn spanish_words(sources: &[Source], id: &str) -> String {
    let spanish = sources.iter().find(|s| s.lang == Lang::Es).expect("a Spanish catalogue");
    touchline_i18n::phrases(spanish.text)[id][0].trim().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kix_in_spanish_and_portuguese() {
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::Kix, &[]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fuba_in_spanish_and_portuguese() {
    // With the ball at kick-off, setups accepted, a shot when there is one and every stage
    // ended at once: a menu's first option alone would move a piece back and forth in the
    // setup for ever.
    let prefer = ["withball", "ready", "shoot", "endstage", "donemoving", "playon"];
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::Fuba, &prefer).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn futbol_dash_in_spanish_and_portuguese() {
    // Fouls and V.A.R.s whenever offered, so their windows and events are read too.
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::FutbolDash, &["foul", "var"]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fasisac_in_spanish_and_portuguese() {
    // Every boost and reroll offered is played, so their windows and events are read too.
    let boosts = ["bskill", "btackling", "bshooting", "bkeeping", "reroll"];
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::Fasisac, &boosts).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn super_team_in_spanish_and_portuguese() {
    // A shot whenever there is one (its Strike tiles and Morale are read too), else the turn
    // ended.
    a_match_reads_spanish_in_the_thread_and_portuguese_in_private(GameKind::SuperTeam, &["shoot", "end"]).await;
}

/// A round of a league on the Spanish server, every fixture played on the bot: the
/// competition's news, its table and the fixtures' threads read Spanish; what Bruna alone sees
/// (answers to her commands, her prompts), Portuguese; the others' private messages their own
/// languages.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_round_reads_spanish_in_public_and_portuguese_in_private() {
    let (fake, _dir, _bot) = with_bot().await;
    let admin = fake.add_user("Admin", false);
    fake.set_locale(admin, "es-419");
    language(&fake, admin, "es").await;
    let bruna = fake.add_user("Bruna", false);
    fake.set_locale(bruna, "pt-BR");
    let carlos = fake.add_user("Carlos", false);
    fake.set_locale(carlos, "es-ES");
    let dora = fake.add_user("Dora", true);
    fake.set_locale(dora, "de");
    for u in [bruna, carlos, dora] {
        fake.set_manager(u, false);
    }
    let players = [admin, bruna, carlos, dora];
    let said = |id: &str| spanish_words(&touchline::speech::LEAGUES_SOURCES, id);

    // Created, joined and started: one leg, so three rounds of two fixtures.
    let name = || json!([opt("name", json!("Liga del Barrio"))]);
    let kix = choice(&fake, "league", Some("create"), "game", GameKind::Kix.title());
    let create = json!([opt("name", json!("Liga del Barrio")), kix, opt("legs", json!(1))]);
    let created = say(&fake, admin, "league", "create", create).await;
    assert!(created.contains(&said("created-league")), "{created}");
    for (count, u) in players.into_iter().enumerate() {
        let joined = say(&fake, u, "league", "join", name()).await;
        let who = format!("<@{u}>");
        let spanish =
            touchline_i18n::say!(LEAGUES, Lang::Es, "joined", who = who, name = "Liga del Barrio", count = count + 1);
        assert_eq!(joined, spanish, "the channel is told in Spanish");
    }
    let started = say(&fake, admin, "league", "start", name()).await;
    assert!(started.contains(&said("started-sealed")), "{started}");

    // Round one: each player asks for their next fixture, which kicks off in its own thread once
    // both sides have; both are played to the end.
    for u in players {
        say(&fake, u, "league", "play", name()).await;
    }
    fake.wait_until("the round's two fixture threads", || fake.threads().len() == 2).await;
    let threads = fake.threads();
    // Asking again while her fixture is on, Bruna alone is told where, in Portuguese.
    let hers = *threads.iter().find(|t| fake.world().channels[t].name.contains("Bruna")).expect("Bruna's fixture");
    let again = say(&fake, bruna, "league", "play", name()).await;
    let told = touchline_i18n::say!(LEAGUES, Lang::PtBr, "fixture-being-played-in", thread = format!("<#{hers}>"));
    assert_eq!(again, told);
    for &thread in &threads {
        play_out(&fake, thread, &players).await;
    }
    let result = said("news-result");
    let results = || texts(&fake, GENERAL).iter().filter(|t| t.contains(&result)).count();
    fake.wait_until("both results in the channel", || results() == 2).await;

    // The table, asked for by Bruna, is the server's: its headings are the Spanish catalogue's.
    let table = sub(&fake, bruna, "league", "table", name());
    let table_text = reply_text(&fake, table).await;
    assert_eq!(fake.replies(table)[0].files.iter().map(|f| f.0.as_str()).collect::<Vec<_>>(), ["table-1.png"]);
    let columns = [
        "column-team",
        "column-played",
        "column-won",
        "column-drawn",
        "column-lost",
        "column-goals-for",
        "column-goals-against",
        "column-goal-difference",
        "column-points",
    ];
    let headings: Vec<String> = std::iter::once("#".to_string()).chain(columns.map(said)).collect();
    let heading_line = table_text.lines().find(|l| l.trim_start().starts_with('#')).expect("a heading line");
    assert_eq!(heading_line.split_whitespace().collect::<Vec<_>>(), headings, "{table_text}");
    for p in players {
        let who = fake.world().users[&p].name.clone();
        assert!(table_text.contains(&who), "{who} in the table: {table_text}");
    }

    // Everything public: the channel (news, the table, kick-offs) and both fixtures' threads.
    let mut public = fake.visible(GENERAL, 0);
    for &thread in &threads {
        let played = fake.visible(thread, 0);
        assert!(played.iter().any(|m| m.is_board()), "boards were posted");
        public.extend(played);
    }
    let english = english_in(&public, &english_only(Lang::Es));
    assert!(english.is_empty(), "English in the Spanish channel or threads: {english:#?}");
    for (player, lang) in [(bruna, Lang::PtBr), (admin, Lang::Es), (carlos, Lang::Es), (dora, Lang::De)] {
        let private = private_messages(&fake, player);
        assert!(!private.is_empty(), "{lang:?}: prompted in private");
        let english = english_in(&private, &english_only(lang));
        assert!(english.is_empty(), "English in {lang:?} private messages: {english:#?}");
    }
    assert_clean(&fake).await;
}

/// `/server language language:<asked>`, answered to the admin alone.
async fn language(fake: &Fake, admin: u64, asked: &str) -> String {
    let options =
        json!([{"type": 1, "name": "language", "options": [{"type": 3, "name": "language", "value": asked}]}]);
    let asked = fake.slash(admin, GENERAL, "server", options);
    reply_text(fake, asked).await
}
