// Vietnamese strings of the reports screens (English falls back to these).
export const reports = {} as const;
