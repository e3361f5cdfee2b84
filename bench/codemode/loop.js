// loop: eight searches in sequence, each result formatted with regular expressions.
(async () => {
  const queries = [
    "router retry deadline", "session token cache", "order refund status", "stream buffer limit",
    "schema migration column", "event listener leak", "worker queue backoff", "parse format render",
  ];
  const out = [];
  for (const query of queries) {
    const { results } = await tools.search({ query, limit: 5 });
    out.push(`## ${query}`);
    for (const r of results) {
      const host = r.url.replace(/^https?:\/\/(?:www\.)?([^/]+)\/.*$/, "$1");
      const slug = /\/([a-z]+)-(\d+)$/.exec(r.url);
      const snippet = r.snippet.replace(/<\/?b>/g, "**").replace(/\s+/g, " ").trim();
      const title = r.title.replace(/\b\w/g, (c) => c.toUpperCase());
      out.push(`- [${title}](${r.url}) ${host}${slug ? ` #${slug[2]}` : ""}: ${snippet.length > 90 ? snippet.slice(0, 87) + "..." : snippet}`);
    }
  }
  return out.join("\n");
})()
