export * from './data-line';
export * from './decode-content';
export * from './file-name';
export * from './logger-timestamp';
export * from './parse-data-file';
export * from './parse-errors';
