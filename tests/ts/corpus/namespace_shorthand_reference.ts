namespace Obj {
  export const name = "obj";
  export const version = 2;
  export function info() { return { name, version }; }
  export let list: number[] = [];
  export function push(v: number) { list.push(v); [list] = [list.concat([v * 10])]; return list; }
}
console.log(Obj.info(), Obj.push(1), Obj.list);
