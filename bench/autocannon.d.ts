// The part of autocannon's API that bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all; overrides duration. */
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
  }

  export interface Result {
    requests: { average: number };
    non2xx: number;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
  }

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
  }

  export default function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;
}
