// The product page's packs and "bought together" books. The page is cached publicly, so the
// server renders everyone's list (the NL variant); a logged-in shopper's browser then asks for
// theirs (the L variant: without the books they ordered, their favourites' kin first), an answer
// that is private and never stored, and swaps it in. The packs are the same for everyone.
import { useEffect, useState } from "react";
import { authHeaders, useLogin } from "~/features/account/login-state";
import { BoughtTogether } from "~/features/recommendations/components/bought-together";
import { ProductPacks } from "~/features/recommendations/components/product-packs";
import { type ShownProduct, shownProductsSchema } from "~/features/recommendations/shown-product";

export function ProductRecommendations({
  productId,
  packs,
  boughtTogether,
}: {
  productId: number;
  packs: ShownProduct[];
  boughtTogether: ShownProduct[];
}) {
  const personal = usePersonalList(productId);
  return (
    <>
      <ProductPacks packs={packs} />
      <BoughtTogether books={personal ?? boughtTogether} />
    </>
  );
}

/** The logged-in list, or null (anonymous, loading, or the call failed: everyone's list stays). */
function usePersonalList(productId: number): ShownProduct[] | null {
  const token = useLogin()?.token ?? null;
  const [list, setList] = useState<{ productId: number; books: ShownProduct[] } | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetch(`/api/product/frequentlyBoughtSingleProductsL/${productId}`, {
      headers: authHeaders(),
      cache: "no-store",
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = shownProductsSchema.safeParse(body);
        if (parsed.success) setList({ productId, books: parsed.data });
      })
      // A bonus: without it the shopper still sees everyone's list.
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, productId]);
  return token && list?.productId === productId ? list.books : null;
}
