// MongoDB access for shipments, their commercial-invoice lines and lodged declarations.
// @ts-nocheck
import { MongoClient, ObjectId } from 'mongodb';
import { config } from './config.js';

const client = new MongoClient(config.mongoUrl, { maxPoolSize: 10 });
const db = client.db(config.mongoDb);
const shipmentsCol = db.collection('shipments');
const declarationsCol = db.collection('declarations');

export const shipments = {
  listOpen(brokerId, limit) {
    return shipmentsCol
      .find({ brokerId, status: { $in: ['awaiting_docs', 'ready', 'held'] } })
      .project({ reference: 1, consignee: 1, origin: 1, eta: 1, status: 1 })
      .sort({ eta: 1 })
      .limit(limit)
      .toArray();
  },
  find(brokerId, shipmentId) {
    if (!ObjectId.isValid(shipmentId)) return null;
    return shipmentsCol.findOne({ _id: new ObjectId(shipmentId), brokerId });
  },
  setLineClassification(brokerId, shipmentId, lineNo, hsCode, userId) {
    return shipmentsCol.updateOne(
      { _id: new ObjectId(shipmentId), brokerId, 'lines.no': lineNo },
      { $set: { 'lines.$.hsCode': hsCode, 'lines.$.classifiedBy': userId }, $inc: { revision: 1 } },
    );
  },
  markDeclared(brokerId, shipmentId, revision, mrn) {
    return shipmentsCol.updateOne(
      { _id: new ObjectId(shipmentId), brokerId, revision },
      { $set: { status: 'declared', mrn }, $inc: { revision: 1 } },
    );
  },
  applyCarrierEvent(event) {
    return shipmentsCol.updateOne(
      { carrierRef: event.shipment_ref },
      { $set: { eta: new Date(event.eta), carrierStatus: event.status }, $push: { events: event } },
    );
  },
};

export const declarations = {
  record(doc) {
    return declarationsCol.insertOne({ ...doc, lodgedAt: new Date() });
  },
};

export function closeDb() {
  return client.close();
}
