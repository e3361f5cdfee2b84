const sleep = (v: string): Promise<string> => new Promise<string>((res) => res(v));
async function main(): Promise<void> {
  const a: string = await sleep("a");
  const [b, c] = await Promise.all<string>([sleep("b"), sleep("c")]);
  console.log(a, b, c);
}
main().then(() => console.log("finished"));
