// Runs one command (`node measured-run.mjs <command> [args…]`) and, once it has exited, tells its parent (IPC) the CPU
// seconds that the command and every process under it used: this process's own children's time, from Linux's /proc.
import { readFileSync } from 'node:fs';
import { run } from './run.mjs';

/** User + system time of this process's finished children and their own, in seconds; null where /proc is missing. */
function childrenCpuSeconds() {
  try {
    // After the command name: cutime and cstime are fields 16 and 17, in clock ticks (100 per second).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const [command, ...args] = process.argv.slice(2);
const code = await run(command, args);
process.send?.({ cpuSeconds: childrenCpuSeconds() });
process.exitCode = code;
