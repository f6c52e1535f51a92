// A process's resident memory and CPU time, from /proc (Linux), for the benchmarks' figures.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

/** Every process's CPU seconds so far, by pid, with a label (its command; Chromium's process type). */
function everyProcess() {
  const found = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Chromium rewrites its command line as one string, so the flags are found by pattern.
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const command = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      const type = /--type=(\S+)/.exec(cmdline)?.[1];
      const client = /--renderer-client-id=(\d+)/.exec(cmdline)?.[1];
      const script = /(\S+\.m?js)\b/.exec(cmdline)?.[1];
      const label = [command, type, client && `#${client}`, script && path.basename(script)]
        .filter(Boolean)
        .join(' ');
      found.set(entry, { label, cpu: cpuSeconds(entry) });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/**
 * Who used the machine's CPU between two calls, in ms by process label, most first:
 * `const done = machineCpu(); …; console.log(done())`. Ticks are 10 ms, so a short window is coarse.
 */
export function machineCpu() {
  const before = everyProcess();
  return () => {
    const byLabel = new Map();
    for (const [pid, { label, cpu }] of everyProcess()) {
      const used = (cpu - (before.get(pid)?.cpu ?? 0)) * 1000;
      if (used > 0) byLabel.set(label, (byLabel.get(label) ?? 0) + used);
    }
    return [...byLabel].sort((a, b) => b[1] - a[1]);
  };
}
