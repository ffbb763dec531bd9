// Whole-file problems: the file cannot be read at all, so no line is accepted. Receivers record
// the code and the Vietnamese message in ingest_file and tell the sender.

export type DataFileErrorCode =
  'bad_file_name' | 'station_mismatch' | 'empty_file' | 'bad_encoding';

export class DataFileError extends Error {
  override readonly name = 'DataFileError';

  constructor(
    readonly code: DataFileErrorCode,
    message: string,
  ) {
    super(message);
  }
}
