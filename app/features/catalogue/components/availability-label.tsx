import { formatCalendarDate } from "~/lib/dates";
import type { Availability } from "../types";

export function AvailabilityLabel({
  availability,
  availableFrom,
}: {
  availability: Availability;
  availableFrom: string | null;
}) {
  if (availability === "preorder") {
    return (
      <span className="text-sm font-medium text-sky-800">
        Precomandă{availableFrom ? ` · disponibilă din ${formatCalendarDate(availableFrom)}` : ""}
      </span>
    );
  }
  if (availability === "out-of-stock") {
    return <span className="text-sm font-medium text-stone-600">Stoc epuizat</span>;
  }
  return <span className="text-sm font-medium text-green-800">În stoc</span>;
}
