const items: string[] = ["a", "b", "c"];
for (let i: number = 0; i < items.length; i++) console.log(i, items[i]);
for (const item of items) console.log(item.toUpperCase());
const obj: Record<string, number> = { one: 1, two: 2 };
for (const key in obj) console.log(key, obj[key]);
