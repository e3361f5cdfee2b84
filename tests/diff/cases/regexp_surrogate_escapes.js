// RegExp: surrogate escapes are code units outside u/v mode and pair into one character
// inside it; a lead escape before a non-trail escape stays alone; a quantified pair.
const t = (r, s) => { const m = r.exec(s); return m === null ? "null" : JSON.stringify(m[0]); };
console.log(t(/\uD83D\uDC38/u, "\u{1F438}"), t(/\uD83D\uDC38/, "\u{1F438}"), t(new RegExp("\\uD83D\\uDC38", "u"), "\u{1F438}"));
console.log(t(/\uD83D\uDC38?/u, "\u{1F438}"), t(/\uD83D\uDC38?/u, ""), t(/\uD83D\uDC38?/u, "\uD83D"));
console.log(t(/\uD83D\uDC38?/, "\u{1F438}"), t(/\uD83D\uDC38?/, ""), t(/\uD83D\uDC38?/, "\uD83D"));
console.log(t(/\uD83D\uDC38+/u, "\u{1F438}\u{1F438}"), t(/\uD83D\uDC38+/, "\u{1F438}\uDC38"));
console.log(t(/[\uD83D\uDC38]/u, "\u{1F438}"), t(/[\uD83D\uDC38]/u, "\uD83D"), t(/^[\uD83D\uDC38]$/, "\uD83D"));
console.log(t(/\uD83D/u, "\u{1F438}"), t(/\uDC38/u, "\u{1F438}"), t(/\uD83D/, "\u{1F438}"));
console.log(t(/🐸?/, "\uD83D"), t(/^[🐸]$/, "\uDC38"), t(/🐸+/, "🐸\uDC38"), t(/🐸/u, "🐸"), t(/[🐸]/u, "\uD83D"));
console.log(t(/(?<\uD835\uDC9C>x)\k<\uD835\uDC9C>/, "xx"), t(/\uD83D\uDC38/i, "\u{1F438}"), t(/\uD83D(?=\uDC38)/, "\u{1F438}"));
console.log(t(/\uD83D\u3042*/u, "\uD83D\u3042\u3042"), t(/[\uD83D\u3042]*/u, "\uD83D\u3042"), t(/\uD83D\u{3042}*/u, "\uD83D\u3042"), t(/🐸?/u, ""), t(eval("/\uD83D\uDC38?/u"), ""));
