const items = ["a", "b", "c"];
for (let i = 0; i < items.length; i++)
    console.log(i, items[i]);
for (const item of items)
    console.log(item.toUpperCase());
const obj = { one: 1, two: 2 };
for (const key in obj)
    console.log(key, obj[key]);
