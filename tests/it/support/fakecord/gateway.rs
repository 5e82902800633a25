//! The gateway: a websocket that says hello, answers heartbeats, takes IDENTIFY (or RESUME)
//! with READY, and carries the events the tests send (interactions).

use std::sync::{Arc, Mutex};

use axum::extract::ws::{Message as Ws, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::world::World;
use super::{APP_ID, BOT_ID, GUILD_ID};

pub(super) async fn gateway(State(world): State<Arc<Mutex<World>>>, upgrade: WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(move |socket| session(world, socket))
}

async fn session(world: Arc<Mutex<World>>, mut socket: WebSocket) {
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
                        w.identified += 1;
                        w.gateway = Some(tx.clone());
                        w.seq = 0;
                        let base = w.base.clone();
                        let ready = json!({
                            "v": 10, "user": w.user_json(BOT_ID), "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
                            "session_id": format!("session-{}", w.identified),
                            "resume_gateway_url": format!("ws://{}/ws", base.trim_start_matches("http://")),
                            "application": {"id": APP_ID.to_string(), "flags": 0}
                        });
                        w.dispatch("READY", ready);
                    }
                    _ => {}
                }
            }
        }
    }
}
