// Codemode in TypeScript: the same script as codemode.js, typed as an agent would
// write it. Cairn runs it as is (no build step):
//   cargo run --release -- --tools examples/codemode-tools.json examples/codemode.ts
interface Team {
  name: string;
  members: number[];
}
interface Profile {
  id: number;
  name: string;
  city: string;
}
type Ticket = { id: number; owner: number };
interface Report {
  open: Ticket[];
  error?: string;
}
declare const tools: {
  listMembers(arg: { team: string }): Promise<Team>;
  getProfile(arg: { id: number }): Promise<Profile>;
  getTickets(arg: { ids: number[] }): Promise<Report>;
};

(async (): Promise<Record<string, unknown>> => {
  // One call, then a fan-out: every profile is requested at once (Promise.all), and
  // the host may answer the calls in any order.
  const team: Team = await tools.listMembers({ team: "platform" });
  const profiles = await Promise.all(team.members.map((id: number) => tools.getProfile({ id })));

  // Reshape: group by city, sort, total the open tickets.
  const byCity: Record<string, string[]> = {};
  for (const p of profiles) {
    (byCity[p.city] ??= []).push(p.name);
  }
  for (const city of Object.keys(byCity)) byCity[city].sort();

  let report: Report;
  try {
    report = await tools.getTickets({ ids: team.members });
  } catch (e) {
    report = { error: (e as Error).message, open: [] };
  }
  const openByOwner = new Map<number, number>();
  for (const t of report.open) openByOwner.set(t.owner, (openByOwner.get(t.owner) ?? 0) + 1);

  return {
    team: team.name,
    members: profiles.length,
    byCity,
    busiest: [...openByOwner].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null,
    openTickets: report.open.length,
  };
})();
