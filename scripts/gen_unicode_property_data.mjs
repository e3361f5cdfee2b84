// Generates unicode_property_data.rs: the sorted name tables behind `\p{...}` validation.
//
// Usage (from the repository root):
//   cd "$(mktemp -d)" && npm pack unicode-match-property-value-ecmascript@2.2.1 \
//     && tar xzf unicode-match-property-value-ecmascript-2.2.1.tgz && cd - \
//     && node scripts/gen_unicode_property_data.mjs "$OLDPWD/package/data/mappings.js" \
//        > parser/src/regexp/unicode_property_data.rs && cargo fmt --all
//
// Sources:
// - General_Category, Script and Script_Extensions values with their aliases
//   (PropertyValueAliases.txt, Unicode 17) from the npm package
//   unicode-match-property-value-ecmascript, which lists exactly the value names and
//   aliases ECMAScript accepts.
// - Binary properties and their aliases: ECMA-262 table-binary-unicode-properties,
//   copied below (the spec imports the table from a file that is not in ecma262.html).
// - Binary properties of strings: ECMA-262 table-binary-unicode-properties-of-strings.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const mappingsPath = process.argv[2];
if (!mappingsPath) {
  console.error('usage: node gen_unicode_property_data.mjs PATH/TO/data/mappings.js');
  process.exit(2);
}
const mappings = require(resolve(mappingsPath));

// ECMA-262 table-binary-unicode-properties: every name and alias in the first column.
// `WSpace` is a UCD alias of White_Space that the spec table does not list.
const BINARY = [
  'ASCII', 'ASCII_Hex_Digit', 'AHex', 'Alphabetic', 'Alpha', 'Any', 'Assigned',
  'Bidi_Control', 'Bidi_C', 'Bidi_Mirrored', 'Bidi_M', 'Case_Ignorable', 'CI', 'Cased',
  'Changes_When_Casefolded', 'CWCF', 'Changes_When_Casemapped', 'CWCM',
  'Changes_When_Lowercased', 'CWL', 'Changes_When_NFKC_Casefolded', 'CWKCF',
  'Changes_When_Titlecased', 'CWT', 'Changes_When_Uppercased', 'CWU', 'Dash',
  'Default_Ignorable_Code_Point', 'DI', 'Deprecated', 'Dep', 'Diacritic', 'Dia', 'Emoji',
  'Emoji_Component', 'EComp', 'Emoji_Modifier', 'EMod', 'Emoji_Modifier_Base', 'EBase',
  'Emoji_Presentation', 'EPres', 'Extended_Pictographic', 'ExtPict', 'Extender', 'Ext',
  'Grapheme_Base', 'Gr_Base', 'Grapheme_Extend', 'Gr_Ext', 'Hex_Digit', 'Hex',
  'IDS_Binary_Operator', 'IDSB', 'IDS_Trinary_Operator', 'IDST', 'ID_Continue', 'IDC',
  'ID_Start', 'IDS', 'Ideographic', 'Ideo', 'Join_Control', 'Join_C',
  'Logical_Order_Exception', 'LOE', 'Lowercase', 'Lower', 'Math', 'Noncharacter_Code_Point',
  'NChar', 'Pattern_Syntax', 'Pat_Syn', 'Pattern_White_Space', 'Pat_WS', 'Quotation_Mark',
  'QMark', 'Radical', 'Regional_Indicator', 'RI', 'Sentence_Terminal', 'STerm',
  'Soft_Dotted', 'SD', 'Terminal_Punctuation', 'Term', 'Unified_Ideograph', 'UIdeo',
  'Uppercase', 'Upper', 'Variation_Selector', 'VS', 'White_Space', 'space', 'XID_Continue',
  'XIDC', 'XID_Start', 'XIDS',
];

// ECMA-262 table-binary-unicode-properties-of-strings (no aliases).
const STRINGS = [
  'Basic_Emoji', 'Emoji_Keycap_Sequence', 'RGI_Emoji_Modifier_Sequence',
  'RGI_Emoji_Flag_Sequence', 'RGI_Emoji_Tag_Sequence', 'RGI_Emoji_ZWJ_Sequence', 'RGI_Emoji',
];

// Byte-wise order, the order `str::cmp` uses for the binary search.
const sorted = (names) =>
  [...new Set(names)].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : a === b ? 0 : 1));
const values = (property) => sorted([...mappings.get(property).keys()]);

const gc = values('General_Category');
const sc = values('Script');
const scx = values('Script_Extensions');
if (sc.join() !== scx.join()) {
  throw new Error('Script and Script_Extensions value lists differ: give scx its own table');
}

const table = (doc, name, list) => {
  const lines = [`/// ${doc}`, `pub(super) static ${name}: [&str; ${list.length}] = [`];
  for (const entry of list) lines.push(`    "${entry}",`);
  lines.push('];');
  return lines.join('\n');
};

console.log(`//! Names accepted by \`\\p{...}\` (generated: do not edit).
//!
//! Regenerate with the command at the top of \`gen_unicode_property_data.mjs\` (Unicode 17,
//! unicode-match-property-value-ecmascript@2.2.1). Every table is sorted by bytes so that
//! lookups are binary searches.

${table('General_Category values and aliases (PropertyValueAliases.txt, gc).', 'GENERAL_CATEGORY_VALUES', gc)}

${table('Script (and Script_Extensions) values and aliases (PropertyValueAliases.txt, sc).', 'SCRIPT_VALUES', sc)}

${table('ECMA-262 table-binary-unicode-properties: names and aliases.', 'BINARY_PROPERTIES', sorted(BINARY))}

${table('ECMA-262 table-binary-unicode-properties-of-strings (v-mode only, never negated).', 'STRING_PROPERTIES', sorted(STRINGS))}`);
