/**
 * Offered slots and attendee lists stay on the server between rounds. The
 * client only ever sees an opaque handle, so it cannot invent a slot.
 */
interface Offer {
  owner: string;
  attendees: string[];
  slots: { start: string; end: string }[];
  expiresAt: number;
}

const offers = new Map<string, Offer>();
const TTL_MS = 5 * 60 * 1000;

export function stash(owner: string, attendees: string[], slots: Offer['slots']): string {
  const handle = crypto.randomUUID();
  offers.set(handle, { owner, attendees, slots, expiresAt: Date.now() + TTL_MS });
  return handle;
}

export function claim(owner: string, handle: string): Offer | undefined {
  const offer = offers.get(handle);
  offers.delete(handle);
  if (!offer || offer.owner !== owner || offer.expiresAt < Date.now()) return undefined;
  return offer;
}

setInterval(() => {
  const now = Date.now();
  for (const [h, o] of offers) if (o.expiresAt < now) offers.delete(h);
}, 60_000).unref?.();
