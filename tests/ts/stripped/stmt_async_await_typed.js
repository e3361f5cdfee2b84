const sleep = (v) => new Promise((res) => res(v));
async function main() {
    const a = await sleep("a");
    const [b, c] = await Promise.all([sleep("b"), sleep("c")]);
    console.log(a, b, c);
}
main().then(() => console.log("finished"));
