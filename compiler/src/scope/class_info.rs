//! What a class needs beside its plain elements, shared by the scope analysis and the
//! code generator so both agree on the internal bindings (decorators proposal:
//! decorators and `accessor` fields, as TypeScript 5 implements them).
//!
//! Internal bindings of the class scope (all captured), by element index `i` in
//! `ClassBody::elements`:
//! - `%acc{i}`: the Private Name of auto-accessor `i`'s storage;
//! - `%ag{i}` / `%as{i}`: the getter and setter of a private auto-accessor `i`;
//! - `%di{i}` / `%dx{i}`: the initializers and extra initializers of a decorated field
//!   or auto-accessor `i`;
//! - for a class with any decorator: `%dinst` / `%dstatic` (extra initializers of
//!   instance / static methods and accessors), `%dclassx` (the class's extra
//!   initializers) and `%dthis` (the class after the class decorators).

use cairn_parser::ast::{Class, ClassElement, Decorator, MethodKind, PropertyKey};

/// The decorators of one class element (none for constructors and static blocks).
pub(crate) fn element_decorators<'b, 'a>(el: &'b ClassElement<'a>) -> &'b [Decorator<'a>] {
    match el {
        ClassElement::Method(m) if m.kind != MethodKind::Constructor => &m.decorators,
        ClassElement::Property(p) => &p.decorators,
        ClassElement::Accessor(a) => &a.decorators,
        ClassElement::Method(_) | ClassElement::StaticBlock(_) => &[],
    }
}

/// Whether the class or any of its elements has a decorator.
pub(crate) fn is_decorated(c: &Class<'_>) -> bool {
    !c.decorators.is_empty() || c.body.elements.iter().any(|el| !element_decorators(el).is_empty())
}

/// Whether an element is static.
pub(crate) fn is_static(el: &ClassElement<'_>) -> bool {
    match el {
        ClassElement::Method(m) => m.is_static,
        ClassElement::Property(p) => p.is_static,
        ClassElement::Accessor(a) => a.is_static,
        ClassElement::StaticBlock(_) => true,
    }
}

/// Whether instances need the synthetic field initializer (`%fieldinit`): instance
/// fields, auto-accessors, private methods, or decorated instance elements (whose extra
/// initializers run there).
pub(crate) fn has_instance_init(c: &Class<'_>) -> bool {
    c.body.elements.iter().any(|el| match el {
        ClassElement::Property(p) => !p.is_static,
        ClassElement::Accessor(a) => !a.is_static,
        ClassElement::Method(m) => {
            !m.is_static
                && m.kind != MethodKind::Constructor
                && (matches!(m.key, PropertyKey::Private(_)) || !m.decorators.is_empty())
        }
        ClassElement::StaticBlock(_) => false,
    })
}

/// Whether the class needs the synthetic static initializer: static fields, static
/// auto-accessors, static blocks, or any decorator (the class's extra initializers run
/// at its end).
pub(crate) fn has_static_init(c: &Class<'_>) -> bool {
    is_decorated(c)
        || c.body.elements.iter().any(|el| match el {
            ClassElement::Property(p) => p.is_static,
            ClassElement::Accessor(a) => a.is_static,
            ClassElement::StaticBlock(_) => true,
            ClassElement::Method(_) => false,
        })
}
