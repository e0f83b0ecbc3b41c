// MongoDB collections for patients, panel catalog, lab orders, results and share drafts.
import { MongoClient } from 'mongodb';
import { config } from './config.js';

export const client = new MongoClient(config.mongoUrl, { maxPoolSize: 10 });
await client.connect();
const database = client.db(config.mongoDb);

export const patients = database.collection('patients');
export const panels = database.collection('panel_catalog');
export const orders = database.collection('lab_orders');
export const results = database.collection('lab_results');
export const shareDrafts = database.collection('share_drafts');

await shareDrafts.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function patientOfClinician(patientId, clinicianId) {
  return patients.findOne(
    { _id: patientId, careTeam: clinicianId },
    { projection: { name: 1, dob: 1, coverage: 1, phone: 1 } },
  );
}

export function orderOfClinician(orderId, clinicianId) {
  return orders.findOne({ _id: orderId, orderedBy: clinicianId });
}
