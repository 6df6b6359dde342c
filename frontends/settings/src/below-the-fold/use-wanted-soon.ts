import { type RefObject, useEffect, useState } from 'react';

/**
 * What a person does as they go on from what a screen first shows: scrolling (wheel, touch, keys) or
 * starting to work on it (a tap or click, focus moving).
 */
const GOING_ON = ['wheel', 'touchmove', 'keydown', 'pointerdown', 'focusin'] as const;

/**
 * Whether the content that `placeholder` stands for is wanted yet: once it is in view, or as soon as the
 * person goes on from what the screen first showed (GOING_ON), so that it has loaded by the time they
 * scroll to it and Tab never reaches a placeholder. Stays true once true. Where the browser cannot tell
 * what is in view (no IntersectionObserver), everything is wanted at once.
 */
export function useWantedSoon(placeholder: RefObject<Element | null>): boolean {
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = placeholder.current;
    if (wanted || !target) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want());
    observer.observe(target);
    // Captured at the window: a scroll, a key or focus anywhere on the page counts, and no handler can hide it.
    for (const type of GOING_ON) window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of GOING_ON) window.removeEventListener(type, want, { capture: true });
    };
  }, [placeholder, wanted]);

  return wanted;
}
