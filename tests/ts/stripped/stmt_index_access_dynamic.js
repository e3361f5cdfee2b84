const scores = { ann: 3, bob: 5 };
const keys = Object.keys(scores);
let total = 0;
for (const k of keys)
    total += scores[k];
console.log(total, scores["ann"]);
