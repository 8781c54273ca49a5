//! The key table per game and context: every game's rows answer each key once in each context,
//! its footer hints come from its own rows, and what the rows say matches what the keys do.

use morpion::i18n::{EN, FR};
use morpion::tui::footer_hints;
use morpion::tui::keymap::{
    Context, Controls, DigitFor, HelpPage, Key, Keys, MOST_BINDINGS, Trigger, action_for_key,
};
use morpion::tui::layout::Areas;
use morpion::tui::{
    Action, AutoplayAction, ChromeAction, Direction, ExplorerAction, GameAction, HintsAction,
    PracticeAction, SettingsAction, TechniquesAction,
};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const GAMES: [Controls; 4] = [
    Controls::Keypad,
    Controls::Cells,
    Controls::Columns(7),
    Controls::Takes,
];
const CONTEXTS: [Context; 10] = [
    Context::Play,
    Context::TwoPlayers,
    Context::Watch,
    Context::Explorer,
    Context::Techniques,
    Context::Setup,
    Context::Results,
    Context::Lesson,
    Context::LessonExercise,
    Context::LessonDepthExercise,
];

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn every_keys() -> impl Iterator<Item = Keys> {
    GAMES.into_iter().flat_map(|controls| {
        CONTEXTS
            .into_iter()
            .map(move |context| Keys { controls, context })
    })
}

#[test]
fn no_key_is_bound_twice_within_a_game_and_context() {
    for keys in every_keys() {
        let bound: Vec<Key> = keys.bindings().flat_map(|b| b.keys.to_vec()).collect();
        for (i, key) in bound.iter().enumerate() {
            assert!(!bound[i + 1..].contains(key), "{keys:?}: {key:?} twice");
        }
    }
}

