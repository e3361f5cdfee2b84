//! A readable listing of compiled code: one instruction per line with register names
//! and the values of constants and names.

use std::fmt::Write;

use super::function::{Constant, FunctionCode, StringConstant};
use super::instruction::{Instruction as I, Reg};
use super::unit::{Module, Script};

impl FunctionCode {
    /// The listing of this function: header, code, handlers, scopes.
    pub fn disassemble(&self) -> String {
        let mut out = String::new();
        let flags = &self.flags;
        let _ = write!(
            out,
            "function {:?} kind={:?} length={} params={} registers={} ics={}",
            &*self.name,
            self.kind,
            self.length,
            self.param_count,
            self.register_count,
            self.ic_count
        );
        for (on, label) in [
            (flags.strict, "strict"),
            (flags.generator, "generator"),
            (flags.is_async, "async"),
            (flags.uses_arguments, "arguments"),
            (flags.has_direct_eval, "eval"),
            (flags.top_level_await, "tla"),
        ] {
            if on {
                out.push(' ');
                out.push_str(label);
            }
        }
        out.push('\n');
        for (i, scope) in self.scopes.iter().enumerate() {
            let _ = write!(out, "  scope {i} {:?}:", scope.kind);
            for (s, slot) in scope.slots.iter().enumerate() {
                let _ = write!(out, " {s}={}({:?})", slot.name, slot.kind);
            }
            out.push('\n');
        }
        if !self.mapped_parameters.is_empty() {
            let _ = writeln!(out, "  mapped parameters: {:?}", self.mapped_parameters);
        }
        for (pc, ins) in self.code.iter().enumerate() {
            let _ = writeln!(out, "  {pc:>4}  {}", self.format_instruction(ins));
        }
        for h in &self.handlers {
            let _ = writeln!(
                out,
                "  handler [{}, {}) -> {} exception={} env_depth={}",
                h.start, h.end, h.handler, h.exception, h.env_depth
            );
        }
        out
    }

    fn name_text(&self, index: u32) -> String {
        match self.names.get(index as usize) {
            Some(n) => format!("{:?}", &**n),
            None => format!("<bad name {index}>"),
        }
    }

    fn constant_text(&self, index: u32) -> String {
        match self.constants.get(index as usize) {
            Some(Constant::Number(n)) => format!("{n:?}"),
            Some(Constant::String(s)) => format!("{:?}", &**s),
            Some(Constant::Utf16(u)) => format!("utf16{u:?}"),
            Some(Constant::BigInt { radix, digits }) => {
                // As a JS literal: the radix prefix, the digits, `n`.
                let prefix = match radix {
                    16 => "0x",
                    8 => "0o",
                    2 => "0b",
                    _ => "",
                };
                format!("{prefix}{digits}n")
            }
            Some(Constant::RegExp { pattern: StringConstant::Str(pattern), flags }) => {
                format!("/{pattern}/{flags}")
            }
            Some(Constant::RegExp { pattern: StringConstant::Utf16(u), flags }) => {
                format!("/utf16{u:?}/{flags}")
            }
            Some(Constant::TemplateSite(site)) => {
                let show = |c: &StringConstant| match c {
                    StringConstant::Str(s) => format!("{:?}", &**s),
                    StringConstant::Utf16(u) => format!("utf16{u:?}"),
                };
                let cooked: Vec<String> = site
                    .cooked
                    .iter()
                    .map(|c| c.as_ref().map_or_else(|| "undefined".to_string(), show))
                    .collect();
                let raw: Vec<String> = site.raw.iter().map(show).collect();
                format!(
                    "template#{} cooked=[{}] raw=[{}]",
                    site.id,
                    cooked.join(", "),
                    raw.join(", ")
                )
            }
            Some(Constant::Class(c)) => format!(
                "class {:?} constructor=f{} derived={}",
                c.name.as_deref().unwrap_or(""),
                c.constructor,
                c.derived
            ),
            Some(Constant::GlobalDeclarations(d)) => format!(
                "vars={:?} functions={:?} annexb={:?} lexicals={:?}",
                d.vars, d.functions, d.annex_b_functions, d.lexicals
            ),
            None => format!("<bad constant {index}>"),
        }
    }

