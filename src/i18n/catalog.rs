//! The phrase catalogs in Project Fluent's form: one file per screen module and language (`assets/i18n/LANG/NAME.ftl`), built into the binary, and the [`phrases!`](crate::phrases) enums that name each phrase and its arguments.
//!
//! A screen module declares its phrases once, as an enum whose variants are the messages of
//! its file and whose named fields are the messages' variables (`$depth`): the macro writes
//! the message's name and its arguments, so a caller can neither misspell a phrase nor swap
//! two figures. Each language writes the words once, in its own file; the choices among
//! words (a plural, a form, which case) are the catalog's selectors, never the caller's. The
//! tests (`tests/suite/i18n/catalog.rs`) read both languages' files against every enum: a
//! message missing in one language, one more than the enum names, or a variable that is not
//! one of its variant's fields fails them.
//!
//! Figures that want a thousands separator are written `GROUPED($n)` in the catalog (`2,787`,
//! `2 787`); plain numbers (plies, depths, seeds) as they are.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::Lang;

/// A phrase of a catalog file: an enum written by [`phrases!`](crate::phrases).
pub trait Catalogued {
    /// The catalog file its messages are in (`board` for `assets/i18n/*/board.ftl`).
    const FILE: &'static str;
    /// Each variant's message and the names of its fields (the catalog's tests read them).
    const MESSAGES: &'static [(&'static str, &'static [&'static str])];
    /// The message of this phrase.
    fn id(&self) -> &'static str;
    /// Its figures and choices, by name, in `lang` (a phrase inside a phrase is said in the
    /// same language).
    fn args(&self, lang: Lang) -> FluentArgs<'_>;
}

/// A value a phrase's field gives its message: a number (which plurals select on), a text,
/// a choice (`true`/`false`, or an enum whose variants the catalog's selectors name), or
/// another phrase (said in the same language).
pub trait Arg {
    /// The value in Fluent's terms, for a message in `lang`.
    fn value(&self, lang: Lang) -> FluentValue<'_>;
}

macro_rules! numbers_are_args {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn value(&self, _: Lang) -> FluentValue<'_> {
                FluentValue::from(*self)
            }
        }
    )*};
}
numbers_are_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl Arg for &str {
    fn value(&self, _: Lang) -> FluentValue<'_> {
        FluentValue::from(*self)
    }
}

impl Arg for char {
    fn value(&self, _: Lang) -> FluentValue<'_> {
        FluentValue::from(self.to_string())
    }
}

impl Arg for String {
    fn value(&self, _: Lang) -> FluentValue<'_> {
        FluentValue::from(self.as_str())
    }
}

/// A choice the catalog selects on with `[true]` and `[false]`.
impl Arg for bool {
    fn value(&self, _: Lang) -> FluentValue<'_> {
        FluentValue::from(if *self { "true" } else { "false" })
    }
}

impl<T: Arg> Arg for Box<T> {
    fn value(&self, lang: Lang) -> FluentValue<'_> {
        (**self).value(lang)
    }
}

