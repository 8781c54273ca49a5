//! Why a text is not a tree in the bracket form ([`Trouble`], the model's data), worded in `assets/i18n/*/bracket.ftl` for the command line and the teacher's view.

use std::fmt;

use super::Lang;
use crate::games::trees::{BracketError, Trouble};

crate::phrases! {
    impl Trouble in "bracket" {
        NoTree,
        RootIsLeaf,
        CloseBeforeTree { bracket },
        SideBeforeTree { side },
        MoreAfterEnd,
        ClosesNothing { bracket },
        WrongClose { bracket, opened, closing },
        EmptyBrackets,
        SideAgain,
        NeverClosed { opened, more, closing },
        TooManyNodes { most },
        TooDeep { most },
        NotAWord { word },
        NoDigits { word },
        TooLarge { word, most },
    }
}

impl fmt::Display for BracketError {
    /// In English, as the command line reports it: the trouble, then where.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (at character {})",
            Lang::En.say(&self.trouble),
            self.at
        )
    }
}
