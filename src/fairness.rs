//! The fairness seal: before the first move a match (or a season's drawing of lots) publishes the
//! SHA-256 of a canonical text naming it, the rules engine, its seed and a random salt; when it is
//! over, the seed and salt are revealed and anyone can recompute the hash.
//!
//! What it proves: the chance of the match was fixed before anyone played, and the server did not
//! change it afterwards (a replay from the revealed seed and the stored inputs gives the recorded
//! result). What it does not prove: that the operator did not try several seeds before sealing
//! one. The salt is 32 random bytes because a bare 64-bit seed could be found by trying them all,
//! and knowing the seed mid-match would reveal every hidden hand.

use sha2::{Digest, Sha256};
use touchline_games::AnyConfig;

/// The scheme's name, the first field of every canonical text: a season's lots, and the matches
/// sealed before their seat names were.
pub const SCHEME: &str = "touchline-fair-v1";

/// The scheme of a match sealed with its seat names (the SHA-256 of their JSON list, in seat
/// order, as the match was stored): an export cannot rename who played.
pub const SCHEME_NAMES: &str = "touchline-fair-v2";

/// What a seal commits to. `subject` names the thing sealed: for a match its page name, game,
/// number of seats, (from [`SCHEME_NAMES`] on) the SHA-256 of its seat names, and the SHA-256 of
/// its options (so an export cannot swap them); for a season's drawing of lots
/// `lots=<competition>/<season>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sealed {
    /// [`SCHEME`] or [`SCHEME_NAMES`].
    pub scheme: &'static str,
    pub subject: String,
    pub engine: String,
    pub seed: u64,
    pub salt: String,
}

impl Sealed {
    /// A match's seal, with its seat names (one per seat) and a fresh salt.
    pub fn for_match(slug: &str, config: &AnyConfig, names: &[String], seed: u64) -> Sealed {
        let parts = MatchParts { slug, config, seats: names.len(), names: Some(names) };
        Sealed::of_match(parts, touchline_games::ENGINE_VERSION, seed, &random_hex(32))
    }

    /// A match's seal as stored: its parts read back, for showing or checking. Without seat
    /// names it is a seal of the first scheme, made before names were sealed.
    pub fn of_match(parts: MatchParts<'_>, engine: &str, seed: u64, salt: &str) -> Sealed {
        let scheme = if parts.names.is_some() { SCHEME_NAMES } else { SCHEME };
        Sealed { scheme, subject: parts.subject(), engine: engine.to_string(), seed, salt: salt.to_string() }
    }

    /// A stored seal (`seal`, the hash posted) as it may be shown: the hash alone until the thing
    /// sealed is `over`, then with the seed, the salt and the check.
    pub fn shown(&self, seal: &str, over: bool) -> SealReveal {
        match over {
            true => SealReveal { seal: seal.to_string(), ..self.reveal() },
            false => SealReveal::sealed(seal, &self.engine),
        }
    }

    /// A season's drawing of lots (the competition's id, the season's number), with a fresh salt;
    /// the engine is the competition rules' (they draw the lots).
    pub fn for_lots(competition: i64, season: i64, seed: u64) -> Sealed {
        let engine = touchline_league::ENGINE_VERSION.to_string();
        Sealed { scheme: SCHEME, subject: format!("lots={competition}/{season}"), engine, seed, salt: random_hex(32) }
    }

    /// The text hashed: one line, fields in a fixed order, nothing that needs escaping.
    pub fn canonical(&self) -> String {
        format!("{}|{}|engine={}|seed={}|salt={}", self.scheme, self.subject, self.engine, self.seed, self.salt)
    }

    /// The seal itself: the canonical text's SHA-256 in lowercase hex.
    pub fn seal(&self) -> String {
        sha256_hex(self.canonical().as_bytes())
    }

    /// What is published once the chance is no longer secret.
    pub fn reveal(&self) -> SealReveal {
        let canonical = self.canonical();
        SealReveal {
            seal: self.seal(),
            engine: self.engine.clone(),
            seed: Some(self.seed),
            salt: Some(self.salt.clone()),
            check_line: Some(check_line(&canonical)),
            canonical: Some(canonical),
        }
    }
}

/// A seal as it may be shown: before the end only the hash and the engine; after it the seed, the
/// salt, the canonical text and a one-line check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SealReveal {
    pub seal: String,
    pub engine: String,
    pub seed: Option<u64>,
    pub salt: Option<String>,
    pub canonical: Option<String>,
    pub check_line: Option<String>,
}

impl SealReveal {
    /// The seal alone, for a match still being played.
    pub fn sealed(seal: &str, engine: &str) -> SealReveal {
        SealReveal {
            seal: seal.to_string(),
            engine: engine.to_string(),
            seed: None,
            salt: None,
            canonical: None,
            check_line: None,
        }
    }

    /// The line posted at kick-off.
    pub fn kick_off_line(&self, lang: touchline_i18n::Lang) -> String {
        touchline_i18n::say!(crate::speech::BOT, lang, "seal-kick-off", seal = self.seal.as_str())
    }

