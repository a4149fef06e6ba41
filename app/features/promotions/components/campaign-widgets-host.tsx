// What every page ships of the campaign widgets: a loader. Once the page has hydrated it fetches
// the widgets' code (the campaign queue, its visibility rules, the API calls), which then asks
// the server for the running campaigns; nothing of it is needed to read or use the page, so it
// stays out of the scripts every page preloads. A chunk that fails to load leaves the page
// without popups, as a failed campaign call does.
import { type ComponentType, useEffect, useState } from "react";
import { WidgetBoundary } from "./widget-boundary";

export function CampaignWidgetsHost() {
  const [Widgets, setWidgets] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    import("./campaign-widgets").then(
      (module) => current && setWidgets(() => module.CampaignWidgets),
      (error: unknown) => console.warn("campaign widgets failed to load", error),
    );
    return () => {
      current = false;
    };
  }, []);
  return Widgets ? (
    <WidgetBoundary>
      <Widgets />
    </WidgetBoundary>
  ) : null;
}
