/** Kept for the catalogue's uploads, which import the type from here until they move. */
export type { UploadedFile } from '../../../shared/schemas/upload';
