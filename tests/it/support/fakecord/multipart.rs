//! Request bodies as the bot sends them: JSON, or multipart with a JSON payload and files.

use axum::http::HeaderMap;
use serde_json::{json, Value};

/// Files attached to a request: name and bytes.
pub(super) type Files = Vec<(String, Vec<u8>)>;

/// Split a multipart body into its JSON payload and files.
pub(super) fn multipart(headers: &HeaderMap, body: &[u8]) -> Option<(Value, Files)> {
    let kind = headers.get("content-type")?.to_str().ok()?;
    let boundary = kind.split("boundary=").nth(1)?.trim_matches('"');
    let marker = format!("--{boundary}");
    let mut payload = json!({});
    let mut files = Vec::new();
    let text = body;
    let mut parts = Vec::new();
    let mut start = 0;
    while let Some(pos) = find(&text[start..], marker.as_bytes()) {
        let at = start + pos;
        if start != 0 {
            parts.push(&text[start..at.saturating_sub(2)]);
        }
        start = at + marker.len() + 2;
        if start > text.len() {
            break;
        }
    }
    for part in parts {
        let split = find(part, b"\r\n\r\n")?;
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let content = &part[split + 4..];
        if head.contains("name=\"payload_json\"") {
            payload = serde_json::from_slice(content).ok()?;
        } else if let Some(name) = head.split("filename=\"").nth(1).and_then(|s| s.split('"').next()) {
            files.push((name.to_string(), content.to_vec()));
        }
    }
    Some((payload, files))
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}
