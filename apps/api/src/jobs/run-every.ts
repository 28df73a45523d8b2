import type { FastifyInstance } from "fastify";

/**
 * Runs `task` now and then every `intervalMs` inside the server process (started by server.ts,
 * not by tests), never two runs of it at once in this process. A failure is logged and the next
 * run tries again. Returns a stop function; the timer never keeps the process alive on its own.
 */
export function runEvery(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): () => void {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = task()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
