import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** What the tip says; also the trigger's accessible name. */
  text: string;
  /** The trigger's look (an icon). */
  children: ReactNode;
  className?: string;
}

interface Place {
  top: number;
  left: number;
  below: boolean;
}

/**
 * A tooltip on a focusable mark (an error icon): it shows on hover and on keyboard focus, stays while the
 * pointer moves onto it, and Escape hides it (WCAG 1.4.13). The mark is an image named by the text and
 * described by the tooltip (`aria-describedby`). The tip is placed `fixed` next to the mark, so a scrolling
 * table region does not clip it.
 */
export function Tip({ text, children, className }: Props) {
  const id = useId();
  const trigger = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const show = () => {
    const box = trigger.current?.getBoundingClientRect();
    if (!box) return;
    // Above the mark, or below it when too near the top of the window; centred on it at first.
    const below = box.top < 64;
    setPlace({ top: below ? box.bottom + 6 : box.top - 6, left: box.left + box.width / 2, below });
  };
  // While shown, it follows the mark when the page or a table region scrolls, or the window resizes.
  const open = place !== null;
  useEffect(() => {
    if (!open) return;
    window.addEventListener('scroll', show, true);
    window.addEventListener('resize', show);
    return () => {
      window.removeEventListener('scroll', show, true);
      window.removeEventListener('resize', show);
    };
    // `show` reads only the ref, so the listeners added on opening stay right.
  }, [open]);
  // Once drawn, the tip is moved sideways to stay 8 px inside the window (a mark near a phone's edge).
  useLayoutEffect(() => {
    const element = tip.current;
    if (!place || !element) return;
    const width = element.getBoundingClientRect().width;
    const max = window.innerWidth - 8 - width / 2;
    const left = Math.max(8 + width / 2, Math.min(place.left, max));
    if (Math.abs(left - place.left) > 0.5) setPlace({ ...place, left });
  }, [place]);
  const hide = () => setPlace(null);
  return (
    <span
      className={['tip', className].filter(Boolean).join(' ')}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && place) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      <span ref={trigger} className="tip-trigger" role="img" aria-label={text} aria-describedby={id} tabIndex={0}>
        {children}
      </span>
      <span
        ref={tip}
        id={id}
        role="tooltip"
        className={`tip-text${place?.below ? ' tip-below' : ''}`}
        hidden={!place}
        style={place ? { top: place.top, left: place.left } : undefined}
      >
        {text}
      </span>
    </span>
  );
}
