const wait = async (ms) => { await null; return "waited " + ms; };
const simple = async (x) => x * 2;
const noParen = async (x) => x + 1;
wait(5).then(console.log);
simple(4).then(console.log);
noParen(1).then(console.log);
const asyncCall = async(3);
function async(n) { return n; }
console.log(asyncCall);
