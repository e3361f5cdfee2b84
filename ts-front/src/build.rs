//! Constructors for the JavaScript nodes the lowering emits, each at a span of the
//! TypeScript source (so errors and stack traces point at the `.ts` text).

use bumpalo::Bump;
use cairn_parser::Span;
use cairn_parser::ast::*;

/// Builds nodes in the program's arena.
#[derive(Clone, Copy)]
pub(crate) struct Builder<'a> {
    pub(crate) arena: &'a Bump,
    /// The code being lowered is strict (for the functions the lowering creates).
    pub(crate) strict: bool,
}

impl<'a> Builder<'a> {
    pub(crate) fn alloc<T>(&self, value: T) -> Box<'a, T> {
        Box::new_in(value, self.arena)
    }

    pub(crate) fn vec<T>(&self) -> Vec<'a, T> {
        Vec::new_in(self.arena)
    }

    /// An empty set of names in the arena.
    pub(crate) fn names(&self) -> crate::walk::Names<'a> {
        crate::walk::Names::new_in(self.arena)
    }

    /// An empty set of names with room for `capacity`.
    pub(crate) fn names_with_capacity(&self, capacity: usize) -> crate::walk::Names<'a> {
        crate::walk::Names::with_capacity_in(capacity, self.arena)
    }

    /// An empty map keyed by name in the arena.
    pub(crate) fn map<V>(&self) -> crate::walk::NameMap<'a, V> {
        crate::walk::NameMap::new_in(self.arena)
    }

    /// `name`.
    pub(crate) fn ident(&self, span: Span, name: &'a str) -> Expression<'a> {
        Expression::Identifier(self.alloc(IdentifierReference { span, name }))
    }

    /// `object.name`.
    pub(crate) fn member(
        &self,
        span: Span,
        object: Expression<'a>,
        name: &'a str,
    ) -> Expression<'a> {
        Expression::Member(self.alloc(self.member_node(span, object, name)))
    }

    fn member_node(
        &self,
        span: Span,
        object: Expression<'a>,
        name: &'a str,
    ) -> MemberExpression<'a> {
        MemberExpression {
            span,
            object,
            property: MemberProperty::Static(self.alloc(IdentifierName { span, name })),
            optional: false,
        }
    }

    /// `object[property]`.
    pub(crate) fn index(
        &self,
        span: Span,
        object: Expression<'a>,
        property: Expression<'a>,
    ) -> MemberExpression<'a> {
        MemberExpression {
            span,
            object,
            property: MemberProperty::Computed(property),
            optional: false,
        }
    }

    /// A string literal.
    pub(crate) fn string(&self, span: Span, value: JsStr<'a>) -> Expression<'a> {
        Expression::String(self.alloc(StringLiteral { span, value }))
    }

    /// A number literal.
    pub(crate) fn number(&self, span: Span, value: f64) -> Expression<'a> {
        let raw = self.number_text(value);
        Expression::Number(self.alloc(NumericLiteral { span, value, raw }))
    }

    /// `value` as Number::toString writes it (`1`, `0.5`, `1e+21`), in the arena; the
    /// common case, a small non-negative integer (an enum member), without a formatter.
    pub(crate) fn number_text(&self, value: f64) -> &'a str {
        if value.is_sign_positive() && value.fract() == 0.0 && value < 1e15 {
            let mut digits = [0u8; 16];
            let mut at = digits.len();
            // Below 1e15: at most 15 digits, and the cast is exact.
            let mut n = value as u64;
            loop {
                at -= 1;
                digits[at] = b'0' + (n % 10) as u8;
                n /= 10;
                if n == 0 {
                    break;
                }
            }
            let text = std::str::from_utf8(&digits[at..]).unwrap_or("0");
            return self.arena.alloc_str(text);
        }
        self.arena.alloc_str(ryu_js::Buffer::new().format(value))
    }

    /// `void 0`.
    pub(crate) fn undefined(&self, span: Span) -> Expression<'a> {
        let zero = self.number(span, 0.0);
        Expression::Unary(self.alloc(UnaryExpression {
            span,
            operator: UnaryOperator::Void,
            argument: zero,
        }))
    }

    /// `target = value`.
    pub(crate) fn assign(
        &self,
        span: Span,
        left: AssignmentTarget<'a>,
        right: Expression<'a>,
    ) -> Expression<'a> {
        Expression::Assignment(self.alloc(AssignmentExpression {
            span,
            operator: AssignmentOperator::Assign,
            left,
            right,
        }))
    }

    /// `object.name = value`.
    pub(crate) fn assign_member(
        &self,
        span: Span,
        object: &'a str,
        name: &'a str,
        right: Expression<'a>,
    ) -> Expression<'a> {
        let target = self.member_node(span, self.ident(span, object), name);
        self.assign(span, AssignmentTarget::Member(self.alloc(target)), right)
    }

    /// `name = value`.
    pub(crate) fn assign_ident(
        &self,
        span: Span,
        name: &'a str,
        right: Expression<'a>,
    ) -> Expression<'a> {
        self.assign(
            span,
            AssignmentTarget::Identifier(self.alloc(IdentifierReference { span, name })),
            right,
        )
    }

    /// `e;`.
    pub(crate) fn statement(&self, span: Span, expression: Expression<'a>) -> Statement<'a> {
        Statement::Expression(self.alloc(ExpressionStatement { span, expression }))
    }

    /// `var name;` / `let name;` (without initializer).
    pub(crate) fn declare(
        &self,
        span: Span,
        kind: VariableKind,
        name: &'a str,
    ) -> VariableDeclaration<'a> {
        let mut declarations = self.vec();
        declarations.push(VariableDeclarator {
            span,
            id: BindingPattern::Identifier(self.alloc(BindingIdentifier { span, name })),
            init: None,
        });
        VariableDeclaration { span, kind, declarations }
    }

    /// `a || b`.
    pub(crate) fn or(
        &self,
        span: Span,
        left: Expression<'a>,
        right: Expression<'a>,
    ) -> Expression<'a> {
        Expression::Logical(self.alloc(LogicalExpression {
            span,
            left,
            operator: LogicalOperator::Or,
            right,
        }))
    }

    /// `( e )`.
    pub(crate) fn paren(&self, span: Span, expression: Expression<'a>) -> Expression<'a> {
        Expression::Parenthesized(self.alloc(ParenthesizedExpression { span, expression }))
    }

    /// `{}`.
    pub(crate) fn empty_object(&self, span: Span) -> Expression<'a> {
        Expression::Object(self.alloc(ObjectExpression {
            span,
            properties: self.vec(),
            trailing_comma: None,
        }))
    }

    /// `(function (param) { body })(argument);` — the shape tsc gives enums and namespaces.
    pub(crate) fn iife(
        &self,
        span: Span,
        param: BindingIdentifier<'a>,
        body: Vec<'a, Statement<'a>>,
        argument: Expression<'a>,
    ) -> Statement<'a> {
        let mut items = self.vec();
        items.push(FormalParameter {
            span: param.span,
            decorators: self.vec(),
            pattern: BindingPattern::Identifier(self.alloc(param)),
            init: None,
            modifiers: ParamModifiers::NONE,
        });
        let params =
            self.alloc(FormalParameters { span: param.span, items, rest: None, is_simple: true });
        let body = self.alloc(FunctionBody { span, directives: self.vec(), statements: body });
        let function = Expression::Function(self.alloc(Function {
            span,
            r#type: FunctionType::Expression,
            kind: FunctionKind::Normal,
            id: None,
            is_generator: false,
            is_async: false,
            params,
            body: Some(body),
            is_strict: self.strict,
        }));
        let mut arguments = self.vec();
        arguments.push(Argument::Expression(argument));
        let call = Expression::Call(self.alloc(CallExpression {
            span,
            callee: self.paren(span, function),
            arguments,
            optional: false,
        }));
        self.statement(span, call)
    }

    /// The argument of an enum or namespace IIFE: `N || (N = {})`, or inside a parent
    /// namespace `N = P.N || (P.N = {})`.
    pub(crate) fn merge_argument(
        &self,
        span: Span,
        name: &'a str,
        parent: Option<&'a str>,
    ) -> Expression<'a> {
        match parent {
            None => {
                let init = self.assign_ident(span, name, self.empty_object(span));
                self.or(span, self.ident(span, name), self.paren(span, init))
            }
            Some(parent) => {
                let init = self.assign_member(span, parent, name, self.empty_object(span));
                let existing = self.member(span, self.ident(span, parent), name);
                let value = self.or(span, existing, self.paren(span, init));
                self.assign_ident(span, name, value)
            }
        }
    }
}

impl<'a> Builder<'a> {
    /// `object.name` as a member node.
    pub(crate) fn index_static(
        &self,
        span: Span,
        object: &'a str,
        name: &'a str,
    ) -> MemberExpression<'a> {
        self.member_node(span, self.ident(span, object), name)
    }
}
