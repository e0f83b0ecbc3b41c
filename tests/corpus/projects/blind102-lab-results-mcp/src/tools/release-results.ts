// release_results tool: releases imported results of a sample to the ordering clinician after confirmation.
// @ts-nocheck
import { z } from 'zod';
import { findSample, releaseResults, unreleasedResults } from '../db.js';
import { notifyPortal } from '../lims-client.js';
import { tenantLims } from '../tenants.js';
import { askForInput, formQuestion, inputResponse, readToolState } from '../state-io.js';

const TOOL = 'release_results';

export function registerReleaseResults(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Release all unreleased results of a sample to a clinician. Released results cannot be withdrawn.',
      inputSchema: { accession: z.string(), clinicianId: z.string() },
      annotations: { destructiveHint: true },
    },
    async ({ accession, clinicianId }, extra) => {
      const { userId, tenantId, roles = [] } = extra.authInfo.extra;
      if (!roles.includes('lab_supervisor')) {
        return { isError: true, content: [{ type: 'text', text: 'Only lab supervisors can release results.' }] };
      }
      const sample = await findSample(tenantId, accession);
      if (!sample) return { isError: true, content: [{ type: 'text', text: `No sample ${accession} for your lab.` }] };

      const prior = readToolState(extra, TOOL);
      const confirm = inputResponse(extra, 'confirm');
      const sameRequest = prior && prior.sub === userId && prior.accession === accession && prior.clinicianId === clinicianId;

      if (!sameRequest || !confirm) {
        const rows = await unreleasedResults(sample.id);
        if (rows.length === 0) return { content: [{ type: 'text', text: 'All results are already released.' }] };
        const flagged = rows.filter((r) => r.flag).map((r) => `${r.analyte} ${r.value} ${r.unit} (${r.flag})`);
        const question = formQuestion(
          `Release ${rows.length} result(s) for ${accession} to clinician ${clinicianId}?` +
            (flagged.length ? ` Flagged: ${flagged.join(', ')}.` : ''),
          { release: { type: 'boolean', title: 'Release now' } },
          ['release'],
        );
        return askForInput(TOOL, { confirm: question }, { sub: userId, accession, clinicianId, resultIds: rows.map((r) => r.id) });
      }

      if (confirm.release !== true) return { content: [{ type: 'text', text: 'Nothing released.' }] };
      const released = await releaseResults(tenantId, prior.resultIds, clinicianId, userId);
      const tenant = await tenantLims(tenantId);
      await notifyPortal(tenant.releasePortalUrl, process.env.PORTAL_SERVICE_TOKEN, clinicianId, accession, released);
      return { content: [{ type: 'text', text: `Released ${released} result(s) to ${clinicianId}.` }] };
    },
  );
}
