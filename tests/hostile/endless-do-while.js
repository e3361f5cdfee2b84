// expect: exit 1, fuel
// args: --fuel 2000000
do {} while (true)
