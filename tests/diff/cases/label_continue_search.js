// Searching in a grid with labelled loops and early returns.
const grid = ["..#..", ".#...", "...#.", "#....", "..#.#"];
const found = [];
rows: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] === "#") { found.push(`${r},${c}`); continue rows; }
  }
}
console.log(found.join(" "));
function firstPair(nums, target) {
  outer: for (let i = 0; i < nums.length; i++) {
    for (let j = i + 1; j < nums.length; j++) {
      if (nums[i] + nums[j] > target * 2) break outer;
      if (nums[i] + nums[j] === target) return [i, j];
    }
  }
  return null;
}
console.log(JSON.stringify(firstPair([1, 3, 5, 7, 9], 12)), JSON.stringify(firstPair([1, 2], 10)));
let n = 0;
loop: while (true) { switch (n++) { case 0: case 1: continue loop; case 5: break loop; } }
console.log(n);
