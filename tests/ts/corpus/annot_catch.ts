try { JSON.parse("{bad"); } catch (err: any) { console.log(err instanceof SyntaxError); }
try { throw 42; } catch (e: unknown) { if (typeof e === "number") console.log(e + 1); }
