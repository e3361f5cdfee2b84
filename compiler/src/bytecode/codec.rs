//! Instructions as bytes, for images and dumps: a tag byte (the variant's position in
//! [`Instruction`]), then the operands in order: registers, `u16` and `u32` operands as
//! LEB128, `i32` as zigzag LEB128, `u8` and the small operand enums as one byte. The
//! encoder and decoder are generated from the enum by `build.rs`, so a new instruction
//! needs nothing here. A function's code is written as one byte string of these.

use super::instruction::{
    ArgumentsKind, ErrorKind, ImportCallPhase, Instruction, Intrinsic, PrivateMethodKind, Reg,
};

include!(concat!(env!("OUT_DIR"), "/instruction_codec.rs"));

/// The bytes of `code`, as [`decode`] reads them.
pub fn encode(code: &[Instruction]) -> Vec<u8> {
    let mut w = Writer(Vec::with_capacity(code.len() * 4));
    for insn in code {
        encode_one(insn, &mut w);
    }
    w.0
}

/// Instructions from [`encode`]'s bytes; `Err` names the offset of the first that does
/// not decode (an unknown tag, an operand out of range or cut off).
pub fn decode(bytes: &[u8]) -> Result<Vec<Instruction>, String> {
    let mut r = Reader { bytes, at: 0, bad: false };
    let mut code = Vec::new();
    while r.at < bytes.len() {
        let at = r.at;
        match decode_one(&mut r) {
            Some(insn) if !r.bad => code.push(insn),
            _ => return Err(format!("instruction at byte {at} does not decode")),
        }
    }
    Ok(code)
}

/// The encoder's output. Its methods and the reader's are never inlined: the generated
/// code calls one per operand, and inlined copies would make it several times larger.
struct Writer(Vec<u8>);

impl Writer {
    #[inline(never)]
    fn tag(&mut self, tag: u8) {
        self.0.push(tag);
    }

    #[inline(never)]
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }

    #[inline(never)]
    fn u32(&mut self, mut v: u32) {
        while v >= 0x80 {
            self.0.push(v as u8 | 0x80);
            v >>= 7;
        }
        self.0.push(v as u8);
    }

    #[inline(never)]
    fn u16(&mut self, v: u16) {
        self.u32(u32::from(v));
    }

    #[inline(never)]
    fn reg(&mut self, r: Reg) {
        self.u32(u32::from(r.0));
    }

    #[inline(never)]
    fn i32(&mut self, v: i32) {
        self.u32(((v << 1) ^ (v >> 31)) as u32);
    }

    #[inline(never)]
    fn arguments_kind(&mut self, v: ArgumentsKind) {
        self.0.push(v as u8);
    }

    #[inline(never)]
    fn error_kind(&mut self, v: ErrorKind) {
        self.0.push(v as u8);
    }

    #[inline(never)]
    fn import_call_phase(&mut self, v: ImportCallPhase) {
        self.0.push(v as u8);
    }

    #[inline(never)]
    fn intrinsic(&mut self, v: Intrinsic) {
        self.0.push(v as u8);
    }

    #[inline(never)]
    fn private_method_kind(&mut self, v: PrivateMethodKind) {
        self.0.push(v as u8);
    }
}

/// The decoder's input and position. A bad operand (cut off, or out of its type's
/// range) sets `bad` and reads as zero, so that the generated code is one call per
/// operand with no branch; [`decode`] checks `bad` after each instruction.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    bad: bool,
}

