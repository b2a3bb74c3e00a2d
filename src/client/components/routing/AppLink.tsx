import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { Link, useLocation } from "wouter";
import { scrollToId, splitHashHref } from "@/lib/scroll";

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A client-side link that also understands in-page anchors such as "/#pricing": on the same page it
 * smooth-scrolls to the section, elsewhere it navigates there and the ScrollManager scrolls once the
 * section has rendered.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(({ href, onClick, ...props }, ref) => {
  const [location] = useLocation();
  const { path, id } = splitHashHref(href);

  if (!id) return <Link ref={ref} href={href} onClick={onClick} {...props} />;
  const anchor = id;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (location !== path) return; // Let <Link> navigate; the ScrollManager scrolls after render.
    event.preventDefault();
    // The browser's own path, not the router's: under /tr the router's "/" is "/tr/", and a URL without its
    // language prefix would leave the Turkish router with nothing to render.
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}#${anchor}`,
    );
    scrollToId(anchor);
  }

  return <Link ref={ref} href={href} onClick={handleClick} {...props} />;
});
AppLink.displayName = "AppLink";
