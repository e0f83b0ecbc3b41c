// MongoDB access for permits, parcels and fee records.
import { MongoClient } from 'mongodb';
import { config } from './config.js';

const client = new MongoClient(config.mongoUrl, { maxPoolSize: 20, appName: 'permitdesk-mcp' });
await client.connect();
const db = client.db(config.mongoDb);

export const permits = db.collection('permits');
export const feeEvents = db.collection('fee_events');

export async function findPermits({ parcelId, holderId, status, limit = 20 }) {
  const filter = {};
  if (parcelId) filter.parcelId = parcelId;
  if (holderId) filter.$or = [{ holderId }, { contractorIds: holderId }];
  if (status) filter.status = status;
  return permits
    .find(filter, { projection: { _id: 0, number: 1, kind: 1, status: 1, parcelId: 1, address: 1, issuedAt: 1 } })
    .sort({ issuedAt: -1 })
    .limit(limit)
    .toArray();
}

export async function permitByNumber(number) {
  return permits.findOne({ number });
}

export async function revokePermit(number, { by, reason }) {
  const res = await permits.updateOne(
    { number, status: { $in: ['issued', 'active', 'suspended'] } },
    { $set: { status: 'revoked', revokedBy: by, revokeReason: reason, revokedAt: new Date() } },
  );
  return res.modifiedCount === 1;
}

export async function recordFeePayment(event) {
  await feeEvents.updateOne({ eventId: event.id }, { $setOnInsert: { ...event, receivedAt: new Date() } }, { upsert: true });
  if (event.type === 'payment.succeeded') {
    await permits.updateOne({ number: event.permit_number }, { $set: { feesPaid: true, feesPaidAt: new Date() } });
  }
}

export async function closeDb() {
  await client.close();
}
