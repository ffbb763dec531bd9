import type { accountCatalogue } from './features/account';
import type { vi } from './vi';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * Shape every language must fill: the Vietnamese shell catalogue's keys with string values, and
 * those of home and the account parts, whose Vietnamese strings load with the data screens'
 * (features/account.ts) and whose English is in en.ts with the rest of the shell.
 */
export type Catalogue = Widen<typeof vi & typeof accountCatalogue>;
