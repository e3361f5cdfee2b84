// expect: exit 1, RangeError
2n ** (2n ** 40n)
