const palette = { red: [255, 0, 0], green: "#00ff00" };
console.log(palette.red[0], palette.green.toUpperCase());
const cfg = { port: 80 };
console.log(cfg.port);
