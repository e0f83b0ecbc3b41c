import 'reflect-metadata';
import { injectable } from 'tsyringe';
import type { ServerContext } from '@modelcontextprotocol/server';
import type { ZodRawShape } from 'zod';

export interface ClinicToolOptions {
  name: string;
  title?: string;
  description: string;
  input: ZodRawShape;
  destructive?: boolean;
}

const OPTIONS = Symbol('clinic:tool-options');
const declared: Array<new (...args: any[]) => ClinicTool> = [];

export abstract class ClinicTool<A = any> {
  abstract handle(args: A, ctx: ServerContext): Promise<unknown>;
}

/** Registers the class with the container and remembers its MCP registration options. */
export function Tool(options: ClinicToolOptions) {
  return <T extends new (...args: any[]) => ClinicTool>(target: T): T => {
    Reflect.defineMetadata(OPTIONS, options, target);
    injectable()(target);
    declared.push(target);
    return target;
  };
}

export const toolOptions = (target: Function): ClinicToolOptions => Reflect.getMetadata(OPTIONS, target);
export const declaredTools = () => [...declared];

export function callerOf(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string') throw new Error('no authenticated caller');
  return userId;
}

export const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export const rejected = (why: string) => ({
  isError: true,
  content: [{ type: 'text' as const, text: `Could not continue this request (${why}). Please start again.` }],
});
