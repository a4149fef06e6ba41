// The order layout's login link (spec section 2): a guest may log in and come back to the step;
// a logged-in shopper sees whose account the order goes to.
import { useHydrated } from "~/components/ui/use-hydrated";
import { useLogin } from "../login-state";

export function CheckoutLoginLink({ back }: { back: string }) {
  const hydrated = useHydrated();
  const login = useLogin();
  if (hydrated && login) {
    return <span className="text-sm">Comanda intră în contul tău ({login.email}).</span>;
  }
  return (
    <a
      href={`/login?inapoi=${encodeURIComponent(back)}`}
      className="text-sm font-semibold underline"
    >
      Ai cont? Intră în cont
    </a>
  );
}
