const out = [];
for (const a of [[2021,2,14,2,30],[2021,10,7,1,30],[2021,2,28,2,30],[2021,9,31,2,30],[2021,5,1,12,0],[2021,0,1,12,0]]) {
  const d = new Date(...a);
  out.push(d.getTime(), d.getHours(), d.getMinutes(), d.getTimezoneOffset());
}
console.log(out.join(","));