impl Reader<'_> {
    #[inline(never)]
    fn u8(&mut self) -> u8 {
        match self.bytes.get(self.at) {
            Some(&b) => {
                self.at += 1;
                b
            }
            None => {
                self.bad = true;
                0
            }
        }
    }

    #[inline(never)]
    fn u32(&mut self) -> u32 {
        let mut v = 0u32;
        for shift in [0, 7, 14, 21, 28] {
            let b = self.u8();
            // The fifth byte holds the top 4 bits: more is out of range, not wrapped.
            if shift == 28 && b > 0x0f {
                break;
            }
            v |= u32::from(b & 0x7f) << shift;
            if b < 0x80 {
                return v;
            }
        }
        self.bad = true;
        0
    }

    #[inline(never)]
    fn u16(&mut self) -> u16 {
        let v = self.u32();
        u16::try_from(v).unwrap_or_else(|_| {
            self.bad = true;
            0
        })
    }

    #[inline(never)]
    fn reg(&mut self) -> Reg {
        Reg(self.u16())
    }

    #[inline(never)]
    fn i32(&mut self) -> i32 {
        let v = self.u32();
        (v >> 1) as i32 ^ -((v & 1) as i32)
    }

    /// A one-byte operand below `count` (the variants of its enum).
    fn small(&mut self, count: u8) -> u8 {
        let b = self.u8();
        if b >= count {
            self.bad = true;
        }
        b
    }

    #[inline(never)]
    fn arguments_kind(&mut self) -> ArgumentsKind {
        match self.small(2) {
            1 => ArgumentsKind::Mapped,
            _ => ArgumentsKind::Unmapped,
        }
    }

    #[inline(never)]
    fn error_kind(&mut self) -> ErrorKind {
        match self.small(4) {
            1 => ErrorKind::ReferenceError,
            2 => ErrorKind::SyntaxError,
            3 => ErrorKind::RangeError,
            _ => ErrorKind::TypeError,
        }
    }

    #[inline(never)]
    fn import_call_phase(&mut self) -> ImportCallPhase {
        match self.small(3) {
            1 => ImportCallPhase::Source,
            2 => ImportCallPhase::Defer,
            _ => ImportCallPhase::Evaluation,
        }
    }

    #[inline(never)]
    fn intrinsic(&mut self) -> Intrinsic {
        match self.small(5) {
            1 => Intrinsic::RunInitializers,
            2 => Intrinsic::AutoAccessor,
            3 => Intrinsic::NewMetadata,
            4 => Intrinsic::DefineMetadata,
            _ => Intrinsic::Decorate,
        }
    }

    #[inline(never)]
    fn private_method_kind(&mut self) -> PrivateMethodKind {
        match self.small(3) {
            1 => PrivateMethodKind::Getter,
            2 => PrivateMethodKind::Setter,
            _ => PrivateMethodKind::Method,
        }
    }
}

/// `#[codec(with = "...")]` for a `Vec<Instruction>`: one byte string of [`encode`].
pub mod code_bytes {
    use super::Instruction;
    use cairn_codec::{DecodeError, Reader};

    /// Writes `code` as one byte string.
    pub fn encode(code: &[Instruction], out: &mut cairn_codec::Writer) {
        out.bytes(&super::encode(code));
    }

    /// Reads what [`encode`] wrote; bytes that do not decode are an error.
    pub fn decode(r: &mut Reader<'_>) -> Result<Vec<Instruction>, DecodeError> {
        super::decode(r.bytes()?).map_err(DecodeError::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_round_trip_through_their_bytes() {
        let code = vec![
            Instruction::Nop,
            Instruction::Move { dst: Reg(0), src: Reg(65535) },
            Instruction::LoadInt { dst: Reg(3), value: i32::MIN },
            Instruction::LoadInt { dst: Reg(3), value: -1 },
            Instruction::LoadInt { dst: Reg(3), value: i32::MAX },
            Instruction::LoadConst { dst: Reg(200), constant: u32::MAX },
            Instruction::CreateArguments { dst: Reg(1), kind: ArgumentsKind::Mapped },
        ];
        let bytes = encode(&code);
        assert_eq!(decode(&bytes), Ok(code));
    }

    #[test]
    fn bad_bytes_are_an_error() {
        // An unknown tag, a cut-off operand, a register past u16, a u32 past 32 bits, an
        // enum operand past its variants.
        let move_tag = encode(&[Instruction::Move { dst: Reg(0), src: Reg(0) }])[0];
        let load_const = encode(&[Instruction::LoadConst { dst: Reg(0), constant: 0 }])[0];
        let arguments =
            encode(&[Instruction::CreateArguments { dst: Reg(0), kind: ArgumentsKind::Mapped }])[0];
        for bad in [
            vec![255],
            vec![move_tag, 1],
            vec![move_tag, 0xff, 0xff, 0x04, 0],
            vec![load_const, 0, 0xff, 0xff, 0xff, 0xff, 0x10],
            vec![load_const, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0],
            vec![arguments, 0, 2],
        ] {
            assert!(decode(&bad).is_err(), "{bad:?}");
        }
    }
}
