// Finds free meeting slots within working hours and packs meeting drafts as base64url JSON.
const enc = new TextEncoder();
const dec = new TextDecoder();
const MIN = 60_000;

function toB64url(str) {
  let bin = '';
  for (const b of enc.encode(str)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64url(str) {
  const bin = atob(str.replace(/-/g, '+').replace(/_/g, '/'));
  return dec.decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** Free slots of `durationMin` inside working hours (UTC), given merged busy intervals. */
export function findFreeSlots(busy, { from, to, durationMin, dayStartHour = 9, dayEndHour = 17, limit = 5 }) {
  const out = [];
  const blocks = busy.map((b) => [Date.parse(b.start), Date.parse(b.end)]).sort((a, b) => a[0] - b[0]);
  for (let t = Math.ceil(Date.parse(from) / (30 * MIN)) * 30 * MIN; t < Date.parse(to) && out.length < limit; t += 30 * MIN) {
    const end = t + durationMin * MIN;
    const h = new Date(t).getUTCHours();
    const endH = new Date(end).getUTCHours() + new Date(end).getUTCMinutes() / 60;
    if (h < dayStartHour || endH > dayEndHour) continue;
    if (blocks.some(([s, e]) => s < end && e > t)) continue;
    out.push({ start: new Date(t).toISOString(), end: new Date(end).toISOString() });
  }
  return out;
}

// The draft only holds what we already showed the user, so it travels as plain JSON.
export function packDraft(draft) {
  return toB64url(JSON.stringify(draft));
}

export function unpackDraft(state) {
  return JSON.parse(fromB64url(state));
}
