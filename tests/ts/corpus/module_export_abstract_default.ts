export default abstract class Base { abstract run(): string; go() { return this.run() + "!"; } }
class Impl extends Base { run() { return "ran"; } }
console.log(new Impl().go());
