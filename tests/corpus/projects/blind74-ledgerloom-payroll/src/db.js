// MySQL pool and the payroll queries the tools need.
const mysql = require('mysql2/promise');
const { config } = require('./config');

const pool = mysql.createPool({ ...config.db, connectionLimit: 8, namedPlaceholders: true });

async function isPayrollAdmin(userId, companyId) {
  const [rows] = await pool.execute(
    'SELECT 1 FROM company_roles WHERE user_id = :userId AND company_id = :companyId AND role = "payroll_admin"',
    { userId, companyId },
  );
  return rows.length > 0;
}

async function canViewEmployee(userId, employeeId) {
  const [rows] = await pool.execute(
    `SELECT 1 FROM employees e JOIN company_roles r ON r.company_id = e.company_id
      WHERE e.id = :employeeId AND r.user_id = :userId AND r.role IN ("payroll_admin", "manager")
      UNION SELECT 1 FROM employees WHERE id = :employeeId AND user_id = :userId`,
    { userId, employeeId },
  );
  return rows.length > 0;
}

async function periodSummary(companyId, periodEnd) {
  const [rows] = await pool.execute(
    `SELECT COUNT(DISTINCT employee_id) AS headcount, SUM(gross_cents) AS gross_cents, SUM(net_cents) AS net_cents
       FROM payslip_drafts WHERE company_id = :companyId AND period_end = :periodEnd`,
    { companyId, periodEnd },
  );
  return rows[0];
}

async function missingTimesheets(companyId, periodEnd) {
  const [rows] = await pool.execute(
    `SELECT e.id, e.display_name FROM employees e
      WHERE e.company_id = :companyId AND e.hourly = 1
        AND NOT EXISTS (SELECT 1 FROM timesheets t WHERE t.employee_id = e.id AND t.period_end = :periodEnd AND t.submitted = 1)`,
    { companyId, periodEnd },
  );
  return rows;
}

async function disbursementBatch(companyId, periodEnd) {
  const [rows] = await pool.execute(
    `SELECT p.employee_id, p.net_cents, b.iban, b.holder_name
       FROM payslip_drafts p JOIN employee_bank_accounts b ON b.employee_id = p.employee_id
      WHERE p.company_id = :companyId AND p.period_end = :periodEnd`,
    { companyId, periodEnd },
  );
  return rows;
}

async function companyBanking(companyId) {
  const [rows] = await pool.execute(
    'SELECT bank_ref, debtor_iban FROM company_banking WHERE company_id = :companyId AND active = 1',
    { companyId },
  );
  return rows[0];
}

async function markRunPaid(companyId, periodEnd, bankReference, userId) {
  await pool.execute(
    `INSERT INTO payroll_runs (company_id, period_end, bank_reference, approved_by, approved_at)
     VALUES (:companyId, :periodEnd, :bankReference, :userId, NOW())`,
    { companyId, periodEnd, bankReference, userId },
  );
}

async function timesheetEntries(employeeId, periodEnd) {
  const [rows] = await pool.execute(
    'SELECT id, work_date, minutes, project_code FROM timesheet_entries WHERE employee_id = :employeeId AND period_end = :periodEnd ORDER BY work_date',
    { employeeId, periodEnd },
  );
  return rows;
}

async function updateEntryMinutes(entryId, employeeId, minutes, userId) {
  const [res] = await pool.execute(
    'UPDATE timesheet_entries SET minutes = :minutes, adjusted_by = :userId WHERE id = :entryId AND employee_id = :employeeId',
    { entryId, employeeId, minutes, userId },
  );
  return res.affectedRows;
}

async function payslipDraft(employeeId, periodEnd) {
  const [rows] = await pool.execute(
    `SELECT e.display_name, p.gross_cents, p.tax_cents, p.deductions_cents, p.net_cents, p.lines_json
       FROM payslip_drafts p JOIN employees e ON e.id = p.employee_id
      WHERE p.employee_id = :employeeId AND p.period_end = :periodEnd`,
    { employeeId, periodEnd },
  );
  return rows[0];
}

async function payslipPeriods(employeeId) {
  const [rows] = await pool.execute(
    'SELECT DISTINCT period_end FROM payslip_drafts WHERE employee_id = :employeeId ORDER BY period_end DESC LIMIT 6',
    { employeeId },
  );
  return rows.map((r) => r.period_end);
}

module.exports = {
  pool,
  isPayrollAdmin,
  canViewEmployee,
  periodSummary,
  missingTimesheets,
  disbursementBatch,
  companyBanking,
  markRunPaid,
  timesheetEntries,
  updateEntryMinutes,
  payslipDraft,
  payslipPeriods,
};
