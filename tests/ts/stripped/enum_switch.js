var Op;
(function (Op) {
    Op[Op["Add"] = 0] = "Add";
    Op[Op["Sub"] = 1] = "Sub";
    Op[Op["Mul"] = 2] = "Mul";
})(Op || (Op = {}));
function apply(op, a, b) {
    switch (op) {
        case Op.Add: return a + b;
        case Op.Sub: return a - b;
        case Op.Mul: return a * b;
    }
}
console.log(apply(Op.Add, 2, 3), apply(Op.Sub, 2, 3), apply(Op.Mul, 2, 3));
for (const k in Op)
    console.log(k, Op[k]);
