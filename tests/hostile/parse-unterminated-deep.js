// expect: exit 1, SyntaxError
eval("[".repeat(100000))
