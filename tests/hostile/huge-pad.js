// expect: exit 1, RangeError
"".padStart(2 ** 31, "ab")
