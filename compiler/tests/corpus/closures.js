function makeCounters() {
  const fns = [];
  for (let i = 0; i < 3; i++) fns.push(() => i);
  let shared = 0;
  function inc() { return ++shared; }
  return [fns, inc];
}
