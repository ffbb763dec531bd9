import { decodeJwt } from 'jose';
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import type { WebSocket } from 'ws';
import { isDatabaseRole } from '../../db/request-role.js';
import type { JwtKeys } from '../../jwt-keys.js';
import type { BindingChecker } from './binding-check.js';
import type { ChannelMatch } from './change-delivery.js';
import { parseChangeFilter } from './change-filter.js';
import type { Binding, Channel } from './channel-types.js';
import type { RealtimeLimits } from './realtime-limits.js';

// One socket: Phoenix V2 frames [join_ref, ref, topic, event, payload] (supabase-wire.md §3.2–3.9),
// with hosted Realtime's per-socket limits and its token expiry: a channel ends when its token
// does, unless the client sent a fresh `access_token` before.

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** The reasons hosted Realtime gives, word for word. */
export const REFUSALS = {
  tooManyChannels: 'ChannelRateLimitReached: Too many channels',
  tooManyJoins: 'ClientJoinRateLimitReached: Too many joins per second',
  tooManyEvents: 'Too many messages per second',
  databaseUnavailable:
    'UnableToConnectToProject: Realtime was unable to connect to the project database',
};

/** setTimeout's longest delay; a later expiry is re-checked then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface ConnectionServices {
  keys: JwtKeys;
  limits: RealtimeLimits;
  joins: RateLimiterMemory;
  events: RateLimiterMemory;
  checker: BindingChecker;
}

type TokenCheck =
  | { ok: true; channel: Pick<Channel, 'token' | 'role' | 'claims' | 'claimsKey' | 'expiresAt'> }
  | { ok: false; code: string; message: string };

let nextBindingId = 10_000_000 + Math.floor(Math.random() * 1_000_000);
let nextConnectionId = 1;

function parseFrame(text: string): Frame | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 5 ||
    typeof parsed[2] !== 'string' ||
    typeof parsed[3] !== 'string'
  )
    return undefined;
  return [
    typeof parsed[0] === 'string' ? parsed[0] : null,
    typeof parsed[1] === 'string' ? parsed[1] : null,
    parsed[2],
    parsed[3],
    typeof parsed[4] === 'object' && parsed[4] !== null
      ? (parsed[4] as Record<string, unknown>)
      : {},
  ];
}

const secondsAgo = (ms: number) => Math.max(0, Math.floor((Date.now() - ms) / 1000));
const expiredMessage = (expiresAt: number) =>
  `Token has expired ${secondsAgo(expiresAt)} seconds ago`;

export class RealtimeConnection {
  readonly channels = new Map<string, Channel>();
  private readonly id = String(nextConnectionId++);
  /** Frames are handled one after another, so limits count joins that are still verifying. */
  private inbox: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly apiKey: string,
    private readonly services: ConnectionServices,
  ) {}

  private sendText(text: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    // A client that stops reading would otherwise make the server hold everything for it.
    if (this.ws.bufferedAmount > this.services.limits.maxBufferedBytes) {
      this.ws.terminate();
      return;
    }
    this.ws.send(text);
  }

  private send(frame: Frame): void {
    this.sendText(JSON.stringify(frame));
  }

  close(): void {
    this.ws.close(1001, 'server shutting down');
  }

  /** Stops the channels' timers once the socket is gone. */
  dispose(): void {
    for (const channel of this.channels.values()) clearTimeout(channel.expiryTimer);
    this.channels.clear();
  }

  private reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send([frame[0], frame[1], frame[2], 'phx_reply', { status, response }]);
  }

  receive(text: string): void {
    const frame = parseFrame(text);
    const limiter = this.limiterFor(frame);
    // Counted now, in arrival order; answered after the frames before it.
    const admitted = limiter
      ? limiter.consume(this.id).then(
          () => true,
          (refusal: unknown) => {
            if (refusal instanceof Error) throw refusal;
            return false;
          },
        )
      : true;
    this.inbox = this.inbox
      .then(async () => {
        if (!(await admitted)) this.refuse(frame);
        else if (frame) await this.handle(frame);
      })
      .catch((error: unknown) => console.error('realtime message failed:', error));
  }

  /**
   * Joins have their own limit. Like hosted Realtime, a leave or a token refresh of a joined
   * channel is not counted: supabase-js sends one per channel at once, 100 at the channel limit.
   * Everything else is, junk included.
   */
  private limiterFor(frame: Frame | undefined): RateLimiterMemory | undefined {
    if (frame?.[3] === 'phx_join') return this.services.joins;
    if (frame && ['phx_leave', 'access_token'].includes(frame[3]) && this.channels.has(frame[2]))
      return undefined;
    return this.services.events;
  }

  private refuse(frame: Frame | undefined): void {
    if (frame?.[3] === 'phx_join') {
      // Hosted Realtime answers the join, then drops the socket.
      this.reply(frame, 'error', { reason: REFUSALS.tooManyJoins });
      this.ws.close(1008, 'Too many joins per second');
      return;
    }
    for (const channel of [...this.channels.values()])
      this.shutDown(channel, REFUSALS.tooManyEvents);
  }

  private async handle(frame: Frame): Promise<void> {
    const [, , topic, event, payload] = frame;
    if (topic === 'phoenix' && event === 'heartbeat') return this.reply(frame, 'ok', {});
    if (event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(topic);
    if (event === 'phx_leave') {
      if (channel) this.remove(channel);
      this.reply(frame, 'ok', {});
      if (channel) this.send([channel.joinRef, null, topic, 'phx_close', {}]);
      return;
    }
    if (!channel) return this.reply(frame, 'error', { reason: 'unmatched topic' });
    if (event === 'access_token') return this.swapToken(channel, payload.access_token);
    // broadcast and presence are not part of this subset; accepted and ignored.
  }

  private async checkToken(token: string): Promise<TokenCheck> {
    const verified = await this.services.keys.verify(token);
    if (!verified.ok && verified.reason !== 'expired')
      return {
        ok: false,
        code: 'MalformedJWT',
        message: 'The token provided is not a valid JWT',
      };
    const claims = verified.ok ? verified.claims : decodeJwt(token);
    if (!claims.role || !claims.exp)
      return {
        ok: false,
        code: 'InvalidJWTToken',
        message: 'Fields `role` and `exp` are required in JWT',
      };
    // Expired means expired here: the verifier's clock tolerance is for HTTP requests.
    const expiresAt = claims.exp * 1000;
    if (expiresAt <= Date.now())
      return { ok: false, code: 'InvalidJWTToken', message: expiredMessage(expiresAt) };
    if (!isDatabaseRole(claims.role))
      return { ok: false, code: 'Unauthorized', message: `role "${claims.role}" is not allowed` };
    const claimsKey = JSON.stringify({ ...claims, role: claims.role });
    return { ok: true, channel: { token, role: claims.role, claims, claimsKey, expiresAt } };
  }

  private async join(frame: Frame): Promise<void> {
    const [joinRef, , topic, , payload] = frame;
    if (!topic.startsWith('realtime:') || topic === 'realtime:') {
      return this.reply(frame, 'error', {
        reason: 'TopicNameRequired: You must provide a topic name',
      });
    }
    const previous = this.channels.get(topic);
    if (!previous && this.channels.size >= this.services.limits.maxChannelsPerClient)
      return this.reply(frame, 'error', { reason: REFUSALS.tooManyChannels });
    const token =
      typeof payload.access_token === 'string' && payload.access_token
        ? payload.access_token
        : this.apiKey;
    const auth = await this.checkToken(token);
    if (!auth.ok) return this.reply(frame, 'error', { reason: `${auth.code}: ${auth.message}` });

    const config = (payload.config ?? {}) as Record<string, unknown>;
    const entries = Array.isArray(config.postgres_changes)
      ? (config.postgres_changes as unknown[]).filter(
          (e): e is Record<string, unknown> => typeof e === 'object' && e !== null,
        )
      : [];
    const bindings: Binding[] = [];
    const problems: string[] = [];
    try {
      for (const entry of entries) {
        const { binding, problem } = await this.binding(entry);
        bindings.push(binding);
        if (problem) problems.push(problem);
      }
    } catch (error) {
      console.error('realtime join failed:', error instanceof Error ? error.message : error);
      return this.reply(frame, 'error', { reason: REFUSALS.databaseUnavailable });
    }
    if (previous) {
      this.remove(previous);
      this.send([previous.joinRef, null, topic, 'phx_close', {}]);
    }
    const channel: Channel = { topic, joinRef, ...auth.channel, bindings };
    this.channels.set(topic, channel);
    this.watchExpiry(channel);
    this.reply(frame, 'ok', {
      postgres_changes: bindings.map((b) => ({ ...b.original, id: b.id })),
    });
    if (entries.length > 0) {
      const channelName = topic.slice('realtime:'.length);
      this.send([
        joinRef,
        null,
        topic,
        'system',
        problems.length > 0
          ? {
              extension: 'postgres_changes',
              status: 'error',
              message: problems.join('; '),
              channel: channelName,
            }
          : {
              extension: 'postgres_changes',
              status: 'ok',
              message: 'Subscribed to PostgreSQL',
              channel: channelName,
            },
      ]);
    }
  }

  /** A binding from a join entry; one that cannot be subscribed to never matches a change. */
  private async binding(
    entry: Record<string, unknown>,
  ): Promise<{ binding: Binding; problem?: string }> {
    const binding: Binding = {
      id: nextBindingId++,
      event: typeof entry.event === 'string' ? entry.event : '*',
      schema: typeof entry.schema === 'string' ? entry.schema : '',
      table: typeof entry.table === 'string' ? entry.table : undefined,
      filter: typeof entry.filter === 'string' ? entry.filter : undefined,
      conditions: [],
      original: entry,
    };
    let problem: string | undefined;
    try {
      binding.conditions = parseChangeFilter(binding.filter);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    problem ??= await this.services.checker.problem(binding);
    return { binding: problem ? { ...binding, event: '__none__' } : binding, problem };
  }

  private async swapToken(channel: Channel, token: unknown): Promise<void> {
    // Hosted Realtime ignores null, the same token again and opaque `sb_…` keys.
    if (typeof token !== 'string' || token === '' || token.startsWith('sb_')) return;
    if (token === channel.token) return;
    const auth = await this.checkToken(token);
    if (this.channels.get(channel.topic) !== channel) return;
    if (!auth.ok) return this.shutDown(channel, auth.message);
    Object.assign(channel, auth.channel);
    this.watchExpiry(channel);
  }

  /** Ends the channel when its token expires (hosted: system error, then phx_close). */
  private watchExpiry(channel: Channel): void {
    clearTimeout(channel.expiryTimer);
    const delay = Math.min(Math.max(channel.expiresAt - Date.now(), 0), LONGEST_TIMER_MS);
    channel.expiryTimer = setTimeout(() => {
      if (this.channels.get(channel.topic) !== channel) return;
      if (channel.expiresAt > Date.now()) this.watchExpiry(channel);
      else this.shutDown(channel, expiredMessage(channel.expiresAt));
    }, delay);
    channel.expiryTimer.unref();
  }

  /** The channels that may still receive changes; an expired one is shut down now. */
  liveChannels(): Channel[] {
    const now = Date.now();
    for (const channel of [...this.channels.values()])
      if (channel.expiresAt <= now) this.shutDown(channel, expiredMessage(channel.expiresAt));
    return [...this.channels.values()];
  }

  /**
   * Sends a checked change to the channels it matched, unless a channel left, was replaced, took
   * other claims or expired while the check ran.
   */
  pushChange(matches: Map<Channel, ChannelMatch>, dataJson: string): void {
    const now = Date.now();
    for (const channel of this.channels.values()) {
      const match = matches.get(channel);
      if (!match || match.claimsKey !== channel.claimsKey || channel.expiresAt <= now) continue;
      this.sendText(
        `[null,null,${JSON.stringify(channel.topic)},"postgres_changes",{"ids":${JSON.stringify(match.ids)},"data":${dataJson}}]`,
      );
    }
  }

  private remove(channel: Channel): void {
    clearTimeout(channel.expiryTimer);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  /** Hosted Realtime's channel shutdown: a system error with the reason, then phx_close. */
  private shutDown(channel: Channel, message: string): void {
    this.remove(channel);
    const channelName = channel.topic.slice('realtime:'.length);
    this.send([
      channel.joinRef,
      null,
      channel.topic,
      'system',
      { extension: 'system', status: 'error', message, channel: channelName },
    ]);
    this.send([channel.joinRef, null, channel.topic, 'phx_close', {}]);
  }
}
