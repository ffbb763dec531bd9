// The server's pure domain: no I/O, no database, no React. Receivers, API handlers and jobs
// import from here.
export * from './averages';
export * from './device-status';
export * from './exceedance-episodes';
export * from './exceedance-summary';
export * from './fees';
export * from './limit-coefficients';
export * from './limits';
export * from './measurement';
export * from './monitoring-conventions';
export * from './parameter-limit';
export * from './period-buckets';
export * from './permitted-limit';
export * from './signal-loss';
export * from './station-status';
export * from './unit-conversion';
export * from './vietnam-time';
