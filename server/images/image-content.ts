// What an uploaded file really is, from its first bytes: a renamed text file is not a JPEG.
import { imageMessages, MAX_IMAGE_BYTES, type ImageType } from '../contract/images.ts';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  return undefined;
}

export type ImageVerdict = { ok: true; contentType: ImageType } | { ok: false; message: string };

export function checkImage(bytes: Uint8Array): ImageVerdict {
  if (bytes.length === 0) return { ok: false, message: imageMessages.empty };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, message: imageMessages.tooLarge };
  const contentType = sniffImageType(bytes);
  if (!contentType) return { ok: false, message: imageMessages.notAnImage };
  return { ok: true, contentType };
}
