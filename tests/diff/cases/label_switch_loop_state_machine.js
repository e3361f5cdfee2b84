// A labelled loop with a switch implementing a parser state machine for quoted key=value pairs; break/continue labels exit the machine.
const parse = (input) => {
  const out = {}; let state = "key", key = "", val = "", i = 0, errors = [];
  machine: for (; i <= input.length; i++) {
    const ch = input[i] ?? "\0";
    switch (state) {
      case "key": if (ch === "=") { state = "value"; continue machine; } if (ch === ";" || ch === "\0") { if (key.trim()) errors.push(`no value for ${key.trim()} at ${i}`); key = ""; if (ch === "\0") break machine; continue machine; } key += ch; break;
      case "value": if (ch === '"') { state = "quoted"; continue machine; } if (ch === ";" || ch === "\0") { out[key.trim()] = val.trim(); key = val = ""; state = "key"; if (ch === "\0") break machine; continue machine; } val += ch; break;
      case "quoted": if (ch === "\\") { val += input[++i] ?? ""; continue machine; } if (ch === '"') { state = "value"; continue machine; } if (ch === "\0") { errors.push("unterminated quote"); break machine; } val += ch; break;
    }
  }
  return { out, errors, stoppedAt: i };
};
for (const s of ['a=1; b = two ;c="x;y"', 'k="esc \\" q"; lonely; z=', 'open="never closed', ""]) console.log(JSON.stringify(parse(s)));
