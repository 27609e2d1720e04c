//! PGN games read one at a time from bytes as they come (a file, a pipe), holding one
//! game's text at a time: the memory a file takes is that of its largest game, never
//! of the whole file, and a game longer than [`MAX_GAME_BYTES`] is an error instead of
//! a process that grows until it is killed (`/dev/zero`).
//!
//! The bytes are read a line at a time (a line longer than [`PIECE_BYTES`] in pieces of
//! that size) and each line is decoded on its own: UTF-8, or else ISO 8859-1 as
//! [`super::decode`] decodes a whole text (a byte-order mark at the start dropped). A
//! file all UTF-8 or all ISO 8859-1 therefore reads exactly as [`super::read_bytes`]
//! reads it; a file mixing the two reads each line by its own encoding.
//!
//! A game is read from the text held so far with the same reader as
//! [`super::read_games`]; a game whose reading looked past the end of the text held (it
//! may go on in the next line) is read again once more text is there, the text held
//! at least doubling each time, so each game's text is read a bounded number of times.
use super::PgnGame;
use super::error::{PgnError, PgnErrorKind};
use super::lexer::Place;
use super::read::PgnReader;
use std::io::{BufRead, Read};

/// The longest game text read (8 MiB of decoded text): a game of 400,000 variations
/// `(1. d4)` or 400,000 tag pairs fits; its moves, tags and annotations then take a
/// few times that in memory.
pub const MAX_GAME_BYTES: usize = 8 * 1024 * 1024;

/// The most bytes read at once: a line longer than this is read in pieces.
pub const PIECE_BYTES: usize = 64 * 1024;

/// The games of a PGN byte stream, one at a time; after an error it yields nothing more.
/// An input holding no game yields none (where [`super::read_games`] says
/// [`PgnErrorKind::NoGame`]: [`PgnStream::games_read`] tells the two apart).
pub struct PgnStream<R> {
    input: R,
    /// Decoded text; what is not yet read into games starts at `start`.
    text: String,
    start: usize,
    /// Where `text[start..]` starts in the whole text.
    place: Place,
    /// Games begun before it.
    games: usize,
    /// Bytes of a piece cut inside a UTF-8 sequence, kept for the next piece.
    carry: Vec<u8>,
    /// Whether the first bytes were looked at (a byte-order mark there is dropped).
    started: bool,
    eof: bool,
    failed: bool,
    /// The longest game text read (tests lower it).
    limit: usize,
    /// Bytes read at once (tests lower it to cut every line).
    piece: usize,
    /// Bytes of `text` the last game took (it ends at `start`).
    consumed_last: usize,
}

/// One game's text as a stream read it, with its place in the file: read again, it
/// gives the same game, and any error the same game number, line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameText {
    text: Box<str>,
    place: Place,
    games_before: usize,
}

impl GameText {
    /// The game, read again.
    pub fn read(&self) -> Result<PgnGame, PgnError> {
        let mut reader = PgnReader::resume(&self.text, self.place, self.games_before);
        reader.next_game()?.ok_or(PgnError {
            game: self.games_before + 1,
            line: self.place.line,
            column: self.place.column + 1,
            token: String::new(),
            kind: PgnErrorKind::NoGame,
        })
    }

    /// The text's length in bytes.
    pub fn len(&self) -> usize {
        self.text.len()
    }

    /// Whether the text is empty (a game's never is).
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }
}

impl<R: BufRead> PgnStream<R> {
    /// A reader of the PGN games of `input`.
    pub fn new(input: R) -> PgnStream<R> {
        PgnStream {
            input,
            text: String::new(),
            start: 0,
            place: Place::START,
            games: 0,
            carry: Vec::new(),
            started: false,
            eof: false,
            failed: false,
            limit: MAX_GAME_BYTES,
            piece: PIECE_BYTES,
            consumed_last: 0,
        }
    }

    /// The same with another longest game and piece size, in bytes (at least 1 and 4:
    /// a UTF-8 character fits in a piece).
    pub fn with_limits(input: R, max_game_bytes: usize, piece_bytes: usize) -> PgnStream<R> {
        PgnStream {
            limit: max_game_bytes.max(1),
            piece: piece_bytes.max(4),
            ..PgnStream::new(input)
        }
    }

