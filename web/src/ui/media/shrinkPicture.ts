import { contentTypeOf } from './fileTypes';

/**
 * The longest side a picture is stored with: a product page fills a phone's width (about 720 device
 * pixels) and a desktop's column, with room to spare; a phone's camera gives 4000 and more.
 */
const PICTURE_MAX_SIDE = 1600;
/** A picture within the size above but heavier than this is encoded again too (a PNG photo, a raw export). */
const PICTURE_HEAVY_BYTES = 1024 * 1024;
const QUALITY = 0.85;
/** Kinds whose every frame is the picture; a GIF may be animated and is sent as chosen. */
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const renamed = (name: string, type: string) => `${name.replace(/\.[^./\\]+$/, '') || 'picture'}.${EXTENSION[type]}`;

function hasTransparency(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, width: number, height: number) {
  const { data } = context.getImageData(0, 0, width, height);
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
}

function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return { context: canvas.getContext('2d'), encode: (type: string) => canvas.convertToBlob({ type, quality: QUALITY }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    encode: (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY)),
  };
}

/**
 * A picture as it is worth sending: at most PICTURE_MAX_SIDE on its longest side, encoded again as
 * JPEG (WebP where it has transparent pixels; PNG where the browser cannot write WebP). The camera's
 * rotation is applied (createImageBitmap reads it) and its metadata left behind with the old bytes.
 * Every shop screen and feed then loads a few hundred kilobytes a picture, not the phone's megabytes.
 * Anything that cannot be read, or would not get smaller, is sent as chosen: the server judges it.
 */
export async function shrinkPicture(file: File): Promise<File> {
  const type = contentTypeOf(file);
  if (!SHRINKABLE.has(type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, PICTURE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= PICTURE_HEAVY_BYTES) return file;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const { context, encode } = canvasOf(width, height);
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const wanted = type !== 'image/jpeg' && hasTransparency(context, width, height) ? 'image/webp' : 'image/jpeg';
    const blob = await encode(wanted);
    // A browser that cannot write the type wanted gives PNG instead.
    if (!blob || blob.size >= file.size || !EXTENSION[blob.type]) return file;
    return new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
