// Array.prototype.sort with a comparator on numbers and on objects by key.
let seed = 99991;
function next() {
  seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
  return seed >>> 0;
}
let check = 0;
for (let k = 0; k < 2; k++) {
  const nums = [];
  for (let i = 0; i < 100000; i++) nums.push(next() % 1000000);
  nums.sort((a, b) => a - b);
  check = (check + nums[0] + nums[50000] + nums[99999]) % 1000003;
  const objs = [];
  for (let i = 0; i < 50000; i++) objs.push({ key: next() % 10000, id: i });
  objs.sort((a, b) => a.key - b.key);
  check = (check + objs[0].id + objs[25000].key + objs[49999].id) % 1000003;
}
print(check);
