// Fastify pre-handler that authenticates brokerage staff by API key (stored hashed in the database).
// @ts-nocheck
import { createHash } from 'node:crypto';
import { db } from '../db.js';

function hashKey(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

export async function requireBrokerKey(request, reply) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (bdk_[A-Za-z0-9]{40})$/.exec(header);
  if (!match) {
    return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'missing or malformed API key' });
  }
  const row = await db('broker_api_keys as k')
    .join('brokers as b', 'b.id', 'k.broker_id')
    .select('k.id as key_id', 'b.id as broker_id', 'b.name', 'k.scopes')
    .where('k.key_hash', hashKey(match[1]))
    .whereNull('k.revoked_at')
    .first();
  if (!row) {
    return reply.code(401).send({ error: 'unknown or revoked API key' });
  }
  db('broker_api_keys').where({ id: row.key_id }).update({ last_used_at: db.fn.now() }).catch(() => {});
  request.raw.auth = {
    token: match[1],
    clientId: `broker:${row.broker_id}`,
    scopes: row.scopes ?? [],
    extra: { brokerId: row.broker_id, brokerName: row.name },
  };
}
