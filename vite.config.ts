import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { inlineScript } from "./scripts/vite-inline-script.ts";
import { precompress } from "./scripts/vite-precompress.ts";

export default defineConfig({
  plugins: [inlineScript(), tailwindcss(), reactRouter(), precompress()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    assetsInlineLimit: 0,
    // No report of the time each plugin took at the end of every build (Rolldown prints one when
    // plugins take a share of the build, issue 25): `npm start` shows what a newcomer needs.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    // The browser's build only: the server's stays one file (build/server/index.js, bundled again
    // into build/bin/, ADR 032).
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A back-office screen asked for ~90 scripts, most of them a few hundred bytes (an
            // icon, a small module): on a phone's connection each costs a round trip and its
            // headers (issue 25). React and its router in one file, the UI kit (ours and the
            // libraries under it) in another, every icon drawn by two screens or more in a third
            // (~10 KB); an icon of one screen only is inside that screen's own file. The icons
            // of six screens or more apart, the others one file each, the dashboard asked for 48
            // files; now 25, and 2.6 KB less (ADR 035). Screens and their forms' schemas stay
            // apart, each loaded by the screens that use it. sonner is not in the kit: the toaster
            // fetches it when a toast is first wanted (components/ui/toaster.tsx).
            codeSplitting: {
              groups: [
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 20, minShareCount: 2 },
                {
                  name: "framework",
                  test: /node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 30,
                },
                {
                  name: "kit",
                  test: /app[\\/](?:components[\\/]ui[\\/](?!dropdown-menu)|features[\\/]admin-kit[\\/])|node_modules[\\/](?:@radix-ui[\\/](?!react-(?:dropdown-menu|menu|popper|arrow|tooltip)[\\/])|radix-ui|tailwind-merge|clsx|class-variance-authority|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/,
                  priority: 16,
                },
                // The site switcher's menu (Radix's menu and its positioning library) apart from the
                // kit, taken after it so that what they share with the dialogs stays in the kit: only
                // an admin or an owner of several sites has a switcher, which loads it
                // (admin-shell.tsx); the tooltips are the kit's own (components/ui/tooltip.tsx). Every screen of
                // an owner of one site starts ~12 KB of compressed script lighter.
                {
                  name: "menu",
                  test: /app[\\/]components[\\/]ui[\\/]dropdown-menu|node_modules[\\/](?:@radix-ui[\\/]react-(?:dropdown-menu|menu|popper|arrow|tooltip)|@floating-ui)[\\/]/,
                  priority: 15,
                },
              ],
            },
          },
        },
      },
    },
  },
});
