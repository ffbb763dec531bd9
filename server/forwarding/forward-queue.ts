import type { Queryable } from '../db/database.js';

// Queues an accepted station file for the authority, in the transaction that records it, so a
// file the sender was told is stored is also a file that will be forwarded (or none is: the
// sender, without an answer, sends it again). Only stations with an authority endpoint queue;
// a disabled endpoint still queues (the switch pauses forwarding, it does not drop files). A
// file already queued with the same name and bytes is not queued again.

export interface AcceptedFile {
  readonly stationId: number;
  readonly ingestFileId: number;
  readonly fileName: string;
  /** The time in the file's name. */
  readonly fileTime: Date;
  /** The bytes as received. */
  readonly content: Uint8Array | string;
}

export async function queueForward(q: Queryable, file: AcceptedFile): Promise<void> {
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
  await q.query(
    `insert into public.authority_forward
       (station_id, ingest_file_id, file_name, file_time, content)
     select $1, $2, $3, $4, $5
     where exists (select 1 from public.station_authority_endpoint where station_id = $1)
       -- The same file sent to us again (the sender missed our answer) is not sent on twice.
       and not exists (select 1 from public.authority_forward f
                       where f.station_id = $1 and f.file_time = $4 and f.file_name = $3
                         and f.content = $5)`,
    [file.stationId, file.ingestFileId, file.fileName, file.fileTime.toISOString(), bytes],
  );
}
