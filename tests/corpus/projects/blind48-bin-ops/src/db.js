import pg from 'pg';
import { config } from './config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

// Callback style is what the rest of the (older) warehouse code uses; keep both available.
export function query(text, values, callback) {
  if (typeof callback === 'function') {
    pool.query(text, values, (err, res) => callback(err, res && res.rows));
    return undefined;
  }
  return pool.query(text, values).then((res) => res.rows);
}

export function callerByKeyHash(keyHash, callback) {
  query(
    'SELECT user_id, scopes FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())',
    [keyHash],
    (err, rows) => {
      if (err) return callback(err);
      if (!rows.length) return callback(null, null);
      return callback(null, { userId: rows[0].user_id, scopes: rows[0].scopes });
    },
  );
}

export async function binContents(warehouse, binId) {
  return query('SELECT sku, qty, lot FROM bin_stock WHERE warehouse = $1 AND bin_id = $2 AND qty > 0 ORDER BY sku', [warehouse, binId]);
}

export async function stockPage(warehouse, afterSku, limit) {
  return query(
    'SELECT bin_id, sku, qty FROM bin_stock WHERE warehouse = $1 AND sku > $2 ORDER BY sku, bin_id LIMIT $3',
    [warehouse, afterSku, limit],
  );
}

export async function purgeBin(warehouse, binId, actor, reason) {
  const rows = await query(
    'WITH gone AS (DELETE FROM bin_stock WHERE warehouse = $1 AND bin_id = $2 RETURNING sku, qty) ' +
      'INSERT INTO stock_audit (warehouse, bin_id, sku, delta, actor, reason) SELECT $1, $2, sku, -qty, $3, $4 FROM gone RETURNING sku',
    [warehouse, binId, actor, reason],
  );
  return rows.length;
}

export async function moveStock({ warehouse, sku, fromBin, toBin, qty }, actor) {
  const rows = await query('SELECT move_stock($1, $2, $3, $4, $5, $6) AS moved', [warehouse, sku, fromBin, toBin, qty, actor]);
  return rows[0].moved;
}

// Pending transfers wait here between the two rounds of transfer_stock. The client only ever
// holds the random id; everything that matters stays in this table.
export async function savePendingTransfer(id, { userId, tool, expiresAt, move }) {
  await query('INSERT INTO pending_transfers (id, user_id, tool, expires_at, move) VALUES ($1, $2, $3, $4, $5)', [
    id,
    userId,
    tool,
    expiresAt,
    JSON.stringify(move),
  ]);
}

// Single use: the row is gone whether or not the caller goes on to confirm.
export async function takePendingTransfer(id, userId) {
  const rows = await query(
    'DELETE FROM pending_transfers WHERE id = $1 AND user_id = $2 RETURNING user_id, tool, expires_at, move',
    [id, userId],
  );
  if (!rows.length) return null;
  const row = rows[0];
  return { userId: row.user_id, tool: row.tool, expiresAt: new Date(row.expires_at).getTime(), move: row.move };
}
