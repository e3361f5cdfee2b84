// expect: exit 1, RangeError
new ArrayBuffer(2 ** 53)
