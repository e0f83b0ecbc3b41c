// Local SQLite store: which growers may operate which sites, and an audit trail of actions.
// @ts-nocheck
import Database from 'better-sqlite3';
import { settings } from './settings.js';

const db = new Database(settings.sqlitePath);
db.pragma('journal_mode = WAL');
db.exec(`
  CREATE TABLE IF NOT EXISTS site_members (
    user_id TEXT NOT NULL,
    site_id TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('viewer', 'operator', 'manager')),
    PRIMARY KEY (user_id, site_id)
  );
  CREATE TABLE IF NOT EXISTS audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    user_id TEXT NOT NULL,
    site_id TEXT NOT NULL,
    action TEXT NOT NULL,
    details TEXT
  );
`);

const roleStmt = db.prepare('SELECT role FROM site_members WHERE user_id = ? AND site_id = ?');
const sitesStmt = db.prepare('SELECT site_id AS siteId, role FROM site_members WHERE user_id = ? ORDER BY site_id');
const auditStmt = db.prepare('INSERT INTO audit_log (user_id, site_id, action, details) VALUES (?, ?, ?, ?)');

const RANK = { viewer: 1, operator: 2, manager: 3 };

export function sitesOf(userId: string) {
  return sitesStmt.all(userId);
}

export function requireRole(userId: string, siteId: string, minimum: 'viewer' | 'operator' | 'manager') {
  const row = roleStmt.get(userId, siteId);
  if (!row || RANK[row.role] < RANK[minimum]) throw new Error(`you need ${minimum} access to site ${siteId}`);
  return row.role;
}

export function audit(userId: string, siteId: string, action: string, details: Record<string, unknown>) {
  auditStmt.run(userId, siteId, action, JSON.stringify(details));
}
