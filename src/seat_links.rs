//! "Play on the board" links: a private capability for one seat of one match, for the person
//! who sits in it, until a set time. A link is the seat, the person and the expiry, signed
//! with the server's key (HMAC-SHA256, the key kept in the database so that every process and
//! web replica signs and checks alike). Nothing in it is secret but the signature; what it lets
//! its holder do is checked again at every use against the match as it stands: the person must
//! still sit in the seat, and the match must still be played.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::ids::MatchId;

/// How long past its seat's clock a link still works: a player who opens the page late in their
/// turn is not turned away, and a link is not good for ever.
pub const GRACE_MS: i64 = 24 * 3_600_000;
/// How long a link works when the seat has no clock (a friendly without one).
pub const UNTIMED_MS: i64 = 7 * 24 * 3_600_000;
/// The signature's bytes kept in a link (of SHA-256's 32): 128 bits cannot be guessed.
const MAC_BYTES: usize = 16;
/// Match id, seat, user and expiry, then the signature.
const PAYLOAD_BYTES: usize = 8 + 1 + 8 + 8;

/// The key links are signed with.
#[derive(Clone)]
pub struct SeatKey([u8; 32]);

impl std::fmt::Debug for SeatKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeatKey(..)")
    }
}

/// What a link grants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatLink {
    pub match_id: MatchId,
    pub seat: usize,
    /// The person it was made for (their Discord id).
    pub user: u64,
    /// When it stops working (ms since 1970).
    pub expires_ms: i64,
}

/// Why a link is refused before the match is looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not a link this server made (mistyped, cut short, or changed).
    Forged,
    /// It ran out; a newer prompt carries a newer one.
    Expired,
}

impl SeatKey {
    /// A key from its stored form (64 hex digits); `None` for anything else.
    pub fn from_hex(text: &str) -> Option<SeatKey> {
        let text = text.trim();
        if text.len() != 64 || !text.is_ascii() {
            return None;
        }
        let mut key = [0u8; 32];
        for (i, byte) in key.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(SeatKey(key))
    }

    /// A new key from the operating system's generator, in its stored form; `None` when there is
    /// no generator (then no links are made, rather than weak ones).
    pub fn fresh_hex() -> Option<String> {
        let mut key = [0u8; 32];
        getrandom::fill(&mut key).ok()?;
        Some(key.iter().map(|b| format!("{b:02x}")).collect())
    }

    fn mac(&self, payload: &[u8]) -> [u8; 32] {
        // HMAC takes a key of any length; this never fails.
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(b"touchline seat link v1\0");
        mac.update(payload);
        mac.finalize().into_bytes().into()
    }

    /// The link's token, as it goes in the address.
    pub fn sign(&self, link: &SeatLink) -> String {
        let mut bytes = Vec::with_capacity(PAYLOAD_BYTES + MAC_BYTES);
        bytes.extend_from_slice(&link.match_id.to_be_bytes());
        bytes.push(u8::try_from(link.seat).unwrap_or(u8::MAX));
        bytes.extend_from_slice(&link.user.to_be_bytes());
        bytes.extend_from_slice(&link.expires_ms.to_be_bytes());
        let mac = self.mac(&bytes);
        bytes.extend_from_slice(&mac[..MAC_BYTES]);
        base64url(&bytes)
    }

    /// What a token grants at `now_ms`, if this key signed it and it has not run out.
    pub fn read(&self, token: &str, now_ms: i64) -> Result<SeatLink, LinkError> {
        let bytes = from_base64url(token).ok_or(LinkError::Forged)?;
        if bytes.len() != PAYLOAD_BYTES + MAC_BYTES {
            return Err(LinkError::Forged);
        }
        let (payload, mac) = bytes.split_at(PAYLOAD_BYTES);
        // Compared in constant time by the MAC itself.
        let mut check = <Hmac<Sha256> as Mac>::new_from_slice(&self.0).map_err(|_| LinkError::Forged)?;
        check.update(b"touchline seat link v1\0");
        check.update(payload);
        check.verify_truncated_left(mac).map_err(|_| LinkError::Forged)?;
        let int = |at: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&payload[at..at + 8]);
            b
        };
        let link = SeatLink {
            match_id: i64::from_be_bytes(int(0)),
            seat: usize::from(payload[8]),
            user: u64::from_be_bytes(int(9)),
            expires_ms: i64::from_be_bytes(int(17)),
        };
        if now_ms >= link.expires_ms {
            return Err(LinkError::Expired);
        }
        Ok(link)
    }
}

