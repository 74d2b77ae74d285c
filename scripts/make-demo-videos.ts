/**
 * Makes the demo videos of the community seed (db/seed-community.ts): `npx tsx scripts/make-demo-videos.ts`.
 *
 * Each video is a short animated scene drawn on a 360×640 canvas in Debian's Chromium (headless, through
 * Playwright), recorded with canvas.captureStream(30) and MediaRecorder as WebM (VP8), and written to
 * db/seed-media/videos/<name>.webm with a poster frame (the canvas at about one second) as <name>.jpg
 * (quality 0.8; the seed's posters) and <name>.png (for databases seeded when the posters were PNG).
 * Flat colours and a Korean caption in Noto Sans CJK KR; nothing is downloaded. The files are committed,
 * so seeding never needs a browser: run this again only to change a scene (the bytes differ per run,
 * since recording follows the clock).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright';

const OUT = path.resolve(import.meta.dirname, '../db/seed-media/videos');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const DEMO_VIDEOS = [
  { name: 'sunrise', caption: '들녘에 해가 떠요', seconds: 5 },
  { name: 'apples', caption: '사과 수확하는 날', seconds: 5 },
  { name: 'sprouts', caption: '새싹이 쑥쑥', seconds: 4 },
  { name: 'boat', caption: '새벽 조업 나가요', seconds: 5 },
  { name: 'fish', caption: '오늘 잡은 고등어', seconds: 4 },
  { name: 'rice', caption: '갓 지은 밥 한 그릇', seconds: 4 },
] as const;

type SceneName = (typeof DEMO_VIDEOS)[number]['name'];

/**
 * Runs in the page: draws `scene` for `seconds`, recording it; answers the WebM and the poster as base64.
 * Everything it uses is defined inside, since Playwright sends only the function's source.
 */
