//! Expressions and classes: the walk that reaches nested functions, classes and private
//! name uses (ECMA-262 sec-static-semantics-allprivateidentifiersvalid).

use super::scope::ScopeKind;
use super::{CheckResult, Checker};
use crate::ast::{
    Argument, ArrayElement, AssignmentTarget, AssignmentTargetProperty, Class, ClassElement,
    Decorator, Expression, MemberExpression, MemberProperty, ObjectProperty, PropertyKey,
};

impl<'r> Checker<'r> {
    /// An expression and everything nested in it.
    ///
    /// Left-nested chains (`a.b.c`, `f()()`, `a + b + c`) are walked in a loop down their
    /// left spine, so a chain as long as the parser accepts costs one frame, not one per
    /// link; the other operands recurse.
    pub(super) fn expression(&mut self, expression: &'r Expression<'_>) -> CheckResult {
        self.enter(expression.span())?;
        let mut current = expression;
        loop {
            current = match current {
                Expression::Member(member) => {
                    self.member_property(&member.property)?;
                    &member.object
                }
                Expression::Call(call) => {
                    self.arguments(&call.arguments)?;
                    &call.callee
                }
                Expression::Binary(binary) => {
                    self.expression(&binary.right)?;
                    &binary.left
                }
                Expression::Logical(logical) => {
                    self.expression(&logical.right)?;
                    &logical.left
                }
                Expression::OptionalChain(chain) => &chain.expression,
                Expression::Parenthesized(p) => &p.expression,
                other => return self.expression_node(other),
            };
        }
    }

    /// One expression node other than the chain links `expression` loops over.
    fn expression_node(&mut self, expression: &'r Expression<'_>) -> CheckResult {
        match expression {
            Expression::Boolean(_)
            | Expression::Null(_)
            | Expression::Number(_)
            | Expression::BigInt(_)
            | Expression::String(_)
            | Expression::RegExp(_)
            | Expression::This(_)
            | Expression::Super(_)
            | Expression::MetaProperty(_) => Ok(()),
            Expression::Identifier(id) => {
                self.refer(id.name);
                Ok(())
            }
            Expression::Template(t) => self.expressions(&t.expressions),
            Expression::Array(array) => {
                for element in array.elements.iter() {
                    match element {
                        ArrayElement::Hole(_) => {}
                        ArrayElement::Spread(s) => self.expression(&s.argument)?,
                        ArrayElement::Expression(e) => self.expression(e)?,
                    }
                }
                Ok(())
            }
            Expression::Object(object) => {
                for property in object.properties.iter() {
                    match property {
                        ObjectProperty::Property(p) => {
                            self.property_key(&p.key)?;
                            self.expression(&p.value)?;
                        }
                        ObjectProperty::Spread(s) => self.expression(&s.argument)?,
                    }
                }
                Ok(())
            }
            Expression::Function(f) => self.function(f),
            Expression::Arrow(arrow) => self.arrow(arrow),
            Expression::Class(class) => self.class(class),
            Expression::TaggedTemplate(t) => {
                self.expression(&t.tag)?;
                self.expressions(&t.quasi.expressions)
            }
            Expression::Member(member) => self.member(member),
            Expression::Call(call) => {
                self.expression(&call.callee)?;
                self.arguments(&call.arguments)
            }
            Expression::New(new) => {
                self.expression(&new.callee)?;
                self.arguments(&new.arguments)
            }
            Expression::Import(import) => {
                self.expression(&import.source)?;
                match &import.options {
                    Some(options) => self.expression(options),
                    None => Ok(()),
                }
            }
            Expression::OptionalChain(chain) => self.expression(&chain.expression),
            Expression::Update(update) => self.assignment_target(&update.argument),
            Expression::Unary(unary) => self.expression(&unary.argument),
            Expression::Binary(binary) => {
                self.expression(&binary.left)?;
                self.expression(&binary.right)
            }
            Expression::Logical(logical) => {
                self.expression(&logical.left)?;
                self.expression(&logical.right)
            }
            Expression::PrivateIn(private_in) => {
                self.private.check_use(&private_in.left)?;
                self.expression(&private_in.right)
            }
            Expression::Conditional(c) => {
                self.expression(&c.test)?;
                self.expression(&c.consequent)?;
                self.expression(&c.alternate)
            }
            Expression::Assignment(assignment) => {
                self.assignment_target(&assignment.left)?;
                self.expression(&assignment.right)
            }
            Expression::Sequence(sequence) => self.expressions(&sequence.expressions),
            Expression::Yield(y) => match &y.argument {
                Some(argument) => self.expression(argument),
                None => Ok(()),
            },
            Expression::Await(a) => self.expression(&a.argument),
            Expression::Parenthesized(p) => self.expression(&p.expression),
        }
    }

