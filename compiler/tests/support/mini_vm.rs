//! A tiny reference interpreter for the compiler's tests: enough of the instruction set
//! (numbers, strings, plain objects and arrays, closures and environments, calls,
//! exceptions, for-in/of over arrays and objects, simple classes) to run small programs
//! and compare their `print` output with node's. It recurses on the Rust stack and
//! implements only what the test programs use; anything else panics with the
//! instruction's name (this is test code).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use cairn_compiler::bytecode::{
    Constant, FunctionCode, FunctionKind, Instruction as I, Reg, Script, define_flags,
};

#[derive(Clone, Debug)]
pub(crate) enum V {
    Undef,
    Null,
    Bool(bool),
    Num(f64),
    Str(Rc<str>),
    Obj(Rc<RefCell<Obj>>),
    Hole,
    /// A for-in key list or an array iterator (internal).
    Keys(Rc<RefCell<(Vec<V>, usize)>>),
}

#[derive(Debug, Default)]
pub(crate) struct Obj {
    props: Vec<(String, Prop)>,
    proto: Option<Rc<RefCell<Obj>>>,
    array: Option<Vec<V>>,
    func: Option<Func>,
    private: Vec<(usize, V)>,
}

#[derive(Clone, Debug)]
enum Prop {
    Data(V),
    Accessor(Option<V>, Option<V>),
}

#[derive(Clone, Debug)]
struct Func {
    index: usize,
    env: Option<Rc<Env>>,
    home: Option<V>,
    native: Option<&'static str>,
    fields: Option<V>,
}

#[derive(Debug)]
pub(crate) struct Env {
    slots: RefCell<Vec<V>>,
    parent: Option<Rc<Env>>,
}

type Thrown = V;

pub(crate) struct Vm<'s> {
    script: &'s Script,
    globals: HashMap<String, V>,
    pub output: Vec<String>,
    private_counter: usize,
    depth: usize,
}

fn new_obj(o: Obj) -> V {
    V::Obj(Rc::new(RefCell::new(o)))
}

fn s(x: &str) -> V {
    V::Str(x.into())
}

impl<'s> Vm<'s> {
    pub(crate) fn new(script: &'s Script) -> Self {
        let mut vm = Vm {
            script,
            globals: HashMap::new(),
            output: Vec::new(),
            private_counter: 0,
            depth: 0,
        };
        for name in ["print", "Error", "TypeError", "ReferenceError"] {
            let f =
                Func { index: usize::MAX, env: None, home: None, native: Some(name), fields: None };
            vm.globals.insert(name.into(), new_obj(Obj { func: Some(f), ..Default::default() }));
        }
        vm
    }

    pub(crate) fn run(&mut self) -> Result<V, String> {
        self.call_code(0, None, V::Undef, &[], None)
            .map_err(|e| format!("uncaught {}", self.display(&e)))
    }

    fn error(&self, kind: &str, message: &str) -> V {
        new_obj(Obj {
            props: vec![
                ("name".into(), Prop::Data(s(kind))),
                ("message".into(), Prop::Data(s(message))),
            ],
            ..Default::default()
        })
    }

    pub(crate) fn display(&self, v: &V) -> String {
        match v {
            V::Undef => "undefined".into(),
            V::Null => "null".into(),
            V::Bool(b) => b.to_string(),
            V::Num(n) => num_to_string(*n),
            V::Str(s) => s.to_string(),
            V::Obj(o) => {
                let o = o.borrow();
                if let Some(a) = &o.array {
                    a.iter().map(|x| self.display(x)).collect::<Vec<_>>().join(",")
                } else if o.func.is_some() {
                    "function".into()
                } else if let Some((_, Prop::Data(n))) = o.props.iter().find(|(k, _)| k == "name") {
                    let m = o.props.iter().find(|(k, _)| k == "message");
                    match m {
                        Some((_, Prop::Data(m))) => {
                            format!("{}: {}", self.display(n), self.display(m))
                        }
                        _ => "[object Object]".into(),
                    }
                } else {
                    "[object Object]".into()
                }
            }
            V::Hole => "<hole>".into(),
            V::Keys(_) => "<keys>".into(),
        }
    }

    fn truthy(v: &V) -> bool {
        match v {
            V::Undef | V::Null | V::Hole => false,
            V::Bool(b) => *b,
            V::Num(n) => *n != 0.0 && !n.is_nan(),
            V::Str(s) => !s.is_empty(),
            V::Obj(_) | V::Keys(_) => true,
        }
    }

    fn num(&self, v: &V) -> f64 {
        match v {
            V::Undef => f64::NAN,
            V::Null => 0.0,
            V::Bool(b) => *b as u8 as f64,
            V::Num(n) => *n,
            V::Str(s) => {
                s.trim().parse().unwrap_or(if s.trim().is_empty() { 0.0 } else { f64::NAN })
            }
            _ => f64::NAN,
        }
    }

    fn strict_eq(a: &V, b: &V) -> bool {
        match (a, b) {
            (V::Undef, V::Undef) | (V::Null, V::Null) => true,
            (V::Bool(x), V::Bool(y)) => x == y,
            (V::Num(x), V::Num(y)) => x == y,
            (V::Str(x), V::Str(y)) => x == y,
            (V::Obj(x), V::Obj(y)) => Rc::ptr_eq(x, y),
            _ => false,
        }
    }

    fn loose_eq(&self, a: &V, b: &V) -> bool {
        match (a, b) {
            (V::Undef | V::Null, V::Undef | V::Null) => true,
            (V::Undef | V::Null, _) | (_, V::Undef | V::Null) => false,
            (V::Obj(_), V::Obj(_)) => Self::strict_eq(a, b),
            (V::Str(_), V::Str(_)) => Self::strict_eq(a, b),
            _ => self.num(a) == self.num(b),
        }
    }

