import { useEffect } from "react";

/** Keeps the page behind from scrolling while `locked` (a dropdown covering a phone screen). */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const before = body.style.overflow;
    body.style.overflow = "hidden";
    return () => {
      body.style.overflow = before;
    };
  }, [locked]);
}
