// expect: exit 0, ok
// stdout: 2000-01-31T00:00:00.000Z
console.log(new Date(Date.UTC(2000, 0, 31)).toISOString())
