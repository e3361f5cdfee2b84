interface HasId { id: number }
class Repo<T extends HasId> {
  private store = new Map<number, T>();
  save(x: T): void { this.store.set(x.id, x); }
  find(id: number): T | undefined { return this.store.get(id); }
}
const repo = new Repo<{ id: number; name: string }>();
repo.save({ id: 1, name: "one" });
console.log(repo.find(1), repo.find(2));
