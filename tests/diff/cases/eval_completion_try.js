// Completion values of try statements, as eval returns them: a catch block's value
// replaces the try block's; a finally block keeps the value before it unless it breaks
// out, and then its own value counts (undefined when it has none).
const programs = [
  "1; try { 'try'; } finally { 'finally'; }",
  "1; try { 'try'; throw 0; } catch (e) { 'catch'; } finally { 'finally'; }",
  "1; try { 'try'; throw 0; } catch (e) { } finally { 'finally'; }",
  "1; do { try { 'try'; } finally { break; } } while (false)",
  "1; do { try { 'try'; } finally { 'fin'; break; } } while (false)",
  "1; do { try { 'try'; throw 0; } catch (e) { break; } finally { 'fin'; } } while (false)",
  "1; do { try { 'try'; break; } finally { 'fin'; } } while (false)",
  "1; do { 2; try { break; } finally { } } while (false)",
  "1; for (const x of [1, 2]) { try { x; } finally { if (x === 2) continue; } }",
];
for (const p of programs) console.log(JSON.stringify(eval(p)));
