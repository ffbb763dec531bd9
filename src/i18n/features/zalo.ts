// Vietnamese strings of the zalo screens (English falls back to these).
export const zalo = {} as const;
