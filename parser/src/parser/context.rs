//! Grammar parameters and context flags ([Yield], [Await], [In], [Return], strictness,
//! what `super`/`new.target`/`arguments` may do) as one bit set.

/// A set of context flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Ctx(u32);

impl Ctx {
    /// Strict mode code.
    pub(crate) const STRICT: Ctx = Ctx(1);
    /// Module goal.
    pub(crate) const MODULE: Ctx = Ctx(1 << 1);
    /// [+Yield]: `yield` is an operator (generator body and parameters).
    pub(crate) const YIELD: Ctx = Ctx(1 << 2);
    /// [+Await]: `await` is an operator (async body and parameters, module top level).
    pub(crate) const AWAIT: Ctx = Ctx(1 << 3);
    /// [+Return]: inside a function body.
    pub(crate) const RETURN: Ctx = Ctx(1 << 4);
    /// `new.target` is allowed (inside a non-arrow function, field or static block).
    pub(crate) const NEW_TARGET: Ctx = Ctx(1 << 5);
    /// `super(...)` is allowed (derived class constructor).
    pub(crate) const SUPER_CALL: Ctx = Ctx(1 << 6);
    /// `super.x` is allowed (methods, accessors, fields, static blocks).
    pub(crate) const SUPER_PROP: Ctx = Ctx(1 << 7);
    /// `arguments` is forbidden (class field initializers and static blocks).
    pub(crate) const NO_ARGUMENTS: Ctx = Ctx(1 << 8);
    /// Directly in a class static block: `await` is reserved.
    pub(crate) const STATIC_BLOCK: Ctx = Ctx(1 << 9);
    /// In formal parameters: YieldExpression and AwaitExpression are errors.
    pub(crate) const IN_PARAMS: Ctx = Ctx(1 << 10);
    /// In a class field initializer: YieldExpression and AwaitExpression are errors.
    pub(crate) const FIELD_INIT: Ctx = Ctx(1 << 11);
    /// [~In]: the `in` operator is not allowed (for-statement heads).
    pub(crate) const NO_IN: Ctx = Ctx(1 << 12);
    /// Inside an iteration statement (unlabelled `continue` and `break` allowed).
    pub(crate) const IN_ITERATION: Ctx = Ctx(1 << 13);
    /// Inside a switch (unlabelled `break` allowed).
    pub(crate) const IN_SWITCH: Ctx = Ctx(1 << 14);
    /// The statement list of the Script or Module itself.
    pub(crate) const TOP_LEVEL: Ctx = Ctx(1 << 15);
    /// Inside a function body (of any kind, including arrows), static block or field.
    pub(crate) const IN_FUNCTION: Ctx = Ctx(1 << 16);

    /// Directly after `export default`: a function or class declaration may be anonymous.
    pub(crate) const DEFAULT_EXPORT: Ctx = Ctx(1 << 17);

    /// Directly in the statements of a `case` / `default` clause (no `using` there).
    pub(crate) const IN_CASE: Ctx = Ctx(1 << 18);

    /// No flags.
    pub(crate) const fn empty() -> Ctx {
        Ctx(0)
    }

    /// All flags of `other` are set.
    #[inline]
    pub(crate) const fn has(self, other: Ctx) -> bool {
        self.0 & other.0 == other.0
    }

    /// `self` with `other`'s flags set or cleared.
    #[inline]
    pub(crate) const fn with(self, other: Ctx, on: bool) -> Ctx {
        if on { Ctx(self.0 | other.0) } else { Ctx(self.0 & !other.0) }
    }

    /// `self` without `other`'s flags.
    #[inline]
    pub(crate) const fn without(self, other: Ctx) -> Ctx {
        Ctx(self.0 & !other.0)
    }

    /// Only the flags also in `other`.
    #[inline]
    pub(crate) const fn only(self, other: Ctx) -> Ctx {
        Ctx(self.0 & other.0)
    }
}

impl std::ops::BitOr for Ctx {
    type Output = Ctx;
    fn bitor(self, rhs: Ctx) -> Ctx {
        Ctx(self.0 | rhs.0)
    }
}
