//! What a competition's channel is told, made ready to send: a fixture's result, the next round
//! drawn, a draft settled, a season's champions with the final table or bracket, and the
//! season's sealed drawing of lots revealed. The front end draws the pictures and posts.

use super::fixtures::CompetitionNews;
use super::pictures::{self, Picture};
use super::season::{standing, Progress, Standing};
use super::words::{command, first_open_round, fixture_line, fixtures_text, match_of_the_round_text, names};
use super::LeagueOpError;
use crate::competition::{Competition, CompetitionKind, Fixture};
use crate::speech::LEAGUES;
use crate::store::Store;
use touchline_i18n::{say, Lang};

/// The language a competition's channel is told things in: its server's.
pub async fn channel_lang(store: &Store, c: &Competition) -> Result<Lang, LeagueOpError> {
    Ok(store.server_language(c.spec.guild_id).await?.lang())
}

/// Messages for one competition's channel, in order.
#[derive(Clone, Debug, Default)]
pub struct Announcement {
    pub channel: u64,
    pub posts: Vec<Post>,
}

/// One message: its text, and a picture to draw and attach under a file name.
#[derive(Clone, Debug)]
pub struct Post {
    pub text: String,
    pub picture: Option<(Picture, &'static str)>,
}

impl Post {
    pub fn text(text: String) -> Post {
        Post { text, picture: None }
    }
}

/// What moving a season on did, in words: the next round drawn, the champions crowned.
pub async fn progress(store: &Store, c: &Competition, progress: &Progress) -> Result<Vec<Post>, LeagueOpError> {
    let mut posts = Vec::new();
    if progress.new_fixtures == 0 && progress.finished.is_none() {
        return Ok(posts);
    }
    let lang = channel_lang(store, c).await?;
    if progress.new_fixtures > 0 {
        let s = standing(store, c, store.current_season(c.id).await?).await?;
        let round = first_open_round(&s);
        let fixtures = fixtures_text(&s, Some(round), lang);
        posts.push(Post::text(say!(LEAGUES, lang, "news-next-round", competition = &c.spec.name, fixtures = fixtures)));
    }
    if let Some(champion) = progress.finished {
        let season = store.current_season(c.id).await?;
        let lots = store.lots_seal(season.id).await?;
        let s = standing(store, c, season).await?;
        let (name, season) = (&c.spec.name, s.season.number);
        let text = match (champion.map(|id| s.name(id)), c.spec.kind) {
            (Some(who), CompetitionKind::League) => {
                say!(LEAGUES, lang, "news-league-champions", competition = name, season = season, champion = who)
            }
            (Some(who), CompetitionKind::Tournament) => {
                say!(LEAGUES, lang, "news-champions", competition = name, season = season, champion = who)
            }
            (None, CompetitionKind::League) => {
                say!(LEAGUES, lang, "news-league-no-champions", competition = name, season = season)
            }
            (None, CompetitionKind::Tournament) => {
                say!(LEAGUES, lang, "news-no-champions", competition = name, season = season)
            }
        };
        let crests = pictures::crests(store, c).await?;
        // One table is the season's picture; groups are followed by their bracket.
        let picture = match s.tables.first().filter(|_| s.tables.len() == 1) {
            Some((group, table)) => Some((
                Picture::Standings(Box::new(pictures::standings(c, &s, *group, table, &crests, lang))),
                "final-table.png",
            )),
            None => pictures::bracket(c, &s, &crests, lang).map(|b| (Picture::Bracket(b), "bracket.png")),
        };
        posts.push(Post { text, picture });
        // The lots were sealed when the season started: now anyone can check them.
        if let Some(lines) = lots.map(|l| l.full_time_lines(lang)).filter(|l| !l.is_empty()) {
            posts.push(Post::text(say!(LEAGUES, lang, "news-lots", lines = lines.join("\n"))));
        }
    }
    Ok(posts)
}

/// When a result completes its round, the next round's match (its top fixture), announced.
pub fn next_match_of_the_round(
    c: &Competition,
    s: &Standing,
    result: &Fixture,
    progress: &Progress,
    lang: Lang,
) -> Option<Post> {
    let round = result.spec.pairing.round;
    let done = s.fixtures.iter().filter(|f| f.spec.pairing.round == round).all(|f| f.result.is_some());
    if !done || progress.finished.is_some() {
        return None;
    }
    match_of_the_round_text(c, s, round + 1, lang).map(Post::text)
}

/// What a finished match's competition news says in its channel.
pub async fn announcement(store: &Store, news: &CompetitionNews) -> Result<Announcement, LeagueOpError> {
    match news {
        CompetitionNews::Played(played) => {
            let c = &played.competition;
            let lang = channel_lang(store, c).await?;
            let result = fixture_line(&played.fixture, &names(&played.standing), lang);
            let mut posts =
                vec![Post::text(say!(LEAGUES, lang, "news-result", competition = &c.spec.name, result = result))];
            posts.extend(progress(store, c, &played.progress).await?);
            posts.extend(next_match_of_the_round(c, &played.standing, &played.fixture, &played.progress, lang));
            Ok(Announcement { channel: c.spec.channel_id, posts })
        }
        CompetitionNews::Drafted { competition: c, fixtures } => {
            let mut posts = Vec::new();
            if *fixtures > 0 {
                let lang = channel_lang(store, c).await?;
                let s = standing(store, c, store.current_season(c.id).await?).await?;
                posts.push(Post::text(say!(
                    LEAGUES,
                    lang,
                    "news-draft-complete",
                    competition = &c.spec.name,
                    count = *fixtures,
                    fixtures = fixtures_text(&s, Some(first_open_round(&s)), lang),
                    command = command(c)
                )));
            }
            Ok(Announcement { channel: c.spec.channel_id, posts })
        }
    }
}
