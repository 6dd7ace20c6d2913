//! The message catalogue: every user-facing string, in Fluent files under
//! `data/locales/<lang>/main.ftl`, embedded at build time.

use std::borrow::Cow;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// Locales with a catalogue, and the embedded source of each.
const SOURCES: &[(&str, &str)] = &[("en", include_str!("../data/locales/en/main.ftl"))];

/// A loaded catalogue for one language.
pub struct Catalogue {
    bundle: FluentBundle<FluentResource>,
}

fn load(lang: &str, source: &str) -> Catalogue {
    let langid: LanguageIdentifier = lang.parse().expect("locale ids in SOURCES are valid");
    let resource = FluentResource::try_new(source.to_string())
        .unwrap_or_else(|(_, errors)| panic!("catalogue {lang} does not parse: {errors:?}"));
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // No bidi isolation marks: replies go to Discord and terminals, where they show as junk.
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .expect("no duplicate message ids (tested)");
    Catalogue { bundle }
}

static CATALOGUES: LazyLock<Vec<(&'static str, Catalogue)>> = LazyLock::new(|| {
    SOURCES
        .iter()
        .map(|(lang, src)| (*lang, load(lang, src)))
        .collect()
});

/// The catalogue for `lang` (a locale such as `en-US`), falling back to English.
#[must_use]
pub fn catalogue(lang: &str) -> &'static Catalogue {
    let base = lang.split(['-', '_']).next().unwrap_or("en");
    let all = &*CATALOGUES;
    all.iter()
        .find(|(l, _)| l.eq_ignore_ascii_case(lang) || l.eq_ignore_ascii_case(base))
        .or_else(|| all.first())
        .map(|(_, c)| c)
        .expect("English is always loaded")
}

/// An argument value for a message.
pub enum Arg<'a> {
    /// Text.
    Str(Cow<'a, str>),
    /// A number (selects plural forms).
    Num(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}
impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Str(Cow::Owned(s))
    }
}
impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Num(i64::from(n))
    }
}

impl Catalogue {
    /// The message `id` with `args`. A missing id yields the id itself (a test keeps
    /// every id used by the code present).
    #[must_use]
    pub fn text(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Str(s) => fargs.set(*k, FluentValue::from(s.as_ref())),
                Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fargs), &mut errors)
            .into_owned()
    }

    /// Whether the catalogue has message `id`.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

/// Shorthand: `t!(cat, "id", "name" => value, …)`.
#[macro_export]
macro_rules! t {
    ($cat:expr, $id:expr $(, $k:literal => $v:expr)* $(,)?) => {
        $cat.text($id, &[$(($k, $crate::i18n::Arg::from($v))),*])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_catalogue_formats_plurals_and_args() {
        let en = catalogue("en-GB");
        assert_eq!(
            t!(en, "err-not-full", "missing" => 1usize),
            "One seat is still empty: `join` or `add-computer`."
        );
        assert_eq!(
            t!(en, "err-not-full", "missing" => 3usize),
            "3 seats are still empty: `join` or `add-computer`."
        );
        assert_eq!(
            t!(en, "move-played", "name" => "Ann", "move" => "d2-e7"),
            "Ann played `d2-e7`."
        );
        assert_eq!(t!(en, "no-such-id"), "no-such-id");
    }
}
