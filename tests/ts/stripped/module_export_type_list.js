const value = 42;
export { value };
console.log(value);
