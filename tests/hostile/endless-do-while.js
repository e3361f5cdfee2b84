// expect: exit 3, fuel
// args: --fuel 2000000
do {} while (true)
