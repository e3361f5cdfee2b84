const config = { host: "localhost", port: 8080 };
const k = "host";
const port = 9;
const v = "either";
const arr = [1, 2, 3];
const el = 2;
console.log(k, port, v, el, config[k]);
