export interface Settings { precision: number }
export const defaultSettings: Settings = { precision: 2 };
