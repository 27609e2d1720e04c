//! From PGN text to games: the tag section, then the movetext, each move replayed.
use super::error::{PgnError, PgnErrorKind};
use super::lexer::{Kind, LexError, Lexer, Place, Token, normalise};
use super::{Annotation, PgnGame, PgnMove, PgnResult, decode, variant_from_tag};
use crate::any::{AnyMove, AnyPosition};
use crate::game::{MoveError, Notation, Rules};
use crate::record::at_turn_boundary;
use crate::variant::Variant;
use std::collections::HashMap;

/// Every game of a PGN text, in order; the first error stops the reading. A text with no
/// game (empty, or only comments) is an error ([`PgnErrorKind::NoGame`]).
pub fn read_games(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut reader = PgnReader::new(text);
    let mut games = Vec::new();
    for game in reader.by_ref() {
        games.push(game?);
    }
    if games.is_empty() {
        let (line, column) = reader.lexer.place();
        return Err(PgnError {
            game: 1,
            line,
            column,
            token: String::new(),
            kind: PgnErrorKind::NoGame,
        });
    }
    Ok(games)
}

/// [`read_games`] on the bytes of a file ([`decode`]: UTF-8, else ISO 8859-1).
pub fn read_bytes(bytes: &[u8]) -> Result<Vec<PgnGame>, PgnError> {
    read_games(&decode(bytes))
}

/// The games of a PGN text one at a time (for large files); after an error it yields
/// nothing more.
pub struct PgnReader<'a> {
    lexer: Lexer<'a>,
    /// Games begun so far (the number of the game being read).
    game: usize,
    failed: bool,
}

/// A tag pair as read, with the place of its value.
struct Tag<'a> {
    name: String,
    value: String,
    token: Token<'a>,
}

impl<'a> PgnReader<'a> {
    pub fn new(text: &'a str) -> PgnReader<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        PgnReader::resume(text, Place::START, 0)
    }

    /// A reader of `text`, which stands at `place` of a larger text after `games`
    /// games of it (the stream reader's pieces).
    pub(super) fn resume(text: &'a str, place: Place, games: usize) -> PgnReader<'a> {
        PgnReader {
            lexer: Lexer::resume(text, place),
            game: games,
            failed: false,
        }
    }

    /// The next game, None when only blanks and comments are left; the first error
    /// ends the reading as [`Iterator::next`] does.
    pub(super) fn next_game(&mut self) -> Result<Option<PgnGame>, PgnError> {
        self.next().transpose()
    }

    /// Where the reader stands: the place, the bytes of its text consumed, and the
    /// games begun.
    pub(super) fn state(&self) -> (Place, usize, usize) {
        let (place, consumed) = self.lexer.state();
        (place, consumed, self.game)
    }

    /// Whether the reader looked past the end of its text (what it read may go on in
    /// the text that follows).
    pub(super) fn touched_end(&self) -> bool {
        self.lexer.touched_end()
    }

    fn error(&self, kind: PgnErrorKind, token: &Token) -> PgnError {
        PgnError {
            game: self.game.max(1),
            line: token.line,
            column: token.column,
            token: crate::quote::clip(token.text),
            kind,
        }
    }

    fn lex_error(&self, (kind, text, line, column): LexError) -> PgnError {
        PgnError {
            game: self.game.max(1),
            line,
            column,
            token: crate::quote::clip(text),
            kind,
        }
    }

    /// An error at the end of the text.
    fn at_end(&self, kind: PgnErrorKind) -> PgnError {
        let (line, column) = self.lexer.place();
        PgnError {
            game: self.game.max(1),
            line,
            column,
            token: String::new(),
            kind,
        }
    }

    fn next_token(&mut self) -> Result<Option<Token<'a>>, PgnError> {
        match self.lexer.next_token() {
            None => Ok(None),
            Some(Ok(t)) => Ok(Some(t)),
            Some(Err(e)) => Err(self.lex_error(e)),
        }
    }

