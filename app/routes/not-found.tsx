// Unknown addresses (and /404 itself) answer 404 through the root error page.
export function loader() {
  throw new Response("Pagina nu a fost gasita", { status: 404 });
}

export default function NotFound() {
  return null;
}
