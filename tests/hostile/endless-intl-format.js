// expect: exit 3, fuel
// args: --fuel 2000000
// Intl formatting and set-up, each time.
const f = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'long' }), d = new Date(0); for (;;) { f.format(d); new Intl.NumberFormat('en').format(1234.5); 'ABC'.toLocaleLowerCase('tr') }
