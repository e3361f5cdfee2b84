// Control flow: loops with closures capturing per-iteration state, early returns, nested break.
function findPair(nums, target) {
  outer: for (let i = 0; i < nums.length; i++) {
    for (let j = i + 1; j < nums.length; j++) {
      if (nums[i] + nums[j] > target * 2) continue outer;
      if (nums[i] + nums[j] === target) return [i, j];
    }
  }
  return null;
}
console.log(JSON.stringify(findPair([1, 8, 3, 5, 9], 8)), JSON.stringify(findPair([1, 2], 10)));
const callbacks = [];
for (let i = 0; i < 5; i++) {
  if (i === 1) continue;
  if (i === 4) break;
  callbacks.push(() => i * i);
}
console.log(callbacks.map((f) => f()).join());
let count = 0;
do { count++; if (count > 100) break; } while (count % 7 !== 0);
console.log(count);
const matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]];
let diag = 0;
rows: for (const [r, row] of matrix.entries()) for (const [c, v] of row.entries()) { if (c > r) continue rows; if (c === r) diag += v; }
console.log(diag);