    /// The next token, which must be there.
    fn expect(&mut self, missing: PgnErrorKind) -> Result<Token<'a>, PgnError> {
        match self.next_token()? {
            Some(t) => Ok(t),
            None => Err(self.at_end(missing)),
        }
    }

    /// One tag pair after its `[`.
    fn tag(&mut self) -> Result<Tag<'a>, PgnError> {
        let name = self.expect(PgnErrorKind::BadTag("the text ends inside it"))?;
        if name.kind != Kind::Symbol
            || !name
                .text
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            return Err(self.error(
                PgnErrorKind::BadTag("expected a tag name (letters, digits, '_') after '['"),
                &name,
            ));
        }
        let value = self.expect(PgnErrorKind::BadTag("the text ends inside it"))?;
        let Kind::Str(text) = &value.kind else {
            return Err(self.error(
                PgnErrorKind::BadTag("expected the tag value in double quotes"),
                &value,
            ));
        };
        let text = text.clone();
        let close = self.expect(PgnErrorKind::BadTag("the text ends inside it"))?;
        if close.kind != Kind::TagClose {
            return Err(self.error(
                PgnErrorKind::BadTag("expected ']' after the tag value"),
                &close,
            ));
        }
        Ok(Tag {
            name: name.text.to_string(),
            value: text,
            token: value,
        })
    }

    /// The next game, None when only blanks and comments are left.
    fn game(&mut self) -> Result<Option<PgnGame>, PgnError> {
        self.lexer.variant_symbols = false;
        // Comments between games belong to none of them.
        let mut intro = Vec::new();
        loop {
            match self.lexer.peek_char() {
                None => return Ok(None),
                Some('{' | ';') => {
                    self.next_token()?;
                }
                Some(_) => break,
            }
        }
        self.game += 1;
        let (line, _) = self.lexer.place();
        let mut tags: Vec<Tag> = Vec::new();
        // The first tag of each name's hash, so that a game of many tags is read in
        // linear time without a copy of each name (two names of one hash, which 64 bits
        // make all but impossible, are told apart by a look at every tag).
        let mut names: HashMap<u64, usize> = HashMap::new();
        // The tag section: tag pairs, and comments (kept before the first move).
        loop {
            match self.lexer.peek_char() {
                Some('[') => {
                    self.next_token()?;
                    let tag = self.tag()?;
                    let first = *names.entry(name_hash(&tag.name)).or_insert(tags.len());
                    let twice = first < tags.len()
                        && (tags[first].name == tag.name
                            || tags.iter().any(|t| t.name == tag.name));
                    if twice {
                        return Err(self.error(
                            PgnErrorKind::DuplicateTag(crate::quote::clip(&tag.name)),
                            &tag.token,
                        ));
                    }
                    tags.push(tag);
                }
                Some('{' | ';') => {
                    if let Some(Token {
                        kind: Kind::Comment { text, .. },
                        ..
                    }) = self.next_token()?
                    {
                        intro.push(Annotation::Comment(text));
                    }
                }
                _ => break,
            }
        }
        let (variant, start, tag_result) = self.setup(&tags)?;
        self.lexer.variant_symbols = variant != Variant::Standard;
        let mut game = PgnGame {
            tags: tags.into_iter().map(|t| (t.name, t.value)).collect(),
            variant,
            start: start.clone(),
            moves: Vec::new(),
            result: PgnResult::Unknown,
            intro,
            number: self.game,
            line,
        };
        let marker = self.movetext(&mut game, start)?;
        game.result = tag_result.or(marker).unwrap_or(PgnResult::Unknown);
        Ok(Some(game))
    }

    /// The variant, the start position and the `Result` tag of a tag section.
    fn setup(&self, tags: &[Tag]) -> Result<(Variant, AnyPosition, Option<PgnResult>), PgnError> {
        let find = |name: &str| tags.iter().find(|t| t.name == name);
        let variant = match find("Variant") {
            None => Variant::Standard,
            Some(t) => variant_from_tag(&t.value)
                .map_err(|e| self.error(PgnErrorKind::UnknownVariant(e), &t.token))?,
        };
        let start = match (find("FEN"), find("SetUp")) {
            (Some(t), _) => AnyPosition::from_string(variant, &t.value)
                .map_err(|e| self.error(PgnErrorKind::BadFen(e), &t.token))?,
            (None, Some(t)) if t.value.trim() == "1" => {
                return Err(self.error(PgnErrorKind::SetUpWithoutFen, &t.token));
            }
            (None, _) => AnyPosition::new(variant),
        };
        let result = match find("Result") {
            None => None,
            Some(t) => Some(
                PgnResult::parse(t.value.trim())
                    .ok_or_else(|| self.error(PgnErrorKind::BadResultTag, &t.token))?,
            ),
        };
        Ok((variant, start, result))
    }

    /// The movetext up to the termination marker (returned), the next game's tags or the
    /// end of the text.
    fn movetext(
        &mut self,
        game: &mut PgnGame,
        mut pos: AnyPosition,
    ) -> Result<Option<PgnResult>, PgnError> {
        // An unfinished Valhalla turn, which only the last move may be: its token and why.
        let mut unfinished: Option<(Token<'a>, String)> = None;
        loop {
            if self.lexer.peek_char() == Some('[') {
                // The next game's tags: this one had no termination marker.
                return Ok(None);
            }
            let Some(t) = self.next_token()? else {
                return Ok(None);
            };
            match &t.kind {
                Kind::Symbol => {
                    if let Some(r) = PgnResult::parse(t.text) {
                        return Ok(Some(r));
                    }
                    // A move number, not checked (`0000` is UCI's null move, not one).
                    if t.text.bytes().all(|b| b.is_ascii_digit()) && t.text != "0000" {
                        continue;
                    }
                    if let Some((token, why)) = unfinished.take() {
                        return Err(self.error(PgnErrorKind::UnfinishedTurn(why), &token));
                    }
                    let blank = game.tags.is_empty() && game.moves.is_empty();
                    let (decisions, partial) = play(&mut pos, t.text).map_err(|kind| {
                        let kind = match kind {
                            PgnErrorKind::NotAMove(_) if blank => PgnErrorKind::Garbage,
                            other => other,
                        };
                        self.error(kind, &t)
                    })?;
                    if let Some(why) = partial {
                        unfinished = Some((t.clone(), why));
                    }
                    game.moves.push(PgnMove {
                        decisions,
                        text: t.text.to_string(),
                        line: t.line,
                        column: t.column,
                        annotations: Vec::new(),
                    });
                }
                Kind::Periods => {}
                Kind::Star => return Ok(Some(PgnResult::Unknown)),
                Kind::Nag(n) => notes(game).push(Annotation::Nag(*n)),
                Kind::Comment { text, .. } => notes(game).push(Annotation::Comment(text.clone())),
                Kind::Open => {
                    let text = self.variation(&t)?;
                    notes(game).push(Annotation::Variation(text));
                }
                Kind::Close => return Err(self.error(PgnErrorKind::UnmatchedParenthesis, &t)),
                Kind::TagClose => {
                    return Err(self.error(PgnErrorKind::Unexpected("']' outside a tag pair"), &t));
                }
                Kind::Str(_) => {
                    return Err(self.error(
                        PgnErrorKind::Unexpected("a quoted string outside a tag pair"),
                        &t,
                    ));
                }
                Kind::TagOpen => {
                    return Err(self.error(
                        PgnErrorKind::Unexpected("'[' inside the moves (a tag pair starts a line)"),
                        &t,
                    ));
                }
            }
        }
    }

    /// A variation after its `(`, as text ([`Annotation::Variation`]).
    fn variation(&mut self, open: &Token<'a>) -> Result<String, PgnError> {
        let unclosed = |reader: &Self| reader.error(PgnErrorKind::UnterminatedVariation, open);
        let mut out = String::new();
        let mut depth = 1usize;
        // Whether the next word is written without a space before it.
        let mut glue = true;
        loop {
            if self.lexer.peek_char() == Some('[') && self.lexer.at_line_start() {
                // A tag pair at the start of a line: the next game, so this was never closed.
                return Err(unclosed(self));
            }
            let Some(t) = self.next_token()? else {
                return Err(unclosed(self));
            };
            let word = match &t.kind {
                Kind::Open => {
                    depth += 1;
                    "(".to_string()
                }
                Kind::Close => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(out);
                    }
                    out.push(')');
                    glue = false;
                    continue;
                }
                Kind::Periods => {
                    out.push_str(t.text);
                    continue;
                }
                // A `;` comment may hold a `}`, which a brace comment cannot.
                Kind::Comment { text, .. } => format!("{{{}}}", normalise(&text.replace('}', " "))),
                Kind::Nag(n) => format!("${n}"),
                Kind::Symbol | Kind::Star => t.text.to_string(),
                Kind::TagOpen | Kind::TagClose | Kind::Str(_) => {
                    return Err(self.error(
                        PgnErrorKind::Unexpected("a tag pair inside a variation"),
                        &t,
                    ));
                }
            };
            if !glue {
                out.push(' ');
            }
            glue = word == "(";
            out.push_str(&word);
        }
    }
}

