// expect: exit 0, ok
// stdout: 1e+21 1e-7 -0 ff 0.0000010 9007199254740992
console.log(1e21, 1e-7, -0, (255).toString(16), (0.000001).toFixed(7), 2 ** 53 + 1)
