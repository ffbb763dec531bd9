import type { Queryable } from '../db/database.js';

// The outbox keeps a file's bytes only while they may be needed: until the authority has the
// file (status sent: uploaded, or found there after an unanswered attempt) and `keepDays` more
// days, for a resend. Then the bytes go and the row stays (the transfer log, completeness,
// content_dropped_at); such a file cannot be resent (resend_authority_files says why). The
// default 60 days is the datalogger's own duty to keep its files (vn-operations.md §2.2), so the
// station can still send one again after that.

/** Drops the bytes of files confirmed more than `keepDays` before `now`; answers how many. */
export async function dropForwardedContent(
  q: Queryable,
  now: Date,
  keepDays: number,
): Promise<number> {
  const dropped = await q.query<{ id: number }>(
    `update public.authority_forward set content = null, content_dropped_at = $1
     where status = 'sent' and content is not null
       and sent_at < $1::timestamptz - make_interval(days => $2)
     returning id`,
    [now.toISOString(), keepDays],
  );
  return dropped.length;
}
