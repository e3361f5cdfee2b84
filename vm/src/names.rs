//! Well-known atoms: property names the engine uses, interned first and in this order at
//! VM creation so that each has a fixed number usable as a constant.

use crate::string::Atom;

macro_rules! atoms {
    ($($name:ident = $text:literal,)*) => {
        /// The texts, in atom order.
        pub(crate) const ALL: &[&str] = &[$($text),*];
        atoms!(@consts 0u32, $($name,)*);
    };
    (@consts $n:expr, $name:ident, $($rest:ident,)*) => {
        #[doc = concat!("The atom `", stringify!($name), "`.")]
        pub(crate) const $name: Atom = Atom($n);
        atoms!(@consts $n + 1u32, $($rest,)*);
    };
    (@consts $n:expr,) => {};
}

atoms! {
    EMPTY = "",
    LENGTH = "length",
    PROTOTYPE = "prototype",
    CONSTRUCTOR = "constructor",
    NAME = "name",
    MESSAGE = "message",
    CAUSE = "cause",
    STACK = "stack",
    TO_STRING = "toString",
    VALUE_OF = "valueOf",
    VALUE = "value",
    DONE = "done",
    NEXT = "next",
    GET = "get",
    SET = "set",
    WRITABLE = "writable",
    ENUMERABLE = "enumerable",
    CONFIGURABLE = "configurable",
    THEN = "then",
    CALLEE = "callee",
    UNDEFINED = "undefined",
    NULL = "null",
    TRUE = "true",
    FALSE = "false",
    NUMBER = "number",
    STRING = "string",
    BOOLEAN = "boolean",
    SYMBOL = "symbol",
    OBJECT = "object",
    FUNCTION = "function",
    BIGINT = "bigint",
    DEFAULT = "default",
    RETURN = "return",
    JOIN = "join",
    ERRORS = "errors",
    // Proxy traps and Proxy.revocable
    APPLY = "apply",
    CONSTRUCT = "construct",
    DEFINE_PROPERTY = "defineProperty",
    DELETE_PROPERTY = "deleteProperty",
    GET_OWN_PROPERTY_DESCRIPTOR = "getOwnPropertyDescriptor",
    GET_PROTOTYPE_OF = "getPrototypeOf",
    HAS = "has",
    IS_EXTENSIBLE = "isExtensible",
    OWN_KEYS = "ownKeys",
    PREVENT_EXTENSIONS = "preventExtensions",
    SET_PROTOTYPE_OF = "setPrototypeOf",
    PROXY = "proxy",
    REVOKE = "revoke",
    // RegExp
    LAST_INDEX = "lastIndex",
    EXEC = "exec",
    INDEX = "index",
    INPUT = "input",
    GROUPS = "groups",
    INDICES = "indices",
    FLAGS = "flags",
    SOURCE = "source",
    // Own properties of sloppy ordinary functions (interp/call.rs `make_closure`)
    ARGUMENTS = "arguments",
    CALLER = "caller",
}
