const impl = ((x) => x);
console.log(impl("s"), impl(2));
