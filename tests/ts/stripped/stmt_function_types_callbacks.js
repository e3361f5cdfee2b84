const handlers = {};
function on(type, h) { (handlers[type] ??= []).push(h); }
function emit(type) { for (const h of handlers[type] ?? [])
    h({ type }); }
on("x", (e) => console.log("got", e.type));
on("x", ({ type }) => console.log("again", type));
emit("x");
