//! The gateway: a websocket that says hello, answers heartbeats, takes IDENTIFY (or RESUME)
//! with READY, and carries the events the tests send (interactions).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use axum::extract::ws::{Message as Ws, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::world::{Session, World};
use super::{APP_ID, BOT_ID};

pub(super) async fn gateway(State(world): State<Arc<Mutex<World>>>, upgrade: WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(move |socket| session(world, socket))
}

/// Numbers the websockets, to tell a shard's old connection from its new one.
static SOCKETS: AtomicU64 = AtomicU64::new(0);

async fn session(world: Arc<Mutex<World>>, mut socket: WebSocket) {
    let me = SOCKETS.fetch_add(1, Ordering::Relaxed);
    let mut my_shard: Option<u32> = None;
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string();
    if socket.send(Ws::Text(hello)).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            outgoing = rx.recv() => {
                let Some(text) = outgoing else { break };
                if socket.send(Ws::Text(text)).await.is_err() { break; }
            }
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                let Ws::Text(text) = message else { continue };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => {
                        let _ = tx.send(json!({"op": 11}).to_string());
                    }
                    Some(2) | Some(6) => {
                        let mut w = world.lock().expect("the fake's state");
                        // IDENTIFY names its shard as [id, count]; RESUME comes back on the
                        // shard this connection had (a lone bot's is shard 0).
                        let (shard, count) = match v["d"]["shard"].as_array() {
                            Some(pair) if pair.len() == 2 => {
                                (pair[0].as_u64().unwrap_or(u64::MAX) as u32, pair[1].as_u64().unwrap_or(0) as u32)
                            }
                            _ => (my_shard.unwrap_or(0), w.shards()),
                        };
                        let shards = w.shards();
                        if count != shards || shard >= shards {
                            w.violations.push(format!("IDENTIFY as shard [{shard}, {count}] of a bot with {shards} shards"));
                        }
                        if w.gateways.get(&shard).is_some_and(|s| s.socket != me) && v["op"].as_u64() == Some(2) {
                            w.violations.push(format!("shard {shard} identified twice"));
                        }
                        my_shard = Some(shard);
                        if v["op"].as_u64() == Some(2) {
                            w.identify_times.push((shard, std::time::Instant::now()));
                        }
                        w.identified += 1;
                        w.shards_identified.push(shard);
                        w.gateways.insert(shard, Session { socket: me, tx: tx.clone(), seq: 0 });
                        let base = w.base.clone();
                        // A shard is told only of the servers it carries.
                        let guilds: Vec<_> = w
                            .all_servers()
                            .into_iter()
                            .filter(|g| w.shard_of(Some(*g)) == shard)
                            .map(|g| json!({"id": g.to_string(), "unavailable": true}))
                            .collect();
                        let ready = json!({
                            "v": 10, "user": w.user_json(BOT_ID), "guilds": guilds,
                            "session_id": format!("session-{}", w.identified),
                            "resume_gateway_url": format!("ws://{}/ws", base.trim_start_matches("http://")),
                            "application": {"id": APP_ID.to_string(), "flags": 0},
                            "shard": [shard, w.shards()]
                        });
                        w.send_on(shard, "READY", ready);
                    }
                    _ => {}
                }
            }
        }
    }
    // A closed connection's shard is free to be identified again (a restarted process).
    if let Some(shard) = my_shard {
        let mut w = world.lock().expect("the fake's state");
        if w.gateways.get(&shard).is_some_and(|s| s.socket == me) {
            w.gateways.remove(&shard);
        }
    }
}
