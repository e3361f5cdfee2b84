//! Parameter properties: `constructor(public x: number)` declares a field `x` (first
//! among the class's fields, as tsc emits them) and assigns `this.x = x` at the start
//! of the constructor, or right after `super(...)` in a derived class.

use cairn_parser::ast::*;

use crate::walk::Lowerer;

impl<'a> Lowerer<'a> {
    /// Lower the parameter properties of a class's constructor, if any.
    pub(crate) fn parameter_properties(&mut self, class: &mut Class<'a>) {
        let b = self.b;
        let Some(constructor) = class.body.elements.iter_mut().find_map(|element| match element {
            ClassElement::Method(m) if m.kind == MethodKind::Constructor => Some(m),
            _ => None,
        }) else {
            return;
        };
        let mut names: std::vec::Vec<(cairn_parser::Span, &'a str)> = std::vec::Vec::new();
        for param in constructor.value.params.items.iter_mut() {
            if !param.modifiers.is_property() {
                continue;
            }
            param.modifiers = ParamModifiers::NONE;
            if let BindingPattern::Identifier(id) = &param.pattern {
                names.push((id.span, id.name));
            }
        }
        if names.is_empty() {
            return;
        }
        let derived = class.super_class.is_some();
        if let Some(body) = &mut constructor.value.body {
            let mut assignments = b.vec();
            for &(span, name) in names.iter() {
                let this = Expression::This(b.alloc(ThisExpression { span }));
                let target = MemberExpression {
                    span,
                    object: this,
                    property: MemberProperty::Static(b.alloc(IdentifierName { span, name })),
                    optional: false,
                };
                let assign =
                    b.assign(span, AssignmentTarget::Member(b.alloc(target)), b.ident(span, name));
                assignments.push(b.statement(span, assign));
            }
            let at = if derived {
                body.statements.iter().position(is_super_call).map(|i| i + 1).unwrap_or(0)
            } else {
                0
            };
            let old = std::mem::replace(&mut body.statements, b.vec());
            let mut assignments = Some(assignments);
            for (i, statement) in old.into_iter().enumerate() {
                if i == at
                    && let Some(list) = assignments.take()
                {
                    body.statements.extend(list);
                }
                body.statements.push(statement);
            }
            if let Some(list) = assignments.take() {
                body.statements.extend(list);
            }
        }
        let mut elements = b.vec();
        for &(span, name) in names.iter() {
            elements.push(ClassElement::Property(b.alloc(PropertyDefinition {
                span,
                decorators: b.vec(),
                key: PropertyKey::Identifier(b.alloc(IdentifierName { span, name })),
                value: None,
                is_static: false,
            })));
        }
        let old = std::mem::replace(&mut class.body.elements, b.vec());
        elements.extend(old);
        class.body.elements = elements;
    }
}

/// `super(...);` as a statement.
fn is_super_call(statement: &Statement<'_>) -> bool {
    let Statement::Expression(e) = statement else { return false };
    matches!(&e.expression, Expression::Call(c) if matches!(c.callee, Expression::Super(_)))
}
