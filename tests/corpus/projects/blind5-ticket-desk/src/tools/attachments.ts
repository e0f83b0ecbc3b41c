import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { DeskConfig } from '../config.js';
import type { ToolCall } from './tickets.js';

type Stage = 'await-file' | 'await-confirm';

function resumeParams(ticketId: string, stage: Stage, fileName?: string): string {
  const params = new URLSearchParams({ ticket: ticketId, stage });
  if (fileName) params.set('file', fileName);
  return params.toString();
}

function readResume(raw: string) {
  const params = new URLSearchParams(raw); // expect: require-sealed-state
  return {
    ticketId: params.get('ticket') ?? '',
    stage: (params.get('stage') ?? 'await-file') as Stage,
    fileName: params.get('file') ?? undefined,
  };
}

function fileRequest(ticketId: string) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `Paste a link to the file you want attached to ${ticketId}.`,
      requestedSchema: {
        type: 'object',
        properties: { url: { type: 'string', format: 'uri' }, note: { type: 'string' } },
        required: ['url'],
      },
    },
  };
}

export function createAttachmentTools(config: DeskConfig) {
  async function attach(call: ToolCall, auth: AuthInfo) {
    if (!call.requestState) {
      const ticketId = String(call.arguments.ticketId ?? '');
      return {
        resultType: 'input_required',
        inputRequests: { file: fileRequest(ticketId) },
        requestState: resumeParams(ticketId, 'await-file'), // expect: require-sealed-state
      };
    }

    const resume = readResume(call.requestState);
    const file = call.inputResponses?.file;
    if (resume.stage !== 'await-file' || file?.action !== 'accept') {
      return { content: [{ type: 'text', text: 'Nothing attached.' }] };
    }

    const url = String(file.content?.url ?? '');
    const head = await fetch(url, { method: 'HEAD' });
    const size = Number(head.headers.get('content-length') ?? 0);
    if (size > config.maxAttachmentBytes) {
      return { isError: true, content: [{ type: 'text', text: 'That file is too large.' }] };
    }

    const res = await fetch(`${config.helpdesk.baseUrl}/tickets/${encodeURIComponent(resume.ticketId)}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sourceUrl: url, note: file.content?.note ?? '' }),
    });
    return res.ok
      ? { content: [{ type: 'text', text: `Attached to ${resume.ticketId}.` }] }
      : { isError: true, content: [{ type: 'text', text: `Helpdesk answered ${res.status}` }] };
  }

  return { attach };
}
