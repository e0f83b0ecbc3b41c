// MySQL access for shifts, staff, cover requests and calendar links.
const mysql = require('mysql2/promise');

function createDb(options) {
  const pool = mysql.createPool({ waitForConnections: true, namedPlaceholders: true, ...options });

  async function rows(sql, params) {
    const [result] = await pool.execute(sql, params);
    return result;
  }

  return {
    shiftsForStaff: (staffId, date) =>
      rows(
        `SELECT id, ward, starts_at, ends_at, role FROM shifts
          WHERE staff_id = :staffId AND DATE(starts_at) = :date AND cancelled = 0
          ORDER BY starts_at`,
        { staffId, date },
      ),

    shiftById: async (shiftId) =>
      (await rows(`SELECT id, staff_id, clinic_id, ward, starts_at, ends_at, role FROM shifts WHERE id = :shiftId`, {
        shiftId,
      }))[0] || null,

    staffById: async (staffId) =>
      (await rows(`SELECT id, clinic_id, display_name, role, active FROM staff WHERE id = :staffId`, { staffId }))[0] ||
      null,

    async reassignShift(shiftId, toStaffId, approvedBy) {
      const conn = await pool.getConnection();
      try {
        await conn.beginTransaction();
        const [[shift]] = await conn.execute(`SELECT staff_id FROM shifts WHERE id = :shiftId FOR UPDATE`, { shiftId });
        if (!shift) throw new Error('shift not found');
        await conn.execute(`UPDATE shifts SET staff_id = :toStaffId WHERE id = :shiftId`, { shiftId, toStaffId });
        await conn.execute(
          `INSERT INTO shift_history (shift_id, from_staff_id, to_staff_id, changed_by, changed_at)
           VALUES (:shiftId, :from, :toStaffId, :approvedBy, NOW())`,
          { shiftId, from: shift.staff_id, toStaffId, approvedBy },
        );
        await conn.commit();
        return { shiftId, from: shift.staff_id, to: toStaffId };
      } catch (err) {
        await conn.rollback();
        throw err;
      } finally {
        conn.release();
      }
    },

    openCoverRequest: async ({ shiftId, requestedBy, reason }) => {
      const [result] = await pool.execute(
        `INSERT INTO cover_requests (shift_id, requested_by, reason, status, created_at)
         VALUES (:shiftId, :requestedBy, :reason, 'open', NOW())`,
        { shiftId, requestedBy, reason },
      );
      return result.insertId;
    },

    calendarLink: async (staffId) =>
      (await rows(`SELECT calendar_account, refresh_token FROM calendar_links WHERE staff_id = :staffId`, {
        staffId,
      }))[0] || null,

    async replaceAvailabilityBlocks(staffId, calendarId, blocks) {
      const conn = await pool.getConnection();
      try {
        await conn.beginTransaction();
        await conn.execute(`DELETE FROM availability_blocks WHERE staff_id = :staffId AND source = :calendarId`, {
          staffId,
          calendarId,
        });
        for (const b of blocks) {
          await conn.execute(
            `INSERT INTO availability_blocks (staff_id, source, starts_at, ends_at, label)
             VALUES (:staffId, :calendarId, :startsAt, :endsAt, :label)`,
            { staffId, calendarId, startsAt: b.start, endsAt: b.end, label: b.label },
          );
        }
        await conn.commit();
        return blocks.length;
      } catch (err) {
        await conn.rollback();
        throw err;
      } finally {
        conn.release();
      }
    },

    markTimesheetApproved: (timesheetId, approvedAt) =>
      rows(`UPDATE timesheets SET payroll_status = 'approved', payroll_approved_at = :approvedAt WHERE id = :timesheetId`, {
        timesheetId,
        approvedAt,
      }),

    end: () => pool.end(),
  };
}

module.exports = { createDb };
