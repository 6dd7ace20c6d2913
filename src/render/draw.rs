// placeholder until the renderer lands (lead)
pub(super) fn render_png(_view: &super::BoardView<'_>) -> Vec<u8> {
    Vec::new()
}
