// What a test's work keeps alive in this process: the JS heap and the memory of its buffers,
// sampled after a full collection (vitest.config.ts gives the test workers `--expose-gc`). The
// process's RSS also counts garbage not yet collected — 60–120 MB of it while 240 MB stream
// through, depending on the machine's load — so it cannot tell a streamed body from a buffered
// one without flaking; what stays alive can.

const SAMPLE_MS = 100;

function collect(): void {
  const { gc } = globalThis as { gc?: () => void };
  if (gc === undefined) throw new Error('run the tests with --expose-gc (vitest.config.ts)');
  gc();
}

function live(): number {
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** What `run` answered, and the most its work kept alive at once, in bytes over the start. */
export interface Measured<T> {
  readonly value: T;
  readonly growth: number;
}

/** Runs `run`, sampling what stays alive every 100 ms. */
export async function liveGrowth<T>(run: () => Promise<T>): Promise<Measured<T>> {
  const start = live();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, live());
  }, SAMPLE_MS);
  try {
    const value = await run();
    return { value, growth: Math.max(peak, live()) - start };
  } finally {
    clearInterval(timer);
  }
}
