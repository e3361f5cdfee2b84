function sum(arr) {
  let total = 0;
  for (let i = 0; i < arr.length; i++) total += arr[i];
  let j = 0;
  while (j < 3) { j++; if (j === 2) continue; }
  do { j--; } while (j > 0);
  return total;
}
