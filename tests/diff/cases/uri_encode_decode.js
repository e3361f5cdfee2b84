// URI handling functions (ECMA-262 sec-uri-handling-functions) and Annex B escape/unescape.
console.log(encodeURIComponent("é 😀&=/?#"), encodeURI("http://x.y/a b?q=é&r=1#h"), decodeURIComponent("%E2%9C%93%20ok"), decodeURI("%2F%20"));
try { decodeURIComponent("%E0%A4%A"); } catch (e) { console.log(e.name); }
try { encodeURIComponent("\ud800"); } catch (e) { console.log(e.name); }
console.log(escape("a b+é"), unescape("%u00e9%20"));
