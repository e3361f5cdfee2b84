class Bag {
  [key: string]: unknown;
  static [k: string]: any;
  fixed = 1;
}
const b = new Bag();
b["dyn"] = 2;
console.log(b, Object.keys(b));
