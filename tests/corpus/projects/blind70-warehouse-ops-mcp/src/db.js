// Postgres client (porsager/postgres) for stock, bins and movement tables.
import postgres from 'postgres';

export function createDb(url) {
  const sql = postgres(url, {
    max: 10,
    idle_timeout: 20,
    connection: { application_name: 'warehouse-ops-mcp' },
    transform: postgres.camel,
  });

  return {
    sql,
    async stockFor(sku, warehouse) {
      return sql`
        select b.code as bin, b.zone, s.qty, s.reserved
          from stock s join bins b on b.id = s.bin_id
         where s.sku = ${sku} and b.warehouse = ${warehouse}
         order by b.pick_sequence`;
    },
    async product(sku) {
      const [row] = await sql`select sku, name, uom, weight_g, hazmat_class from products where sku = ${sku}`;
      return row ?? null;
    },
    async recordMovement(tx, movement) {
      await tx`
        insert into movements ${tx(movement, 'sku', 'warehouse', 'fromBin', 'toBin', 'qty', 'reason', 'actor')}`;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
