// MySQL access for deliveries and delivery slots, using named placeholders on a shared pool.
import mysql from 'mysql2/promise';

export const makeDb = (url) => {
  const pool = mysql.createPool({ uri: url, connectionLimit: 8, namedPlaceholders: true, timezone: 'Z' });
  const rows = async (sql, params) => (await pool.execute(sql, params))[0];
  const first = async (sql, params) => (await rows(sql, params))[0];

  return {
    deliveryForDepot: (id, depotId) =>
      first(
        `SELECT id, depot_id, status, recipient_name, address_line, postcode, slot_start, slot_end, route_stop_id
           FROM deliveries WHERE id = :id AND depot_id = :depotId`,
        { id, depotId },
      ),

    openSlots: (depotId, postcode, day) =>
      rows(
        `SELECT id, starts_at, ends_at, capacity_left FROM delivery_slots
          WHERE depot_id = :depotId AND postcode_prefix = LEFT(:postcode, 3)
            AND DATE(starts_at) = :day AND capacity_left > 0
          ORDER BY starts_at`,
        { depotId, postcode, day },
      ),

    moveToSlot: (deliveryId, slotId, actor) =>
      rows('CALL move_delivery_to_slot(:deliveryId, :slotId, :actor)', { deliveryId, slotId, actor }),

    cancel: (deliveryId, reason, actor) =>
      rows(
        `UPDATE deliveries
            SET status = 'cancelled', cancel_reason = :reason, cancelled_by = :actor, cancelled_at = UTC_TIMESTAMP()
          WHERE id = :deliveryId AND status IN ('scheduled', 'held')`,
        { deliveryId, reason, actor },
      ),
  };
};
