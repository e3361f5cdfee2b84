class Button {
    label = "btn";
    onClick(prefix) { return prefix + this.label; }
}
const b = new Button();
console.log(b.onClick("clicked "));
