//! The overlays: what is drawn over or beside the board on demand — the explorer, the hints,
//! the technique table, the help and glossary popups — and whether each is showing.

use crate::analysis::TechniqueTable;
use crate::engine::SearchSettings;
use crate::games::playable::Playable;
use crate::tui::explorer::state::ExplorerView;
use crate::tui::hints::{ExactHints, Hints, Searched};
use crate::tui::keymap::HelpPage;
use crate::tui::techniques::state::TechniquesView;

/// Which overlays are showing, with what they show that is not a study's result.
#[derive(Debug)]
pub(super) struct Overlays {
    tree: ExplorerView,
    hints: Hints,
    techniques: Option<TechniquesView>,
    /// The help's page showing, if the help is open.
    help: Option<HelpPage>,
    glossary_open: bool,
    /// The glossary's first entry in sight.
    glossary_top: usize,
}

impl Default for Overlays {
    fn default() -> Self {
        Self {
            tree: ExplorerView::Closed,
            hints: Hints::default(),
            techniques: None,
            help: None,
            glossary_open: false,
            glossary_top: 0,
        }
    }
}

impl Overlays {
    pub(in crate::tui) fn open_help(&mut self) {
        self.help = Some(HelpPage::Keys);
    }

    /// Shows the help's other page (the help is open and has two).
    pub(in crate::tui) fn turn_help_page(&mut self) {
        self.help = match self.help {
            Some(HelpPage::Keys) => Some(HelpPage::More),
            Some(HelpPage::More) => Some(HelpPage::Keys),
            None => None,
        };
    }

    pub(in crate::tui) fn open_glossary(&mut self) {
        self.glossary_open = true;
        self.glossary_top = 0;
    }

    /// Shows the glossary from its entry `top` on.
    pub(in crate::tui) fn scroll_glossary(&mut self, top: usize) {
        self.glossary_top = top;
    }

    /// Closes the popup open: the help or the glossary.
    pub(in crate::tui) fn close_help(&mut self) {
        self.help = None;
        self.glossary_open = false;
    }

    pub(super) fn set_tree(&mut self, view: ExplorerView) {
        self.tree = view;
    }

    /// `i`: hints on or off; returns whether they are now on.
    pub(super) fn toggle_hints(&mut self) -> bool {
        self.hints.on = !self.hints.on;
        self.hints.on
    }

    /// The textbook search's values of a position, for the hints.
    pub(super) fn show_hints(&mut self, searched: Searched) {
        self.hints.searched = Some(searched);
    }

    /// The exact hints (the book's and the solver's values, and the solve wanted).
    pub(super) fn exact_hints_mut(&mut self) -> &mut ExactHints {
        &mut self.hints.exact
    }

    /// The hints of `position` under `settings` passed their position budget.
    pub(super) fn hints_too_big(&mut self, position: Playable, settings: SearchSettings) {
        self.hints.too_big = Some((position, settings));
    }

    pub(super) fn open_techniques(&mut self, view: TechniquesView) {
        self.techniques = Some(view);
    }

    /// Closes the technique table; returns it as it was.
    pub(super) fn close_techniques(&mut self) -> Option<TechniquesView> {
        self.techniques.take()
    }

    /// The technique table's study finished: every row is in.
    pub(super) fn techniques_found(&mut self, table: TechniqueTable<usize>) {
        if let Some(view) = &mut self.techniques {
            view.table = Some(table);
        }
    }

    /// The help's page showing, if the help is open.
    pub(super) fn help_page(&self) -> Option<HelpPage> {
        self.help
    }

    pub(super) fn glossary_open(&self) -> bool {
        self.glossary_open
    }

    pub(super) fn glossary_top(&self) -> usize {
        self.glossary_top
    }

    /// A popup is open (the help or the glossary): the next key closes it.
    pub(super) fn popup_open(&self) -> bool {
        self.help.is_some() || self.glossary_open
    }

    pub(super) fn tree(&self) -> ExplorerView {
        self.tree
    }

    pub(super) fn hints_on(&self) -> bool {
        self.hints.on
    }

    /// The hints: their values worked out so far, for whatever position they were for.
    pub(super) fn hints(&self) -> &Hints {
        &self.hints
    }

    /// Whether the hints of `position` under `settings` were too big to work out.
    pub(super) fn hints_too_big_for(&self, position: &Playable, settings: &SearchSettings) -> bool {
        self.hints
            .too_big
            .as_ref()
            .is_some_and(|(p, s)| p == position && s == settings)
    }

    pub(super) fn techniques(&self) -> Option<&TechniquesView> {
        self.techniques.as_ref()
    }
}
