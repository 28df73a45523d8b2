import { defineConfig } from "vitest/config";

// The PostgreSQL lane: `npm run test:cluster`, run by .ci/run, not by `npm test`. The multi-process
// proof (decision 193) needs HAProxy and the PostgreSQL server on 127.0.0.1:5432 and takes ports
// 3180-3184; the pool's lost-connection test (pool-errors.cluster.test.ts) needs only the server.
export default defineConfig({
  test: {
    name: "cluster",
    root: import.meta.dirname,
    include: ["src/**/*.cluster.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 1_500_000,
  },
});
