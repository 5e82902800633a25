//! A real browser for the tests: headless Chromium driven over its DevTools protocol (a
//! WebSocket on loopback). A test opens pages, runs script in them and waits for what they
//! show; nothing here waits on time alone, only on a page's state.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const CHROMIUM: &str = "/usr/bin/chromium";

/// How long a page may take to reach what a test waits for before the test fails (a machine
/// under load is slow, never this slow).
const PATIENCE: Duration = Duration::from_secs(60);

pub struct Browser {
    child: Child,
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next_id: u64,
    _profile: tempfile::TempDir,
}

/// An open tab.
#[derive(Clone)]
pub struct Tab {
    session: String,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Browser {
    /// Chromium, started headless; `None` (after saying so) when it is not installed.
    pub async fn start() -> Option<Browser> {
        if !Path::new(CHROMIUM).exists() {
            println!("skipped: no chromium at {CHROMIUM}");
            return None;
        }
        let profile = tempfile::tempdir().unwrap();
        let child = Command::new(CHROMIUM)
            .args(["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"])
            .args(["--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1"])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromium starts");
        // Chromium writes the port it listens on, and its browser's address, in the profile.
        let active = profile.path().join("DevToolsActivePort");
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let text = loop {
            if let Ok(text) = std::fs::read_to_string(&active) {
                if text.lines().count() >= 2 {
                    break text;
                }
            }
            assert!(tokio::time::Instant::now() < deadline, "chromium never said where it listens");
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        let mut lines = text.lines();
        let (port, path) = (lines.next().unwrap().trim(), lines.next().unwrap().trim());
        let (socket, _) = tokio_tungstenite::connect_async(format!("ws://127.0.0.1:{port}{path}")).await.unwrap();
        Some(Browser { child, socket, next_id: 0, _profile: profile })
    }

    /// Send a DevTools command (to a tab's session, or to the browser) and wait for its answer.
    async fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({"id": id, "method": method, "params": params});
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        self.socket.send(Message::Text(message.to_string())).await.unwrap();
        loop {
            let answer = self.socket.next().await.expect("chromium is connected").unwrap();
            let Message::Text(text) = answer else { continue };
            let value: Value = serde_json::from_str(&text).unwrap();
            if value["id"].as_u64() == Some(id) {
                assert!(value.get("error").is_none(), "{method} failed: {value}");
                return value["result"].clone();
            }
        }
    }

    /// A new tab of `width` × `height` CSS pixels showing `url`.
    pub async fn open(&mut self, url: &str, (width, height): (u32, u32)) -> Tab {
        let target = self.call(None, "Target.createTarget", json!({"url": "about:blank"})).await;
        let attached =
            self.call(None, "Target.attachToTarget", json!({"targetId": target["targetId"], "flatten": true})).await;
        let tab = Tab { session: attached["sessionId"].as_str().unwrap().to_string() };
        let metrics = json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600});
        self.call(Some(&tab.session), "Emulation.setDeviceMetricsOverride", metrics).await;
        self.call(Some(&tab.session), "Page.navigate", json!({"url": url})).await;
        tab
    }

    /// Run `expression` in the tab and return its value (`null` while the page is loading).
    pub async fn eval(&mut self, tab: &Tab, expression: &str) -> Value {
        let params = json!({"expression": expression, "returnByValue": true});
        let result = self.call(Some(&tab.session), "Runtime.evaluate", params).await;
        result["result"]["value"].clone()
    }

    /// Wait until `expression` is true in the tab; `what` says what was awaited if it never is.
    pub async fn until(&mut self, tab: &Tab, expression: &str, what: &str) {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let guarded = format!("(() => {{ try {{ return !!({expression}); }} catch (e) {{ return false; }} }})()");
        while self.eval(tab, &guarded).await != json!(true) {
            assert!(tokio::time::Instant::now() < deadline, "the page never showed {what}");
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Press a key in the tab (as the keyboard does).
    pub async fn press(&mut self, tab: &Tab, key: &str, code: &str, key_code: u32) {
        for kind in ["keyDown", "keyUp"] {
            let params = json!({"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": key_code});
            self.call(Some(&tab.session), "Input.dispatchKeyEvent", params).await;
        }
    }

    /// A PNG of what the tab shows.
    pub async fn screenshot(&mut self, tab: &Tab) -> Vec<u8> {
        use base64::Engine;
        let shot = self.call(Some(&tab.session), "Page.captureScreenshot", json!({"format": "png"})).await;
        base64::engine::general_purpose::STANDARD.decode(shot["data"].as_str().unwrap()).unwrap()
    }
}
