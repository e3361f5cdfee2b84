// The playground: the npm package (copied to ./pkg by scripts/build-web.sh) in a page.
import { engine } from "./pkg/dist/index.js";

const $ = (id) => document.getElementById(id);

$("script").value = `// A codemode script: one call, a fan-out, a reshape.
type Profile = { id: number; name: string; city: string };
(async () => {
  const team = await tools.listMembers({ team: "platform" });
  const profiles: Profile[] = await Promise.all(team.members.map((id: number) => tools.getProfile({ id })));
  const byCity: Record<string, string[]> = {};
  for (const p of profiles) (byCity[p.city] ??= []).push(p.name);
  console.log("members", profiles.length);
  return { team: team.name, byCity };
})()`;
$("answers").value = JSON.stringify(
  {
    listMembers: { name: "Platform", members: [3, 7, 12] },
    getProfile: [
      { id: 3, name: "Ada", city: "London" },
      { id: 7, name: "Grace", city: "New York" },
      { id: 12, name: "Alan", city: "London" },
    ],
  },
  null,
  2,
);

/** Text of a value for the output (JSON, with what JSON lacks spelled out). */
function show(v, indent = 2) {
  return JSON.stringify(
    v,
    (_, x) =>
      typeof x === "bigint"
        ? `${x}n`
        : x === undefined
          ? "undefined"
          : x instanceof Map
            ? { Map: [...x] }
            : x instanceof Set
              ? { Set: [...x] }
              : x instanceof Error
                ? `${x.name}: ${x.message}`
                : x,
    indent,
  );
}

const cairn = await engine(new URL("./pkg/cairn.wasm", import.meta.url));
const wasmSize = (await (await fetch("./pkg/cairn.wasm", { method: "HEAD" })).headers.get("content-length")) ?? "?";
$("size").textContent = `${Math.round(Number(wasmSize) / 1024)} KiB`;
$("state").textContent = "ready";
$("run").disabled = false;

$("run").addEventListener("click", () => {
  const out = [];
  const dumps = [];
  let answers;
  try {
    answers = JSON.parse($("answers").value);
  } catch (e) {
    $("output").textContent = `tool answers: ${e.message}`;
    return;
  }
  const used = {};
  const vm = cairn.newVm({ tools: Object.keys(answers), fuel: 50_000_000, heapLimit: 256 << 20, clock: "host" });
  try {
    let status = vm.start($("script").value, { name: $("name").value || "script.js" });
    while (status.kind === "idle") {
      out.push(...vm.output());
      dumps.push(`${status.calls.map((c) => `${c.name}(${show(c.args, 0)})`).join(", ")}: dump ${vm.dump().length} bytes`);
      for (const call of status.calls) {
        const a = answers[call.name];
        const i = (used[call.name] = (used[call.name] ?? -1) + 1);
        const answer = Array.isArray(a) ? a[i] : a;
        if (answer && typeof answer === "object" && "$error" in answer) vm.reject(call.id, new Error(answer.$error));
        else vm.resolve(call.id, answer);
      }
      status = vm.run();
    }
    out.push(...vm.output());
    out.push(status.kind === "done" ? `=> ${show(status.value)}` : `threw ${status.error.stack}`);
  } catch (e) {
    out.push(`error: ${e.message}`);
  } finally {
    vm.free();
  }
  $("output").textContent = out.join("\n");
  $("dumps").textContent = dumps.join("\n") || "(none: the script did not wait)";
  $("state").textContent = "done";
});
