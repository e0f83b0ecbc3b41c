// Drives an async-generator workflow: replays the answers recorded so far, then feeds it this round's answer.
// @ts-nocheck
export interface Question {
  key: string;
  message: string;
  schema: Record<string, unknown>;
}

export type Flow<A, R> = (args: A, deps) => AsyncGenerator<Question, R, Record<string, unknown>>;

export type Outcome<R> =
  | { status: 'ask'; question: Question; answers: Record<string, unknown>[] }
  | { status: 'declined'; key: string }
  | { status: 'finished'; result: R };

export async function runFlow<A, R>(
  flow: Flow<A, R>,
  args: A,
  deps,
  answers: Record<string, unknown>[],
  inputResponses: Record<string, { action: string; content?: Record<string, unknown> }>,
): Promise<Outcome<R>> {
  const gen = flow(args, deps);
  let step = await gen.next();

  for (const answer of answers) {
    if (step.done) break;
    step = await gen.next(answer);
  }

  const log = [...answers];
  let pending = inputResponses ?? {};

  while (!step.done) {
    const reply = pending[step.value.key];
    if (!reply) return { status: 'ask', question: step.value, answers: log };
    if (reply.action !== 'accept') {
      await gen.return(undefined);
      return { status: 'declined', key: step.value.key };
    }
    const content = reply.content ?? {};
    log.push(content);
    pending = {};
    step = await gen.next(content);
  }

  return { status: 'finished', result: step.value };
}
