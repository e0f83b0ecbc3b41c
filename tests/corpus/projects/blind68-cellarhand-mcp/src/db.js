import Database from 'better-sqlite3';
import { config } from './config.js';

const sqlite = new Database(config.dbPath);
sqlite.pragma('journal_mode = WAL');

const stmt = {
  batchById: sqlite.prepare('SELECT id, name, style, tank, volume_l AS volumeL, status FROM batches WHERE id = ?'),
  markDumped: sqlite.prepare(
    "UPDATE batches SET status = 'dumped', dumped_by = @by, dumped_reason = @reason, dumped_at = datetime('now') WHERE id = @id AND status != 'dumped'",
  ),
  insertTasting: sqlite.prepare(
    'INSERT INTO tastings (batch_id, taster, scores_json, created_at) VALUES (@batchId, @taster, @scores, datetime(\'now\'))',
  ),
  hubLink: sqlite.prepare('SELECT refresh_token AS refreshToken, account_id AS accountId FROM fermhub_links WHERE user_id = ?'),
  saveHubRefresh: sqlite.prepare('UPDATE fermhub_links SET refresh_token = ? WHERE user_id = ?'),
};

export const db = {
  batches: {
    get: (id) => stmt.batchById.get(id) ?? null,
    markDumped: (id, { by, reason }) => stmt.markDumped.run({ id, by, reason }).changes === 1,
  },
  tastings: {
    insert({ batchId, taster, scores }) {
      const info = stmt.insertTasting.run({ batchId, taster, scores: JSON.stringify(scores) });
      return { id: Number(info.lastInsertRowid) };
    },
  },
  hubLinks: {
    forUser: (userId) => stmt.hubLink.get(userId) ?? null,
    rotateRefresh: (userId, refreshToken) => stmt.saveHubRefresh.run(refreshToken, userId),
  },
};
