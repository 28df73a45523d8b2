// Types of cluster.mjs for the TypeScript that imports it (the multi-process test, the bench).
import type { ChildProcess } from "node:child_process";

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  output(): string;
}

export interface Cluster {
  url: string;
  apis: ApiProcess[];
  balancer: ChildProcess;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

export function ensureHaproxy(log?: (line: string) => void): string;
export function haproxyConfig(options: {
  port: number;
  host?: string;
  apiPorts: number[];
  socket: string;
}): string;
export function startApi(
  port: number,
  env: Record<string, string>,
  onLine?: (line: string) => void,
): ApiProcess;
export function waitForHealth(api: ApiProcess, timeoutMs?: number): Promise<void>;
export function haproxyCommand(socket: string, command: string): Promise<string>;
export function startCluster(options: {
  processes: number;
  port: number;
  apiPorts?: number[];
  env: Record<string, string>;
  workDir: string;
  host?: string;
  log?: (line: string) => void;
  startTimeoutMs?: number;
}): Promise<Cluster>;
export function serverStat(socket: string, name: string): Promise<Record<string, string | undefined>>;
export function waitUntilUp(socket: string, name: string, timeoutMs?: number): Promise<void>;
