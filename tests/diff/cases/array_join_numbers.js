// join of numbers written straight into the text: int32 bounds, -0, doubles, NaN and the
// infinities, exponents, with null, undefined, strings, booleans, nested arrays, holes.
console.log([1,-2,0,-0,2147483647,-2147483648,1.5,NaN,-Infinity,1e21,5e-7,null,undefined,"s",true,[3,[4]],{}].join("|"), [,,].join(), [1e300*10, 0.1+0.2].join(";"))
