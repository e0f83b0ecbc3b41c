// SQLite data access for tickets, customers and merge history (bun:sqlite).
// @ts-nocheck
import { Database } from 'bun:sqlite';

export interface Ticket {
  id: number;
  subject: string;
  status: 'new' | 'open' | 'pending' | 'solved' | 'merged';
  customer_id: number;
  customer_email: string;
  assignee_id: string | null;
  team: string;
  updated_at: string;
}

export interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  country: string | null;
}

export function openDatabase(path: string) {
  const db = new Database(path, { create: false, strict: true });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');

  const byId = db.query<Ticket, [number]>(
    'SELECT t.*, c.email AS customer_email FROM tickets t JOIN customers c ON c.id = t.customer_id WHERE t.id = ?',
  );
  const search = db.query<Ticket, { $q: string; $team: string; $limit: number }>(
    `SELECT t.*, c.email AS customer_email FROM tickets t JOIN customers c ON c.id = t.customer_id
     WHERE t.team = $team AND (t.subject LIKE '%' || $q || '%' OR c.email LIKE '%' || $q || '%')
     ORDER BY t.updated_at DESC LIMIT $limit`,
  );
  const customer = db.query<Customer, [number]>('SELECT * FROM customers WHERE id = ?');

  return {
    getTicket: (id: number) => byId.get(id),
    searchTickets: (q: string, team: string, limit = 25) => search.all({ $q: q, $team: team, $limit: limit }),
    getCustomer: (id: number) => customer.get(id),
    mergeTickets: db.transaction((sourceId: number, targetId: number, agentId: string) => {
      db.run('UPDATE comments SET ticket_id = ? WHERE ticket_id = ?', [targetId, sourceId]);
      db.run("UPDATE tickets SET status = 'merged', merged_into = ?, updated_at = datetime('now') WHERE id = ?", [targetId, sourceId]);
      db.run("UPDATE tickets SET updated_at = datetime('now') WHERE id = ?", [targetId]);
      db.run("INSERT INTO ticket_events (ticket_id, kind, actor, detail, at) VALUES (?, 'merge', ?, ?, datetime('now'))", [
        targetId,
        agentId,
        `merged #${sourceId}`,
      ]);
    }),
    insertInboundTicket: (fromEmail: string, subject: string, body: string, team: string) => {
      const existing = db.query<{ id: number }, [string]>('SELECT id FROM customers WHERE email = ?').get(fromEmail);
      const customerId = existing?.id ?? Number(db.run('INSERT INTO customers (name, email) VALUES (?, ?)', [fromEmail, fromEmail]).lastInsertRowid);
      const info = db.run(
        "INSERT INTO tickets (subject, status, customer_id, team, updated_at) VALUES (?, 'new', ?, ?, datetime('now'))",
        [subject, customerId, team],
      );
      db.run("INSERT INTO comments (ticket_id, author, body, at) VALUES (?, ?, ?, datetime('now'))", [info.lastInsertRowid, fromEmail, body]);
      return Number(info.lastInsertRowid);
    },
    markExported: (customerId: number, crmId: string, agentId: string) =>
      db.run("UPDATE customers SET crm_id = ?, crm_exported_by = ?, crm_exported_at = datetime('now') WHERE id = ?", [crmId, agentId, customerId]),
  };
}

export type DeskDb = ReturnType<typeof openDatabase>;
