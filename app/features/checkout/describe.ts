// Addresses as lines of text, the same on the review step, the confirmation page and e-mails.
import { countyName } from "./counties";
import { countryName } from "./countries";
import type { Delivery, Invoice } from "./details";

export interface PickupPointText {
  name: string;
  address: string;
  locality: string;
  courier: string;
}

export function deliveryLines(delivery: Delivery, pickupPoint: PickupPointText | null): string[] {
  switch (delivery.kind) {
    case "address":
      return [
        delivery.street,
        [
          delivery.sector ? `${delivery.locality}, sectorul ${delivery.sector}` : delivery.locality,
          delivery.county === "B" ? null : `jud. ${countyName(delivery.county)}`,
          delivery.postalCode,
        ]
          .filter(Boolean)
          .join(", "),
      ];
    case "pickup":
      return pickupPoint
        ? [
            `Punct de ridicare: ${pickupPoint.name} (${pickupPoint.courier})`,
            `${pickupPoint.address}, ${pickupPoint.locality}, jud. ${countyName(delivery.county)}`,
          ]
        : [`Punct de ridicare nr. ${delivery.pickupPointId}, jud. ${countyName(delivery.county)}`];
    case "international":
      return [
        delivery.street,
        [delivery.locality, delivery.region, delivery.postalCode].filter(Boolean).join(", "),
        countryName(delivery.country),
      ];
  }
}

export function invoiceLines(invoice: Invoice, personName: string): string[] {
  if (invoice.kind === "person") return [`Persoană fizică: ${personName}`];
  return [
    invoice.companyName,
    [`CUI ${invoice.vatPayer ? "RO" : ""}${invoice.cui}`, invoice.tradeRegister]
      .filter(Boolean)
      .join(", "),
    `${invoice.address.street}, ${invoice.address.locality}, jud. ${countyName(invoice.address.county)}`,
  ];
}
