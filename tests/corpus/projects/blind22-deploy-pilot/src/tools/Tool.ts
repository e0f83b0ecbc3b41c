import type { Container } from '../container.js';
import { Tokens } from '../container.js';
import type { PlatformService } from '../services/PlatformService.js';
import type { StateSigner } from '../state/StateSigner.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface CallContext {
  userId: string;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export interface TextResult {
  content: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string;
}

export type ToolResult = TextResult | InputRequiredResult;

/** Base class for every deploy-pilot tool; subclasses are default exports of files in this folder. */
export abstract class Tool<A extends Record<string, unknown> = Record<string, unknown>> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly inputSchema: Record<string, unknown>;
  readonly destructive: boolean = false;

  constructor(protected readonly container: Container) {}

  protected get signer(): StateSigner {
    return this.container.resolve<StateSigner>(Tokens.StateSigner);
  }

  protected get platform(): PlatformService {
    return this.container.resolve<PlatformService>(Tokens.Platform);
  }

  abstract run(args: A, call: CallContext): Promise<ToolResult>;

  get definition() {
    return {
      name: this.name,
      description: this.description,
      inputSchema: this.inputSchema,
      annotations: { destructiveHint: this.destructive },
    };
  }

  protected ask(key: string, message: string, requestedSchema: Record<string, unknown>, requestState: string): InputRequiredResult {
    return {
      resultType: 'input_required',
      inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } } },
      requestState,
    };
  }

  protected ok(text: string): TextResult {
    return { content: [{ type: 'text', text }] };
  }

  protected fail(text: string): TextResult {
    return { content: [{ type: 'text', text }], isError: true };
  }
}

export const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Go ahead?' } },
  required: ['confirm'],
} as const;
