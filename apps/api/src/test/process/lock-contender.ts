import fs from "node:fs";
import path from "node:path";
import { lockDataDir } from "../../db/data-dir-lock.ts";

/**
 * One of two processes racing to take over a stale data-directory lock (data-dir-lock.engines.test.ts).
 * Both stop once they have seen the dead owner and go on together, which makes the race certain.
 * Prints "won" or "lost: <message>", then holds the lock for a while.
 */
const [dataDir, barrierDir] = process.argv.slice(2) as [string, string];

function waitForBoth(): void {
  fs.writeFileSync(path.join(barrierDir, String(process.pid)), "");
  const deadline = Date.now() + 10_000;
  while (fs.readdirSync(barrierDir).length < 2 && Date.now() < deadline) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
  }
}

let arrived = false;
try {
  lockDataDir(dataDir, {
    onStaleLock: () => {
      if (arrived) return;
      arrived = true;
      waitForBoth();
    },
  });
  console.log("won");
} catch (error) {
  console.log(`lost: ${(error as Error).message}`);
}
setTimeout(() => process.exit(0), 3_000);
