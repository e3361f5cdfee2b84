// Generators as cooperative tasks: a round-robin scheduler, tasks yielding commands (sleep ticks, spawn, send to a channel).
const log = []; const channel = [];
function* producer(n) { for (let i = 0; i < n; i++) { channel.push(i); log.push(`p${i}`); yield { sleep: 1 }; } }
function* consumer(name) { let got = 0; while (got < 3) { if (channel.length) { log.push(`${name}<${channel.shift()}`); got++; } yield { sleep: 0 }; } return `${name} done`; }
function* spawner() { log.push("spawn"); yield { spawn: consumer("c2") }; yield { sleep: 2 }; log.push("spawner end"); }
const run = (tasks) => { const queue = tasks.map((g) => ({ g, wake: 0, input: undefined })); let tick = 0; const results = []; while (queue.length && tick < 100) { const t = queue.shift(); if (t.wake > tick) { queue.push(t); tick++; continue; } const r = t.g.next(t.input); if (r.done) { if (r.value) results.push(r.value); continue; } if (r.value?.spawn) queue.push({ g: r.value.spawn, wake: tick, input: undefined }); t.wake = tick + (r.value?.sleep ?? 0); queue.push(t); } return { results, tick }; };
const { results, tick } = run([producer(6), consumer("c1"), spawner()]);
console.log(log.join(" ")); console.log(results.join(", "), tick > 0);
function* fib() { let [a, b] = [0, 1]; for (;;) { const cmd = yield a; if (cmd === "reset") [a, b] = [0, 1]; else [a, b] = [b, a + b]; } }
const f = fib(); const seq = [f.next().value]; for (let i = 0; i < 6; i++) seq.push(f.next().value); seq.push(f.next("reset").value, f.next().value); console.log(seq.join());
