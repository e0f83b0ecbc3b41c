// Postgres queries for tenants, folder permissions and document metadata.
import pg from 'pg';
import { config } from '../config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 8 });

export async function getTenant(tenantId) {
  const { rows } = await pool.query(
    'SELECT id, name, storage_bucket, storage_api_key, share_domain_allowlist FROM tenants WHERE id = $1 AND active',
    [tenantId],
  );
  return rows[0] ?? null;
}

export async function getDocument(tenantId, documentId) {
  const { rows } = await pool.query(
    'SELECT id, folder_id, title, storage_object, owner_id FROM documents WHERE tenant_id = $1 AND id = $2 AND archived_at IS NULL',
    [tenantId, documentId],
  );
  return rows[0] ?? null;
}

export async function folderAccess(tenantId, userId, folderId) {
  const { rows } = await pool.query(
    `SELECT access FROM folder_members WHERE tenant_id = $1 AND user_id = $2 AND folder_id = $3`,
    [tenantId, userId, folderId],
  );
  return rows[0]?.access ?? 'none';
}

export async function writableFolders(tenantId, userId) {
  const { rows } = await pool.query(
    `SELECT f.id, f.path FROM folders f
       JOIN folder_members m ON m.folder_id = f.id AND m.tenant_id = f.tenant_id
      WHERE f.tenant_id = $1 AND m.user_id = $2 AND m.access IN ('write', 'admin')
      ORDER BY f.path LIMIT 25`,
    [tenantId, userId],
  );
  return rows;
}

export async function moveDocument(tenantId, documentId, folderId, userId) {
  await pool.query(
    `UPDATE documents SET folder_id = $3, updated_by = $4, updated_at = now() WHERE tenant_id = $1 AND id = $2`,
    [tenantId, documentId, folderId, userId],
  );
}

export async function listFolderPage(tenantId, folderId, afterId, limit) {
  const { rows } = await pool.query(
    `SELECT id, storage_object FROM documents
      WHERE tenant_id = $1 AND folder_id = $2 AND archived_at IS NULL AND id > $3
      ORDER BY id LIMIT $4`,
    [tenantId, folderId, afterId ?? '', limit],
  );
  return rows;
}

export async function countFolder(tenantId, folderId) {
  const { rows } = await pool.query(
    'SELECT COUNT(*)::int AS n FROM documents WHERE tenant_id = $1 AND folder_id = $2 AND archived_at IS NULL',
    [tenantId, folderId],
  );
  return rows[0].n;
}

export async function markArchived(tenantId, documentIds, userId) {
  await pool.query(
    'UPDATE documents SET archived_at = now(), archived_by = $3 WHERE tenant_id = $1 AND id = ANY($2)',
    [tenantId, documentIds, userId],
  );
}
