function f({ a, b }: { a: number; b: string }, [c, d]: [boolean, number]): string {
  return `${a}-${b}-${c}-${d}`;
}
const { x, y }: { x: number; y: number } = { x: 1, y: 2 };
const [p, q]: number[] = [3, 4];
console.log(f({ a: 1, b: "s" }, [true, 9]), x, y, p, q);
