import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";

export type SignaturePadHandle = { clear: () => void; toPng: () => Promise<Blob | null> };

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A drawing surface for a signature: pointer events cover mouse, pen and touch (touch-action none keeps the page
 * from scrolling while signing). Ink is dark blue on a transparent background, exported as PNG at 600×200.
 * People who cannot draw use the Upload or Type tabs instead; the label says so.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { onInkChange: (hasInk: boolean) => void; label: string }>(
  function SignaturePad({ onInkChange, label }, ref) {
    const canvas = useRef<HTMLCanvasElement>(null);
    const last = useRef<{ x: number; y: number } | null>(null);
    const inked = useRef(false);

    useEffect(() => {
      const context = canvas.current?.getContext("2d");
      if (!context) return;
      context.lineWidth = 3;
      context.lineCap = "round";
      context.lineJoin = "round";
      context.strokeStyle = "#0d1a59";
    }, []);

    useImperativeHandle(ref, () => ({
      clear: () => {
        canvas.current?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
        inked.current = false;
        onInkChange(false);
      },
      toPng: () =>
        new Promise((resolve) => (canvas.current ? canvas.current.toBlob(resolve, "image/png") : resolve(null))),
    }));

    const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
      const rect = event.currentTarget.getBoundingClientRect();
      return {
        x: ((event.clientX - rect.left) / rect.width) * WIDTH,
        y: ((event.clientY - rect.top) / rect.height) * HEIGHT,
      };
    };

    const stroke = (to: { x: number; y: number }) => {
      const context = canvas.current?.getContext("2d");
      if (!context || !last.current) return;
      context.beginPath();
      context.moveTo(last.current.x, last.current.y);
      context.lineTo(to.x, to.y);
      context.stroke();
      last.current = to;
      if (!inked.current) {
        inked.current = true;
        onInkChange(true);
      }
    };

    return (
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        data-testid="signature-pad"
        className="aspect-[3/1] w-full max-w-xl cursor-crosshair touch-none rounded-md border bg-white"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
          // A tap leaves a dot.
          stroke({ x: last.current.x + 0.1, y: last.current.y + 0.1 });
        }}
        onPointerMove={(event) => last.current && stroke(point(event))}
        onPointerUp={() => (last.current = null)}
        onPointerCancel={() => (last.current = null)}
      />
    );
  },
);