#[test]
fn each_game_has_its_own_move_keys_and_shares_the_rest() {
    let rows = |c: Controls| Keys::play(c).bindings().count();
    assert_eq!(
        [
            rows(Controls::Keypad),
            rows(Controls::Cells),
            rows(Controls::Columns(7)),
            rows(Controls::Takes)
        ],
        // Four rows besides the move keys' belong to the player's files and the setup
        // screen (b, f, S, R); one is practice's (x), one the lessons' (L).
        [35, 35, 33, 33]
    );
    assert_eq!(
        MOST_BINDINGS, 18,
        "the help popup makes room for the longest"
    );
    let digit_rows = |c: Controls| {
        Keys::play(c)
            .bindings()
            .filter(|b| b.trigger == Trigger::Digit(DigitFor::Game))
            .map(|b| {
                let text = b.words(&EN).expect("a digit row has words");
                (
                    c.text(text.label).into_owned(),
                    c.text(text.description).into_owned(),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        digit_rows(Controls::Keypad),
        [(
            "1 … 9".to_owned(),
            "play a 3×3 cell: 1 top-left, 5 centre, 9 bottom-right".to_owned()
        )]
    );
    // On other boards a digit only answers why it plays nothing: no help row, no hint.
    assert!(
        Keys::play(Controls::Cells)
            .bindings()
            .filter(|b| b.trigger == Trigger::Digit(DigitFor::Game))
            .all(|b| b.words(&EN).is_none() && !b.listed)
    );
    assert_eq!(
        digit_rows(Controls::Columns(5)),
        [(
            "1 … 5".to_owned(),
            "drop a piece in that column: 1 leftmost, 5 rightmost".to_owned()
        )]
    );
    assert_eq!(
        digit_rows(Controls::Takes),
        [(
            "1 2 3".to_owned(),
            "take that many bones at once".to_owned()
        )]
    );
}

#[test]
fn the_help_of_every_game_and_context_fits_the_smallest_screen() {
    for keys in every_keys() {
        for page in [HelpPage::Keys, HelpPage::More] {
            let rows = keys.help_rows(page, &EN).count();
            assert_eq!(keys.help_rows(page, &FR).count(), rows, "{keys:?}");
            assert!(rows <= MOST_BINDINGS, "{keys:?}");
        }
    }
    // The smallest 3×3 screen is 20 rows: the help's keys and borders fit it.
    let tic_tac_toe =
        morpion::games::playable::Playable::from(morpion::games::mnk::Mnk::tic_tac_toe());
    let fits =
        |height| Areas::compute(ratatui::layout::Rect::new(0, 0, 76, height), &tic_tac_toe).is_ok();
    assert!(fits(20) && !fits(19));
    assert_eq!(MOST_BINDINGS + 2, 20);
    // Each row of either page fits one line of the narrowest help popup (72 columns: borders and padding
    // leave 68, the labels' column and two spaces take 14 in English, 15 in French).
    for words in [&EN, &FR] {
        for (keys, page) in
            every_keys().flat_map(|keys| [(keys, HelpPage::Keys), (keys, HelpPage::More)])
        {
            let rows: Vec<_> = keys.help_rows(page, words).collect();
            let labels = rows
                .iter()
                .map(|(l, _)| l.chars().count())
                .max()
                .unwrap_or(0);
            let room = 68 - labels.max(12) - 2;
            for (_, description) in rows {
                assert!(description.chars().count() <= room, "{description}");
            }
        }
    }
}

#[test]
fn footers_name_the_keys_of_their_game_and_context() {
    let footer = |keys: Keys| keys.hints(&EN).collect::<Vec<_>>().join("  ");
    let shared = "p pruning  d depth  t tree  i hints  c compare  u/r undo  e eval  v mode  n new  s swap  ? help  q quit";
    assert_eq!(
        footer(Keys::play(Controls::Keypad)),
        format!("←↓↑→ move  Enter/1-9 play  {shared}")
    );
    assert_eq!(
        footer(Keys::play(Controls::Cells)),
        format!("←↓↑→ move  Enter play  {shared}"),
        "digits play only on 3×3"
    );
    assert_eq!(
        footer(Keys::play(Controls::Columns(7))),
        format!("←→ column  Enter/1-7 drop  {shared}")
    );
    assert_eq!(
        footer(Keys::play(Controls::Columns(3))),
        format!("←→ column  Enter/1-3 drop  {shared}")
    );
    assert_eq!(
        footer(Keys::play(Controls::Takes)),
        format!("←→ choose  Enter/1-3 take  {shared}")
    );
    let watching = Keys {
        controls: Controls::Keypad,
        context: Context::Watch,
    };
    assert_eq!(
        footer(watching),
        "Space pause  → step  [/] speed  p pruning  d depth  t tree  c compare  u/r undo  e eval  v who plays  n new  s swap  ? help  q quit"
    );
    let tree = Keys {
        controls: Controls::Takes,
        context: Context::Explorer,
    };
    assert_eq!(
        footer(tree),
        "↑↓ select  Enter/→ open  ← close  x save .dot  t/Esc leave  w steps  ? help  q quit"
    );
    let techniques = Keys {
        controls: Controls::Columns(7),
        context: Context::Techniques,
    };
    assert_eq!(footer(techniques), "c/Esc close  ? help  q quit");
    // Between two players the AI only shows its work: the footer leaves out the keys of its
    // own search (they still set what hints and the comparison search with).
    for (controls, moves) in [
        (Controls::Keypad, "←↓↑→ move  Enter/1-9 play"),
        (Controls::Cells, "←↓↑→ move  Enter play"),
        (Controls::Columns(7), "←→ column  Enter/1-7 drop"),
        (Controls::Takes, "←→ choose  Enter/1-3 take"),
    ] {
        let two_players = Keys {
            controls,
            context: Context::TwoPlayers,
        };
        assert_eq!(
            footer(two_players),
            format!("{moves}  i hints  c compare  u/r undo  v mode  n new  s swap  ? help  q quit")
        );
        let action = |code| action_for_key(&press(code), false, two_players);
        assert_eq!(
            action(KeyCode::Char('d')),
            Some(Action::Settings(SettingsAction::ToggleDepthLimit))
        );
        assert_eq!(
            action(KeyCode::Char('i')),
            Some(Action::Hints(HintsAction::Toggle))
        );
        assert_eq!(
            action(KeyCode::Char('5')),
            Some(Action::Game(GameAction::PlayDigit(5)))
        );
    }
}

/// The keys of a footer line: the first word of each hint.
fn footer_keys(hints: &[std::borrow::Cow<'static, str>]) -> Vec<String> {
    hints
        .iter()
        .map(|h| h.split(' ').next().unwrap_or("").replace("Échap", "Esc"))
        .map(|key| key.replace("Entrée", "Enter").replace("Espace", "Space"))
        .collect()
}

#[test]
fn the_footer_offers_the_same_keys_in_both_languages_at_every_width() {
    for keys in every_keys() {
        for width in 20..=220 {
            let english = footer_hints(keys, &EN, width, false);
            let french = footer_hints(keys, &FR, width, false);
            assert_eq!(
                footer_keys(&english),
                footer_keys(&french),
                "{keys:?} at {width} columns"
            );
            // Past what fits, only the hints that always show: help, quit, and how to leave
            // what is open.
            for (hints, words) in [(&english, &EN), (&french, &FR)] {
                let used: usize = hints.iter().map(|h| h.chars().count() + 2).sum();
                let always = footer_hints(keys, words, 0, false);
                assert!(
                    used <= width || *hints == always,
                    "{keys:?} at {width}: {hints:?}"
                );
                assert!(always.len() <= 3, "{keys:?}: {always:?}");
            }
        }
    }
    // At 120 columns, the tester's Connect Four footer: e and v in both languages.
    let connect_four = Keys::play(Controls::Columns(7));
    assert_eq!(
        footer_hints(connect_four, &FR, 120, false).join("  "),
        "←→ col.  Entrée/1-7 jouer  p élagage  d prof.  t arbre  i indices  c comparer  u/r annuler  e éval.  ? aide  q quitter"
    );
    assert_eq!(
        footer_hints(connect_four, &EN, 120, false).join("  "),
        "←→ column  Enter/1-7 drop  p pruning  d depth  t tree  i hints  c compare  u/r undo  e eval  ? help  q quit"
    );
}

#[test]
fn up_and_down_move_only_over_cells_and_the_rest_is_common() {
    for controls in GAMES {
        let action = |code| action_for_key(&press(code), false, Keys::play(controls));
        let vertical = matches!(controls, Controls::Keypad | Controls::Cells);
        assert_eq!(
            action(KeyCode::Up),
            vertical.then_some(Action::Game(GameAction::MoveCursor(Direction::Up))),
            "{controls:?}"
        );
        assert_eq!(
            action(KeyCode::Char('j')),
            vertical.then_some(Action::Game(GameAction::MoveCursor(Direction::Down))),
            "{controls:?}"
        );
        assert_eq!(
            action(KeyCode::Left),
            Some(Action::Game(GameAction::MoveCursor(Direction::Left)))
        );
        assert_eq!(
            action(KeyCode::Char('l')),
            Some(Action::Game(GameAction::MoveCursor(Direction::Right)))
        );
        assert_eq!(
            action(KeyCode::Enter),
            Some(Action::Game(GameAction::PlayCursor))
        );
        assert_eq!(
            action(KeyCode::Char('7')),
            Some(Action::Game(GameAction::PlayDigit(7)))
        );
        assert_eq!(
            action(KeyCode::Char('p')),
            Some(Action::Settings(SettingsAction::TogglePruning))
        );
        assert_eq!(
            action(KeyCode::Char('s')),
            Some(Action::Game(GameAction::SwapStarter))
        );
        assert_eq!(
            action(KeyCode::Char('t')),
            Some(Action::Explorer(ExplorerAction::Open))
        );
        assert_eq!(
            action(KeyCode::Char('i')),
            Some(Action::Hints(HintsAction::Toggle))
        );
        assert_eq!(
            action(KeyCode::Char('c')),
            Some(Action::Techniques(TechniquesAction::Show))
        );
        assert_eq!(
            action(KeyCode::Char('u')),
            Some(Action::Game(GameAction::Undo))
        );
        assert_eq!(
            action(KeyCode::Char('r')),
            Some(Action::Game(GameAction::Redo))
        );
        assert_eq!(
            action(KeyCode::Char('v')),
            Some(Action::Game(GameAction::CycleMode))
        );
        assert_eq!(
            action(KeyCode::Esc),
            Some(Action::Game(GameAction::PlayNow))
        );
        assert_eq!(
            action(KeyCode::Char('x')),
            Some(Action::Practice(PracticeAction::Open))
        );
        assert_eq!(action(KeyCode::Char('y')), None);
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        for context in CONTEXTS {
            let keys = Keys { controls, context };
            assert_eq!(
                action_for_key(&ctrl_c, true, keys),
                Some(Action::Chrome(ChromeAction::Quit))
            );
            assert_eq!(
                action_for_key(&press(KeyCode::Char('q')), false, keys),
                Some(Action::Chrome(ChromeAction::Quit))
            );
        }
    }
}

#[test]
fn each_context_has_its_own_meaning_for_the_same_keys() {
    let action = |context, code| {
        action_for_key(
            &press(code),
            false,
            Keys {
                controls: Controls::Keypad,
                context,
            },
        )
    };
    // The arrows: the cursor, the next AI move, the tree's rows, nothing.
    assert_eq!(
        action(Context::Play, KeyCode::Right),
        Some(Action::Game(GameAction::MoveCursor(Direction::Right)))
    );
    assert_eq!(
        action(Context::Watch, KeyCode::Right),
        Some(Action::Autoplay(AutoplayAction::StepOnce))
    );
    assert_eq!(
        action(Context::Explorer, KeyCode::Right),
        Some(Action::Explorer(ExplorerAction::Expand))
    );
    assert_eq!(action(Context::Techniques, KeyCode::Right), None);
    assert_eq!(
        action(Context::Explorer, KeyCode::Up),
        Some(Action::Explorer(ExplorerAction::Up))
    );
    assert_eq!(action(Context::Watch, KeyCode::Up), None);
    // Space and Enter: play, pause, open, nothing.
    assert_eq!(
        action(Context::Play, KeyCode::Char(' ')),
        Some(Action::Game(GameAction::PlayCursor))
    );
    assert_eq!(
        action(Context::Watch, KeyCode::Char(' ')),
        Some(Action::Autoplay(AutoplayAction::TogglePause))
    );
    assert_eq!(
        action(Context::Explorer, KeyCode::Enter),
        Some(Action::Explorer(ExplorerAction::Expand))
    );
    // Esc: play now, leave the tree, close the comparison.
    assert_eq!(
        action(Context::Watch, KeyCode::Esc),
        Some(Action::Game(GameAction::PlayNow))
    );
    assert_eq!(
        action(Context::Explorer, KeyCode::Esc),
        Some(Action::Explorer(ExplorerAction::Close))
    );
    assert_eq!(
        action(Context::Techniques, KeyCode::Esc),
        Some(Action::Techniques(TechniquesAction::Close))
    );
    // t and c close what they opened; x only writes a tree; digits only play.
    assert_eq!(
        action(Context::Explorer, KeyCode::Char('t')),
        Some(Action::Explorer(ExplorerAction::Close))
    );
    assert_eq!(
        action(Context::Techniques, KeyCode::Char('c')),
        Some(Action::Techniques(TechniquesAction::Close))
    );
    assert_eq!(
        action(Context::Explorer, KeyCode::Char('x')),
        Some(Action::Explorer(ExplorerAction::ExportDot))
    );
    assert_eq!(action(Context::Explorer, KeyCode::Char('5')), None);
    assert_eq!(action(Context::Watch, KeyCode::Char('5')), None);
    // Settings keys do not reach the explorer or the comparison (their tree would go stale).
    assert_eq!(action(Context::Explorer, KeyCode::Char('p')), None);
    assert_eq!(action(Context::Techniques, KeyCode::Char('d')), None);
    // Hints are for a person's turn.
    assert_eq!(action(Context::Watch, KeyCode::Char('i')), None);
    assert_eq!(
        action(Context::Watch, KeyCode::Char('[')),
        Some(Action::Autoplay(AutoplayAction::Slower))
    );
    assert_eq!(
        action(Context::Watch, KeyCode::Char(']')),
        Some(Action::Autoplay(AutoplayAction::Faster))
    );
}

#[test]
fn the_help_explains_each_context_in_lines_that_never_wrap() {
    // The narrowest popup (76 columns wide screen) has 68 columns inside.
    for words in [&EN, &FR] {
        for lines in [
            words.help.panel,
            words.help.tree,
            words.help.techniques,
            words.steps.help,
        ] {
            for line in lines {
                assert!(line.chars().count() <= 68, "{line}");
            }
        }
    }
}
