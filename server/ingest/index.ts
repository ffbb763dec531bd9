// Station data ingestion: parser, ingest service, HTTP/FTP/folder receivers, credentials.
export * from './credentials.js';
export * from './demo-credentials.js';
export * from './folder-receiver.js';
export * from './ftp-receiver.js';
export * from './http-receiver.js';
export * from './ingest-service.js';
export * from './ingest-store.js';
export * from './ingestion.js';
