// Reshaping an API response: renaming keys, flattening nesting, dropping nulls, stable key order.
const resp = JSON.parse(`{"data":{"users":[{"id":1,"profile":{"first":"Ada","last":"Lovelace","email":null},"roles":["admin","dev"],"meta":{"created":"2024-01-02"}},{"id":2,"profile":{"first":"Alan","last":"Turing","email":"alan@x.org"},"roles":[],"meta":{"created":"2023-11-30"}}]},"paging":{"next":null,"total":2}}`);
const users = resp.data.users.map(({ id, profile: { first, last, email }, roles, meta }) => ({
  id, name: `${first} ${last}`, ...(email != null && { email }), roles: roles.length ? roles.join("+") : undefined, created: meta.created,
}));
console.log(JSON.stringify(users));
console.log(JSON.stringify(users, ["id", "name"]), JSON.stringify(users, null, "\t").split("\n").length);
const compact = (v) => Array.isArray(v) ? v.map(compact) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).filter(([, x]) => x != null).map(([k, x]) => [k, compact(x)])) : v;
console.log(JSON.stringify(compact(resp)));
const renamed = JSON.parse(JSON.stringify(resp), function (k, v) { if (k === "first" || k === "last") return v.toUpperCase(); if (k === "meta") return undefined; return v; });
console.log(JSON.stringify(renamed.data.users[0]), resp.paging.total === users.length);
