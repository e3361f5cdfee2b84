// Composing notification messages with ListFormat, PluralRules and NumberFormat together in several locales.
const dict = {
  en: { one: "{n} new message from {who}", other: "{n} new messages from {who}" },
  de: { one: "{n} neue Nachricht von {who}", other: "{n} neue Nachrichten von {who}" },
  fr: { one: "{n} nouveau message de {who}", many: "{n} de nouveaux messages de {who}", other: "{n} nouveaux messages de {who}" },
  es: { one: "{n} mensaje nuevo de {who}", many: "{n} de mensajes nuevos de {who}", other: "{n} mensajes nuevos de {who}" },
  ru: { one: "{n} новое сообщение от {who}", few: "{n} новых сообщения от {who}", many: "{n} новых сообщений от {who}", other: "{n} нового сообщения от {who}" },
  pl: { one: "{n} nowa wiadomość od {who}", few: "{n} nowe wiadomości od {who}", many: "{n} nowych wiadomości od {who}", other: "{n} nowej wiadomości od {who}" },
};
const senders = ["Ana", "Ben", "Chloé"];
for (const [l, forms] of Object.entries(dict)) {
  const pr = new Intl.PluralRules(l), nf = new Intl.NumberFormat(l), lf = new Intl.ListFormat(l);
  for (const n of [1, 3, 5, 22, 1000000]) {
    const who = lf.format(senders.slice(0, Math.min(3, n)));
    console.log(l, pr.select(n), forms[pr.select(n)].replace("{n}", nf.format(n)).replace("{who}", who));
  }
}
const lf = new Intl.ListFormat("en", { type: "disjunction", style: "short" });
console.log(`Reply to ${lf.format(senders)}?`, "|", new Intl.ListFormat("en", { type: "unit", style: "narrow" }).format(["1h", "5m", "3s"]));
console.log(new Intl.ListFormat("fr", { type: "disjunction" }).format(["rouge", "vert", "bleu"]), "|", new Intl.ListFormat("de", { type: "disjunction" }).format(["rot", "grün", "blau"]), "|", new Intl.ListFormat("ja", { type: "disjunction" }).format(["赤", "緑", "青"]));
console.log(new Intl.ListFormat("zh", { type: "unit" }).format(["3小时", "5分钟"]), "|", new Intl.ListFormat("ru", { type: "unit", style: "short" }).format(["3 ч", "5 мин"]), "|", new Intl.ListFormat("en-IN").format(["x", "y", "z"]));
