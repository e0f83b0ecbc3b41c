import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Checkpoint, CheckpointCodec } from './checkpoint.js';

/**
 * A very small, Temporal-flavoured workflow runner. Workflows are generator
 * functions that yield steps; on every round the generator is replayed from the
 * start, recorded results are fed back in, and execution continues until the
 * next question for the user.
 */
export type Step =
  | { kind: 'activity'; name: string; input: unknown }
  | { kind: 'ask'; key: string; message: string; requestedSchema: Record<string, unknown> };

export type Workflow<I> = (input: I) => Generator<Step, string, unknown>;

export const activity = (name: string, input: unknown): Step => ({ kind: 'activity', name, input });
export const ask = (key: string, message: string, requestedSchema: Record<string, unknown>): Step => ({
  kind: 'ask',
  key,
  message,
  requestedSchema,
});

export type Activities = Record<string, (input: any) => Promise<unknown>>;

export type RunOutcome =
  | { status: 'waiting'; ask: Extract<Step, { kind: 'ask' }>; checkpoint: string }
  | { status: 'completed'; summary: string };

export class EventLog {
  constructor(private readonly redis: Redis, private readonly stream = 'fleet:workflow-events') {}

  async append(runId: string, event: string, detail: unknown = null): Promise<void> {
    await this.redis.xadd(this.stream, 'MAXLEN', '~', 50_000, '*', 'runId', runId, 'event', event, 'detail', JSON.stringify(detail));
  }
}

export interface RunContext {
  userId: string;
  codec: CheckpointCodec;
  activities: Activities;
  answers: Record<string, unknown | undefined>;
  events?: EventLog;
}

export async function runWorkflow<I extends Record<string, unknown>>(
  name: string,
  workflow: Workflow<I>,
  input: I,
  previous: Checkpoint | undefined,
  rc: RunContext,
): Promise<RunOutcome> {
  const checkpoint: Checkpoint = previous ?? {
    workflow: name,
    runId: randomUUID(),
    userId: rc.userId,
    input,
    history: [],
    exp: rc.codec.expiry(),
  };

  const gen = workflow(checkpoint.input as I);
  let cursor = 0;
  let next = gen.next();

  while (!next.done) {
    const step = next.value;
    let value: unknown;

    if (cursor < checkpoint.history.length) {
      value = checkpoint.history[cursor];
    } else if (step.kind === 'activity') {
      const impl = rc.activities[step.name];
      if (!impl) throw new Error(`unknown activity ${step.name}`);
      await rc.events?.append(checkpoint.runId, `activity:${step.name}:start`, step.input);
      value = await impl(step.input);
      checkpoint.history.push(value);
      await rc.events?.append(checkpoint.runId, `activity:${step.name}:done`);
    } else {
      value = rc.answers[step.key];
      if (value === undefined) {
        checkpoint.exp = rc.codec.expiry();
        await rc.events?.append(checkpoint.runId, `waiting:${step.key}`);
        return { status: 'waiting', ask: step, checkpoint: rc.codec.encode(checkpoint) };
      }
      checkpoint.history.push(value);
    }

    cursor += 1;
    next = gen.next(value);
  }

  await rc.events?.append(checkpoint.runId, 'completed');
  return { status: 'completed', summary: next.value };
}
