// Tool toolkit: abstract base class, class and method decorators, and result builders.
// @ts-nocheck
import type { CallToolResult, McpServer, ServerContext } from "@modelcontextprotocol/server";
import type { z } from "zod";
import { portalAccount } from "../security/portalAuth.js";

export enum ClinicToolName {
  FindSlots = "find_slots",
  BookAppointment = "book_appointment",
  CancelAppointment = "cancel_appointment",
}

export abstract class ClinicTool<S extends z.ZodTypeAny> {
  abstract readonly name: ClinicToolName;
  abstract readonly description: string;
  abstract readonly input: S;
  readonly annotations: Record<string, boolean> = {};

  abstract call(args: z.infer<S>, ctx: ServerContext): Promise<unknown>;

  protected ok(text: string): CallToolResult {
    return { content: [{ type: "text", text }] };
  }

  protected refuse(text: string): CallToolResult {
    return { content: [{ type: "text", text }], isError: true };
  }
}

const catalogue: Array<ClinicTool<z.ZodTypeAny>> = [];

export function clinicTool<T extends new () => ClinicTool<z.ZodTypeAny>>(Ctor: T, context: ClassDecoratorContext<T>): T {
  context.addInitializer(() => {
    catalogue.push(new Ctor());
  });
  return Ctor;
}

export function requiresScope(scope: string) {
  return function <This extends ClinicTool<z.ZodTypeAny>, A, R>(
    method: (this: This, args: A, ctx: ServerContext) => Promise<R>,
    _context: ClassMethodDecoratorContext<This>,
  ) {
    return async function (this: This, args: A, ctx: ServerContext): Promise<R | CallToolResult> {
      const account = portalAccount(ctx);
      if (!account.scopes.has(scope)) {
        return this.refuse(`This action needs the "${scope}" permission on your portal account.`);
      }
      return method.call(this, args, ctx);
    };
  };
}

export function installTools(server: McpServer): void {
  for (const tool of catalogue) {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: tool.input, annotations: tool.annotations },
      (args, ctx) => tool.call(args, ctx),
    );
  }
}

export function formatSlotTime(d: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  }).format(d);
}
