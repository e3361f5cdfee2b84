export interface Config { name: string; times: number }
export const VERSION: string = "1.0";
