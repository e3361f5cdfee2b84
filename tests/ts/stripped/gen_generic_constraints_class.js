class Repo {
    store = new Map();
    save(x) { this.store.set(x.id, x); }
    find(id) { return this.store.get(id); }
}
const repo = new Repo();
repo.save({ id: 1, name: "one" });
console.log(repo.find(1), repo.find(2));
