// Promise combinators: all, allSettled, race, any (with AggregateError).
Promise.all([1, Promise.resolve(2), new Promise(r => r(3))]).then(v => print("all", v));
Promise.all([]).then(v => print("all empty", v.length));
Promise.all([1, Promise.reject(new Error("x"))]).catch(e => print("all rejected", e.message));
Promise.allSettled([1, Promise.reject(2)]).then(v => print("settled", JSON.stringify(v)));
Promise.race([new Promise(() => {}), Promise.resolve("fast")]).then(v => print("race", v));
Promise.any([Promise.reject(1), Promise.resolve(2)]).then(v => print("any", v));
Promise.any([Promise.reject(1)]).catch(e => print("any rejected", e.name, e.errors));
