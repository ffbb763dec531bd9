// Vietnamese strings of the monitoring screens (English falls back to these).
export const monitoring = {} as const;
