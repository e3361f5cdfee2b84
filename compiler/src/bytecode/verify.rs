//! A structural verifier for compiled units: operand ranges, jump targets, handler
//! ranges, balanced environments on every path, and environment accesses that land on
//! an existing slot of the environment they name (through closures too). The compiler's
//! tests run it on everything they compile; a VM may run it on untrusted images.

use super::function::{Constant, FunctionCode};
use super::instruction::{Instruction as I, Operand};
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
    // Operands, jump targets and handlers first: the walk below relies on them.
    f.check_operands(functions.len())?;
    let len = f.code.len();
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
            I::PushScope { scope } => next.push(Some((index, scope))),
            I::PushWithScope { .. } => next.push(None),
            I::PopScope if next.pop().is_none() => {
                return Err(format!("pc {pc}: PopScope with no scope pushed"));
            }
            I::CopyScope if next.is_empty() => {
                return Err(format!("pc {pc}: CopyScope with no scope pushed"));
            }
            I::GetEnv { depth, slot, .. } | I::GetEnvChecked { depth, slot, .. } => {
                let env = env_at(depth, &stack)?;
                match slot_count(env) {
                    Some(n) if (slot as usize) < n => {}
                    Some(n) => return Err(format!("pc {pc}: slot {slot} >= {n}")),
                    None => return Err(format!("pc {pc}: env access into a with scope")),
                }
            }
            I::SetEnv { depth, slot, .. } | I::SetEnvChecked { depth, slot, .. } => {
                let env = env_at(depth, &stack)?;
                match slot_count(env) {
                    Some(n) if (slot as usize) < n => {}
                    Some(n) => return Err(format!("pc {pc}: slot {slot} >= {n}")),
                    None => return Err(format!("pc {pc}: env access into a with scope")),
                }
            }
            I::NewClosure { func, .. } => {
                let mut chain = outer.to_vec();
                chain.extend(stack.iter().copied());
                created.push((func as usize, chain));
            }
            I::CreateClass { constant, .. } => match f.constants.get(constant as usize) {
                Some(Constant::Class(c)) => {
                    let mut chain = outer.to_vec();
                    chain.extend(stack.iter().copied());
                    created.push((c.constructor as usize, chain));
                }
                _ => return Err(format!("pc {pc}: constant {constant} is not a class")),
            },
            I::Return { .. } | I::Throw { .. } | I::ThrowError { .. } | I::Jump { .. } => {
                fallthrough = false;
            }
            _ => {}
        }
        if let Some(t) = jump.take() {
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

/// Every operand of `ins` (at `pc`) in range: registers within `regs`, names,
/// constants, caches and scopes of `f`, functions of a unit of `function_count`.
fn check_operands(
    f: &FunctionCode,
    ins: &I,
    pc: usize,
    regs: u32,
    function_count: usize,
) -> Result<(), String> {
    let mut result = Ok(());
    ins.for_each_operand(|operand| {
        if result.is_err() {
            return;
        }
        let ok = match operand {
            Operand::Reg(r) => (r.0 as u32) < regs,
            // An empty range still names where it starts: the VM slices from there.
            Operand::Regs(r, count) => r.0 as u32 + count as u32 <= regs,
            Operand::Name(n) => (n as usize) < f.names.len(),
            Operand::Constant(c) => (c as usize) < f.constants.len(),
            Operand::Ic(i) => i < f.ic_count,
            Operand::Function(i) => (i as usize) < function_count,
            Operand::Scope(i) => (i as usize) < f.scopes.len(),
        };
        if !ok {
            // Named by hand, not with `{:?}`: the Debug code of operands and handlers is
            // otherwise linked into the wasm module for these messages alone.
            let (what, index) = match operand {
                Operand::Reg(r) => ("register", r.0 as u32),
                Operand::Regs(r, _) => ("register range from", r.0 as u32),
                Operand::Name(n) => ("name", n),
                Operand::Constant(c) => ("constant", c),
                Operand::Ic(i) => ("cache slot", i),
                Operand::Function(i) => ("function", i),
                Operand::Scope(i) => ("scope", i),
            };
            result = Err(format!("pc {pc}: {what} {index} out of range ({regs} registers)"));
        }
    });
    result
}

impl FunctionCode {
    /// The checks that need no walk over environment chains: every operand in range
    /// (registers, and the parameters copied in, within `register_count`; names,
    /// constants, caches, scopes; functions of a unit of `function_count`), jump
    /// targets and handlers inside the code, and class constants whose constructor is
    /// a function of the unit. A VM runs this on code it did not compile (a dump), so
    /// that its dispatch loop never indexes past a frame or a table.
    pub fn check_operands(&self, function_count: usize) -> Result<(), String> {
        let len = self.code.len();
        if len == 0 {
            return Err("empty code".into());
        }
        let regs = self.register_count as u32;
        if self.param_count as u32 > regs {
            return Err(format!("{} parameters in {regs} registers", self.param_count));
        }
        for h in &self.handlers {
            if h.start > h.end
                || h.end as usize > len
                || h.handler as usize >= len
                || h.exception.0 as u32 >= regs
            {
                return Err(format!(
                    "handler {}..{} -> {} (exception in r{}) out of range",
                    h.start, h.end, h.handler, h.exception.0
                ));
            }
        }
        for c in &self.constants {
            if let Constant::Class(class) = c
                && class.constructor as usize >= function_count
            {
                return Err(format!("class constructor f{} out of range", class.constructor));
            }
        }
        for (pc, ins) in self.code.iter().enumerate() {
            check_operands(self, ins, pc, regs, function_count)?;
            if let Some(t) = ins.jump_target()
                && t as usize >= len
            {
                return Err(format!("pc {pc}: jump target {t} out of range"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::instruction::{Instruction as I, Reg};
    use super::super::unit::Script;

    fn script(source: &str) -> Script {
        let arena = bumpalo::Bump::new();
        let program = cairn_parser::parse(&arena, source, Default::default()).expect("parses");
        let s = crate::compile_script(&program, &Default::default()).expect("compiles");
        s.verify().expect("valid bytecode");
        s
    }

    /// Replaces the first instruction `pick` matches in function `f` by what `change`
    /// makes of it; the checks must then reject the function.
    fn rejected_after(source: &str, f: usize, pick: fn(&I) -> bool, change: fn(I) -> I) {
        let mut s = script(source);
        let count = s.functions.len();
        let code = &mut s.functions[f].code;
        let at = code.iter().position(pick).expect("the instruction is there");
        code[at] = change(code[at]);
        let err = s.functions[f].check_operands(count).expect_err("rejected");
        assert!(err.contains(&format!("pc {at}")), "{err}");
        assert!(s.verify().is_err());
    }

    #[test]
    fn operands_past_their_tables_are_rejected() {
        let src = "function f(a, b) { return g(a, b) + [a, b].length + o.p; } f(1, 2);";
        // A register past the frame.
        rejected_after(
            src,
            1,
            |i| matches!(i, I::Return { .. }),
            |_| I::Return { src: Reg(u16::MAX) },
        );
        // An argument range running past the frame.
        rejected_after(
            src,
            1,
            |i| matches!(i, I::Call { .. }),
            |i| match i {
                I::Call { dst, callee, this, args, .. } => {
                    I::Call { dst, callee, this, args, argc: 500 }
                }
                other => other,
            },
        );
        // An empty range starting past the frame: the VM still slices from its start.
        rejected_after(
            src,
            1,
            |i| matches!(i, I::Call { .. }),
            |i| match i {
                I::Call { dst, callee, this, .. } => {
                    I::Call { dst, callee, this, args: Reg(400), argc: 0 }
                }
                other => other,
            },
        );
        // A name, a cache slot and a function that do not exist.
        rejected_after(
            src,
            1,
            |i| matches!(i, I::GetNamed { .. }),
            |i| match i {
                I::GetNamed { dst, obj, ic, .. } => I::GetNamed { dst, obj, name: 9_999, ic },
                other => other,
            },
        );
        rejected_after(
            src,
            1,
            |i| matches!(i, I::GetNamed { .. }),
            |i| match i {
                I::GetNamed { dst, obj, name, .. } => I::GetNamed { dst, obj, name, ic: 9_999 },
                other => other,
            },
        );
        rejected_after(
            src,
            0,
            |i| matches!(i, I::NewClosure { .. }),
            |i| match i {
                I::NewClosure { dst, .. } => I::NewClosure { dst, func: 77 },
                other => other,
            },
        );
    }

    #[test]
    fn registers_an_instruction_uses_beside_its_operand_are_counted() {
        // GetIterator writes the iterator record's three registers from `dst`.
        let mut s = script("for (const x of [1]) {}");
        let f = &mut s.functions[0];
        let regs = f.register_count;
        let at = f.code.iter().position(|i| matches!(i, I::GetIterator { .. })).expect("there");
        if let I::GetIterator { src, .. } = f.code[at] {
            f.code[at] = I::GetIterator { dst: Reg(regs - 2), src };
        }
        let err = f.check_operands(1).expect_err("rejected");
        assert!(err.contains("register range"), "{err}");
    }
}
