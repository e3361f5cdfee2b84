let a: number = 1
let b: string = "b"
const f = (x: number): number => x * 2
type T = number
interface I { x: number }
console.log(a, b, f(a))
