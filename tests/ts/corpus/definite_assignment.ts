let x!: number;
function init() { x = 10; }
init();
console.log(x * 2);
class C { value!: string; constructor() { this.setup(); } setup() { this.value = "ready"; } }
console.log(new C().value);
