import type { Db } from '../../db/client';

/** Interfaces of everything outside the app. Each has a real implementation and a local one. */

export interface StoredObject {
  body: ReadableStream<Uint8Array> | Uint8Array;
  contentType: string;
  size: number;
}

export interface ObjectStorage {
  put(key: string, body: Uint8Array, opts: { contentType: string }): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /**
   * A URL the browser PUTs one object to directly (R2's S3 API), bound to its content type and
   * exact length. Absent when the storage has no such API: the app's own upload route is used.
   */
  presignPut?(key: string, opts: { contentType: string; size: number; expiresInSec: number }): Promise<PresignedPut>;
}

export interface PresignedPut {
  url: string;
  /** Headers the PUT must carry as signed (the browser adds Content-Length itself). */
  headers: Record<string, string>;
}

export interface MailMessage {
  tenantId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** `db` is the request's database (the development outbox writes there; real providers ignore it). */
  send(message: MailMessage, via: { db: Db }): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface KakaoProfile {
  id: string;
  email: string | null;
  nickname: string | null;
  profileImage: string | null;
}

/** Kakao Login (REST API): authorize → token → user info. */
export interface KakaoOAuth {
  authorizeUrl(params: { state: string; redirectUri: string }): string;
  exchangeCode(params: { code: string; redirectUri: string }): Promise<{ accessToken: string }>;
  getProfile(accessToken: string): Promise<KakaoProfile>;
}

/**
 * Where the app writes what happened. `warn` is for a provider failure the app expected and
 * handled (mail API down, Kakao unreachable, a storage delete that failed): one line, no stack.
 * `error` is for what nobody expected (a 500): always with its stack.
 */
export interface Logger {
  warn(message: string, err?: unknown): void;
  error(message: string, err: unknown): void;
}
