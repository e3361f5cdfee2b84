// Comparison of strings by code units, sorting mixed case and numbers as strings.
const words = ["banana", "Apple", "cherry", "apple", "Banana", "10", "9", "ä", "z"];
console.log([...words].sort().join());
console.log([...words].sort((a, b) => a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0).join());
console.log("a" < "b", "B" < "a", "10" < "9", "abc" < "abcd", "\ud800" < "\uffff", "😀" < "\uffff");
console.log([3, 20, 100].sort().join(), [3, 20, 100].sort((a, b) => a - b).join());
