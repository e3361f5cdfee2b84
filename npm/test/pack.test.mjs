// `npm pack` gives a tarball that installs (no dependencies, so no registry) and runs.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

test("npm pack: the tarball installs and runs a script", () => {
  const dir = mkdtempSync(join(tmpdir(), "cairn-pack-"));
  try {
    const pkg = new URL("..", import.meta.url).pathname;
    const [info] = JSON.parse(execFileSync("npm", ["pack", "--json", "--pack-destination", dir], { cwd: pkg, encoding: "utf8" }));
    const files = info.files.map((f) => f.path).sort();
    assert.deepEqual(files, ["README.md", "cairn.wasm", "dist/index.d.ts", "dist/index.js", "dist/wire.d.ts", "dist/wire.js", "package.json"]);
    const app = join(dir, "app");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
    execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", join(dir, info.filename)], { cwd: app, stdio: "pipe" });
    writeFileSync(
      join(app, "main.js"),
      `import { newVm } from "@cairn/engine";
       const vm = await newVm({ tools: ["get"] });
       let s = vm.start("(async () => (await tools.get()) * 2)()", { name: "main.ts" });
       vm.resolve(s.calls[0].id, 21);
       console.log(vm.run().value);`,
    );
    assert.equal(execFileSync("node", ["main.js"], { cwd: app, encoding: "utf8" }).trim(), "42");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
