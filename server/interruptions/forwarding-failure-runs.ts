// When a station's files could not reach the authority: runs of failed transfer attempts, each
// from the first failure after a success (or before the period) to the next success. The worker
// sends a station's files in order, so while its queue head fails every later file waits too.

export interface TransferAttempt {
  readonly startedAt: Date;
  readonly finishedAt: Date;
  /** authority_transfer_attempt.result: sent, already_there, retry or settings. */
  readonly result: string;
  readonly reply: string | null;
}

export interface FailureRun {
  readonly start: Date;
  readonly end: Date;
  readonly open: boolean;
  /** The authority's (or the network's) last answer in the run. */
  readonly lastReply: string | null;
}

const delivered = (attempt: TransferAttempt) =>
  attempt.result === 'sent' || attempt.result === 'already_there';

/**
 * The runs of `attempts` (in time order; the first may be the last attempt before the period,
 * which then opens a run at `from` if it failed), an unfinished one ending at `until`.
 */
export function forwardingFailureRuns(
  attempts: readonly TransferAttempt[],
  from: Date,
  until: Date,
): FailureRun[] {
  const runs: FailureRun[] = [];
  let open: { start: Date; lastReply: string | null } | null = null;
  for (const attempt of attempts) {
    if (delivered(attempt)) {
      if (open && attempt.finishedAt > from) {
        runs.push({
          start: open.start,
          end: attempt.finishedAt,
          open: false,
          lastReply: open.lastReply,
        });
      }
      open = null;
    } else {
      open ??= { start: attempt.startedAt < from ? from : attempt.startedAt, lastReply: null };
      open.lastReply = attempt.reply ?? open.lastReply;
    }
  }
  if (open && open.start < until) {
    runs.push({ start: open.start, end: until, open: true, lastReply: open.lastReply });
  }
  return runs;
}