async function record(args: { scene: SceneName; caption: string; seconds: number }): Promise<{ webm: string; poster: string; posterJpeg: string; mime: string }> {
  const W = 360, H = 640;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  document.body.appendChild(canvas);
  const ctx = canvas.getContext('2d')!;
  await document.fonts.load("bold 30px 'Noto Sans CJK KR'", args.caption);

  const circle = (x: number, y: number, r: number, color: string) => {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  };
  const rect = (x: number, y: number, w: number, h: number, color: string) => {
    ctx.fillStyle = color;
    ctx.fillRect(x, y, w, h);
  };
  const sky = (top: string, bottom: string) => {
    const g = ctx.createLinearGradient(0, 0, 0, H);
    g.addColorStop(0, top);
    g.addColorStop(1, bottom);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
  };
  // A filled band whose top edge is a sine wave: fields, hills and the sea.
  const wave = (y: number, amp: number, len: number, phase: number, color: string) => {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, H);
    for (let x = 0; x <= W; x += 6) ctx.lineTo(x, y + Math.sin((x / len) * Math.PI * 2 + phase) * amp);
    ctx.lineTo(W, H);
    ctx.fill();
  };
  const apple = (x: number, y: number, r: number) => {
    circle(x, y, r, '#D7263D');
    circle(x - r * 0.35, y - r * 0.35, r * 0.25, '#F25C54');
    rect(x - 2, y - r - 8, 4, 10, '#6B4226');
  };
  const fish = (x: number, y: number, len: number, color: string, dir: number) => {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(dir, 1);
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.ellipse(0, 0, len, len * 0.38, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(len * 0.8, 0);
    ctx.lineTo(len * 1.4, -len * 0.4);
    ctx.lineTo(len * 1.4, len * 0.4);
    ctx.fill();
    circle(-len * 0.6, -len * 0.08, len * 0.08, '#FFFFFF');
    circle(-len * 0.6, -len * 0.08, len * 0.04, '#1B1B1B');
    ctx.restore();
  };

  const scenes: Record<SceneName, (t: number) => void> = {
    sunrise(t) {
      const k = Math.min(1, t / 4);
      sky(k < 0.5 ? '#2B3A67' : '#7EC8E3', '#FFB677');
      circle(W / 2, 430 - k * 240, 58, '#FFD23F');
      wave(400, 18, 420, 0.5, '#6A994E');
      wave(460, 12, 300, 2, '#386641');
      // Furrows of the field, drawn in perspective towards the horizon.
      ctx.strokeStyle = '#A7C957';
      ctx.lineWidth = 3;
      for (let i = -6; i <= 6; i++) {
        ctx.beginPath();
        ctx.moveTo(W / 2 + i * 12, 470);
        ctx.lineTo(W / 2 + i * 70, H);
        ctx.stroke();
      }
    },
    apples(t) {
      sky('#BDE0FE', '#FFF1D0');
      wave(470, 8, 500, 0, '#90BE6D');
      for (let i = 0; i < 5; i++) {
        // Each apple falls in turn and stays in the basket.
        const start = i * 0.8, y = Math.min(438, 60 + Math.max(0, t - start) ** 2 * 260);
        const x = 120 + (i % 3) * 60 + (i > 2 ? 30 : 0);
        if (t >= start) apple(x, y - (i > 2 ? 30 : 0), 26);
      }
      ctx.fillStyle = '#A0522D';
      ctx.beginPath();
      ctx.moveTo(70, 450);
      ctx.lineTo(290, 450);
      ctx.lineTo(260, 560);
      ctx.lineTo(100, 560);
      ctx.fill();
      for (let y = 470; y < 560; y += 22) rect(80 + (y - 450) * 0.25, y, 200 - (y - 450) * 0.5, 4, '#7B3F1D');
    },
    sprouts(t) {
      sky('#E0F7FA', '#FFFDE7');
      rect(0, 470, W, H - 470, '#8D6E63');
      for (let i = 0; i < 5; i++) {
        const x = 50 + i * 65, grow = Math.max(0, Math.min(1, (t - i * 0.3) / 2.5)), top = 470 - grow * 150;
        rect(x - 3, top, 6, 470 - top, '#55A630');
        ctx.fillStyle = '#80B918';
        for (const side of [-1, 1]) {
          ctx.beginPath();
          ctx.ellipse(x + side * 22 * grow, top + 8, 24 * grow + 1, 10 * grow + 1, side * -0.5, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      // Raindrops, so the growing has a reason.
      for (let i = 0; i < 12; i++) circle((i * 53 + 20) % W, ((t * 300 + i * 97) % 420) + 20, 4, '#4FC3F7');
    },
    boat(t) {
      sky('#FFCB77', '#7EC8E3');
      circle(290, 150, 40, '#FFF3B0');
      wave(380, 14, 240, t * 3, '#2B6CB0');
      const bob = Math.sin(t * 3) * 10, x = 40 + t * 45;
      ctx.fillStyle = '#E63946';
      ctx.beginPath();
      ctx.moveTo(x, 360 + bob);
      ctx.lineTo(x + 150, 360 + bob);
      ctx.lineTo(x + 125, 400 + bob);
      ctx.lineTo(x + 25, 400 + bob);
      ctx.fill();
      rect(x + 45, 320 + bob, 50, 40, '#F1FAEE');
      rect(x + 90, 280 + bob, 5, 80, '#6D597A');
      wave(410, 12, 200, t * 4 + 1, '#1D4E89');
      wave(470, 10, 160, t * 5 + 2, '#163A66');
    },
    fish(t) {
      sky('#90E0EF', '#03045E');
      for (let i = 0; i < 4; i++) {
        const dir = i % 2 ? 1 : -1, x = dir > 0 ? W + 60 - ((t * 80 + i * 90) % (W + 120)) : ((t * 80 + i * 90) % (W + 120)) - 60;
        fish(x, 160 + i * 95 + Math.sin(t * 2 + i) * 12, 40, i % 2 ? '#5C7C99' : '#8AA1B1', dir);
      }
      for (let i = 0; i < 10; i++) circle((i * 37 + 15) % W, H - ((t * 120 + i * 70) % H), 5, 'rgba(255,255,255,0.6)');
      for (let i = 0; i < 6; i++) rect(20 + i * 60, 560 - (i % 3) * 20, 10, 80 + (i % 3) * 20, '#2D6A4F');
    },
    rice(t) {
      sky('#FFF8E7', '#F4DCC0');
      rect(0, 480, W, H - 480, '#B08968');
      // Steam: three wavy lines drifting up and fading.
      ctx.lineWidth = 8;
      ctx.lineCap = 'round';
      for (let i = 0; i < 3; i++) {
        const phase = (t * 0.6 + i / 3) % 1;
        ctx.strokeStyle = `rgba(255,255,255,${(1 - phase) * 0.9})`;
        ctx.beginPath();
        for (let y = 0; y < 120; y += 6) ctx.lineTo(140 + i * 40 + Math.sin(y / 18 + t * 4 + i) * 10, 330 - phase * 100 - y);
        ctx.stroke();
      }
      ctx.fillStyle = '#FFFFFF';
      ctx.beginPath();
      ctx.ellipse(W / 2, 360, 110, 55, 0, Math.PI, Math.PI * 2);
      ctx.fill();
      for (let i = 0; i < 14; i++) circle(W / 2 - 80 + ((i * 41) % 160), 345 - ((i * 17) % 30), 8, '#FAF3E0');
      ctx.fillStyle = '#2F4858';
      ctx.beginPath();
      ctx.ellipse(W / 2, 360, 120, 90, 0, 0, Math.PI);
      ctx.fill();
      rect(W / 2 - 50, 440, 100, 20, '#233642');
    },
  };

  const draw = (t: number) => {
    scenes[args.scene](t);
    ctx.fillStyle = 'rgba(0,0,0,0.45)';
    ctx.fillRect(0, H - 96, W, 64);
    ctx.fillStyle = '#FFFFFF';
    ctx.font = "bold 30px 'Noto Sans CJK KR'";
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(args.caption, W / 2, H - 64);
  };

  draw(0);
  const mime = MediaRecorder.isTypeSupported('video/webm;codecs=vp8') ? 'video/webm;codecs=vp8' : 'video/webm';
  // Flat colours compress well: 350 kbit/s keeps a 5-second clip near 200 KB.
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: mime, videoBitsPerSecond: 350_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  let poster = '';
  let posterJpeg = '';
  const start = performance.now();
  recorder.start(250);
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, args.seconds));
      if (!poster && t >= 1) {
        poster = canvas.toDataURL('image/png');
        posterJpeg = canvas.toDataURL('image/jpeg', 0.8);
      }
      if (t < args.seconds) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;

  const bytes = new Uint8Array(await new Blob(chunks, { type: mime }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { webm: btoa(binary), poster: poster.replace(/^data:image\/png;base64,/, ''), posterJpeg: posterJpeg.replace(/^data:image\/jpeg;base64,/, ''), mime };
}

async function makeOne(page: Page, video: (typeof DEMO_VIDEOS)[number]) {
  await page.setContent('<!doctype html><html><body style="margin:0;background:#000"></body></html>');
  // tsx compiles with esbuild's keepNames, which wraps inner functions in a __name helper the page lacks.
  await page.evaluate('globalThis.__name = (f) => f');
  const out = await page.evaluate(record, { scene: video.name, caption: video.caption, seconds: video.seconds });
  const webm = Buffer.from(out.webm, 'base64');
  // Every WebM (Matroska) file starts with the EBML header's ID.
  if (webm.subarray(0, 4).toString('hex') !== '1a45dfa3') throw new Error(`${video.name}: not a WebM file (${out.mime})`);
  await writeFile(path.join(OUT, `${video.name}.webm`), webm);
  await writeFile(path.join(OUT, `${video.name}.png`), Buffer.from(out.poster, 'base64'));
  await writeFile(path.join(OUT, `${video.name}.jpg`), Buffer.from(out.posterJpeg, 'base64'));
  console.log(`${video.name}.webm ${webm.byteLength} bytes (${out.mime})`);
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    for (const video of DEMO_VIDEOS) await makeOne(page, video);
  } finally {
    await browser.close();
  }
}

await main();
