import type { InjectionToken } from "tsyringe";

export interface Clock {
  now(): number;
}

export const STATE_KEY: InjectionToken<Buffer> = Symbol("STATE_KEY");
export const CLOCK: InjectionToken<Clock> = Symbol("CLOCK");
export const UPSTREAM_URL: InjectionToken<string> = Symbol("UPSTREAM_URL");
