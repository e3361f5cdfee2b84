// Collator usage "search" for accent/case-insensitive filtering of a product list, and numeric version sorting.
const products = ["Café Crème", "cafe creme", "CAFÉ", "Crème brûlée", "creme brulee", "Naïve tea", "naive Tea", "Jalapeño", "jalapeno", "Über-Snack", "uber snack"];
const matcher = (query, o) => {
  const c = new Intl.Collator("en", { usage: "search", ...o });
  return products.filter((p) => {
    for (let i = 0; i + query.length <= p.length; i++) if (c.compare(p.slice(i, i + query.length), query) === 0) return true;
    return false;
  });
};
for (const s of ["base", "accent", "case", "variant"]) {
  console.log(s, JSON.stringify(matcher("cafe", { sensitivity: s })), JSON.stringify(matcher("brulee", { sensitivity: s })));
}
console.log(JSON.stringify(matcher("jalapeno", { sensitivity: "base" })), JSON.stringify(matcher("uber", { sensitivity: "base" })));
const versions = ["1.10.0", "1.2.0", "1.2.10", "1.2.9", "10.0.0", "2.0.0", "1.2.0-beta", "1.2.0-alpha"];
console.log(JSON.stringify([...versions].sort(new Intl.Collator("en", { numeric: true }).compare)));
console.log(JSON.stringify([...versions].sort(new Intl.Collator("en").compare)));
const files = ["IMG_0010.jpg", "img_2.jpg", "IMG_1.JPG", "img_10.jpg", "Img_002.jpg"];
console.log(JSON.stringify([...files].sort(new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare)));
console.log(JSON.stringify([...files].sort(new Intl.Collator("en", { numeric: true, caseFirst: "upper" }).compare)));
const c = new Intl.Collator("en", { sensitivity: "base" });
console.log(c.compare("a", "á"), c.compare("a", "A"), c.compare("a", "b"), c.compare("ß", "ss"), c.compare("æ", "ae"));
const cs = new Intl.Collator("en", { sensitivity: "case" });
console.log(cs.compare("a", "á"), cs.compare("a", "A"), new Intl.Collator("en", { sensitivity: "accent" }).compare("a", "á"));
