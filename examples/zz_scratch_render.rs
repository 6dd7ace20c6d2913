// Scratch experiment (temporary).
use std::time::Instant;
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let data = std::fs::read(&path).unwrap();
    let dec = png::Decoder::new(std::io::Cursor::new(&data));
    let mut reader = dec.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let palette = reader.info().palette.clone().unwrap().into_owned();
    let (w, h) = (info.width, info.height);
    for (name, filter) in [
        ("none", png::Filter::NoFilter),
        ("sub", png::Filter::Sub),
        ("up", png::Filter::Up),
        ("paeth", png::Filter::Paeth),
        ("adaptive", png::Filter::Adaptive),
        ("minent", png::Filter::MinEntropy),
    ] {
        for (cn, comp) in [
            ("fast", png::DeflateCompression::FdeflateUltraFast),
            ("l1", png::DeflateCompression::Level(1)),
            ("l2", png::DeflateCompression::Level(2)),
        ] {
            let t = Instant::now();
            let mut out = Vec::new();
            for _ in 0..20 {
                out.clear();
                let mut e = png::Encoder::new(&mut out, w, h);
                e.set_color(png::ColorType::Indexed);
                e.set_depth(png::BitDepth::Eight);
                e.set_palette(palette.clone());
                e.set_deflate_compression(comp.clone());
                e.set_filter(filter);
                let mut wr = e.write_header().unwrap();
                wr.write_image_data(&buf[..(w * h) as usize]).unwrap();
                wr.finish().unwrap();
            }
            println!(
                "{name:9} {cn:5} {:7} bytes {:6.2} ms",
                out.len(),
                t.elapsed().as_secs_f64() * 1000.0 / 20.0
            );
        }
    }
}
