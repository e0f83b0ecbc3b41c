// Catalogue of exportable reports: SQL, parameter validation and a stable digest of the parameters.
import { createHash } from 'node:crypto';
import { z } from 'zod';

const dateRange = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

const REPORTS = {
  revenue_by_day: {
    title: 'Revenue by day and plan',
    params: dateRange,
    sql: `SELECT DATE(i.paid_at) AS day, p.code AS plan, COUNT(*) AS invoices, SUM(i.amount_cents) AS revenue_cents
            FROM invoices i JOIN plans p ON p.id = i.plan_id
           WHERE i.org_id = :orgId AND i.paid_at >= :from AND i.paid_at < :to + INTERVAL 1 DAY
           GROUP BY day, plan ORDER BY day, plan`,
  },
  active_accounts: {
    title: 'Accounts active in the period',
    params: dateRange,
    sql: `SELECT a.id, a.name, a.plan_code, MAX(e.at) AS last_seen, COUNT(e.id) AS events
            FROM accounts a JOIN events e ON e.account_id = a.id
           WHERE a.org_id = :orgId AND e.at >= :from AND e.at < :to + INTERVAL 1 DAY
           GROUP BY a.id, a.name, a.plan_code ORDER BY a.id`,
  },
  churned_accounts: {
    title: 'Accounts that cancelled in the period',
    params: dateRange,
    sql: `SELECT a.id, a.name, a.plan_code, s.cancelled_at, s.cancel_reason
            FROM accounts a JOIN subscriptions s ON s.account_id = a.id
           WHERE a.org_id = :orgId AND s.cancelled_at >= :from AND s.cancelled_at < :to + INTERVAL 1 DAY
           ORDER BY s.cancelled_at, a.id`,
  },
};

export function reportIds() {
  return Object.keys(REPORTS);
}

export function resolveReport(reportId, rawParams) {
  const report = REPORTS[reportId];
  if (!report) throw new Error(`Unknown report ${reportId}`);
  const params = report.params.parse(rawParams ?? {});
  return { reportId, title: report.title, sql: report.sql, params };
}

export function paramsDigest(reportId, params) {
  const canonical = JSON.stringify([reportId, Object.keys(params).sort().map((k) => [k, params[k]])]);
  return createHash('sha256').update(canonical).digest('base64url');
}
