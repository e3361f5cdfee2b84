enum Dir { Up = "UP", Down = "DOWN", Left = "LEFT" }
console.log(Dir.Up, Dir.Down, Object.keys(Dir), Object.values(Dir));
console.log((Dir as any)["UP"]);
enum Tpl { A = `a`, B = `b${"c"}` }
console.log(Tpl.A, Tpl.B);
