// pull_results tool: imports finished panels for a sample from the tenant's LIMS into the local results store.
// @ts-nocheck
import { z } from 'zod';
import { findSample, importedPanelCodes, insertResults } from '../db.js';
import { listPanels, panelResults } from '../lims-client.js';
import { tenantLims } from '../tenants.js';
import { askForInput, formQuestion, inputResponse, readToolState } from '../state-io.js';

const TOOL = 'pull_results';

export function registerPullResults(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Import finished result panels for a sample accession from the LIMS.',
      inputSchema: { accession: z.string().regex(/^[A-Z]{2}\d{8}$/) },
    },
    async ({ accession }, extra) => {
      const { userId, tenantId } = extra.authInfo.extra;
      const sample = await findSample(tenantId, accession);
      if (!sample) return { isError: true, content: [{ type: 'text', text: `No sample ${accession} for your lab.` }] };

      const prior = readToolState(extra, TOOL);
      if (!prior || prior.sub !== userId || prior.accession !== accession) {
        const lims = await tenantLims(tenantId);
        const already = new Set(await importedPanelCodes(sample.id));
        const panels = (await listPanels(lims.limsBaseUrl, lims.limsApiKey, accession)).filter((p) => !already.has(p.code));
        if (panels.length === 0) return { content: [{ type: 'text', text: 'Nothing new to import.' }] };
        const pending = {
          sub: userId,
          accession,
          panelCodes: panels.map((p) => p.code),
          limsBaseUrl: lims.limsBaseUrl,
          limsApiKey: lims.limsApiKey, // expect-todo: no-secrets-in-state
        };
        const question = formQuestion(
          `${panels.length} finished panel(s) for ${accession}. Which should be imported?`,
          {
            panels: {
              type: 'array',
              title: 'Panels',
              items: { type: 'string', enum: panels.map((p) => p.code) },
              description: panels.map((p) => `${p.code}: ${p.name} (${p.status})`).join('; '),
            },
          },
          ['panels'],
        );
        return askForInput(TOOL, { panels: question }, pending);
      }

      const picked = inputResponse(extra, 'panels')?.panels ?? [];
      const chosen = picked.filter((code) => prior.panelCodes.includes(code));
      if (chosen.length === 0) return { content: [{ type: 'text', text: 'No panels selected; nothing imported.' }] };

      let count = 0;
      for (const code of chosen) {
        const analytes = await panelResults(prior.limsBaseUrl, prior.limsApiKey, accession, code);
        await insertResults(sample.id, code, analytes, userId);
        count += analytes.length;
      }
      return { content: [{ type: 'text', text: `Imported ${count} analytes from ${chosen.join(', ')}.` }] };
    },
  );
}
