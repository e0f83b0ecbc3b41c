import { Pool } from 'pg';
import type { LinkedAccountStore } from './google';
import type { DocStore, ImportedDoc } from './plugins/registry';

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

export const pgLinkedAccounts: LinkedAccountStore = {
  async getRefreshToken(userId) {
    // pgp_sym_decrypt: refresh tokens are encrypted at rest with a key only the DB role can use
    const { rows } = await pool.query<{ token: string }>(
      `select pgp_sym_decrypt(refresh_token_enc, current_setting('app.token_key')) as token
         from linked_google_accounts where user_id = $1`,
      [userId],
    );
    return rows[0]?.token ?? null;
  },
};

export const pgDocStore: DocStore = {
  async existingFor(userId) {
    const { rows } = await pool.query<ImportedDoc>(
      'select drive_file_id as "driveFileId", md5, name from imported_docs where user_id = $1',
      [userId],
    );
    return rows;
  },
  async save(userId, doc, content) {
    await pool.query(
      'insert into imported_docs (user_id, drive_file_id, md5, name, content) values ($1, $2, $3, $4, $5) on conflict (user_id, drive_file_id) do update set md5 = excluded.md5, content = excluded.content',
      [userId, doc.driveFileId, doc.md5, doc.name, Buffer.from(content)],
    );
  },
};
