// Unknown addresses (and /404 itself) answer 404 through the root error page.
import { notFound } from "~/lib/http";

export function loader() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
