// Branded primitive types for ids and tokens, plus the guards and assertions that mint them.
// @ts-nocheck

declare const brand: unique symbol;

export type Brand<T, Tag extends string> = T & { readonly [brand]: Tag };

export type UserId = Brand<string, "UserId">;
export type DepotId = Brand<string, "DepotId">;
export type RouteId = Brand<string, "RouteId">;
export type DriverId = Brand<string, "DriverId">;
export type VehicleId = Brand<string, "VehicleId">;
export type BearerToken = Brand<string, "BearerToken">;
export type SealedState = Brand<string, "SealedState">;

const USER_ID = /^usr_[a-z0-9]{10,40}$/;
const ROUTE_ID = /^rt-\d{4,10}$/;
const DRIVER_ID = /^drv-\d{3,8}$/;
const VEHICLE_ID = /^veh-[A-Z0-9]{5,12}$/;

export function assertUserId(value: unknown): asserts value is UserId {
  if (typeof value !== "string" || !USER_ID.test(value)) {
    throw new TypeError("authenticated principal carries no usable user id");
  }
}

export function assertDepotId(value: unknown): asserts value is DepotId {
  if (typeof value !== "string" || value.length === 0) {
    throw new TypeError("authenticated principal is not attached to a depot");
  }
}

export function isRouteId(value: unknown): value is RouteId {
  return typeof value === "string" && ROUTE_ID.test(value);
}

export function isDriverId(value: unknown): value is DriverId {
  return typeof value === "string" && DRIVER_ID.test(value);
}

export function isVehicleId(value: unknown): value is VehicleId {
  return typeof value === "string" && VEHICLE_ID.test(value);
}

export function asBearer(raw: string): BearerToken {
  return raw as BearerToken;
}
