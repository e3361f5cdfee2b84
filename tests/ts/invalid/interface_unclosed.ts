interface I { x: number
