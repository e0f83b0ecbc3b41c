// MySQL pool and the permit queries the handlers use.
'use strict';
const mysql = require('mysql2/promise');
const config = require('./config');

const pool = mysql.createPool({ uri: config.mysqlUrl, connectionLimit: 10, namedPlaceholders: true });

const permits = {
  async findForApplicant(permitId, userId) {
    const [rows] = await pool.execute(
      `select id, reference, address, district, status, work_class, contractor_licence
         from permits where id = :permitId and applicant_id = :userId`,
      { permitId, userId },
    );
    return rows[0];
  },
  async withdraw(permitId, userId, reason) {
    const [result] = await pool.execute(
      `update permits set status = 'withdrawn', withdrawn_reason = :reason, withdrawn_at = now()
        where id = :permitId and applicant_id = :userId and status in ('submitted', 'under_review', 'on_hold')`,
      { permitId, userId, reason },
    );
    return result.affectedRows === 1;
  },
  async setContractor(permitId, licence) {
    await pool.execute('update permits set contractor_licence = :licence where id = :permitId', { permitId, licence });
  },
  async logEvent(permitId, userId, kind, detail) {
    await pool.execute(
      'insert into permit_events (permit_id, actor_id, kind, detail) values (:permitId, :userId, :kind, :detail)',
      { permitId, userId, kind, detail: JSON.stringify(detail) },
    );
  },
};

module.exports = { pool, permits };
