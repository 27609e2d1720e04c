//! PGN tokens with their places: the import format of the PGN standard (section 8).
//!
//! A line whose first character is `%` is skipped (the escape mechanism; inside a brace
//! comment it is comment text). Comments (`{...}`, `;` to the end of the line) come out
//! as tokens with their text, whitespace runs made one space and trimmed, so that a
//! comment written on one line or wrapped over several reads the same.
use super::error::PgnErrorKind;
use std::cell::Cell;

/// What a token is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// `[`
    TagOpen,
    /// `]`
    TagClose,
    /// `"..."`, unescaped.
    Str(String),
    /// A move, a move number, a result or a tag name.
    Symbol,
    /// One or more `.`.
    Periods,
    /// `$n` or a suffix (`!`, `?`, `!!`, `??`, `!?`, `?!` are NAGs 1 to 6).
    Nag(u8),
    /// A brace comment (`semicolon` false) or a rest-of-line comment.
    Comment { text: String, semicolon: bool },
    /// `(`
    Open,
    /// `)`
    Close,
    /// `*`
    Star,
}

/// A token: its kind, its text as written, and where it starts.
#[derive(Clone, Debug)]
pub(super) struct Token<'a> {
    pub kind: Kind,
    pub text: &'a str,
    pub line: usize,
    pub column: usize,
}

/// A lexing error and where: (kind, text, line, column).
pub(super) type LexError<'a> = (PgnErrorKind, &'a str, usize, usize);

/// Where the lexer stands in the whole text: what a text read in pieces (the stream
/// reader) carries from one piece to the next. Kept as it goes, never counted back from
/// the start of the line, so that a long line costs no more per token than a short one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Place {
    /// 1-based line.
    pub line: usize,
    /// Characters before this place on its line.
    pub column: usize,
    /// Whether only whitespace stands before this place on its line.
    pub blank_before: bool,
}

impl Place {
    /// The start of a text.
    pub const START: Place = Place {
        line: 1,
        column: 0,
        blank_before: true,
    };
}

/// The token stream of a PGN text.
pub(super) struct Lexer<'a> {
    text: &'a str,
    /// Byte offset of the next character.
    at: usize,
    place: Place,
    /// Whether the lexer looked past the end of the text: a text read in pieces must
    /// then be read further before what was lexed can be trusted.
    touched_end: Cell<bool>,
    /// Characters the project's move strings use beyond PGN's symbol characters (`[`,
    /// `]`, `,`, `@`): on in the movetext of a game of another variant than standard.
    pub variant_symbols: bool,
}

impl<'a> Lexer<'a> {
    #[cfg(test)]
    pub fn new(text: &'a str) -> Lexer<'a> {
        Lexer::resume(text, Place::START)
    }

    /// A lexer on `text`, which stands at `place` of a larger text.
    pub fn resume(text: &'a str, place: Place) -> Lexer<'a> {
        Lexer {
            text,
            at: 0,
            place,
            touched_end: Cell::new(false),
            variant_symbols: false,
        }
    }

    /// The place of the next character: (line, column).
    pub fn place(&self) -> (usize, usize) {
        (self.place.line, self.place.column + 1)
    }

    /// Where the lexer stands, and how many bytes of its text it has consumed.
    pub fn state(&self) -> (Place, usize) {
        (self.place, self.at)
    }

    /// Whether the lexer has looked past the end of its text.
    pub fn touched_end(&self) -> bool {
        self.touched_end.get()
    }

    /// The next character that is not blank (escape lines skipped), not consumed.
    pub fn peek_char(&mut self) -> Option<char> {
        self.skip_blank();
        self.peek()
    }

    /// Whether only blanks stand before the next character on its line.
    pub fn at_line_start(&mut self) -> bool {
        self.skip_blank();
        self.place.blank_before
    }

    fn peek(&self) -> Option<char> {
        let c = self.text[self.at..].chars().next();
        if c.is_none() {
            self.touched_end.set(true);
        }
        c
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.place = Place {
                line: self.place.line + 1,
                ..Place::START
            };
        } else {
            self.place.column += 1;
            self.place.blank_before &= c.is_whitespace();
        }
        Some(c)
    }

    /// Skips whitespace and `%` escape lines.
    fn skip_blank(&mut self) {
        loop {
            if self.place.column == 0 && self.peek() == Some('%') {
                while let Some(c) = self.bump() {
                    if c == '\n' {
                        break;
                    }
                }
                continue;
            }
            match self.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                _ => return,
            }
        }
    }

