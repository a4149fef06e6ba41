// A notification received by a route (the notify endpoint, or the sandbox's page in process): one
// place for what every route does with it, so a provider's route cannot forget the e-mail or the
// operator's warning.
import type { AppLoadContext } from "react-router";
import { afterOrderPaid } from "../orders/order-emails.server";
import { handleNotification, type NotificationResult } from "./payments.server";
import type { IncomingNotification, PaymentProvider } from "./provider";

export async function receiveNotification(
  context: Pick<AppLoadContext, "db" | "store" | "logger">,
  provider: PaymentProvider,
  notification: IncomingNotification,
  now: Date,
): Promise<NotificationResult> {
  const result = await handleNotification(context.db, provider, notification, {
    now,
    onPaid: (tx, orderId) => afterOrderPaid(tx, context.store, orderId, now),
  });
  if (!result.ok) {
    context.logger.info(
      { provider: provider.name, reason: result.reason },
      "payment notification refused",
    );
  } else if (result.attention) {
    context.logger.warn(
      {
        provider: provider.name,
        orderId: result.orderId,
        paymentId: result.paymentId,
        attention: result.attention,
      },
      "card payment needs an operator: money to refund",
    );
  }
  return result;
}
