// The JavaScript examples of the repository's README run against this package and
// print what their comments say (`console.log(x); // { ... }`).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const index = new URL("../dist/index.js", import.meta.url).href;

test("README has JavaScript examples", () => {
  assert.ok(blocks.length > 0);
});

blocks.forEach((block, n) => {
  test(`README's JavaScript example ${n + 1} prints what it says`, () => {
    const expected = [];
    // Each `console.log(x); // value` prints x as JSON instead, to compare with the
    // value the comment shows.
    const source = block
      .replaceAll('"@cairn/engine"', JSON.stringify(index))
      .replace(/console\.log\((.*)\);\s*\/\/ (.*)$/gm, (_, arg, comment) => {
        expected.push(Function(`return (${comment});`)());
        return `console.log(JSON.stringify(${arg}));`;
      });
    assert.ok(expected.length > 0, "the example shows its output in a comment");
    const dir = mkdtempSync(join(tmpdir(), "cairn-readme-"));
    try {
      const file = join(dir, "example.mjs");
      writeFileSync(file, source);
      const out = execFileSync("node", [file], { encoding: "utf8" }).trim().split("\n");
      assert.deepEqual(out.map((line) => JSON.parse(line)), expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
