import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

interface Props {
  items: TabItem[];
  /** Names the list of tabs for screen readers. */
  label: string;
  className?: string;
}

/**
 * Tabs as the ARIA pattern has them: one tab in the Tab order, arrow keys (and Home, End) move between
 * tabs and show each. A panel is rendered from its first showing on and then kept, hidden, so what the
 * reader did in it (the page they were on) is still there when they come back.
 */
export function Tabs({ items, label, className }: Props) {
  const id = useId();
  const [active, setActive] = useState(items[0]?.key);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(active ? [active] : []));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.some((item) => item.key === active) ? active : items[0]?.key;

  const show = (index: number) => {
    const item = items[index];
    if (!item) return;
    setActive(item.key);
    setShown((keys) => new Set(keys).add(item.key));
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="tab-list">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === current}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === current ? 0 : -1}
            className="tab"
            onClick={() => show(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) =>
        item.key === current || shown.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== current}
            className="tab-panel"
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
