/** Content types by file extension, for files a browser hands over with a blank type (phones often do). */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The content type to upload with: the browser's (without parameters), or one read from the name. */
export const contentTypeOf = (file: File): string =>
  file.type.split(';')[0]!.trim().toLowerCase() || TYPE_BY_EXTENSION[file.name.toLowerCase().split('.').pop() ?? ''] || '';
