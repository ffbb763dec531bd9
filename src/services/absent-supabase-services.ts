// The app uses three of Supabase's services: auth, REST and realtime. No screen stores files or
// calls an Edge Function, and GreenWatch's own server offers neither Storage (/storage/v1) nor
// Functions (/functions/v1). supabase-js makes a client for both all the same, and their code
// (storage-js with iceberg-js, and functions-js: about 7 KiB gzip) was in the entry chunk that
// every page loads. The build, and the unit tests, resolve those two packages to this module
// instead (vite.config.mts): supabase.storage and supabase.functions still exist, hold nothing,
// and their usual entry points fail at once with the reason. ESLint forbids both in our code
// (eslint.config.js).

const leftOut = (service: string) =>
  new Error(`${service} is left out of GreenWatch's build: no screen uses it`);

export class StorageClient {
  from(): never {
    throw leftOut('Supabase Storage');
  }
}

export class FunctionsClient {
  invoke(): never {
    throw leftOut('Supabase Edge Functions');
  }
}

// The rest of what supabase-js imports from the two packages, only to export it again.
export class StorageApiError extends Error {}
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {};
