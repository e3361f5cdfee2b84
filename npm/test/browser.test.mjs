// The playground (web/) in headless Chromium: the package's core runs in a browser.
// Chromium is Debian's (scripts/setup.sh installs it), driven by playwright-core; the
// test is skipped where there is none (CHROMIUM names another binary).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { test } from "node:test";

const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const skip = existsSync(chromiumPath) ? false : `no Chromium at ${chromiumPath}`;

test("the playground runs the example in Chromium", { skip, timeout: 120_000 }, async () => {
  execFileSync("bash", [new URL("../../scripts/build-web.sh", import.meta.url).pathname], { stdio: "pipe" });
  const { serve } = await import("../../web/serve.mjs");
  const { chromium } = await import("playwright-core");
  const server = await serve(0);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForSelector("#run:not([disabled])", { timeout: 60_000 });
    await page.click("#run");
    await page.waitForFunction(() => document.getElementById("state").textContent === "done");
    const output = await page.textContent("#output");
    assert.match(output, /^members 3\n=> \{/);
    assert.match(output, /"London": \[\s*"Ada",\s*"Alan"\s*\]/);
    const dumps = await page.textContent("#dumps");
    assert.match(dumps, /listMembers\(.*\): dump \d+ bytes/);
    assert.equal(dumps.split("\n").length, 2);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
