// Minimal fake timers (no sinon in the tree): replaces setTimeout/setInterval/Date.now until
// `uninstall()`, and runs due callbacks in time order on `tick(ms)`.
type Task = { id: number; at: number; every?: number; fn: () => void };

export function installFakeClock() {
  const real = { setTimeout, clearTimeout, setInterval, clearInterval, now: Date.now };
  let now = 1_000_000;
  let nextId = 1;
  const tasks = new Map<number, Task>();
  const g = globalThis as unknown as Record<string, unknown>;
  g.setTimeout = (fn: () => void, ms = 0) => {
    const id = nextId++;
    tasks.set(id, { id, at: now + ms, fn });
    return id;
  };
  g.setInterval = (fn: () => void, ms = 0) => {
    const id = nextId++;
    tasks.set(id, { id, at: now + ms, every: ms, fn });
    return id;
  };
  g.clearTimeout = g.clearInterval = (id: number) => {
    tasks.delete(id);
  };
  Date.now = () => now;
  return {
    tick(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...tasks.values()].filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        now = due.at;
        if (due.every) due.at += due.every;
        else tasks.delete(due.id);
        due.fn();
      }
      now = end;
    },
    pending: () => tasks.size,
    uninstall() {
      Object.assign(g, {
        setTimeout: real.setTimeout,
        clearTimeout: real.clearTimeout,
        setInterval: real.setInterval,
        clearInterval: real.clearInterval,
      });
      Date.now = real.now;
    },
  };
}
