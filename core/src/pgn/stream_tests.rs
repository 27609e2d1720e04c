//! The stream reader against the whole-text reader: the same games and the same errors
//! (game, line, column, token) whatever the size of the pieces it reads, and its limits.
use super::*;
use std::io::{BufReader, Cursor, Read};

/// What `read_games` gives for `text`, one entry a game and the error last, as text.
fn whole(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for game in PgnReader::new(text) {
        let failed = game.is_err();
        out.push(format!("{game:?}"));
        if failed {
            break;
        }
    }
    out
}

/// The same through a stream reading pieces of `piece` bytes.
fn streamed(bytes: &[u8], piece: usize) -> Vec<String> {
    PgnStream::with_limits(Cursor::new(bytes.to_vec()), MAX_GAME_BYTES, piece)
        .map(|game| format!("{game:?}"))
        .collect()
}

const TEXTS: &[&str] = &[
    "[Event \"Fool's mate\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
     [Event \"No result\"]\n\n1. e4 {a comment\n over two lines} e5 (1... c5 (1... e6) 2. Nf3) 2. Nf3 $1\n\n\
     [Event \"From a position\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n\
     12... Kd7 13. e4 1/2-1/2\n",
    "{before any game} 1. e4 e5 *   1. d4 d5 * ; a last comment\n% an escape line\n1. c4 *",
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0 [Event \"second on the same line\"] 1. d4 *\n",
    "[Variant \"valhalla:mirror:eternal\"]\n\n1. c2c3,e1f2 h7h6,e8d7 2. d1a4,f2e1 *\n\n\
     [Variant \"4d\"]\n\n1. d2[1,0]d3[1,0] b4[0,1]b2[0,0] *\n",
    // Errors: a bad move in game 2, an unterminated comment, variation and tag value.
    "[Event \"good\"]\n\n1. e4 e5 *\n\n[Event \"bad\"]\n\n1. d4 d5\n2. c4 Qxd9 *\n",
    "1. e4 { never closed\n\n1. d4 *\n",
    "1. e4 (1. d4 (1. c4) *\n",
    "[White \"Ada\n1. e4 *\n",
    "1. e4 e5 *\n\n[Event \"twice\"]\n[Event \"twice\"]\n1. d4 *",
    "",
    "   \n{only a comment}\n",
];

#[test]
fn a_stream_reads_what_the_whole_text_reader_reads_at_every_piece_size() {
    for text in TEXTS {
        let want = whole(text);
        for piece in [4, 5, 7, 13, 64, PIECE_BYTES] {
            assert_eq!(
                streamed(text.as_bytes(), piece),
                want,
                "{text:?} in pieces of {piece}"
            );
        }
    }
}

#[test]
fn a_long_line_of_variations_and_many_tags_read_the_same_in_pieces() {
    let variations = format!("1. e4 {}e5 *\n", "(1. d4) ".repeat(3_000));
    let tags: String = (0..2_000).map(|i| format!("[T{i} \"v\"]\n")).collect();
    let tags = format!("{tags}\n1. e4 *\n");
    for text in [variations, tags] {
        let want = whole(&text);
        assert_eq!(want.len(), 1);
        for piece in [4, 100, 4096] {
            assert_eq!(streamed(text.as_bytes(), piece), want);
        }
    }
}

#[test]
fn each_line_is_utf8_or_else_latin1_and_a_byte_order_mark_is_dropped() {
    let mut bytes = b"\xEF\xBB\xBF[White \"Ren\xc3\xa9\"]\n[Black \"Ren\xe9\"]\n1. e4 *".to_vec();
    for piece in [4, 5, 64] {
        let games: Vec<PgnGame> = PgnStream::with_limits(Cursor::new(&bytes), 1 << 20, piece)
            .map(|g| g.unwrap_or_else(|e| panic!("{e}")))
            .collect();
        assert_eq!(games[0].tag("White"), Some("René"), "piece {piece}");
        assert_eq!(games[0].tag("Black"), Some("René"), "piece {piece}");
    }
    // A whole file of one encoding reads as `read_bytes` reads it.
    bytes = b"[White \"Ren\xe9\"]\n1. e4 *\n\n[White \"\xc0 la carte\"]\n1. d4 *".to_vec();
    let want: Vec<String> = read_bytes(&bytes)
        .unwrap_or_else(|e| panic!("{e}"))
        .iter()
        .map(|g| format!("{:?}", Ok::<_, PgnError>(g)))
        .collect();
    let got: Vec<String> = PgnStream::new(Cursor::new(&bytes))
        .map(|g| format!("{:?}", g.as_ref().map_err(Clone::clone)))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn a_game_longer_than_the_limit_is_an_error_and_the_games_before_it_are_read() {
    let text = format!("1. e4 *\n\n1. d4 {{{}}} *\n", "x".repeat(5_000));
    let mut stream = PgnStream::with_limits(Cursor::new(text.into_bytes()), 1_000, 64);
    assert!(matches!(stream.next(), Some(Ok(_))));
    let e = match stream.next() {
        Some(Err(e)) => e,
        other => panic!("{other:?}"),
    };
    assert_eq!((e.game, e.line, e.column), (2, 1, 8), "{e}");
    assert_eq!(e.kind, PgnErrorKind::TooLong(1_000));
    assert!(stream.next().is_none());
}

/// Input without end: zero bytes are a bad character at once, blanks and an open
/// variation run into the game limit; the text held never passes it by much.
#[test]
fn endless_input_ends_in_an_error_with_bounded_text() {
    let zeros = BufReader::new(std::io::repeat(0));
    let e = PgnStream::new(zeros).next().map(|g| g.map(|_| ()));
    assert!(
        matches!(
            &e,
            Some(Err(PgnError {
                kind: PgnErrorKind::BadCharacter,
                ..
            }))
        ),
        "{e:?}"
    );
    for byte in [b' ', b'(', b'\n'] {
        let endless = BufReader::new(std::io::repeat(byte));
        let mut stream = PgnStream::with_limits(endless, 100_000, 4_096);
        let e = stream.next().map(|g| g.map(|_| ()));
        assert!(
            matches!(
                &e,
                Some(Err(PgnError {
                    kind: PgnErrorKind::TooLong(100_000),
                    ..
                }))
            ),
            "{byte}: {e:?}"
        );
        assert!(
            stream.held_capacity() < 4 * 100_000,
            "{}",
            stream.held_capacity()
        );
    }
}

#[test]
fn a_kept_game_text_reads_again_to_the_same_game_at_its_place() {
    let text = TEXTS[0];
    let mut stream = PgnStream::with_limits(Cursor::new(text.as_bytes()), 1 << 20, 7);
    let mut kept = Vec::new();
    while let Some(next) = stream.next_with_text() {
        let (game, game_text) = next.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            format!("{:?}", game_text.read()),
            format!("{:?}", Ok::<_, PgnError>(game))
        );
        kept.push(game_text);
    }
    assert_eq!(kept.len(), 3);
    let total: usize = kept.iter().map(GameText::len).sum();
    assert!(total <= text.len(), "{total} of {}", text.len());
    assert!(stream.no_game().is_none());
    let mut empty = PgnStream::new(Cursor::new(b"  {nothing}\n".to_vec()));
    assert!(empty.next().is_none());
    assert_eq!(
        empty.no_game().map(|e| e.to_string()),
        read_games("  {nothing}\n").err().map(|e| e.to_string())
    );
}

#[test]
fn a_read_that_fails_is_told_as_the_games_error() {
    struct Failing(usize);
    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if self.0 == 0 {
                return Err(std::io::Error::other("the disk went away"));
            }
            let n = buf.len().min(self.0);
            buf[..n].fill(b' ');
            self.0 -= n;
            Ok(n)
        }
    }
    let mut stream = PgnStream::new(BufReader::new(Failing(10)));
    let e = stream.next().map(|g| g.map(|_| ()));
    assert!(
        matches!(&e, Some(Err(PgnError { kind: PgnErrorKind::Unreadable(m), game: 1, .. })) if m.contains("went away")),
        "{e:?}"
    );
}
