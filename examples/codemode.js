// Codemode: a script an AI agent writes to call the host's tools and reshape the
// results. Run it with recorded tool answers:
//   cargo run --release -- --tools examples/codemode-tools.json examples/codemode.js
(async () => {
  // One call, then a fan-out: every profile is requested at once (Promise.all), and
  // the host may answer the calls in any order.
  const team = await tools.listMembers({ team: "platform" });
  const profiles = await Promise.all(team.members.map((id) => tools.getProfile({ id })));

  // Reshape: group by city, sort, total the open tickets.
  const byCity = {};
  for (const p of profiles) {
    (byCity[p.city] ??= []).push(p.name);
  }
  for (const city of Object.keys(byCity)) byCity[city].sort();

  let report;
  try {
    report = await tools.getTickets({ ids: team.members });
  } catch (e) {
    report = { error: e.message, open: [] };
  }
  const openByOwner = new Map();
  for (const t of report.open) openByOwner.set(t.owner, (openByOwner.get(t.owner) ?? 0) + 1);

  return {
    team: team.name,
    members: profiles.length,
    byCity,
    busiest: [...openByOwner].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null,
    openTickets: report.open.length,
  };
})();
