// MongoDB connection and typed collection accessors.
// @ts-nocheck
import { MongoClient } from 'mongodb';
import { env } from '../env.js';

const client = new MongoClient(env.mongoUrl, { maxPoolSize: 20, appName: 'customs-desk-mcp' });
let ready: Promise<void> | null = null;

export function connect() {
  ready ??= client.connect().then(async () => {
    const db = client.db(env.mongoDb);
    await db.collection('api_tokens').createIndex({ tokenHash: 1 }, { unique: true });
    await db.collection('classification_cache').createIndex({ createdAt: 1 }, { expireAfterSeconds: 900 });
    await db.collection('declarations').createIndex({ brokerId: 1, mrn: 1 });
  });
  return ready;
}

const db = () => client.db(env.mongoDb);

export const collections = {
  tokens: () => db().collection('api_tokens'),
  shipments: () => db().collection('shipments'),
  declarations: () => db().collection('declarations'),
  classificationCache: () => db().collection('classification_cache'),
  auditLog: () => db().collection('audit_log'),
};

export async function audit(entry: Record<string, unknown>) {
  await collections.auditLog().insertOne({ ...entry, at: new Date() });
}

export async function close() {
  await client.close();
}