impl Iterator for PgnReader<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        match self.game() {
            Ok(game) => game.map(Ok),
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }
}

/// Plays one move of the main line at `pos`: its decisions, and if it is an unfinished
/// Valhalla turn (only the last move may be one) why it is unfinished.
fn play(pos: &mut AnyPosition, text: &str) -> Result<(Vec<AnyMove>, Option<String>), PgnErrorKind> {
    if matches!(text, "--" | "Z0" | "@@@@")
        || (text == "0000" && pos.variant() == Variant::Standard)
    {
        return Err(PgnErrorKind::NotAMove(
            "a null move (a pass, which some programs write in analysis) cannot be replayed".into(),
        ));
    }
    if pos.count_legal_moves() == 0
        && let Some(outcome) = pos.terminal()
    {
        return Err(PgnErrorKind::GameOver(outcome));
    }
    let (decisions, partial) = match pos {
        AnyPosition::Standard(chess) => {
            let mv = match chess.parse_san(text) {
                Ok(mv) => mv,
                Err(san) => match chess.parse_uci(text) {
                    Ok(mv) => mv,
                    // A well-formed UCI move that is not legal here.
                    Err(uci @ MoveError::Illegal { .. }) => {
                        return Err(PgnErrorKind::IllegalMove(uci));
                    }
                    Err(_) if looks_like_san(text) => return Err(PgnErrorKind::IllegalMove(san)),
                    Err(_) => {
                        return Err(PgnErrorKind::NotAMove(
                            "not a move: expected SAN such as Nf3, exd5, O-O or e8=Q (or a UCI move such as g1f3)"
                                .into(),
                        ));
                    }
                },
            };
            (vec![AnyMove::Standard(mv)], None)
        }
        _ => match pos.parse_turn(text) {
            Ok(d) => (d, None),
            Err(e) => match unfinished_turn(pos, text) {
                Some(d) => (d, Some(e.to_string())),
                None => return Err(move_error(e)),
            },
        },
    };
    for &mv in &decisions {
        pos.play(mv);
    }
    Ok((decisions, partial))
}

