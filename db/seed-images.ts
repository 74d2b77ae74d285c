import jpeg from 'jpeg-js';

/**
 * Demo product pictures drawn by the seed itself (no downloaded or copied files): a soft gradient
 * and a few anti-aliased shapes that suggest the product. The same kind and seed always give the
 * same bytes. Shapes are signed-distance functions, so edges are smooth without a canvas library.
 */
export type ImageKind =
  | 'apple'
  | 'citrus'
  | 'berry'
  | 'grape'
  | 'leafy'
  | 'root'
  | 'fish'
  | 'shellfish'
  | 'squid'
  | 'seaweed'
  | 'meat'
  | 'bread'
  | 'box'
  | 'jar'
  | 'bowl'
  | 'lunchbox'
  | 'salad'
  | 'shirt'
  | 'banner';

type Rgb = [number, number, number];

interface Canvas {
  w: number;
  h: number;
  px: Buffer;
}

/** mulberry32: tiny deterministic PRNG. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Math.hypot is several times slower than this in V8, and it runs per pixel. */
const hyp = (x: number, y: number) => Math.sqrt(x * x + y * y);
const hex = (s: string): Rgb => [parseInt(s.slice(1, 3), 16), parseInt(s.slice(3, 5), 16), parseInt(s.slice(5, 7), 16)];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const shade = (c: Rgb, t: number): Rgb => (t >= 0 ? mix(c, [255, 255, 255], t) : mix(c, [0, 0, 0], -t));

function gradient(cv: Canvas, top: Rgb, bottom: Rgb) {
  const { w, h, px } = cv;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // Diagonal, so the background is not a flat band.
      const t = (y / h) * 0.75 + (x / w) * 0.25;
      const i = (y * w + x) * 3;
      px[i] = top[0] + (bottom[0] - top[0]) * t;
      px[i + 1] = top[1] + (bottom[1] - top[1]) * t;
      px[i + 2] = top[2] + (bottom[2] - top[2]) * t;
    }
  }
}

/**
 * Fills where sdf(x, y) < 0 inside the box, blending one pixel of edge for anti-aliasing.
 * `light` brightens towards the upper left so round things look round.
 */
function fill(
  cv: Canvas,
  box: [number, number, number, number],
  sdf: (x: number, y: number) => number,
  color: Rgb,
  opts: { alpha?: number; light?: { cx: number; cy: number; r: number } } = {},
) {
  const { w, h, px } = cv;
  const alpha = opts.alpha ?? 1;
  const light = opts.light;
  const lx = light ? light.cx - light.r * 0.35 : 0, ly = light ? light.cy - light.r * 0.35 : 0;
  const lk = light ? 1 / (light.r * 1.6) : 0;
  const x0 = Math.max(0, Math.floor(box[0])), x1 = Math.min(w - 1, Math.ceil(box[2]));
  const y0 = Math.max(0, Math.floor(box[1])), y1 = Math.min(h - 1, Math.ceil(box[3]));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = sdf(x + 0.5, y + 0.5);
      if (d >= 0.5) continue;
      const cover = (d <= -0.5 ? 1 : 0.5 - d) * alpha;
      let c0 = color[0], c1 = color[1], c2 = color[2];
      if (light) {
        // Towards white near the highlight, towards black away from it (no allocation per pixel).
        const t = 0.35 - Math.min(1, hyp(x - lx, y - ly) * lk) * 0.55;
        const target = t >= 0 ? 255 : 0, a = t >= 0 ? t : -t;
        c0 += (target - c0) * a;
        c1 += (target - c1) * a;
        c2 += (target - c2) * a;
      }
      const i = (y * w + x) * 3;
      px[i] += (c0 - px[i]) * cover;
      px[i + 1] += (c1 - px[i + 1]) * cover;
      px[i + 2] += (c2 - px[i + 2]) * cover;
    }
  }
}

// ---- shapes (each returns the call to fill) -----------------------------------------------------

function circle(cv: Canvas, cx: number, cy: number, r: number, color: Rgb, lit = true, alpha = 1) {
  fill(cv, [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1], (x, y) => hyp(x - cx, y - cy) - r, color, {
    alpha,
    light: lit ? { cx, cy, r } : undefined,
  });
}

