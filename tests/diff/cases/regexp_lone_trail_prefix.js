// A u-mode pattern that starts with a lone trail surrogate never matches on the trail half
// of a pair (the scan for the pattern's required prefix found it there and the matcher
// started in the middle of the pair); a non-u pattern does.
const p = console.log;
const r = [];
r.push(JSON.stringify(new RegExp('\uDC00', 'u').exec('\uD800\uDC00')));
r.push(new RegExp('\uDC00', 'u').exec('\uD800\uDC00\uDC00').index);
r.push(new RegExp('\uDC00x', 'u').exec('\uD800\uDC00x\uDC00x').index);
r.push(JSON.stringify('\uD800\uDC00\uDC00'.match(new RegExp('\uDC00', 'gu')).length));
r.push(new RegExp('\uDC00', '').exec('\uD800\uDC00').index);
r.push('a\uD800\uDC00\uDC00'.replace(new RegExp('\uDC00', 'gu'), '!').length);
p(r.join(' '));
// Many pairs before the first real hit: each skipped hit on a trail half costs no new scan
// window (it cost a whole window each, and this ran out of the step budget).
const s = '\uD800\uDC00'.repeat(100000) + 'a\uDC00x';
p(new RegExp('\uDC00(?:x)', 'u').exec(s).index, s.replace(new RegExp('\uDC00', 'gu'), '!').length, s.split(new RegExp('\uDC00x', 'u')).length);
