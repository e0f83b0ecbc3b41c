// MongoDB access for instruments, runs, pending sample manifests, stored samples and instrument events.
// @ts-nocheck
import { MongoClient, type Db } from 'mongodb';

const MANIFEST_TTL_MS = 10 * 60 * 1000;

export async function connect(url: string, dbName: string) {
  const client = new MongoClient(url, { maxPoolSize: 10 });
  await client.connect();
  return { client, db: client.db(dbName) };
}

export function listInstruments(db: Db, labId: string) {
  return db.collection('instruments').find({ labId, retired: { $ne: true } }, { projection: { _id: 1, name: 1, model: 1, status: 1 } }).toArray();
}

export function findInstrument(db: Db, labId: string, instrumentId: string) {
  return db.collection('instruments').findOne({ _id: instrumentId, labId, retired: { $ne: true } });
}

export function getRun(db: Db, labId: string, runId: string) {
  return db.collection('runs').findOne({ _id: runId, labId });
}

export async function insertRun(db: Db, run) {
  await db.collection('runs').insertOne({ ...run, status: 'queued', createdAt: new Date() });
}

export async function markRunCancelled(db: Db, labId: string, runId: string, meta: { by: string; reason: string }) {
  const result = await db.collection('runs').updateOne(
    { _id: runId, labId, status: { $in: ['queued', 'scheduled'] } },
    { $set: { status: 'cancelled', cancelledBy: meta.by, cancelReason: meta.reason, cancelledAt: new Date() } },
  );
  return result.modifiedCount === 1;
}

export async function createPendingManifest(db: Db, manifest) {
  await db.collection('pending_manifests').insertOne({ ...manifest, createdAt: new Date() });
}

export function takePendingManifest(db: Db, manifestId: string, ownerId: string) {
  return db.collection('pending_manifests').findOneAndDelete({
    _id: manifestId,
    ownerId,
    createdAt: { $gt: new Date(Date.now() - MANIFEST_TTL_MS) },
  });
}

export async function storeSamples(db: Db, intake) {
  const now = new Date();
  await db.collection('samples').insertMany(
    intake.barcodes.map((barcode: string, i: number) => ({
      _id: barcode,
      labId: intake.labId,
      subjectCode: intake.subjects[i],
      rack: intake.rack,
      storageUnit: intake.storageUnit,
      receivedBy: intake.by,
      receivedAt: now,
    })),
    { ordered: false },
  );
}

export async function recordInstrumentEvent(db: Db, event) {
  await db.collection('instrument_events').updateOne({ _id: event.id }, { $setOnInsert: { ...event, receivedAt: new Date() } }, { upsert: true });
}
