import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { listenForChunkFailures } from "./lib/chunk-reload";

// Before hydration: a chunk can fail as soon as the page's code starts loading more of itself.
listenForChunkFailures();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: let the browser paint it before hydrating, which is the longest
// task a page runs. A hidden tab paints nothing, so it hydrates at once.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
