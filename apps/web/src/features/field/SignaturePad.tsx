import { Button, Group, Input, Text } from "@mantine/core";
import { useEffect, useRef } from "react";

interface Props {
  /** Called with the drawing as PNG base64 (no data: prefix) after each stroke, null when cleared. */
  onChange: (png: string | null) => void;
  height?: number;
}

/**
 * A finger / mouse / pen signature pad (issue 31): a canvas with pointer events and a Clear button. The
 * keyboard alternative is the printed name alone (the check-out form says so); the canvas is not a Tab stop.
 */
export const SignaturePad = ({ onChange, height = 140 }: Props) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    // Draw at the device's pixel density so the PNG is sharp but small.
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    c.width = c.clientWidth * ratio;
    c.height = height * ratio;
    const g = c.getContext("2d");
    if (!g) return;
    g.scale(ratio, ratio);
    g.lineWidth = 2;
    g.lineCap = "round";
    g.strokeStyle = "#000";
  }, [height]);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const start = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const g = e.currentTarget.getContext("2d");
    if (!g) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const p = point(e);
    g.beginPath();
    g.moveTo(p.x, p.y);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const g = e.currentTarget.getContext("2d");
    if (!g) return;
    const p = point(e);
    g.lineTo(p.x, p.y);
    g.stroke();
    drawn.current = true;
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current && canvas.current)
      onChange(canvas.current.toDataURL("image/png").replace(/^data:image\/png;base64,/, ""));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
    drawn.current = false;
    onChange(null);
  };

  return (
    <Input.Wrapper
      label="Customer signature"
      description="Sign with a finger. Without a drawn signature the printed name is recorded alone."
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label="Customer signature pad"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{
          display: "block",
          width: "100%",
          height,
          border: "1px solid var(--mantine-color-gray-5)",
          borderRadius: 4,
          background: "#fff",
          touchAction: "none",
        }}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          Sign above the line
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={clear}>
          Clear signature
        </Button>
      </Group>
    </Input.Wrapper>
  );
};
