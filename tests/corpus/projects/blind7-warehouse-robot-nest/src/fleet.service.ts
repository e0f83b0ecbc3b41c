import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { BehaviorSubject, Subscription, defer, distinctUntilChanged, filter, firstValueFrom, interval, map, retry, switchMap, timeout } from 'rxjs';

export interface RobotStatus {
  id: string;
  zone: string;
  battery: number;
  location: string;
  updatedAt: number;
}

const FLEET_API = process.env.FLEET_API ?? 'http://fleet-controller:7000';

@Injectable()
export class FleetService implements OnModuleDestroy {
  private readonly snapshot$ = new BehaviorSubject<ReadonlyMap<string, RobotStatus>>(new Map());
  private readonly polling: Subscription;

  constructor() {
    this.polling = interval(2_000)
      .pipe(
        switchMap(() => defer(() => this.poll())),
        retry({ delay: 1_000 }),
      )
      .subscribe((m) => this.snapshot$.next(m));
  }

  onModuleDestroy(): void {
    this.polling.unsubscribe();
  }

  robot$(id: string) {
    return this.snapshot$.pipe(
      map((m) => m.get(id)),
      filter((r): r is RobotStatus => r !== undefined),
      distinctUntilChanged((a, b) => a.updatedAt === b.updatedAt),
    );
  }

  current(id: string): Promise<RobotStatus> {
    return firstValueFrom(this.robot$(id).pipe(timeout(3_000)));
  }

  async zonesFor(userId: string): Promise<string[]> {
    const res = await fetch(`${FLEET_API}/operators/${encodeURIComponent(userId)}/zones`);
    return res.ok ? ((await res.json()) as string[]) : [];
  }

  async dispatch(robotId: string, body: Record<string, unknown>, operatorToken?: string): Promise<{ jobId: string }> {
    const res = await fetch(`${FLEET_API}/robots/${encodeURIComponent(robotId)}/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(operatorToken ? { authorization: `Bearer ${operatorToken}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`fleet dispatch failed: ${res.status}`);
    return (await res.json()) as { jobId: string };
  }

  async telemetry(robotId: string, sinceMinutes: number): Promise<Array<{ t: number; event: string }>> {
    const res = await fetch(`${FLEET_API}/robots/${encodeURIComponent(robotId)}/telemetry?minutes=${sinceMinutes}`);
    return res.ok ? ((await res.json()) as Array<{ t: number; event: string }>) : [];
  }

  private async poll(): Promise<ReadonlyMap<string, RobotStatus>> {
    const res = await fetch(`${FLEET_API}/robots`);
    const list = (await res.json()) as RobotStatus[];
    return new Map(list.map((r) => [r.id, r]));
  }
}
