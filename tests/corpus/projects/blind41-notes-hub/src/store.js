import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export const notes = {
  async ownsNotebook(userId, notebookId) {
    const { rowCount } = await pool.query('select 1 from notebooks where id = $1 and owner_id = $2', [notebookId, userId]);
    return rowCount === 1;
  },

  async notebooksOwnedBy(userId) {
    const { rows } = await pool.query('select id, title from notebooks where owner_id = $1 order by title', [userId]);
    return rows;
  },

  async readable(userId, notebookId) {
    const { rows } = await pool.query(
      `select n.id, n.title, n.revision, n.page_count as "pageCount"
         from notebooks n
         left join notebook_shares s on s.notebook_id = n.id and s.user_id = $2
        where n.id = $1 and (n.owner_id = $2 or s.user_id is not null)`,
      [notebookId, userId],
    );
    return rows[0] ?? null;
  },

  async share(notebookId, { email, role, grantedBy }) {
    await pool.query(
      `insert into notebook_invites (notebook_id, email, role, granted_by)
       values ($1, $2, $3, $4)
       on conflict (notebook_id, email) do update set role = excluded.role`,
      [notebookId, email, role, grantedBy],
    );
  },

  async exportRevision(notebookId, revision, { format, withAttachments }) {
    const { rows } = await pool.query('select export_notebook($1, $2, $3, $4) as file', [
      notebookId,
      revision,
      format,
      Boolean(withAttachments),
    ]);
    return rows[0].file;
  },

  async reindex() {
    const { rows } = await pool.query('select reindex_all_notebooks() as n');
    return rows[0].n;
  },
};
