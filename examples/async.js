// Promises and async functions: the job queue runs after the script's synchronous part.
const sleepless = (value) => new Promise((resolve) => resolve(value));

async function fetchUser(id) {
  const user = await sleepless({ id, name: `user${id}` });
  return user.name;
}

async function main() {
  const names = [];
  for (const id of [1, 2, 3]) names.push(await fetchUser(id));
  console.log("sequential:", names.join(", "));
  try {
    await Promise.reject(new Error("no such user"));
  } catch (e) {
    console.log("caught:", e.message);
  }
  return names.length;
}

console.log("before main");
main().then((n) => console.log("main resolved with", n));
console.log("after main (the awaits run later)");
