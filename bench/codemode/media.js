// media: render a view, read an image, hand a data URL of about 200 KB to the host.
(async () => {
  const view = await tools.render({ view: "dashboard", width: 1280, height: 800 });
  const image = await tools.readImage({ path: "screens/dashboard.png" });
  const url = `data:${image.mime};base64,${image.base64}`;
  const shown = await tools.display({ title: view.title, url });
  // The PNG's size, read from its header (base64 decoded by hand: 24 bytes).
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const bytes = [];
  for (let i = 0; i < 32; i += 4) {
    const n = [0, 1, 2, 3].reduce((acc, k) => (acc << 6) | alphabet.indexOf(image.base64[i + k]), 0);
    bytes.push((n >> 16) & 255, (n >> 8) & 255, n & 255);
  }
  const u32 = (at) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
  const sections = view.html.match(/<section\b/g).length;
  const kinds = {};
  for (const w of view.widgets) kinds[w.kind] = (kinds[w.kind] ?? 0) + 1;
  return JSON.stringify({
    title: view.title,
    sections,
    kinds,
    png: { signature: bytes.slice(1, 4).map((b) => String.fromCharCode(b)).join(""), width: u32(16), height: u32(20) },
    urlLength: url.length,
    shown: shown.id,
  });
})()