    fn is_symbol_char(&self, c: char) -> bool {
        c.is_ascii_alphanumeric()
            || matches!(c, '_' | '+' | '#' | '=' | ':' | '-' | '/')
            || (self.variant_symbols && matches!(c, '[' | ']' | ',' | '@'))
    }

    /// The next token, None at the end of the text.
    pub fn next_token(&mut self) -> Option<Result<Token<'a>, LexError<'a>>> {
        self.skip_blank();
        let start = self.at;
        let (line, column) = self.place();
        let c = self.bump()?;
        let token = |lexer: &Self, kind| {
            Ok(Token {
                kind,
                text: &lexer.text[start..lexer.at],
                line,
                column,
            })
        };
        let error = |lexer: &Self, kind| Err((kind, &lexer.text[start..lexer.at], line, column));
        Some(match c {
            '[' => token(self, Kind::TagOpen),
            ']' => token(self, Kind::TagClose),
            '(' => token(self, Kind::Open),
            ')' => token(self, Kind::Close),
            '*' => token(self, Kind::Star),
            '.' => {
                while self.peek() == Some('.') {
                    self.bump();
                }
                token(self, Kind::Periods)
            }
            '"' => self.string(start, line, column),
            '{' => {
                let body = self.at;
                loop {
                    match self.bump() {
                        None => {
                            return Some(Err((
                                PgnErrorKind::UnterminatedComment,
                                "{",
                                line,
                                column,
                            )));
                        }
                        Some('}') => break,
                        Some(_) => {}
                    }
                }
                let text = normalise(&self.text[body..self.at - 1]);
                token(
                    self,
                    Kind::Comment {
                        text,
                        semicolon: false,
                    },
                )
            }
            ';' => {
                let body = self.at;
                while let Some(c) = self.peek() {
                    if c == '\n' {
                        break;
                    }
                    self.bump();
                }
                let text = normalise(&self.text[body..self.at]);
                token(
                    self,
                    Kind::Comment {
                        text,
                        semicolon: true,
                    },
                )
            }
            '$' => {
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.bump();
                }
                match self.text[start + 1..self.at].parse::<u8>() {
                    Ok(n) => token(self, Kind::Nag(n)),
                    Err(_) => {
                        // `$999999…`: the whole run is the token.
                        error(self, PgnErrorKind::BadNag)
                    }
                }
            }
            '!' | '?' => {
                while self.peek().is_some_and(|c| c == '!' || c == '?') {
                    self.bump();
                }
                match &self.text[start..self.at] {
                    "!" => token(self, Kind::Nag(1)),
                    "?" => token(self, Kind::Nag(2)),
                    "!!" => token(self, Kind::Nag(3)),
                    "??" => token(self, Kind::Nag(4)),
                    "!?" => token(self, Kind::Nag(5)),
                    "?!" => token(self, Kind::Nag(6)),
                    _ => error(self, PgnErrorKind::BadSuffix),
                }
            }
            // `--`, the null move some programs write: a token, so that the error can
            // say what it is.
            '-' if self.peek() == Some('-') => {
                self.bump();
                token(self, Kind::Symbol)
            }
            c if c.is_ascii_alphanumeric() => {
                while self.peek().is_some_and(|c| self.is_symbol_char(c)) {
                    self.bump();
                }
                token(self, Kind::Symbol)
            }
            _ => error(self, PgnErrorKind::BadCharacter),
        })
    }

    /// A tag value after its opening quote: `\"` and `\\` are escapes; it ends on its
    /// line.
    fn string(
        &mut self,
        start: usize,
        line: usize,
        column: usize,
    ) -> Result<Token<'a>, LexError<'a>> {
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n') | Some('\r') => {
                    return Err((
                        PgnErrorKind::UnterminatedString,
                        &self.text[start..self.at],
                        line,
                        column,
                    ));
                }
                Some('"') => {
                    self.bump();
                    break;
                }
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            self.bump();
                            value.push(c);
                        }
                        // A lone backslash stands for itself (Windows paths in tags).
                        _ => value.push('\\'),
                    }
                }
                Some(c) => {
                    self.bump();
                    value.push(c);
                }
            }
        }
        Ok(Token {
            kind: Kind::Str(value),
            text: &self.text[start..self.at],
            line,
            column,
        })
    }
}

