export * from './data-line';
export * from './data-lines';
export * from './file-name';
export * from './line-rejections';
export * from './logger-timestamp';
export * from './parse-data-file';
export * from './parse-errors';
