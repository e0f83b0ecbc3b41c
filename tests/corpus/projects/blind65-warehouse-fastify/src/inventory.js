import pg from 'pg';

export function createInventory(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

  return {
    async item(sku) {
      const { rows } = await pool.query(
        'select sku, description, on_hand as "onHand", bin, unit_cost as "unitCost" from items where sku = $1',
        [sku],
      );
      return rows[0] ?? null;
    },

    async binContents(bin) {
      const { rows } = await pool.query(
        'select sku, description, on_hand as "onHand" from items where bin = $1 order by sku',
        [bin],
      );
      return rows;
    },

    async writeOff({ sku, quantity, reason, userId, idempotencyKey }) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const dup = await client.query('select 1 from write_offs where idempotency_key = $1', [idempotencyKey]);
        if (dup.rowCount > 0) {
          await client.query('rollback');
          return { duplicate: true };
        }
        const { rows } = await client.query(
          'update items set on_hand = on_hand - $2 where sku = $1 and on_hand >= $2 returning on_hand as "onHand"',
          [sku, quantity],
        );
        if (rows.length === 0) throw new Error(`not enough ${sku} on hand`);
        await client.query(
          'insert into write_offs (sku, quantity, reason, user_id, idempotency_key) values ($1, $2, $3, $4, $5)',
          [sku, quantity, reason, userId, idempotencyKey],
        );
        await client.query('commit');
        return { duplicate: false, onHand: rows[0].onHand };
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },

    async recordCounts(bin, counts, userId) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        for (const [sku, counted] of Object.entries(counts)) {
          await client.query('update items set on_hand = $3, counted_at = now(), counted_by = $4 where sku = $1 and bin = $2', [
            sku,
            bin,
            counted,
            userId,
          ]);
        }
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
  };
}
