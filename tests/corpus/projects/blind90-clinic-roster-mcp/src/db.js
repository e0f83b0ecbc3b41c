// MySQL access for shifts, wards, leave requests and the draft table, with callback queries promisified.
'use strict';

var mysql = require('mysql');
var util = require('util');

function Database(options) {
  this.pool = mysql.createPool(options);
  this.query = util.promisify(this.pool.query).bind(this.pool);
  this._getConnection = util.promisify(this.pool.getConnection).bind(this.pool);
}

Database.prototype.transaction = function (work) {
  return this._getConnection().then(function (conn) {
    var q = util.promisify(conn.query).bind(conn);
    var begin = util.promisify(conn.beginTransaction).bind(conn);
    var commit = util.promisify(conn.commit).bind(conn);
    return begin()
      .then(function () { return work(q); })
      .then(function (result) {
        return commit().then(function () { return result; });
      })
      .catch(function (err) {
        return new Promise(function (resolve) { conn.rollback(resolve); }).then(function () { throw err; });
      })
      .then(function (result) {
        conn.release();
        return result;
      }, function (err) {
        conn.release();
        throw err;
      });
  });
};

Database.prototype.shiftsFor = function (staffId, fromDate, toDate) {
  return this.query(
    'SELECT s.id, s.ward_id, w.name AS ward, s.starts_at, s.ends_at, s.role FROM shifts s ' +
      'JOIN wards w ON w.id = s.ward_id WHERE s.staff_id = ? AND s.starts_at >= ? AND s.starts_at < ? ' +
      'ORDER BY s.starts_at',
    [staffId, fromDate, toDate]
  );
};

Database.prototype.shiftOwnedBy = function (shiftId, staffId) {
  return this.query('SELECT id, ward_id, starts_at, ends_at, role FROM shifts WHERE id = ? AND staff_id = ?', [shiftId, staffId])
    .then(function (rows) { return rows[0] || null; });
};

Database.prototype.colleagueFree = function (colleagueId, wardId, role, startsAt, endsAt) {
  return this.query(
    'SELECT st.id, st.display_name FROM staff st JOIN ward_staff ws ON ws.staff_id = st.id ' +
      'WHERE st.id = ? AND ws.ward_id = ? AND ws.role = ? AND NOT EXISTS (' +
      'SELECT 1 FROM shifts x WHERE x.staff_id = st.id AND x.starts_at < ? AND x.ends_at > ?)',
    [colleagueId, wardId, role, endsAt, startsAt]
  ).then(function (rows) { return rows[0] || null; });
};

Database.prototype.swapShift = function (shiftId, fromStaffId, toStaffId, note) {
  return this.transaction(function (q) {
    return q('UPDATE shifts SET staff_id = ? WHERE id = ? AND staff_id = ?', [toStaffId, shiftId, fromStaffId])
      .then(function (res) {
        if (res.affectedRows !== 1) throw new Error('shift changed hands in the meantime');
        return q('INSERT INTO shift_history (shift_id, from_staff, to_staff, kind, note) VALUES (?, ?, ?, ?, ?)',
          [shiftId, fromStaffId, toStaffId, 'swap', note || null]);
      });
  });
};

Database.prototype.releaseShift = function (shiftId, staffId, reason) {
  return this.transaction(function (q) {
    return q('UPDATE shifts SET staff_id = NULL, open_since = UTC_TIMESTAMP() WHERE id = ? AND staff_id = ?', [shiftId, staffId])
      .then(function (res) {
        if (res.affectedRows !== 1) throw new Error('shift is no longer yours');
        return q('INSERT INTO shift_history (shift_id, from_staff, to_staff, kind, note) VALUES (?, ?, NULL, ?, ?)',
          [shiftId, staffId, 'release', reason]);
      });
  });
};

Database.prototype.insertLeave = function (staffId, kind, fromDate, toDate, shiftIds, cover) {
  return this.query(
    'INSERT INTO leave_requests (staff_id, kind, from_date, to_date, affected_shifts, cover_preference, status) ' +
      "VALUES (?, ?, ?, ?, ?, ?, 'pending')",
    [staffId, kind, fromDate, toDate, JSON.stringify(shiftIds), cover]
  ).then(function (res) { return res.insertId; });
};

Database.prototype.acknowledgePage = function (pageId, staffId, at) {
  return this.query('UPDATE pages SET acknowledged_by = ?, acknowledged_at = ? WHERE provider_page_id = ?', [staffId, at, pageId]);
};

module.exports = Database;
