export default class Base {
    go() { return this.run() + "!"; }
}
class Impl extends Base {
    run() { return "ran"; }
}
console.log(new Impl().go());
