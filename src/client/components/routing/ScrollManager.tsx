import { useEffect } from "react";
import { useLocation } from "wouter";
import { scrollToId } from "@/lib/scroll";

/** On every route change: scroll to the URL's #anchor when there is one, else to the top. */
export function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) return scrollToId(id);
    window.scrollTo({ top: 0 });
  }, [location]);
  return null;
}
