import { inputRequired, type InputRequests } from '@modelcontextprotocol/server';
import type { ExportWizard } from './reducer.js';

/** What to ask the user next, given where the wizard stands. */
export function questionsFor(wizard: ExportWizard): InputRequests {
  switch (wizard.step) {
    case 'source':
      return {
        source: inputRequired.elicit({
          message: `Where should report ${wizard.reportId} read its data from?`,
          requestedSchema: {
            type: 'object',
            properties: {
              kind: { type: 'string', enum: ['managed', 'byo'], title: 'Managed warehouse or your own' },
              host: { type: 'string', title: 'Host (own warehouse only)' },
              port: { type: 'integer', title: 'Port', default: 5432 },
              database: { type: 'string', title: 'Database' },
              username: { type: 'string', title: 'User' },
              password: { type: 'string', title: 'Password' },
            },
            required: ['kind'],
          },
        }),
      };
    case 'format':
      return {
        format: inputRequired.elicit({
          message: 'Which file format, and where in your bucket?',
          requestedSchema: {
            type: 'object',
            properties: {
              format: { type: 'string', enum: ['csv', 'parquet', 'xlsx'] },
              bucketPrefix: { type: 'string', title: 'Prefix (optional)' },
            },
            required: ['format'],
          },
        }),
      };
    case 'review':
      return {
        review: inputRequired.elicit({
          message:
            `Export ${wizard.reportId} as ${wizard.format} from ` +
            `${wizard.source?.kind === 'byo' ? wizard.source.host : 'the managed warehouse'}?`,
          requestedSchema: {
            type: 'object',
            properties: { notify: { type: 'boolean', title: 'E-mail me when it is ready', default: true } },
          },
        }),
      };
    default:
      return {};
  }
}
