import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { clientChunkFileNames, clientChunkGroups } from "./config/vite-chunks";
import { precompressDirectory } from "./server/precompress";

/**
 * The client build's text assets get .br and .gz siblings (server/precompressed-assets.ts). Run
 * after both builds: React Router writes the browser manifest during the server build.
 */
function precompressAssets(assetsDir: string): Plugin {
  return {
    name: "coperta:precompress-assets",
    apply: "build",
    async closeBundle() {
      const totals = await precompressDirectory(assetsDir);
      if (totals.files > 0) {
        this.info(
          `precompressed ${totals.files} assets: ${totals.bytes} B → br ${totals.br} B, gzip ${totals.gzip} B`,
        );
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    precompressAssets(path.resolve(import.meta.dirname, "build/client/assets")),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: clientChunkGroups(path.resolve(import.meta.dirname, "app")),
            chunkFileNames: clientChunkFileNames,
          },
        },
  },
}));
