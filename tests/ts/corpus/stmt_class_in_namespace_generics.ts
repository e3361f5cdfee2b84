namespace Coll {
  export class Queue<T> { private xs: T[] = []; enqueue(x: T) { this.xs.push(x); } dequeue(): T | undefined { return this.xs.shift(); } }
}
const q = new Coll.Queue<string>();
q.enqueue("a"); q.enqueue("b");
console.log(q.dequeue(), q.dequeue(), q.dequeue());
