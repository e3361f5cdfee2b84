function sound(a) {
    switch (a.kind) {
        case "cat": return a.meows ? "meow" : "...";
        case "dog": return a.barks ? "woof" : "...";
        default:
            const n = a;
            return n;
    }
}
console.log(sound({ kind: "cat", meows: true }), sound({ kind: "dog", barks: false }));
