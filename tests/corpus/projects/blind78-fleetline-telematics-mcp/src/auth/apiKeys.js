// Fastify preHandler: resolves dispatcher API keys (stored as SHA-256 digests) to an MCP auth context.
import { createHash } from 'node:crypto';
import { collections } from '../db/mongo.js';

const digest = (raw) => createHash('sha256').update(raw, 'utf8').digest('hex');

export async function requireApiKey(request, reply) {
  const header = request.headers.authorization ?? '';
  const [scheme, raw] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !raw) {
    return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'missing credentials' });
  }
  const record = await collections.apiKeys().findOne({ keyHash: digest(raw), revokedAt: null });
  if (!record) return reply.code(401).send({ error: 'invalid credentials' });
  if (record.expiresAt && record.expiresAt < new Date()) return reply.code(401).send({ error: 'key expired' });

  collections.apiKeys().updateOne({ _id: record._id }, { $set: { lastUsedAt: new Date() } }).catch(() => {});
  request.raw.auth = {
    token: raw,
    clientId: record.label,
    scopes: record.scopes ?? [],
    expiresAt: record.expiresAt ? Math.floor(record.expiresAt.getTime() / 1000) : undefined,
    extra: { userId: record.dispatcherId, fleetId: record.fleetId, role: record.role },
  };
}
