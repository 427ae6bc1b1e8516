// Posts to Twilio's webhook that Twilio did not sign (or a signed one posted again, a
// replay), counted in memory per client address: no database write and no log line per
// request, so a flood of forged posts costs a map lookup each. Past the limit in its
// window an address is answered 429 before its body is read. The counts are reported once
// per window, as one log line and one addition to the drop counts in Postgres
// (docs/operations.md, "Texts to the list").

export type RefusedPost = 'bad_signature' | 'oversize' | 'duplicate' | 'throttled';

export type RefusedCounts = ReadonlyMap<RefusedPost, number>;

export type UnsignedPostOptions = {
  /** Refused posts per address per window; past it the address is throttled. */
  limit: number;
  windowMs: number;
  /** Addresses kept at most: a spread-out flood cannot grow the map without bound. */
  maxAddresses: number;
  /** Called at most once per window, with what was refused in it and from how many addresses. */
  report: (counts: RefusedCounts, addresses: number) => Promise<void>;
  now?: () => number;
};

type Window = { since: number; count: number };

export function createUnsignedPostGuard(options: UnsignedPostOptions) {
  const { limit, windowMs, maxAddresses, report, now = () => Date.now() } = options;
  const byAddress = new Map<string, Window>();
  let counts = new Map<RefusedPost, number>();
  let addresses = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const live = (address: string, at: number) => {
    const window = byAddress.get(address);
    return window && at - window.since < windowMs ? window : undefined;
  };

  const makeRoom = (at: number) => {
    if (byAddress.size < maxAddresses) return;
    for (const [address, window] of byAddress)
      if (at - window.since >= windowMs) byAddress.delete(address);
    // Still full: the oldest entries go (a Map keeps insertion order).
    for (const address of byAddress.keys()) {
      if (byAddress.size < maxAddresses) break;
      byAddress.delete(address);
    }
  };

  const flush = () => {
    timer = null;
    const taken = { counts, addresses: addresses.size };
    counts = new Map();
    addresses = new Set();
    void report(taken.counts, taken.addresses).catch(() => {});
  };

  const note = (kind: RefusedPost, address: string) => {
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if (addresses.size < maxAddresses) addresses.add(address);
    if (!timer) {
      timer = setTimeout(flush, windowMs);
      timer.unref?.();
    }
  };

  return {
    /** True (and counted) when this address has had its fill of refusals for now. */
    throttled(address: string): boolean {
      const window = live(address, now());
      if (!window || window.count < limit) return false;
      note('throttled', address);
      return true;
    },
    /** Counts one refused post from this address. */
    refused(kind: Exclude<RefusedPost, 'throttled'>, address: string): void {
      const at = now();
      const window = live(address, at);
      if (window) window.count += 1;
      else {
        byAddress.delete(address);
        makeRoom(at);
        byAddress.set(address, { since: at, count: 1 });
      }
      note(kind, address);
    },
  };
}

/** The one log line of a window's refusals. */
export function refusedSummary(counts: RefusedCounts, addresses: number, windowMs: number) {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const parts = [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ');
  const from = `${addresses} ${addresses === 1 ? 'address' : 'addresses'}`;
  return `[sms inbound] refused ${total} unsigned or repeated posts in ${windowMs / 1000} s from ${from}: ${parts}`;
}
