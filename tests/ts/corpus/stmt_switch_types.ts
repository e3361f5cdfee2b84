type Animal = { kind: "cat"; meows: boolean } | { kind: "dog"; barks: boolean };
function sound(a: Animal): string {
  switch (a.kind) { case "cat": return a.meows ? "meow" : "..."; case "dog": return a.barks ? "woof" : "..."; default: const n: never = a; return n; }
}
console.log(sound({ kind: "cat", meows: true }), sound({ kind: "dog", barks: false }));
