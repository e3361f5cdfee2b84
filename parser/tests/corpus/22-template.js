var t = `a${b}c${d}e`; tag`\unicode`;
