import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env';

export interface Vehicle {
  id: string;
  plate: string;
  depotId: string;
  model: string;
  odometerKm: number;
  keyTag: string; // physical key cabinet tag, e.g. "KT-0412"
  status: 'active' | 'in_service' | 'retired';
}

export interface WorkOrder {
  id: string;
  vehicleId: string;
  depotId: string;
  title: string;
  status: 'open' | 'waiting_parts' | 'done' | 'closed';
  openTasks: string[];
}

export interface ShopSlot {
  id: string;
  shop: string;
  startsAt: string;
}

@Injectable()
export class FleetApi {
  private readonly log = new Logger(FleetApi.name);
  private readonly baseUrl: string;
  private readonly token: string;

  constructor(config: ConfigService<Env, true>) {
    this.baseUrl = config.get('FLEET_API_URL', { infer: true });
    this.token = config.get('FLEET_API_TOKEN', { infer: true });
  }

  private async request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) {
      this.log.warn(`fleet api ${init.method ?? 'GET'} ${path} -> ${res.status}`);
      throw new Error(`Fleet API error ${res.status}`);
    }
    return (await res.json()) as T;
  }

  vehicle(id: string) {
    return this.request<Vehicle>(`/vehicles/${encodeURIComponent(id)}`);
  }

  workOrder(id: string) {
    return this.request<WorkOrder>(`/work-orders/${encodeURIComponent(id)}`);
  }

  openWorkOrders(vehicleId: string) {
    return this.request<WorkOrder[]>(`/vehicles/${encodeURIComponent(vehicleId)}/work-orders?status=open`);
  }

  closeWorkOrder(id: string, body: { odometerKm: number; releaseToService: boolean; closedBy: string }) {
    return this.request<WorkOrder>(`/work-orders/${encodeURIComponent(id)}/close`, { method: 'POST', body: JSON.stringify(body) });
  }

  shopSlots(vehicleId: string, serviceType: string) {
    const qs = new URLSearchParams({ vehicleId, serviceType });
    return this.request<ShopSlot[]>(`/service-slots?${qs}`);
  }

  bookSlot(slotId: string, body: { vehicleId: string; serviceType: string; bookedBy: string }) {
    return this.request<{ bookingId: string }>(`/service-slots/${encodeURIComponent(slotId)}/book`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
  }

  retireVehicle(id: string, body: { reason: string; disposal: 'auction' | 'scrap'; retiredBy: string }) {
    return this.request<Vehicle>(`/vehicles/${encodeURIComponent(id)}/retire`, { method: 'POST', body: JSON.stringify(body) });
  }
}
