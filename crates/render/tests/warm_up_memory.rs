//! The first renderer of a process builds the shared palette from a hundred sample frames: the
//! bot does it at start-up, so its peak memory is the process's peak. This file is its own test
//! program (its own process), so the peak read here is the renderer's alone.

/// The bot's whole resident set must stay under 64 MB; the renderer gets most of it.
#[cfg(target_os = "linux")]
const MAX_PEAK_KIB: u64 = 64 * 1024;

/// The process's peak resident set so far (VmHWM), in KiB.
#[cfg(target_os = "linux")]
fn peak_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("a Linux process has a status");
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).expect("VmHWM is reported");
    line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).expect("VmHWM is a number of KiB")
}

#[cfg(target_os = "linux")]
#[test]
fn the_first_renderer_and_its_first_frame_stay_under_the_memory_budget() {
    use touchline_games::kix::{Config, Kix};
    use touchline_render::{pinned_names, Renderer};
    let before = peak_kib();
    let mut renderer = Renderer::new();
    let view = touchline_render::samples::views::<Kix>(Config::default(), 1).pop().expect("a view");
    let png = renderer.frame(&touchline_games::AnyView::Kix(view), &pinned_names(2), None, touchline_games::Lang::En);
    assert!(png.starts_with(b"\x89PNG"));
    let peak = peak_kib();
    eprintln!("peak resident set: {before} KiB before the renderer, {peak} KiB after");
    assert!(peak <= MAX_PEAK_KIB, "making the first renderer peaked at {peak} KiB (over {MAX_PEAK_KIB} KiB)");
}
