//! A structural verifier for compiled units: operand ranges, jump targets, handler
//! ranges, balanced environments on every path, and environment accesses that land on
//! an existing slot of the environment they name (through closures too). The compiler's
//! tests run it on everything they compile; a VM may run it on untrusted images.

use super::function::{Constant, FunctionCode};
use super::instruction::{Instruction as I, Reg};
use super::unit::{Module, Script};

/// An environment on a chain: (function index, layout index), `None` for `with`.
type Env = Option<(usize, u32)>;

/// Verify every function of a unit whose `functions[0]` runs with `base` as its
/// initial environment chain (innermost last).
fn verify_unit(
    functions: &[FunctionCode],
    base: Vec<Env>,
    module_env_size: Option<usize>,
) -> Result<(), String> {
    let mut outer: Vec<Option<Vec<Env>>> = vec![None; functions.len()];
    if let Some(first) = outer.first_mut() {
        *first = Some(base);
    }
    for i in 0..functions.len() {
        let Some(chain) = outer[i].clone() else {
            // Never created (e.g. module hoisted functions get the module env).
            continue;
        };
        let created = verify_function(functions, i, &chain, module_env_size)
            .map_err(|e| format!("f{i} ({:?}): {e}", &*functions[i].name))?;
        for (child, chain) in created {
            if child <= i {
                return Err(format!("f{i}: creates f{child}, which is not a later function"));
            }
            if outer[child].is_some() {
                return Err(format!("f{i}: f{child} is created at two sites"));
            }
            outer[child] = Some(chain);
        }
    }
    Ok(())
}

impl Script {
    /// Check the structural invariants of every function (see the module doc).
    pub fn verify(&self) -> Result<(), String> {
        verify_unit(&self.functions, Vec::new(), None)
    }
}

impl Module {
    /// Check the structural invariants of every function (see the module doc).
    pub fn verify(&self) -> Result<(), String> {
        let size = self.environment.slots.len();
        for &(slot, f) in &self.hoisted_functions {
            if slot as usize >= size || f as usize >= self.functions.len() {
                return Err(format!("hoisted function f{f} slot {slot} out of range"));
            }
        }
        // The module environment is the base; hoisted functions close over it.
        let mut outer: Vec<Option<Vec<Env>>> = vec![None; self.functions.len()];
        outer[0] = Some(vec![Some((usize::MAX, 0))]);
        for &(_, f) in &self.hoisted_functions {
            outer[f as usize] = Some(vec![Some((usize::MAX, 0))]);
        }
        for i in 0..self.functions.len() {
            let Some(chain) = outer[i].clone() else { continue };
            let created = verify_function(&self.functions, i, &chain, Some(size))
                .map_err(|e| format!("f{i} ({:?}): {e}", &*self.functions[i].name))?;
            for (child, chain) in created {
                if outer[child].is_some() {
                    return Err(format!("f{i}: f{child} is created at two sites"));
                }
                outer[child] = Some(chain);
            }
        }
        Ok(())
    }
}

