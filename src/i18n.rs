//! The message catalogue: every user-facing string, in Fluent files under
//! `data/locales/<lang>/`, embedded at build time: `main.ftl` (replies, errors, captions,
//! help), `commands.ftl` (the slash commands' names and descriptions Discord shows), and
//! one file per feature (`buttons.ftl`: the Move button, its menus, rematch; `assist.ftl`:
//! takeback, hints, cooldowns; `kept.ftl`: kept games, ratings, leaderboard, profile;
//! `teams.ftl`: team games and the solitaire challenge; `puzzle.ftl`: the daily puzzle; `tournament.ftl`: tournaments).
//! All files of a language form one bundle, so ids never repeat across them. A catalogue
//! is a language's bundle worded for one [`FrontEnd`]: every message gets `$front`.

use std::borrow::Cow;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The embedded files of one locale folder.
macro_rules! locale {
    ($lang:literal) => {
        (
            $lang,
            [
                include_str!(concat!("../data/locales/", $lang, "/main.ftl")),
                include_str!(concat!("../data/locales/", $lang, "/commands.ftl")),
                include_str!(concat!("../data/locales/", $lang, "/buttons.ftl")),
                include_str!(concat!("../data/locales/", $lang, "/assist.ftl")),
                include_str!(concat!("../data/locales/", $lang, "/kept.ftl")),
                include_str!(concat!("../data/locales/", $lang, "/teams.ftl")),
                include_str!(concat!("../data/locales/", $lang, "/puzzle.ftl")),
                include_str!(concat!("../data/locales/", $lang, "/tournament.ftl")),
            ],
        )
    };
}

/// Locales with a catalogue (English first), and the embedded files of each.
const SOURCES: &[(&str, [&str; 8])] = &[
    locale!("en"),
    locale!("it"),
    locale!("de"),
    locale!("fr"),
    locale!("es-ES"),
    locale!("nb"),
    locale!("cs"),
    locale!("pt-BR"),
];

/// Which front end a text is for. Every message gets it as the variable `$front`
/// (`discord` or `console`), so a message that must differ selects on it: the console
/// speaks of "here" where Discord speaks of "this channel", and a request answered with
/// buttons on Discord is answered with typed words in the console.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FrontEnd {
    /// The Discord bot (the default).
    #[default]
    Discord,
    /// The terminal (`play`).
    Console,
}

impl FrontEnd {
    /// Both, the default first.
    pub const ALL: [FrontEnd; 2] = [FrontEnd::Discord, FrontEnd::Console];

    /// The value of `$front`: `discord` or `console`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            FrontEnd::Discord => "discord",
            FrontEnd::Console => "console",
        }
    }
}

/// A loaded catalogue for one language, worded for one front end.
pub struct Catalogue {
    lang: &'static str,
    bundle: &'static FluentBundle<FluentResource>,
    front: FrontEnd,
}

fn load(lang: &'static str, sources: &[&str]) -> FluentBundle<FluentResource> {
    let langid: LanguageIdentifier = lang.parse().expect("locale ids in SOURCES are valid");
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // No bidi isolation marks: replies go to Discord and terminals, where they show as junk.
    bundle.set_use_isolating(false);
    for source in sources {
        let resource = FluentResource::try_new((*source).to_string())
            .unwrap_or_else(|(_, errors)| panic!("catalogue {lang} does not parse: {errors:?}"));
        bundle
            .add_resource(resource)
            .expect("no duplicate message ids (tested)");
    }
    bundle
}

/// The bundle of every language, in the order of [`SOURCES`].
static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> = LazyLock::new(|| {
    SOURCES
        .iter()
        .map(|(lang, src)| load(lang, src.as_slice()))
        .collect()
});

/// Every language's catalogue for every front end (the bundles are shared).
static CATALOGUES: LazyLock<Vec<Catalogue>> = LazyLock::new(|| {
    let bundles: &'static [FluentBundle<FluentResource>] = &BUNDLES;
    FrontEnd::ALL
        .iter()
        .flat_map(|front| {
            SOURCES
                .iter()
                .zip(bundles)
                .map(|((lang, _), bundle)| Catalogue {
                    lang,
                    bundle,
                    front: *front,
                })
        })
        .collect()
});

/// The supported language of `locale` (a Discord locale such as `en-US`, `it`, `no`,
/// `pt-BR`, or a plain language code), if any: Norwegian (`no`, `nb`, `nn`) maps to `nb`,
/// any Portuguese to `pt-BR`.
#[must_use]
pub fn supported(locale: &str) -> Option<&'static str> {
    let lower = locale.trim().to_ascii_lowercase().replace('_', "-");
    let base = lower.split('-').next().unwrap_or("");
    let wanted = match base {
        "no" | "nb" | "nn" => "nb",
        "pt" => "pt-BR",
        // Spain's Spanish also serves Latin America's (Discord's `es-419`).
        "es" => "es-ES",
        other => other,
    };
    SOURCES
        .iter()
        .map(|(l, _)| *l)
        .find(|l| l.eq_ignore_ascii_case(wanted))
}

/// Whether `word`, in any case, is what message `id` says in some language (`conferma`
/// for `forget-me-confirm`): the words replies name are words the commands take.
#[must_use]
pub fn said_in_any(id: &str, word: &str) -> bool {
    let lower = word.to_lowercase();
    languages().any(|l| {
        catalogue(l)
            .get(id, None)
            .is_some_and(|n| n.to_lowercase() == lower)
    })
}

/// The language codes with a catalogue.
pub fn languages() -> impl Iterator<Item = &'static str> {
    SOURCES.iter().map(|(l, _)| *l)
}

/// Discord's locale code for a supported language: `nb` is `no` there; the others are
/// the same.
#[must_use]
pub fn discord_locale(lang: &str) -> &str {
    match lang {
        "nb" => "no",
        other => other,
    }
}

/// The catalogue for `locale` (see [`supported`]), falling back to English, worded for
/// the default front end, Discord ([`catalogue_on`] for the console).
///
/// # Panics
/// Never: the English catalogue is built in.
#[must_use]
pub fn catalogue(locale: &str) -> &'static Catalogue {
    catalogue_on(locale, FrontEnd::default())
}

/// The catalogue for `locale` (see [`supported`], falling back to English), worded for
/// `front`.
///
/// # Panics
/// Never: the English catalogue is built in.
#[must_use]
pub fn catalogue_on(locale: &str, front: FrontEnd) -> &'static Catalogue {
    let lang = supported(locale).unwrap_or("en");
    let all = &*CATALOGUES;
    all.iter()
        .find(|c| c.lang == lang && c.front == front)
        .or_else(|| all.iter().find(|c| c.front == front))
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
        fargs.set("front", FluentValue::from(self.front.name()));
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

    /// The value of message `id`, or of its attribute `attr`, without arguments; `None`
    /// when the catalogue lacks it.
    #[must_use]
    pub fn get(&self, id: &str, attr: Option<&str>) -> Option<String> {
        let message = self.bundle.get_message(id)?;
        let pattern = match attr {
            Some(a) => message.get_attribute(a)?.value(),
            None => message.value()?,
        };
        let mut args = FluentArgs::new();
        args.set("front", FluentValue::from(self.front.name()));
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args), &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// The language code of this catalogue (`en`, `it`, `nb`, `cs`, `pt-BR`).
    #[must_use]
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// The front end this catalogue words its messages for.
    #[must_use]
    pub fn front(&self) -> FrontEnd {
        self.front
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
