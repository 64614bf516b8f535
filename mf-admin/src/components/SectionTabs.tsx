// The back office's sections as a WAI-ARIA tablist holding only tabs (antd Tabs puts its overflow "more"
// button inside the tablist, which axe flags as aria-required-children). The tabs wrap on a narrow screen
// instead of overflowing; arrow keys, Home and End move between them and open the section (the caller keeps
// the chosen one in the URL).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<K extends string> {
  label: string;
  keys: readonly K[];
  active: K;
  titleOf: (key: K) => string;
  onChange: (key: K) => void;
  children: ReactNode;
}

export function SectionTabs<K extends string>({ label, keys, active, titleOf, onChange, children }: Props<K>) {
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = keys.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % keys.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + keys.length) % keys.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? keys.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(keys[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <div className="admin-sections">
      <div role="tablist" aria-label={label} className="admin-sections-list" onKeyDown={onKeyDown}>
        {keys.map((key, index) => (
          <button
            key={key}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={key === active}
            aria-controls={key === active ? panelId : undefined}
            tabIndex={key === active ? 0 : -1}
            className="admin-sections-tab"
            onClick={() => onChange(key)}
          >
            {titleOf(key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className="admin-sections-panel">
        {children}
      </div>
    </div>
  );
}
