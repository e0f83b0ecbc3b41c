import { defaultIfEmpty, filter, firstValueFrom, from, last, map, scan } from 'rxjs';
import type { InputResponse, InputResponses } from '@modelcontextprotocol/server';
import { wizardReducer, type ExportFormat, type ExportWizard, type WizardAction } from './reducer.js';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Translate one answered input request into a reducer action for the current step. */
function toAction(step: ExportWizard['step'], key: string, response: InputResponse): WizardAction | undefined {
  if (!('action' in response)) return undefined;
  if (response.action !== 'accept') return { type: 'wizard/cancelled' };
  const content = (response.content ?? {}) as Record<string, unknown>;

  if (step === 'source' && key === 'source') {
    if (content.kind !== 'byo') return { type: 'source/managed' };
    return {
      type: 'source/byo',
      host: str(content.host),
      port: Number(content.port ?? 5432),
      database: str(content.database),
      username: str(content.username),
      password: String(content.password ?? ''),
    };
  }
  if (step === 'format' && key === 'format') {
    return { type: 'format/chosen', format: content.format as ExportFormat, bucketPrefix: str(content.bucketPrefix) };
  }
  if (step === 'review' && key === 'review') {
    return { type: 'review/confirmed', notify: content.notify !== false };
  }
  return undefined;
}

/**
 * Fold this round's answers into the wizard. Answers arrive keyed by input request;
 * each one that belongs to the current step moves the wizard along.
 */
export function advance(current: ExportWizard, responses: InputResponses | undefined): Promise<ExportWizard> {
  return firstValueFrom(
    from(Object.entries(responses ?? {})).pipe(
      map(([key, response]) => toAction(current.step, key, response)),
      filter((action): action is WizardAction => action !== undefined),
      scan((state, action) => wizardReducer(state, action), current),
      defaultIfEmpty(current),
      last(),
    ),
  );
}
