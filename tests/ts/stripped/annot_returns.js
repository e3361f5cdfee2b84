function f() { console.log("void"); }
function g() { throw new Error("never"); }
function h() { return Promise.resolve(3); }
const k = () => ["a", "b"];
f();
try {
    g();
}
catch (e) {
    console.log(e.message);
}
h().then((v) => console.log("h", v));
console.log(k());