/// Verify one function; returns the closures it creates with their env chains.
fn verify_function(
    functions: &[FunctionCode],
    index: usize,
    outer: &[Env],
    module_env_size: Option<usize>,
) -> Result<Vec<(usize, Vec<Env>)>, String> {
    let f = &functions[index];
    let len = f.code.len();
    if len == 0 {
        return Err("empty code".into());
    }
    let regs = f.register_count as u32;
    let check_reg = |r: Reg, pc: usize| -> Result<(), String> {
        if (r.0 as u32) < regs { Ok(()) } else { Err(format!("pc {pc}: register {r} >= {regs}")) }
    };
    let check_range = |r: Reg, n: u32, pc: usize| -> Result<(), String> {
        if r.0 as u32 + n <= regs || n == 0 {
            Ok(())
        } else {
            Err(format!("pc {pc}: range {r}..+{n} > {regs}"))
        }
    };
    let slot_count = |env: Env| -> Option<usize> {
        match env {
            Some((usize::MAX, _)) => module_env_size,
            Some((fi, layout)) => {
                functions.get(fi)?.scopes.get(layout as usize).map(|l| l.slots.len())
            }
            None => None,
        }
    };
    // Dataflow over environment stacks (the chain pushed by this function).
    let mut state: Vec<Option<Vec<Env>>> = vec![None; len];
    let mut work = vec![0usize];
    state[0] = Some(Vec::new());
    for h in &f.handlers {
        if h.start > h.end || h.end as usize > len || h.handler as usize >= len {
            return Err(format!("handler {h:?} out of range"));
        }
        check_reg(h.exception, h.handler as usize)?;
    }
    let mut created = Vec::new();
    let mut handler_seeded = vec![false; f.handlers.len()];
    while let Some(pc) = work.pop() {
        let Some(stack) = state[pc].clone() else { continue };
        let ins = f.code[pc];
        // Seed handlers covering this pc with the stack truncated to their depth.
        for (hi, h) in f.handlers.iter().enumerate() {
            if (h.start as usize..h.end as usize).contains(&pc) {
                if stack.len() < h.env_depth as usize {
                    return Err(format!(
                        "pc {pc}: handler depth {} above env depth {}",
                        h.env_depth,
                        stack.len()
                    ));
                }
                let hs: Vec<Env> = stack[..h.env_depth as usize].to_vec();
                let target = h.handler as usize;
                match &state[target] {
                    None => {
                        state[target] = Some(hs);
                        work.push(target);
                    }
                    Some(existing) if existing.len() != hs.len() => {
                        return Err(format!("handler at {target}: env depth mismatch"));
                    }
                    Some(_) => {}
                }
                handler_seeded[hi] = true;
            }
        }
        let mut next = stack.clone();
        let env_at = |depth: u16, stack: &Vec<Env>| -> Result<Env, String> {
            let d = depth as usize;
            if d < stack.len() {
                Ok(stack[stack.len() - 1 - d])
            } else if d - stack.len() < outer.len() {
                Ok(outer[outer.len() - 1 - (d - stack.len())])
            } else {
                Err(format!(
                    "pc {pc}: env depth {depth} beyond the chain ({} + {})",
                    stack.len(),
                    outer.len()
                ))
            }
        };
        let mut fallthrough = true;
        let mut jump = ins.jump_target();
        match ins {
            I::PushScope { scope } => {
                if scope as usize >= f.scopes.len() {
                    return Err(format!("pc {pc}: scope {scope} out of range"));
                }
                next.push(Some((index, scope)));
            }
            I::PushWithScope { object } => {
                check_reg(object, pc)?;
                next.push(None);
            }
            I::PopScope if next.pop().is_none() => {
                return Err(format!("pc {pc}: PopScope with no scope pushed"));
            }
            I::CopyScope if next.is_empty() => {
                return Err(format!("pc {pc}: CopyScope with no scope pushed"));
            }
            I::GetEnv { dst, depth, slot } | I::GetEnvChecked { dst, depth, slot } => {
                check_reg(dst, pc)?;
                let env = env_at(depth, &stack)?;
                match slot_count(env) {
                    Some(n) if (slot as usize) < n => {}
                    Some(n) => return Err(format!("pc {pc}: slot {slot} >= {n}")),
                    None => return Err(format!("pc {pc}: env access into a with scope")),
                }
            }
            I::SetEnv { src, depth, slot } | I::SetEnvChecked { src, depth, slot } => {
                check_reg(src, pc)?;
                let env = env_at(depth, &stack)?;
                match slot_count(env) {
                    Some(n) if (slot as usize) < n => {}
                    Some(n) => return Err(format!("pc {pc}: slot {slot} >= {n}")),
                    None => return Err(format!("pc {pc}: env access into a with scope")),
                }
            }
            I::NewClosure { dst, func } => {
                check_reg(dst, pc)?;
                if func as usize >= functions.len() {
                    return Err(format!("pc {pc}: function {func} out of range"));
                }
                let mut chain = outer.to_vec();
                chain.extend(stack.iter().copied());
                created.push((func as usize, chain));
            }
            I::CreateClass { dst, heritage, constant } => {
                check_range(dst, 2, pc)?;
                check_reg(heritage, pc)?;
                match f.constants.get(constant as usize) {
                    Some(Constant::Class(c)) => {
                        let mut chain = outer.to_vec();
                        chain.extend(stack.iter().copied());
                        created.push((c.constructor as usize, chain));
                    }
                    _ => return Err(format!("pc {pc}: constant {constant} is not a class")),
                }
            }
            I::Return { src } | I::Throw { src } => {
                check_reg(src, pc)?;
                fallthrough = false;
            }
            I::ThrowError { message, .. } => {
                if message as usize >= f.names.len() {
                    return Err(format!("pc {pc}: name out of range"));
                }
                fallthrough = false;
            }
            I::Jump { .. } => fallthrough = false,
            _ => {}
        }
        check_operands(f, &ins, pc, regs)?;
        if let Some(t) = jump.take() {
            if t as usize >= len {
                return Err(format!("pc {pc}: jump target {t} out of range"));
            }
            merge(&mut state, &mut work, t as usize, &next)?;
        }
        if fallthrough {
            if pc + 1 >= len {
                return Err(format!("pc {pc}: falls off the end"));
            }
            merge(&mut state, &mut work, pc + 1, &next)?;
        }
    }
    Ok(created)
}