/// Comment text as kept: whitespace runs made one space, trimmed.
pub(super) fn normalise(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(Kind, String, usize, usize)> {
        let mut lexer = Lexer::new(text);
        let mut out = Vec::new();
        while let Some(t) = lexer.next_token() {
            match t {
                Ok(t) => out.push((t.kind, t.text.to_string(), t.line, t.column)),
                Err((k, text, l, c)) => panic!("{k} at {text:?} {l}:{c}"),
            }
        }
        out
    }

    #[test]
    fn tokens_have_their_places() {
        let t = kinds("[Event \"A \\\"B\\\"\"]\n\n1.e4!? {a\n  b} 1... e5 $14 ;rest\n%skip\n*");
        let want = [
            (Kind::TagOpen, "[", 1, 1),
            (Kind::Symbol, "Event", 1, 2),
            (Kind::Str("A \"B\"".into()), "\"A \\\"B\\\"\"", 1, 8),
            (Kind::TagClose, "]", 1, 17),
            (Kind::Symbol, "1", 3, 1),
            (Kind::Periods, ".", 3, 2),
            (Kind::Symbol, "e4", 3, 3),
            (Kind::Nag(5), "!?", 3, 5),
        ];
        for (got, want) in t.iter().zip(want.iter()) {
            assert_eq!(
                (&got.0, got.1.as_str(), got.2, got.3),
                (&want.0, want.1, want.2, want.3)
            );
        }
        let comment = &t[8];
        assert_eq!(
            comment.0,
            Kind::Comment {
                text: "a b".into(),
                semicolon: false
            }
        );
        assert_eq!((comment.2, comment.3), (3, 8));
        assert_eq!(t[10], (Kind::Periods, "...".into(), 4, 7));
        assert_eq!(t[12], (Kind::Nag(14), "$14".into(), 4, 14));
        assert_eq!(
            t[13].0,
            Kind::Comment {
                text: "rest".into(),
                semicolon: true
            }
        );
        // The `%` line is skipped; `*` is on line 6.
        assert_eq!(t[14], (Kind::Star, "*".into(), 6, 1));
        assert_eq!(t.len(), 15);
    }

    #[test]
    fn variant_symbols_join_move_strings() {
        let mut lexer = Lexer::new("a1[0,0]a1[0,1] e4d5,p@a7,e1e2");
        lexer.variant_symbols = true;
        let a = lexer.next_token().map(|t| t.map(|t| t.text));
        let b = lexer.next_token().map(|t| t.map(|t| t.text));
        assert_eq!(a, Some(Ok("a1[0,0]a1[0,1]")));
        assert_eq!(b, Some(Ok("e4d5,p@a7,e1e2")));
    }

    #[test]
    fn errors_name_their_token() {
        let first_error = |text: &str| {
            let mut lexer = Lexer::new(text);
            loop {
                match lexer.next_token() {
                    None => return None,
                    Some(Err((k, t, l, c))) => return Some((k, t.to_string(), l, c)),
                    Some(Ok(_)) => {}
                }
            }
        };
        assert_eq!(
            first_error("1. e4 {open\nstill"),
            Some((PgnErrorKind::UnterminatedComment, "{".into(), 1, 7))
        );
        assert_eq!(
            first_error("[White \"Ada\n"),
            Some((PgnErrorKind::UnterminatedString, "\"Ada".into(), 1, 8))
        );
        assert_eq!(
            first_error("e4 $256"),
            Some((PgnErrorKind::BadNag, "$256".into(), 1, 4))
        );
        assert_eq!(
            first_error("e4 ?!?"),
            Some((PgnErrorKind::BadSuffix, "?!?".into(), 1, 4))
        );
        assert_eq!(
            first_error("e4 é"),
            Some((PgnErrorKind::BadCharacter, "é".into(), 1, 4))
        );
    }
}