    fn get(&mut self, obj: &V, key: &str) -> Result<V, Thrown> {
        self.get_with(obj, key, obj.clone())
    }

    /// [[Get]] with a receiver (getters run with `receiver` as this).
    fn get_with(&mut self, obj: &V, key: &str, receiver: V) -> Result<V, Thrown> {
        let o = match obj {
            V::Obj(o) => o.clone(),
            V::Str(st) => {
                if key == "length" {
                    return Ok(V::Num(st.chars().count() as f64));
                }
                return Ok(V::Undef);
            }
            V::Undef | V::Null => {
                return Err(self.error(
                    "TypeError",
                    &format!("Cannot read properties of {} (reading '{key}')", self.display(obj)),
                ));
            }
            _ => return Ok(V::Undef),
        };
        let mut cur = Some(o);
        while let Some(c) = cur {
            let b = c.borrow();
            if let Some(a) = &b.array {
                if key == "length" {
                    return Ok(V::Num(a.len() as f64));
                }
                if let Ok(i) = key.parse::<usize>() {
                    return Ok(a.get(i).cloned().unwrap_or(V::Undef));
                }
                if key == "push" {
                    let f = Func {
                        index: usize::MAX,
                        env: None,
                        home: None,
                        native: Some("push"),
                        fields: None,
                    };
                    return Ok(new_obj(Obj { func: Some(f), ..Default::default() }));
                }
            }
            if let Some((_, p)) = b.props.iter().find(|(k, _)| k == key) {
                return match p.clone() {
                    Prop::Data(v) => Ok(v),
                    Prop::Accessor(Some(g), _) => {
                        drop(b);
                        self.call(&g, receiver, &[])
                    }
                    Prop::Accessor(None, _) => Ok(V::Undef),
                };
            }
            cur = b.proto.clone();
        }
        Ok(V::Undef)
    }

    fn set(&mut self, obj: &V, key: &str, v: V) -> Result<(), Thrown> {
        let V::Obj(o) = obj else {
            return Err(self.error("TypeError", "set on a primitive"));
        };
        // Setter on the chain?
        let mut cur = Some(o.clone());
        while let Some(c) = cur {
            let b = c.borrow();
            if let Some((_, Prop::Accessor(_, set))) = b.props.iter().find(|(k, _)| k == key) {
                let set = set.clone();
                drop(b);
                if let Some(f) = set {
                    self.call(&f, obj.clone(), &[v])?;
                }
                return Ok(());
            }
            cur = b.proto.clone();
        }
        let mut b = o.borrow_mut();
        if let Some(a) = &mut b.array
            && let Ok(i) = key.parse::<usize>()
        {
            if i >= a.len() {
                a.resize(i + 1, V::Undef);
            }
            a[i] = v;
            return Ok(());
        }
        match b.props.iter_mut().find(|(k, _)| k == key) {
            Some((_, p)) => *p = Prop::Data(v),
            None => b.props.push((key.to_string(), Prop::Data(v))),
        }
        Ok(())
    }

    fn key_string(&self, v: &V) -> String {
        self.display(v)
    }

    fn call(&mut self, f: &V, this: V, args: &[V]) -> Result<V, Thrown> {
        let V::Obj(o) = f else {
            return Err(self.error("TypeError", "not a function"));
        };
        let func = o.borrow().func.clone();
        let Some(func) = func else {
            return Err(self.error("TypeError", "not a function"));
        };
        if let Some(n) = func.native {
            return self.native(n, this, args);
        }
        self.call_code(func.index, func.env.clone(), this, args, Some((f.clone(), func)))
    }

    fn native(&mut self, name: &str, this: V, args: &[V]) -> Result<V, Thrown> {
        match name {
            "print" => {
                let line = args.iter().map(|a| self.display(a)).collect::<Vec<_>>().join(" ");
                self.output.push(line);
                Ok(V::Undef)
            }
            "push" => {
                if let V::Obj(o) = &this
                    && let Some(a) = &mut o.borrow_mut().array
                {
                    a.extend(args.iter().cloned());
                    return Ok(V::Num(a.len() as f64));
                }
                Ok(V::Undef)
            }
            kind => {
                let m = args.first().map(|a| self.display(a)).unwrap_or_default();
                Ok(self.error(kind, &m))
            }
        }
    }

    fn construct(&mut self, f: &V, args: &[V]) -> Result<V, Thrown> {
        let V::Obj(o) = f else {
            return Err(self.error("TypeError", "not a constructor"));
        };
        let func = o.borrow().func.clone();
        let Some(func) = func else {
            return Err(self.error("TypeError", "not a constructor"));
        };
        if func.native.is_some() {
            return self.call(f, V::Undef, args);
        }
        let proto = match self.get(f, "prototype")? {
            V::Obj(p) => Some(p),
            _ => None,
        };
        let this = new_obj(Obj { proto, ..Default::default() });
        let r = self.call_code(
            func.index,
            func.env.clone(),
            this.clone(),
            args,
            Some((f.clone(), func)),
        )?;
        Ok(if matches!(r, V::Obj(_)) { r } else { this })
    }

    fn call_code(
        &mut self,
        index: usize,
        env: Option<Rc<Env>>,
        this: V,
        args: &[V],
        callee: Option<(V, Func)>,
    ) -> Result<V, Thrown> {
        self.depth += 1;
        assert!(self.depth < 200, "mini vm: recursion too deep");
        let r = self.exec(index, env, this, args, callee);
        self.depth -= 1;
        r
    }

