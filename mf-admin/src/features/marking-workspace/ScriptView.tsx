// The script's images, one per page the question spans, with the marker's annotations drawn over them.
// Each image is a focusable area: arrow keys move a cursor, T/X/U/W place a tick, cross, underline or text
// at it, Delete removes the last annotation, + / - / 0 zoom; a click places the chosen tool where clicked.
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import { markingImageSrc } from './api';
import type { Annotation } from '@mockexam/contracts';
import { MARKING_MAX_ANNOTATIONS } from '@mockexam/contracts/text';
import { useSession } from '@mockexam/session';
import {
  CURSOR_START,
  moveCursor,
  place,
  toolOfKey,
  toView,
  type AnnotationTool,
  type Cursor,
  type PageView,
} from './annotations';

const TOOLS: AnnotationTool[] = ['tick', 'cross', 'underline', 'text'];
export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const FIT = ZOOMS.indexOf(1);

export interface ScriptViewProps {
  code: string;
  views: PageView[];
  annotations: Annotation[];
  onAnnotations(next: Annotation[]): void;
  /** Read aloud (the workspace's polite status). */
  onAnnounce(text: string): void;
}

function AnnotationMark({ view, a }: { view: PageView; a: Annotation }) {
  const { fx, fy } = toView(view, a.x, a.y);
  const style = { left: `${fx * 100}%`, top: `${fy * 100}%` };
  switch (a.kind) {
    case 'tick':
      return (
        <span className="marking-note marking-tick" style={style}>
          ✓
        </span>
      );
    case 'cross':
      return (
        <span className="marking-note marking-cross" style={style}>
          ✗
        </span>
      );
    case 'underline':
      return <span className="marking-underline" style={{ ...style, width: `${(a.w / view.w) * 100}%` }} />;
    case 'text':
      return (
        <span className="marking-note marking-text" style={style}>
          {a.text}
        </span>
      );
  }
}

