// Small helpers for turning plain objects into URL-safe strings and back.
export function toBase64Json(value) {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function fromBase64Json(text) {
  if (typeof text !== 'string' || text.length === 0) return null;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function isoDate(value) {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().slice(0, 10);
}
