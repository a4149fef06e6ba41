// Spec section 4: the online or offline status is tracked. A notice says when the connection
// is lost, and briefly that it is back. The live region is in the page from hydration on, so
// screen readers announce the change when its text appears.
import { useEffect, useState } from "react";

/** How long "back online" stays before the notice clears itself. */
export const BACK_ONLINE_NOTICE_MS = 5_000;

type Connection = "online" | "offline" | "back-online";

export function ConnectionNotice() {
  const [connection, setConnection] = useState<Connection>("online");

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setConnection("offline");
    };
    const online = () => {
      clearTimeout(timer);
      setConnection("back-online");
      timer = setTimeout(() => setConnection("online"), BACK_ONLINE_NOTICE_MS);
    };
    if (!navigator.onLine) offline();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-4"
    >
      {connection === "offline" ? (
        <p className="pointer-events-auto rounded bg-stone-900 px-4 py-2 text-sm text-white shadow-lg">
          Nu ești conectat la internet. Paginile deschise rămân aici; coșul, căutarea și comenzile
          merg din nou când revine conexiunea.
        </p>
      ) : connection === "back-online" ? (
        <p className="pointer-events-auto rounded bg-green-800 px-4 py-2 text-sm text-white shadow-lg">
          Ești din nou conectat la internet.
        </p>
      ) : null}
    </div>
  );
}
