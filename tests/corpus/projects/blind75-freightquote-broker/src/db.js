// Postgres access for customers, carrier accounts, quotes and bookings.
import postgres from 'postgres';

export function createDb(url, { max = 10, idleTimeout = 20 } = {}) {
  const sql = postgres(url, { max, idle_timeout: idleTimeout });

  return {
    carrierAccount: async (customerId) =>
      (
        await sql`SELECT id, carrier_id, api_key, nickname FROM carrier_accounts
                  WHERE customer_id = ${customerId} AND enabled ORDER BY is_default DESC LIMIT 1`
      )[0] ?? null,

    saveQuote: async (q) =>
      (
        await sql`INSERT INTO quotes (customer_id, created_by, carrier_id, rate_id, hold_id, amount_cents, origin, destination, pallets, weight_kg, pickup_date, expires_at)
                  VALUES (${q.customerId}, ${q.createdBy}, ${q.carrierId}, ${q.rateId}, ${q.holdId}, ${q.amountCents}, ${q.origin}, ${q.destination}, ${q.pallets}, ${q.weightKg}, ${q.pickupDate}, ${q.expiresAt})
                  RETURNING id`
      )[0],

    quote: async (customerId, quoteId) =>
      (
        await sql`SELECT q.*, a.api_key AS account_key FROM quotes q
                  JOIN carrier_accounts a ON a.customer_id = q.customer_id AND a.carrier_id = q.carrier_id
                  WHERE q.customer_id = ${customerId} AND q.id = ${quoteId}`
      )[0] ?? null,

    recordBooking: async ({ quoteId, proNumber, bookedBy, reference }) =>
      (
        await sql`UPDATE quotes SET status = 'booked', pro_number = ${proNumber}, booked_by = ${bookedBy},
                  customer_reference = ${reference ?? null}, booked_at = now()
                  WHERE id = ${quoteId} AND status = 'held' RETURNING id, pro_number`
      )[0] ?? null,

    shipment: async (customerId, proNumber) =>
      (
        await sql`SELECT id, carrier_id, pro_number, origin, destination FROM quotes
                  WHERE customer_id = ${customerId} AND pro_number = ${proNumber}`
      )[0] ?? null,

    end: () => sql.end({ timeout: 5 }),
  };
}
