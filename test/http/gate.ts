// A gate between a test and its worker threads, in shared memory: the workers count themselves in
// and wait behind it; the test waits for them to arrive and opens it. Tests that decide when work
// ends see the same thing on any machine, however fast or loaded.
interface WaitAsync {
  (array: Int32Array, index: number, value: number): { value: Promise<string> | string };
}
// Node has Atomics.waitAsync (since 16); the TypeScript library of this target does not declare it.
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

const OPEN = 0;
const ARRIVED = 1;

export interface Gate {
  /** The shared memory, to pass to the workers (workerData). */
  shared: Int32Array;
  /** Resolves once `count` workers' tasks have arrived at the gate. */
  arrived(count: number): Promise<void>;
  open(): void;
}

export function gate(): Gate {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  return {
    shared,
    async arrived(count) {
      for (let now = Atomics.load(shared, ARRIVED); now < count; now = Atomics.load(shared, ARRIVED)) await waitAsync(shared, ARRIVED, now).value;
    },
    open() {
      Atomics.store(shared, OPEN, 1);
      Atomics.notify(shared, OPEN);
    },
  };
}

/** In a worker: counts this task in, then waits until the gate opens, holding the thread (`hold`) or not. */
export async function passGate(shared: Int32Array, hold: boolean): Promise<void> {
  Atomics.add(shared, ARRIVED, 1);
  Atomics.notify(shared, ARRIVED);
  if (hold) Atomics.wait(shared, OPEN, 0);
  else await waitAsync(shared, OPEN, 0).value;
}
