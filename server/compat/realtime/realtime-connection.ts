import type { WebSocket } from 'ws';
import { isDatabaseRole } from '../../db/request-role.js';
import type { JwtKeys } from '../../jwt-keys.js';
import { parseChangeFilter } from './change-filter.js';
import type { Binding, Channel } from './channel-types.js';

// One socket: Phoenix V2 frames [join_ref, ref, topic, event, payload] (supabase-wire.md §3.2–3.9).

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

let nextBindingId = 10_000_000 + Math.floor(Math.random() * 1_000_000);

export class RealtimeConnection {
  readonly channels = new Map<string, Channel>();

  constructor(
    private readonly ws: WebSocket,
    private readonly keys: JwtKeys,
    private readonly apiKey: string,
    private readonly isPublished: (table: string) => boolean,
  ) {}

  send(frame: Frame): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(frame));
  }

  close(): void {
    this.ws.close(1001, 'server shutting down');
  }

  private reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send([frame[0], frame[1], frame[2], 'phx_reply', { status, response }]);
  }

  async receive(text: string): Promise<void> {
    let frame: Frame;
    try {
      const parsed: unknown = JSON.parse(text);
      if (
        !Array.isArray(parsed) ||
        parsed.length !== 5 ||
        typeof parsed[2] !== 'string' ||
        typeof parsed[3] !== 'string'
      )
        return;
      frame = [
        typeof parsed[0] === 'string' ? parsed[0] : null,
        typeof parsed[1] === 'string' ? parsed[1] : null,
        parsed[2],
        parsed[3],
        typeof parsed[4] === 'object' && parsed[4] !== null
          ? (parsed[4] as Record<string, unknown>)
          : {},
      ];
    } catch {
      return;
    }
    const [, , topic, event, payload] = frame;
    if (topic === 'phoenix' && event === 'heartbeat') return this.reply(frame, 'ok', {});
    if (event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(topic);
    if (event === 'phx_leave') {
      this.channels.delete(topic);
      this.reply(frame, 'ok', {});
      if (channel) this.send([channel.joinRef, null, topic, 'phx_close', {}]);
      return;
    }
    if (!channel) return this.reply(frame, 'error', { reason: 'unmatched topic' });
    if (event === 'access_token') return this.swapToken(channel, payload.access_token);
    // broadcast and presence are not part of this subset; accepted and ignored.
  }

  private async claimsFor(
    token: string,
  ): Promise<
    { ok: true; channelClaims: Pick<Channel, 'role' | 'claims'> } | { ok: false; reason: string }
  > {
    const verified = await this.keys.verify(token);
    if (!verified.ok) {
      return {
        ok: false,
        reason:
          verified.reason === 'expired'
            ? 'InvalidJWTToken: Token has expired'
            : 'MalformedJWT: The token provided is not a valid JWT',
      };
    }
    const { claims } = verified;
    if (!claims.role || !claims.exp)
      return { ok: false, reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' };
    if (!isDatabaseRole(claims.role))
      return { ok: false, reason: `Unauthorized: role "${claims.role}" is not allowed` };
    return { ok: true, channelClaims: { role: claims.role, claims } };
  }

  private async join(frame: Frame): Promise<void> {
    const [joinRef, , topic, , payload] = frame;
    if (!topic.startsWith('realtime:') || topic === 'realtime:') {
      return this.reply(frame, 'error', {
        reason: 'TopicNameRequired: You must provide a topic name',
      });
    }
    const token =
      typeof payload.access_token === 'string' && payload.access_token
        ? payload.access_token
        : this.apiKey;
    const auth = await this.claimsFor(token);
    if (!auth.ok) return this.reply(frame, 'error', { reason: auth.reason });
    const previous = this.channels.get(topic);
    if (previous) this.send([previous.joinRef, null, topic, 'phx_close', {}]);

    const config = (payload.config ?? {}) as Record<string, unknown>;
    const entries = Array.isArray(config.postgres_changes)
      ? (config.postgres_changes as Record<string, unknown>[])
      : [];
    const bindings: Binding[] = [];
    const problems: string[] = [];
    for (const entry of entries) {
      const binding: Binding = {
        id: nextBindingId++,
        event: typeof entry.event === 'string' ? entry.event : '*',
        schema: typeof entry.schema === 'string' ? entry.schema : '',
        table: typeof entry.table === 'string' ? entry.table : undefined,
        filter: typeof entry.filter === 'string' ? entry.filter : undefined,
        conditions: [],
        original: entry,
      };
      try {
        binding.conditions = parseChangeFilter(binding.filter);
        if (
          binding.schema !== 'public' ||
          (binding.table !== undefined && !this.isPublished(binding.table))
        ) {
          throw new Error(
            `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table ?? '*'}, filters: [${binding.filter ?? ''}]]`,
          );
        }
        bindings.push(binding);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        bindings.push({ ...binding, event: '__none__' });
      }
    }
    this.channels.set(topic, { topic, joinRef, ...auth.channelClaims, bindings });
    this.reply(frame, 'ok', {
      postgres_changes: bindings.map((b) => ({ ...b.original, id: b.id })),
    });
    const channelName = topic.slice('realtime:'.length);
    if (entries.length > 0) {
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

  private async swapToken(channel: Channel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || token === '' || token.startsWith('sb_')) return;
    const auth = await this.claimsFor(token);
    if (!auth.ok) {
      this.send([
        channel.joinRef,
        null,
        channel.topic,
        'system',
        { extension: 'system', status: 'error', message: auth.reason },
      ]);
      this.send([channel.joinRef, null, channel.topic, 'phx_close', {}]);
      this.channels.delete(channel.topic);
      return;
    }
    channel.role = auth.channelClaims.role;
    channel.claims = auth.channelClaims.claims;
  }
}
