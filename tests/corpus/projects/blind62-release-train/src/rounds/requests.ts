/**
 * Input requests in the wire shape of the 2026-07-28 revision. We build them
 * by hand instead of through `inputRequired.elicit(...)` so the 1.x adapter
 * can hand out the very same objects.
 */

type JsonSchemaProperty =
  | { type: 'string'; title?: string; description?: string; enum?: string[]; enumNames?: string[]; default?: string }
  | { type: 'boolean'; title?: string; description?: string; default?: boolean }
  | { type: 'integer' | 'number'; title?: string; minimum?: number; maximum?: number };

export type InputRequest =
  | {
      method: 'elicitation/create';
      params: {
        mode: 'form';
        message: string;
        requestedSchema: { type: 'object'; properties: Record<string, JsonSchemaProperty>; required?: string[] };
      };
    }
  | {
      method: 'sampling/createMessage';
      params: {
        messages: Array<{ role: 'user' | 'assistant'; content: { type: 'text'; text: string } }>;
        systemPrompt?: string;
        maxTokens: number;
        modelPreferences?: { hints?: Array<{ name: string }>; intelligencePriority?: number; speedPriority?: number };
      };
    }
  | { method: 'roots/list'; params: Record<string, never> };

export type InputRequests = Record<string, InputRequest>;

export const listRoots = (): InputRequest => ({ method: 'roots/list', params: {} });

export function form(
  message: string,
  properties: Record<string, JsonSchemaProperty>,
  required: string[] = Object.keys(properties),
): InputRequest {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function sample(systemPrompt: string, prompt: string, opts: { maxTokens?: number; hint?: string } = {}): InputRequest {
  return {
    method: 'sampling/createMessage',
    params: {
      systemPrompt,
      messages: [{ role: 'user', content: { type: 'text', text: prompt } }],
      maxTokens: opts.maxTokens ?? 900,
      modelPreferences: opts.hint ? { hints: [{ name: opts.hint }], intelligencePriority: 0.6 } : undefined,
    },
  };
}

// ---- reading what came back -------------------------------------------------

interface ElicitResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export function accepted<T extends Record<string, unknown>>(raw: unknown): T | undefined {
  const r = raw as ElicitResponse | undefined;
  return r?.action === 'accept' && r.content ? (r.content as T) : undefined;
}

export function declined(raw: unknown): boolean {
  const r = raw as ElicitResponse | undefined;
  return r?.action === 'decline' || r?.action === 'cancel';
}

export function rootsOf(raw: unknown): Array<{ uri: string; name?: string }> | undefined {
  const r = raw as { roots?: Array<{ uri: string; name?: string }> } | undefined;
  return Array.isArray(r?.roots) ? r.roots : undefined;
}

export function sampledText(raw: unknown): string | undefined {
  const r = raw as { content?: { type: string; text?: string } } | undefined;
  return r?.content?.type === 'text' ? r.content.text : undefined;
}