/// The decisions of `text` if it is the start of a Valhalla turn (parts separated by
/// `,`, each legal in turn) that does not finish the turn.
fn unfinished_turn(pos: &AnyPosition, text: &str) -> Option<Vec<AnyMove>> {
    if !matches!(pos, AnyPosition::Valhalla(_)) {
        return None;
    }
    let mut p = pos.clone();
    let mut out = Vec::new();
    for part in text.split(',') {
        let mv = p.parse_move(part).ok()?;
        let mut legal = Vec::new();
        p.legal_moves(&mut legal);
        if !legal.contains(&mv) || (!out.is_empty() && at_turn_boundary(&p)) {
            return None;
        }
        p.play(mv);
        out.push(mv);
    }
    (!at_turn_boundary(&p)).then_some(out)
}

/// Where an annotation read now goes: after the last move, or before the first.
fn notes(game: &mut PgnGame) -> &mut Vec<Annotation> {
    match game.moves.last_mut() {
        Some(m) => &mut m.annotations,
        None => &mut game.intro,
    }
}

fn move_error(e: MoveError) -> PgnErrorKind {
    match e {
        MoveError::Malformed { .. } => PgnErrorKind::NotAMove(e.to_string()),
        MoveError::GameOver { outcome, .. } => PgnErrorKind::GameOver(outcome),
        other => PgnErrorKind::IllegalMove(other),
    }
}

/// Whether `text` has the shape of SAN (so that a failure to read it is an illegal move
/// rather than no move at all): castling, or a piece letter with up to a file and a rank
/// of its origin, or a pawn with up to its file; then an optional `x`, a square, for a
/// pawn an optional promotion (`=Q`, `Q`), and `+` or `#`.
pub(super) fn looks_like_san(text: &str) -> bool {
    let t = text.trim_end_matches(['+', '#']);
    if matches!(t, "O-O" | "O-O-O" | "0-0" | "0-0-0") {
        return true;
    }
    let file = |c: &u8| (b'a'..=b'h').contains(c);
    let rank = |c: &u8| (b'1'..=b'8').contains(c);
    let (piece, mut b) = match t.as_bytes() {
        [p, rest @ ..] if b"KQRBN".contains(p) => (true, rest),
        all => (false, all),
    };
    if !piece {
        b = match b {
            [rest @ .., b'=', p] | [rest @ .., p] if b"QRBN".contains(p) => rest,
            _ => b,
        };
    }
    let [head @ .., f, r] = b else {
        return false;
    };
    if !file(f) || !rank(r) {
        return false;
    }
    let head = head.strip_suffix(b"x").unwrap_or(head);
    match head {
        [] => true,
        [c] => file(c) || (piece && rank(c)),
        [c, d] => piece && file(c) && rank(d),
        _ => false,
    }
}

/// FNV-1a of a tag name: a key for the tag section's duplicate check (equal names are
/// then compared whole), cheaper than the default hasher on many short names.
fn name_hash(name: &str) -> u64 {
    name.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
