export interface Vector { x: number }
export function total(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
