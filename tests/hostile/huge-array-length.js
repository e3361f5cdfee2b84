// expect: exit 1, RangeError
new Array(2 ** 32)
