import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { inlineScript } from "./scripts/vite-inline-script.ts";

export default defineConfig({
  plugins: [inlineScript(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    assetsInlineLimit: 0,
    // No report of the time each plugin took at the end of every build (Rolldown prints one when
    // plugins take a share of the build, issue 25): `npm start` shows what a newcomer needs.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
