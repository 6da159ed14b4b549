/**
 * Colour values as the spec stores them: comma-separated 'r, g, b' or 'r, g, b, a'
 * (3 parts are opaque). Parsing is lenient about spaces; writing uses ', '.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const TRANSPARENT = '0, 0, 0, 0';

export function parseColor(value: unknown): Rgba | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const parts = value.split(',').map((part) => Number(part.trim()));
  if ((parts.length !== 3 && parts.length !== 4) || parts.some((n) => !Number.isFinite(n))) return null;
  const [r, g, b, a = 1] = parts;
  const channel = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  return { r: channel(r), g: channel(g), b: channel(b), a: Math.max(0, Math.min(1, a)) };
}

export function formatColor(color: Rgba, alpha: boolean): string {
  const rgb = `${color.r}, ${color.g}, ${color.b}`;
  return alpha ? `${rgb}, ${Math.round(color.a * 100) / 100}` : rgb;
}

export function cssColor(color: Rgba | null): string {
  return color ? `rgba(${color.r}, ${color.g}, ${color.b}, ${color.a})` : 'transparent';
}

export function sameColor(a: Rgba | null, b: Rgba | null): boolean {
  return !!a && !!b && a.r === b.r && a.g === b.g && a.b === b.b && Math.abs(a.a - b.a) < 0.005;
}