    /// A list of expressions.
    fn expressions(&mut self, list: &'r [Expression<'_>]) -> CheckResult {
        for expression in list {
            self.expression(expression)?;
        }
        Ok(())
    }

    /// Call and `new` arguments.
    fn arguments(&mut self, list: &'r [Argument<'_>]) -> CheckResult {
        for argument in list {
            match argument {
                Argument::Spread(s) => self.expression(&s.argument)?,
                Argument::Expression(e) => self.expression(e)?,
            }
        }
        Ok(())
    }

    /// `a.b`, `a[b]`, `a.#b`, `a?.#b`.
    fn member(&mut self, member: &'r MemberExpression<'_>) -> CheckResult {
        self.expression(&member.object)?;
        self.member_property(&member.property)
    }

    /// The property part of a member expression.
    fn member_property(&mut self, property: &'r MemberProperty<'_>) -> CheckResult {
        match property {
            MemberProperty::Static(_) => Ok(()),
            MemberProperty::Computed(e) => self.expression(e),
            MemberProperty::Private(id) => self.private.check_use(id),
        }
    }

    /// A PropertyName or ClassElementName: only a computed key holds code.
    fn property_key(&mut self, key: &'r PropertyKey<'_>) -> CheckResult {
        match key {
            PropertyKey::Computed(e) => self.expression(e),
            PropertyKey::Identifier(_)
            | PropertyKey::String(_)
            | PropertyKey::Number(_)
            | PropertyKey::BigInt(_)
            | PropertyKey::Private(_) => Ok(()),
        }
    }

    /// The target of an assignment, update or for-in/of head.
    pub(super) fn assignment_target(&mut self, target: &'r AssignmentTarget<'_>) -> CheckResult {
        match target {
            AssignmentTarget::Identifier(id) => {
                self.refer(id.name);
                Ok(())
            }
            AssignmentTarget::Member(member) => self.member(member),
            AssignmentTarget::Call(call) => {
                self.expression(&call.callee)?;
                self.arguments(&call.arguments)
            }
            AssignmentTarget::Object(object) => {
                for property in object.properties.iter() {
                    match property {
                        AssignmentTargetProperty::Shorthand(s) => {
                            if let Some(init) = &s.init {
                                self.expression(init)?;
                            }
                        }
                        AssignmentTargetProperty::Property(p) => {
                            self.property_key(&p.key)?;
                            self.assignment_target(&p.value.target)?;
                            if let Some(init) = &p.value.init {
                                self.expression(init)?;
                            }
                        }
                    }
                }
                match &object.rest {
                    Some(rest) => self.assignment_target(&rest.target),
                    None => Ok(()),
                }
            }
            AssignmentTarget::Array(array) => {
                for element in array.elements.iter().flatten() {
                    self.assignment_target(&element.target)?;
                    if let Some(init) = &element.init {
                        self.expression(init)?;
                    }
                }
                match &array.rest {
                    Some(rest) => self.assignment_target(&rest.target),
                    None => Ok(()),
                }
            }
        }
    }

    /// Decorators `@e`.
    fn decorators(&mut self, decorators: &'r [Decorator<'_>]) -> CheckResult {
        for decorator in decorators {
            self.expression(&decorator.expression)?;
        }
        Ok(())
    }

    /// ClassDeclaration / ClassExpression: the heritage sees only the outer private
    /// names; the body (computed keys included) sees its own too.
    pub(super) fn class(&mut self, class: &'r Class<'_>) -> CheckResult {
        self.decorators(&class.decorators)?;
        if let Some(super_class) = &class.super_class {
            self.expression(super_class)?;
        }
        self.private.enter(&class.body)?;
        for element in class.body.elements.iter() {
            match element {
                ClassElement::Method(m) => {
                    self.decorators(&m.decorators)?;
                    self.property_key(&m.key)?;
                    self.function(&m.value)?;
                }
                ClassElement::Property(p) => {
                    self.decorators(&p.decorators)?;
                    self.property_key(&p.key)?;
                    if let Some(value) = &p.value {
                        self.expression(value)?;
                    }
                }
                ClassElement::Accessor(a) => {
                    self.decorators(&a.decorators)?;
                    self.property_key(&a.key)?;
                    if let Some(value) = &a.value {
                        self.expression(value)?;
                    }
                }
                ClassElement::StaticBlock(block) => {
                    // ClassStaticBlockBody: like a function body (class code is strict).
                    self.scopes.push(ScopeKind::StaticBlock, true);
                    self.statements(&block.body)?;
                    self.scopes.pop();
                }
            }
        }
        self.private.exit();
        Ok(())
    }
}
