import { formatVietnamTime } from '../domain/index.js';

// The quarterly fee returns (wastewater and emission fees) are due by the 20th of the first
// month of the next quarter (reference vn-environment-rules.md §3.1 and §4, CONFIRMED there).

export const DECLARATION_DEADLINE_DAY = 20;

export interface DueDeclaration {
  /** The quarter being declared. */
  readonly year: number;
  readonly quarter: 1 | 2 | 3 | 4;
  /** 'YYYY-MM-DD', local. */
  readonly deadline: string;
  /** Whole local days from today to the deadline (0 on the day). */
  readonly daysLeft: number;
}

const dayNumber = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day) / 86_400_000;

/**
 * The next declaration deadline on or after today (Vietnamese local day) and the quarter it is
 * for, when it is at most `daysBefore` days away; otherwise null.
 */
export function dueDeclaration(now: Date, daysBefore: number): DueDeclaration | null {
  const [year, month, day] = formatVietnamTime(now, 'yyyy-MM-dd').split('-').map(Number);
  const today = dayNumber(year, month, day);
  // The first months of the quarters (1, 4, 7, 10) of this year and the next.
  for (const candidate of [1, 4, 7, 10, 13].map((m) => ({
    y: year + Math.floor((m - 1) / 12),
    m: ((m - 1) % 12) + 1,
  }))) {
    const deadline = dayNumber(candidate.y, candidate.m, DECLARATION_DEADLINE_DAY);
    if (deadline < today) continue;
    const daysLeft = deadline - today;
    if (daysLeft > daysBefore) return null;
    const declared =
      candidate.m === 1
        ? { year: candidate.y - 1, quarter: 4 as const }
        : {
            year: candidate.y,
            quarter: ((candidate.m - 1) / 3) as 1 | 2 | 3,
          };
    return {
      ...declared,
      deadline: `${candidate.y}-${String(candidate.m).padStart(2, '0')}-${DECLARATION_DEADLINE_DAY}`,
      daysLeft,
    };
  }
  return null;
}