export function ScriptView({ code, views, annotations, onAnnotations, onAnnounce }: ScriptViewProps) {
  const { t } = useTranslation('marking');
  const token = useSession((s) => s.token) ?? '';
  const [zoom, setZoom] = useState(FIT);
  const [tool, setTool] = useState<AnnotationTool>('tick');
  const [cursors, setCursors] = useState<Record<number, Cursor>>({});
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  /** Text waiting for its words: where it goes. */
  const [pendingText, setPendingText] = useState<{ view: PageView; at: Cursor } | null>(null);
  const [words, setWords] = useState('');

  const zoomBy = (step: number) => setZoom((z) => Math.min(ZOOMS.length - 1, Math.max(0, z + step)));
  const add = (a: Annotation) => {
    if (annotations.length >= MARKING_MAX_ANNOTATIONS) {
      onAnnounce(t('workspace.tooMany', { max: MARKING_MAX_ANNOTATIONS }));
      return;
    }
    onAnnotations([...annotations, a]);
    onAnnounce(t('workspace.placed', { tool: t(`workspace.tool.${a.kind}`) }));
  };
  const removeLast = () => {
    if (annotations.length === 0) return;
    onAnnotations(annotations.slice(0, -1));
    onAnnounce(t('workspace.removed'));
  };
  const use = (which: AnnotationTool, view: PageView, at: Cursor) => {
    if (which === 'text') {
      setPendingText({ view, at });
      setWords('');
      return;
    }
    add(place(which, view, at.fx, at.fy));
  };

  const onKey = (view: PageView) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const cursor = cursors[view.page] ?? CURSOR_START;
    const moved = moveCursor(cursor, event.key, event.shiftKey);
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (moved) {
      handled();
      setCursors((all) => ({ ...all, [view.page]: moved }));
      onAnnounce(t('workspace.cursorAt', { x: Math.round(moved.fx * 100), y: Math.round(moved.fy * 100) }));
      return;
    }
    const which = toolOfKey(event.key);
    if (which) {
      handled();
      use(which, view, cursor);
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      handled();
      removeLast();
    } else if (event.key === '+' || event.key === '=') {
      handled();
      zoomBy(1);
    } else if (event.key === '-') {
      handled();
      zoomBy(-1);
    } else if (event.key === '0') {
      handled();
      setZoom(FIT);
    }
  };

  const onClick = (view: PageView) => (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const at = { fx: (event.clientX - box.left) / box.width, fy: (event.clientY - box.top) / box.height };
    setCursors((all) => ({ ...all, [view.page]: at }));
    use(tool, view, at);
  };

  const placeText = () => {
    if (!pendingText || words.trim() === '') return;
    add(place('text', pendingText.view, pendingText.at.fx, pendingText.at.fy, words));
    setPendingText(null);
    setWords('');
  };

  return (
    <div className="marking-script">
      <div className="marking-toolbar">
        <Radio.Group
          aria-label={t('workspace.tools')}
          value={tool}
          onChange={(e) => setTool(e.target.value as AnnotationTool)}
          optionType="button"
          options={TOOLS.map((value) => ({ value, label: t(`workspace.tool.${value}`) }))}
        />
        <Button onClick={removeLast} disabled={annotations.length === 0}>
          {t('workspace.removeLast')}
        </Button>
        <span className="marking-zoom">
          <Button onClick={() => zoomBy(-1)} disabled={zoom === 0} aria-label={t('workspace.zoomOut')}>
            −
          </Button>
          <Button onClick={() => setZoom(FIT)}>{t('workspace.zoomFit')}</Button>
          <Button onClick={() => zoomBy(1)} disabled={zoom === ZOOMS.length - 1} aria-label={t('workspace.zoomIn')}>
            +
          </Button>
          <span>{t('workspace.zoomLevel', { percent: Math.round(ZOOMS[zoom]! * 100) })}</span>
        </span>
        <span className="marking-muted">{t('workspace.annotationCount', { count: annotations.length })}</span>
      </div>
      {pendingText && (
        <div className="marking-text-entry">
          <label htmlFor="marking-annotation-text">{t('workspace.textLabel')}</label>
          <Input
            id="marking-annotation-text"
            autoFocus
            maxLength={60}
            value={words}
            onChange={(e) => setWords(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                e.stopPropagation();
                placeText();
              } else if (e.key === 'Escape') {
                setPendingText(null);
              }
            }}
          />
          <Button onClick={placeText} disabled={words.trim() === ''}>
            {t('workspace.textPlace')}
          </Button>
          <Button onClick={() => setPendingText(null)}>{t('flag.cancel')}</Button>
        </div>
      )}
      <div className="marking-pages">
        {views.map((view) => {
          const cursor = cursors[view.page] ?? CURSOR_START;
          return (
            <div
              key={view.page}
              className="marking-page-area"
              tabIndex={0}
              role="group"
              aria-label={t('workspace.scriptArea', { code, page: view.page })}
              onKeyDown={onKey(view)}
              data-page={view.page}
            >
              <div className="marking-page-frame" style={{ width: `${ZOOMS[zoom]! * 100}%` }} onClick={onClick(view)}>
                {failed[view.page] ? (
                  <p role="alert">{t('workspace.imageFailed')}</p>
                ) : (
                  <img
                    src={markingImageSrc(view.image_url, token)}
                    alt={t('workspace.pageImage', { code, page: view.page })}
                    draggable={false}
                    onError={() => setFailed((all) => ({ ...all, [view.page]: true }))}
                  />
                )}
                <div className="marking-overlay" aria-hidden="true">
                  {annotations
                    .filter((a) => a.page === view.page)
                    .map((a, i) => (
                      <AnnotationMark key={i} view={view} a={a} />
                    ))}
                  <span
                    className="marking-cursor"
                    style={{ left: `${cursor.fx * 100}%`, top: `${cursor.fy * 100}%` }}
                  />
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
