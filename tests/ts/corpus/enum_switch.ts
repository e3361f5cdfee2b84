enum Op { Add, Sub, Mul }
function apply(op: Op, a: number, b: number): number {
  switch (op) { case Op.Add: return a + b; case Op.Sub: return a - b; case Op.Mul: return a * b; }
}
console.log(apply(Op.Add, 2, 3), apply(Op.Sub, 2, 3), apply(Op.Mul, 2, 3));
for (const k in Op) console.log(k, (Op as any)[k]);
