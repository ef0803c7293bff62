import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const ZOOM_STEP = 0.75;
const DOUBLE_TAP_ZOOM = 2.5;
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 24;

const clamp = (value: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value));

interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Zoom of a picture inside a scrolling container, for flyer pages on a phone: two fingers pinch, a double tap
 * toggles, buttons step. The container's own scrolling pans (`touch-action: pan-x pan-y` leaves one-finger
 * panning to the browser and gives the two-finger gesture to us); the zoom keeps the point under the fingers
 * (or the centre) where it was.
 */
export function usePinchZoom(containerRef: RefObject<HTMLElement | null>) {
  const [zoom, setZoomState] = useState(MIN_ZOOM);
  const zoomRef = useRef(zoom);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ startDistance: number; startZoom: number } | null>(null);
  const lastTap = useRef<{ time: number; point: Point } | null>(null);
  const pendingScroll = useRef<{ focus: Point; ratio: number } | null>(null);

  const setZoom = useCallback(
    (next: number, focus?: Point) => {
      const container = containerRef.current;
      const target = clamp(next);
      const ratio = target / zoomRef.current;
      if (ratio === 1) return;
      const rect = container?.getBoundingClientRect();
      const point =
        focus ?? (rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : { x: 0, y: 0 });
      pendingScroll.current = rect
        ? { focus: { x: point.x - rect.left, y: point.y - rect.top }, ratio }
        : null;
      zoomRef.current = target;
      setZoomState(target);
    },
    [containerRef],
  );

  // After the picture has its new size: scroll so that the focus point stays under the fingers.
  useEffect(() => {
    const container = containerRef.current;
    const pending = pendingScroll.current;
    pendingScroll.current = null;
    if (!container || !pending) return;
    container.scrollLeft = (container.scrollLeft + pending.focus.x) * pending.ratio - pending.focus.x;
    container.scrollTop = (container.scrollTop + pending.focus.y) * pending.ratio - pending.focus.y;
  }, [zoom, containerRef]);

  const onPointerDown = useCallback((event: React.PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      pinch.current = { startDistance: Math.max(distance(a, b), 1), startZoom: zoomRef.current };
    }
  }, []);

  const onPointerMove = useCallback(
    (event: React.PointerEvent) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (!pinch.current || pointers.current.size !== 2) return;
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      setZoom((pinch.current.startZoom * distance(a, b)) / pinch.current.startDistance, centre);
    },
    [setZoom],
  );

  const onPointerUp = useCallback(
    (event: React.PointerEvent) => {
      const wasPinching = pinch.current !== null;
      pointers.current.delete(event.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
      if (wasPinching || event.type === 'pointercancel') return;
      const point = { x: event.clientX, y: event.clientY };
      const previous = lastTap.current;
      if (
        previous &&
        event.timeStamp - previous.time < DOUBLE_TAP_MS &&
        distance(previous.point, point) < TAP_SLOP_PX
      ) {
        lastTap.current = null;
        setZoom(zoomRef.current > MIN_ZOOM ? MIN_ZOOM : DOUBLE_TAP_ZOOM, point);
      } else {
        lastTap.current = { time: event.timeStamp, point };
      }
    },
    [setZoom],
  );

  return {
    zoom,
    zoomIn: () => setZoom(zoomRef.current + ZOOM_STEP),
    zoomOut: () => setZoom(zoomRef.current - ZOOM_STEP),
    reset: () => setZoom(MIN_ZOOM),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
