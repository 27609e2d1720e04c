//! One language's messages: its Fluent files in one bundle, English behind it for
//! whatever it lacks.
use super::{Arg, EMBEDDED, ENGLISH, PSEUDO, pseudo};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use unic_langid::LanguageIdentifier;

/// Why a language could not be loaded: it names the language, and the file and line
/// of the first fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Unknown(String),
    BadTag {
        code: String,
    },
    Syntax {
        lang: String,
        file: String,
        line: usize,
        what: String,
    },
}

/// The languages loaded so far, each once (or its fault, once).
type Loaded = HashMap<String, Result<Arc<Catalog>, LoadError>>;

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            LoadError::Unknown(code) => crate::t!("language-error-unknown", language = code),
            LoadError::BadTag { code } => crate::t!("language-error-tag", language = code),
            LoadError::Syntax {
                lang,
                file,
                line,
                what,
            } => crate::t!(
                "language-error-syntax",
                file = format!("{lang}/{file}"),
                line = *line,
                fault = what
            ),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for LoadError {}

/// A language's messages.
pub struct Catalog {
    code: String,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<Arc<Catalog>>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog").field("code", &self.code).finish()
    }
}

impl Catalog {
    /// A catalog with no messages (every lookup shows its id): the last resort if even
    /// English failed, which the tests rule out.
    pub fn empty() -> Arc<Catalog> {
        Arc::new(Catalog {
            code: ENGLISH.to_owned(),
            bundle: FluentBundle::new_concurrent(vec![LanguageIdentifier::default()]),
            fallback: None,
        })
    }

    /// The shipped language `code`, loaded once and shared.
    pub fn shipped(code: &str) -> Result<Arc<Catalog>, LoadError> {
        static LOADED: OnceLock<Mutex<Loaded>> = OnceLock::new();
        let cache = LOADED.get_or_init(Mutex::default);
        if let Some(found) = cache.lock().ok().and_then(|c| c.get(code).cloned()) {
            return found;
        }
        let result = Self::load_shipped(code);
        if let Ok(mut cache) = cache.lock() {
            cache.insert(code.to_owned(), result.clone());
        }
        result
    }

    fn load_shipped(code: &str) -> Result<Arc<Catalog>, LoadError> {
        let source = if code == PSEUDO { ENGLISH } else { code };
        let files: Vec<(&str, &str)> = EMBEDDED
            .iter()
            .filter(|(lang, _, _)| *lang == source)
            .map(|(_, file, text)| (*file, *text))
            .collect();
        if files.is_empty() {
            return Err(LoadError::Unknown(code.to_owned()));
        }
        let fallback = if source == ENGLISH {
            None
        } else {
            Some(Self::shipped(ENGLISH)?)
        };
        Self::build(code, &files, fallback).map(Arc::new)
    }

    /// A catalog of `files` (name, Fluent text) in language `code`, falling back to
    /// `fallback`. A file with a syntax error refuses the language: half a translation
    /// with some messages silently English would hide the fault from its translator.
    pub fn build(
        code: &str,
        files: &[(&str, &str)],
        fallback: Option<Arc<Catalog>>,
    ) -> Result<Catalog, LoadError> {
        let tag = if code == PSEUDO { ENGLISH } else { code };
        let id: LanguageIdentifier = tag.parse().map_err(|_| LoadError::BadTag {
            code: code.to_owned(),
        })?;
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Unicode isolation marks around every variable would be drawn as boxes.
        bundle.set_use_isolating(false);
        if code == PSEUDO {
            bundle.set_transform(Some(pseudo::stretch));
        }
        for (file, text) in files {
            let resource = FluentResource::try_new((*text).to_owned()).map_err(|(_, errors)| {
                let first = errors.first();
                let offset = first.map_or(0, |e| e.pos.start);
                LoadError::Syntax {
                    lang: code.to_owned(),
                    file: (*file).to_owned(),
                    line: text[..offset.min(text.len())].matches('\n').count() + 1,
                    what: first.map_or_else(String::new, |e| e.kind.to_string()),
                }
            })?;
            // A message defined twice keeps the later file's (the files are sorted).
            bundle.add_resource_overriding(resource);
        }
        Ok(Catalog {
            code: code.to_owned(),
            bundle,
            fallback,
        })
    }

    /// The language tag (`ca`, `ja`, `pseudo`).
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Whether this language itself (not its fallback) has the message.
    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .is_some_and(|m| m.value().is_some())
    }

    /// The message `id` with `args`; English where this language lacks it; the id
    /// itself where no language has it.
    pub fn message(&self, id: &str, args: &[(&str, Arg)]) -> String {
        match self.own(id, args) {
            Some(text) => text,
            None => match &self.fallback {
                Some(fallback) => fallback.message(id, args),
                None => id.to_owned(),
            },
        }
    }

    /// The message in this language alone, if it has it.
    pub fn own(&self, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let message = self.bundle.get_message(id)?;
        let pattern = message.value()?;
        let mut fluent_args = FluentArgs::new();
        for (key, value) in args {
            let value = match value {
                Arg::Text(s) => FluentValue::from(s.as_str()),
                Arg::Number(n) => FluentValue::from(*n),
            };
            fluent_args.set(*key, value);
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        Some(text.into_owned())
    }

    /// Every message id this language itself defines.
    pub fn ids(&self) -> Vec<String> {
        EMBEDDED
            .iter()
            .filter(|(lang, _, _)| *lang == self.code)
            .flat_map(|(_, _, text)| fluent_ids(text))
            .collect()
    }
}

/// The message ids a Fluent text defines (whatever parses of it).
pub fn fluent_ids(text: &str) -> Vec<String> {
    let resource = match FluentResource::try_new(text.to_owned()) {
        Ok(r) | Err((r, _)) => r,
    };
    message_ids(&resource)
}

/// The ids of a resource's messages (terms, which start with `-`, are private).
pub fn message_ids(resource: &FluentResource) -> Vec<String> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}
