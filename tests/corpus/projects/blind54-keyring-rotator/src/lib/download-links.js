import Keygrip from 'keygrip';

// Short-lived links to audit exports. Two keys so the link key can be rotated like everything else here.
const grip = new Keygrip(
  [process.env.DOWNLOAD_LINK_KEY, process.env.DOWNLOAD_LINK_KEY_PREVIOUS].filter(Boolean),
  'sha256',
  'hex',
);

const LINK_TTL_MS = 15 * 60 * 1000;

export function signDownloadPath(path, now = Date.now()) {
  const expiresAt = now + LINK_TTL_MS;
  const sig = grip.sign(`${path}\n${expiresAt}`);
  return `${path}?e=${expiresAt}&s=${sig}`;
}

export function downloadAllowed(path, query) {
  const expiresAt = Number(query.e);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < Date.now()) return false;
  const presented = String(query.s ?? '').toLowerCase();
  return grip.sign(`${path}\n${expiresAt}`) === presented; // expect: no-timing-unsafe-compare
}
