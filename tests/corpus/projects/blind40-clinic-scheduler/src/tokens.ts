import type { InjectionToken } from 'tsyringe';
import type { Settings } from './config/settings.js';

export const SETTINGS: InjectionToken<Settings> = Symbol('Settings');
export const STATE_KEY: InjectionToken<Buffer> = Symbol('StateKey');
export const CLINIC_TOOLS: InjectionToken<unknown> = Symbol('ClinicTools');
