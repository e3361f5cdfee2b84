// expect: exit 1, RangeError
"x".repeat(2 ** 30)
