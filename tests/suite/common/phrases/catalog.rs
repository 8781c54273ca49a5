//! Every message of the catalogs, each form, with sample figures in place of its variables: what the tests compare between the languages, as they do the tables' phrases.

use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use morpion::i18n::Lang;
use morpion::i18n::catalog::{FILES, message_forms, resource};

/// The figures every variable takes in turn (all at once), so that each plural shows.
const SAMPLES: [u32; 4] = [0, 1, 2, 7];

/// The forms a message is read in: its value and up to three shorter ones (a message with
/// fewer repeats its shortest), so that both languages give as many texts in the same order.
const FORMS: usize = 4;

/// Plural categories, which the sample figures select; other names a selector's variants
/// take are choices (an enum's variants), each read in turn.
const PLURALS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Every form of every message of every catalog file in `lang`, once per sample figure, then
/// once per choice its variables select on (with the figure 2 elsewhere), the messages in the
/// order of their names.
pub fn catalog_texts(lang: Lang) -> Vec<String> {
    let mut all = Vec::new();
    for (file, _, _) in FILES {
        let mut written = messages(&file_resource(lang, file));
        written.sort();
        // The choices of both languages, so that both read as many texts.
        let both: Vec<FluentResource> = Lang::ALL.map(|l| file_resource(l, file)).into();
        let choices: Vec<(String, String)> = both.iter().flat_map(choices).collect();
        for (id, variables) in written {
            let mut read = |args: &FluentArgs| {
                let forms = message_forms(lang, file, &id, args).unwrap_or_default();
                assert!(
                    forms.len() <= FORMS,
                    "{file}.ftl {id}: more forms than read here"
                );
                let last = forms.last().cloned().unwrap_or_default();
                all.extend(
                    (0..FORMS).map(|i| forms.get(i).cloned().unwrap_or_else(|| last.clone())),
                );
            };
            for sample in SAMPLES {
                let mut args = FluentArgs::new();
                for variable in &variables {
                    args.set(variable.clone(), sample);
                }
                read(&args);
            }
            let mut chosen: Vec<&(String, String)> = choices
                .iter()
                .filter(|(variable, _)| {
                    both.iter().any(|r| {
                        messages(r)
                            .iter()
                            .any(|(m, used)| *m == id && used.contains(variable))
                    })
                })
                .collect();
            chosen.sort();
            chosen.dedup();
            for (choice_variable, choice) in chosen {
                let mut args = FluentArgs::new();
                for variable in &variables {
                    args.set(variable.clone(), 2);
                }
                args.set(choice_variable.clone(), choice.clone());
                read(&args);
            }
        }
    }
    all
}

/// The choices `resource`'s selectors name: each variable selected on and a variant's name
/// that is no plural category.
fn choices(resource: &FluentResource) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let patterns = resource.entries().flat_map(|entry| match entry {
        Entry::Message(message) => message
            .attributes
            .iter()
            .map(|attribute| &attribute.value)
            .chain(&message.value)
            .collect(),
        _ => Vec::new(),
    });
    for pattern in patterns {
        pattern_choices(pattern, &mut found);
    }
    found
}

fn pattern_choices(pattern: &Pattern<&str>, found: &mut Vec<(String, String)>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable {
            expression: Expression::Select { selector, variants },
        } = element
        {
            for variant in variants {
                if let (InlineExpression::VariableReference { id }, VariantKey::Identifier { name }) =
                    (selector, &variant.key)
                    && !PLURALS.contains(name)
                {
                    found.push((id.name.to_owned(), (*name).to_owned()));
                }
                pattern_choices(&variant.value, found);
            }
        }
    }
}

/// Catalog file `file` of `lang`, parsed.
pub fn file_resource(lang: Lang, file: &str) -> FluentResource {
    resource(lang, file).unwrap_or_else(|| panic!("no catalog file {file}"))
}

