import mysql from 'mysql2/promise';
import { randomUUID } from 'node:crypto';
import { settings } from '../settings.js';

export const db = mysql.createPool({ ...settings.mysql, waitForConnections: true });

export async function employee(id) {
  const [rows] = await db.query('select * from employees where id = ? and terminated_at is null', [id]);
  return rows[0];
}

export async function isHrAdmin(userId) {
  const [rows] = await db.query('select 1 from hr_admins where user_id = ?', [userId]);
  return rows.length > 0;
}

export async function timeoffRequest(id) {
  const [rows] = await db.query(
    `select t.*, e.manager_id from timeoff_requests t join employees e on e.id = t.employee_id where t.id = ?`,
    [id],
  );
  return rows[0];
}

export async function pendingForManager(managerId) {
  const [rows] = await db.query(
    `select t.id, t.starts_on, t.ends_on, e.first_name, e.last_name, e.preferred_name
       from timeoff_requests t join employees e on e.id = t.employee_id
      where e.manager_id = ? and t.status = 'pending' order by t.starts_on`,
    [managerId],
  );
  return rows;
}

// A lock keeps two approvers (manager + delegate) from deciding the same request at once.
export async function lockRequest(requestId, holder) {
  const id = randomUUID();
  const [res] = await db.query(
    `insert into timeoff_locks (id, request_id, holder, expires_at)
       select ?, ?, ?, now() + interval 10 minute from dual
        where not exists (select 1 from timeoff_locks where request_id = ? and expires_at > now())`,
    [id, requestId, holder, requestId],
  );
  return res.affectedRows === 1 ? { id } : null;
}

export async function releaseLock(lockId) {
  await db.query('delete from timeoff_locks where id = ?', [lockId]);
}

export async function decide(requestId, decision, deciderId, note) {
  await db.query(`update timeoff_requests set status = ?, decided_by = ?, decided_at = now(), note = ? where id = ?`, [
    decision === 'approve' ? 'approved' : 'rejected',
    deciderId,
    note ?? null,
    requestId,
  ]);
}

export const iam = {
  async revoke(employeeId, systems, { actor }) {
    const res = await fetch(`${settings.iam.baseUrl}/v2/employees/${encodeURIComponent(employeeId)}/access:revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.iam.serviceToken}` },
      body: JSON.stringify({ systems, actor, reason: 'peoplehub-mcp' }),
    });
    if (!res.ok) throw new Error(`iam revoke failed: ${res.status}`);
    return res.json();
  },
};
