import type { Tier } from "../rules";

/** The programme's tiers with their benefits; the customer's own tier marked. */
export function TierList({ tiers, current }: { tiers: Tier[]; current?: string }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {tiers.map((tier) => (
        <li
          key={tier.name}
          aria-current={tier.name === current ? "true" : undefined}
          className={`rounded border p-4 ${tier.name === current ? "border-brand-700 bg-brand-50" : "border-stone-200"}`}
        >
          <h2 className="font-bold">{tier.name}</h2>
          <p className="text-sm text-stone-700">
            {tier.minPoints === 0
              ? "De la primul punct"
              : `De la ${tier.minPoints} de puncte pe an`}
          </p>
          <ul className="mt-2 ml-4 list-disc text-sm">
            {tier.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
