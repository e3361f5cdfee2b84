// Found by the generated programs (tests/gen): an array that reaches a promise
// reaction handler joins as "" (Array.prototype.join's cycle guard looks in the VM's
// temporary roots, where the reaction job keeps its argument).
Promise.resolve([1, 2]).then((r) => console.log("resolve:", r.join(), String(r), `${r}`));
Promise.all([1, Promise.resolve(2)]).then((r) => console.log("all:", "" + r, r.join("-")));
Promise.resolve([[3, 4], 5]).then(([inner, x]) => console.log("destructured:", inner.join(), x));
(async () => {
  const v = await [6, 7];
  console.log("await:", v.join("+"));
})();
Promise.resolve(["a"]).then((r) => r.concat("b")).then((r) => console.log("chained:", r.join()));
