import type { RealtimeLimits } from './realtime-limits.js';

// Open sockets on the server and per client address. A slot is taken before the handshake and
// its key check, so a burst of upgrades cannot slip past the count while they are verified.

export class ConnectionSlots {
  private total = 0;
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly limits: Pick<RealtimeLimits, 'maxConcurrentUsers' | 'maxConnectionsPerIp'>,
  ) {}

  /** A slot for `address`, as its release function (safe to call twice), or undefined when full. */
  take(address: string): (() => void) | undefined {
    const used = this.perAddress.get(address) ?? 0;
    if (this.total >= this.limits.maxConcurrentUsers || used >= this.limits.maxConnectionsPerIp)
      return undefined;
    this.total += 1;
    this.perAddress.set(address, used + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}
