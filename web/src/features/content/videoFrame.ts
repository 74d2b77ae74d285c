/** Longest side of a captured thumbnail: enough for a 9:16 tile on a phone, small enough to upload at once. */
const THUMBNAIL_MAX_SIDE = 720;

/** Resolves when `event` fires on the video, rejects on its error event or after `ms`. */
function once(video: HTMLVideoElement, event: 'loadeddata' | 'seeked', ms = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (fn: () => void) => () => {
      clearTimeout(timer);
      video.removeEventListener(event, ok);
      video.removeEventListener('error', fail);
      fn();
    };
    const ok = done(resolve);
    const fail = done(() => reject(new Error('video error')));
    const timer = setTimeout(done(() => reject(new Error('video timeout'))), ms);
    video.addEventListener(event, ok);
    video.addEventListener('error', fail);
  });
}

/** A muted inline video element with its first frame loaded (anonymous CORS, so its frames can be read). */
export async function loadVideo(url: string): Promise<HTMLVideoElement> {
  const video = document.createElement('video');
  video.crossOrigin = 'anonymous';
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const loaded = once(video, 'loadeddata');
  video.src = url;
  await loaded;
  return video;
}

/**
 * The video's length in seconds. Recorded WebM often carries none (Infinity) until it has been read to
 * the end: seeking far past it makes the browser find the real end, after which it seeks back to 0.
 */
export async function videoDuration(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration)) return video.duration;
  await seekTo(video, 1e7);
  const duration = Number.isFinite(video.duration) ? video.duration : video.currentTime;
  await seekTo(video, 0);
  return duration;
}

/** Moves the video to `time` seconds and waits for that frame. */
export async function seekTo(video: HTMLVideoElement, time: number): Promise<void> {
  if (Math.abs(video.currentTime - time) < 0.01 && video.readyState >= 2) return;
  const seeked = once(video, 'seeked');
  video.currentTime = time;
  await seeked;
}

/** The frame on screen as a JPEG file (at most 720 px on its longer side) named after the video. */
export async function captureFrame(video: HTMLVideoElement, videoName: string): Promise<File> {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) throw new Error('no frame');
  const scale = Math.min(1, THUMBNAIL_MAX_SIDE / Math.max(w, h));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('no frame');
  return new File([blob], `${videoName.replace(/\.[^.]+$/, '')}-thumbnail.jpg`, { type: 'image/jpeg' });
}

/** A first thumbnail before the author picks one: a frame one second in (or a third in, for a short clip). */
export async function defaultFrame(url: string, videoName: string): Promise<File> {
  const video = await loadVideo(url);
  try {
    const duration = await videoDuration(video);
    await seekTo(video, Math.min(1, duration / 3));
    return await captureFrame(video, videoName);
  } finally {
    video.removeAttribute('src');
    video.load();
  }
}
