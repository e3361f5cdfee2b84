//! A generator of random, well-formed, deterministic JavaScript programs for
//! differential testing against node (issue 7, "Generated programs").
//!
//! `program(seed)` is a pure function of the seed (its own PRNG, no dependency). Every
//! program is statically typed by the generator (numbers, strings, booleans, flat arrays
//! of numbers or strings, flat objects), so method calls are valid by construction; it
//! terminates quickly (loops have literal bounds, functions only call functions defined
//! before them, strings and arrays reassigned in loops are clamped), and it avoids what
//! engines may legitimately do differently (no Math.random, Date, locale methods,
//! transcendental Math, inconsistent sort comparators, engine error messages). It prints
//! only strings through `console.log`. The whole body sits in one `try` whose `catch`
//! prints the thrown value's name, and each top-level statement is one line, so a
//! minimizer can delete lines.

use std::fmt::Write;

/// splitmix64: small, fast, and good enough to drive a generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The static type of a generated expression.
#[derive(Clone, Debug, PartialEq)]
enum Ty {
    Num,
    Str,
    Bool,
    NumArr,
    StrArr,
    /// A flat object: its keys and their (number or string) types.
    Obj(Vec<(String, Ty)>),
}

#[derive(Clone)]
struct Var {
    name: String,
    ty: Ty,
    mutable: bool,
}

#[derive(Clone)]
struct Func {
    name: String,
    params: Vec<Ty>,
    ret: Ty,
}

struct Gen {
    rng: Rng,
    vars: Vec<Var>,
    funcs: Vec<Func>,
    counter: usize,
    /// Loop nesting depth (bounded so the work stays small).
    loops: usize,
    /// Whether `break`/`continue` are allowed here, and the enclosing labels.
    in_loop: bool,
    labels: Vec<String>,
    in_func: bool,
}

