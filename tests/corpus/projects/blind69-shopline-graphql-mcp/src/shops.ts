// Postgres-backed store of installed shops, staff permissions and their Admin API tokens (never leaves the server).
// @ts-nocheck
import type pg from 'pg';

export type Shop = { id: string; domain: string; apiVersion: string; canEditProducts: boolean; canExportOrders: boolean };

export function createShopStore(pool: pg.Pool) {
  return {
    async forUser(userId: string): Promise<Shop | null> {
      const { rows } = await pool.query(
        `SELECT s.id, s.domain, s.api_version, st.can_edit_products, st.can_export_orders
           FROM shops s
           JOIN shop_staff st ON st.shop_id = s.id
          WHERE st.user_id = $1 AND s.uninstalled_at IS NULL
          ORDER BY st.last_active_at DESC NULLS LAST
          LIMIT 1`,
        [userId],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.id,
        domain: row.domain,
        apiVersion: row.api_version,
        canEditProducts: row.can_edit_products,
        canExportOrders: row.can_export_orders,
      };
    },

    async adminToken(shopId: string): Promise<string> {
      const { rows } = await pool.query(`SELECT access_token FROM shop_tokens WHERE shop_id = $1`, [shopId]);
      if (!rows[0]) throw new Error(`no Admin API token stored for shop ${shopId}`);
      return rows[0].access_token;
    },

    async markUninstalled(domain: string) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query(
          `UPDATE shops SET uninstalled_at = now() WHERE domain = $1 AND uninstalled_at IS NULL RETURNING id`,
          [domain],
        );
        if (rows[0]) await client.query(`DELETE FROM shop_tokens WHERE shop_id = $1`, [rows[0].id]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },
  };
}
