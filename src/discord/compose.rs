//! An update's messages, made before any is sent: the thread's post, each prompt with what to
//! send instead should its DM be refused, the followers' DMs and the kick-off's hellos. Nothing
//! here talks to Discord or the store; `deliver` sends what this makes, and only the pictures
//! (drawn off the async workers) and the DM channels opened on the way are added there.

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;
use touchline_games::text::{result_line, score_line, waiting_line};
use touchline_games::{AnyMatch, Lang, Seat, Status};
use touchline_i18n::say;

use super::controls::{board_link, follow_buttons, open_button, prompt, rematch_button};
use super::reply::{fit, once, MAX_CONTENT};
use crate::seat_links::{BoardLinks, SeatLink};
use crate::seating::Seating;
use crate::session::{Address, Prompt, Update};
use crate::speech::BOT;
use crate::store::StoredMatch;

/// Every message of an update, in the order they go.
pub struct Outbox {
    /// The thread's post, when there is something to post (its board's picture is added as it
    /// is sent).
    pub post: Option<CreateMessage>,
    /// One a prompted seat, in the plan's order.
    pub prompts: Vec<PromptMessage>,
    /// One a follower to tell (the end, or a board for those who asked for every board).
    pub followers: Vec<FollowerMessage>,
    /// At kick-off, the players who may not have a DM channel yet, to greet.
    pub hellos: Vec<Hello>,
}

/// A seat's prompt, and where it goes.
pub struct PromptMessage {
    pub seat: Seat,
    pub user: u64,
    pub send: PromptSend,
    /// The button in the thread that opens the choice privately: the prompt itself for a
    /// player choosing through the thread, or when a DM fails for a reason other than closed
    /// DMs.
    pub button: CreateMessage,
}

pub enum PromptSend {
    /// In the thread, where the table sees the choice being made (a draft pick, a bid); and,
    /// for a player who asked to be told by DM, a note there (their DM channel when known).
    InTheOpen { message: CreateMessage, note: Option<(Option<u64>, CreateMessage)> },
    /// By DM (its channel when known); `refused` goes in the thread when the player's DMs are
    /// closed.
    Dm { channel: Option<u64>, message: CreateMessage, refused: CreateMessage },
    /// Only the button.
    Button,
}

/// A follower's DM.
pub struct FollowerMessage {
    pub user: u64,
    pub message: CreateMessage,
    /// The board's picture goes with it.
    pub board: bool,
}

/// What the kick-off may send each player whom its prompts did not reach by DM: a hello (which
/// opens their DM channel), and what the thread is told should their DMs be closed.
pub struct Hello {
    pub seat: Seat,
    pub user: u64,
    /// Nothing is sent: their DMs were found closed before, or this kick-off's DM prompt tried
    /// them (and, had it reached them, they are counted as choosing by DM).
    pub skip: bool,
    /// Their DM channel is known: they can be reached, and nothing is sent.
    pub reachable: bool,
    pub message: CreateMessage,
    pub refused: CreateMessage,
    /// How the thread names them in its list of those choosing by DM.
    pub mention: String,
}

/// The web pages, for an update's links.
#[derive(Clone, Copy, Default)]
pub struct Links<'a> {
    /// The pages' address: the kick-off's board links the live page.
    pub base: Option<&'a str>,
    /// Each private prompt's "Play on the board", made at `now_ms`.
    pub boards: Option<&'a BoardLinks>,
    pub now_ms: i64,
    /// Whether the kick-off's board also opens the match as a Discord Activity.
    pub activity: bool,
}

impl Links<'_> {
    /// The board link of a seat prompted now, its clock running out at `due_ms`.
    pub fn seat(&self, match_id: crate::ids::MatchId, seat: Seat, user: u64, due_ms: Option<i64>) -> Option<String> {
        let expires_ms = crate::seat_links::expiry(due_ms, self.now_ms);
        self.boards.map(|b| b.seat(&SeatLink { match_id, seat, user, expires_ms }))
    }
}

