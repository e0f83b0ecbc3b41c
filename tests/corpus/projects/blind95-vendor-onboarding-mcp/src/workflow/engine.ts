// Step-table runner: finds the next unanswered step of a form workflow and folds each answer into the draft.
// @ts-nocheck
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';

export interface Step<A> {
  id: string;
  when?: (answers: A) => boolean;
  message: (answers: A) => string;
  schema: Record<string, unknown>;
  apply: (answers: A, content: Record<string, unknown>) => A;
}

export interface Progress<A> {
  stepId: string | null;
  answers: A;
}

export type Advance<A> =
  | { kind: 'ask'; progress: Progress<A>; request: unknown }
  | { kind: 'declined'; stepId: string }
  | { kind: 'done'; answers: A };

export function advance<A>(steps: Step<A>[], progress: Progress<A>, inputResponses): Advance<A> {
  let answers = progress.answers;
  let startAt = 0;

  if (progress.stepId) {
    const index = steps.findIndex((s) => s.id === progress.stepId);
    if (index < 0) throw new Error(`unknown workflow step "${progress.stepId}"`);
    const content = acceptedContent(inputResponses, progress.stepId);
    if (!content) return { kind: 'declined', stepId: progress.stepId };
    answers = steps[index].apply(answers, content);
    startAt = index + 1;
  }

  for (let i = startAt; i < steps.length; i += 1) {
    const step = steps[i];
    if (step.when && !step.when(answers)) continue;
    return {
      kind: 'ask',
      progress: { stepId: step.id, answers },
      request: inputRequired.elicit({ message: step.message(answers), requestedSchema: step.schema }),
    };
  }

  return { kind: 'done', answers };
}
