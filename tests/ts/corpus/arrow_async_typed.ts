const wait = async (ms: number): Promise<string> => { await null; return "waited " + ms; };
const simple = async (x: number) => x * 2;
const noParen = async (x) => x + 1;
wait(5).then(console.log);
simple(4).then(console.log);
noParen(1).then(console.log);
const asyncCall = async(3);
function async(n: number) { return n; }
console.log(asyncCall);
