//! Reading text a line at a time with a cap on its length, so that no input (a 300 MB
//! line piped into the console or the engine) is held in memory whole.

use std::io::{self, BufRead, Read};

/// One line read by [`read_line`].
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// The input has ended.
    End,
    /// A line within the cap, in the buffer (with its newline, if it had one).
    Read,
    /// A line longer than the cap: its bytes were read and dropped up to its newline,
    /// and the buffer holds nothing of it.
    TooLong,
}

/// Reads the next line of `input` into `buf` (cleared first), holding at most `cap`
/// bytes of it (plus its newline).
///
/// # Errors
/// Reading fails.
pub fn read_line(input: &mut impl BufRead, cap: usize, buf: &mut Vec<u8>) -> io::Result<Line> {
    buf.clear();
    let limit = u64::try_from(cap).unwrap_or(u64::MAX).saturating_add(1);
    if input.by_ref().take(limit).read_until(b'\n', buf)? == 0 {
        return Ok(Line::End);
    }
    if buf.len() > cap && buf.last() != Some(&b'\n') {
        buf.clear();
        input.skip_until(b'\n')?;
        return Ok(Line::TooLong);
    }
    Ok(Line::Read)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_over_the_cap_is_dropped_to_its_newline_and_the_next_one_is_read() {
        let mut input = &b"abc\nabcdef\nxy"[..];
        let mut buf = Vec::new();
        assert_eq!(read_line(&mut input, 4, &mut buf).unwrap(), Line::Read);
        assert_eq!(buf, b"abc\n");
        assert_eq!(read_line(&mut input, 4, &mut buf).unwrap(), Line::TooLong);
        assert!(buf.is_empty());
        assert_eq!(read_line(&mut input, 4, &mut buf).unwrap(), Line::Read);
        assert_eq!(buf, b"xy");
        assert_eq!(read_line(&mut input, 4, &mut buf).unwrap(), Line::End);
    }

    #[test]
    fn a_line_of_exactly_the_cap_is_read_with_or_without_its_newline() {
        let mut buf = Vec::new();
        assert_eq!(
            read_line(&mut &b"abcd\n"[..], 4, &mut buf).unwrap(),
            Line::Read
        );
        assert_eq!(buf, b"abcd\n");
        assert_eq!(
            read_line(&mut &b"abcd"[..], 4, &mut buf).unwrap(),
            Line::Read
        );
        assert_eq!(buf, b"abcd");
        assert_eq!(
            read_line(&mut &b"abcde"[..], 4, &mut buf).unwrap(),
            Line::TooLong
        );
    }
}
