type Handler = (event: { type: string }) => void;
const handlers: Record<string, Handler[]> = {};
function on(type: string, h: Handler) { (handlers[type] ??= []).push(h); }
function emit(type: string) { for (const h of handlers[type] ?? []) h({ type }); }
on("x", (e) => console.log("got", e.type));
on("x", ({ type }) => console.log("again", type));
emit("x");
