import { CartPage } from "~/features/cart/components/cart-page";
import { readSetting } from "~/features/settings/settings.server";
import type { Route } from "./+types/cart";

export async function loader({ context }: Route.LoaderArgs) {
  const freeShipping = await readSetting(context.db, "shop.freeShipping");
  return { freeShipping };
}

export function meta() {
  return [{ title: "Coșul meu" }, { name: "robots", content: "noindex" }];
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mb-4 font-serif text-3xl font-bold">Coșul meu</h1>
      <CartPage freeShipping={loaderData.freeShipping} />
    </>
  );
}
