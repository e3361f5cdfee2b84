//! Functions, arrows and their parameters; binding patterns and the names they bind
//! (ECMA-262 sec-function-definitions-static-semantics-early-errors,
//! sec-arrow-function-definitions-static-semantics-early-errors,
//! sec-parameter-lists-static-semantics-early-errors,
//! sec-method-definitions-static-semantics-early-errors).

use super::declarations::let_is_disallowed;
use super::scope::{Binding, ScopeKind};
use super::{CheckResult, Checker};
use crate::ast::{
    ArrowFunction, BindingElement, BindingIdentifier, BindingPattern, FormalParameters, Function,
    FunctionKind, PropertyKey,
};

/// How the names of a pattern are declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum DeclKind {
    /// `var` (hoisted to the function).
    Var,
    /// `let`, `const`, `using`, `await using`.
    Lexical,
    /// A formal parameter; `unique` when duplicates are errors.
    Param {
        /// UniqueFormalParameters, strict code or a non-simple list.
        unique: bool,
    },
    /// A catch parameter; `simple` when it is a single identifier.
    CatchParam {
        /// CatchParameter : BindingIdentifier.
        simple: bool,
    },
}

impl<'r> Checker<'r> {
    /// Declares one BindingIdentifier.
    fn bind(&mut self, id: &'r BindingIdentifier<'_>, kind: DeclKind) -> CheckResult {
        match kind {
            DeclKind::Var => self.scopes.declare_var(id.name, id.span),
            DeclKind::Lexical => {
                // sec-let-and-const-declarations-static-semantics-early-errors.
                if id.name == "let" {
                    return Err(let_is_disallowed(id.span));
                }
                self.scopes.declare_lexical(id.name, id.span, Binding::Lexical)
            }
            DeclKind::Param { unique } => self.scopes.declare_param(id.name, id.span, unique),
            DeclKind::CatchParam { simple } => {
                let binding =
                    if simple { Binding::SimpleCatchParam } else { Binding::PatternCatchParam };
                self.scopes.declare_lexical(id.name, id.span, binding)
            }
        }
    }

    /// Declares the BoundNames of a pattern, and walks its defaults and computed keys.
    pub(super) fn pattern(
        &mut self,
        pattern: &'r BindingPattern<'_>,
        kind: DeclKind,
    ) -> CheckResult {
        match pattern {
            BindingPattern::Identifier(id) => self.bind(id, kind),
            BindingPattern::Object(object) => {
                for property in object.properties.iter() {
                    if let PropertyKey::Computed(key) = &property.key {
                        self.expression(key)?;
                    }
                    self.binding_element(&property.value, kind)?;
                }
                match &object.rest {
                    Some(rest) => self.pattern(&rest.argument, kind),
                    None => Ok(()),
                }
            }
            BindingPattern::Array(array) => {
                for element in array.elements.iter().flatten() {
                    self.binding_element(element, kind)?;
                }
                match &array.rest {
                    Some(rest) => self.pattern(&rest.argument, kind),
                    None => Ok(()),
                }
            }
        }
    }

    /// A pattern with its default.
    fn binding_element(&mut self, element: &'r BindingElement<'_>, kind: DeclKind) -> CheckResult {
        if let Some(init) = &element.init {
            self.expression(init)?;
        }
        self.pattern(&element.pattern, kind)
    }

    /// A function of any kind: its parameters and body share one scope, so that a body
    /// lexical declaration may not redeclare a parameter.
    pub(super) fn function(&mut self, f: &'r Function<'_>) -> CheckResult {
        // FormalParameters may repeat a name only in sloppy functions with simple
        // lists; methods, accessors and constructors have UniqueFormalParameters.
        let unique = match f.kind {
            FunctionKind::Normal => f.is_strict || !f.params.is_simple,
            FunctionKind::Method
            | FunctionKind::Getter
            | FunctionKind::Setter
            | FunctionKind::ClassConstructor
            | FunctionKind::DerivedConstructor => true,
        };
        self.scopes.push(ScopeKind::Function, f.is_strict);
        self.params(&f.params, unique)?;
        if let Some(body) = &f.body {
            self.statements(&body.statements)?;
        }
        self.scopes.pop();
        Ok(())
    }

    /// ArrowFunction / AsyncArrowFunction: ArrowFormalParameters are always unique.
    pub(super) fn arrow(&mut self, arrow: &'r ArrowFunction<'_>) -> CheckResult {
        self.scopes.push(ScopeKind::Function, arrow.is_strict);
        self.params(&arrow.params, true)?;
        self.statements(&arrow.body.statements)?;
        self.scopes.pop();
        Ok(())
    }

    /// FormalParameters.
    fn params(&mut self, params: &'r FormalParameters<'_>, unique: bool) -> CheckResult {
        let kind = DeclKind::Param { unique };
        for item in params.items.iter() {
            for decorator in item.decorators.iter() {
                self.expression(&decorator.expression)?;
            }
            if let Some(init) = &item.init {
                self.expression(init)?;
            }
            self.pattern(&item.pattern, kind)?;
        }
        match &params.rest {
            Some(rest) => self.pattern(&rest.argument, kind),
            None => Ok(()),
        }
    }
}
