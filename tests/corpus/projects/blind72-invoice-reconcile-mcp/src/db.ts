// Postgres connection (porsager/postgres) shared by all tools.
// @ts-nocheck
import postgres from 'postgres';
import { settings } from './settings.js';

export const sql = postgres(settings.databaseUrl, {
  max: 10,
  idle_timeout: 30,
  transform: postgres.camel,
});

export interface OpenInvoice {
  id: string;
  entityId: string;
  supplierId: string;
  number: string;
  totalCents: number;
  currency: string;
  dueDate: Date;
}

export async function openInvoicesFor(entityIds: string[], supplierId?: string): Promise<OpenInvoice[]> {
  return sql<OpenInvoice[]>`
    select id, entity_id, supplier_id, number, total_cents, currency, due_date
      from invoices
     where entity_id in ${sql(entityIds)}
       and status = 'open'
       ${supplierId ? sql`and supplier_id = ${supplierId}` : sql``}
     order by due_date`;
}
