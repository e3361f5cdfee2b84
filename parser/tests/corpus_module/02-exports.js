export var a = 1; export function f() {} export class C {} export { a as b, f as "str name" }; export * from "m"; export * as ns from "m"; export { x } from "y";