/// Declares a module's phrases: an enum whose variants are the messages of one catalog file,
/// their named fields the messages' variables.
///
/// ```ignore
/// phrases! {
///     /// The board's box.
///     pub enum BoardPhrase in "board" {
///         /// The box's title.
///         Title,
///         /// Estimates within `depth` plies.
///         HintsEstimate { depth: u32 },
///     }
/// }
/// ```
///
/// An enum declared elsewhere (a model's data, which cannot depend on the words) is made a
/// phrase the same way, its variants listed with their fields' names only:
///
/// ```ignore
/// phrases! {
///     impl Trouble in "bracket" {
///         NoTree,
///         ClosesNothing { bracket },
///     }
/// }
/// ```
#[macro_export]
macro_rules! phrases {
    (
        impl $name:ident $(<$lt:lifetime>)? in $file:literal {
            $($variant:ident $({ $($field:ident),* $(,)? })?),* $(,)?
        }
    ) => {
        impl $(<$lt>)? $crate::i18n::catalog::Catalogued for $name $(<$lt>)? {
            const FILE: &'static str = $file;
            const MESSAGES: &'static [(&'static str, &'static [&'static str])] = &[
                $((stringify!($variant), &[$($(stringify!($field)),*)?])),*
            ];

            fn id(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => stringify!($variant)),*
                }
            }

            #[allow(unused_mut)]
            fn args(&self, lang: $crate::i18n::Lang) -> fluent_bundle::FluentArgs<'_> {
                let mut args = fluent_bundle::FluentArgs::new();
                match self {
                    $(Self::$variant $({ $($field),* })? => {
                        $($(args.set(
                            stringify!($field),
                            $crate::i18n::catalog::Arg::value($field, lang),
                        );)*)?
                    })*
                }
                args
            }
        }

        /// Inside another phrase, said in that phrase's language.
        impl $(<$lt>)? $crate::i18n::catalog::Arg for $name $(<$lt>)? {
            fn value(&self, lang: $crate::i18n::Lang) -> fluent_bundle::FluentValue<'_> {
                fluent_bundle::FluentValue::from(lang.say(self))
            }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident $(<$lt:lifetime>)? in $file:literal {
            $(
                $(#[$variant_meta:meta])*
                $variant:ident $({ $($field:ident : $type:ty),* $(,)? })?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name $(<$lt>)? {
            $(
                $(#[$variant_meta])*
                $variant $({ $($field: $type),* })?
            ),*
        }

        $crate::phrases! {
            impl $name $(<$lt>)? in $file {
                $($variant $({ $($field),* })?),*
            }
        }
    };
}

/// The catalog files, each in English and in French, as the binary carries them.
macro_rules! catalog_files {
    ($($file:literal),* $(,)?) => {
        /// Every catalog file: its name, its English text, its French text.
        pub const FILES: &[(&str, &str, &str)] = &[$((
            $file,
            include_str!(concat!("../../assets/i18n/en/", $file, ".ftl")),
            include_str!(concat!("../../assets/i18n/fr/", $file, ".ftl")),
        )),*];
    };
}
catalog_files!(
    "answers",
    "board",
    "bracket",
    "generator",
    "refusals",
    "teacher",
    "tree",
);

/// One language's catalog: a bundle per file.
struct Catalog {
    bundles: Vec<(&'static str, FluentBundle<FluentResource>)>,
}

static CATALOGS: LazyLock<[Catalog; 2]> =
    LazyLock::new(|| [Catalog::of(Lang::En), Catalog::of(Lang::Fr)]);

impl Catalog {
    fn of(lang: Lang) -> Self {
        let bundles = FILES
            .iter()
            .map(|&(file, en, fr)| (file, bundle(lang, file, source(lang, en, fr))))
            .collect();
        Self { bundles }
    }

    fn bundle(&self, file: &str) -> Option<&FluentBundle<FluentResource>> {
        self.bundles
            .iter()
            .find(|(name, _)| *name == file)
            .map(|(_, bundle)| bundle)
    }
}

fn source(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// The bundle of `file` in `lang`: its messages, no isolation marks around the figures (a
/// terminal shows them as gaps), and `GROUPED` to write a figure with its thousands separator.
fn bundle(lang: Lang, file: &str, text: &'static str) -> FluentBundle<FluentResource> {
    let language = match lang {
        Lang::En => "en",
        Lang::Fr => "fr",
    };
    let mut bundle = FluentBundle::new_concurrent(vec![
        language.parse().expect("a language tag the catalog names"),
    ]);
    bundle.set_use_isolating(false);
    let separator = lang.words().thousands;
    bundle
        .add_function("GROUPED", move |positional, _named| match positional {
            [FluentValue::Number(n)] if n.value >= 0.0 => {
                FluentValue::from(crate::text::thousands(n.value as u64).replace(',', separator))
            }
            _ => FluentValue::Error,
        })
        .expect("GROUPED is added once");
    let resource = FluentResource::try_new(text.to_owned())
        .unwrap_or_else(|(_, errors)| panic!("assets/i18n/{language}/{file}.ftl: {errors:?}"));
    bundle
        .add_resource(resource)
        .unwrap_or_else(|errors| panic!("assets/i18n/{language}/{file}.ftl: {errors:?}"));
    bundle
}

/// `phrase` in `lang`: its message's value first, then each of its attributes (the shorter
/// forms, in the catalog's order). A message the catalog lacks (the tests rule it out) reads
/// as its name, so the screen shows what is missing rather than nothing.
pub fn forms<P: Catalogued>(lang: Lang, phrase: &P) -> Vec<String> {
    message_forms(lang, P::FILE, phrase.id(), &phrase.args(lang))
        .unwrap_or_else(|| vec![phrase.id().to_owned()])
}

/// The forms of message `id` of catalog file `file` in `lang` with `args` (its value, then its
/// attributes), or `None` where the file or the message is missing.
pub fn message_forms(lang: Lang, file: &str, id: &str, args: &FluentArgs) -> Option<Vec<String>> {
    let bundle = CATALOGS[lang as usize].bundle(file)?;
    let message = bundle.get_message(id)?;
    let mut errors = Vec::new();
    let forms = message
        .value()
        .into_iter()
        .chain(message.attributes().map(|attribute| attribute.value()))
        .map(|pattern| {
            bundle
                .format_pattern(pattern, Some(args), &mut errors)
                .into_owned()
        })
        .collect();
    Some(forms)
}

/// `phrase` in `lang`, its longest form.
pub fn say(lang: Lang, phrase: &impl Catalogued) -> String {
    forms(lang, phrase).into_iter().next().unwrap_or_default()
}

/// The parsed catalog file `file` of `lang`, for the tests that read it against the enums.
pub fn resource(lang: Lang, file: &str) -> Option<FluentResource> {
    FILES
        .iter()
        .find(|(name, _, _)| *name == file)
        .map(|&(_, en, fr)| {
            FluentResource::try_new(source(lang, en, fr).to_owned())
                .unwrap_or_else(|(resource, _)| resource)
        })
}