/** Ellipse with radii rx, ry rotated by `rot` radians (approximate distance, fine for filling). */
function ellipse(cv: Canvas, cx: number, cy: number, rx: number, ry: number, rot: number, color: Rgb, lit = true, alpha = 1) {
  const c = Math.cos(rot), s = Math.sin(rot), m = Math.max(rx, ry);
  const k = Math.min(rx, ry);
  fill(
    cv,
    [cx - m - 1, cy - m - 1, cx + m + 1, cy + m + 1],
    (x, y) => {
      const dx = x - cx, dy = y - cy;
      const u = (dx * c + dy * s) / rx, v = (-dx * s + dy * c) / ry;
      return (hyp(u, v) - 1) * k;
    },
    color,
    { alpha, light: lit ? { cx, cy, r: m } : undefined },
  );
}

function roundRect(cv: Canvas, x0: number, y0: number, x1: number, y1: number, radius: number, color: Rgb, alpha = 1) {
  const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2, hx = (x1 - x0) / 2 - radius, hy = (y1 - y0) / 2 - radius;
  fill(
    cv,
    [x0 - 1, y0 - 1, x1 + 1, y1 + 1],
    (x, y) => {
      const qx = Math.abs(x - cx) - hx, qy = Math.abs(y - cy) - hy;
      return hyp(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
    },
    color,
    { alpha },
  );
}

/** Convex polygon (points in either winding): the largest signed distance to its edges. */
function polygon(cv: Canvas, pts: [number, number][], color: Rgb, alpha = 1) {
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  let area = 0;
  for (let i = 0; i < pts.length; i++) {
    const [ax, ay] = pts[i], [bx, by] = pts[(i + 1) % pts.length];
    area += ax * by - bx * ay;
  }
  const sign = area > 0 ? -1 : 1;
  const edges = pts.map(([ax, ay], i) => {
    const [bx, by] = pts[(i + 1) % pts.length];
    const len = hyp(bx - ax, by - ay) || 1;
    return { ax, ay, nx: ((by - ay) / len) * sign, ny: (-(bx - ax) / len) * sign };
  });
  fill(
    cv,
    [Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1],
    (x, y) => {
      let d = -Infinity;
      for (const e of edges) d = Math.max(d, -((x - e.ax) * e.nx + (y - e.ay) * e.ny));
      return d;
    },
    color,
    { alpha },
  );
}

function leaf(cv: Canvas, cx: number, cy: number, len: number, rot: number, color: Rgb) {
  ellipse(cv, cx + Math.cos(rot) * len * 0.5, cy + Math.sin(rot) * len * 0.5, len * 0.5, len * 0.2, rot, color, false);
}

// ---- palettes and scenes ------------------------------------------------------------------------

const BACKGROUNDS: Record<ImageKind, [string, string]> = {
  apple: ['#FFF5E6', '#FFD8B0'],
  citrus: ['#FFFBE0', '#FFE08A'],
  berry: ['#FFF0F3', '#FFC2D1'],
  grape: ['#F4EEFF', '#D6C6FF'],
  leafy: ['#F0FFF0', '#BEE8BE'],
  root: ['#FFF6EC', '#F5D3A6'],
  fish: ['#E8F6FF', '#9FD3F5'],
  shellfish: ['#EAFBFF', '#A8E6F0'],
  squid: ['#EEF4FF', '#B5C8F2'],
  seaweed: ['#EFFFF6', '#A6DCC0'],
  meat: ['#FFF1EE', '#F5C1B5'],
  bread: ['#FFF8EE', '#F2D6A8'],
  box: ['#F7F3EE', '#E2D4C2'],
  jar: ['#FFF7F0', '#F0D2BC'],
  bowl: ['#FFF9F0', '#F4DCC0'],
  lunchbox: ['#F5F8FF', '#CFDAF2'],
  salad: ['#F6FFF2', '#CDEBB8'],
  shirt: ['#F7F4FF', '#D9D0F5'],
  banner: ['#E6F4EA', '#A7D8B8'],
};

const scenes: Record<ImageKind, (cv: Canvas, r: () => number) => void> = {
  apple(cv, r) {
    const n = 2 + Math.floor(r() * 2);
    const reds = ['#D7263D', '#E63946', '#C81D25', '#F25C54'];
    for (let i = 0; i < n; i++) {
      const cx = cv.w * (0.3 + (0.4 * i) / Math.max(1, n - 1)) + (r() - 0.5) * 30;
      const cy = cv.h * (0.58 + (r() - 0.5) * 0.12);
      const rad = cv.w * (0.16 + r() * 0.05);
      circle(cv, cx, cy, rad, hex(reds[Math.floor(r() * reds.length)]));
      roundRect(cv, cx - 3, cy - rad - 18, cx + 3, cy - rad + 8, 3, hex('#6B4226'));
      leaf(cv, cx + 2, cy - rad - 6, rad * 0.7, -0.5 - r() * 0.4, hex('#3FA34D'));
    }
  },
  citrus(cv, r) {
    const n = 3 + Math.floor(r() * 3);
    for (let i = 0; i < n; i++) {
      const cx = cv.w * (0.2 + r() * 0.6), cy = cv.h * (0.4 + r() * 0.35), rad = cv.w * (0.11 + r() * 0.05);
      circle(cv, cx, cy, rad, hex(r() > 0.3 ? '#F28C28' : '#F6A623'));
      leaf(cv, cx, cy - rad + 4, rad * 0.6, -0.9, hex('#2E8B57'));
    }
  },
  berry(cv, r) {
    // Strawberries: a round top narrowing to a point, pale seeds, a green cap.
    for (let i = 0; i < 6; i++) {
      const rad = cv.w * (0.085 + r() * 0.02);
      const cx = cv.w * (0.27 + (i % 3) * 0.23) + (r() - 0.5) * 16, cy = cv.h * (0.38 + Math.floor(i / 3) * 0.27) + (r() - 0.5) * 16;
      const red = hex(r() > 0.5 ? '#D62839' : '#E5383B');
      polygon(cv, [[cx - rad * 0.98, cy], [cx + rad * 0.98, cy], [cx, cy + rad * 1.7]], shade(red, -0.08));
      ellipse(cv, cx, cy, rad, rad * 0.9, 0, red);
      for (let k = 0; k < 5; k++) circle(cv, cx + (r() - 0.5) * rad, cy + (r() - 0.2) * rad, 2.2, hex('#FFE8A3'), false);
      leaf(cv, cx, cy - rad * 0.75, rad * 0.7, -0.4, hex('#38B000'));
      leaf(cv, cx, cy - rad * 0.75, rad * 0.7, -2.7, hex('#38B000'));
      leaf(cv, cx, cy - rad * 0.75, rad * 0.5, -Math.PI / 2, hex('#2D9A00'));
    }
  },
  grape(cv, r) {
    const cx = cv.w * (0.45 + r() * 0.1), top = cv.h * 0.28, rad = cv.w * 0.06;
    const color = hex(r() > 0.5 ? '#6A4C93' : '#2D6A4F');
    for (let row = 0; row < 5; row++) {
      const count = 5 - row;
      for (let i = 0; i < count; i++) circle(cv, cx + (i - (count - 1) / 2) * rad * 1.9, top + row * rad * 1.7, rad, color);
    }
    leaf(cv, cx, top - rad, cv.w * 0.18, -0.4, hex('#52B788'));
  },
  leafy(cv, r) {
    const cx = cv.w * 0.5, base = cv.h * 0.82;
    for (let i = 0; i < 7; i++) {
      const rot = -Math.PI / 2 + (i - 3) * 0.28 + (r() - 0.5) * 0.1;
      const len = cv.h * (0.45 + r() * 0.15);
      ellipse(cv, cx + Math.cos(rot) * len * 0.5, base + Math.sin(rot) * len * 0.5, len * 0.5, len * 0.13, rot, hex(i % 2 ? '#40916C' : '#52B788'));
    }
    roundRect(cv, cx - cv.w * 0.1, base - 10, cx + cv.w * 0.1, base + 20, 10, hex('#E9F5DB'));
  },
  root(cv, r) {
    for (let i = 0; i < 3; i++) {
      const cx = cv.w * (0.3 + i * 0.2) + (r() - 0.5) * 20, top = cv.h * 0.35, len = cv.h * (0.42 + r() * 0.1);
      polygon(cv, [[cx - cv.w * 0.06, top], [cx + cv.w * 0.06, top], [cx + 4, top + len], [cx - 4, top + len]], hex('#F77F00'));
      for (let k = -1; k <= 1; k++) leaf(cv, cx, top, cv.h * 0.16, -Math.PI / 2 + k * 0.35, hex('#2D6A4F'));
    }
  },
  fish(cv, r) {
    const n = 1 + Math.floor(r() * 2);
    const bodies = ['#5C7C99', '#8AA1B1', '#6C8EAD', '#C0C8D0'];
    for (let i = 0; i < n; i++) {
      const cy = cv.h * (n === 1 ? 0.55 : 0.42 + i * 0.24), cx = cv.w * 0.48, len = cv.w * (0.3 - n * 0.03);
      const body = hex(bodies[Math.floor(r() * bodies.length)]);
      polygon(cv, [[cx + len * 0.8, cy], [cx + len * 1.35, cy - len * 0.4], [cx + len * 1.35, cy + len * 0.4]], shade(body, -0.15));
      ellipse(cv, cx, cy, len, len * 0.38, 0, body);
      ellipse(cv, cx + len * 0.05, cy + len * 0.12, len * 0.75, len * 0.14, 0, shade(body, 0.45), false, 0.6);
      circle(cv, cx - len * 0.62, cy - len * 0.08, len * 0.07, hex('#FFFFFF'), false);
      circle(cv, cx - len * 0.62, cy - len * 0.08, len * 0.035, hex('#1B1B1B'), false);
    }
  },
  shellfish(cv, r) {
    for (let i = 0; i < 4; i++) {
      const cx = cv.w * (0.25 + (i % 2) * 0.45) + (r() - 0.5) * 20, cy = cv.h * (0.38 + Math.floor(i / 2) * 0.28), rad = cv.w * 0.13;
      const c = hex(i % 2 ? '#E07A5F' : '#F2CC8F');
      ellipse(cv, cx, cy, rad, rad * 0.8, 0, c);
      for (let k = -2; k <= 2; k++) roundRect(cv, cx + k * rad * 0.35 - 2, cy - rad * 0.6, cx + k * rad * 0.35 + 2, cy + rad * 0.6, 2, shade(c, -0.2), 0.6);
      polygon(cv, [[cx - rad * 0.3, cy + rad * 0.7], [cx + rad * 0.3, cy + rad * 0.7], [cx, cy + rad * 0.95]], shade(c, -0.15));
    }
  },
  squid(cv, r) {
    const cx = cv.w * (0.5 + (r() - 0.5) * 0.1), top = cv.h * 0.18;
    const c = hex('#F4A261');
    polygon(cv, [[cx, top], [cx + cv.w * 0.16, top + cv.h * 0.32], [cx - cv.w * 0.16, top + cv.h * 0.32]], shade(c, -0.1));
    ellipse(cv, cx, top + cv.h * 0.33, cv.w * 0.13, cv.h * 0.18, 0, c);
    for (let k = -3; k <= 3; k++) roundRect(cv, cx + k * 14 - 4, top + cv.h * 0.45, cx + k * 14 + 4, top + cv.h * (0.68 + r() * 0.1), 4, shade(c, -0.05));
    circle(cv, cx - 18, top + cv.h * 0.36, 7, hex('#1B1B1B'), false);
    circle(cv, cx + 18, top + cv.h * 0.36, 7, hex('#1B1B1B'), false);
  },
  seaweed(cv, r) {
    for (let i = 0; i < 5; i++) {
      const x = cv.w * (0.18 + i * 0.16), y0 = cv.h * (0.25 + r() * 0.15);
      for (let k = 0; k < 6; k++) ellipse(cv, x + Math.sin(k + i) * 10, y0 + k * cv.h * 0.1, 16, cv.h * 0.07, 0.3 * Math.sin(k), hex(i % 2 ? '#1B4332' : '#2D6A4F'));
    }
    roundRect(cv, cv.w * 0.1, cv.h * 0.82, cv.w * 0.9, cv.h * 0.9, 8, hex('#E9C46A'));
  },
  meat(cv, r) {
    const cx = cv.w * 0.5, cy = cv.h * 0.55;
    ellipse(cv, cx, cy, cv.w * 0.32, cv.h * 0.22, -0.15 + r() * 0.3, hex('#B5443B'));
    ellipse(cv, cx - cv.w * 0.1, cy - cv.h * 0.02, cv.w * 0.12, cv.h * 0.06, 0.3, hex('#F8E1D8'), false, 0.85);
    ellipse(cv, cx + cv.w * 0.12, cy + cv.h * 0.06, cv.w * 0.08, cv.h * 0.04, -0.2, hex('#F8E1D8'), false, 0.85);
    leaf(cv, cx + cv.w * 0.22, cy - cv.h * 0.2, cv.w * 0.16, -0.6, hex('#55A630'));
  },
  bread(cv, r) {
    const n = 1 + Math.floor(r() * 2);
    for (let i = 0; i < n; i++) {
      const cx = cv.w * (n === 1 ? 0.5 : 0.33 + i * 0.34), cy = cv.h * 0.57, rw = cv.w * (0.3 - n * 0.05);
      const crust = hex(r() > 0.5 ? '#C68B59' : '#D9A066');
      ellipse(cv, cx, cy, rw, rw * 0.55, 0, crust);
      for (let k = -1; k <= 1; k++) ellipse(cv, cx + k * rw * 0.45, cy - rw * 0.12, rw * 0.18, rw * 0.05, -0.8, shade(crust, 0.35), false);
    }
  },
  box(cv, r) {
    const c = hex(['#E76F51', '#2A9D8F', '#8D6E63', '#457B9D'][Math.floor(r() * 4)]);
    const x0 = cv.w * 0.22, y0 = cv.h * 0.34, x1 = cv.w * 0.78, y1 = cv.h * 0.8;
    polygon(cv, [[x0, y0], [x1, y0], [x1 - 30, y0 - 40], [x0 + 30, y0 - 40]], shade(c, 0.25));
    roundRect(cv, x0, y0, x1, y1, 8, c);
    roundRect(cv, (x0 + x1) / 2 - 12, y0 - 40, (x0 + x1) / 2 + 12, y1, 2, hex('#F4D35E'));
    roundRect(cv, x0 + 30, y0 + 40, x1 - 30, y0 + 90, 10, hex('#FFFFFF'), 0.85);
  },
  jar(cv, r) {
    const c = hex(['#BC4749', '#E9C46A', '#6A994E'][Math.floor(r() * 3)]);
    const cx = cv.w * 0.5;
    roundRect(cv, cx - cv.w * 0.2, cv.h * 0.32, cx + cv.w * 0.2, cv.h * 0.82, 30, hex('#F1FAEE'), 0.8);
    roundRect(cv, cx - cv.w * 0.18, cv.h * 0.42, cx + cv.w * 0.18, cv.h * 0.8, 26, c);
    roundRect(cv, cx - cv.w * 0.15, cv.h * 0.24, cx + cv.w * 0.15, cv.h * 0.33, 8, hex('#6D597A'));
    roundRect(cv, cx - cv.w * 0.12, cv.h * 0.52, cx + cv.w * 0.12, cv.h * 0.64, 6, hex('#FFFFFF'), 0.9);
  },
  bowl(cv, r) {
    const cx = cv.w * 0.5, cy = cv.h * 0.55, rw = cv.w * 0.32;
    const food = hex(['#E63946', '#F4A261', '#6A994E', '#BC6C25'][Math.floor(r() * 4)]);
    ellipse(cv, cx, cy, rw, rw * 0.35, 0, shade(food, 0.1));
    for (let i = 0; i < 8; i++) circle(cv, cx + (r() - 0.5) * rw * 1.3, cy - rw * 0.05 + (r() - 0.5) * rw * 0.3, rw * 0.12, shade(food, r() * 0.4 - 0.2));
    fill(cv, [cx - rw - 1, cy - 1, cx + rw + 1, cy + rw * 0.8], (x, y) => Math.max(hyp((x - cx) / rw, (y - cy) / (rw * 0.75)) - 1, cy - y) * rw * 0.75, hex('#FDFCF7'), {
      light: { cx, cy, r: rw },
    });
  },
  lunchbox(cv, r) {
    const x0 = cv.w * 0.14, y0 = cv.h * 0.26, x1 = cv.w * 0.86, y1 = cv.h * 0.78;
    roundRect(cv, x0, y0, x1, y1, 18, hex('#264653'));
    const mx = (x0 + x1) / 2;
    roundRect(cv, x0 + 14, y0 + 14, mx - 7, y1 - 14, 10, hex('#FFFFFF'));
    roundRect(cv, mx + 7, y0 + 14, x1 - 14, (y0 + y1) / 2 - 7, 10, hex('#F4A261'));
    roundRect(cv, mx + 7, (y0 + y1) / 2 + 7, x1 - 14, y1 - 14, 10, hex('#90BE6D'));
    for (let i = 0; i < 4; i++) circle(cv, mx + 30 + r() * (x1 - mx - 70), y0 + 40 + r() * 40, 10, hex('#E76F51'));
  },
  salad(cv, r) {
    const cx = cv.w * 0.5, cy = cv.h * 0.52, rw = cv.w * 0.34;
    for (let i = 0; i < 10; i++) leaf(cv, cx + (r() - 0.5) * rw, cy + (r() - 0.6) * rw * 0.4, rw * 0.45, -Math.PI / 2 + (r() - 0.5) * 2.4, hex(i % 2 ? '#52B788' : '#95D5B2'));
    for (let i = 0; i < 4; i++) circle(cv, cx + (r() - 0.5) * rw * 1.1, cy - rw * 0.05, rw * 0.09, hex('#E63946'));
    fill(cv, [cx - rw - 1, cy - 1, cx + rw + 1, cy + rw * 0.8], (x, y) => Math.max(hyp((x - cx) / rw, (y - cy) / (rw * 0.7)) - 1, cy - y) * rw * 0.7, hex('#F8F9FA'), {
      light: { cx, cy, r: rw },
    });
  },
  shirt(cv, r) {
    const c = hex(['#4361EE', '#F72585', '#2A9D8F', '#E9C46A', '#6D597A'][Math.floor(r() * 5)]);
    const cx = cv.w * 0.5, top = cv.h * 0.22, bw = cv.w * 0.2;
    polygon(cv, [[cx - bw, top], [cx - bw - cv.w * 0.15, top + cv.h * 0.15], [cx - bw - cv.w * 0.07, top + cv.h * 0.24], [cx - bw, top + cv.h * 0.17]], shade(c, -0.1));
    polygon(cv, [[cx + bw, top], [cx + bw + cv.w * 0.15, top + cv.h * 0.15], [cx + bw + cv.w * 0.07, top + cv.h * 0.24], [cx + bw, top + cv.h * 0.17]], shade(c, -0.1));
    roundRect(cv, cx - bw, top, cx + bw, top + cv.h * 0.56, 10, c);
    ellipse(cv, cx, top, bw * 0.45, bw * 0.25, 0, BG_OF(cv, cx, top - 30), false);
  },
  banner(cv, r) {
    for (let i = 0; i < 6; i++) circle(cv, cv.w * (0.55 + r() * 0.4), cv.h * (0.2 + r() * 0.7), cv.h * (0.08 + r() * 0.12), hex('#FFFFFF'), false, 0.25 + r() * 0.2);
  },
};

/** The background colour at a point (the collar of the shirt is cut out of it). */
function BG_OF(cv: Canvas, x: number, y: number): Rgb {
  const i = (Math.max(0, Math.round(y)) * cv.w + Math.round(x)) * 3;
  return [cv.px[i], cv.px[i + 1], cv.px[i + 2]];
}

/**
 * The extension of the seed's picture files. Pictures seeded before they were JPEG are named .png:
 * redrawing a lost picture keeps the name its row holds (`storedKey`), the browser goes by the bytes.
 */
export const seedPictureExtension = (storedKey?: string) => (storedKey?.endsWith('.png') ? 'png' : 'jpg');

export interface SeedImage {
  bytes: Uint8Array;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * JPEG at this quality: the gradients and soft edges show no banding or ringing, and a 480×480
 * picture is 12–16 KB (as PNG it was 45–70 KB, and a shop's first screen loads a dozen of them).
 */
const JPEG_QUALITY = 80;

/**
 * Draws one picture. `background` overrides the kind's gradient (banners use the tenant's colours).
 * 480×480 by default, a few milliseconds each.
 */
export function drawSeedImage(kind: ImageKind, seed: number, opts: { width?: number; height?: number; background?: [string, string] } = {}): SeedImage {
  const width = opts.width ?? 480, height = opts.height ?? 480;
  const cv: Canvas = { w: width, h: height, px: Buffer.alloc(width * height * 3) };
  const r = rng(seed * 7919 + kind.length * 104729);
  const [top, bottom] = opts.background ?? BACKGROUNDS[kind];
  gradient(cv, hex(top), hex(bottom));
  // Soft dots in the background, so two pictures of one kind still differ at a glance.
  for (let i = 0; i < 5; i++) circle(cv, r() * width, r() * height, 20 + r() * 50, [255, 255, 255], false, 0.18);
  scenes[kind](cv, r);
  // The encoder takes RGBA; the alpha byte is ignored.
  const rgba = Buffer.alloc(width * height * 4, 255);
  for (let i = 0, j = 0; i < cv.px.length; i += 3, j += 4) {
    rgba[j] = cv.px[i];
    rgba[j + 1] = cv.px[i + 1];
    rgba[j + 2] = cv.px[i + 2];
  }
  const { data } = jpeg.encode({ data: rgba, width, height }, JPEG_QUALITY);
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), contentType: 'image/jpeg', width, height };
}
