import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { inspections, keepDraft, takeDraft } from '../backend.js';
import { callerOf, failure, success, type ToolContext } from '../context.js';

const TOOL = 'attach_photos';

// photos are uploaded by the field app first; only its upload bucket is fetched from
const UPLOAD_HOST = process.env.FIELDKIT_UPLOAD_HOST ?? 'uploads.fieldkit.app';

const inputSchema = z.object({
  inspectionId: z.string().uuid(),
  photoUrls: z
    .array(z.string().url().refine((url) => new URL(url).protocol === 'https:' && new URL(url).host === UPLOAD_HOST, 'not an upload URL'))
    .min(1)
    .max(12),
});

export function registerAttachPhotos(server: McpServer): void {
  server.registerTool(
    TOOL,
    { description: 'Attach photos to an inspection; asks for a caption for each', inputSchema },
    async ({ inspectionId, photoUrls }: z.infer<typeof inputSchema>, ctx: ToolContext) => {
      const userId = callerOf(ctx);
      const handle = ctx.mcpReq.requestState<string>();

      if (handle === undefined) {
        if (!(await inspections.get(inspectionId, userId))) return failure('That inspection is not assigned to you.');
        const photos = await Promise.all(
          photoUrls.map(async (url, i) => {
            const res = await fetch(url);
            if (!res.ok) throw new Error(`photo ${i + 1}: ${res.status}`);
            return { name: new URL(url).pathname.split('/').pop() || `photo-${i + 1}`, bytes: Buffer.from(await res.arrayBuffer()) };
          }),
        );
        const properties = Object.fromEntries(photos.map((p, i) => [`caption${i}`, { type: 'string', title: p.name }]));
        return inputRequired({
          inputRequests: {
            captions: inputRequired.elicit({ message: `Caption the ${photos.length} photos`, requestedSchema: { type: 'object', properties } }),
          },
          // an opaque handle: the photos themselves stay on the server
          requestState: keepDraft({ userId, tool: TOOL, inspectionId, photos }),
        });
      }

      const draft = takeDraft(handle);
      if (!draft || draft.userId !== userId || draft.tool !== TOOL || draft.expiresAt <= Date.now()) {
        return failure('Those photos are no longer waiting for captions. Send them again.');
      }
      const captions = acceptedContent<Record<string, string>>(ctx.mcpReq.inputResponses, 'captions') ?? {};
      const { attached } = await inspections.attach(
        draft.inspectionId,
        draft.photos.map((p, i) => ({ bytes: p.bytes, caption: captions[`caption${i}`] ?? p.name })),
        userId,
      );
      return success(`Attached ${attached} photos.`);
    },
  );
}
