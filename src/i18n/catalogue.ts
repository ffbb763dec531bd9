import type { vi } from './vi';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Shape every language must fill: the Vietnamese catalogue's keys with string values. */
export type Catalogue = Widen<typeof vi>;
