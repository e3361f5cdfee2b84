type Colors = Record<string, [number, number, number] | string>;
const palette = { red: [255, 0, 0], green: "#00ff00" } satisfies Colors;
console.log(palette.red[0], palette.green.toUpperCase());
const cfg = { port: 80 } as const satisfies { port: number };
console.log(cfg.port);
