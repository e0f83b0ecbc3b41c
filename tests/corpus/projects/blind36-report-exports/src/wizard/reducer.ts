import { produce, type Draft } from 'immer';

export type ExportFormat = 'csv' | 'parquet' | 'xlsx';

export type ExportSource =
  | { kind: 'managed' }
  | { kind: 'byo'; host: string; port: number; database: string; username: string; password: string };

export interface ExportWizard {
  reportId: string;
  step: 'source' | 'format' | 'review' | 'done' | 'cancelled';
  source?: ExportSource;
  format?: ExportFormat;
  bucketPrefix?: string;
  notify: boolean;
}

export type WizardAction =
  | { type: 'source/managed' }
  | { type: 'source/byo'; host: string; port: number; database: string; username: string; password: string }
  | { type: 'format/chosen'; format: ExportFormat; bucketPrefix?: string }
  | { type: 'review/confirmed'; notify: boolean }
  | { type: 'wizard/cancelled' };

export const initialWizard = (reportId: string): ExportWizard => ({ reportId, step: 'source', notify: false });

export const wizardReducer = produce((draft: Draft<ExportWizard>, action: WizardAction) => {
  switch (action.type) {
    case 'source/managed':
      draft.source = { kind: 'managed' };
      draft.step = 'format';
      return;
    case 'source/byo':
      // kept until the review step; the export job connects with these
      draft.source = {
        kind: 'byo',
        host: action.host,
        port: action.port,
        database: action.database,
        username: action.username,
        password: action.password, // expect-todo: no-secrets-in-state
      };
      draft.step = 'format';
      return;
    case 'format/chosen':
      draft.format = action.format;
      draft.bucketPrefix = action.bucketPrefix?.replace(/^\/+|\/+$/g, '') || undefined;
      draft.step = 'review';
      return;
    case 'review/confirmed':
      draft.notify = action.notify;
      draft.step = 'done';
      return;
    case 'wizard/cancelled':
      draft.step = 'cancelled';
      return;
  }
});
