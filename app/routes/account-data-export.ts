// GET /account/personal/export: "Descarcă datele mele", the customer's data as a JSON file.
import { requireCustomer } from "~/features/account/account-request.server";
import { EXPORT_FILENAME, exportCustomerData } from "~/features/account/data-export.server";
import { NO_STORE, notFound } from "~/lib/http";
import type { Route } from "./+types/account-data-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const exported = await exportCustomerData(context.db, customer.customerId);
  if (!exported) throw notFound();
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${EXPORT_FILENAME}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
