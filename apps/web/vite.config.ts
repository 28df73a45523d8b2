import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 3101,
    strictPort: true,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: "es2022",
    // Hashed chunks get long cache headers from the API server; a warning keeps the entry honest.
    chunkSizeWarningLimit: 250,
    // Read by the API to announce a page's lazy chunks in its HTML (decision 182) and by the page budget.
    manifest: true,
  },
});
