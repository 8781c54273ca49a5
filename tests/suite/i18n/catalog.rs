//! The catalogs against the phrase enums: every message in both languages, no message more, no variable that is not its variant's field, French typography.

use std::fs;
use std::path::Path;

use crate::common::phrases::catalog::{file_resource, messages, pieces_used, texts};
use morpion::games::trees::Trouble;
use morpion::i18n::catalog::{Catalogued, FILES};
use morpion::i18n::{
    AnswerPhrase, BoardPhrase, Lang, NoTree, RefusalPhrase, TeacherPhrase, TreePhrase,
};

/// One phrase enum: its name, its catalog file and its variants with their fields.
type Enum = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static [&'static str])],
);

macro_rules! enums {
    ($($name:ident),* $(,)?) => {
        [$((stringify!($name), $name::FILE, $name::MESSAGES)),*]
    };
}

/// Every phrase enum of the catalogs (a test below reads the sources for any left out).
const ENUMS: [Enum; 7] = enums![
    AnswerPhrase,
    BoardPhrase,
    NoTree,
    RefusalPhrase,
    TeacherPhrase,
    TreePhrase,
    Trouble,
];

#[test]
fn every_phrase_enum_of_the_sources_is_checked_here() {
    let mut declared = Vec::new();
    collect_declared(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path(),
        &mut declared,
    );
    declared.sort();
    let mut checked: Vec<String> = ENUMS
        .iter()
        .map(|(name, _, _)| (*name).to_owned())
        .collect();
    checked.sort();
    assert_eq!(declared, checked);
}

/// The enums that `phrases!` declares in the files below `dir`.
fn collect_declared(dir: &Path, declared: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            collect_declared(&path, declared);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let source = fs::read_to_string(&path).expect("a source file");
            if !source.contains("crate::phrases! {") {
                continue;
            }
            for line in source.lines() {
                let words: Vec<&str> = line.split_whitespace().collect();
                if let ["pub", "enum", name, "in", _, "{"] | ["impl", name, "in", _, "{"] =
                    words.as_slice()
                {
                    declared.push((*name).to_owned());
                }
            }
        }
    }
}

#[test]
fn every_variant_has_its_message_in_both_languages_using_only_its_fields() {
    for lang in Lang::ALL {
        for (name, file, variants) in ENUMS {
            let written = messages(&file_resource(lang, file));
            for (variant, fields) in variants {
                let Some((_, variables)) = written.iter().find(|(id, _)| id == variant) else {
                    panic!("{lang:?}: {file}.ftl has no message {variant} ({name})");
                };
                for variable in variables {
                    assert!(
                        fields.contains(&variable.as_str()),
                        "{lang:?}: {file}.ftl {variant} uses ${variable}, not a field of {name}::{variant}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_field_is_used_by_one_language_at_least() {
    for (name, file, variants) in ENUMS {
        for (variant, fields) in variants {
            for field in *fields {
                let used = Lang::ALL.iter().any(|&lang| {
                    messages(&file_resource(lang, file))
                        .iter()
                        .any(|(id, variables)| {
                            id == variant && variables.iter().any(|v| v == field)
                        })
                });
                assert!(
                    used,
                    "{name}::{variant}'s field {field} is in no language's {file}.ftl"
                );
            }
        }
    }
}

#[test]
fn every_message_of_the_catalogs_is_a_variant_or_a_piece_one_uses() {
    for (file, _, _) in FILES {
        for lang in Lang::ALL {
            let resource = file_resource(lang, file);
            let pieces = pieces_used(&resource);
            for (id, _) in messages(&resource) {
                if id.starts_with(|c: char| c.is_ascii_lowercase()) {
                    assert!(
                        pieces.contains(&id),
                        "{lang:?}: {file}.ftl's piece {id} is used by no message"
                    );
                    continue;
                }
                assert!(
                    ENUMS
                        .iter()
                        .any(|(_, enum_file, variants)| *enum_file == *file
                            && variants.iter().any(|(variant, _)| *variant == id)),
                    "{lang:?}: {file}.ftl's message {id} is no enum's variant"
                );
            }
        }
    }
}

#[test]
fn french_has_a_no_break_space_before_two_part_punctuation() {
    for (file, _, _) in FILES {
        for text in texts(&file_resource(Lang::Fr, file)) {
            for mark in [':', ';', '!', '?', '%'] {
                assert!(
                    !text.contains(&format!(" {mark}")),
                    "fr/{file}.ftl: a plain space before {mark} in {text:?}"
                );
            }
        }
    }
}

#[test]
fn a_figure_and_a_plural_read_the_same_way_in_the_board_phrases() {
    let solving = |positions| BoardPhrase::Solving {
        move_name: "b2".to_owned(),
        positions,
    };
    assert_eq!(
        Lang::En.forms(&solving(1)),
        ["solving b2: 1 position", "solving b2: 1", "solving b2"]
    );
    assert_eq!(
        Lang::En.forms(&solving(2787)),
        [
            "solving b2: 2,787 positions",
            "solving b2: 2,787",
            "solving b2"
        ]
    );
    assert_eq!(
        Lang::Fr.forms(&solving(2787)),
        [
            "solveur, b2\u{a0}: 2\u{a0}787 positions",
            "solveur, b2\u{a0}: 2\u{a0}787",
            "solveur, b2"
        ]
    );
    assert_eq!(
        Lang::En.forms(&BoardPhrase::HintsEstimate {
            depth: 1,
            scale: 10
        }),
        [
            "Hints: 1-ply estimates ÷10",
            "Hints: 1 ply ÷10",
            "Hints ÷10"
        ]
    );
}
