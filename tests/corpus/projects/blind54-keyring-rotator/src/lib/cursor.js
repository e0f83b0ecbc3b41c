// Opaque cursors for list-style tools: base64url(JSON). Kept URL-safe so they can ride in links.

export function encodeCursor(value) {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor(cursor) {
  if (!cursor) return {};
  try {
    return JSON.parse(Buffer.from(String(cursor), 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}
