import { base, settings } from './config.js';
import { check, looksSigned, sign } from './lib/jwt.js';

// Share links go out by e-mail and are opened in a browser, often the next day.

const LINK = { aud: 'share-link', ttl: '24h' };

export async function shareLink(nb, email, role) {
  const blob = await sign({ nb, role }, { ...base, ...LINK, sub: email });
  return `${settings.origin}/s/${blob}`;
}

export async function openLink(blob) {
  if (!looksSigned(blob)) return null;
  const value = await check(blob, { ...base, ...LINK });
  return value && { nb: String(value.nb), role: String(value.role), email: String(value.sub) };
}
