var Coll;
(function (Coll) {
    class Queue {
        xs = [];
        enqueue(x) { this.xs.push(x); }
        dequeue() { return this.xs.shift(); }
    }
    Coll.Queue = Queue;
})(Coll || (Coll = {}));
const q = new Coll.Queue();
q.enqueue("a");
q.enqueue("b");
console.log(q.dequeue(), q.dequeue(), q.dequeue());
