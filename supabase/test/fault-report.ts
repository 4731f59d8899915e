import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One line of the fault table that `npm run bench -w @fabrique/functions` prints (bench/faults.mjs). */
export type FaultRow = {
  fault: string;
  database: string;
  injected: number; // failures injected (failed calls, failed writes, killed processes)
  accepted: number; // success answers
  stored: number;
  delivered: number; // messages whose every e-mail went out
  duplicates: number;
  lost: number; // accepted but not stored, or stored but not delivered
};

export const faultReportFile = fileURLToPath(new URL('../test-results/faults.jsonl', import.meta.url));

export function recordFault(row: FaultRow): void {
  mkdirSync(join(faultReportFile, '..'), { recursive: true });
  appendFileSync(faultReportFile, `${JSON.stringify(row)}\n`);
  console.log(`fault ${row.fault} (${row.database}): ${JSON.stringify(row)}`);
}
