//! Writes the sample frames to a folder, to look at them: `cargo run -p touchline-render
//! --example frames -- /tmp/frames`.

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "frames".to_string());
    std::fs::create_dir_all(&dir).expect("the output folder can be created");
    let mut renderer = touchline_render::Renderer::new();
    for (i, scene) in touchline_render::samples::scenes().iter().enumerate() {
        let png = renderer.png(scene);
        let path = format!("{dir}/sample-{i:02}.png");
        std::fs::write(&path, &png).expect("the frame can be written");
        println!("{path}: {} bytes", png.len());
    }
}