const STRS: &[&str] = &[
    "",
    "a",
    "abc",
    "Hello",
    " x ",
    "1",
    "12",
    "-3.5",
    "0x1f",
    "a,b,c",
    "b-a",
    "caf\u{e9}",
    "  pad",
    "10",
    "007",
    "true",
    "null",
    "x-y-z",
    "AbC",
    "1e3",
    " 42 ",
    "Infinity",
    "z",
    "stra\u{df}e",
    "\u{1f600}a",
    "\u{130}i",
    "a\u{301}",
    "\u{3a3}\u{3c3}",
    "\t\n",
    "\u{fffd}",
];
const KEYS: &[&str] = &["a", "b", "name", "n", "1", "10", "2", "x y", "k"];
const SEPS: &[&str] = &["", ",", "-", " ", "a", ", "];

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.counter += 1;
        format!("{prefix}{}", self.counter)
    }

    fn str_lit(&mut self) -> String {
        // Lone surrogates cannot be Rust strings: spelled as JS escapes.
        if self.rng.chance(3) {
            return self
                .rng
                .pick(&["\"\\ud83d\"", "\"x\\udc00\"", "\"\\ud800\\ud800\""])
                .to_string();
        }
        let s = *self.rng.pick(STRS);
        format!("{s:?}").replace("\\u{e9}", "\u{e9}")
    }

    fn num_lit(&mut self) -> String {
        match self.rng.below(12) {
            0..=5 => format!("{}", self.rng.below(20) as i64 - 3),
            6 => self
                .rng
                .pick(&["0.1", "0.2", "1.5", "2.5", "-0.5", "3.14", "1e21", "123.456"])
                .to_string(),
            7 => self.rng.pick(&["NaN", "Infinity", "-0", "0", "-1", "255", "1000000"]).to_string(),
            8 => format!("{}", self.rng.below(1000)),
            9 => self
                .rng
                .pick(&["0.000001", "1e-7", "9007199254740993", "2147483648", "4294967295"])
                .to_string(),
            _ => format!("{}", self.rng.below(5)),
        }
    }

    fn vars_of(&self, ty: &Ty) -> Vec<String> {
        self.vars.iter().filter(|v| v.ty == *ty).map(|v| v.name.clone()).collect()
    }

    fn var_of(&mut self, ty: &Ty) -> Option<String> {
        let vs = self.vars_of(ty);
        if vs.is_empty() { None } else { Some(self.rng.pick(&vs).clone()) }
    }

    fn obj_var(&mut self) -> Option<(String, Vec<(String, Ty)>)> {
        let objs: Vec<_> = self
            .vars
            .iter()
            .filter_map(|v| match &v.ty {
                Ty::Obj(fields) => Some((v.name.clone(), fields.clone())),
                _ => None,
            })
            .collect();
        if objs.is_empty() { None } else { Some(self.rng.pick(&objs).clone()) }
    }

    fn key_access(key: &str) -> String {
        if key.chars().all(|c| c.is_ascii_alphabetic()) {
            format!(".{key}")
        } else {
            format!("[{key:?}]")
        }
    }

    fn any_ty(&mut self) -> Ty {
        match self.rng.below(7) {
            0 | 1 => Ty::Num,
            2 | 3 => Ty::Str,
            4 => Ty::Bool,
            5 => {
                if self.rng.chance(50) {
                    Ty::NumArr
                } else {
                    Ty::StrArr
                }
            }
            _ => self.obj_ty(),
        }
    }

    fn obj_ty(&mut self) -> Ty {
        let n = 1 + self.rng.below(4);
        let mut fields: Vec<(String, Ty)> = Vec::new();
        for _ in 0..n {
            let k = self.rng.pick(KEYS).to_string();
            if fields.iter().any(|(f, _)| *f == k) {
                continue;
            }
            let t = if self.rng.chance(50) { Ty::Num } else { Ty::Str };
            fields.push((k, t));
        }
        Ty::Obj(fields)
    }

    /// A call of an earlier function returning `ty`, if any.
    fn call_of(&mut self, ty: &Ty, d: usize) -> Option<String> {
        let fs: Vec<Func> = self.funcs.iter().filter(|f| f.ret == *ty).cloned().collect();
        if fs.is_empty() {
            return None;
        }
        let f = self.rng.pick(&fs).clone();
        let args: Vec<String> = f.params.iter().map(|p| self.expr(p, d + 1)).collect();
        Some(format!("{}({})", f.name, args.join(", ")))
    }

    /// Any expression (of a random type), for coercions.
    fn any(&mut self, d: usize) -> String {
        if self.rng.chance(15) {
            return self.exotic(d);
        }
        let t = self.any_ty();
        self.expr(&t, d)
    }

    /// Values only used where any value may go (coercions, printing): nullish, nested
    /// arrays, objects with valueOf/toString/Symbol.toPrimitive, symbols' descriptions.
    fn exotic(&mut self, d: usize) -> String {
        match self.rng.below(10) {
            0 => self
                .rng
                .pick(&[
                    "null",
                    "undefined",
                    "[]",
                    "{}",
                    "[[]]",
                    "[null]",
                    "[undefined, 1]",
                    "[1, [2, [3]]]",
                ])
                .to_string(),
            1 => format!("({{ valueOf() {{ return {}; }} }})", self.expr(&Ty::Num, d + 1)),
            2 => format!("({{ toString() {{ return {}; }} }})", self.expr(&Ty::Str, d + 1)),
            3 => format!(
                "({{ [Symbol.toPrimitive](hint) {{ return hint === \"number\" ? {} : hint + {}; }} }})",
                self.expr(&Ty::Num, d + 1),
                self.str_lit()
            ),
            4 => format!("({{ valueOf: () => ({{}}), toString: () => {} }})", self.str_lit()),
            5 => format!("Symbol({}).description", self.str_lit()),
            6 => format!("new Number({})", self.num_lit()),
            7 => format!("new String({})", self.str_lit()),
            8 => format!("[{}, , {}]", self.num_lit(), self.str_lit()),
            _ => format!("Object({})", self.rng.pick(&["true", "false", "0", "\"\""])),
        }
    }

    fn expr(&mut self, ty: &Ty, d: usize) -> String {
        // Leaves past the depth budget.
        let leaf = d >= 4 || self.rng.chance(20 + d * 15);
        if leaf {
            if self.rng.chance(60)
                && let Some(v) = self.var_of(ty)
            {
                return v;
            }
            return self.lit(ty, d);
        }
        // Functions do not call functions: the work stays linear in the program size.
        if !self.in_func
            && self.rng.chance(8)
            && let Some(c) = self.call_of(ty, d)
        {
            return c;
        }
        match ty {
            Ty::Num => self.num(d + 1),
            Ty::Str => self.string(d + 1),
            Ty::Bool => self.boolean(d + 1),
            Ty::NumArr => self.num_arr(d + 1),
            Ty::StrArr => self.str_arr(d + 1),
            Ty::Obj(fields) => {
                let fields = fields.clone();
                self.obj(&fields, d + 1)
            }
        }
    }

    fn lit(&mut self, ty: &Ty, d: usize) -> String {
        match ty {
            Ty::Num => self.num_lit(),
            Ty::Str => self.str_lit(),
            Ty::Bool => self.rng.pick(&["true", "false"]).to_string(),
            Ty::NumArr => {
                let n = self.rng.below(5);
                let items: Vec<String> = (0..n).map(|_| self.num_lit()).collect();
                format!("[{}]", items.join(", "))
            }
            Ty::StrArr => {
                let n = self.rng.below(5);
                let items: Vec<String> = (0..n).map(|_| self.str_lit()).collect();
                format!("[{}]", items.join(", "))
            }
            Ty::Obj(fields) => {
                let fields = fields.clone();
                let items: Vec<String> = fields
                    .iter()
                    .map(|(k, t)| {
                        let v = if d < 4 { self.expr(t, d + 1) } else { self.lit(t, d + 1) };
                        format!("{k:?}: {v}")
                    })
                    .collect();
                format!("{{ {} }}", items.join(", "))
            }
        }
    }

    fn num(&mut self, d: usize) -> String {
        let r = self.rng.below(30);
        match r {
            0..=4 => {
                let op = *self.rng.pick(&["+", "-", "*", "/", "%", "+", "-", "*"]);
                format!("({} {op} {})", self.expr(&Ty::Num, d), self.expr(&Ty::Num, d))
            }
            5 => {
                let op = *self.rng.pick(&["-", "*", "/", "%"]);
                format!("({} {op} {})", self.any(d), self.any(d))
            }
            6 => format!("(+{})", self.any(d)),
            7 => format!("{}.length", self.expr(&Ty::Str, d)),
            8 => {
                let t = if self.rng.chance(50) { Ty::NumArr } else { Ty::StrArr };
                format!("{}.length", self.expr(&t, d))
            }
            9 => format!("{}.indexOf({})", self.expr(&Ty::Str, d), self.expr(&Ty::Str, d)),
            10 => format!("{}.indexOf({})", self.expr(&Ty::NumArr, d), self.expr(&Ty::Num, d)),
            11 => {
                format!("{}.reduce((s, x) => s + x, {})", self.expr(&Ty::NumArr, d), self.num_lit())
            }
            12 => {
                let f = *self.rng.pick(&["floor", "ceil", "round", "trunc", "abs", "sign"]);
                format!("Math.{f}({})", self.expr(&Ty::Num, d))
            }
            13 => {
                let f = *self.rng.pick(&["max", "min"]);
                format!("Math.{f}({}, {})", self.expr(&Ty::Num, d), self.expr(&Ty::Num, d))
            }
            14 => {
                let f = *self.rng.pick(&["parseInt", "Number", "parseFloat"]);
                format!("{f}({})", self.expr(&Ty::Str, d))
            }
            15 => format!(
                "({} ? {} : {})",
                self.expr(&Ty::Bool, d),
                self.expr(&Ty::Num, d),
                self.expr(&Ty::Num, d)
            ),
            16 => {
                if let Some((o, fields)) = self.obj_var() {
                    let nums: Vec<_> = fields.iter().filter(|(_, t)| *t == Ty::Num).collect();
                    if !nums.is_empty() {
                        let (k, _) = self.rng.pick(&nums);
                        return format!("{o}{}", Self::key_access(k));
                    }
                }
                self.num_lit()
            }
            17 => format!("({} + {})", self.expr(&Ty::Bool, d), self.expr(&Ty::Num, d)),
            18 => format!(
                "({}.at({}) ?? {})",
                self.expr(&Ty::NumArr, d),
                self.expr(&Ty::Num, d),
                self.num_lit()
            ),
            19 => format!("{}.charCodeAt({})", self.expr(&Ty::Str, d), self.rng.below(4)),
            20 => {
                let op = *self.rng.pick(&["|", "&", "^", ">>", "<<", ">>>"]);
                format!("({} {op} {})", self.expr(&Ty::Num, d), self.expr(&Ty::Num, d))
            }
            21 => format!("(({}) ** {})", self.rng.below(7) as i64 - 2, self.rng.below(4)),
            22 => format!(
                "{}.filter((x) => {}).length",
                self.expr(&Ty::NumArr, d),
                self.pred_num("x", d)
            ),
            23 => format!("({} || {})", self.expr(&Ty::Num, d), self.expr(&Ty::Num, d)),
            24 => format!("Number({})", self.any(d)),
            25 if self.rng.chance(50) => {
                format!(
                    "{}.findLastIndex((x) => {})",
                    self.expr(&Ty::NumArr, d),
                    self.pred_num("x", d)
                )
            }
            25 => format!("{}.lastIndexOf({})", self.expr(&Ty::Str, d), self.str_lit()),
            26 => {
                let v = self.vars_of(&Ty::Num);
                let muts: Vec<String> = self
                    .vars
                    .iter()
                    .filter(|x| x.mutable && x.ty == Ty::Num)
                    .map(|x| x.name.clone())
                    .collect();
                match (muts.is_empty(), v.is_empty()) {
                    (false, _) => {
                        let m = self.rng.pick(&muts).clone();
                        let op = *self.rng.pick(&["++", "--"]);
                        if self.rng.chance(50) {
                            format!("({m}{op})")
                        } else {
                            format!("({op}{m})")
                        }
                    }
                    _ => self.num_lit(),
                }
            }
            27 => format!("{}.split({}).length", self.expr(&Ty::Str, d), self.sep()),
            28 => format!("[...{}, {}].length", self.expr(&Ty::StrArr, d), self.str_lit()),
            _ => format!("(-({}))", self.expr(&Ty::Num, d)),
        }
    }

    fn sep(&mut self) -> String {
        format!("{:?}", self.rng.pick(SEPS))
    }

    /// A boolean expression over the number named `x`.
    fn pred_num(&mut self, x: &str, d: usize) -> String {
        let op = *self.rng.pick(&["<", ">", "<=", ">=", "===", "!=="]);
        match self.rng.below(4) {
            0 => format!("x % 2 === {}", self.rng.below(2)),
            1 => format!("{x} {op} {}", self.num_lit()),
            2 => format!("Number.isInteger({x})"),
            _ => format!("{x} {op} {}", self.expr(&Ty::Num, d + 1)),
        }
    }

    fn string(&mut self, d: usize) -> String {
        let r = self.rng.below(36);
        match r {
            0..=3 => format!("({} + {})", self.expr(&Ty::Str, d), self.expr(&Ty::Str, d)),
            4 => format!("({} + {})", self.expr(&Ty::Str, d), self.any(d)),
            5 => format!("({} + {})", self.any(d), self.expr(&Ty::Str, d)),
            6 => format!(
                "`{}${{{}}}-${{{}}}`",
                self.rng.pick(&["v", "", "n="]),
                self.any(d),
                self.any(d)
            ),
            7 => format!(
                "{}.slice({}, {})",
                self.expr(&Ty::Str, d),
                self.rng.below(6) as i64 - 2,
                self.rng.below(8) as i64 - 2
            ),
            8 => format!("{}.slice({})", self.expr(&Ty::Str, d), self.expr(&Ty::Num, d)),
            9 => format!("{}.toUpperCase()", self.expr(&Ty::Str, d)),
            10 => format!("{}.toLowerCase()", self.expr(&Ty::Str, d)),
            11 => format!("{}.trim()", self.expr(&Ty::Str, d)),
            12 => {
                let m = *self.rng.pick(&["padStart", "padEnd"]);
                format!("{}.{m}({}, {})", self.expr(&Ty::Str, d), self.rng.below(9), self.str_lit())
            }
            13 => format!("{}.repeat({})", self.expr(&Ty::Str, d), self.rng.below(4)),
            14 => {
                let m = *self.rng.pick(&["replaceAll", "replace"]);
                format!("{}.{m}({}, {})", self.expr(&Ty::Str, d), self.str_lit(), self.str_lit())
            }
            15 => format!(
                "({}.at({}) ?? {})",
                self.expr(&Ty::Str, d),
                self.rng.below(7) as i64 - 3,
                self.str_lit()
            ),
            16 => format!("{}.split({}).join({})", self.expr(&Ty::Str, d), self.sep(), self.sep()),
            17 => format!("String({})", self.expr(&Ty::Num, d)),
            18 => format!("{}.toFixed({})", self.paren_num(d), self.rng.below(5)),
            19 => format!("String({})", self.any(d)),
            20 => format!("{}.join({})", self.expr(&Ty::NumArr, d), self.sep()),
            21 => format!("JSON.stringify({})", self.any(d)),
            22 => format!("(typeof {})", self.any(d)),
            23 => {
                if let Some((o, fields)) = self.obj_var() {
                    let strs: Vec<_> = fields.iter().filter(|(_, t)| *t == Ty::Str).collect();
                    if !strs.is_empty() {
                        let (k, _) = self.rng.pick(&strs);
                        return format!("{o}{}", Self::key_access(k));
                    }
                }
                self.str_lit()
            }
            24 => format!(
                "({} ? {} : {})",
                self.expr(&Ty::Bool, d),
                self.expr(&Ty::Str, d),
                self.expr(&Ty::Str, d)
            ),
            25 => format!("({} || {})", self.expr(&Ty::Str, d), self.expr(&Ty::Str, d)),
            26 => {
                let nullish = *self.rng.pick(&["null", "undefined", "({}).missing"]);
                let alt =
                    if self.rng.chance(50) { nullish.to_string() } else { self.expr(&Ty::Str, d) };
                format!("({alt} ?? {})", self.expr(&Ty::Str, d))
            }
            27 => format!(
                "{}.map((x) => {}).join({})",
                self.expr(&Ty::NumArr, d),
                self.num_over("x", d),
                self.sep()
            ),
            28 => format!("{}.sort().join()", self.paren_copy(&Ty::StrArr, d)),
            29 => format!("{}.charAt({})", self.expr(&Ty::Str, d), self.rng.below(5)),
            30 => format!(
                "{}.substring({}, {})",
                self.expr(&Ty::Str, d),
                self.rng.below(6) as i64 - 1,
                self.rng.below(6)
            ),
            31 => format!("String({})", self.expr(&Ty::Bool, d)),
            32 => {
                let (o, _) = match self.obj_var() {
                    Some(x) => x,
                    None => return self.str_lit(),
                };
                match self.rng.below(3) {
                    0 => format!("Object.keys({o}).join()"),
                    1 => format!("Object.entries({o}).map(([k, v]) => k + \"=\" + v).join(\";\")"),
                    _ => format!("JSON.stringify({o})"),
                }
            }
            33 => format!("{}.join({})", self.expr(&Ty::StrArr, d), self.sep()),
            34 => format!(
                "{}.toString({})",
                self.paren_int(d),
                self.rng.pick(&["2", "16", "36", "10"])
            ),
            _ => format!("String({}).padStart(6, \"*\")", self.paren_num(d)),
        }
    }

    fn paren_num(&mut self, d: usize) -> String {
        format!("({})", self.expr(&Ty::Num, d))
    }

    /// An integer-valued number expression, parenthesized.
    fn paren_int(&mut self, d: usize) -> String {
        format!("(({}) | 0)", self.expr(&Ty::Num, d))
    }

    fn paren_copy(&mut self, ty: &Ty, d: usize) -> String {
        format!("[...{}]", self.expr(ty, d))
    }

    /// A number expression over the number named `x`.
    fn num_over(&mut self, x: &str, d: usize) -> String {
        let op = *self.rng.pick(&["+", "-", "*", "%", "/"]);
        match self.rng.below(3) {
            0 => format!("{x} {op} {}", self.num_lit()),
            1 => format!("{x} {op} {}", self.expr(&Ty::Num, d + 1)),
            _ => format!("Math.abs({x}) {op} {}", self.rng.below(5) + 1),
        }
    }

    fn boolean(&mut self, d: usize) -> String {
        let r = self.rng.below(18);
        let cmp = *self.rng.pick(&["<", ">", "<=", ">=", "==", "!=", "===", "!=="]);
        match r {
            0..=2 => format!("({} {cmp} {})", self.expr(&Ty::Num, d), self.expr(&Ty::Num, d)),
            3 => format!("({} {cmp} {})", self.expr(&Ty::Str, d), self.expr(&Ty::Str, d)),
            4 | 5 => format!("({} {cmp} {})", self.any(d), self.any(d)),
            6 => format!("{}.includes({})", self.expr(&Ty::NumArr, d), self.expr(&Ty::Num, d)),
            7 => format!("{}.includes({})", self.expr(&Ty::Str, d), self.str_lit()),
            8 => {
                let m = *self.rng.pick(&["startsWith", "endsWith"]);
                format!("{}.{m}({})", self.expr(&Ty::Str, d), self.str_lit())
            }
            9 => format!("!{}", self.expr(&Ty::Bool, d)),
            10 => {
                let op = *self.rng.pick(&["&&", "||"]);
                format!("({} {op} {})", self.expr(&Ty::Bool, d), self.expr(&Ty::Bool, d))
            }
            11 => format!("Array.isArray({})", self.any(d)),
            12 => {
                let f = *self.rng.pick(&[
                    "Number.isInteger",
                    "Number.isNaN",
                    "isFinite",
                    "isNaN",
                    "Number.isSafeInteger",
                ]);
                format!("{f}({})", self.expr(&Ty::Num, d))
            }
            13 => match self.obj_var() {
                Some((o, _)) => format!("({:?} in {o})", self.rng.pick(KEYS)),
                None => "true".into(),
            },
            14 => format!("Object.is({}, {})", self.expr(&Ty::Num, d), self.expr(&Ty::Num, d)),
            15 => format!("{}.some((x) => {})", self.expr(&Ty::NumArr, d), self.pred_num("x", d)),
            16 => format!("{}.every((x) => {})", self.expr(&Ty::NumArr, d), self.pred_num("x", d)),
            _ => format!("Boolean({})", self.any(d)),
        }
    }

    fn num_arr(&mut self, d: usize) -> String {
        match self.rng.below(19) {
            0 => format!("{}.map((x) => {})", self.expr(&Ty::NumArr, d), self.num_over("x", d)),
            1 => format!("{}.filter((x) => {})", self.expr(&Ty::NumArr, d), self.pred_num("x", d)),
            2 => format!(
                "{}.slice({}, {})",
                self.expr(&Ty::NumArr, d),
                self.rng.below(5) as i64 - 2,
                self.rng.below(6)
            ),
            3 => format!("{}.concat({})", self.expr(&Ty::NumArr, d), self.expr(&Ty::NumArr, d)),
            4 => format!("[...{}, {}]", self.expr(&Ty::NumArr, d), self.expr(&Ty::Num, d)),
            // ToInt32 keys make every comparator consistent (NaN and -0 included), so the
            // stable sort gives one answer.
            5 => format!("{}.sort((a, b) => (a | 0) - (b | 0))", self.paren_copy(&Ty::NumArr, d)),
            6 => format!("{}.sort((a, b) => (b | 0) - (a | 0))", self.paren_copy(&Ty::NumArr, d)),
            7 => format!("{}.reverse()", self.paren_copy(&Ty::NumArr, d)),
            8 => format!(
                "Array.from({{ length: {} }}, (_, i) => {})",
                self.rng.below(5),
                self.num_over("i", d)
            ),
            9 => format!("{}.map((s) => s.length)", self.expr(&Ty::StrArr, d)),
            10 => format!("{}.split(\"\").map((c) => c.charCodeAt(0))", self.expr(&Ty::Str, d)),
            12 => format!("{}.toSorted((a, b) => (a | 0) - (b | 0))", self.expr(&Ty::NumArr, d)),
            13 => format!("{}.toReversed()", self.expr(&Ty::NumArr, d)),
            // Two elements at least, so that both indices (-1, -2) are in range.
            14 => format!(
                "[...{}, 0, 0].with({}, {})",
                self.expr(&Ty::NumArr, d),
                -1 - self.rng.below(2) as i64,
                self.expr(&Ty::Num, d)
            ),
            15 => format!(
                "{}.toSpliced({}, {}, {})",
                self.expr(&Ty::NumArr, d),
                self.rng.below(3),
                self.rng.below(3),
                self.num_lit()
            ),
            16 => {
                let a = self.expr(&Ty::NumArr, d);
                let b = self.expr(&Ty::NumArr, d);
                format!(
                    "[{a}, [{b}, [{}]]].flat({})",
                    self.num_lit(),
                    self.rng.pick(&["2", "3", "Infinity"])
                )
            }
            17 => format!(
                "{}.flatMap((x) => (x > {} ? [x, -x] : []))",
                self.expr(&Ty::NumArr, d),
                self.num_lit()
            ),
            _ => format!("{}.sort()", self.paren_copy(&Ty::NumArr, d)),
        }
    }

    fn str_arr(&mut self, d: usize) -> String {
        match self.rng.below(10) {
            0 | 1 => format!("{}.split({})", self.expr(&Ty::Str, d), self.sep()),
            2 => format!("{}.map((x) => String(x))", self.expr(&Ty::NumArr, d)),
            3 => format!(
                "{}.filter((s) => s.length > {})",
                self.expr(&Ty::StrArr, d),
                self.rng.below(3)
            ),
            4 => format!(
                "{}.map((s) => s.toUpperCase() + {})",
                self.expr(&Ty::StrArr, d),
                self.str_lit()
            ),
            5 => format!(
                "{}.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))",
                self.paren_copy(&Ty::StrArr, d)
            ),
            6 => format!("{}.sort((a, b) => a.length - b.length)", self.paren_copy(&Ty::StrArr, d)),
            7 => format!("{}.concat({})", self.expr(&Ty::StrArr, d), self.expr(&Ty::StrArr, d)),
            8 => match self.obj_var() {
                Some((o, _)) => format!("Object.keys({o})"),
                None => self.lit(&Ty::StrArr, d),
            },
            _ => format!("{}.slice({})", self.expr(&Ty::StrArr, d), self.rng.below(4) as i64 - 1),
        }
    }

    fn obj(&mut self, fields: &[(String, Ty)], d: usize) -> String {
        // Same fields, built by spreading an object of the same shape when one exists.
        let same: Vec<String> = self.vars_of(&Ty::Obj(fields.to_vec()));
        if !same.is_empty() && !fields.is_empty() && self.rng.chance(60) {
            let src = self.rng.pick(&same).clone();
            let (k, t) = self.rng.pick(fields).clone();
            let v = self.expr(&t, d);
            return match self.rng.below(2) {
                0 => format!("{{ ...{src}, {k:?}: {v} }}"),
                _ => format!("Object.assign({{}}, {src}, {{ {k:?}: {v} }})"),
            };
        }
        self.lit(&Ty::Obj(fields.to_vec()), d)
    }

    // ---- statements ----

    fn declare(&mut self, name: &str, ty: Ty, mutable: bool) {
        self.vars.push(Var { name: name.to_string(), ty, mutable });
    }

    /// A print statement of some expression.
    fn print(&mut self) -> String {
        let t = self.any_ty();
        let e = self.expr(&t, 1);
        match self.rng.below(4) {
            0 => format!("console.log(JSON.stringify({e}));"),
            1 => format!("console.log(String({e}));"),
            2 => format!("console.log(`{}: ${{{e}}}`);", self.fresh("p")),
            _ => format!("console.log(typeof {e} + \" \" + JSON.stringify({e}));"),
        }
    }

    /// A block of `base + below(extra)` statements.
    fn block_r(&mut self, base: usize, extra: usize) -> String {
        let n = base + self.rng.below(extra);
        self.block(n)
    }

    fn block(&mut self, n: usize) -> String {
        let mark = (self.vars.len(), self.funcs.len());
        let mut out = Vec::new();
        for _ in 0..n {
            out.push(self.stmt());
        }
        self.vars.truncate(mark.0);
        self.funcs.truncate(mark.1);
        out.join(" ")
    }

    fn assign(&mut self) -> Option<String> {
        let muts: Vec<Var> = self.vars.iter().filter(|v| v.mutable).cloned().collect();
        if muts.is_empty() {
            return None;
        }
        let v = self.rng.pick(&muts).clone();
        let e = self.expr(&v.ty, 1);
        Some(match &v.ty {
            Ty::Num => {
                let op = *self.rng.pick(&["=", "+=", "-=", "*=", "="]);
                format!("{} {op} {e};", v.name)
            }
            Ty::Str => {
                if self.rng.chance(40) {
                    format!("{} = ({} + {e}).slice(-40);", v.name, v.name)
                } else {
                    format!("{} = ({e}).slice(0, 40);", v.name)
                }
            }
            Ty::NumArr | Ty::StrArr => format!("{} = ({e}).slice(0, 12);", v.name),
            Ty::Bool => format!("{} = {e};", v.name),
            Ty::Obj(_) => format!("{} = {e};", v.name),
        })
    }

    fn stmt(&mut self) -> String {
        let r = self.rng.below(if self.in_loop { 24 } else { 22 });
        match r {
            0..=3 => {
                let t = self.any_ty();
                let e = self.expr(&t, 0);
                let name = self.fresh("v");
                let mutable = self.rng.chance(60);
                self.declare(&name, t, mutable);
                format!("{} {name} = {e};", if mutable { "let" } else { "const" })
            }
            4..=6 => self.print(),
            7 | 8 => self.assign().unwrap_or_else(|| self.print()),
            9 => {
                let c = self.expr(&Ty::Bool, 1);
                let a = self.block_r(1, 2);
                if self.rng.chance(50) {
                    let b = self.block(1);
                    format!("if ({c}) {{ {a} }} else {{ {b} }}")
                } else {
                    format!("if ({c}) {{ {a} }}")
                }
            }
            10 | 11 if self.loops < 2 => self.loop_stmt(),
            12 if !self.in_func && self.funcs.len() < 6 => self.function(),
            13 => self.try_stmt(),
            14 => self.destructure(),
            15 => {
                let arrs: Vec<String> = self
                    .vars
                    .iter()
                    .filter(|v| v.ty == Ty::NumArr || v.ty == Ty::StrArr)
                    .map(|v| v.name.clone())
                    .collect();
                if arrs.is_empty() {
                    return self.print();
                }
                let a = self.rng.pick(&arrs).clone();
                let ty = self
                    .vars
                    .iter()
                    .find(|v| v.name == a)
                    .map(|v| v.ty.clone())
                    .unwrap_or(Ty::NumArr);
                let e = self.expr(if ty == Ty::NumArr { &Ty::Num } else { &Ty::Str }, 1);
                format!("if ({a}.length < 16) {a}.push({e});")
            }
            16 => match self.obj_var() {
                Some((o, fields)) if !fields.is_empty() => {
                    let (k, t) = self.rng.pick(&fields).clone();
                    let e = self.expr(&t, 1);
                    let acc = Self::key_access(&k);
                    if t == Ty::Str {
                        format!("{o}{acc} = ({o}{acc} + {e}).slice(0, 30);")
                    } else {
                        format!("{o}{acc} = {e};")
                    }
                }
                _ => self.print(),
            },
            17 if !self.in_func && self.funcs.len() < 6 => self.closure(),
            18 if self.loops < 1 => self.closures_in_loop(),
            19 => {
                let n = self.expr(&Ty::Num, 1);
                let a = self.block(1);
                let b = self.block(1);
                let c = self.block(1);
                format!(
                    "switch (({n}) % 3) {{ case 0: {{ {a} break; }} case 1: {{ {b} }} default: {{ {c} }} }}"
                )
            }
            20 | 21 => self.extra(),
            22 if self.in_loop => {
                let c = self.expr(&Ty::Bool, 1);
                format!("if ({c}) break;")
            }
            23 if self.in_loop => {
                let c = self.expr(&Ty::Bool, 1);
                match self.labels.last() {
                    Some(l) if self.rng.chance(50) => format!("if ({c}) continue {l};"),
                    _ => format!("if ({c}) continue;"),
                }
            }
            // Arms whose guard failed.
            _ => self.print(),
        }
    }

    /// The rest of the language, each a self-contained statement: classes with private
    /// fields and accessors, defineProperty, Map/Set, generators, number formatting,
    /// optional chaining, stable sorts of records, JSON with indentation, promise order.
    fn extra(&mut self) -> String {
        let c = self.fresh("c");
        match self.rng.below(11) {
            0 => {
                let init = self.expr(&Ty::Num, 2);
                let step = self.num_over("v", 2);
                let arg = self.expr(&Ty::Num, 2);
                let sub = self.rng.chance(50);
                let class = format!(
                    "class {c} {{ #x; static count = 0; constructor(a) {{ this.#x = a; {c}.count++; }} get x() {{ return this.#x; }} set x(v) {{ this.#x = {step}; }} add(y) {{ return this.#x + y; }} static of(n) {{ return new {c}(n); }} has(o) {{ return #x in o; }} }}"
                );
                let obj = if sub {
                    format!(
                        "class {c}b extends {c} {{ add(y) {{ return super.add(y) * 2; }} get kind() {{ return \"sub\"; }} }} const o{c} = new {c}b({init});"
                    )
                } else {
                    format!("const o{c} = {c}.of({init});")
                };
                format!(
                    "{class} {obj} o{c}.x = {arg}; console.log(JSON.stringify([o{c}.x, o{c}.add(1), {c}.count, o{c}.has(o{c}), o{c}.has({{}}), Object.keys(o{c}), o{c} instanceof {c}, o{c}.constructor.name]));"
                )
            }
            1 => {
                let v = self.expr(&Ty::Num, 2);
                let w = self.expr(&Ty::Str, 2);
                format!(
                    "{{ const {c} = {{ plain: {w} }}; let n{c} = 0; Object.defineProperty({c}, \"hidden\", {{ value: {v}, enumerable: false }}); Object.defineProperty({c}, \"acc\", {{ get() {{ return ++n{c}; }}, set(v) {{ n{c} = v * 10; }}, enumerable: true, configurable: true }}); {c}.acc; {c}.acc = 3; console.log(JSON.stringify({c}) + \" \" + {c}.hidden + \" \" + Object.keys({c}).join() + \" \" + JSON.stringify(Object.getOwnPropertyDescriptor({c}, \"hidden\"))); {c}.hidden = 1; console.log(String({c}.hidden), Object.isFrozen(Object.freeze({c}))); }}"
                )
            }
            2 => {
                let a = self.expr(&Ty::StrArr, 2);
                let b = self.expr(&Ty::NumArr, 2);
                format!(
                    "{{ const {c} = new Map(); for (const [i, s] of {a}.entries()) {{ {c}.set(s, ({c}.get(s) ?? 0) + i + 1); }} const s{c} = new Set({b}); s{c}.add(1); s{c}.delete(0); console.log(JSON.stringify([...{c}]) + \" \" + {c}.size + \" \" + JSON.stringify([...s{c}]) + \" \" + s{c}.has(1) + \" \" + JSON.stringify([...{c}.keys()].sort())); }}"
                )
            }
            3 => {
                let n = self.rng.below(5);
                let e = self.num_over("i", 2);
                format!(
                    "{{ function* {c}(n) {{ try {{ for (let i = 0; i < n; i++) {{ const r = yield {e}; if (r === \"stop\") return \"stopped\"; }} }} finally {{ console.log(\"gen done\"); }} return \"end\"; }} console.log(JSON.stringify([...{c}({n})])); const it{c} = {c}({n}); const a{c} = it{c}.next(); const b{c} = it{c}.next(\"stop\"); console.log(JSON.stringify([a{c}, b{c}, it{c}.next()])); }}"
                )
            }
            4 => {
                let x = self.paren_num(2);
                let p = 1 + self.rng.below(6);
                let f = self.rng.below(4);
                format!(
                    "{{ const {c} = {x}; console.log([{c}.toPrecision({p}), {c}.toExponential({f}), {c}.toFixed({f}), String({c}), ({c} | 0).toString(16), Number({c}.toFixed(2)), Math.round({c} * 100) / 100].join(\" \")); }}"
                )
            }
            5 => {
                let o = self.expr(&Ty::Obj(vec![("a".into(), Ty::Num)]), 2);
                format!(
                    "{{ const {c} = {{ inner: {o}, list: null, fn: null }}; console.log(JSON.stringify([{c}.inner?.a, {c}.list?.[0], {c}.missing?.deep.deeper, {c}.fn?.(), {c}?.inner.a ?? \"none\", delete {c}.inner, {c}.inner?.a])); }}"
                )
            }
            6 => {
                let names = self.expr(&Ty::StrArr, 2);
                let keys = self.expr(&Ty::NumArr, 2);
                format!(
                    "{{ const {c} = {names}.map((name, i) => ({{ name, n: ({keys}.at(i) ?? i) % 3 }})); {c}.sort((a, b) => (a.n | 0) - (b.n | 0)); console.log(JSON.stringify({c}.map((r) => r.n + \":\" + r.name))); console.log(JSON.stringify({c}, null, 2)); console.log(JSON.stringify({c}, [\"name\"], \"-\")); }}"
                )
            }
            7 => {
                let a = self.expr(&Ty::Num, 2);
                let b = self.expr(&Ty::Str, 2);
                format!(
                    "{{ const {c} = []; Promise.resolve({a}).then((v) => {{ {c}.push(\"then \" + v); }}); (async () => {{ {c}.push(\"async start\"); const v = await {b}; {c}.push(\"awaited \" + v); try {{ await Promise.reject(new Error(\"g:x\")); }} catch (e) {{ {c}.push(\"async caught \" + e.message); }} }})(); Promise.all([1, Promise.resolve(2)]).then((r) => {{ {c}.push(\"all \" + JSON.stringify(r)); }}); Promise.allSettled([Promise.reject(3), 4]).then((r) => {{ {c}.push(JSON.stringify(r)); }}); Promise.race([new Promise(() => {{}}), Promise.resolve(\"r\")]).then((v) => {{ {c}.push(\"race \" + v); }}); {c}.push(\"sync\"); Promise.resolve().then(() => Promise.resolve()).then(() => {{ console.log({c}.join(\" | \")); }}); }}"
                )
            }
            8 => {
                let s = self.expr(&Ty::Str, 2);
                format!(
                    "{{ const {c} = JSON.parse(JSON.stringify({{ s: {s}, n: [1, -0, 1.5e300], t: true, z: null }})); console.log(JSON.stringify({c}) + \" \" + JSON.stringify(JSON.parse(\"[1, 2.5e3, \\\"\\\\u0041\\\"]\")) + \" \" + Object.entries({c}).length); }}"
                )
            }
            9 => {
                let a = self.expr(&Ty::NumArr, 2);
                format!(
                    "{{ const {c} = {a}; function s{c}(...xs) {{ return xs.length + \":\" + arguments.length; }} console.log([Math.max(...{c}), Math.min(...{c}, 0), s{c}(...{c}, ...\"ab\"), [...\"hi\"].join(\"/\"), {c}.findLast((x) => x > 0), {c}.findIndex((x) => x < 0), {c}.flatMap((x) => [x, x]).length, [[1, [2]], 3].flat(2).join(), {c}.fill(7, 1, 2).join()].join(\" \")); }}"
                )
            }
            _ => {
                let k = 1 + self.rng.below(4);
                let e = self.expr(&Ty::Bool, 2);
                format!(
                    "{{ let {c} = \"\"; outer{c}: for (let i = 0; i < {k}; i++) {{ inner: for (let j = 0; j < {k}; j++) {{ if (j > i) continue outer{c}; if (i + j === 3 && {e}) break outer{c}; if (j === 2) break inner; {c} += i + \"\" + j + \",\"; }} }} console.log({c}); }}"
                )
            }
        }
    }

    fn loop_stmt(&mut self) -> String {
        let saved = (self.in_loop, self.labels.len());
        self.loops += 1;
        self.in_loop = true;
        let label = if self.rng.chance(25) {
            let l = self.fresh("L");
            self.labels.push(l.clone());
            format!("{l}: ")
        } else {
            String::new()
        };
        let mark = self.vars.len();
        let s = match self.rng.below(4) {
            0 | 1 => {
                let i = self.fresh("i");
                let k = self.rng.below(5);
                self.declare(&i, Ty::Num, false);
                let body = self.block_r(1, 3);
                format!("{label}for (let {i} = 0; {i} < {k}; {i}++) {{ {body} }}")
            }
            2 => {
                let t = if self.rng.chance(50) { Ty::NumArr } else { Ty::StrArr };
                let arr = self.expr(&t, 1);
                let x = self.fresh("x");
                self.declare(&x, if t == Ty::NumArr { Ty::Num } else { Ty::Str }, false);
                let body = self.block_r(1, 3);
                format!("{label}for (const {x} of {arr}.slice(0, 6)) {{ {body} }}")
            }
            _ => match self.obj_var() {
                Some((o, _)) => {
                    let k = self.fresh("k");
                    self.declare(&k, Ty::Str, false);
                    let body = self.block_r(1, 2);
                    format!("{label}for (const {k} in {o}) {{ {body} }}")
                }
                None => {
                    let w = self.fresh("w");
                    let k = self.rng.below(5);
                    let body = {
                        self.declare(&w, Ty::Num, false);
                        self.block_r(1, 2)
                    };
                    format!("{{ let {w} = 0; {label}while ({w} < {k}) {{ {w}++; {body} }} }}")
                }
            },
        };
        self.vars.truncate(mark);
        self.loops -= 1;
        self.in_loop = saved.0;
        self.labels.truncate(saved.1);
        s
    }

    /// Runs `f` with loop state cleared (a function body is not inside the loop).
    fn in_function<T>(&mut self, f: impl FnOnce(&mut Gen) -> T) -> T {
        let saved = (self.in_loop, std::mem::take(&mut self.labels), self.loops, self.in_func);
        self.in_loop = false;
        self.in_func = true;
        self.loops = 1; // at most one loop level inside functions
        let r = f(self);
        self.in_loop = saved.0;
        self.labels = saved.1;
        self.loops = saved.2;
        self.in_func = saved.3;
        r
    }

    fn function(&mut self) -> String {
        let name = self.fresh("f");
        let nparams = self.rng.below(3);
        let params: Vec<Ty> = (0..nparams).map(|_| self.any_ty()).collect();
        let ret = self.any_ty();
        let pnames: Vec<String> = (0..nparams).map(|_| self.fresh("p")).collect();
        let body = self.in_function(|g| {
            let mark = g.vars.len();
            for (p, t) in pnames.iter().zip(&params) {
                g.declare(p, t.clone(), true);
            }
            let body = g.block_r(1, 3);
            let ret_e = g.expr(&ret, 1);
            let tail = match g.rng.below(4) {
                // try/finally where finally may override the completion.
                0 => {
                    let c = g.expr(&Ty::Bool, 1);
                    let alt = g.expr(&ret, 1);
                    format!("try {{ return {ret_e}; }} finally {{ if ({c}) {{ return {alt}; }} }}")
                }
                _ => format!("return {ret_e};"),
            };
            g.vars.truncate(mark);
            format!("{body} {tail}")
        });
        // Parameters with defaults sometimes: the default matches the type.
        let mut plist = Vec::new();
        for (p, t) in pnames.iter().zip(&params) {
            if self.rng.chance(25) {
                let dflt = self.lit(t, 3);
                plist.push(format!("{p} = {dflt}"));
            } else {
                plist.push(p.clone());
            }
        }
        self.funcs.push(Func { name: name.clone(), params, ret });
        format!("function {name}({}) {{ {body} }}", plist.join(", "))
    }

    /// A closure factory and an instance: `const g = make(x)`, `g(y)` keeps state.
    fn closure(&mut self) -> String {
        let make = self.fresh("mk");
        let g = self.fresh("g");
        let acc = self.fresh("acc");
        let p = self.fresh("p");
        let q = self.fresh("q");
        let op = *self.rng.pick(&["+", "-", "*"]);
        let (init, step) = self.in_function(|g2| {
            let init = g2.expr(&Ty::Num, 2);
            g2.declare(&acc, Ty::Num, true);
            g2.declare(&p, Ty::Num, false);
            g2.declare(&q, Ty::Num, false);
            let step = g2.num_over(&q, 2);
            g2.vars.truncate(g2.vars.len() - 3);
            (init, step)
        });
        let arg = self.expr(&Ty::Num, 2);
        self.funcs.push(Func { name: g.clone(), params: vec![Ty::Num], ret: Ty::Num });
        format!(
            "function {make}({p}) {{ let {acc} = {init}; return ({q}) => {{ {acc} = ({acc} {op} {step} + {p}) % 1000; return {acc}; }}; }} const {g} = {make}({arg});"
        )
    }

    fn closures_in_loop(&mut self) -> String {
        let fs = self.fresh("fs");
        let i = self.fresh("i");
        let k = 1 + self.rng.below(4);
        self.declare(&i, Ty::Num, false);
        let e = self.num_over(&i, 2);
        self.vars.pop();
        let decl = if self.rng.chance(50) { "let" } else { "var" };
        format!(
            "{{ const {fs} = []; for ({decl} {i} = 0; {i} < {k}; {i}++) {{ {fs}.push(() => {e}); }} console.log(JSON.stringify({fs}.map((f) => f()))); }}"
        )
    }

    fn thrown(&mut self) -> String {
        match self.rng.below(6) {
            0 => format!("new Error(\"g:\" + {})", self.expr(&Ty::Str, 2)),
            1 => format!("new RangeError(\"g:\" + {})", self.expr(&Ty::Num, 2)),
            2 => self.expr(&Ty::Str, 2),
            3 => self.expr(&Ty::Num, 2),
            4 => "null.x".to_string(),
            _ => format!("{{ code: {} }}", self.expr(&Ty::Num, 2)),
        }
    }

    fn try_stmt(&mut self) -> String {
        let a = self.block_r(1, 2);
        let c = self.expr(&Ty::Bool, 1);
        let th = self.thrown();
        let throw = if th == "null.x" {
            format!("if ({c}) {{ null.x; }}")
        } else {
            format!("if ({c}) throw {th};")
        };
        let b = self.block_r(0, 2);
        let e = self.fresh("e");
        let handler = format!("console.log(\"caught \" + __d({e}));");
        match self.rng.below(3) {
            0 => format!("try {{ {a} {throw} {b} }} catch ({e}) {{ {handler} }}"),
            1 => {
                let f = self.block(1);
                format!("try {{ {a} {throw} {b} }} catch ({e}) {{ {handler} }} finally {{ {f} }}")
            }
            _ => {
                // try/finally inside try/catch: finally runs before the outer catch.
                let f = self.block(1);
                format!(
                    "try {{ try {{ {a} {throw} {b} }} finally {{ {f} }} }} catch ({e}) {{ {handler} }}"
                )
            }
        }
    }

    fn destructure(&mut self) -> String {
        match self.rng.below(3) {
            0 => {
                let t = if self.rng.chance(50) { Ty::NumArr } else { Ty::StrArr };
                let el = if t == Ty::NumArr { Ty::Num } else { Ty::Str };
                let arr = self.expr(&t, 1);
                let (a, b, r) = (self.fresh("d"), self.fresh("d"), self.fresh("r"));
                let dflt = self.lit(&el, 3);
                let s = format!("let [{a}, {b} = {dflt}, ...{r}] = {arr};");
                // `a` may be undefined (short array): typed as a string via `?? ` at use.
                let u = self.fresh("u");
                let s = format!("{s} const {u} = String({a});");
                self.declare(&u, Ty::Str, false);
                self.declare(&b, el, true);
                self.declare(&r, t, true);
                s
            }
            1 => match self.obj_var() {
                Some((o, fields)) if !fields.is_empty() => {
                    let (k, t) = self.rng.pick(&fields).clone();
                    let x = self.fresh("d");
                    let y = self.fresh("d");
                    let rest = self.fresh("r");
                    let dflt = self.lit(&Ty::Str, 3);
                    let s =
                        format!("const {{ {k:?}: {x}, missing: {y} = {dflt}, ...{rest} }} = {o};");
                    self.declare(&x, t, false);
                    self.declare(&y, Ty::Str, false);
                    s + &format!(" console.log(JSON.stringify({rest}));")
                }
                _ => self.print(),
            },
            _ => {
                let (a, b) = (self.fresh("s"), self.fresh("s"));
                let ea = self.expr(&Ty::Num, 1);
                let eb = self.expr(&Ty::Num, 1);
                self.declare(&a, Ty::Num, true);
                self.declare(&b, Ty::Num, true);
                format!("let [{a}, {b}] = [{ea}, {eb}]; [{a}, {b}] = [{b}, {a}];")
            }
        }
    }
}

/// The program for `seed`: the same seed always gives the same text.
pub(crate) fn program(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng(seed ^ 0x5EED_CA1B_0000_0000),
        vars: Vec::new(),
        funcs: Vec::new(),
        counter: 0,
        loops: 0,
        in_loop: false,
        labels: Vec::new(),
        in_func: false,
    };
    let mut out = String::new();
    let _ = writeln!(out, "// generated program, seed {seed}");
    out.push_str(
        "function __d(e) { return e instanceof Error ? e.name + (String(e.message).startsWith(\"g:\") ? \" \" + e.message : \"\") : typeof e + \" \" + JSON.stringify(e); }\n",
    );
    out.push_str("try {\n");
    let n = 8 + g.rng.below(14);
    for _ in 0..n {
        let s = g.stmt();
        out.push_str(&s);
        out.push('\n');
    }
    // Print every live variable at the end, so assignments are observable.
    let names: Vec<String> = g.vars.iter().map(|v| v.name.clone()).collect();
    if !names.is_empty() {
        let _ = writeln!(out, "console.log(JSON.stringify([{}]));", names.join(", "));
    }
    out.push_str("} catch (e) { console.log(\"uncaught \" + __d(e)); }\n");
    out
}