    /// The lines posted at full time: the seed, the salt and how to check them.
    pub fn full_time_lines(&self, lang: touchline_i18n::Lang) -> Vec<String> {
        use touchline_i18n::say;
        let words = &crate::speech::BOT;
        match (&self.seed, &self.salt, &self.check_line) {
            (Some(seed), Some(salt), Some(check)) => {
                vec![
                    say!(
                        words,
                        lang,
                        "seal-full-time",
                        seal = self.seal.as_str(),
                        seed = seed.to_string(),
                        salt = salt.as_str()
                    ),
                    say!(words, lang, "seal-check", check = check.as_str()),
                ]
            }
            _ => Vec::new(),
        }
    }
}

/// The parts of a match its seal names.
#[derive(Clone, Copy, Debug)]
pub struct MatchParts<'a> {
    /// The name of its public page.
    pub slug: &'a str,
    pub config: &'a AnyConfig,
    pub seats: usize,
    /// Its seat names as sealed; `None` for a match sealed before names were.
    pub names: Option<&'a [String]>,
}

impl MatchParts<'_> {
    /// Its page name, game, number of seats, the SHA-256 of its seat names (when sealed) and
    /// the SHA-256 of its options as stored (JSON).
    pub fn subject(&self) -> String {
        let options = serde_json::to_string(self.config).unwrap_or_default();
        let names = match self.names {
            Some(names) => format!("|names={}", names_hash(names)),
            None => String::new(),
        };
        format!(
            "match={}|game={}|seats={}{names}|config={}",
            self.slug,
            self.config.kind().name(),
            self.seats,
            sha256_hex(options.as_bytes())
        )
    }
}

/// The SHA-256 of seat names as sealed: their JSON list, in seat order (`["Ann","Bob"]`).
pub fn names_hash(names: &[String]) -> String {
    sha256_hex(serde_json::to_string(names).unwrap_or_default().as_bytes())
}

/// A shell line anyone can run: it prints the seal when the canonical text is the one sealed.
pub fn check_line(canonical: &str) -> String {
    format!("printf '%s' '{canonical}' | sha256sum")
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    hex(&digest)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `n` random bytes from the operating system, as lowercase hex (salts and page slugs).
pub fn random_hex(n: usize) -> String {
    let mut bytes = vec![0u8; n];
    if getrandom::fill(&mut bytes).is_err() {
        // Without the operating system's generator, hash the time and a counter: unpredictable
        // enough to keep a page's name from being guessed in passing, and never a crash.
        static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let nanos =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        let count = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut block = Sha256::digest(format!("{nanos}|{count}|{}", std::process::id()).as_bytes()).to_vec();
        while block.len() < n {
            let next = Sha256::digest(&block).to_vec();
            block.extend(next);
        }
        bytes.copy_from_slice(&block[..n]);
    }
    hex(&bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seal_is_the_sha256_of_the_canonical_text() {
        let s = Sealed {
            scheme: SCHEME,
            subject: "match=ab12|game=kix".into(),
            engine: "touchline-games/0.1.0".into(),
            seed: 42,
            salt: "00ff".into(),
        };
        assert_eq!(
            s.canonical(),
            "touchline-fair-v1|match=ab12|game=kix|engine=touchline-games/0.1.0|seed=42|salt=00ff"
        );
        // sha256 of the canonical text above, as sha256sum prints it.
        assert_eq!(s.seal(), sha256_hex(s.canonical().as_bytes()));
        assert_eq!(sha256_hex(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        let other = Sealed { salt: "00fe".into(), ..s.clone() };
        assert_ne!(other.seal(), s.seal());
    }

    #[test]
    fn salts_are_fresh_and_long() {
        let config = AnyConfig::default_for(touchline_games::GameKind::parse("kix").unwrap());
        let names = ["Ann".to_string(), "Computer (normal)".to_string()];
        let a = Sealed::for_match("x", &config, &names, 1);
        let b = Sealed::for_match("x", &config, &names, 1);
        let hash = names_hash(&names);
        assert!(a.subject.starts_with(&format!("match=x|game=kix|seats=2|names={hash}|config=")), "{}", a.subject);
        assert!(a.canonical().starts_with("touchline-fair-v2|match=x|"), "{}", a.canonical());
        assert_eq!(hash, sha256_hex(br#"["Ann","Computer (normal)"]"#));
        assert_eq!(a.salt.len(), 64);
        assert_ne!(a.salt, b.salt);
        assert!(a.salt.bytes().all(|c| c.is_ascii_hexdigit()));
    }

    #[test]
    fn the_full_time_lines_name_seed_salt_and_check() {
        let s = Sealed::for_lots(3, 7, 99);
        for lang in touchline_i18n::Lang::ALL {
            let lines = s.reveal().full_time_lines(lang);
            assert!(lines[0].contains("`99`") && lines[0].contains(&s.salt), "{lang}: {lines:?}");
            assert!(lines[1].contains("sha256sum") && lines[1].contains(&s.canonical()), "{lang}: {lines:?}");
            assert!(SealReveal::sealed("ab", "e").full_time_lines(lang).is_empty());
        }
    }
}
