// expect: exit 6, timeout
// args: --timeout 50
// With no fuel the matcher's own step budget ends this with a RangeError after about
// 300 ms (in an optimized build); the deadline comes first and must reach into the
// matcher, which asks the CLI's clock check every few thousand steps.
/(a+)+$/.test("a".repeat(60) + "b")
