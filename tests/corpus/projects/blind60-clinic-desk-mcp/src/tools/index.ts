import type { ZodRawShape } from 'zod';
import type { Ctx } from '../services.js';
import { appointmentTools } from './appointments.js';
import { pharmacyTools } from './pharmacy.js';
import { recordTools } from './records.js';

export interface ClinicTool {
  name: string;
  description: string;
  inputSchema: ZodRawShape;
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean };
  handler: (args: any, ctx: Ctx) => Promise<unknown>;
}

export const clinicTools: ClinicTool[] = [...appointmentTools, ...pharmacyTools, ...recordTools];
