// Kafka client, topic names and the versioned event envelope shared with the planner service.
import { Kafka, logLevel } from 'kafkajs';
import { config } from './config.js';

export const EVENT_API_VERSION = '2024-06';

export const topics = Object.freeze({
  planRequested: 'warehouse.wave.plan.requested',
  planCompleted: 'warehouse.wave.plan.completed',
  planFailed: 'warehouse.wave.plan.failed',
  waveRelease: 'warehouse.wave.release',
  inventoryAdjusted: 'warehouse.inventory.adjusted',
  shipmentStatus: 'warehouse.shipment.status',
});

export const kafka = new Kafka({
  clientId: config.kafka.clientId,
  brokers: config.kafka.brokers,
  ssl: Boolean(config.kafka.sasl),
  sasl: config.kafka.sasl,
  logLevel: logLevel.WARN,
});

const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
let connected;

export async function publishEvent(topic, correlationId, data, key) {
  connected ??= producer.connect();
  await connected;
  const envelope = { apiVersion: EVENT_API_VERSION, type: topic, correlationId, replyGroup: config.instanceId, emittedAt: new Date().toISOString(), data };
  await producer.send({ topic, messages: [{ key: key ?? correlationId, value: JSON.stringify(envelope) }] });
}
