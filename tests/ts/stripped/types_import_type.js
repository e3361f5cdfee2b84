let maybe;
console.log(maybe === undefined);
