// Tool plumbing: the abstract tool base class, registration decorator and audit decorator.
// @ts-nocheck
import type { CallToolResult, McpServer, ServerContext } from "@modelcontextprotocol/server";
import type { ZodTypeAny, infer as Infer } from "zod";

export enum ToolName {
  ReassignRoute = "reassign_route",
  ScheduleMaintenance = "schedule_maintenance",
  VehicleStatus = "vehicle_status",
}

export interface ToolSpec<S extends ZodTypeAny> {
  readonly name: ToolName;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: S;
  readonly annotations?: {
    readonly readOnlyHint?: boolean;
    readonly destructiveHint?: boolean;
    readonly idempotentHint?: boolean;
  };
}

export abstract class DispatchTool<S extends ZodTypeAny> {
  abstract readonly spec: ToolSpec<S>;

  abstract run(args: Infer<S>, ctx: ServerContext): Promise<unknown>;

  protected text(message: string): CallToolResult {
    return { content: [{ type: "text", text: message }] };
  }

  protected fail(message: string): CallToolResult {
    return { content: [{ type: "text", text: message }], isError: true };
  }
}

type ToolCtor = new () => DispatchTool<ZodTypeAny>;

const registry = new Map<ToolName, ToolCtor>();

export function tool<C extends ToolCtor>(target: C, context: ClassDecoratorContext<C>): C {
  context.addInitializer(function () {
    const probe = new target();
    registry.set(probe.spec.name, target);
  });
  return target;
}

export function audited<This extends DispatchTool<ZodTypeAny>, A extends unknown[], R>(
  method: (this: This, ...args: A) => Promise<R>,
  context: ClassMethodDecoratorContext<This, (this: This, ...args: A) => Promise<R>>,
) {
  return async function (this: This, ...args: A): Promise<R> {
    const started = performance.now();
    let outcome = "ok";
    try {
      return await method.apply(this, args);
    } catch (err) {
      outcome = err instanceof Error ? err.name : "error";
      throw err;
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      console.info(`[tool] ${this.spec.name}.${String(context.name)} ${outcome} ${ms}ms`);
    }
  };
}

export function registerAll(server: McpServer): void {
  for (const Ctor of registry.values()) {
    const instance = new Ctor();
    const { name, title, description, inputSchema, annotations } = instance.spec;
    server.registerTool(name, { title, description, inputSchema, annotations }, (args, ctx) =>
      instance.run(args, ctx),
    );
  }
}
