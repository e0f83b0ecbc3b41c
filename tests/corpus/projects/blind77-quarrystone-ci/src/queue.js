// BullMQ deploy queue shared by the MCP process and the deploy worker; runJob waits for the worker's result.
'use strict';

const { Queue, QueueEvents } = require('bullmq');
const IORedis = require('ioredis');
const { redisUrl } = require('./config');

const connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
const QUEUE_NAME = 'qs-deploy';

let queue;
let events;

function deployQueue() {
  if (!queue) {
    queue = new Queue(QUEUE_NAME, { connection });
    events = new QueueEvents(QUEUE_NAME, { connection: connection.duplicate() });
  }
  return queue;
}

async function runJob(name, data, timeoutMs = 120_000) {
  const job = await deployQueue().add(name, data, {
    attempts: 1,
    removeOnComplete: { age: 86_400 },
    removeOnFail: { age: 7 * 86_400 },
  });
  return job.waitUntilFinished(events, timeoutMs);
}

module.exports = { QUEUE_NAME, connection, runJob };