    /// One instruction as text (`Add r1, r2, r3` style, names and constants inline).
    pub fn format_instruction(&self, ins: &I) -> String {
        let n = |i: u32| self.name_text(i);
        let c = |i: u32| self.constant_text(i);
        let range = |start: Reg, count: u16| {
            if count == 0 { "()".to_string() } else { format!("({start}..+{count})") }
        };
        match *ins {
            I::Nop => "Nop".into(),
            I::Move { dst, src } => format!("Move {dst}, {src}"),
            I::LoadUndefined { dst } => format!("LoadUndefined {dst}"),
            I::LoadNull { dst } => format!("LoadNull {dst}"),
            I::LoadTrue { dst } => format!("LoadTrue {dst}"),
            I::LoadFalse { dst } => format!("LoadFalse {dst}"),
            I::LoadInt { dst, value } => format!("LoadInt {dst}, {value}"),
            I::LoadConst { dst, constant } => format!("LoadConst {dst}, {}", c(constant)),
            I::LoadHole { dst } => format!("LoadHole {dst}"),
            I::LoadThis { dst } => format!("LoadThis {dst}"),
            I::LoadGlobalThis { dst } => format!("LoadGlobalThis {dst}"),
            I::LoadNewTarget { dst } => format!("LoadNewTarget {dst}"),
            I::LoadCallee { dst } => format!("LoadCallee {dst}"),
            I::LoadHomeObject { dst } => format!("LoadHomeObject {dst}"),
            I::LoadImportMeta { dst } => format!("LoadImportMeta {dst}"),
            I::CreateArguments { dst, kind } => format!("CreateArguments {dst}, {kind:?}"),
            I::CreateRestArray { dst, from } => format!("CreateRestArray {dst}, from {from}"),
            I::PushScope { scope } => format!("PushScope scope {scope}"),
            I::PushWithScope { object } => format!("PushWithScope {object}"),
            I::PopScope => "PopScope".into(),
            I::CopyScope => "CopyScope".into(),
            I::GetEnv { dst, depth, slot } => format!("GetEnv {dst}, env[{depth}][{slot}]"),
            I::GetEnvChecked { dst, depth, slot } => {
                format!("GetEnvChecked {dst}, env[{depth}][{slot}]")
            }
            I::SetEnv { src, depth, slot } => format!("SetEnv env[{depth}][{slot}], {src}"),
            I::SetEnvChecked { src, depth, slot } => {
                format!("SetEnvChecked env[{depth}][{slot}], {src}")
            }
            I::CheckTdz { src, name } => format!("CheckTdz {src}, {}", n(name)),
            I::ThrowIfNotHole { src, name } => format!("ThrowIfNotHole {src}, {}", n(name)),
            I::GetGlobal { dst, name, ic } => format!("GetGlobal {dst}, {} ic{ic}", n(name)),
            I::GetGlobalForTypeof { dst, name, ic } => {
                format!("GetGlobalForTypeof {dst}, {} ic{ic}", n(name))
            }
            I::SetGlobal { src, name, ic } => format!("SetGlobal {}, {src} ic{ic}", n(name)),
            I::DeclareGlobals { decl } => format!("DeclareGlobals {}", c(decl)),
            I::DefineGlobalFunction { src, name } => {
                format!("DefineGlobalFunction {}, {src}", n(name))
            }
            I::InitGlobalLexical { src, name } => format!("InitGlobalLexical {}, {src}", n(name)),
            I::GetName { dst, name } => format!("GetName {dst}, {}", n(name)),
            I::GetNameForTypeof { dst, name } => format!("GetNameForTypeof {dst}, {}", n(name)),
            I::GetNameForCall { dst, this, name } => {
                format!("GetNameForCall {dst}, this {this}, {}", n(name))
            }
            I::SetName { src, name } => format!("SetName {}, {src}", n(name)),
            I::InitName { src, name } => format!("InitName {}, {src}", n(name)),
            I::DeleteName { dst, name } => format!("DeleteName {dst}, {}", n(name)),
            I::GetImport { dst, import } => format!("GetImport {dst}, import {import}"),
            I::GetNamed { dst, obj, name, ic } => {
                format!("GetNamed {dst}, {obj}.{} ic{ic}", n(name))
            }
            I::SetNamed { obj, value, name, ic } => {
                format!("SetNamed {obj}.{}, {value} ic{ic}", n(name))
            }
            I::GetKeyed { dst, obj, key } => format!("GetKeyed {dst}, {obj}[{key}]"),
            I::SetKeyed { obj, key, value } => format!("SetKeyed {obj}[{key}], {value}"),
            I::GetMethod { dst, obj, name, ic } => {
                format!("GetMethod {dst}, {obj}.{} ic{ic}", n(name))
            }
            I::DeleteNamed { dst, obj, name } => format!("DeleteNamed {dst}, {obj}.{}", n(name)),
            I::DeleteKeyed { dst, obj, key } => format!("DeleteKeyed {dst}, {obj}[{key}]"),
            I::GetSuperBase { dst, home } => format!("GetSuperBase {dst}, home {home}"),
            I::GetSuperNamed { dst, base, this, name } => {
                format!("GetSuperNamed {dst}, base {base}, this {this}, {}", n(name))
            }
            I::GetSuperKeyed { dst, base, this, key } => {
                format!("GetSuperKeyed {dst}, base {base}, this {this}, [{key}]")
            }
            I::SetSuperNamed { base, this, value, name } => {
                format!("SetSuperNamed base {base}, this {this}, {}, {value}", n(name))
            }
            I::SetSuperKeyed { base, this, key, value } => {
                format!("SetSuperKeyed base {base}, this {this}, [{key}], {value}")
            }
            I::GetPrivate { dst, obj, key } => format!("GetPrivate {dst}, {obj}.#[{key}]"),
            I::SetPrivate { obj, key, value } => format!("SetPrivate {obj}.#[{key}], {value}"),
            I::HasPrivate { dst, obj, key } => format!("HasPrivate {dst}, #[{key}] in {obj}"),
            I::DefinePrivateField { obj, key, value } => {
                format!("DefinePrivateField {obj}.#[{key}], {value}")
            }
            I::DefinePrivateMethod { obj, key, func, kind } => {
                format!("DefinePrivateMethod {obj}.#[{key}], {func} {kind:?}")
            }
            I::NewPrivateName { dst, name } => format!("NewPrivateName {dst}, {}", n(name)),
            I::NewObject { dst } => format!("NewObject {dst}"),
            I::NewArray { dst, capacity } => format!("NewArray {dst}, capacity {capacity}"),
            I::NewArrayFrom { dst, start, count } => {
                format!("NewArrayFrom {dst}, {}", range(start, count))
            }
            I::ArrayPush { array, value } => format!("ArrayPush {array}, {value}"),
            I::ArrayPushHole { array } => format!("ArrayPushHole {array}"),
            I::ArraySpread { array, src } => format!("ArraySpread {array}, {src}"),
            I::DefineNamed { obj, value, name, ic } => {
                format!("DefineNamed {obj}.{}, {value} ic{ic}", n(name))
            }
            I::DefineProperty { obj, key, value, flags } => {
                format!("DefineProperty {obj}[{key}], {value} flags {flags:#x}")
            }
            I::SetPrototypeOfLiteral { obj, value } => {
                format!("SetPrototypeOfLiteral {obj}, {value}")
            }
            I::CopyDataProperties { dst, src } => format!("CopyDataProperties {dst}, {src}"),
            I::ObjectRest { dst, src, excluded, count } => {
                format!("ObjectRest {dst}, {src}, excluding {}", range(excluded, count))
            }
            I::NewRegExp { dst, constant } => format!("NewRegExp {dst}, {}", c(constant)),
            I::GetTemplateObject { dst, constant } => {
                format!("GetTemplateObject {dst}, {}", c(constant))
            }
            I::NewClosure { dst, func } => format!("NewClosure {dst}, f{func}"),
            I::SetFunctionName { func, key, prefix } => {
                format!("SetFunctionName {func}, {key}, prefix {prefix}")
            }
            I::SetHomeObject { func, home } => format!("SetHomeObject {func}, {home}"),
            I::CreateClass { dst, heritage, constant } => {
                format!("CreateClass {dst}, heritage {heritage}, {}", c(constant))
            }
            I::Call { dst, callee, this, args, argc } => {
                format!("Call {dst}, {callee}, this {this}, {}", range(args, argc))
            }
            I::CallSpread { dst, callee, this, array } => {
                format!("CallSpread {dst}, {callee}, this {this}, ...{array}")
            }
            I::CallEval { dst, callee, this, args, argc } => {
                format!("CallEval {dst}, {callee}, this {this}, {}", range(args, argc))
            }
            I::TailCall { dst, callee, this, args, argc } => {
                format!("TailCall {dst}, {callee}, this {this}, {}", range(args, argc))
            }
            I::TailCallEval { dst, callee, this, args, argc } => {
                format!("TailCallEval {dst}, {callee}, this {this}, {}", range(args, argc))
            }
            I::CallEvalSpread { dst, callee, this, array } => {
                format!("CallEvalSpread {dst}, {callee}, this {this}, ...{array}")
            }
            I::New { dst, callee, args, argc } => {
                format!("New {dst}, {callee}, {}", range(args, argc))
            }
            I::NewSpread { dst, callee, array } => format!("NewSpread {dst}, {callee}, ...{array}"),
            I::SuperCall { dst, func, new_target, args, argc } => format!(
                "SuperCall {dst}, func {func}, new.target {new_target}, {}",
                range(args, argc)
            ),
            I::SuperCallSpread { dst, func, new_target, array } => {
                format!("SuperCallSpread {dst}, func {func}, new.target {new_target}, ...{array}")
            }
            I::ImportCall { dst, specifier, options, phase } => {
                format!("ImportCall {dst}, {specifier}, {options} {phase:?}")
            }
            I::Return { src } => format!("Return {src}"),
            I::Add { dst, lhs, rhs } => format!("Add {dst}, {lhs}, {rhs}"),
            I::Sub { dst, lhs, rhs } => format!("Sub {dst}, {lhs}, {rhs}"),
            I::Mul { dst, lhs, rhs } => format!("Mul {dst}, {lhs}, {rhs}"),
            I::Div { dst, lhs, rhs } => format!("Div {dst}, {lhs}, {rhs}"),
            I::Rem { dst, lhs, rhs } => format!("Rem {dst}, {lhs}, {rhs}"),
            I::Exp { dst, lhs, rhs } => format!("Exp {dst}, {lhs}, {rhs}"),
            I::BitAnd { dst, lhs, rhs } => format!("BitAnd {dst}, {lhs}, {rhs}"),
            I::BitOr { dst, lhs, rhs } => format!("BitOr {dst}, {lhs}, {rhs}"),
            I::BitXor { dst, lhs, rhs } => format!("BitXor {dst}, {lhs}, {rhs}"),
            I::Shl { dst, lhs, rhs } => format!("Shl {dst}, {lhs}, {rhs}"),
            I::Shr { dst, lhs, rhs } => format!("Shr {dst}, {lhs}, {rhs}"),
            I::UShr { dst, lhs, rhs } => format!("UShr {dst}, {lhs}, {rhs}"),
            I::Equal { dst, lhs, rhs } => format!("Equal {dst}, {lhs}, {rhs}"),
            I::NotEqual { dst, lhs, rhs } => format!("NotEqual {dst}, {lhs}, {rhs}"),
            I::StrictEqual { dst, lhs, rhs } => format!("StrictEqual {dst}, {lhs}, {rhs}"),
            I::StrictNotEqual { dst, lhs, rhs } => format!("StrictNotEqual {dst}, {lhs}, {rhs}"),
            I::LessThan { dst, lhs, rhs } => format!("LessThan {dst}, {lhs}, {rhs}"),
            I::LessEqual { dst, lhs, rhs } => format!("LessEqual {dst}, {lhs}, {rhs}"),
            I::GreaterThan { dst, lhs, rhs } => format!("GreaterThan {dst}, {lhs}, {rhs}"),
            I::GreaterEqual { dst, lhs, rhs } => format!("GreaterEqual {dst}, {lhs}, {rhs}"),
            I::In { dst, key, obj } => format!("In {dst}, {key}, {obj}"),
            I::InstanceOf { dst, lhs, rhs } => format!("InstanceOf {dst}, {lhs}, {rhs}"),
            I::Negate { dst, src } => format!("Negate {dst}, {src}"),
            I::ToNumber { dst, src } => format!("ToNumber {dst}, {src}"),
            I::ToNumeric { dst, src } => format!("ToNumeric {dst}, {src}"),
            I::Not { dst, src } => format!("Not {dst}, {src}"),
            I::BitNot { dst, src } => format!("BitNot {dst}, {src}"),
            I::TypeOf { dst, src } => format!("TypeOf {dst}, {src}"),
            I::Increment { dst, src } => format!("Increment {dst}, {src}"),
            I::Decrement { dst, src } => format!("Decrement {dst}, {src}"),
            I::ToString { dst, src } => format!("ToString {dst}, {src}"),
            I::ToPropertyKey { dst, src } => format!("ToPropertyKey {dst}, {src}"),
            I::ToObject { dst, src } => format!("ToObject {dst}, {src}"),
            I::RequireObjectCoercible { src } => format!("RequireObjectCoercible {src}"),
            I::ThrowIfNotObject { src, message } => {
                format!("ThrowIfNotObject {src}, {}", n(message))
            }
            I::Jump { target } => format!("Jump {target}"),
            I::JumpIfTrue { cond, target } => format!("JumpIfTrue {cond}, {target}"),
            I::JumpIfFalse { cond, target } => format!("JumpIfFalse {cond}, {target}"),
            I::JumpIfNullish { src, target } => format!("JumpIfNullish {src}, {target}"),
            I::JumpIfNotNullish { src, target } => format!("JumpIfNotNullish {src}, {target}"),
            I::JumpIfUndefined { src, target } => format!("JumpIfUndefined {src}, {target}"),
            I::JumpIfNotUndefined { src, target } => {
                format!("JumpIfNotUndefined {src}, {target}")
            }
            I::JumpIfIntEqual { src, value, target } => {
                format!("JumpIfIntEqual {src}, {value}, {target}")
            }
            I::JumpIfLessThan { lhs, rhs, target } => {
                format!("JumpIfLessThan {lhs}, {rhs}, {target}")
            }
            I::JumpIfLessEqual { lhs, rhs, target } => {
                format!("JumpIfLessEqual {lhs}, {rhs}, {target}")
            }
            I::JumpIfGreaterThan { lhs, rhs, target } => {
                format!("JumpIfGreaterThan {lhs}, {rhs}, {target}")
            }
            I::JumpIfGreaterEqual { lhs, rhs, target } => {
                format!("JumpIfGreaterEqual {lhs}, {rhs}, {target}")
            }
            I::JumpIfNotLessThan { lhs, rhs, target } => {
                format!("JumpIfNotLessThan {lhs}, {rhs}, {target}")
            }
            I::JumpIfNotLessEqual { lhs, rhs, target } => {
                format!("JumpIfNotLessEqual {lhs}, {rhs}, {target}")
            }
            I::JumpIfNotGreaterThan { lhs, rhs, target } => {
                format!("JumpIfNotGreaterThan {lhs}, {rhs}, {target}")
            }
            I::JumpIfNotGreaterEqual { lhs, rhs, target } => {
                format!("JumpIfNotGreaterEqual {lhs}, {rhs}, {target}")
            }
            I::JumpIfStrictEqual { lhs, rhs, target } => {
                format!("JumpIfStrictEqual {lhs}, {rhs}, {target}")
            }
            I::JumpIfStrictNotEqual { lhs, rhs, target } => {
                format!("JumpIfStrictNotEqual {lhs}, {rhs}, {target}")
            }
            I::JumpIfEqual { lhs, rhs, target } => format!("JumpIfEqual {lhs}, {rhs}, {target}"),
            I::JumpIfNotEqual { lhs, rhs, target } => {
                format!("JumpIfNotEqual {lhs}, {rhs}, {target}")
            }
            I::Throw { src } => format!("Throw {src}"),
            I::ThrowError { kind, message } => format!("ThrowError {kind:?}, {}", n(message)),
            I::Debugger => "Debugger".into(),
            I::ForInPrepare { dst, obj } => format!("ForInPrepare {dst}, {obj}"),
            I::ForInNext { dst, iter, target } => format!("ForInNext {dst}, {iter}, {target}"),
            I::GetIterator { dst, src } => format!("GetIterator {dst}, {src}"),
            I::GetAsyncIterator { dst, src } => format!("GetAsyncIterator {dst}, {src}"),
            I::ForOfStep { dst, iter, target } => format!("ForOfStep {dst}, {iter}, {target}"),
            I::IteratorStepValue { dst, iter } => format!("IteratorStepValue {dst}, {iter}"),
            I::IteratorRest { dst, iter } => format!("IteratorRest {dst}, {iter}"),
            I::IteratorClose { iter } => format!("IteratorClose {iter}"),
            I::IteratorCloseQuiet { iter } => format!("IteratorCloseQuiet {iter}"),
            I::GeneratorStart => "GeneratorStart".into(),
            I::Yield { dst, kind, value } => format!("Yield {dst}, kind {kind}, {value}"),
            I::YieldDelegate { dst, kind, value } => {
                format!("YieldDelegate {dst}, kind {kind}, {value}")
            }
            I::Await { dst, value } => format!("Await {dst}, {value}"),
            I::AddInt { dst, lhs, value } => format!("AddInt {dst}, {lhs}, {value}"),
            I::SubInt { dst, lhs, value } => format!("SubInt {dst}, {lhs}, {value}"),
            I::MulInt { dst, lhs, value } => format!("MulInt {dst}, {lhs}, {value}"),
            I::RemInt { dst, lhs, value } => format!("RemInt {dst}, {lhs}, {value}"),
            I::BitAndInt { dst, lhs, value } => format!("BitAndInt {dst}, {lhs}, {value}"),
            I::BitOrInt { dst, lhs, value } => format!("BitOrInt {dst}, {lhs}, {value}"),
            I::BitXorInt { dst, lhs, value } => format!("BitXorInt {dst}, {lhs}, {value}"),
            I::ShlInt { dst, lhs, value } => format!("ShlInt {dst}, {lhs}, {value}"),
            I::ShrInt { dst, lhs, value } => format!("ShrInt {dst}, {lhs}, {value}"),
            I::UShrInt { dst, lhs, value } => format!("UShrInt {dst}, {lhs}, {value}"),
            I::JumpIfLessThanInt { lhs, value, target } => {
                format!("JumpIfLessThanInt {lhs}, {value}, {target}")
            }
            I::JumpIfLessEqualInt { lhs, value, target } => {
                format!("JumpIfLessEqualInt {lhs}, {value}, {target}")
            }
            I::JumpIfGreaterThanInt { lhs, value, target } => {
                format!("JumpIfGreaterThanInt {lhs}, {value}, {target}")
            }
            I::JumpIfGreaterEqualInt { lhs, value, target } => {
                format!("JumpIfGreaterEqualInt {lhs}, {value}, {target}")
            }
            I::JumpIfNotLessThanInt { lhs, value, target } => {
                format!("JumpIfNotLessThanInt {lhs}, {value}, {target}")
            }
            I::JumpIfNotLessEqualInt { lhs, value, target } => {
                format!("JumpIfNotLessEqualInt {lhs}, {value}, {target}")
            }
            I::JumpIfNotGreaterThanInt { lhs, value, target } => {
                format!("JumpIfNotGreaterThanInt {lhs}, {value}, {target}")
            }
            I::JumpIfNotGreaterEqualInt { lhs, value, target } => {
                format!("JumpIfNotGreaterEqualInt {lhs}, {value}, {target}")
            }
            I::CallIntrinsic { dst, intrinsic, args, argc } => {
                format!("CallIntrinsic {dst}, {intrinsic:?}, {args}..+{argc}")
            }
            I::ResolveName { dst, name } => format!("ResolveName {dst}, {}", n(name)),
            I::GetRef { dst, base, name } => format!("GetRef {dst}, [{base}].{}", n(name)),
            I::SetRef { src, base, name } => format!("SetRef [{base}].{}, {src}", n(name)),
            I::NewDisposeStack { dst } => format!("NewDisposeStack {dst}"),
            I::AddDisposable { stack, value, hint } => {
                format!("AddDisposable {stack}, {value}, hint {hint}")
            }
            I::DisposeNext { method, value, sync, stack, target } => {
                format!("DisposeNext {method}, {value}, {sync}, {stack}, {target}")
            }
            I::SuppressError { acc, error } => format!("SuppressError {acc}, {error}"),
            I::RethrowIfSet { src } => format!("RethrowIfSet {src}"),
        }
    }
}

