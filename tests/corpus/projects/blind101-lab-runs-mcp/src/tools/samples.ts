// Tool register_samples: checks barcodes with the LIMS, asks where the rack is stored, then records the intake.
// @ts-nocheck
import sodium from 'libsodium-wrappers';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { createPendingManifest, storeSamples, takePendingManifest } from '../db.js';
import { labIdOf, userIdOf } from '../state/codec.js';

const TOOL = 'register_samples';
const TTL_MS = 10 * 60 * 1000;

const text = (message: string) => ({ content: [{ type: 'text', text: message }] });
const toolError = (message: string) => ({ isError: true, content: [{ type: 'text', text: message }] });

export function registerSampleTools(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'Register a rack of received samples by barcode and record where the rack is stored.',
      inputSchema: z.object({
        barcodes: z.array(z.string().regex(/^[A-Z0-9]{8,14}$/)).min(1).max(96),
        rackLabel: z.string().min(1).max(32),
      }),
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const labId = labIdOf(ctx);
      if (!userId || !labId) return toolError('Authentication required.');
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const found = await deps.lims.lookupBarcodes(args.barcodes);
        const unknown = args.barcodes.filter((b) => !found.some((f) => f.barcode === b));
        if (unknown.length) return toolError(`Unknown barcodes: ${unknown.join(', ')}`);
        const units = await deps.lims.storageUnits(labId);
        const manifestId = sodium.to_hex(sodium.randombytes_buf(16));
        await createPendingManifest(deps.db, {
          _id: manifestId,
          ownerId: userId,
          labId,
          barcodes: args.barcodes,
          subjects: args.barcodes.map((b) => found.find((f) => f.barcode === b).subjectCode),
        });
        return inputRequired({
          inputRequests: {
            storage: inputRequired.elicit({
              message: `${args.barcodes.length} samples verified for rack ${args.rackLabel}. Where is the rack stored?`,
              requestedSchema: {
                type: 'object',
                properties: { unitId: { type: 'string', title: 'Storage unit', oneOf: units.map((u) => ({ const: u.id, title: `${u.name} (${u.temperature})` })) } },
                required: ['unitId'],
              },
            }),
          },
          requestState: deps.intake.seal({
            apiVersion: deps.apiVersion,
            sub: userId,
            tool: TOOL,
            exp: Date.now() + TTL_MS,
            manifestId,
            rack: args.rackLabel,
          }),
        });
      }

      const state = deps.intake.open(raw);
      if (!state || state.sub !== userId || state.tool !== TOOL || state.exp <= Date.now() || state.rack !== args.rackLabel) {
        return toolError('This intake has expired or does not match. Scan the rack again.');
      }
      const manifest = await takePendingManifest(deps.db, state.manifestId, userId);
      if (!manifest || manifest.labId !== labId) return toolError('This intake was already completed or has expired.');
      const where = acceptedContent(ctx.mcpReq.inputResponses, 'storage');
      if (!where) return text('Intake discarded.');

      await storeSamples(deps.db, {
        labId,
        barcodes: manifest.barcodes,
        subjects: manifest.subjects,
        rack: state.rack,
        storageUnit: where.unitId,
        by: userId,
      });
      return text(`Registered ${manifest.barcodes.length} samples in rack ${state.rack}.`);
    },
  );
}
