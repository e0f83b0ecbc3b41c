// get_lab_results: returns a pet's lab results, or a short answer when nothing changed since the caller's last look.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { config } from '../config.js';
import { petInClinic, labResultsFor } from '../db.js';
import { staffOf, say, refuse } from '../mrtr.js';

function etagOf(rows) {
  return `W/"${createHash('sha1').update(JSON.stringify(rows.map((r) => [r.id, r.value, r.flag]))).digest('hex')}"`;
}

export function registerLabResults(server) {
  server.registerTool(
    'get_lab_results',
    {
      description: 'List lab results for a pet, newest first. Pass the etag from an earlier answer to skip unchanged data.',
      inputSchema: { petId: z.string().uuid(), knownEtag: z.string().optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ petId, knownEtag }, extra) => {
      const staff = staffOf(extra);
      const pet = await petInClinic(petId, staff.clinicId);
      if (!pet) return refuse('That pet is not registered at your clinic.');
      const rows = await labResultsFor(pet.id, staff.clinicId);
      const etag = etagOf(rows);
      if (knownEtag && knownEtag === etag) {
        return say(`No new results for ${pet.name}.`, { apiVersion: config.apiVersion, etag, unchanged: true });
      }
      const flagged = rows.filter((r) => r.flag);
      return say(
        `${rows.length} results for ${pet.name}, ${flagged.length} flagged.`,
        { apiVersion: config.apiVersion, etag, results: rows },
      );
    },
  );
}
