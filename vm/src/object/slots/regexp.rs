//! The internal slots of a RegExp instance (ECMA-262
//! sec-properties-of-regexp-instances): the compiled matcher, shared by the instances
//! with the same source and flags, and the legacy-features flag of Annex B.

use std::rc::Rc;

use crate::regexp_matcher::Matcher;

/// The internal slots of a RegExp instance.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct RegExpData {
    /// [[RegExpMatcher]] with [[OriginalSource]] and [[OriginalFlags]]; `None` between
    /// RegExpAlloc and RegExpInitialize.
    pub(crate) matcher: Option<Rc<Matcher>>,
    /// [[LegacyFeaturesEnabled]] (Annex B): created by %RegExp% itself, not a subclass.
    pub(crate) legacy: bool,
}
