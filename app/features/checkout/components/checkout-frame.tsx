// The order layout around each step: title, the reservation banner and the steps.
import type { ReactNode } from "react";
import { ReservationBanner } from "./reservation-banner";
import { StepNav } from "./step-nav";

export function CheckoutFrame({
  step,
  reachable,
  reservedUntil,
  remaining,
  title,
  aside,
  account,
  children,
}: {
  step: 1 | 2 | 3;
  reachable: 1 | 2 | 3;
  reservedUntil: number;
  remaining: number;
  title: string;
  aside?: ReactNode;
  /** The order layout's login link, composed by the route (accounts live in their own feature). */
  account?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl">
      <ReservationBanner reservedUntil={reservedUntil} remainingAtRender={remaining} />
      {account ? <div className="-mt-4 mb-6 text-right">{account}</div> : null}
      <StepNav current={step} reachable={reachable} />
      <h1 className="mb-6 font-serif text-3xl font-bold">{title}</h1>
      {aside ? (
        <div className="grid gap-8 md:grid-cols-[1fr_320px]">
          <div>{children}</div>
          <aside
            aria-label="Sumarul comenzii"
            className="h-fit rounded border border-stone-200 bg-stone-50 p-4"
          >
            {aside}
          </aside>
        </div>
      ) : (
        children
      )}
    </div>
  );
}
