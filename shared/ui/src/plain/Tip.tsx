import { useId, useRef, useState, type ReactNode } from 'react';

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
  const [place, setPlace] = useState<Place | null>(null);
  const show = () => {
    const box = trigger.current?.getBoundingClientRect();
    if (!box) return;
    // Above the mark, or below it when too near the top of the window; kept inside the window's width.
    const below = box.top < 64;
    const left = Math.min(Math.max(8, box.left + box.width / 2), Math.max(8, window.innerWidth - 8));
    setPlace({ top: below ? box.bottom + 6 : box.top - 6, left, below });
  };
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
