// Vietnamese strings of the notifications screens (English falls back to these).
export const notifications = {} as const;
