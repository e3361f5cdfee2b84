// expect: exit 3, fuel
// args: --fuel 2000000
/(a+)+$/.test("a".repeat(40) + "b")
