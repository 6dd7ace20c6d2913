fn main() {
    let path = std::env::args().nth(1).unwrap();
    let n: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let data = std::fs::read(&path).unwrap();
    let mut reader = png::Decoder::new(std::io::Cursor::new(&data)).read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let w = info.width as usize;
    let mut raw = Vec::new();
    for row in buf.chunks_exact(w).take(info.height as usize) { raw.push(0); raw.extend_from_slice(row); }
    let t = std::time::Instant::now();
    let mut len = 0;
    for _ in 0..n { len = checkers_bot::render::zz_scratch_zlib(&raw, &[1, w + 1, 50, 100]).len(); }
    eprintln!("{} bytes, {:.3} ms", len, t.elapsed().as_secs_f64() * 1000.0 / n as f64);
}
