// A process's resident memory and CPU time, from /proc (Linux), for the benchmarks' figures.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/** Resident set size in MB, or NaN when the process is gone. */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/)[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** User + system CPU seconds used so far. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start at field 3: utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** CPU use of `pids` between two calls, as a percentage of one core: `const done = cpuMeter(pids); …; done()`. */
export function cpuMeter(pids) {
  const start = performance.now();
  const before = pids.map(cpuSeconds);
  return () => {
    const seconds = (performance.now() - start) / 1000;
    return pids.map((pid, i) => (100 * (cpuSeconds(pid) - before[i])) / seconds);
  };
}

/** `pid` and its children (a postmaster and its backends), as running now. */
export function withChildren(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {}
  }
  return [pid, ...children];
}

/**
 * CPU seconds of a group of processes whose members come and go (PostgreSQL's backends) between two
 * calls: `const done = groupCpuMeter(() => withChildren(pid)); …; done()` answers the seconds used.
 * The group is read every second, so a process that ends meanwhile counts up to its last reading; one
 * started meanwhile counts from zero.
 */
export function groupCpuMeter(members) {
  const before = new Map(members().map((pid) => [pid, cpuSeconds(pid)]));
  const last = new Map(before);
  const read = () => {
    for (const pid of members()) {
      const used = cpuSeconds(pid);
      if (!Number.isNaN(used)) last.set(pid, used);
    }
  };
  const timer = setInterval(read, 1_000);
  return () => {
    clearInterval(timer);
    read();
    let sum = 0;
    for (const [pid, used] of last) sum += used - (before.get(pid) ?? 0);
    return sum;
  };
}
