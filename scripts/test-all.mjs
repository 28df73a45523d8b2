#!/usr/bin/env node
// `npm test`: every check, using every core. Two lanes at once (decision 250): lane 1 is the lint,
// the type check, the web build, the budget and then the end-to-end journeys, which need the build;
// lane 2 is Vitest, one worker per core. The unit lane leaves a core idle for minutes (files that
// wait on a child server, a lock or a clock, and the last long file of each worker): the journeys
// fill it instead of waiting for the whole unit lane to end. Each line of output names its step;
// the summary lists every step's result.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

// `--fast` (`npm run test:fast`): lint, types and unit tests only, for the loop while working; the
// build, the budget and the end-to-end journeys stay in the gate (decision 201).
const fast = process.argv.includes("--fast");
const lanes = [
  [
    ["lint", "npm run lint"],
    ["typecheck", "npm run typecheck"],
    ...(fast
      ? []
      : [
          ["build", "npm run build"],
          // Its own build with a manifest, beside the unit tests: /market's first-render budget (decision 100).
          ["budget", "npm run test:budget"],
          ["e2e", "npx playwright test -c apps/web/playwright.config.ts"],
        ]),
  ],
  [["unit", `npx vitest run --maxWorkers=${availableParallelism()}`]],
];

const results = [];

function run([name, command]) {
  const started = Date.now();
  console.log(`[${name}] $ ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) console.log(`[${name}] ${line}`);
      });
      stream.on("end", () => pending && console.log(`[${name}] ${pending}`));
    }
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      results.push({ name, ok, seconds });
      console.log(`[${name}] ${ok ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve(ok);
    });
  });
}

async function runLane(steps) {
  for (const step of steps) {
    if (!(await run(step))) {
      for (const [name] of steps.slice(steps.indexOf(step) + 1)) results.push({ name, ok: null });
      return false;
    }
  }
  return true;
}

const started = Date.now();
await Promise.all(lanes.map(runLane));

console.log(`\n== npm ${fast ? "run test:fast" : "test"}: ${Math.round((Date.now() - started) / 1000)} s`);
for (const { name, ok, seconds } of results) {
  console.log(
    `  ${ok === null ? "skipped" : ok ? "passed " : "FAILED "}  ${name}${ok === null ? "" : ` (${seconds} s)`}`,
  );
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
