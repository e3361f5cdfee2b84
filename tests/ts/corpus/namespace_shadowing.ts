namespace S {
  export const x = 1;
  export function useLocal() { const x = 5; return x; }
  export function useParam(x: number) { return x * 2; }
  export function useExport() { return x + 100; }
  export const arrow = () => { let x = "shadow"; return x; };
}
console.log(S.useLocal(), S.useParam(3), S.useExport(), S.arrow());
