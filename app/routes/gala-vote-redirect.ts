// /vote: the gala's other link (spec section 2) leads to /voteaza for good.
import { redirect } from "react-router";
import type { Route } from "./+types/gala-vote-redirect";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/voteaza${new URL(request.url).search}`, 301);
}
