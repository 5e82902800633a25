//! The one pool of renderers the bot and the web pages share: pictures are drawn on blocking
//! threads, at most one per core at a time, each with a renderer taken from the pool (a renderer
//! keeps its fonts, palette and frame buffer between pictures, so a new one is costly). Animated
//! replays take a drawing slot for a while, so only one is made at a time.

use std::sync::{Arc, Mutex};

use tokio::sync::Semaphore;
use touchline_games::{AnyMatch, Viewer};
use touchline_render::crest::Crest;
use touchline_render::Renderer;

/// Why a picture could not be drawn (the process is stopping, or the drawing panicked).
#[derive(Debug, thiserror::Error)]
#[error("the picture could not be drawn: {0}")]
pub struct DrawError(String);

struct Inner {
    renderers: Mutex<Vec<Renderer>>,
    /// One permit per core: at most that many pictures are drawn at once; the rest wait.
    drawing: Semaphore,
    /// Animations are made one at a time, so they never hold every drawing slot.
    animations: Semaphore,
}

/// The shared renderers; cheap to clone.
#[derive(Clone)]
pub struct Pictures {
    inner: Arc<Inner>,
}

impl Default for Pictures {
    fn default() -> Self {
        Pictures::new()
    }
}

impl Pictures {
    pub fn new() -> Pictures {
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2);
        Pictures {
            inner: Arc::new(Inner {
                renderers: Mutex::new(Vec::new()),
                drawing: Semaphore::new(cores),
                animations: Semaphore::new(1),
            }),
        }
    }

    /// Make the first renderer before anyone waits for a picture: building the shared palette
    /// and loading the fonts takes a moment, which should fall neither on a player's turn clock
    /// nor on a page's first visitor.
    pub async fn warm_up(&self) -> Result<(), DrawError> {
        let inner = self.inner.clone();
        let renderer = tokio::task::spawn_blocking(Renderer::new).await.map_err(|e| DrawError(e.to_string()))?;
        if let Ok(mut pool) = inner.renderers.lock() {
            pool.push(renderer);
        }
        Ok(())
    }

    /// Any work with a pooled renderer, on a blocking thread, so the gateway, the web server and
    /// other matches never wait on pixels.
    pub async fn draw<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Renderer) -> T + Send + 'static,
    ) -> Result<T, DrawError> {
        let _permit = self.inner.drawing.acquire().await.map_err(|e| DrawError(e.to_string()))?;
        let inner = self.inner.clone();
        tokio::task::spawn_blocking(move || {
            let taken = inner.renderers.lock().ok().and_then(|mut p| p.pop());
            let mut renderer = taken.unwrap_or_default();
            let done = work(&mut renderer);
            if let Ok(mut pool) = inner.renderers.lock() {
                pool.push(renderer);
            }
            done
        })
        .await
        .map_err(|e| DrawError(e.to_string()))
    }

    /// [`Pictures::draw`] for an animation: one at a time.
    pub async fn animate<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Renderer) -> T + Send + 'static,
    ) -> Result<T, DrawError> {
        let _turn = self.inner.animations.acquire().await.map_err(|e| DrawError(e.to_string()))?;
        self.draw(work).await
    }

    /// A match's public picture, with its clubs' crests (by seat); a finished match's says how
    /// it ended.
    pub async fn board(
        &self,
        state: &AnyMatch,
        names: Vec<String>,
        crests: Vec<Option<Crest>>,
        lang: touchline_games::Lang,
    ) -> Result<Vec<u8>, DrawError> {
        let view = state.view(Viewer::Spectator);
        let ended = state.status().outcome().cloned();
        self.draw(move |renderer| renderer.frame_with_crests(&view, &names, ended.as_ref(), &crests, lang)).await
    }
}
