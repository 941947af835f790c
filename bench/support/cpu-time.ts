// CPU time spent by processes, read from /proc (Linux): how many milliseconds of CPU a request
// costs the portal and the database during a load. On a shared two-core machine the throughput
// of one run moves by ±15 % with what else the host runs; the CPU a request costs moves far less,
// so it is the figure to compare two versions of the code by.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on every Linux we run). */
const TICKS_PER_SECOND = 100;

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0; // gone, or not Linux
  }
}

/** The pids of every running process whose command is `name` (e.g. the database's backends). */
function pidsNamed(name: string): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU milliseconds used so far by `pid` and by every process named `named` (summed). */
export function cpuMilliseconds(pid: number | undefined, named?: string): { own: number; named: number } {
  const toMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return {
    own: pid ? toMs(ticksOf(pid)) : 0,
    named: named ? toMs(pidsNamed(named).reduce((sum, p) => sum + ticksOf(p), 0)) : 0,
  };
}