fn merge(
    state: &mut [Option<Vec<Env>>],
    work: &mut Vec<usize>,
    pc: usize,
    s: &[Env],
) -> Result<(), String> {
    match &state[pc] {
        None => {
            state[pc] = Some(s.to_vec());
            work.push(pc);
            Ok(())
        }
        Some(existing) if existing.len() != s.len() => {
            Err(format!("pc {pc}: reached with env depth {} and {}", existing.len(), s.len()))
        }
        Some(_) => Ok(()),
    }
}

/// Register, name, constant and cache operands in range.
fn check_operands(f: &FunctionCode, ins: &I, pc: usize, regs: u32) -> Result<(), String> {
    let r = |x: Reg| -> Result<(), String> {
        if (x.0 as u32) < regs { Ok(()) } else { Err(format!("pc {pc}: register {x} >= {regs}")) }
    };
    let n = |x: u32| -> Result<(), String> {
        if (x as usize) < f.names.len() {
            Ok(())
        } else {
            Err(format!("pc {pc}: name {x} out of range"))
        }
    };
    let c = |x: u32| -> Result<(), String> {
        if (x as usize) < f.constants.len() {
            Ok(())
        } else {
            Err(format!("pc {pc}: constant {x} out of range"))
        }
    };
    let ic = |x: u32| -> Result<(), String> {
        if x < f.ic_count { Ok(()) } else { Err(format!("pc {pc}: ic {x} out of range")) }
    };
    let range = |x: Reg, count: u16| -> Result<(), String> {
        if count == 0 || x.0 as u32 + count as u32 <= regs {
            Ok(())
        } else {
            Err(format!("pc {pc}: range {x}..+{count} > {regs}"))
        }
    };
    match *ins {
        I::Move { dst, src } => {
            r(dst)?;
            r(src)
        }
        I::LoadConst { dst, constant }
        | I::NewRegExp { dst, constant }
        | I::GetTemplateObject { dst, constant } => {
            r(dst)?;
            c(constant)
        }
        I::DeclareGlobals { decl } => c(decl),
        I::GetGlobal { dst, name, ic: i } | I::GetGlobalForTypeof { dst, name, ic: i } => {
            r(dst)?;
            n(name)?;
            ic(i)
        }
        I::SetGlobal { src, name, ic: i } => {
            r(src)?;
            n(name)?;
            ic(i)
        }
        I::GetNamed { dst, obj, name, ic: i } | I::GetMethod { dst, obj, name, ic: i } => {
            r(dst)?;
            r(obj)?;
            n(name)?;
            ic(i)
        }
        I::SetNamed { obj, value, name, ic: i } | I::DefineNamed { obj, value, name, ic: i } => {
            r(obj)?;
            r(value)?;
            n(name)?;
            ic(i)
        }
        I::GetSuperNamed { dst: a, base, this, name }
        | I::SetSuperNamed { base, this, value: a, name } => {
            r(a)?;
            r(base)?;
            r(this)?;
            n(name)
        }
        I::GetName { dst, name }
        | I::ResolveName { dst, name }
        | I::GetNameForTypeof { dst, name }
        | I::DeleteName { dst, name }
        | I::NewPrivateName { dst, name } => {
            r(dst)?;
            n(name)
        }
        I::GetRef { dst: a, base: b, name } | I::SetRef { src: a, base: b, name } => {
            r(a)?;
            r(b)?;
            n(name)
        }
        I::SetName { src, name }
        | I::InitName { src, name }
        | I::DefineGlobalFunction { src, name }
        | I::InitGlobalLexical { src, name }
        | I::CheckTdz { src, name }
        | I::ThrowIfNotHole { src, name }
        | I::ThrowIfNotObject { src, message: name } => {
            r(src)?;
            n(name)
        }
        I::Call { dst, callee, this, args, argc }
        | I::CallEval { dst, callee, this, args, argc }
        | I::TailCall { dst, callee, this, args, argc }
        | I::TailCallEval { dst, callee, this, args, argc } => {
            r(dst)?;
            r(callee)?;
            r(this)?;
            range(args, argc)
        }
        I::New { dst, callee, args, argc } => {
            r(dst)?;
            r(callee)?;
            range(args, argc)
        }
        I::SuperCall { dst, func, new_target, args, argc } => {
            r(dst)?;
            r(func)?;
            r(new_target)?;
            range(args, argc)
        }
        I::CallIntrinsic { dst, intrinsic, args, argc } => {
            r(dst)?;
            if intrinsic.returns_pair() {
                r(dst.offset(1))?;
            }
            range(args, argc)
        }
        I::NewArrayFrom { dst, start, count } => {
            r(dst)?;
            range(start, count)
        }
        I::ObjectRest { dst, src, excluded, count } => {
            r(dst)?;
            r(src)?;
            range(excluded, count)
        }
        I::GetIterator { dst, src } | I::GetAsyncIterator { dst, src } => {
            range(dst, 3)?;
            r(src)
        }
        I::ForOfStep { dst, iter, .. }
        | I::IteratorStepValue { dst, iter }
        | I::IteratorRest { dst, iter } => {
            r(dst)?;
            range(iter, 3)
        }
        I::IteratorClose { iter } | I::IteratorCloseQuiet { iter } => range(iter, 3),
        I::AddInt { dst, lhs, .. }
        | I::SubInt { dst, lhs, .. }
        | I::MulInt { dst, lhs, .. }
        | I::RemInt { dst, lhs, .. }
        | I::BitAndInt { dst, lhs, .. }
        | I::BitOrInt { dst, lhs, .. }
        | I::BitXorInt { dst, lhs, .. }
        | I::ShlInt { dst, lhs, .. }
        | I::ShrInt { dst, lhs, .. }
        | I::UShrInt { dst, lhs, .. } => {
            r(dst)?;
            r(lhs)
        }
        I::JumpIfLessThanInt { lhs, .. }
        | I::JumpIfLessEqualInt { lhs, .. }
        | I::JumpIfGreaterThanInt { lhs, .. }
        | I::JumpIfGreaterEqualInt { lhs, .. }
        | I::JumpIfNotLessThanInt { lhs, .. }
        | I::JumpIfNotLessEqualInt { lhs, .. }
        | I::JumpIfNotGreaterThanInt { lhs, .. }
        | I::JumpIfNotGreaterEqualInt { lhs, .. } => r(lhs),
        I::Add { dst, lhs, rhs }
        | I::Sub { dst, lhs, rhs }
        | I::Mul { dst, lhs, rhs }
        | I::LessThan { dst, lhs, rhs } => {
            r(dst)?;
            r(lhs)?;
            r(rhs)
        }
        _ => Ok(()),
    }
}