/// Each message of `resource` and the variables its value and attributes use, those of the
/// pieces it refers to (messages named in lower case, which see the same variables) included.
pub fn messages(resource: &FluentResource) -> Vec<(String, Vec<String>)> {
    let direct: Vec<(String, Vec<String>)> = resource
        .entries()
        .filter_map(|entry| match entry {
            Entry::Message(message) => {
                let mut names = Vec::new();
                let patterns = message
                    .value
                    .iter()
                    .chain(message.attributes.iter().map(|attribute| &attribute.value));
                for pattern in patterns {
                    pattern_variables(pattern, &mut names);
                }
                Some((message.id.name.to_owned(), names))
            }
            _ => None,
        })
        .collect();
    // A reference is kept as "@name" among the variables, then replaced by that message's.
    let resolve = |names: &[String]| {
        let mut variables: Vec<String> = Vec::new();
        let mut todo: Vec<String> = names.to_vec();
        let mut seen: Vec<String> = Vec::new();
        while let Some(name) = todo.pop() {
            match name.strip_prefix('@') {
                Some(piece) if !seen.iter().any(|s| s == piece) => {
                    seen.push(piece.to_owned());
                    if let Some((_, more)) = direct.iter().find(|(id, _)| id == piece) {
                        todo.extend(more.iter().cloned());
                    }
                }
                Some(_) => {}
                None => variables.push(name),
            }
        }
        variables.sort();
        variables.dedup();
        variables
    };
    direct
        .iter()
        .map(|(id, names)| (id.clone(), resolve(names)))
        .collect()
}

/// The pieces (messages named in lower case) that `resource`'s messages refer to.
pub fn pieces_used(resource: &FluentResource) -> Vec<String> {
    let mut names = Vec::new();
    for entry in resource.entries() {
        if let Entry::Message(message) = entry {
            for pattern in message
                .value
                .iter()
                .chain(message.attributes.iter().map(|attribute| &attribute.value))
            {
                pattern_variables(pattern, &mut names);
            }
        }
    }
    names
        .iter()
        .filter_map(|name| name.strip_prefix('@').map(str::to_owned))
        .collect()
}

/// The text of `resource`'s messages and terms (every text element, the variants' too).
pub fn texts(resource: &FluentResource) -> Vec<String> {
    let mut all = Vec::new();
    for entry in resource.entries() {
        let patterns: Vec<&Pattern<&str>> = match entry {
            Entry::Message(message) => message
                .value
                .iter()
                .chain(message.attributes.iter().map(|attribute| &attribute.value))
                .collect(),
            Entry::Term(term) => std::iter::once(&term.value)
                .chain(term.attributes.iter().map(|attribute| &attribute.value))
                .collect(),
            _ => Vec::new(),
        };
        for pattern in patterns {
            pattern_texts(pattern, &mut all);
        }
    }
    all
}

fn pattern_variables(pattern: &Pattern<&str>, variables: &mut Vec<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, variables);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, variables: &mut Vec<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, variables);
            for variant in variants {
                pattern_variables(&variant.value, variables);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, variables),
    }
}

/// The variables an inline expression uses: its own, and those given to a function or a term
/// (a term's own variables are its arguments', not the message's).
fn inline_variables(inline: &InlineExpression<&str>, variables: &mut Vec<String>) {
    let arguments = match inline {
        InlineExpression::VariableReference { id } => {
            variables.push(id.name.to_owned());
            return;
        }
        InlineExpression::MessageReference { id, .. } => {
            variables.push(format!("@{}", id.name));
            return;
        }
        InlineExpression::FunctionReference { arguments, .. } => Some(arguments),
        InlineExpression::TermReference { arguments, .. } => arguments.as_ref(),
        InlineExpression::Placeable { expression } => {
            expression_variables(expression, variables);
            return;
        }
        _ => None,
    };
    for argument in arguments.into_iter().flat_map(|arguments| {
        arguments
            .positional
            .iter()
            .chain(arguments.named.iter().map(|named| &named.value))
    }) {
        inline_variables(argument, variables);
    }
}

fn pattern_texts(pattern: &Pattern<&str>, texts: &mut Vec<String>) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => texts.push((*value).to_owned()),
            PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } => {
                for variant in variants {
                    pattern_texts(&variant.value, texts);
                }
            }
            PatternElement::Placeable { .. } => {}
        }
    }
}
