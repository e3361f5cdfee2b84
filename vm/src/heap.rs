//! The VM's heap: one arena per heap type, with their kind numbers.

use cairn_gc::{AnyArena, Arena, Frozen, HasArena, Spaces};

use crate::interp::code::Code;
use crate::interp::env::Env;
use crate::object::{JsObject, Shape};
use crate::string::{JsString, Symbol};
use crate::value::bigint::JsBigInt;

/// Kind number of objects.
pub(crate) const KIND_OBJECT: u8 = 0;
/// Kind number of strings.
pub(crate) const KIND_STRING: u8 = 1;
/// Kind number of symbols.
pub(crate) const KIND_SYMBOL: u8 = 2;
/// Kind number of shapes.
pub(crate) const KIND_SHAPE: u8 = 3;
/// Kind number of environments.
pub(crate) const KIND_ENV: u8 = 4;
/// Kind number of compiled functions.
pub(crate) const KIND_CODE: u8 = 5;
// BigInt
/// Kind number of BigInts.
pub(crate) const KIND_BIGINT: u8 = 6;

/// The arenas of one VM.
#[derive(Default)]
pub struct VmHeap {
    objects: Arena<JsObject>,
    strings: Arena<JsString>,
    symbols: Arena<Symbol>,
    shapes: Arena<Shape>,
    envs: Arena<Env>,
    codes: Arena<Code>,
    bigints: Arena<JsBigInt>,
}

impl Spaces for VmHeap {
    fn arenas(&self) -> impl IntoIterator<Item = &dyn AnyArena> {
        [
            &self.objects as &dyn AnyArena,
            &self.strings,
            &self.symbols,
            &self.shapes,
            &self.envs,
            &self.codes,
            &self.bigints,
        ]
    }
    fn arenas_mut(&mut self) -> impl IntoIterator<Item = &mut dyn AnyArena> {
        [
            &mut self.objects as &mut dyn AnyArena,
            &mut self.strings,
            &mut self.symbols,
            &mut self.shapes,
            &mut self.envs,
            &mut self.codes,
            &mut self.bigints,
        ]
    }
}

macro_rules! has_arena {
    ($t:ty, $f:ident) => {
        impl HasArena<$t> for VmHeap {
            #[inline]
            fn arena(&self) -> &Arena<$t> {
                &self.$f
            }
            #[inline]
            fn arena_mut(&mut self) -> &mut Arena<$t> {
                &mut self.$f
            }
        }
    };
}
has_arena!(JsObject, objects);
has_arena!(JsString, strings);
has_arena!(Symbol, symbols);
has_arena!(Shape, shapes);
has_arena!(Env, envs);
has_arena!(Code, codes);
has_arena!(JsBigInt, bigints);

/// The arenas of a VM frozen as a base (see [`VmHeap::freeze`]).
#[derive(Clone)]
pub(crate) struct FrozenHeap {
    objects: Frozen<JsObject>,
    strings: Frozen<JsString>,
    symbols: Frozen<Symbol>,
    shapes: Frozen<Shape>,
    envs: Frozen<Env>,
    codes: Frozen<Code>,
    bigints: Frozen<JsBigInt>,
}

impl VmHeap {
    /// Freezes the live values as a base new heaps start from.
    pub(crate) fn freeze(&self) -> FrozenHeap {
        FrozenHeap {
            objects: self.objects.freeze(),
            strings: self.strings.freeze(),
            symbols: self.symbols.freeze(),
            shapes: self.shapes.freeze(),
            envs: self.envs.freeze(),
            codes: self.codes.freeze(),
            bigints: self.bigints.freeze(),
        }
    }

    /// Freezes the values into a base by moving them (see [`Arena::into_frozen`]).
    pub(crate) fn into_frozen(self) -> FrozenHeap {
        FrozenHeap {
            objects: self.objects.into_frozen(),
            strings: self.strings.into_frozen(),
            symbols: self.symbols.into_frozen(),
            shapes: self.shapes.into_frozen(),
            envs: self.envs.into_frozen(),
            codes: self.codes.into_frozen(),
            bigints: self.bigints.into_frozen(),
        }
    }

    /// Freezes the small arenas by moving them, with objects, strings and shapes given
    /// as bases already (read from an image on demand: `crate::lazy_image`).
    #[cfg(feature = "lazy_image")]
    pub(crate) fn into_frozen_with(
        self,
        objects: Frozen<JsObject>,
        strings: Frozen<JsString>,
        shapes: Frozen<Shape>,
    ) -> FrozenHeap {
        FrozenHeap {
            objects,
            strings,
            symbols: self.symbols.into_frozen(),
            shapes,
            envs: self.envs.into_frozen(),
            codes: self.codes.into_frozen(),
            bigints: self.bigints.into_frozen(),
        }
    }

    /// A heap whose values start as `base`'s, copied only when written.
    pub(crate) fn from_frozen(base: &FrozenHeap) -> VmHeap {
        VmHeap {
            objects: Arena::from_frozen(&base.objects, u32::MAX),
            strings: Arena::from_frozen(&base.strings, u32::MAX),
            symbols: Arena::from_frozen(&base.symbols, u32::MAX),
            shapes: Arena::from_frozen(&base.shapes, u32::MAX),
            envs: Arena::from_frozen(&base.envs, u32::MAX),
            codes: Arena::from_frozen(&base.codes, u32::MAX),
            bigints: Arena::from_frozen(&base.bigints, u32::MAX),
        }
    }
}

macro_rules! arena_accessors {
    ($($f:ident, $f_mut:ident: $t:ty;)*) => {
        impl VmHeap {
            $(
                #[doc = concat!("The arena of `", stringify!($t), "`.")]
                pub(crate) fn $f(&self) -> &Arena<$t> {
                    &self.$f
                }
                #[doc = concat!("The arena of `", stringify!($t), "`, mutably.")]
                pub(crate) fn $f_mut(&mut self) -> &mut Arena<$t> {
                    &mut self.$f
                }
            )*
        }
    };
}
arena_accessors! {
    objects, objects_mut: JsObject;
    strings, strings_mut: JsString;
    symbols, symbols_mut: Symbol;
    shapes, shapes_mut: Shape;
    envs, envs_mut: Env;
    codes, codes_mut: Code;
    bigints, bigints_mut: JsBigInt;
}
