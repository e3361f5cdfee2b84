// Evaluated before each benchmark by node (`--require`) and Boa (first FILE argument) in
// bench/run.sh: neither has the shell's global `print`. The final `void 0` keeps Boa's CLI from
// echoing the completion value.
globalThis.print = (...args) => console.log(...args);
void 0;
