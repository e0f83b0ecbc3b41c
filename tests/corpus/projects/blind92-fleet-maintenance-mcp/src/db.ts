// Postgres access for vehicles, work orders, workshop slots, service records and supplier accounts.
// @ts-nocheck
import pg from 'pg';

export const makeDb = ({ databaseUrl }) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  const rows = (sql) => (...params) => pool.query(sql, params).then(({ rows: r }) => r);
  const one = (sql) => (...params) => rows(sql)(...params).then(([r]) => r ?? null);
  const vehicle = one(`select v.id, v.plate, v.model, v.depot, v.status,
      (select count(*) from work_orders w where w.vehicle_id = v.id and w.status = 'open')::int as "openOrders"
    from vehicles v where v.id = $1 and v.depot = $2`);
  const slots = rows('select id, starts_at as "startsAt", bay from service_slots where depot = $1 and starts_at >= $2 and booked_by is null order by starts_at limit $3');
  const book = one('update service_slots set booked_by = $3, vehicle_id = $2 where id = $1 and booked_by is null returning id, starts_at as "startsAt", bay');
  const retire = one(`update vehicles set status = 'retired', retired_reason = $3, retired_by = $4, retired_at = now()
    where id = $1 and depot = $2 and status <> 'retired' returning id, plate`);
  const cancelOrders = rows(`update work_orders set status = 'cancelled' where vehicle_id = $1 and status = 'open' returning id`);
  const workOrder = one('select id, vehicle_id as "vehicleId", depot, status from work_orders where id = $1 and depot = $2');
  const account = one('select account_no as "accountNo", api_key as "apiKey" from depot_supplier_accounts where depot = $1');
  const partsOrder = one('insert into parts_orders (work_order_id, supplier_ref, total, ordered_by) values ($1, $2, $3, $4) returning id');
  const count = one('select count(*)::int as n from service_records where vehicle_id = $1 and depot = $2');
  const history = rows(`select performed_at as "performedAt", kind, odometer, notes from service_records
    where vehicle_id = $1 and depot = $2 and performed_at between $3 and $4 order by performed_at desc limit $5`);

  return {
    vehicleById: (id, depot) => vehicle(id, depot),
    openSlots: ({ depot, from, limit = 5 }) => slots(depot, from, limit),
    bookSlot: ({ slotId, vehicleId, userId }) => book(slotId, vehicleId, userId),
    retireVehicle: ({ vehicleId, depot, reason, by }) => retire(vehicleId, depot, reason, by),
    cancelOpenOrders: (vehicleId) => cancelOrders(vehicleId),
    workOrder: (id, depot) => workOrder(id, depot),
    supplierAccount: (depot) => account(depot),
    recordPartsOrder: ({ workOrderId, supplierRef, total, userId }) => partsOrder(workOrderId, supplierRef, total, userId),
    historyCount: ({ vehicleId, depot }) => count(vehicleId, depot).then((r) => r?.n ?? 0),
    history: ({ vehicleId, depot, from = '1970-01-01', to = 'infinity', limit = 50 }) => history(vehicleId, depot, from, to, limit),
  };
};
