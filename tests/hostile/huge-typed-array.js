// expect: exit 1, RangeError
new Uint8Array(1e12)
