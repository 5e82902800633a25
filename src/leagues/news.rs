//! What a competition's channel is told, made ready to send: a fixture's result, the next round
//! drawn, a draft settled, a season's champions with the final table or bracket, and the
//! season's sealed drawing of lots revealed. The front end draws the pictures and posts.

use super::fixtures::CompetitionNews;
use super::pictures::{self, Picture};
use super::season::{standing, Progress};
use super::words::{command, first_open_round, fixture_line, fixtures_text, names};
use super::LeagueOpError;
use crate::competition::{Competition, CompetitionKind, Format};
use crate::store::Store;

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
    if progress.new_fixtures > 0 {
        let s = standing(store, c, store.current_season(c.id).await?).await?;
        let round = first_open_round(&s);
        posts.push(Post::text(format!(
            "📣 **{}**: the next round is drawn.\n{}",
            c.spec.name,
            fixtures_text(&s, Some(round))
        )));
    }
    if let Some(champion) = progress.finished {
        let season = store.current_season(c.id).await?;
        let lots = store.lots_seal(season.id).await?;
        let s = standing(store, c, season).await?;
        let who = champion.map(|id| s.name(id)).unwrap_or_else(|| "nobody".to_string());
        let mut text =
            format!("🏆 **{}** season {} is over: **{who}** are the champions!", c.spec.name, s.season.number);
        let crests = pictures::crests(store, c).await?;
        let picture = match s.tables.first().filter(|_| c.spec.format != Format::Groups) {
            Some((group, table)) => {
                Some((Picture::Standings(pictures::standings(c, &s, *group, table, &crests)), "final-table.png"))
            }
            None => pictures::bracket(c, &s, &crests).map(|b| (Picture::Bracket(b), "bracket.png")),
        };
        if c.spec.kind == CompetitionKind::League {
            text.push_str(&format!(
                "\nAn admin can open the next season with `/league season new name:{}`.",
                c.spec.name
            ));
        }
        posts.push(Post { text, picture });
        // The lots were sealed when the season started: now anyone can check them.
        if let Some(lines) = lots.map(|l| l.full_time_lines()).filter(|l| !l.is_empty()) {
            posts.push(Post::text(format!("The season's drawing of lots:\n{}", lines.join("\n"))));
        }
    }
    Ok(posts)
}

/// What a finished match's competition news says in its channel.
pub async fn announcement(store: &Store, news: &CompetitionNews) -> Result<Announcement, LeagueOpError> {
    match news {
        CompetitionNews::Played(played) => {
            let c = &played.competition;
            let result = fixture_line(&played.fixture, &names(&played.standing));
            let mut posts = vec![Post::text(format!("⚽ **{}** result: {result}", c.spec.name))];
            posts.extend(progress(store, c, &played.progress).await?);
            Ok(Announcement { channel: c.spec.channel_id, posts })
        }
        CompetitionNews::Drafted { competition: c, fixtures } => {
            let mut posts = Vec::new();
            if *fixtures > 0 {
                let s = standing(store, c, store.current_season(c.id).await?).await?;
                posts.push(Post::text(format!(
                    "✅ The **{}** draft is complete: every manager keeps their squad for the whole tournament (see \
                     the draft board). {fixtures} fixtures are drawn up.\n{}\n\nStart your next match with `/{} play`.",
                    c.spec.name,
                    fixtures_text(&s, Some(first_open_round(&s))),
                    command(c)
                )));
            }
            Ok(Announcement { channel: c.spec.channel_id, posts })
        }
    }
}