/// Every message `update` sends, made from the plan alone; `links` are the web pages', for the
/// kick-off's link to the live page and each private prompt's board.
pub fn outbox(update: &Update, links: Links<'_>) -> Outbox {
    let stored = &update.stored;
    let post = post(update, links);
    let with_board = update.new_board();
    let thread = thread_mention(stored);
    let hellos = match update.kick_off {
        true => hellos(update, &thread),
        false => Vec::new(),
    };
    let prompts = update.prompts.iter().map(|p| prompt_message(stored, p, links)).collect();
    let followers = match update.post.is_some() {
        true => update
            .followers
            .iter()
            .filter_map(|f| {
                let board = f.every_board && with_board;
                let lines = update.lines_in(f.lang).join("\n");
                let text = match (update.ended, board) {
                    (true, _) => {
                        say!(BOT, f.lang, "follow-full-time", thread = thread.as_str(), lines = lines.as_str())
                    }
                    (false, true) => {
                        say!(BOT, f.lang, "follow-board", thread = thread.as_str(), lines = lines.as_str())
                    }
                    (false, false) => return None,
                };
                let key = [stored.id as u64, stored.state.version(), f.user];
                let message = once(CreateMessage::new().content(fit(&text, MAX_CONTENT)), "follower", &key);
                Some(FollowerMessage { user: f.user, message, board })
            })
            .collect(),
        false => Vec::new(),
    };
    Outbox { post, prompts, followers, hellos }
}

/// The thread's message: the board (when a play was completed) or the lines, who is awaited,
/// and the seal's reveal kept whole at the end; the first board has the Follow buttons (and,
/// when the server publishes its pages, a link to the live page; with the Activity on, the
/// button that opens the match in it).
fn post(update: &Update, links: Links<'_>) -> Option<CreateMessage> {
    let (stored, post) = (&update.stored, update.post.as_ref()?);
    let mut lines = post.lines.clone();
    if post.waiting {
        lines.extend(waiting(stored));
    }
    let text = fit_with_tail(&lines, &post.reveal.join("\n"));
    // One thread post per version of the match, whoever shows it.
    let (id, version, lang) = (stored.id, stored.state.version(), stored.lang());
    let key = [id as u64, version];
    if post.board.is_none() {
        return (!text.is_empty()).then(|| once(CreateMessage::new().content(text), "post", &key));
    }
    let mut message = CreateMessage::new().content(text);
    if post.rematch {
        message = message.components(vec![rematch_button(id, version, lang)]);
    } else if update.kick_off {
        let watch =
            links.base.zip(update.page.as_deref()).map(|(base, page)| format!("{}{page}", base.trim_end_matches('/')));
        message = message.components(vec![follow_buttons(id, version, watch.as_deref(), links.activity, lang)]);
    }
    Some(once(message, "post", &key))
}

/// A seat's prompt, where the plan says.
fn prompt_message(stored: &StoredMatch, p: &Prompt, links: Links<'_>) -> PromptMessage {
    let (id, version) = (stored.id, stored.state.version());
    let key = [id as u64, version, p.seat as u64];
    // Privately, the player's own language; in the thread, the thread's.
    let place = stored.seating.place(p.seat);
    let (own, public) = (place.map(|place| place.lang).unwrap_or(Lang::En), stored.lang());
    // A mention, unless they asked not to be pinged in the thread.
    let player = stored.seating.mention(p.seat, public);
    let button = CreateMessage::new()
        .content(say!(BOT, public, "your-move-button", player = player.as_str()))
        .components(vec![open_button(id, p.seat, version, public)]);
    let send = match p.to {
        Address::InTheOpen => {
            // Its controls name the seat, so only that player's clicks count.
            let made = prompt(id, &stored.state, p.seat, &stored.names(public), None, p.due_ms, public);
            let content = fit(&format!("{player} {}", made.content), MAX_CONTENT);
            let message = once(CreateMessage::new().content(content).components(made.components), "prompt", &key);
            // Someone who asked to be told by DM is not mentioned in the thread: told there instead.
            let note = place.filter(|place| place.pings == crate::pings::PingMode::Dm).map(|place| {
                let note = say!(BOT, own, "your-move-in", thread = thread_mention(stored));
                (place.contact.dm_channel_id, once(CreateMessage::new().content(note), "prompt-note", &key))
            });
            PromptSend::InTheOpen { message, note }
        }
        Address::Button => PromptSend::Button,
        Address::Dm(channel) => {
            let mut made = prompt(id, &stored.state, p.seat, &stored.names(own), None, p.due_ms, own);
            board_link(&mut made, links.seat(id, p.seat, p.user, p.due_ms), own);
            let message = once(CreateMessage::new().content(made.content).components(made.components), "prompt", &key);
            let text = say!(BOT, public, "dm-closed-choose-here", player = player.as_str());
            let refused = CreateMessage::new().content(text).components(vec![open_button(id, p.seat, version, public)]);
            PromptSend::Dm { channel, message, refused: once(refused, "prompt-button", &key) }
        }
    };
    PromptMessage { seat: p.seat, user: p.user, send, button: once(button, "prompt-button", &key) }
}

