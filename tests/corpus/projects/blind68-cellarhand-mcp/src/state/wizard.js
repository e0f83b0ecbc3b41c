// Progress of the tasting-sheet wizard. It only holds the style, the stage and the
// scores typed so far, nothing secret, so it travels as plain base64url JSON.
const VERSION = 1;

export function encodeWizard(progress) {
  return Buffer.from(JSON.stringify({ v: VERSION, ...progress }), 'utf8').toString('base64url');
}

export function decodeWizard(raw) {
  if (typeof raw !== 'string' || raw.length === 0) return null;
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  if (parsed?.v !== VERSION) return null;
  const { v: _v, ...progress } = parsed;
  return progress;
}
