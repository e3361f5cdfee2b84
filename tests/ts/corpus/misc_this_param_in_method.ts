class Button {
  label = "btn";
  onClick(this: Button, prefix: string): string { return prefix + this.label; }
}
const b = new Button();
console.log(b.onClick("clicked "));
