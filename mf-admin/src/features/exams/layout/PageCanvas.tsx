// One page of the answer book with the regions drawn on it: the sample page image (or a plain A4 outline)
// under an SVG overlay. Dragging on the page draws a region for the chosen question; dragging a region
// moves it, dragging its corner handle resizes it. The same changes are reachable from the keyboard in
// the region list beside it.
import { useRef, useState, type PointerEvent } from 'react';
import type { LayoutRegion } from '@mockexam/contracts';
import { moveRegion, regionBetween, resizeRegion, toFraction, type Point } from './regionMath';

/** A4's height over its width. */
const A4_RATIO = 297 / 210;
/** The drawn page's width in CSS pixels (the SVG scales with its box). */
const WIDTH = 520;

export interface PageRegion {
  questionId: number;
  label: string;
  index: number;
  region: LayoutRegion;
}

export interface RegionRef {
  questionId: number;
  index: number;
}

type Drag =
  | { kind: 'draw'; from: Point; to: Point }
  | { kind: 'move' | 'resize'; ref: RegionRef; from: Point; start: LayoutRegion; now: LayoutRegion };

export function PageCanvas(props: {
  page: number;
  imageSrc: string | null;
  regions: PageRegion[];
  selected: RegionRef | null;
  /** The question a drawn region is for; null: drawing is off. */
  drawingFor: number | null;
  label: string;
  onSelect(ref: RegionRef | null): void;
  onDrawn(region: LayoutRegion): void;
  onChanged(ref: RegionRef, region: LayoutRegion): void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const height = WIDTH * A4_RATIO;

  const pointAt = (event: PointerEvent) =>
    toFraction(event.clientX, event.clientY, svg.current!.getBoundingClientRect());

  const startDraw = (event: PointerEvent<SVGSVGElement>) => {
    if (props.drawingFor === null || event.button !== 0) return;
    svg.current!.setPointerCapture(event.pointerId);
    const at = pointAt(event);
    props.onSelect(null);
    setDrag({ kind: 'draw', from: at, to: at });
  };
  const startOn = (kind: 'move' | 'resize', item: PageRegion) => (event: PointerEvent<SVGElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    svg.current!.setPointerCapture(event.pointerId);
    const ref = { questionId: item.questionId, index: item.index };
    props.onSelect(ref);
    setDrag({ kind, ref, from: pointAt(event), start: item.region, now: item.region });
  };
  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const at = pointAt(event);
    if (drag.kind === 'draw') return setDrag({ ...drag, to: at });
    const dx = at.x - drag.from.x;
    const dy = at.y - drag.from.y;
    setDrag({ ...drag, now: drag.kind === 'move' ? moveRegion(drag.start, dx, dy) : resizeRegion(drag.start, dx, dy) });
  };
  const onUp = () => {
    if (!drag) return;
    if (drag.kind === 'draw') {
      const region = regionBetween(props.page, drag.from, drag.to);
      if (region) props.onDrawn(region);
    } else if (drag.now !== drag.start) {
      props.onChanged(drag.ref, drag.now);
    }
    setDrag(null);
  };

  const shown = (item: PageRegion) =>
    drag && drag.kind !== 'draw' && drag.ref.questionId === item.questionId && drag.ref.index === item.index
      ? drag.now
      : item.region;
  const drawing = drag?.kind === 'draw' ? regionBetween(props.page, drag.from, drag.to) : null;
  const isSelected = (item: PageRegion) =>
    props.selected?.questionId === item.questionId && props.selected.index === item.index;

  return (
    <svg
      ref={svg}
      className="layout-page"
      role="img"
      aria-label={props.label}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      style={{
        maxWidth: '100%',
        height: 'auto',
        touchAction: 'none',
        cursor: props.drawingFor === null ? 'default' : 'crosshair',
      }}
      onPointerDown={startDraw}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={() => setDrag(null)}
    >
      <rect x={0} y={0} width={WIDTH} height={height} fill="#fff" />
      {props.imageSrc && (
        <image href={props.imageSrc} x={0} y={0} width={WIDTH} height={height} preserveAspectRatio="none" />
      )}
      {/* The page's edge, over the sample image. */}
      <rect x={0.5} y={0.5} width={WIDTH - 1} height={height - 1} fill="none" stroke="#8c8c8c" pointerEvents="none" />
      {props.regions.map((item) => {
        const region = shown(item);
        const selected = isSelected(item);
        const x = region.x * WIDTH;
        const y = region.y * height;
        const w = region.w * WIDTH;
        const h = region.h * height;
        return (
          <g key={`${item.questionId}-${item.index}`}>
            <rect
              x={x}
              y={y}
              width={w}
              height={h}
              fill={selected ? 'rgba(22,119,255,0.18)' : 'rgba(250,173,20,0.15)'}
              stroke={selected ? '#1677ff' : '#d48806'}
              strokeWidth={selected ? 2 : 1}
              style={{ cursor: 'move' }}
              onPointerDown={startOn('move', item)}
            />
            <text x={x + 4} y={y + 14} fontSize={12} fill="#262626" pointerEvents="none">
              {item.label}
            </text>
            {selected && (
              <rect
                x={x + w - 7}
                y={y + h - 7}
                width={14}
                height={14}
                fill="#1677ff"
                style={{ cursor: 'nwse-resize' }}
                onPointerDown={startOn('resize', item)}
              />
            )}
          </g>
        );
      })}
      {drawing && (
        <rect
          x={drawing.x * WIDTH}
          y={drawing.y * height}
          width={drawing.w * WIDTH}
          height={drawing.h * height}
          fill="rgba(22,119,255,0.1)"
          stroke="#1677ff"
          strokeDasharray="4 3"
        />
      )}
    </svg>
  );
}
