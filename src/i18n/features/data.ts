// Vietnamese strings of the data screens (English falls back to these).
export const data = {} as const;
