// Consumes planner replies from Kafka, files each plan as a draft and wakes the tool call waiting for it.
import { kafka, topics, EVENT_API_VERSION } from '../kafka.js';
import { putDraft } from '../store/draftStore.js';
import { config } from '../config.js';

const waiting = new Map();

export function awaitPlan(correlationId, binding, timeoutMs = config.planTimeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(correlationId);
      reject(new Error('the wave planner did not answer in time'));
    }, timeoutMs);
    waiting.set(correlationId, { binding, resolve, reject, timer });
  });
}

function summarise(data) {
  return {
    waveId: data.waveId,
    zone: data.zone,
    orderCount: data.orders.length,
    lineCount: data.orders.reduce((n, o) => n + o.lines.length, 0),
    pickers: data.pickerCount,
    estimatedMinutes: data.estimatedMinutes,
    shortSkus: data.shortages.map((s) => s.sku),
  };
}

async function onMessage({ topic, message }) {
  const event = JSON.parse(message.value.toString('utf8'));
  if (event.apiVersion !== EVENT_API_VERSION || event.replyGroup !== config.instanceId) return;
  const entry = waiting.get(event.correlationId);
  if (!entry) return;
  waiting.delete(event.correlationId);
  clearTimeout(entry.timer);

  if (topic === topics.planFailed) {
    entry.reject(new Error(event.data.reason ?? 'planning failed'));
    return;
  }
  try {
    const plan = summarise(event.data);
    const handle = await putDraft({ ...entry.binding, plan, labelToken: event.data.labelToken });
    entry.resolve({ handle, plan });
  } catch (err) {
    entry.reject(err);
  }
}

export async function startPlanReplies() {
  const consumer = kafka.consumer({ groupId: `wave-planner-mcp.${config.instanceId}` });
  await consumer.connect();
  await consumer.subscribe({ topics: [topics.planCompleted, topics.planFailed], fromBeginning: false });
  await consumer.run({ eachMessage: onMessage });
  return consumer;
}