    /// The room the text held takes (the tests' measure of its memory).
    #[cfg(test)]
    pub(super) fn held_capacity(&self) -> usize {
        self.text.capacity() + self.carry.capacity()
    }

    /// Games begun so far (those yielded, and one that failed).
    pub fn games_read(&self) -> usize {
        self.games
    }

    /// After the stream has ended: the error [`super::read_games`] gives a text with no
    /// game (None if there was one).
    pub fn no_game(&self) -> Option<PgnError> {
        (self.games == 0).then(|| self.error_here(PgnErrorKind::NoGame))
    }

    /// The next game with its text (what a list of a file's games keeps instead of the
    /// games themselves: [`GameText::read`] reads it again).
    pub fn next_with_text(&mut self) -> Option<Result<(PgnGame, GameText), PgnError>> {
        if self.failed {
            return None;
        }
        let (place, games) = (self.place, self.games);
        match self.next_game() {
            Ok(None) => None,
            Ok(Some(game)) => {
                // What was just read: the text held before it, up to the new start.
                let text = &self.text[self.start - self.consumed_last..self.start];
                let kept = GameText {
                    text: text.into(),
                    place,
                    games_before: games,
                };
                Some(Ok((game, kept)))
            }
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }

    /// An error at the place the text held starts: the next game's.
    fn error_here(&self, kind: PgnErrorKind) -> PgnError {
        PgnError {
            game: self.games + 1,
            line: self.place.line,
            column: self.place.column + 1,
            token: String::new(),
            kind,
        }
    }

    /// Reads at least as much text again as is held (a piece at least), or to the end.
    fn fill(&mut self) -> std::io::Result<()> {
        // The games read are dropped here, once a fill, not as each is read.
        self.text.drain(..self.start);
        self.start = 0;
        // Doubling (a piece at least) reads each game's text a bounded number of times;
        // never much past the limit, which the caller checks before asking for more.
        let held = self.text.len();
        let target = (held + held.max(self.piece)).min(self.limit.max(held + 1));
        while self.text.len() < target && !self.eof {
            let mut bytes = std::mem::take(&mut self.carry);
            let room = self.piece as u64;
            let n = (&mut self.input).take(room).read_until(b'\n', &mut bytes)?;
            if n == 0 {
                self.eof = true;
            } else if bytes.last() != Some(&b'\n')
                && let Err(e) = std::str::from_utf8(&bytes)
                && e.error_len().is_none()
            {
                // Cut inside a character: its first bytes wait for the rest.
                self.carry = bytes.split_off(e.valid_up_to());
            }
            let mut piece = bytes.as_slice();
            if !self.started && !piece.is_empty() {
                self.started = true;
                piece = piece.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(piece);
            }
            match std::str::from_utf8(piece) {
                Ok(text) => self.text.push_str(text),
                Err(_) => self.text.extend(piece.iter().map(|&b| char::from(b))),
            }
        }
        Ok(())
    }

    /// The next game, read again with more text until its reading stays inside the
    /// text held (or the input has ended).
    fn next_game(&mut self) -> Result<Option<PgnGame>, PgnError> {
        loop {
            let held = &self.text[self.start..];
            let mut reader = PgnReader::resume(held, self.place, self.games);
            let result = reader.next_game();
            if reader.touched_end() && !self.eof {
                if held.len() >= self.limit {
                    return Err(self.error_here(PgnErrorKind::TooLong(self.limit)));
                }
                self.fill()
                    .map_err(|e| self.error_here(PgnErrorKind::Unreadable(e.to_string())))?;
                continue;
            }
            let (place, consumed, games) = reader.state();
            self.start += consumed;
            self.consumed_last = consumed;
            self.place = place;
            self.games = games;
            return result;
        }
    }
}

impl<R: BufRead> Iterator for PgnStream<R> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        match self.next_game() {
            Ok(game) => game.map(Ok),
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }
}
