import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { listenForChunkFailures } from "./lib/chunk-reload";

// Before hydration: a chunk can fail as soon as the page's code starts loading more of itself.
listenForChunkFailures();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
