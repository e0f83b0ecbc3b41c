// API keys for handheld scanners and the ops assistant. Only SHA-256 digests of the
// keys are configured, never the keys themselves:
//   WAREHOUSE_API_KEYS='[{"id":"scanner-07","userId":"u_1842","sha256":"9f86d0…"}]'
import { createHash, timingSafeEqual } from 'node:crypto';

const configured = JSON.parse(process.env.WAREHOUSE_API_KEYS ?? '[]');
const apiKeys = configured.map((entry) => ({
  id: String(entry.id),
  userId: String(entry.userId),
  digest: Buffer.from(String(entry.sha256), 'hex'),
}));
if (apiKeys.length === 0) throw new Error('WAREHOUSE_API_KEYS lists no keys');

function lookup(presented) {
  const digest = createHash('sha256').update(presented, 'utf8').digest();
  let match = null;
  // Visit every entry so the time taken does not depend on which one matched.
  for (const key of apiKeys) {
    if (key.digest.length === digest.length && timingSafeEqual(key.digest, digest)) match = key;
  }
  return match;
}

export async function requireApiKey(request, reply) {
  const presented = request.headers['x-api-key'];
  if (typeof presented !== 'string' || presented.length < 24) {
    return reply.code(401).header('www-authenticate', 'ApiKey').send({ error: 'missing api key' });
  }
  const key = lookup(presented);
  if (!key) return reply.code(401).send({ error: 'unknown api key' });
  request.principal = { userId: key.userId, keyId: key.id };
}