    #[allow(clippy::too_many_lines)]
    fn exec(
        &mut self,
        index: usize,
        base_env: Option<Rc<Env>>,
        this: V,
        args: &[V],
        callee: Option<(V, Func)>,
    ) -> Result<V, Thrown> {
        let script = self.script;
        let f: &FunctionCode = &script.functions[index];
        let mut regs = vec![V::Undef; f.register_count as usize];
        for (i, a) in args.iter().take(f.param_count as usize).enumerate() {
            regs[i] = a.clone();
        }
        let mut envs: Vec<Rc<Env>> = Vec::new();
        let mut pc = 0usize;
        let name = |n: u32| -> &str { &f.names[n as usize] };
        macro_rules! r {
            ($x:expr) => {
                regs[$x.0 as usize]
            };
        }
        let cur_env = |envs: &Vec<Rc<Env>>| envs.last().cloned().or_else(|| base_env.clone());
        let env_at = |envs: &Vec<Rc<Env>>, depth: u16| {
            let mut e = cur_env(envs);
            for _ in 0..depth {
                e = e.and_then(|x| x.parent.clone());
            }
            e.expect("mini vm: env depth beyond the chain")
        };
        loop {
            let ins = f.code[pc];
            pc += 1;
            let step: Result<(), Thrown> = (|| {
                match ins {
                    I::Nop | I::Debugger => {}
                    I::Move { dst, src } => r!(dst) = r!(src).clone(),
                    I::LoadUndefined { dst } => r!(dst) = V::Undef,
                    I::LoadNull { dst } => r!(dst) = V::Null,
                    I::LoadTrue { dst } => r!(dst) = V::Bool(true),
                    I::LoadFalse { dst } => r!(dst) = V::Bool(false),
                    I::LoadInt { dst, value } => r!(dst) = V::Num(value as f64),
                    I::LoadHole { dst } => r!(dst) = V::Hole,
                    I::LoadConst { dst, constant } => {
                        r!(dst) = match &f.constants[constant as usize] {
                            Constant::Number(n) => V::Num(*n),
                            Constant::String(st) => V::Str((&**st).into()),
                            c => panic!("mini vm: constant {c:?}"),
                        }
                    }
                    I::LoadThis { dst } => {
                        // OrdinaryCallBindThis: sloppy functions see the global object.
                        r!(dst) = match &this {
                            V::Undef | V::Null if !f.flags.strict => new_obj(Obj::default()),
                            other => other.clone(),
                        }
                    }
                    I::LoadGlobalThis { dst } => r!(dst) = this.clone(),
                    I::LoadNewTarget { dst } => r!(dst) = V::Undef,
                    I::LoadCallee { dst } => {
                        r!(dst) = callee.as_ref().map_or(V::Undef, |c| c.0.clone())
                    }
                    I::LoadHomeObject { dst } => {
                        r!(dst) = callee.as_ref().and_then(|c| c.1.home.clone()).unwrap_or(V::Undef)
                    }
                    I::CreateArguments { dst, .. } => {
                        r!(dst) = new_obj(Obj { array: Some(args.to_vec()), ..Default::default() })
                    }
                    I::CreateRestArray { dst, from } => {
                        let rest =
                            args.get(from as usize..).map(|x| x.to_vec()).unwrap_or_default();
                        r!(dst) = new_obj(Obj { array: Some(rest), ..Default::default() })
                    }
                    I::PushScope { scope } => {
                        let layout = &f.scopes[scope as usize];
                        let slots =
                            layout
                                .slots
                                .iter()
                                .map(|sl| {
                                    if sl.kind.starts_uninitialized() { V::Hole } else { V::Undef }
                                })
                                .collect();
                        let e = Env { slots: RefCell::new(slots), parent: cur_env(&envs) };
                        envs.push(Rc::new(e));
                    }
                    I::PopScope => {
                        envs.pop();
                    }
                    I::CopyScope => {
                        let e = envs.pop().expect("mini vm: CopyScope without scope");
                        let copy = Env {
                            slots: RefCell::new(e.slots.borrow().clone()),
                            parent: e.parent.clone(),
                        };
                        envs.push(Rc::new(copy));
                    }
                    I::GetEnv { dst, depth, slot } | I::GetEnvChecked { dst, depth, slot } => {
                        let v = env_at(&envs, depth).slots.borrow()[slot as usize].clone();
                        if matches!(v, V::Hole) && matches!(ins, I::GetEnvChecked { .. }) {
                            return Err(
                                self.error("ReferenceError", "Cannot access before initialization")
                            );
                        }
                        r!(dst) = v;
                    }
                    I::SetEnv { src, depth, slot } | I::SetEnvChecked { src, depth, slot } => {
                        let e = env_at(&envs, depth);
                        if matches!(ins, I::SetEnvChecked { .. })
                            && matches!(e.slots.borrow()[slot as usize], V::Hole)
                        {
                            return Err(
                                self.error("ReferenceError", "Cannot access before initialization")
                            );
                        }
                        e.slots.borrow_mut()[slot as usize] = r!(src).clone();
                    }
                    I::CheckTdz { src, name: n } => {
                        if matches!(r!(src), V::Hole) {
                            return Err(self.error(
                                "ReferenceError",
                                &format!("Cannot access '{}' before initialization", name(n)),
                            ));
                        }
                    }
                    I::ThrowIfNotHole { src, .. } => {
                        if !matches!(r!(src), V::Hole) {
                            return Err(self.error("ReferenceError", "super() called twice"));
                        }
                    }
                    I::DeclareGlobals { .. } => {}
                    I::DefineGlobalFunction { src, name: n }
                    | I::InitGlobalLexical { src, name: n } => {
                        self.globals.insert(name(n).to_string(), r!(src).clone());
                    }
                    I::GetGlobal { dst, name: n, .. }
                    | I::GetGlobalForTypeof { dst, name: n, .. } => {
                        match self.globals.get(name(n)) {
                            Some(v) => r!(dst) = v.clone(),
                            None if matches!(ins, I::GetGlobalForTypeof { .. }) => {
                                r!(dst) = V::Undef
                            }
                            None => {
                                return Err(self.error(
                                    "ReferenceError",
                                    &format!("{} is not defined", name(n)),
                                ));
                            }
                        }
                    }
                    I::SetGlobal { src, name: n, .. } => {
                        self.globals.insert(name(n).to_string(), r!(src).clone());
                    }
                    I::GetNamed { dst, obj, name: n, .. } => {
                        r!(dst) = self.get(&r!(obj).clone(), name(n))?
                    }
                    I::SetNamed { obj, value, name: n, .. } => {
                        self.set(&r!(obj).clone(), name(n), r!(value).clone())?
                    }
                    I::DefineNamed { obj, value, name: n, .. } => {
                        self.set(&r!(obj).clone(), name(n), r!(value).clone())?
                    }
                    I::GetKeyed { dst, obj, key } => {
                        let k = self.key_string(&r!(key));
                        r!(dst) = self.get(&r!(obj).clone(), &k)?;
                    }
                    I::SetKeyed { obj, key, value } => {
                        let k = self.key_string(&r!(key));
                        self.set(&r!(obj).clone(), &k, r!(value).clone())?;
                    }
                    I::DeleteNamed { dst, obj, name: n } => {
                        if let V::Obj(o) = &r!(obj) {
                            o.borrow_mut().props.retain(|(k, _)| k != name(n));
                        }
                        r!(dst) = V::Bool(true);
                    }
                    I::DefineProperty { obj, key, value, flags } => {
                        let k = self.key_string(&r!(key));
                        let v = r!(value).clone();
                        let V::Obj(o) = &r!(obj) else { panic!("mini vm: define on primitive") };
                        if flags & define_flags::HOME_OBJECT != 0
                            && let V::Obj(fo) = &v
                            && let Some(func) = &mut fo.borrow_mut().func
                        {
                            func.home = Some(r!(obj).clone());
                        }
                        let mut b = o.borrow_mut();
                        let existing = b.props.iter().position(|(kk, _)| *kk == k);
                        let prop = if flags & define_flags::GETTER != 0 {
                            match existing.map(|i| b.props[i].1.clone()) {
                                Some(Prop::Accessor(_, set)) => Prop::Accessor(Some(v), set),
                                _ => Prop::Accessor(Some(v), None),
                            }
                        } else if flags & define_flags::SETTER != 0 {
                            match existing.map(|i| b.props[i].1.clone()) {
                                Some(Prop::Accessor(get, _)) => Prop::Accessor(get, Some(v)),
                                _ => Prop::Accessor(None, Some(v)),
                            }
                        } else {
                            Prop::Data(v)
                        };
                        match existing {
                            Some(i) => b.props[i].1 = prop,
                            None => b.props.push((k, prop)),
                        }
                    }
                    I::CopyDataProperties { dst, src } => {
                        let props = match &r!(src) {
                            V::Obj(o) => o.borrow().props.clone(),
                            _ => Vec::new(),
                        };
                        for (k, p) in props {
                            let v = match p {
                                Prop::Data(v) => v,
                                Prop::Accessor(Some(g), _) => {
                                    self.call(&g, r!(src).clone(), &[])?
                                }
                                Prop::Accessor(None, _) => V::Undef,
                            };
                            self.set(&r!(dst).clone(), &k, v)?;
                        }
                    }
                    I::NewObject { dst } => r!(dst) = new_obj(Obj::default()),
                    I::NewArray { dst, .. } => {
                        r!(dst) = new_obj(Obj { array: Some(Vec::new()), ..Default::default() })
                    }
                    I::NewArrayFrom { dst, start, count } => {
                        let items =
                            (0..count).map(|i| regs[(start.0 + i) as usize].clone()).collect();
                        r!(dst) = new_obj(Obj { array: Some(items), ..Default::default() });
                    }
                    I::ArrayPush { array, value } => {
                        let v = r!(value).clone();
                        if let V::Obj(o) = &r!(array)
                            && let Some(a) = &mut o.borrow_mut().array
                        {
                            a.push(v);
                        }
                    }
                    I::ArraySpread { array, src } => {
                        let items = match &r!(src) {
                            V::Obj(o) => o.borrow().array.clone().unwrap_or_default(),
                            _ => panic!("mini vm: spread of non-array"),
                        };
                        if let V::Obj(o) = &r!(array)
                            && let Some(a) = &mut o.borrow_mut().array
                        {
                            a.extend(items);
                        }
                    }
                    I::NewClosure { dst, func } => {
                        let fobj = Func {
                            index: func as usize,
                            env: cur_env(&envs),
                            home: None,
                            native: None,
                            fields: None,
                        };
                        let kind = script.functions[func as usize].kind;
                        let v = new_obj(Obj { func: Some(fobj), ..Default::default() });
                        if matches!(kind, FunctionKind::Normal) {
                            let proto = new_obj(Obj::default());
                            self.set(&proto, "constructor", v.clone())?;
                            self.set(&v, "prototype", proto)?;
                        }
                        r!(dst) = v;
                    }
                    I::SetHomeObject { func, home } => {
                        if let V::Obj(o) = &r!(func)
                            && let Some(fu) = &mut o.borrow_mut().func
                        {
                            fu.home = Some(r!(home).clone());
                        }
                    }
                    I::CreateClass { dst, heritage, constant } => {
                        let Constant::Class(t) = &f.constants[constant as usize] else { panic!() };
                        let parent_proto = if t.derived {
                            match self.get(&r!(heritage).clone(), "prototype")? {
                                V::Obj(p) => Some(p),
                                _ => None,
                            }
                        } else {
                            None
                        };
                        let proto = new_obj(Obj { proto: parent_proto, ..Default::default() });
                        let fobj = Func {
                            index: t.constructor as usize,
                            env: cur_env(&envs),
                            home: Some(proto.clone()),
                            native: None,
                            fields: None,
                        };
                        let ctor_proto = if t.derived {
                            match &r!(heritage) {
                                V::Obj(p) => Some(p.clone()),
                                _ => None,
                            }
                        } else {
                            None
                        };
                        let fv = new_obj(Obj {
                            func: Some(fobj),
                            proto: ctor_proto,
                            ..Default::default()
                        });
                        self.set(&fv, "prototype", proto.clone())?;
                        self.set(&proto, "constructor", fv.clone())?;
                        r!(dst) = fv;
                        regs[dst.0 as usize + 1] = proto;
                    }
                    I::NewPrivateName { dst, .. } => {
                        self.private_counter += 1;
                        r!(dst) = V::Num(-(self.private_counter as f64));
                    }
                    I::DefinePrivateField { obj, key, value }
                    | I::DefinePrivateMethod { obj, key, func: value, .. } => {
                        let k = self.num(&r!(key)) as i64 as usize;
                        if let V::Obj(o) = &r!(obj) {
                            o.borrow_mut().private.push((k, r!(value).clone()));
                        }
                    }
                    I::GetPrivate { dst, obj, key } => {
                        let k = self.num(&r!(key)) as i64 as usize;
                        let V::Obj(o) = &r!(obj) else { panic!() };
                        let v = o
                            .borrow()
                            .private
                            .iter()
                            .find(|(kk, _)| *kk == k)
                            .map(|(_, v)| v.clone());
                        match v {
                            Some(v) => r!(dst) = v,
                            None => return Err(self.error("TypeError", "private member missing")),
                        }
                    }
                    I::SetPrivate { obj, key, value } => {
                        let k = self.num(&r!(key)) as i64 as usize;
                        let V::Obj(o) = &r!(obj) else { panic!() };
                        let mut b = o.borrow_mut();
                        match b.private.iter_mut().find(|(kk, _)| *kk == k) {
                            Some(p) => p.1 = r!(value).clone(),
                            None => return Err(self.error("TypeError", "private member missing")),
                        }
                    }
                    I::HasPrivate { dst, obj, key } => {
                        let k = self.num(&r!(key)) as i64 as usize;
                        let V::Obj(o) = r!(obj).clone() else { panic!() };
                        let has = o.borrow().private.iter().any(|(kk, _)| *kk == k);
                        r!(dst) = V::Bool(has);
                    }
                    I::Call { dst, callee, this, args: a, argc }
                    | I::TailCall { dst, callee, this, args: a, argc } => {
                        let list: Vec<V> =
                            (0..argc).map(|i| regs[(a.0 + i) as usize].clone()).collect();
                        r!(dst) = self.call(&r!(callee).clone(), r!(this).clone(), &list)?;
                    }
                    I::CallSpread { dst, callee, this, array } => {
                        let list = match &r!(array) {
                            V::Obj(o) => o.borrow().array.clone().unwrap_or_default(),
                            _ => Vec::new(),
                        };
                        r!(dst) = self.call(&r!(callee).clone(), r!(this).clone(), &list)?;
                    }
                    I::New { dst, callee, args: a, argc } => {
                        let list: Vec<V> =
                            (0..argc).map(|i| regs[(a.0 + i) as usize].clone()).collect();
                        r!(dst) = self.construct(&r!(callee).clone(), &list)?;
                    }
                    I::SuperCall { dst, func, new_target, args: a, argc } => {
                        let list: Vec<V> =
                            (0..argc).map(|i| regs[(a.0 + i) as usize].clone()).collect();
                        // `func` holds the parent (GetSuperBase of the derived class).
                        let parent = r!(func).clone();
                        // Simplified (no new.target here): construct the parent, then
                        // re-prototype to the running derived constructor's prototype.
                        let _ = new_target;
                        let derived = callee.as_ref().map_or(V::Undef, |c| c.0.clone());
                        let obj = self.construct(&parent, &list)?;
                        let proto = self.get(&derived, "prototype")?;
                        if let (V::Obj(o), V::Obj(p)) = (&obj, proto) {
                            o.borrow_mut().proto = Some(p);
                        }
                        r!(dst) = obj;
                    }
                    I::GetSuperBase { dst, home } => {
                        let proto = match &r!(home) {
                            V::Obj(o) => o.borrow().proto.clone(),
                            _ => None,
                        };
                        r!(dst) = proto.map(V::Obj).unwrap_or(V::Undef);
                    }
                    I::GetSuperNamed { dst, base, this, name: n } => {
                        let receiver = r!(this).clone();
                        r!(dst) = match r!(base).clone() {
                            p @ V::Obj(_) => self.get_with(&p, name(n), receiver)?,
                            _ => V::Undef,
                        };
                    }
                    I::Return { src } => {
                        return Err(V::Keys(Rc::new(RefCell::new((
                            vec![r!(src).clone()],
                            usize::MAX,
                        )))));
                    }
                    I::Throw { src } => return Err(r!(src).clone()),
                    I::ThrowError { kind, message } => {
                        let k = format!("{kind:?}");
                        return Err(self.error(&k, name(message)));
                    }
                    I::Add { dst, lhs, rhs } => {
                        let (a, b) = (r!(lhs).clone(), r!(rhs).clone());
                        r!(dst) = if matches!(a, V::Str(_) | V::Obj(_))
                            || matches!(b, V::Str(_) | V::Obj(_))
                        {
                            V::Str(format!("{}{}", self.display(&a), self.display(&b)).into())
                        } else {
                            V::Num(self.num(&a) + self.num(&b))
                        };
                    }
                    I::AddInt { dst, lhs, value } => {
                        let a = r!(lhs).clone();
                        r!(dst) = if matches!(a, V::Str(_) | V::Obj(_)) {
                            V::Str(format!("{}{value}", self.display(&a)).into())
                        } else {
                            V::Num(self.num(&a) + value as f64)
                        };
                    }
                    I::SubInt { dst, lhs, value } => {
                        r!(dst) = V::Num(self.num(&r!(lhs)) - value as f64)
                    }
                    I::MulInt { dst, lhs, value } => {
                        r!(dst) = V::Num(self.num(&r!(lhs)) * value as f64)
                    }
                    I::RemInt { dst, lhs, value } => {
                        r!(dst) = V::Num(self.num(&r!(lhs)) % value as f64)
                    }
                    I::BitAndInt { dst, lhs, value } => {
                        r!(dst) = V::Num(((self.num(&r!(lhs)) as i64 as i32) & value) as f64)
                    }
                    I::BitOrInt { dst, lhs, value } => {
                        r!(dst) = V::Num(((self.num(&r!(lhs)) as i64 as i32) | value) as f64)
                    }
                    I::BitXorInt { dst, lhs, value } => {
                        r!(dst) = V::Num(((self.num(&r!(lhs)) as i64 as i32) ^ value) as f64)
                    }
                    I::ShlInt { dst, lhs, value } => {
                        r!(dst) = V::Num(
                            ((self.num(&r!(lhs)) as i64 as i32) << (value as u32 & 31)) as f64,
                        )
                    }
                    I::ShrInt { dst, lhs, value } => {
                        r!(dst) = V::Num(
                            ((self.num(&r!(lhs)) as i64 as i32) >> (value as u32 & 31)) as f64,
                        )
                    }
                    I::UShrInt { dst, lhs, value } => {
                        r!(dst) = V::Num(
                            ((self.num(&r!(lhs)) as i64 as u32) >> (value as u32 & 31)) as f64,
                        )
                    }
                    I::Sub { dst, lhs, rhs } => {
                        r!(dst) = V::Num(self.num(&r!(lhs)) - self.num(&r!(rhs)))
                    }
                    I::Mul { dst, lhs, rhs } => {
                        r!(dst) = V::Num(self.num(&r!(lhs)) * self.num(&r!(rhs)))
                    }
                    I::Div { dst, lhs, rhs } => {
                        r!(dst) = V::Num(self.num(&r!(lhs)) / self.num(&r!(rhs)))
                    }
                    I::Rem { dst, lhs, rhs } => {
                        r!(dst) = V::Num(self.num(&r!(lhs)) % self.num(&r!(rhs)))
                    }
                    I::Exp { dst, lhs, rhs } => {
                        r!(dst) = V::Num(self.num(&r!(lhs)).powf(self.num(&r!(rhs))))
                    }
                    I::BitAnd { dst, lhs, rhs } => {
                        r!(dst) = V::Num(
                            ((self.num(&r!(lhs)) as i64 as i32)
                                & (self.num(&r!(rhs)) as i64 as i32))
                                as f64,
                        )
                    }
                    I::BitOr { dst, lhs, rhs } => {
                        r!(dst) = V::Num(
                            ((self.num(&r!(lhs)) as i64 as i32)
                                | (self.num(&r!(rhs)) as i64 as i32))
                                as f64,
                        )
                    }
                    I::Shl { dst, lhs, rhs } => {
                        r!(dst) = V::Num(
                            ((self.num(&r!(lhs)) as i64 as i32)
                                << ((self.num(&r!(rhs)) as i64 as u32) & 31))
                                as f64,
                        )
                    }
                    I::StrictEqual { dst, lhs, rhs } => {
                        r!(dst) = V::Bool(Self::strict_eq(&r!(lhs), &r!(rhs)))
                    }
                    I::StrictNotEqual { dst, lhs, rhs } => {
                        r!(dst) = V::Bool(!Self::strict_eq(&r!(lhs), &r!(rhs)))
                    }
                    I::Equal { dst, lhs, rhs } => {
                        r!(dst) = V::Bool(self.loose_eq(&r!(lhs), &r!(rhs)))
                    }
                    I::NotEqual { dst, lhs, rhs } => {
                        r!(dst) = V::Bool(!self.loose_eq(&r!(lhs), &r!(rhs)))
                    }
                    I::LessThan { dst, lhs, rhs } => {
                        r!(dst) = V::Bool(self.num(&r!(lhs)) < self.num(&r!(rhs)))
                    }
                    I::LessEqual { dst, lhs, rhs } => {
                        r!(dst) = V::Bool(self.num(&r!(lhs)) <= self.num(&r!(rhs)))
                    }
                    I::GreaterThan { dst, lhs, rhs } => {
                        r!(dst) = V::Bool(self.num(&r!(lhs)) > self.num(&r!(rhs)))
                    }
                    I::GreaterEqual { dst, lhs, rhs } => {
                        r!(dst) = V::Bool(self.num(&r!(lhs)) >= self.num(&r!(rhs)))
                    }
                    I::In { dst, key, obj } => {
                        let k = self.key_string(&r!(key));
                        let v = self.get(&r!(obj).clone(), &k)?;
                        r!(dst) = V::Bool(!matches!(v, V::Undef));
                    }
                    I::InstanceOf { dst, lhs, rhs } => {
                        let proto = self.get(&r!(rhs).clone(), "prototype")?;
                        let mut cur = match &r!(lhs) {
                            V::Obj(o) => o.borrow().proto.clone(),
                            _ => None,
                        };
                        let mut found = false;
                        while let Some(c) = cur {
                            if let V::Obj(p) = &proto
                                && Rc::ptr_eq(&c, p)
                            {
                                found = true;
                                break;
                            }
                            cur = c.borrow().proto.clone();
                        }
                        r!(dst) = V::Bool(found);
                    }
                    I::Negate { dst, src } => r!(dst) = V::Num(-self.num(&r!(src))),
                    I::ToNumber { dst, src } | I::ToNumeric { dst, src } => {
                        r!(dst) = V::Num(self.num(&r!(src)))
                    }
                    I::Not { dst, src } => r!(dst) = V::Bool(!Self::truthy(&r!(src))),
                    I::TypeOf { dst, src } => {
                        r!(dst) = s(match &r!(src) {
                            V::Undef => "undefined",
                            V::Null => "object",
                            V::Bool(_) => "boolean",
                            V::Num(_) => "number",
                            V::Str(_) => "string",
                            V::Obj(o) if o.borrow().func.is_some() => "function",
                            _ => "object",
                        })
                    }
                    I::Increment { dst, src } => r!(dst) = V::Num(self.num(&r!(src)) + 1.0),
                    I::Decrement { dst, src } => r!(dst) = V::Num(self.num(&r!(src)) - 1.0),
                    I::ToString { dst, src } => r!(dst) = V::Str(self.display(&r!(src)).into()),
                    I::ToPropertyKey { dst, src } => {
                        r!(dst) = V::Str(self.key_string(&r!(src)).into())
                    }
                    I::RequireObjectCoercible { src } => {
                        if matches!(r!(src), V::Undef | V::Null) {
                            return Err(self.error("TypeError", "cannot destructure"));
                        }
                    }
                    I::ObjectRest { dst, src, excluded, count } => {
                        let ex: Vec<String> = (0..count)
                            .map(|i| self.key_string(&regs[(excluded.0 + i) as usize]))
                            .collect();
                        let props = match &r!(src) {
                            V::Obj(o) => o.borrow().props.clone(),
                            _ => Vec::new(),
                        };
                        let props = props.into_iter().filter(|(k, _)| !ex.contains(k)).collect();
                        r!(dst) = new_obj(Obj { props, ..Default::default() });
                    }
                    I::ForInPrepare { dst, obj } => {
                        let keys = match &r!(obj) {
                            V::Obj(o) => {
                                let b = o.borrow();
                                let mut k: Vec<V> = b
                                    .array
                                    .as_ref()
                                    .map(|a| (0..a.len()).map(|i| s(&i.to_string())).collect())
                                    .unwrap_or_default();
                                k.extend(b.props.iter().map(|(k, _)| s(k)));
                                k
                            }
                            _ => Vec::new(),
                        };
                        r!(dst) = V::Keys(Rc::new(RefCell::new((keys, 0))));
                    }
                    I::GetIterator { dst, src } => {
                        let items = match &r!(src) {
                            V::Obj(o) => {
                                o.borrow().array.clone().expect("mini vm: iterate an array")
                            }
                            V::Str(st) => st.chars().map(|c| s(&c.to_string())).collect(),
                            _ => return Err(self.error("TypeError", "not iterable")),
                        };
                        r!(dst) = V::Keys(Rc::new(RefCell::new((items, 0))));
                        regs[dst.0 as usize + 2] = V::Bool(false);
                    }
                    I::IteratorStepValue { dst, iter } | I::IteratorRest { dst, iter } => {
                        let V::Keys(k) = r!(iter).clone() else { panic!() };
                        let value = {
                            let mut k = k.borrow_mut();
                            if matches!(ins, I::IteratorRest { .. }) {
                                let rest = k.0.get(k.1..).map(|x| x.to_vec()).unwrap_or_default();
                                k.1 = k.0.len();
                                new_obj(Obj { array: Some(rest), ..Default::default() })
                            } else {
                                let v = k.0.get(k.1).cloned();
                                k.1 += 1;
                                v.unwrap_or(V::Undef)
                            }
                        };
                        r!(dst) = value;
                    }
                    I::IteratorClose { iter } | I::IteratorCloseQuiet { iter } => {
                        // Array iterators have no `return`: closing only marks done.
                        regs[iter.0 as usize + 2] = V::Bool(true);
                    }
                    I::Jump { .. }
                    | I::JumpIfTrue { .. }
                    | I::JumpIfFalse { .. }
                    | I::JumpIfNullish { .. }
                    | I::JumpIfNotNullish { .. }
                    | I::JumpIfUndefined { .. }
                    | I::JumpIfNotUndefined { .. }
                    | I::JumpIfIntEqual { .. }
                    | I::JumpIfLessThan { .. }
                    | I::JumpIfLessEqual { .. }
                    | I::JumpIfGreaterThan { .. }
                    | I::JumpIfGreaterEqual { .. }
                    | I::JumpIfNotLessThan { .. }
                    | I::JumpIfNotLessEqual { .. }
                    | I::JumpIfNotGreaterThan { .. }
                    | I::JumpIfNotGreaterEqual { .. }
                    | I::JumpIfStrictEqual { .. }
                    | I::JumpIfStrictNotEqual { .. }
                    | I::JumpIfEqual { .. }
                    | I::JumpIfNotEqual { .. }
                    | I::JumpIfLessThanInt { .. }
                    | I::JumpIfLessEqualInt { .. }
                    | I::JumpIfGreaterThanInt { .. }
                    | I::JumpIfGreaterEqualInt { .. }
                    | I::JumpIfNotLessThanInt { .. }
                    | I::JumpIfNotLessEqualInt { .. }
                    | I::JumpIfNotGreaterThanInt { .. }
                    | I::JumpIfNotGreaterEqualInt { .. }
                    | I::ForInNext { .. }
                    | I::ForOfStep { .. } => {}
                    other => panic!("mini vm: unsupported {other:?}"),
                }
                Ok(())
            })();
            // Jumps (outside the closure: they change pc).
            let target = ins.jump_target().map(|t| t as usize);
            let jump = match ins {
                I::Jump { .. } => true,
                I::JumpIfTrue { cond, .. } => Self::truthy(&r!(cond)),
                I::JumpIfFalse { cond, .. } => !Self::truthy(&r!(cond)),
                I::JumpIfNullish { src, .. } => matches!(r!(src), V::Undef | V::Null),
                I::JumpIfNotNullish { src, .. } => !matches!(r!(src), V::Undef | V::Null),
                I::JumpIfUndefined { src, .. } => matches!(r!(src), V::Undef),
                I::JumpIfNotUndefined { src, .. } => !matches!(r!(src), V::Undef),
                I::JumpIfIntEqual { src, value, .. } => {
                    matches!(r!(src), V::Num(n) if n == value as f64)
                }
                I::JumpIfLessThan { lhs, rhs, .. } => self.num(&r!(lhs)) < self.num(&r!(rhs)),
                I::JumpIfLessEqual { lhs, rhs, .. } => self.num(&r!(lhs)) <= self.num(&r!(rhs)),
                I::JumpIfGreaterThan { lhs, rhs, .. } => self.num(&r!(lhs)) > self.num(&r!(rhs)),
                I::JumpIfGreaterEqual { lhs, rhs, .. } => self.num(&r!(lhs)) >= self.num(&r!(rhs)),
                I::JumpIfNotLessThan { lhs, rhs, .. } => !(self.num(&r!(lhs)) < self.num(&r!(rhs))),
                I::JumpIfNotLessEqual { lhs, rhs, .. } => {
                    !(self.num(&r!(lhs)) <= self.num(&r!(rhs)))
                }
                I::JumpIfNotGreaterThan { lhs, rhs, .. } => {
                    !(self.num(&r!(lhs)) > self.num(&r!(rhs)))
                }
                I::JumpIfNotGreaterEqual { lhs, rhs, .. } => {
                    !(self.num(&r!(lhs)) >= self.num(&r!(rhs)))
                }
                I::JumpIfLessThanInt { lhs, value, .. } => self.num(&r!(lhs)) < value as f64,
                I::JumpIfLessEqualInt { lhs, value, .. } => self.num(&r!(lhs)) <= value as f64,
                I::JumpIfGreaterThanInt { lhs, value, .. } => self.num(&r!(lhs)) > value as f64,
                I::JumpIfGreaterEqualInt { lhs, value, .. } => self.num(&r!(lhs)) >= value as f64,
                I::JumpIfNotLessThanInt { lhs, value, .. } => !(self.num(&r!(lhs)) < value as f64),
                I::JumpIfNotLessEqualInt { lhs, value, .. } => {
                    !(self.num(&r!(lhs)) <= value as f64)
                }
                I::JumpIfNotGreaterThanInt { lhs, value, .. } => {
                    !(self.num(&r!(lhs)) > value as f64)
                }
                I::JumpIfNotGreaterEqualInt { lhs, value, .. } => {
                    !(self.num(&r!(lhs)) >= value as f64)
                }
                I::JumpIfStrictEqual { lhs, rhs, .. } => Self::strict_eq(&r!(lhs), &r!(rhs)),
                I::JumpIfStrictNotEqual { lhs, rhs, .. } => !Self::strict_eq(&r!(lhs), &r!(rhs)),
                I::JumpIfEqual { lhs, rhs, .. } => self.loose_eq(&r!(lhs), &r!(rhs)),
                I::JumpIfNotEqual { lhs, rhs, .. } => !self.loose_eq(&r!(lhs), &r!(rhs)),
                I::ForInNext { dst, iter, .. } | I::ForOfStep { dst, iter, .. } => {
                    let V::Keys(k) = r!(iter).clone() else { panic!() };
                    let mut k = k.borrow_mut();
                    match k.0.get(k.1).cloned() {
                        Some(v) => {
                            k.1 += 1;
                            r!(dst) = v;
                            false
                        }
                        None => {
                            if matches!(ins, I::ForOfStep { .. }) {
                                regs[iter.0 as usize + 2] = V::Bool(true);
                            }
                            true
                        }
                    }
                }
                _ => false,
            };
            if jump && let Some(t) = target {
                pc = t;
            }
            match step {
                Ok(()) => {}
                Err(V::Keys(k)) if k.borrow().1 == usize::MAX => {
                    return Ok(k.borrow().0[0].clone());
                }
                Err(e) => {
                    let at = (pc - 1) as u32;
                    let h = f.handlers.iter().find(|h| h.start <= at && at < h.end);
                    match h {
                        Some(h) => {
                            envs.truncate(h.env_depth as usize);
                            regs[h.exception.0 as usize] = e;
                            pc = h.handler as usize;
                        }
                        None => return Err(e),
                    }
                }
            }
        }
    }
}

fn num_to_string(n: f64) -> String {
    if n.is_nan() {
        "NaN".into()
    } else if n.is_infinite() {
        if n > 0.0 { "Infinity".into() } else { "-Infinity".into() }
    } else if n == n.trunc() && n.abs() < 1e21 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    }
}

/// Compile and run a script; returns its printed lines (or the uncaught error).
pub(crate) fn run_script(source: &str) -> Vec<String> {
    let arena = bumpalo::Bump::new();
    let program = cairn_parser::parse(&arena, source, Default::default()).expect("program parses");
    let script =
        cairn_compiler::compile_script(&program, &Default::default()).expect("program compiles");
    script.verify().expect("valid bytecode");
    let mut vm = Vm::new(&script);
    let r = vm.run();
    let mut out = vm.output;
    if let Err(e) = r {
        out.push(e);
    }
    out
}

#[allow(dead_code)]
fn unused(_: Reg) {}
