import type { ZaloLinkStatus } from '../../../shared/zalo/types.js';
import type { Database, Queryable } from '../../db/database.js';
import type { LinkMethod } from './zalo-credential.js';
import { alreadyLinked, noAccess } from './zalo-failure.js';
import type { ZaloProfile } from './zalo-identity.js';

// The link between a GreenWatch account and a Zalo account: app_user.zalo_user_id (its time
// in zalo_linked_at, stamped by a trigger; its name, avatar and OA-scoped id as Zalo last showed
// them) and, for every change and phone match, a row in zalo_link_event. Written with the
// server's own connection; users only read their own rows.

export interface LinkEvent {
  userId: string;
  zaloUserId: string;
  action: 'link' | 'unlink' | 'phone_match';
  /** How the link was asked for; null for an unlink the user asked for on its own. */
  method: LinkMethod | null;
  /** The user's consent to their phone number being used (phone matches only). */
  consent?: true;
}

interface LinkRow {
  zalo_user_id: string | null;
  zalo_linked_at: Date | string | null;
  zalo_name: string | null;
  zalo_avatar_url: string | null;
}

const LINK_COLUMNS = 'zalo_user_id, zalo_linked_at, zalo_name, zalo_avatar_url';

const statusOf = (row: LinkRow | undefined): ZaloLinkStatus => {
  const linked = Boolean(row?.zalo_user_id);
  return {
    linked,
    linked_at: linked && row?.zalo_linked_at ? new Date(row.zalo_linked_at).toISOString() : null,
    name: linked ? (row?.zalo_name ?? null) : null,
    avatar_url: linked ? (row?.zalo_avatar_url ?? null) : null,
  };
};

export async function linkStatus(db: Queryable, userId: string): Promise<ZaloLinkStatus> {
  const [row] = await db.query<LinkRow>(
    `select ${LINK_COLUMNS} from public.app_user where user_id = $1`,
    [userId],
  );
  return statusOf(row);
}

/** Keeps the name and avatar of a linked Zalo account as Zalo shows them now. */
export async function rememberZaloProfile(db: Queryable, profile: ZaloProfile): Promise<void> {
  await db.query(
    `update public.app_user set zalo_name = $2, zalo_avatar_url = $3, zalo_oa_user_id = $4
     where zalo_user_id = $1
       and (zalo_name, zalo_avatar_url, zalo_oa_user_id)
         is distinct from ($2::text, $3::text, $4::text)`,
    [profile.id, profile.name, profile.avatarUrl, profile.oaUserId],
  );
}

export async function recordLinkEvent(tx: Queryable, event: LinkEvent): Promise<void> {
  await tx.query(
    `insert into public.zalo_link_event (user_id, zalo_user_id, action, method, consent)
     values ($1, $2, $3, $4, $5)`,
    [event.userId, event.zaloUserId, event.action, event.method, event.consent ?? null],
  );
}

/**
 * Points the account at the event's Zalo id, replacing `previous` (recorded as its unlink). The
 * caller holds the account's row lock. A Zalo id that another account holds is a 409.
 */
export async function attachZalo(
  tx: Queryable,
  previous: string | null,
  event: LinkEvent,
  profile: ZaloProfile,
): Promise<ZaloLinkStatus> {
  const [owner] = await tx.query('select 1 from public.app_user where zalo_user_id = $1', [
    event.zaloUserId,
  ]);
  if (owner) throw alreadyLinked();
  const [row] = await tx.query<LinkRow>(
    `update public.app_user set zalo_user_id = $2, zalo_name = $3, zalo_avatar_url = $4,
       zalo_oa_user_id = $5
     where user_id = $1
     returning ${LINK_COLUMNS}`,
    [event.userId, event.zaloUserId, profile.name, profile.avatarUrl, profile.oaUserId],
  );
  if (previous) {
    await recordLinkEvent(tx, { ...event, zaloUserId: previous, action: 'unlink' });
  }
  await recordLinkEvent(tx, event);
  return statusOf(row);
}

/**
 * Runs a transaction that links; two requests linking one Zalo id to two accounts at the same
 * moment both pass the owner check, and the loser meets the unique index: the same 409.
 */
export async function withLinkConflicts<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505') throw alreadyLinked();
    throw error;
  }
}

/** POST /api/zalo/link: the same id again changes nothing; another id replaces the old one. */
export function linkAccount(
  db: Database,
  userId: string,
  profile: ZaloProfile,
  method: LinkMethod,
): Promise<ZaloLinkStatus> {
  const zaloUserId = profile.id;
  return withLinkConflicts(
    db.transaction(async (tx) => {
      const [account] = await tx.query<LinkRow>(
        `select a.zalo_user_id, a.zalo_linked_at, a.zalo_name, a.zalo_avatar_url
         from public.app_user a
         join auth.users u on u.id = a.user_id
         where a.user_id = $1 and u.deleted_at is null
           and (u.banned_until is null or u.banned_until <= now())
         for update of a`,
        [userId],
      );
      if (!account) throw noAccess();
      if (account.zalo_user_id === zaloUserId) {
        await rememberZaloProfile(tx, profile);
        return linkStatus(tx, userId);
      }
      return attachZalo(
        tx,
        account.zalo_user_id,
        { userId, zaloUserId, action: 'link', method },
        profile,
      );
    }),
  );
}

/** DELETE /api/zalo/link: unlinking an account that has no link changes nothing. */
export function unlinkAccount(db: Database, userId: string): Promise<ZaloLinkStatus> {
  return db.transaction(async (tx) => {
    const [account] = await tx.query<LinkRow>(
      `select ${LINK_COLUMNS} from public.app_user where user_id = $1 for update`,
      [userId],
    );
    if (account?.zalo_user_id) {
      await tx.query(
        `update public.app_user set zalo_user_id = null, zalo_name = null, zalo_avatar_url = null,
           zalo_oa_user_id = null
         where user_id = $1`,
        [userId],
      );
      await recordLinkEvent(tx, {
        userId,
        zaloUserId: account.zalo_user_id,
        action: 'unlink',
        method: null,
      });
    }
    return statusOf(undefined);
  });
}