/// Where the board's pages are and the key their links are signed with: what the bot needs to
/// put a seat's link in its prompt.
#[derive(Clone, Debug)]
pub struct BoardLinks {
    /// The pages' address, without a trailing slash.
    pub base: String,
    pub key: SeatKey,
}

impl BoardLinks {
    /// The address of a seat's board.
    pub fn seat(&self, link: &SeatLink) -> String {
        format!("{}{}", self.base, path(&self.key.sign(link)))
    }
}

/// A seat's board, under the pages' address.
pub fn path(token: &str) -> String {
    format!("/play/{token}")
}

/// When a link made at `now_ms` for a seat whose clock runs out at `due_ms` stops working.
pub fn expiry(due_ms: Option<i64>, now_ms: i64) -> i64 {
    match due_ms {
        Some(due) => due.max(now_ms).saturating_add(GRACE_MS),
        None => now_ms.saturating_add(UNTIMED_MS),
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bytes in the URL-safe base64 alphabet, without padding.
fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

fn from_base64url(text: &str) -> Option<Vec<u8>> {
    if text.len() % 4 == 1 || text.len() > 256 {
        return None;
    }
    let value = |c: u8| ALPHABET.iter().position(|a| *a == c).map(|p| p as u32);
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, c) in chunk.iter().enumerate() {
            n |= value(*c)? << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
        // Bits beyond the last whole byte must be zero: one text per link.
        let used = match chunk.len() {
            2 => 0xFFFF,
            3 => 0xFF,
            _ => 0,
        };
        if n & used != 0 {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(byte: u8) -> SeatKey {
        SeatKey([byte; 32])
    }

    const LINK: SeatLink = SeatLink { match_id: 42, seat: 1, user: 123_456_789_012_345_678, expires_ms: 2_000 };

    #[test]
    fn a_signed_link_reads_back_until_it_runs_out() {
        let token = key(7).sign(&LINK);
        assert!(token.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{token}");
        assert_eq!(key(7).read(&token, 1_999), Ok(LINK));
        assert_eq!(key(7).read(&token, 2_000), Err(LinkError::Expired));
    }

    #[test]
    fn another_key_or_any_changed_character_is_a_forgery() {
        let token = key(7).sign(&LINK);
        assert_eq!(key(8).read(&token, 0), Err(LinkError::Forged));
        for at in 0..token.len() {
            let mut bytes = token.clone().into_bytes();
            bytes[at] = if bytes[at] == b'A' { b'B' } else { b'A' };
            let changed = String::from_utf8(bytes).unwrap();
            assert_eq!(key(7).read(&changed, 0), Err(LinkError::Forged), "character {at} changed: {changed}");
        }
        for bad in ["", "a", "%%%%", &token[..token.len() - 1], &format!("{token}A")] {
            assert_eq!(key(7).read(bad, 0), Err(LinkError::Forged), "{bad:?}");
        }
        // Another seat, person or expiry is another link, not this one edited.
        let other = SeatLink { seat: 0, ..LINK };
        assert_ne!(key(7).sign(&other), token);
    }

    #[test]
    fn keys_are_read_from_their_stored_form_only() {
        let fresh = SeatKey::fresh_hex().expect("the machine has a generator");
        assert!(SeatKey::from_hex(&fresh).is_some());
        assert_ne!(SeatKey::fresh_hex(), Some(fresh));
        for bad in ["", "00", &"g".repeat(64), &"0".repeat(63), &"é".repeat(32)] {
            assert!(SeatKey::from_hex(bad).is_none(), "{bad:?}");
        }
    }

    #[test]
    fn base64_round_trips_every_length() {
        for n in 0..40u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37).wrapping_add(n)).collect();
            assert_eq!(from_base64url(&base64url(&bytes)), Some(bytes));
        }
    }

    #[test]
    fn a_link_lasts_a_day_past_its_clock_or_a_week_without_one() {
        assert_eq!(expiry(Some(10_000), 5_000), 10_000 + GRACE_MS);
        assert_eq!(expiry(Some(1_000), 5_000), 5_000 + GRACE_MS, "a clock already run out counts from now");
        assert_eq!(expiry(None, 5_000), 5_000 + UNTIMED_MS);
    }
}
