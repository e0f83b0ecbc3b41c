// Mounts export_segment_to_sheet, which appends a CRM segment's contacts to a Google Sheet.
// @ts-nocheck
import * as v from 'valibot';
import { seal, unseal } from '../state/seal';
import { ExportData } from '../state/schemas';
import { ask, say, type ToolRouter } from '../router';
import * as crm from '../crmApi';

const NAME = 'export_segment_to_sheet';

async function appendRows(accessToken: string, sheetId: string, rows: string[][]) {
  const url = `https://sheets.googleapis.com/v4/spreadsheets/${sheetId}/values/A1:append?valueInputOption=RAW`;
  const r = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ values: rows }),
  });
  if (!r.ok) throw new Error(`Sheets append failed: ${r.status}`);
}

export default function mountExport(router: ToolRouter): void {
  router.route(
    {
      name: NAME,
      description: 'Export a contact segment to one of your Google Sheets.',
      inputSchema: { type: 'object', properties: { segment: { type: 'string' } }, required: ['segment'] },
    },
    async ({ segment }: { segment: string }, ctx) => {
      if (!ctx.requestState) {
        const link = await crm.googleLink(ctx.userId);
        return {
          resultType: 'input_required',
          inputRequests: ask(
            'sheet',
            'Which spreadsheet should receive the rows?',
            { sheetId: { type: 'string', oneOf: link.sheets.map((s) => ({ const: s.id, title: s.title })) } },
            ['sheetId'],
          ),
          requestState: seal(ctx.userId, NAME, { segment, sheetsToken: link.accessToken }), // expect: no-secrets-in-state
        };
      }
      const data = v.parse(ExportData, unseal(ctx.requestState, ctx.userId, NAME));
      const pick = ctx.inputResponses?.sheet;
      if (pick?.action !== 'accept') return say('Export cancelled.');
      const rows = await crm.segmentRows(data.segment);
      await appendRows(data.sheetsToken, String(pick.content?.sheetId), rows);
      return say(`Exported ${rows.length} rows.`);
    },
  );
}
