// Random values handed to people (link tokens, codes, refresh tokens) and the digests we keep of them.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A code is only six digits, so its digest is bound to its user: equal codes of two users differ. */
export const codeDigest = (userId: string, code: string): string => sha256(`${userId}:${code}`);
