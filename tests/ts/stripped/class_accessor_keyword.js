class A {
    #count_accessor_storage = 0;
    get count() { return this.#count_accessor_storage; }
    set count(value) { this.#count_accessor_storage = value; }
    static #shared_accessor_storage = "s";
    static get shared() { return A.#shared_accessor_storage; }
    static set shared(value) { A.#shared_accessor_storage = value; }
    #hidden_accessor_storage = 3;
    get hidden() { return this.#hidden_accessor_storage; }
    set hidden(value) { this.#hidden_accessor_storage = value; }
    peek() { return this.hidden; }
}
const a = new A();
a.count += 2;
console.log(a.count, A.shared, a.peek());
