// Postgres queries for expense reports, approval chains and finance tickets (postgres.js).
// @ts-nocheck

import postgres from 'postgres';

export function createDb(url: string) {
  const sql = postgres(url, { max: 10, idle_timeout: 30 });

  return {
    sql,

    async userIdForOcrRef(ref: string): Promise<string | undefined> {
      const rows = await sql`select id from users where ocr_ref = ${ref} and active`;
      return rows[0]?.id;
    },

    async approversFor(userId: string, totalCents: number) {
      return sql`
        select a.user_id as id, u.display_name, a.limit_cents
          from approval_chain(${userId}) a
          join users u on u.id = a.user_id
         where a.limit_cents >= ${totalCents}
         order by a.depth`;
    },

    async createReport(r: { ownerId: string; title: string; currency: string; totalCents: number; approverId: string; lines: any[] }) {
      return sql.begin(async (tx) => {
        const [report] = await tx`
          insert into expense_reports (owner_id, title, currency, total_cents, approver_id, status)
          values (${r.ownerId}, ${r.title}, ${r.currency}, ${r.totalCents}, ${r.approverId}, 'submitted')
          returning id, number`;
        for (const line of r.lines) {
          await tx`
            insert into expense_lines (report_id, receipt_handle, merchant, amount_cents, category, project_code)
            values (${report.id}, ${line.receiptId}, ${line.merchant}, ${line.amountCents}, ${line.category}, ${line.projectCode ?? null})`;
        }
        return report;
      });
    },

    async reportForVoid(reportId: string, userId: string) {
      const rows = await sql`
        select r.id, r.number, r.owner_id, r.status, r.total_cents, r.currency, r.reimbursed_at
          from expense_reports r
         where r.id = ${reportId}
           and (r.owner_id = ${userId} or exists (select 1 from finance_staff f where f.user_id = ${userId}))`;
      return rows[0];
    },

    async financeTicketOpen(ref: string, reportId: string) {
      const rows = await sql`select 1 from finance_tickets where ref = ${ref} and report_id = ${reportId} and status = 'open'`;
      return rows.length === 1;
    },

    async voidReport(reportId: string, by: string, reason: string, reasonCategory: string, financeTicket?: string) {
      await sql`
        update expense_reports
           set status = 'void', voided_by = ${by}, void_reason = ${reason}, void_category = ${reasonCategory},
               void_ticket = ${financeTicket ?? null}, voided_at = now()
         where id = ${reportId} and status <> 'void'`;
    },
  };
}
