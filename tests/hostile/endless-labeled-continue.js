// expect: exit 3, fuel
// args: --fuel 2000000
outer: for (;;) { for (;;) continue outer }