/// At kick-off, a short hello to each player not prompted by DM (who may have no DM channel
/// yet), naming the others and the thread.
fn hellos(update: &Update, thread: &str) -> Vec<Hello> {
    let stored = &update.stored;
    let public = stored.lang();
    let names = stored.names(public);
    stored
        .seating
        .people()
        .map(|(seat, user)| {
            let contact = stored.seating.place(seat).map(|p| p.contact.clone()).unwrap_or_default();
            let own = stored.seating.place(seat).map(|place| place.lang).unwrap_or(Lang::En);
            let others: Vec<String> =
                names.iter().enumerate().filter(|(s, _)| *s != seat).map(|(_, n)| n.clone()).collect();
            let hello = say!(BOT, own, "match-on-hello", others = and_list(&others, own), thread = thread);
            let mention = stored.seating.mention(seat, public);
            let refused = say!(BOT, public, "dm-closed-at-kick-off", player = mention.as_str());
            let prompted_by_dm = matches!(update.prompt(seat).map(|p| p.to), Some(Address::Dm(_)));
            Hello {
                seat,
                user,
                skip: contact.dm_closed || prompted_by_dm,
                reachable: contact.dm_channel_id.is_some(),
                message: CreateMessage::new().content(hello),
                refused: CreateMessage::new().content(refused),
                mention,
            }
        })
        .collect()
}

/// The match's thread as Discord links it (`<#id>`).
fn thread_mention(stored: &StoredMatch) -> String {
    stored.thread.as_ref().map(|t| format!("<#{}>", t.thread_id)).unwrap_or_default()
}

/// "Waiting for @B (chosen: @A ✓)": who still has to choose, never what anyone chose.
pub fn waiting(stored: &StoredMatch) -> Option<String> {
    waiting_line(
        &stored.state.status(),
        stored.seating.len(),
        |s| stored.seating.mention(s, stored.lang()),
        stored.lang(),
    )
}

/// "Ann, Bob and Cy" in `lang`.
pub fn and_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!(BOT, lang, "list-and", rest = rest.join(", "), last = last.as_str()),
    }
}

/// The short public description of a match: the score, and who must move or the result.
pub fn status_text(state: &AnyMatch, seating: &Seating, lang: Lang) -> String {
    let names = seating.names_in(state, lang);
    // A draft has no score: it ends in squads.
    let keeps_score = state.profile().keeps_score();
    let mut text = if keeps_score {
        format!("**{}** — {}", state.kind().title(), score_line(&state.score(), &names))
    } else {
        format!("**{}** — {}", state.kind().title(), BOT.text(lang, "status-draft", &[]))
    };
    match state.status() {
        Status::Finished(_) if !keeps_score => {
            text.push('\n');
            text.push_str(&BOT.text(lang, "status-draft-complete", &[]));
        }
        Status::Finished(o) => text.push_str(&format!("\n{}", result_line(&o, &names, lang))),
        status => {
            if let Some(line) = waiting_line(&status, seating.len(), |s| seating.mention(s, lang), lang) {
                text.push('\n');
                text.push_str(&line);
            }
        }
    }
    text
}

/// The lines, cut to fit a message if they must, and then `tail` whole (the seal's reveal, which
/// must never be the part cut off).
fn fit_with_tail(lines: &[String], tail: &str) -> String {
    if tail.is_empty() {
        return fit(&lines.join("\n"), MAX_CONTENT);
    }
    let head = fit(&lines.join("\n"), MAX_CONTENT.saturating_sub(tail.chars().count() + 1));
    if head.is_empty() {
        tail.to_string()
    } else {
        format!("{head}\n{tail}")
    }
}