impl Script {
    /// The listing of every function of the script.
    pub fn disassemble(&self) -> String {
        let mut out = String::new();
        for (i, f) in self.functions.iter().enumerate() {
            let _ = write!(out, "f{i}: {}", f.disassemble());
        }
        out
    }
}

impl Module {
    /// The listing of the module's tables and every function.
    pub fn disassemble(&self) -> String {
        let mut out = String::new();
        let _ = write!(out, "module environment:");
        for (s, slot) in self.environment.slots.iter().enumerate() {
            let _ = write!(out, " {s}={}({:?})", slot.name, slot.kind);
        }
        out.push('\n');
        let _ = writeln!(out, "hoisted functions: {:?}", self.hoisted_functions);
        for r in &self.requests {
            let _ = writeln!(out, "request {:?} {:?}", r.specifier, r.attributes);
        }
        for i in &self.imports {
            let _ = writeln!(
                out,
                "import {:?} from request {} as {}",
                i.import_name, i.request, i.local_name
            );
        }
        for e in &self.local_exports {
            let _ = writeln!(out, "export slot {} as {}", e.slot, e.export_name);
        }
        for e in &self.indirect_exports {
            let _ = writeln!(
                out,
                "export {:?} from request {} as {}",
                e.import_name, e.request, e.export_name
            );
        }
        for s in &self.star_exports {
            let _ = writeln!(out, "export * from request {s}");
        }
        for (i, f) in self.functions.iter().enumerate() {
            let _ = write!(out, "f{i}: {}", f.disassemble());
        }
        out
    }
}
